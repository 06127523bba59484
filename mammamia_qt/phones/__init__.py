"""Phones as private hands: each phone seat's hand and decisions in its player's browser."""
