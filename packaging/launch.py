"""Entry script of the packaged app (the same as the `mammamia` command)."""

import sys

from mammamia_qt.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
