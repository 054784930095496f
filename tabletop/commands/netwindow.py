"""`tabletop host GAME` and `tabletop join ADDRESS` with a window (without --headless).

``tabletop host GAME [--players N] [--seat N=LEVEL|here|remote] [--name NAME] [--deck FILE]
[--port P] [--bind ADDR] [--code CODE] [--seed S] [--takeover SECONDS] [--cert F --key F]``
opens the table in a window: the first seat not given is the player at this window, the others
are remote. The address and join code to tell friends are shown until every seat is taken.

``tabletop join ADDRESS [--code CODE] [--name NAME] [--deck FILE] [--token T] [--watch]``
opens a window that joins the host. What cannot start (the port in use, a damaged deck, a
wrong option) ends with exit status 2 and one message before any window opens; what the host
answers (a wrong join code, a full table) is shown in the window.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import UsageError
from ..engine.numbers import port_of, seat_item
from ..ui.netplay.start import HERE_SEAT, REMOTE_SEAT, host_scene, join_scene


def _kinds(items: list[str], players: int) -> list[str]:
    from ..ai.base import BOTS
    given: dict[int, str] = {}
    for item in items:
        seat, who = seat_item(item, "--seat", players)
        if who not in BOTS and who not in (HERE_SEAT, REMOTE_SEAT):
            raise UsageError(f"--seat {item!r}: a seat is here (you), remote or a computer player "
                             f"({', '.join(BOTS)}), not {who!r}")
        given[seat] = who
    kinds = [given.get(i, "") for i in range(players)]
    if HERE_SEAT not in kinds:
        first = next((i for i, k in enumerate(kinds) if not k), None)
        if first is not None:
            kinds[first] = HERE_SEAT
    return [k or REMOTE_SEAT for k in kinds]


def _run(first, game: str | None = None) -> int:
    from ..ui.app import App
    from ..ui.title import TitleScene

    app = App((1280, 800), title="tabletop: a hosted game")
    back = lambda: app.replace(TitleScene(game))  # noqa: E731
    app.push(TitleScene(game))
    first.on_exit = back
    app.push(first)
    try:
        app.run()
    finally:
        first.remote.stop()
        if first.hosting is not None:
            first.hosting.stop()
    return 0


def host_window(args) -> int:
    from ..games import entry
    from .net import DEFAULT_PORT, server_tls
    if args.resume:
        raise UsageError("a hosted game is resumed without a window: tabletop host --resume --headless")
    if not args.game:
        raise UsageError("say which game to host: tabletop host GAME")
    e = entry(args.game)
    problem = e.players_problem(args.players)
    if problem:
        raise UsageError(problem)
    takeover = args.takeover if args.takeover and args.takeover > 0 else None
    scene = host_scene(e.name, _kinds(args.seat, args.players), name=args.name or "", bind=args.bind,
                       port=DEFAULT_PORT if args.port is None else args.port, code=args.code, seed=args.seed,
                       deck=args.deck, takeover=takeover, ssl=server_tls(args),
                       save=Path(args.save) if args.save else None)
    return _run(scene, e.name)


def join_window(args) -> int:
    from .netserve import create_table, list_tables
    if args.list:
        return list_tables(args)
    if args.bot:
        raise UsageError("a computer player joins without a window: tabletop join ADDRESS --bot LEVEL --headless")
    port_of(args.address)
    table, code = args.table, args.code
    if args.create:
        table, code = create_table(args)
        print(f"opened table {table}" + (f", join code {code}" if code else ", open"), flush=True)
    scene = join_scene(args.address, code=code, name=args.name or "", deck=args.deck, token=args.token,
                       watch=args.watch, cafile=args.cafile, patience=args.patience, table=table)

    def announce(m: dict) -> None:
        where = f"seat {m['seat'] + 1}" if m["seat"] is not None else "watching"
        print(f"joined {m['game']} ({where})" + (f"; token {m['token']}" if m.get("token") else ""), flush=True)

    scene.announce = announce
    return _run(scene)
