"""The state of an Austin Powers game (plain data), the rules options, and zone helpers.

Every pile is a list of card instance ids; the last id of a pile is its top. Decks and hands
are hidden (AP-11.1). The state says, through `phase` and the three pending decisions
(`showdown`, `gesture`, `ship_round`), exactly who the game waits for (flow.py reads it).

Helpers here are the small steps every rule uses: a player's vibes (AP-2.2), score (AP-2.4),
drawing with the reshuffle of the discard pile (AP-8.3, AP-8.4), moving a card between piles.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ...engine.game import Event, State
from ...words import msg
from .cards import Card

HAND_SIZE = 6          # AP-3.2, AP-8.2
ACTIONS_PER_TURN = 2   # AP-4.1
WINNING_SCORE = 100    # AP-10.1
#: AP-10.3: the options of a game where no human sits (simulations, computer-only tables)
UNATTENDED_OPTIONS = {"stalemate_rounds": 15, "end_by_agreement": False}
#: AP-10.3: the options of a game at which a human sits (the table)
ATTENDED_OPTIONS = {"stalemate_rounds": 0, "end_by_agreement": True}


@dataclass(slots=True)
class GameOptions:
    """The [T] rules that change play (see rules.py), with the spec's defaults."""

    #: AP-7.6: "forced" (everyone copies a gesture, only the order counts: the default, as the
    #: source suggests) or "optional" (each player decides whether to copy)
    happening_copy: str = "forced"
    #: AP-4.5: the actions of the first player's first turn (1 or 2): moving first is worth
    #: much, one action fewer evens it out
    first_turn_actions: int = 1
    #: AP-5.7: also ask players whose hand is empty (off: an empty hand, which everyone sees,
    #: is passed over; a hand without a usable card is asked either way, so nothing shows)
    prompt_everyone: bool = False
    #: AP-10.3: rounds without any change of score after which the game ends (0: never). A
    #: table with a human plays without it (0) and may end by agreement; where only computer
    #: players sit (simulations) it is 15 (`UNATTENDED_OPTIONS`)
    stalemate_rounds: int = 0
    #: AP-10.3: any player may propose to end the game by score; it ends if all others accept.
    #: On where a human sits (the table turns it on: `ATTENDED_OPTIONS`)
    end_by_agreement: bool = False

    def problems(self) -> list[str]:
        out = []
        if self.happening_copy not in ("optional", "forced"):
            out.append(f"happening_copy must be 'optional' or 'forced', not {self.happening_copy!r}")
        if isinstance(self.first_turn_actions, bool) or self.first_turn_actions not in (1, 2):
            out.append(f"first_turn_actions must be 1 or 2, not {self.first_turn_actions!r}")
        if not isinstance(self.prompt_everyone, bool):
            out.append("prompt_everyone must be true or false")
        if not isinstance(self.end_by_agreement, bool):
            out.append("end_by_agreement must be true or false")
        if isinstance(self.stalemate_rounds, bool) or not isinstance(self.stalemate_rounds, int) \
                or self.stalemate_rounds < 0:
            out.append(f"stalemate_rounds must be a whole number, 0 or more, not {self.stalemate_rounds!r}")
        return out


@dataclass(slots=True)
class PlayedBone:
    """A Frickin' Bone on the table during a showdown."""

    card: int
    seat: int   # who played it: the side's controller or a helper (AP-5.5)
    side: int   # 0 = the acting side, 1 = the target's side


@dataclass(slots=True)
class Showdown:
    """A shag or an assassination attempt in progress (AP-5)."""

    kind: str                     # "shag" or "assassination"
    actor: int                    # the acting agent
    target: int                   # the target agent
    seats: list[int]              # [acting player, target's controller]
    to_play: int = 1              # whose turn to play a bone: 0 acting side, 1 target's side
    bones: list[PlayedBone] = field(default_factory=list)
    called: list[bool] = field(default_factory=lambda: [False, False])  # help called, per side
    helping: bool = False         # a help round is open for the side to play
    helpers: list[int] = field(default_factory=list)  # players still to answer the help round

    def agent(self, side: int) -> int:
        return self.actor if side == 0 else self.target


