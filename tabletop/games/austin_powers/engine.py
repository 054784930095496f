"""The Austin Powers CCG on the engine core: the `Game` subclass every caller talks to.

It wires the rules modules together: `flow` says who acts and performs the automatic
steps; `legal` lists the legal actions; `turn`, `showdown`, `happenings`, `ships`, `evening`
and `victory` check and apply the actions (through the tables of `handlers`); `decks` holds
the deck rules and setup; `text` describes actions in words.

The pipeline (core `Game.play`): game over? -> is this seat asked now (`to_act`), or may it
step in (`interjectors`: the others, while the turn player may act, AP-7.7 and AP-10.3)? ->
`check` (is this kind of action possible at this moment, then the rule of the action) ->
`apply`, which changes the state in place, then `flow.advance`.
"""

from __future__ import annotations

from ...engine.errors import DataError, IllegalActionError, Problem, RulesError
from ...engine.game import HIDDEN, Event, Game, SeatView, Setup, initial_rng
from ...engine.serial import clone
from ...words import msg
from .actions import CARD_FIELDS, NOTATION, Assassinate, Shag, UseAgent, UseSwinger
from .cards import Agent, Card
from .rules import refuse
from .state import (ATTENDED_OPTIONS, UNATTENDED_OPTIONS, HAND_SIZE, ZONES, APState, GameOptions,
                    moment_name, others, pile)
from . import decks, flow, legal, text, turn
from . import drops
from .facts import facts_of
from .handlers import APPLY, REFUSAL
from .moments import COSTS_ACTION, INTERJECTIONS, MOMENTS, waiting_text


