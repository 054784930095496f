"""The Austin Powers CCG on the engine core: the `Game` subclass every caller talks to.

It wires the rules modules together: `flow` says who acts and performs the automatic
steps; `turn`, `showdown`, `happenings`, `ships` and `evening` check and apply their
actions; `decks` holds the deck rules and setup; `text` describes actions in words.

The pipeline (core `Game.play`): game over? -> is this seat asked now (`to_act`), or may it
step in (`interjectors`: the others, while the turn player may act, AP-7.7 and AP-10.3)? ->
`check` (is this kind of action possible at this moment, then the rule of the action) ->
`apply`, which changes the state in place, then `flow.advance`.
"""

from __future__ import annotations

from ...engine.errors import DataError, IllegalActionError, Problem, RulesError
from ...engine.game import HIDDEN, Event, Game, Setup, initial_rng
from ...engine.serial import clone
from .actions import (NOTATION, Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                      Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer,
                      PlayAgent, PlayBone, ProposeEnd, AcceptEnd, RefuseEnd, Shag, Ship,
                      ShowHappening, UseAgent, UseSwinger)
from .cards import Agent, Card
from .rules import refuse
from .state import (ATTENDED_OPTIONS, UNATTENDED_OPTIONS, HAND_SIZE, ZONES, APState, GameOptions,
                    others, pile)
from . import decks, evening, flow, happenings, legal, ships, showdown, text, turn, victory
from .facts import FactsTable
from .moments import COSTS_ACTION, INTERJECTIONS, MOMENTS, waiting_text


