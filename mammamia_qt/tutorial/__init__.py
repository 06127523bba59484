"""The guided first game's script: the deal, the player's moves and the lesson's steps (no Qt)."""
