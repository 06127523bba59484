"""The screen sweep (``mammamia-cli sweep``): every screen a player can reach, in every language,
theme, text size and window size, checked for texts that are cut, elided or outside their box,
texts that cannot be read on what is painted behind them, and a keyboard focus that cannot be seen;
contact sheets for people to look at.

``screens`` is the registry of screens, ``fit_checks`` and ``look_checks`` the checks, ``run`` the
matrix, ``sheets`` the contact sheets. ``python -m mammamia_qt.tools.sweep`` sweeps one window size
in its own process (what ``run.sweep`` starts for each size).
"""
