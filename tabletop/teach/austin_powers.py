"""The Austin Powers CCG for lessons and scenarios: positions, check vocabulary, highlights.

Checks (besides the common ones in checks.py), as a scenario writes them:

    moment = "bone"                      what the game waits for (games/austin_powers/flow.py:
                                         actions, bone, help, gesture, show, ship-answer,
                                         proposal, evening-hand, evening-discard, over)
    actions_used = 1                     actions the turn player has used this turn
    actions_allowed = 2                  actions the turn player may take this turn, in all
    side = { P1 = "austin" }             the side each seat plays
    score = { P1 = 16 }                  points in the score pile
    vibes = { P1 = { groovy = 2 } }      the vibe totals named (others not compared)
    hand_count = { P2 = 6 }              also deck_count, discard_count
    hand = { P1 = ["Smashing, darling!"] }   exactly these cards (any order); also field,
                                         discard, score_pile
    showdown = "shag"                    the showdown in progress: shag, assassination or none
    bones = ["Zip it, minion."]          exactly the bones played in the showdown so far
    copiers = ["P2"]                     who copied the gesture, in order
"""

from __future__ import annotations

from ..engine.schema import Field, describe_value
from ..engine.tomlfile import Key, TomlDoc
from ..games.austin_powers import flow
from ..games.austin_powers.cards import VIBES
from ..games.austin_powers.position import build_position
from ..games.austin_powers.state import score as score_of
from ..games.austin_powers.state import vibes as vibes_of
from .checks import Check, known_card, per_seat, scalar, seat_index
from .teachers import Teacher

MOMENTS = ("actions", "bone", "help", "gesture", "show", "ship-answer", "proposal", "evening-hand",
           "evening-discard", "over")


class AustinPowersTeacher(Teacher):

    def build(self, data: dict, doc: TomlDoc, at: Key):
        return build_position(self.game, data, doc, at)

    def players(self, data: dict) -> int:
        players = data.get("players")
        return len(players) if isinstance(players, list) and 2 <= len(players) <= 6 else 2

    def candidates(self, s, seat: int, pid: str) -> list:
        from ..games.austin_powers.actions import (Assassinate, Gesture, PlayAgent, PlayBone, Shag,
                                                   Ship, UseSwinger)
        from ..games.austin_powers.cards import Agent, Bone, Happening, Swinger
        kind, _, rest = pid.partition(":")
        if kind != "card" or not rest.isdigit():
            return []
        cid = int(rest)
        card = self.game.pool.by_key.get(s.cards.get(cid, ""))
        if card is None or s.owner.get(cid) != seat:
            return []
        if cid in s.hands[seat]:
            if isinstance(card, Agent):
                return [PlayAgent(seat, cid)] + ([Ship(seat, cid)] if card.ship else [])
            if isinstance(card, Bone):
                return [PlayBone(seat, cid)]
            if isinstance(card, Swinger):
                return [UseSwinger(seat, cid, "plain")]
            if isinstance(card, Happening):
                return [Gesture(seat)]
            return []
        if cid in s.fields[seat] and isinstance(card, Agent):
            verb = Shag if card.role == "kiss" else Assassinate
            targets = [t for p in range(s.seats) if p != seat for t in s.fields[p]]
            return [verb(seat, cid, t) for t in targets]
        return []

    def game_checks(self) -> list[Check]:
        G = self.game
        K = G.pool.by_key

        def names(s, ids):
            return [K[s.cards[c]].name for c in ids]

        def showdown_bones(g, s, value):
            got = names(s, [b.card for b in s.showdown.bones]) if s.showdown else []
            if sorted(x.casefold() for x in got) != sorted(G.pool.find(x).name.casefold() for x in value):
                return [f"bones: expected {', '.join(value) or 'none'}, got {', '.join(got) or 'none'}"]
            return []

        def bones_validate(g, value):
            for x in value:
                msg = known_card(g, x)
                if msg:
                    return msg
            return None

        def copiers(g, s, value):
            got = [f"P{p + 1}" for p in s.gesture.copiers] if s.gesture else []
            want = [v.upper() for v in value]
            return [] if got == want else [f"copiers: expected {', '.join(want) or 'none'}, "
                                           f"got {', '.join(got) or 'none'}"]

        def vibes_validate(g, value):
            for k, v in value.items():
                if seat_index(k) is None:
                    return f"{k!r} is not a seat: write P1, P2, ..."
                if not isinstance(v, dict):
                    return f"{k}: must be a table such as {{ groovy = 2 }}, not {describe_value(v)}"
                for kind, n in v.items():
                    if kind not in VIBES:
                        return f"{k}: unknown vibe {kind!r}; the vibes are {', '.join(VIBES)}"
                    if not isinstance(n, int) or isinstance(n, bool):
                        return f"{k}.{kind}: must be a whole number"
            return None

        def vibes(g, s, value):
            out = []
            for k, want in value.items():
                seat = seat_index(k)
                if seat is None or seat >= s.seats:
                    out.append(f"there is no seat {k} in this game")
                    continue
                have = vibes_of(K, s, seat)
                for kind, n in want.items():
                    got = have[VIBES.index(kind)]
                    if got != n:
                        out.append(f"{k} {kind} vibes: expected {n}, got {got}")
            return out

        pile = {"hand": "hands", "field": "fields", "discard": "discards", "score_pile": "scores",
                "deck": "decks"}
        return [
            scalar("moment", "what the game waits for: " + ", ".join(MOMENTS),
                   lambda g, s: flow.mode(s), str, None),
            scalar("actions_used", "actions the turn player has used this turn",
                   lambda g, s: s.actions_used, int),
            scalar("actions_allowed", "actions the turn player may take this turn, in all",
                   lambda g, s: s.actions_allowed, int),
            per_seat("side", 'the side a seat plays: "austin" or "evil"', lambda g, s, p: s.sides[p], item=str),
            per_seat("score", "points in the score pile", lambda g, s, p: score_of(K, s, p)),
            Check("vibes", "vibe totals, kind by kind", Field(dict, required=False), vibes, vibes_validate),
            per_seat("hand_count", "cards in hand", lambda g, s, p: len(s.hands[p])),
            per_seat("deck_count", "cards in the deck", lambda g, s, p: len(s.decks[p])),
            per_seat("discard_count", "cards in the discard pile", lambda g, s, p: len(s.discards[p])),
            *[per_seat(k, f"exactly these cards in the {k.replace('_', ' ')}",
                       (lambda attr: lambda g, s, p: names(s, getattr(s, attr)[p]))(attr),
                       validate_item=known_card, multiset=True)
              for k, attr in pile.items() if k != "deck"],
            scalar("showdown", 'the showdown in progress: "shag", "assassination" or "none"',
                   lambda g, s: s.showdown.kind if s.showdown else "none", str,
                   ("shag", "assassination", "none")),
            Check("bones", "exactly the bones played in the showdown so far",
                  Field(list, required=False, item=str), showdown_bones, bones_validate),
            Check("copiers", "who copied the gesture, in order", Field(list, required=False, item=str),
                  copiers, lambda g, v: next((f"{x!r} is not a seat" for x in v if seat_index(x) is None), None)),
        ]

