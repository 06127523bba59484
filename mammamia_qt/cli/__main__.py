"""``python -m mammamia_qt.cli``: the same as ``mammamia-cli``."""

from mammamia_qt.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
