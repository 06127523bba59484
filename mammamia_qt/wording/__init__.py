"""The game told in words, without Qt: one message per event and viewer (``messages.py``), and the
languages it speaks (``languages.py``, read before the first window: nothing here loads the engine
until a message is needed)."""
