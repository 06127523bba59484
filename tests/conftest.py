import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# engine_support (tests/engine/) is every test's: ``play_out(state, randomly(seed))`` plays a seeded
# random game to its end (``--import-mode=importlib`` puts no test folder on the path).
ENGINE_SUPPORT = str(Path(__file__).parent / "engine")
if ENGINE_SUPPORT not in sys.path:
    sys.path.insert(0, ENGINE_SUPPORT)
