"""Bringing a saved table back (`tabletop host --resume`, a server started again): the host of
a table's folder as it was when it stopped, with every option it was started with."""

from __future__ import annotations

from typing import Any

from ..engine.errors import TabletopError
from .host import Host
from .limits import Limits, Throttle
from .places import Place
from .saving import HostSave
from .server import Server


def resumed_host(save: HostSave, *, bind: str | None = None, port: int | None = None, ssl: Any = None,
                 takeover_after: float | None = None, server: Server | None = None,
                 limits: Limits | None = None, throttle: Throttle | None = None) -> Host:
    """The host of a saved table, as it was when it stopped, with every option it was started
    with (an option given here wins); its players come back with their tokens."""
    match, seats, game_id = save.load()
    try:
        places = [Place.from_doc(d) for d in seats["seats"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise TabletopError(f"{save.seats_path}: damaged seats: {exc}") from None
    from ..games.registry import entry
    if match is not None:
        game = match.game
    else:
        try:
            game = entry(str(seats.get("game"))).load()
        except TabletopError as err:
            raise TabletopError(f"{save.seats_path}: {err}") from None
    if match is not None and len(places) != match.state.seats:
        raise TabletopError(f"{save.seats_path}: {len(places)} seats for a game of {match.state.seats}")
    kept = seats.get("options")
    options: dict = kept if isinstance(kept, dict) else {}
    saved_port = seats.get("port") if isinstance(seats.get("port"), int) else 0
    wait = takeover_after if takeover_after is not None else seats.get("takeover_after")
    seed = match.setup.seed if match is not None else int(seats.get("seed") or 1)
    host = Host(game, places, seed=seed, code=str(seats.get("code", "")),
                bind=bind if bind is not None else str(options.get("bind", "127.0.0.1")),
                port=port if port is not None else int(saved_port or 0),
                save=save, takeover_after=wait if isinstance(wait, (int, float)) and wait > 0 else None, ssl=ssl,
                match=match, game_id=game_id, server=server, limits=limits, throttle=throttle,
                table_id=str(seats.get("table", "")), options=options)
    return host
