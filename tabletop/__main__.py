"""`python -m tabletop` is the same as the `tabletop` command."""

import sys

from .cli import main

sys.exit(main())
