"""The game told in words, without Qt: one message per event and viewer, and the table's standing
sentences (whose turn, who holds the Mamma Mia card), each in the second person for the viewer's own
seat (``messages.py``); and the languages it speaks (``languages.py``, read before the first window:
nothing here loads the engine until a message is needed)."""
