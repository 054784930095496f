"""Reading the actions that lessons and scenarios name, and matching a player's action to them.

A lesson or scenario writes actions in the game's notation (tabletop/engine/actions.py),
with card names in quotes instead of ids, since a file cannot know the ids:

    P1 deploy "Jackal Spearman" d1
    P1 move d1 b1

`read_action` turns such a line into an action of the current state. A quoted name is
replaced by the id of the one card of that name the players can see (not in a deck); when
several are visible (two copies in hand) the engine's own resolution picks among the legal
actions.

A lesson step accepts *patterns* (`Pattern`): an exact action as above, or a whole kind of
action, ``any expend`` or ``any move d1`` (the verb, then as many leading arguments as
matter; ``*`` stands for any one argument). A card named in a pattern matches any copy of
that card, so a learner who drags the second Jackal Spearman is right too.

>>> Pattern.read("any move d1").describe()
'any move d1'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..engine.actions import Action, seat_text
from ..engine.errors import InvalidNotationError
from ..engine.game import Game, State

CARD_KINDS = ("card", "opt_card")


def card_kind(kind: str) -> bool:
    return kind in CARD_KINDS


def hidden_ids(game: Game, state: State) -> set[int]:
    """Cards in decks: a lesson or scenario never means one of those by name."""
    return {cid for cid, zone in game.card_locations(state) if zone.endswith(".deck")}


def ids_called(game: Game, state: State, name: str, visible_only: bool = True) -> list[int]:
    """Ids of the card instances called `name` (printed name or key), lowest first."""
    card = game.pool.find(name)
    if card is None:
        return []
    ids = sorted(c for c, k in state.cards.items() if k == card.key)
    if visible_only:
        hidden = hidden_ids(game, state)
        ids = [c for c in ids if c not in hidden]
    return ids


def _quote(tok: str) -> str:
    return '"' + tok.replace('"', '\\"') + '"' if (" " in tok or "'" in tok or not tok) else tok


def read_action(game: Game, state: State, text: str) -> Action:
    """The action `text` means now. Raises InvalidNotationError (or its Ambiguous child).

    Card names are accepted for card arguments; a name that fits exactly one visible card
    becomes that card's id, so that an illegal action is reported about the card meant.
    """
    toks = game.notation.tokens(text)
    if len(toks) >= 2:
        cls = game.notation.by_verb.get(toks[1])
        if cls is not None:
            fields = [f for f in dataclasses.fields(cls) if f.name != "seat"]
            for i, f in enumerate(fields):
                j = i + 2
                if j >= len(toks):
                    break
                tok = toks[j]
                kind = f.metadata.get("kind", "")
                if kind == "target" and not tok.startswith("#") and game.pool.find(tok) is not None:
                    ids = ids_called(game, state, tok)  # an event's target named as a card
                    if len(ids) == 1:
                        toks[j] = f"#{ids[0]}"
                    continue
                if card_kind(kind) and not tok.startswith("#") and tok != "-":
                    if game.pool.find(tok) is None:
                        raise InvalidNotationError(
                            f"{text!r}: no card called {tok!r}{game.pool.suggest(tok)}")
                    ids = ids_called(game, state, tok)
                    if len(ids) == 1:
                        toks[j] = f"#{ids[0]}"
        text = " ".join(_quote(t) for t in toks)
    return game.parse(state, text)


def static_problem(game: Game, text: str) -> str | None:
    """What is wrong with an action line whatever the position (unknown verb or card)."""
    try:
        toks = game.notation.tokens(text)
    except InvalidNotationError as exc:
        return str(exc)
    if len(toks) < 2:
        return f"{text!r}: expected a seat and a verb, such as 'P1 pass'"
    seat = toks[0]
    if not (len(seat) >= 2 and seat[0] in "Pp" and seat[1:].isdigit() and int(seat[1:]) >= 1):
        return f"{text!r}: expected a seat such as P1 first, not {seat!r}"
    return _verb_and_cards(game, text, toks[1], toks[2:])


def _verb_and_cards(game: Game, text: str, verb: str, args: list[str]) -> str | None:
    from ..engine.schema import did_you_mean
    cls = game.notation.by_verb.get(verb)
    if cls is None:
        return (f"{text!r}: unknown action {verb!r}{did_you_mean(verb, game.notation.by_verb)}; "
                f"the actions are {', '.join(sorted(game.notation.by_verb))}")
    fields = [f for f in dataclasses.fields(cls) if f.name != "seat"]
    if len(args) > len(fields):
        usage = " ".join(f"<{f.name}>" for f in fields)
        return f"{text!r}: '{verb}' takes {usage or 'no arguments'}"
    for f, tok in zip(fields, args):
        kind = f.metadata.get("kind", "word")
        if tok == "*":
            continue
        if card_kind(kind) and not tok.startswith("#") and tok != "-" and game.pool.find(tok) is None:
            return f"{text!r}: no card called {tok!r}{game.pool.suggest(tok)}"
    return None


@dataclass(frozen=True)
class Pattern:
    """One accepted answer of a lesson step: an exact action, or ``any <verb> [args]``."""

    text: str
    seat: int | None  # None: the learner's seat
    verb: str
    args: tuple[str, ...]
    any: bool

    @classmethod
    def read(cls, text: str) -> "Pattern":
        import shlex
        try:
            toks = shlex.split(text)
        except ValueError as exc:
            raise InvalidNotationError(f"cannot read {text!r}: {exc}") from None
        seat = None
        if toks and toks[0][:1] in "Pp" and toks[0][1:].isdigit():
            seat = int(toks[0][1:]) - 1
            toks = toks[1:]
        is_any = bool(toks) and toks[0].lower() == "any"
        if is_any:
            toks = toks[1:]
        if not toks:
            raise InvalidNotationError(f"{text!r}: expected an action such as 'P1 pass' or 'any expend'")
        if not is_any and seat is None:
            raise InvalidNotationError(f"{text!r}: start with the seat (P1 ...) or with 'any'")
        return cls(text, seat, toks[0], tuple(toks[1:]), is_any)

    def problem(self, game: Game) -> str | None:
        """What is wrong with this pattern for `game`, whatever the position."""
        return _verb_and_cards(game, self.text, self.verb, list(self.args))

    def describe(self) -> str:
        return self.text

    def matches(self, game: Game, state: State, action: Action, learner: int) -> bool:
        seat = learner if self.seat is None else self.seat
        if action.seat != seat or action.verb != self.verb:
            return False
        args = action.args()
        if len(self.args) > len(args):
            return False
        for tok, (_, kind, value) in zip(self.args, args):
            if not _arg_matches(game, state, tok, kind, value):
                return False
        if not self.any:
            for _, kind, value in args[len(self.args):]:
                if value not in (None, (), ""):
                    return False
        return True

    def candidates(self, game: Game, state: State, learner: int) -> list[Action]:
        """The legal actions of the position that this pattern accepts."""
        seat = learner if self.seat is None else self.seat
        return [a for a in game.legal_actions(state, seat) if self.matches(game, state, a, learner)]


def _arg_matches(game: Game, state: State, tok: str, kind: str, value) -> bool:
    if tok == "*":
        return True
    if isinstance(value, int) and not isinstance(value, bool) and (card_kind(kind) or kind == "target"):
        if tok.startswith("#"):
            return tok == f"#{value}"
        card = game.pool.find(tok)
        key = state.cards.get(value)
        if card is not None:
            return key == card.key
    try:
        shown = game.notation.kinds[kind][0](value)
    except (KeyError, TypeError, ValueError, IndexError):
        shown = str(value)
    return shown.casefold() == tok.casefold()


def seat_name(seat: int) -> str:
    return seat_text(seat)