class AustinPowers(Game[APState]):
    name = "austin-powers"
    title = "Austin Powers CCG"
    state_class = APState
    options_class = GameOptions
    rule_game_over = "AP-10.1"
    rule_turn = "AP-4.1"
    deck_piles = ("main",)
    unattended_options = UNATTENDED_OPTIONS
    attended_options = ATTENDED_OPTIONS

    def __init__(self, pool) -> None:
        self.pool = pool
        self.by_key: dict[str, Card] = pool.by_key
        self.notation = NOTATION
        self.facts = FactsTable(self.by_key)  # what each card key can do (facts.py)
        self.pairs = legal.PairTable(self.by_key)  # which agent may challenge which
        self.by_rarity: dict[str, list[Card]] = {}
        for c in sorted(pool, key=lambda c: c.key):
            self.by_rarity.setdefault(c.rarity, []).append(c)

    # ---- setup ----------------------------------------------------------------------------
    def new_state(self, setup: Setup) -> APState:
        n = len(setup.decks)
        if not 2 <= n <= 6:
            raise RulesError("AP-1.1", f"The Austin Powers CCG is for 2 to 6 players, not {n}.")
        if len(setup.names) != n:
            raise RulesError("AP-1.1", f"{len(setup.names)} names for {n} decks.")
        try:
            opts = self.options(setup.options)
        except (ValueError, TypeError) as exc:
            raise DataError(Problem("rules options", None, None, str(exc))) from None
        bad = opts.problems()
        if bad:
            raise DataError([Problem("rules options", None, None, b) for b in bad])
        for i, d in enumerate(setup.decks):
            unknown = [k for k in d.piles.get("main", []) if k not in self.pool]
            if unknown:
                raise DataError(Problem(f"{setup.names[i]}'s deck {d.name!r}", None, None,
                                        f"no card with key {unknown[0]!r}{self.pool.suggest(unknown[0])}"))
            probs = decks.list_problems(self.pool, d)
            if probs:
                rule, _, msg = probs[0]
                raise RulesError(rule, f"{setup.names[i]}'s deck {d.name!r}: {msg}.")
        sides = [decks.deck_side(self.pool, d) for d in setup.decks]
        if n == 2 and sides[0] == sides[1]:
            raise RulesError("AP-1.2", "With two players the sides must differ: one plays Austin Powers, "
                                       "the other Dr. Evil.")
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
        for seat in range(n):
            for _ in range(HAND_SIZE):
                if s.decks[seat]:
                    s.hands[seat].append(s.decks[seat].pop())
        flow.advance(self, s, None)
        return s

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

    def check(self, s: APState, a) -> None:
        m = flow.mode(s)
        moments, rule, words = MOMENTS[type(a)]
        if m not in moments:
            raise refuse(rule, f"You cannot {words} now: {waiting_text(s)}.")
        turn_player = a.seat == s.turn_player
        if m == "actions" and not turn_player and not isinstance(a, INTERJECTIONS):
            raise refuse("AP-4.1", f"It is {s.names[s.turn_player]}'s turn: between the actions the "
                                   "others may only start a happening (AP-7.7) or propose to end "
                                   "the game (AP-10.3).")
        if isinstance(a, COSTS_ACTION) and m == "actions" and turn_player and not turn.actions_left(s):
            raise turn.no_action_left()
        err = self._refusal(s, a, m)
        if err is not None:
            raise err

    def _refusal(self, s: APState, a, m: str) -> IllegalActionError | None:
        p = a.seat
        t = type(a)
        if t is PlayAgent:
            return turn.agent_refusal(self, s, p, a.card, a.field)
        if t is Shag:
            return showdown.target_refusal(self, s, p, "shag", a.agent, a.target)
        if t is Assassinate:
            return showdown.target_refusal(self, s, p, "assassination", a.agent, a.target)
        if t is UseSwinger:
            return turn.swinger_refusal(self, s, p, a.card, a.effect, a.target, a.player)
        if t is UseAgent:
            return turn.use_refusal(self, s, p, a.card, a.target, a.player)
        if t is Gesture:
            return happenings.gesture_refusal(self, s, p)
        if t is ProposeEnd:
            return victory.proposal_refusal(s, p)
        if t is ShowHappening:
            return happenings.show_refusal(self, s, p, a.card)
        if t is NoCopy and s.options.happening_copy == "forced":
            return refuse("AP-7.6", "With forced copies (happening_copy = forced) everyone copies the "
                                    "gesture; only the order matters.")
        if t is Ship:
            return ships.ship_refusal(self, s, p, a.card, answering=m == "ship-answer")
        if t is PlayBone:
            return showdown.bone_refusal(self, s, p, a.card, helper=False)
        if t is Offer:
            return showdown.bone_refusal(self, s, p, a.card, helper=True)
        if t is CallHelp:
            if s.seats < 3:
                return refuse("AP-5.5", "Calling for help needs three or more players: here nobody is "
                                        "outside the battle.")
            sd = s.in_showdown()  # the MOMENTS gate let CallHelp through only in a showdown
            if sd.called[sd.to_play]:
                return refuse("AP-5.5", "Your side has already called for help in this showdown.")
        if t is Discard:
            return evening.discard_refusal(s, p, a.card)
        return None

    # ---- applying --------------------------------------------------------------------------
    def apply(self, s: APState, a, events: list[Event] | None) -> None:
        t = type(a)
        p = a.seat
        if t is PlayAgent:
            s.actions_used += 1
            turn.put_on_field(self, s, p, a.card, events, "agent")
            ships.open_chain(self, s, p, a.card)  # AP-9.2: a ship agent as an action
        elif t is Shag:
            showdown.start(self, s, p, "shag", a.agent, a.target, events)
        elif t is Assassinate:
            showdown.start(self, s, p, "assassination", a.agent, a.target, events)
        elif t is UseSwinger:
            turn.use_swinger(self, s, p, a.card, a.effect, a.target, a.player, events)
        elif t is UseAgent:
            turn.use_agent(self, s, p, a.card, a.target, a.player, events)
        elif t is Gesture:
            happenings.start(self, s, p, p == s.turn_player, events)
        elif t is ShowHappening:
            happenings.show(self, s, a.card, events)
        elif t is Copy:
            happenings.copy(s, p, events)
        elif t is NoCopy:
            happenings.decline(s, p, events)
        elif t is ProposeEnd:
            victory.propose(s, p, events)
        elif t is AcceptEnd or t is RefuseEnd:
            victory.answer(s, p, t is AcceptEnd, events)
        elif t is Ship:
            if s.ship_round is not None:
                ships.answer(self, s, p, a.card, events)
            else:
                ships.play_free(self, s, p, a.card, events)
        elif t is NoShip:
            ships.decline(s, p, events)
        elif t is EndActions:
            evening.end_actions(s, events)
        elif t is PlayBone or t is Offer:
            showdown.play_bone(self, s, p, a.card, events)
        elif t is CallHelp:
            showdown.call_help(s, p, events)
        elif t is NoBone:
            if events is not None:
                events.append(Event("no-bone", f"{s.names[p]} plays no bone.", (), p))
            showdown.finish(self, s, events)
        elif t is NoOffer:
            showdown.decline_help(s, p)
        elif t is DiscardHand:
            evening.discard_hand(s, p, events)
            evening.draw_up(self, s, events)
        elif t is KeepHand:
            evening.draw_up(self, s, events)
        elif t is Discard:
            evening.discard(self, s, p, a.card, events)
        flow.advance(self, s, events)

    def describe(self, state: APState, action) -> str:
        return text.describe(self, state, action)

    # ---- what each seat sees (AP-11) -------------------------------------------------------
    def view(self, s: APState, seat: int) -> APState:
        v = clone(s)
        v.rng = 0
        v.seed = 0  # the seed and the public actions would rebuild every shuffle
        for p in range(s.seats):
            for c in v.decks[p]:
                v.cards[c] = HIDDEN
            v.decks[p].sort()
            if p != seat:
                for c in v.hands[p]:
                    v.cards[c] = HIDDEN
        return v

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
        return s.rng, [len(d) for d in s.decks], [c for h in s.hands for c in h]

    def reveals_since(self, mark, action, after: APState) -> bool:
        rng, deck_sizes, hand_cards = mark
        if rng != after.rng:
            return True
        if deck_sizes != [len(d) for d in after.decks]:
            return True
        in_hands = set().union(*after.hands)
        gone = [c for c in hand_cards if c not in in_hands]  # few: the cards just played
        gone = [c for c in gone if not any(c in d for d in after.decks)]
        if not gone:
            return False
        named = set(action.card_ids())
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
