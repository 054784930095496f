"""Teaching tests: the table driver of tests/ui is shared with the UI tests here."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
