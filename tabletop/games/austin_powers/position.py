"""Build a game position from plain data: the scripts of rules tests, lessons and scenarios.

The data is what a TOML file or a Python dict holds. Seats are numbered from 1 (P1) as on
screen; piles list cards by printed name or key; a deck is listed top card first::

    turn_player = 1
    actions_used = 1
    [[players]]
    side = "austin"
    hand = ["Smashing, darling!"]
    field = ["Agent Honeytrap"]
    deck = ["Commander Paisley"]           # the next card drawn comes first
    [[players]]
    side = "evil"
    field = ["Baron von Monocle"]
    score = ["Lady Lacquer"]
    [showdown]                              # optional: a showdown in progress
    kind = "shag"
    actor = "Agent Honeytrap"               # on the turn player's field
    target = "Baron von Monocle"            # on an opponent's field
    bones = ["Release the hamsters!", { card = "Zip it, minion.", player = 3 }]
    called = ["actor"]                      # sides that called for help

Bones alternate from the target's side (AP-5.3), so each entry's side follows from its place;
a bone played by a helper names the helper's seat as `player`. Every mistake is reported at
once with its file, line and key (for a dict: the name given as `source`). Card ids are given
player by player, pile by pile (deck, hand, field, discard, score), from 1.

After building, the automatic steps run (flow.advance), so the position always stops at a
real decision, exactly as in play.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...engine.errors import DataError, Problem
from ...engine.game import initial_rng
from ...engine.schema import Field, check_table
from ...engine.tomlfile import TomlDoc, load_toml
from .cards import MAX_ACTIONS_PER_TURN, SIDES, VIBES, Agent, Bone
from .state import APState, GameOptions, PlayedBone, Showdown
from . import flow


def _vibe_mods_ok(value) -> str | None:
    for k, v in value.items():
        if k not in VIBES:
            return f"unknown vibe {k!r}; the vibes are {', '.join(VIBES)}"
        if isinstance(v, bool) or not isinstance(v, int):
            return f"{k} must be a whole number"
    return None


_PILE = Field(list, required=False, default=[], item=(str,), help="card names or keys")
PLAYER = {
    "name": Field(str, required=False, default=""),
    "side": Field(str, choices=tuple(SIDES)),
    "deck": _PILE, "hand": _PILE, "field": _PILE, "discard": _PILE, "score": _PILE,
    "vibes": Field(dict, required=False, default={}, check=_vibe_mods_ok,
                   help="changes until the end of the turn, such as { groovy = -2 }"),
}
TOP = {
    "players": Field(list, lo=2, hi=6, help="a list of 2 to 6 player tables"),
    "seed": Field(int, required=False, default=1),
    "turn": Field(int, required=False, default=1, lo=1),
    "turn_player": Field(int, required=False, default=1, lo=1, hi=6),
    "phase": Field(str, required=False, default="actions",
                   choices=("actions", "evening-hand", "evening-discard")),
    "actions_used": Field(int, required=False, default=0, lo=0, hi=9),
    "extra_actions": Field(int, required=False, default=0, lo=0, hi=MAX_ACTIONS_PER_TURN - 2),
    "ship_free": Field(bool, required=False, default=True),
    "options": Field(dict, required=False, default={}),
    "showdown": Field(dict, required=False, default=None),
}
SHOWDOWN = {
    "kind": Field(str, choices=("shag", "assassination")),
    "actor": Field(str, help="the acting agent, on the turn player's field"),
    "target": Field(str, help="the target agent, on an opponent's field"),
    "target_player": Field(int, required=False, default=None, lo=1, hi=6),
    "bones": Field(list, required=False, default=[]),
    "called": Field(list, required=False, default=[], item=str),
}
BONE = {"card": Field(str), "player": Field(int, lo=1, hi=6)}
ZONE_ORDER = ("deck", "hand", "field", "discard", "score")


def build_position(game, data: dict, doc: TomlDoc | None = None, at: tuple = (),
                   source: str = "position") -> APState:
    """An APState from plain data; raises DataError listing every problem."""
    if doc is None:
        doc = TomlDoc(source, data)
    problems: list[Problem] = []
    top = check_table(doc, at, data, TOP, problems)
    players = top.get("players") or []
    n = len(players)
    seats = []
    for i, p in enumerate(players):
        seats.append(check_table(doc, at + ("players", i), p, PLAYER, problems))
    opts = None
    try:
        opts = game.options(top.get("options") or {})
        for msg in opts.problems():
            problems.append(doc.problem(at + ("options",), msg))
    except (ValueError, TypeError) as exc:
        problems.append(doc.problem(at + ("options",), str(exc)))
    if "turn_player" in top and n and top["turn_player"] > n:
        problems.append(doc.problem(at + ("turn_player",), f"there are only {n} players"))
    if problems:
        raise DataError(problems)

    s = APState(seed=top["seed"], rng=initial_rng(top["seed"]),
                names=[p["name"] or f"Player {i + 1}" for i, p in enumerate(seats)],
                cards={}, owner={}, next_id=1, result=None,
                sides=[p["side"] for p in seats], options=opts or GameOptions(),
                decks=[[] for _ in range(n)], hands=[[] for _ in range(n)], fields=[[] for _ in range(n)],
                discards=[[] for _ in range(n)], scores=[[] for _ in range(n)],
                vibe_mods=[[p["vibes"].get(v, 0) for v in VIBES] for p in seats],
                turn=top["turn"], turn_player=top["turn_player"] - 1, phase=top["phase"],
                actions_used=top["actions_used"], actions_allowed=2 + top["extra_actions"],
                ship_free=top["ship_free"])
    for i, p in enumerate(seats):
        for zone in ZONE_ORDER:
            where = at + ("players", i, zone)
            ids = []
            for j, ref in enumerate(p[zone]):
                card = game.pool.find(ref)
                if card is None:
                    problems.append(doc.problem(where + (j,), f"no card called {ref!r}{game.pool.suggest(ref)}"))
                    continue
                if zone == "field" and not isinstance(card, Agent):
                    problems.append(doc.problem(where + (j,), f"{card.name} is not an agent: only agents "
                                                              "stand on a field"))
                    continue
                ids.append(s.new_card(card.key, i))
            if zone == "deck":
                ids.reverse()  # listed top first; the top of a pile is its end
            getattr(s, {"deck": "decks", "hand": "hands", "field": "fields", "discard": "discards",
                        "score": "scores"}[zone])[i].extend(ids)
    if top.get("showdown") is not None and not problems:
        s.showdown = _showdown(game, s, doc, at + ("showdown",), top["showdown"], problems)
    if problems:
        raise DataError(problems)
    flow.advance(game, s, None)
    return s


def _find(game, s: APState, pile: list[int], ref: str) -> int | None:
    card = game.pool.find(ref)
    if card is None:
        return None
    for cid in pile:
        if s.cards[cid] == card.key:
            return cid
    return None


def _showdown(game, s: APState, doc: TomlDoc, at: tuple, table: Any, problems: list[Problem]) -> Showdown | None:
    before = len(problems)
    v = check_table(doc, at, table, SHOWDOWN, problems)
    if len(problems) > before:
        return None
    tp = s.turn_player
    actor = _find(game, s, s.fields[tp], v["actor"])
    if actor is None:
        problems.append(doc.problem(at + ("actor",), f"{v['actor']!r} is not on the turn player's "
                                                     f"(P{tp + 1}) field"))
    if v["target_player"] is not None:
        candidates = [v["target_player"] - 1] if v["target_player"] - 1 < s.seats else []
    else:
        candidates = [p for p in range(s.seats) if p != tp]
    target = tseat = None
    for p in candidates:
        target = _find(game, s, s.fields[p], v["target"])
        if target is not None:
            tseat = p
            break
    if target is None or tseat == tp:
        problems.append(doc.problem(at + ("target",), f"{v['target']!r} is not on an opponent's field"))
    bad = [c for c in v["called"] if c not in ("actor", "target")]
    if bad:
        problems.append(doc.problem(at + ("called",), f"{bad[0]!r}: write \"actor\" or \"target\""))
    if len(problems) > before or actor is None or target is None or tseat is None:
        return None
    sd = Showdown(v["kind"], actor, target, [tp, tseat])
    sd.called = ["actor" in v["called"], "target" in v["called"]]
    for i, entry in enumerate(v["bones"]):
        where = at + ("bones", i)
        side = 1 if i % 2 == 0 else 0
        if isinstance(entry, str):
            ref, seat = entry, sd.seats[side]
        else:
            b = check_table(doc, where, entry, BONE, problems)
            if "card" not in b or "player" not in b:
                continue
            ref, seat = b["card"], b["player"] - 1
            if seat >= s.seats:
                problems.append(doc.problem(where + ("player",), f"there are only {s.seats} players"))
                continue
        card = game.pool.find(ref)
        if not isinstance(card, Bone):
            problems.append(doc.problem(where, f"{ref!r} is not a Frickin' Bone{game.pool.suggest(ref) if card is None else ''}"))
            continue
        sd.bones.append(PlayedBone(s.new_card(card.key, seat), seat, side))
    sd.to_play = 1 if len(v["bones"]) % 2 == 0 else 0
    return sd


def load_position(game, path: str | Path, table: str | None = None) -> APState:
    """A position from a TOML file (or from one of its tables, e.g. a lesson's [position])."""
    doc = load_toml(path)
    data = doc.data
    at: tuple = ()
    if table is not None:
        if not isinstance(data.get(table), dict):
            raise DataError(doc.problem((table,), f"missing: a [{table}] table"))
        data, at = data[table], (table,)
    return build_position(game, data, doc, at)
