"""The table program: pygame-ce and pymunk live here and only here."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in the user's terminal
