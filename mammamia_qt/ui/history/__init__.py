"""The History screen: the kept games (the archive) listed, and any of them replayed step by step."""