@dataclass(slots=True)
class Gesture:
    """A gesture waiting for copies, then for the user to show a happening (AP-7.2 to AP-7.4)."""

    user: int
    waiting: list[int]            # players still to answer, in seat order after the user
    copiers: list[int] = field(default_factory=list)   # in the order they copied
    as_action: bool = False       # the turn player's action (AP-7.1)
    #: the copiers whose copy came together with the copy before theirs (AP-7.4: too close
    #: to tell which was later; the door that knows the clock says so, happenings.py)
    together: list[int] = field(default_factory=list)

    def last(self) -> list[int]:
        """The last to copy: one player, or several when their copies came together (then
        the user picks one, AP-7.4), in the order they were committed."""
        i = len(self.copiers) - 1
        while i > 0 and self.copiers[i] in self.together:
            i -= 1
        return self.copiers[i:]


@dataclass(slots=True)
class Proposal:
    """A proposal to end the game by score, waiting for the others' answers (AP-10.3)."""

    proposer: int
    waiting: list[int]            # players still to answer, in seat order after the proposer


@dataclass(slots=True)
class ShipRound:
    """Other players answering a ship agent the turn player placed (AP-9.2)."""

    waiting: list[int]
    answers: int = 0


@dataclass(slots=True)
class APState(State):
    sides: list[str] = field(default_factory=list)            # per seat: "austin" / "evil"
    options: GameOptions = field(default_factory=GameOptions)
    decks: list[list[int]] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    fields: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)
    scores: list[list[int]] = field(default_factory=list)
    turn: int = 1
    turn_player: int = 0
    #: "actions" (the turn player's actions; the others may start a happening, AP-7.7),
    #: "evening-hand" (AP-8.1), "evening-discard" (AP-8.2)
    phase: str = "actions"
    actions_used: int = 0
    actions_allowed: int = ACTIONS_PER_TURN
    ship_free: bool = True        # the turn player may play a free ship agent (AP-9)
    #: players whose gesture nobody copied this turn: no more gestures for them (AP-7.3)
    gestures_failed: list[int] = field(default_factory=list)
    #: players whose last gesture nobody copied, with no copy of anyone's gesture since (public:
    #: everyone saw it; computer players read it, AP-7.6)
    ignored: list[int] = field(default_factory=list)
    #: players who proposed to end the game this turn (once per turn each, AP-10.3)
    proposed: list[int] = field(default_factory=list)
    proposal: Proposal | None = None
    vibe_mods: list[list[int]] = field(default_factory=list)  # until the end of the turn
    showdown: Showdown | None = None
    gesture: Gesture | None = None
    ship_round: ShipRound | None = None
    #: AP-10.3: every player's points when a score pile last changed, and the turn it happened
    points_seen: list[int] = field(default_factory=list)
    scored_turn: int = 1

    # ---- the part a moment reads (see `moment`: which part is set says the moment) ---------
    def in_showdown(self) -> Showdown:
        """The showdown in progress; only asked in the moments that have one."""
        if self.showdown is None:
            raise ValueError("no showdown in progress")
        return self.showdown

    def in_gesture(self) -> Gesture:
        """The gesture being answered; only asked in the moments that have one."""
        if self.gesture is None:
            raise ValueError("no gesture in progress")
        return self.gesture

    def in_proposal(self) -> Proposal:
        """The proposal to end by score; only asked in the moment that has one."""
        if self.proposal is None:
            raise ValueError("no proposal to end the game")
        return self.proposal

    def in_ship_round(self) -> ShipRound:
        """The answers to a ship agent; only asked in the moment that has them."""
        if self.ship_round is None:
            raise ValueError("no ship agent being answered")
        return self.ship_round


@dataclass(frozen=True)
class AtShowdown:
    """The moment of a showdown: "bone" (its sides play bones) or "help" (others may offer)."""

    name: str
    showdown: Showdown


@dataclass(frozen=True)
class AtGesture:
    """The moment of a gesture: "gesture" (the others answer it) or "show" (show the happening)."""

    name: str
    gesture: Gesture


@dataclass(frozen=True)
class AtShipRound:
    name: str
    ship_round: ShipRound


@dataclass(frozen=True)
class AtProposal:
    """The moment of a proposal to end the game by score: the others answer (AP-10.3)."""

    name: str
    proposal: Proposal


@dataclass(frozen=True)
class AtPhase:
    """A moment that needs no part of its own: a phase of the turn, or "over"."""

    name: str


