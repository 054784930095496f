"""The words tests drive real windows as the table's tests do (tests/ui/drive.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
