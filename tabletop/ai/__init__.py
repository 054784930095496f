"""Computer players. A bot sees only its seat's view of the state (AW-11, AP-11) and picks
one of the legal actions the engine offers; it never reaches into the real state."""

from .base import BOTS, Bot, RandomBot, make_bot

__all__ = ["BOTS", "Bot", "RandomBot", "make_bot"]
