"""The command line's room: what each `tabletop` command does, beside the parser in
tabletop/cli.py. Commands may use every part of the program; nothing but the command line
imports them (tests/test_import_rules.py).

- `simulate` (with `matchups` and `cardstats`): computer players playing headless games;
- `teach`: `tabletop scenario run` and `tabletop lesson list`;
- `net`: `tabletop host` and `tabletop join` without a window; `netwindow`: with one.
"""
