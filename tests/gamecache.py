"""Forget the loaded games, so the next `get_game` reads the card pools again (a test that
writes its own cards into its private config folder)."""

from tabletop.games import get_game


def reset_games() -> None:
    import tabletop.games.afterworld as aw
    import tabletop.games.austin_powers as ap
    get_game.cache_clear()
    aw.load.cache_clear()
    ap.load.cache_clear()
