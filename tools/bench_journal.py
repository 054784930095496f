"""The cost of resuming a long game: reading the autosave's journal at 1k, 10k and 100k lines.

A hand-made journal of N action lines (a checkpoint every 50, as the Autosaver writes them)
beside a compacted save; `read_journal` is timed (median of --repeat), with a reference
measured in the same run: `json.loads` of every line alone. Linear reads keep the ratio flat.

    python tools/bench_journal.py [--sizes 1000,10000,100000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.persist.journal import JOURNAL, journal_path, read_journal  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        save = Path(d) / "autosave.json"
        head = {"actions": [], "hash": "h0"}
        print(f"{'lines':>8} {'read_journal s':>15} {'json.loads s':>13} {'ratio':>6}")
        for n in (int(x) for x in a.sizes.split(",")):
            rows = [json.dumps({"format": JOURNAL, "version": 1, "base": 0, "base_hash": "h0"})]
            for i in range(n):
                row = {"i": i, "a": "pass", "h": f"h{i + 1}"}
                if (i + 1) % 50 == 0:
                    row["snap"] = {"turn": i}
                rows.append(json.dumps(row))
            text = "\n".join(rows) + "\n"
            journal_path(save).write_text(text)
            t_read, t_ref = [], []
            for _ in range(a.repeat):
                t0 = time.perf_counter()
                found = read_journal(save, head)
                t_read.append(time.perf_counter() - t0)
                assert found is not None and len(found[0]) == n
                t0 = time.perf_counter()
                [json.loads(line) for line in text.splitlines()]
                t_ref.append(time.perf_counter() - t0)
            r, f = statistics.median(t_read), statistics.median(t_ref)
            print(f"{n:>8} {r:>15.3f} {f:>13.3f} {r / f:>6.1f}")


if __name__ == "__main__":
    main()
