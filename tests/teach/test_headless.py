"""The teaching core is engine-side: it runs scenarios and lessons without pygame."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_teach_modules_never_import_pygame_or_pymunk():
    bad = [str(p.relative_to(ROOT)) for p in (ROOT / "tabletop" / "teach").rglob("*.py")
           if re.search(r"^\s*(import|from)\s+(pygame|pymunk)", p.read_text(), re.M)]
    assert bad == []


def test_checking_every_scenario_and_lesson_loads_no_pygame():
    code = ("import sys\n"
            "from tabletop.commands.teach import scenario_run, lesson_list\n"
            "from tabletop.resources import asset\n"
            "import io\n"
            "out = io.StringIO()\n"
            "rc = scenario_run([str(asset('scenarios')), str(asset('lessons'))], out=out, quiet=True)\n"
            "lesson_list(out=out)\n"
            "assert rc == 0, out.getvalue()\n"
            "assert 'pygame' not in sys.modules and 'pymunk' not in sys.modules\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
