"""The History page's parts: kept games, their replays and statistics."""