#: what the game waits for, tagged by the part of the state it reads (a type checker then
#: knows the showdown is there in a showdown moment)
Moment = Union[AtShowdown, AtGesture, AtShipRound, AtProposal, AtPhase]


def moment_name(s: APState) -> str:
    """The name of the moment of `s` (flow.py's *mode*), in the order the parts take
    precedence; no object is built (the engine asks it several times per action)."""
    if s.result is not None:
        return "over"
    if s.proposal is not None:
        return "proposal"
    ge = s.gesture
    if ge is not None:
        return "gesture" if ge.waiting else "show"
    if s.ship_round is not None:
        return "ship-answer"
    sd = s.showdown
    if sd is not None:
        return "help" if sd.helping else "bone"
    return s.phase


def moment(s: APState) -> Moment:
    """The moment of `s`, tagged by the part of the state it reads (see `moment_name`)."""
    m = moment_name(s)
    if m == "proposal":
        return AtProposal(m, s.in_proposal())
    if m == "gesture" or m == "show":
        return AtGesture(m, s.in_gesture())
    if m == "ship-answer":
        return AtShipRound(m, s.in_ship_round())
    if m == "help" or m == "bone":
        return AtShowdown(m, s.in_showdown())
    return AtPhase(m)


ZONES = ("deck", "hand", "field", "discard", "score")


def pile(s: APState, zone: str, seat: int) -> list[int]:
    return {"deck": s.decks, "hand": s.hands, "field": s.fields, "discard": s.discards,
            "score": s.scores}[zone][seat]


def others(s: APState, seat: int) -> list[int]:
    """The other seats in seat order after `seat`."""
    n = s.seats
    return [(seat + i) % n for i in range(1, n)]


def vibes(by_key: dict[str, Card], s: APState, seat: int) -> tuple[int, int, int, int]:
    """A player's current vibes (AP-2.2): the agents on their field plus this turn's effects."""
    g = r = c = 0
    sh = 0
    cards = s.cards
    for cid in s.fields[seat]:
        v = by_key[cards[cid]].vibes  # type: ignore[attr-defined]
        g += v[0]
        sh += v[1]
        r += v[2]
        c += v[3]
    m = s.vibe_mods[seat]
    return (g + m[0], sh + m[1], r + m[2], c + m[3])


def meets(have: tuple[int, ...], need: tuple[int, ...]) -> bool:
    """AP-2.3: every kind named by the requirement is met."""
    return (have[0] >= need[0] and have[1] >= need[1] and have[2] >= need[2]
            and have[3] >= need[3])


def score(by_key: dict[str, Card], s: APState, seat: int) -> int:
    cards = s.cards
    return sum([by_key[cards[c]].score for c in s.scores[seat]])



def draw(by_key, s: APState, seat: int, n: int, events: list[Event] | None) -> int:
    """Draw up to `n` cards, reshuffling the discard pile when the deck runs out (AP-8.3).

    Returns how many were drawn (fewer only when deck and discard are both empty, AP-8.4)."""
    deck = s.decks[seat]
    hand = s.hands[seat]
    drawn = 0
    while drawn < n:
        if not deck:
            if not s.discards[seat]:
                break
            reshuffle(s, seat, events)
        hand.append(deck.pop())
        drawn += 1
    if events is not None and drawn:
        line = (msg("{who} draws {n} cards.", who=s.names[seat], n=drawn) if drawn > 1
                else msg("{who} draws {n} card.", who=s.names[seat], n=drawn))
        events.append(Event("draw", line, (), seat))
    return drawn


def reshuffle(s: APState, seat: int, events: list[Event] | None) -> None:
    """The discard pile, shuffled, becomes the deck (AP-8.3)."""
    d = s.discards[seat]
    s.decks[seat][:0] = d
    d.clear()
    s.shuffle_pile(s.decks[seat])
    if events is not None:
        events.append(Event("reshuffle", msg("{who} shuffles the discard pile to form a new deck.",
                                             who=s.names[seat]), (), seat))




def seen_name(by_key, s: APState, cid: int, seat: int) -> str:
    """A card's printed name if `seat` may see it (AP-11.1), else its bare id."""
    if cid not in s.cards:
        return f"#{cid}"
    seat_of = s.owner[cid]
    if cid in s.decks[seat_of] or (cid in s.hands[seat_of] and seat_of != seat):
        return f"#{cid}"
    return by_key[s.cards[cid]].name