class AustinPowers(Game[APState]):
    name = "austin-powers"
    title = "Austin Powers CCG"
    state_class = APState
    options_class = GameOptions
    rule_game_over = "AP-10.1"
    rule_turn = "AP-4.1"
    rule_unseen = "AP-11.2"
    deck_piles = ("main",)
    unattended_options = UNATTENDED_OPTIONS
    attended_options = ATTENDED_OPTIONS
    #: before save format 2: copies were optional and the first player took two actions
    legacy_options = {"happening_copy": "optional", "first_turn_actions": 2}

    def __init__(self, pool) -> None:
        self.pool = pool
        self.by_key: dict[str, Card] = pool.by_key
        self.notation = NOTATION
        self.facts = facts_of(self.by_key)  # what each card key can do (facts.py)
        self.challenges = legal.challenges(self.by_key)  # which agent may challenge which
        self._decks_checked: dict[tuple, tuple[str, str | None, list]] = {}
        self.by_rarity: dict[str, list[Card]] = {}
        for c in sorted(pool, key=lambda c: c.key):
            self.by_rarity.setdefault(c.rarity, []).append(c)

    # ---- setup ----------------------------------------------------------------------------
    def new_state(self, setup: Setup) -> APState:
        n = len(setup.decks)
        if not 2 <= n <= 6:
            raise RulesError("AP-1.1", msg("The Austin Powers CCG is for 2 to 6 players, not {n}.", n=n))
        if len(setup.names) != n:
            raise RulesError("AP-1.1", msg("{names} names for {n} decks.", names=len(setup.names), n=n))
        try:
            opts = self.options(setup.options)
        except (ValueError, TypeError) as exc:
            raise DataError(Problem("rules options", None, None, str(exc))) from None
        bad = opts.problems()
        if bad:
            raise DataError([Problem("rules options", None, None, b) for b in bad])
        sides = []
        for i, d in enumerate(setup.decks):
            side, unknown, probs = self._deck_check(d)
            if unknown:
                raise DataError(Problem(f"{setup.names[i]}'s deck {d.name!r}", None, None,
                                        f"no card with key {unknown!r}{self.pool.suggest(unknown)}"))
            if probs:
                rule, _, problem = probs[0]
                raise RulesError(rule, msg("{who}'s deck {deck}: {problem}.", who=setup.names[i],
                                           deck=repr(d.name), problem=problem))
            sides.append(side)
        if n == 2 and sides[0] == sides[1]:
            raise RulesError("AP-1.2", msg("With two players the sides must differ: one plays Austin Powers, the "
                                           "other Dr. Evil."))
        s = APState(seed=setup.seed, rng=initial_rng(setup.seed), names=list(setup.names), cards={},
                    owner={}, next_id=1, result=None, sides=sides, options=opts,
                    decks=[[] for _ in range(n)], hands=[[] for _ in range(n)],
                    fields=[[] for _ in range(n)], discards=[[] for _ in range(n)],
                    scores=[[] for _ in range(n)], vibe_mods=[[0, 0, 0, 0] for _ in range(n)],
                    points_seen=[0] * n)
        for seat, d in enumerate(setup.decks):
            s.decks[seat] = [s.new_card(k, seat) for k in d.piles["main"]]
            s.shuffle_pile(s.decks[seat])
        if setup.first is not None:
            s.turn_player = setup.first % n
        else:
            rng = s.random()
            s.turn_player = rng.randbelow(n)
            s.keep(rng)
        s.actions_allowed = opts.first_turn_actions  # AP-4.5
        for seat in range(n):
            for _ in range(HAND_SIZE):
                if s.decks[seat]:
                    s.hands[seat].append(s.decks[seat].pop())
        flow.advance(self, s, None)
        return s

    def _deck_check(self, d) -> tuple[str, str | None, list]:
        """(side, first unknown key or None, the deck's problems), worked out once per deck
        list (a simulation or a benchmark starts thousands of games with the same decks)."""
        key = (d.side, tuple(d.piles.get("main", [])))
        known = self._decks_checked.get(key)
        if known is None:
            unknown = [k for k in key[1] if k not in self.pool]
            if unknown:
                return "", unknown[0], []
            if len(self._decks_checked) >= 256:
                self._decks_checked.clear()
            known = self._decks_checked[key] = (decks.deck_side(self.pool, d), None,
                                                decks.list_problems(self.pool, d))
        return known

    def default_setup(self, seed, players=2, names=None, options=None) -> Setup:
        return decks.default_setup(self, seed, players, names, options)

    def deck_problems(self, deck) -> list[Problem]:
        return decks.deck_problems(self.pool, deck)

    def setup_warnings(self, setup: Setup) -> list[str]:
        """AP-1.2 [T]: what the setup screen should warn about (uneven or non-alternating sides)."""
        return decks.setup_warnings([decks.deck_side(self.pool, d) for d in setup.decks])

    # ---- who acts, what is legal -----------------------------------------------------------
    def to_act(self, state: APState) -> list[int]:
        return flow.to_act(state)

    def interjectors(self, s: APState) -> list[int]:
        """AP-7.7, AP-10.3: while the turn player may act, every other player may step in
        (a happening, a proposal to end): all of them, whatever they hold."""
        if s.result is None and flow.mode(s) == "actions":
            return others(s, s.turn_player)
        return []

    def legal_actions(self, s: APState, seat: int | None = None) -> list:
        return legal.legal_actions(self, s, seat)

    def refusal(self, state: APState, action) -> IllegalActionError | None:
        """The core pipeline's answer (`Game.refusal`), reading the moment once when the seat
        may act now; any other case goes through the core's own checks and words."""
        t = type(action)
        if state.result is None and t in MOMENTS and 0 <= action.seat < state.seats:
            m = moment_name(state)
            p = action.seat
            if m == "actions" or p in flow.to_act(state, m):  # actions: the turn player, or one stepping in
                err = self._refusal_at(state, action, m)
                return None if err is None else self.seat_refusal(state, action, err)
        return super().refusal(state, action)

    def check(self, s: APState, a) -> None:
        err = self._refusal_at(s, a, moment_name(s))
        if err is not None:
            raise err

    def _refusal_at(self, s: APState, a, m: str) -> IllegalActionError | None:
        """Is this kind of action possible at this moment (`m`), then the rule of the action."""
        t = type(a)
        moments, rule, words = MOMENTS[t]
        if m not in moments:
            return refuse(rule, msg("You cannot {what} now: {waiting}.", what=words, waiting=waiting_text(s)))
        turn_player = a.seat == s.turn_player
        if m == "actions":
            if not turn_player and t not in INTERJECTIONS:
                return refuse("AP-4.1", msg("It is {who}'s turn: between the actions the others may only start a "
                                            "happening (AP-7.7) or propose to end the game (AP-10.3).",
                                            who=s.names[s.turn_player]))
            if t in COSTS_ACTION and turn_player and not turn.actions_left(s):
                return turn.no_action_left(s)
        why = REFUSAL.get(t)
        return None if why is None else why(self, s, a, m)

    # ---- applying --------------------------------------------------------------------------
    def apply(self, s: APState, a, events: list[Event] | None) -> None:
        APPLY[type(a)](self, s, a, events)
        flow.advance(self, s, events)

    def describe(self, state: APState, action) -> str:
        return text.describe(self, state, action)

    # ---- what a gesture means (drops.py) ---------------------------------------------------
    def drops_of(self, view: APState, seat: int, action):
        return drops.drops_of(self, view, seat, action)

    def drop_meaning(self, view: APState, seat: int, piece: str, place: str | None):
        return drops.meaning(self, view, seat, piece, place)

    def click_meaning(self, view: APState, seat: int, piece: str):
        return drops.click_meaning(self, view, seat, piece)

    # ---- what each seat sees (AP-11) -------------------------------------------------------
    def view(self, s: APState, seat: int | None) -> SeatView:
        """Decks face down for everyone; hands but the seat's own (every hand for None)."""
        v = clone(s)
        v.rng = 0
        v.seed = 0  # the seed and the public actions would rebuild every shuffle
        hide = v.cards.update
        for p in range(s.seats):
            hide(dict.fromkeys(v.decks[p], HIDDEN))
            v.decks[p].sort()
            if p != seat:
                hide(dict.fromkeys(v.hands[p], HIDDEN))
        return SeatView(v)

    def unseen_place(self, s: APState, seat: int, cid: int):
        """A card of a deck, or of another player's hand (AP-11.1, AP-11.2)."""
        p = s.owner.get(cid)
        if p is None or not 0 <= p < s.seats:
            return None
        if cid in s.decks[p]:
            return msg("your deck") if p == seat else msg("{who}'s deck", who=s.names[p])
        if p != seat and cid in s.hands[p]:
            return msg("{who}'s hand", who=s.names[p])
        return None

    def turns_taken(self, s: APState) -> int:
        return s.turn

    def card_locations(self, s: APState):
        for p in range(s.seats):
            for zone in ZONES:
                for c in pile(s, zone, p):
                    yield c, f"P{p + 1}.{zone}"
        if s.showdown is not None:
            for b in s.showdown.bones:
                yield b.card, "showdown"

    def reveals(self, before: APState, action, after: APState) -> bool:
        """Draws, shuffles, random picks, boosters, and hidden cards shown (a happening, a
        discarded hand); a card the player chose to play is not a reveal."""
        return self.reveals_since(self.reveal_mark(before), action, after)

    def reveal_mark(self, s: APState):
        """The generator, the deck sizes and a copy of every hand (a few dozen ids)."""
        return s.rng, list(map(len, s.decks)), list(map(list.copy, s.hands))

    def reveals_since(self, mark, action, after: APState) -> bool:
        rng, deck_sizes, hands = mark
        if rng != after.rng:
            return True
        if deck_sizes != list(map(len, after.decks)):
            return True
        if hands == after.hands:
            return False
        gone = [c for old, new in zip(hands, after.hands) if old != new for c in old if c not in new]
        if not gone:  # few: the cards just played, or a hand discarded
            return False
        in_hands = set().union(*after.hands)
        gone = [c for c in gone if c not in in_hands and not any(c in d for d in after.decks)]
        if not gone:
            return False
        fields = CARD_FIELDS.get(type(action))
        named = set(action.card_ids()) if fields is None else {getattr(action, f) for f in fields}
        return any(c not in named for c in gone)

    def name_resolver(self, s: APState):
        by_key = self.by_key
        own_field = {(Shag, "agent"), (Assassinate, "agent"), (UseAgent, "card")}
        any_field = {(Shag, "target"), (Assassinate, "target"), (UseSwinger, "target"), (UseAgent, "target")}

        def resolve(partial, fname, name):
            key = (type(partial), fname)
            p = partial.seat
            if not 0 <= p < s.seats:
                return [], True
            if key in own_field:
                piles = [s.fields[p]]
            elif key in any_field:
                piles = s.fields
            else:
                piles = [s.hands[p]]
            want = name.casefold()
            found = [(i, c) for i, pl in enumerate(piles) for c in pl if by_key[s.cards[c]].name.casefold() == want]
            return [c for _, c in found], len({i for i, _ in found}) <= 1

        return resolve

    # ---- helpers for callers ---------------------------------------------------------------
    def card(self, s: APState, cid: int) -> Card:
        return self.by_key[s.cards[cid]]

    def waiting_text(self, s: APState) -> str:
        return waiting_text(s)

    def is_agent(self, s: APState, cid: int) -> bool:
        return isinstance(self.by_key.get(s.cards.get(cid, "")), Agent)
