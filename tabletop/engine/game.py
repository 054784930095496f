"""The contract every game implements, and the one pipeline that checks and applies actions.

A game is a stateless object holding static facts (its card pool, notation, options class);
a `State` is one point of a play, plain data. Shapes borrowed from OpenSpiel (Game versus
State) and boardgame.io (one pipeline that checks every move in order):

    check order in `Game.play`:   game over?  ->  may this seat act now?  ->  the rules
    (`Game.check`, which names the rule id)  ->  `Game.apply` changes the state.

A refused action raises `IllegalActionError` before anything changes, so the state is left
exactly as it was. `legal_actions` lists, at every moment, the exact actions that `play`
accepts; tests check the two against each other on many random positions.

Card instances have integer ids, stable while a card is in play. Shuffling a hidden pile
shuffles which card each id in the pile is, instead of reordering the ids, the way real
cards lose their identity in a shuffle: so an id seen in a discard pile can never betray
where that card went after a reshuffle, and a view for one seat (`view`) can show hidden
piles as bare ids without leaking anything.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Iterable, TypeVar

from .actions import Action, Notation
from .errors import IllegalActionError, InvalidNotationError, Problem
from .gestures import GestureAnswers
from .serial import clone, from_data, state_hash, to_data
from .message import msg
from .state import HIDDEN, DeckList, Event, Result, SeatView, Setup, State, initial_rng  # noqa: F401 (the names every game imports from here)

if TYPE_CHECKING:
    from .cards import DeckFile

S = TypeVar("S", bound="State")


class Game(GestureAnswers[S]):
    """Base class of a game's rules. Subclasses fill in the hooks marked below."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    state_class: ClassVar[type] = State
    options_class: ClassVar[type] = object
    notation: Notation
    pool: Any  # the card pool (tabletop.engine.cards.Pool) of the game's cards
    #: rule id cited when someone acts after the end of the game / out of turn
    rule_game_over: ClassVar[str] = ""
    rule_turn: ClassVar[str] = ""
    #: rule id cited when a refused action names a card its seat cannot see ("" for a game
    #: that hides nothing); see `seat_refusal`
    rule_unseen: ClassVar[str] = ""

    # ---- hooks for subclasses -------------------------------------------------------
    def new_state(self, setup: Setup) -> S:
        raise NotImplementedError

    def to_act(self, state: S) -> list[int]:
        """Seats that may act now; the first is the one the game is waiting for."""
        raise NotImplementedError

    def legal_actions(self, state: S, seat: int | None = None) -> list[Action]:
        """Every action `play` accepts now (only `seat`'s when given)."""
        raise NotImplementedError

    def interjectors(self, state: S) -> list[int]:
        """Seats the game is not waiting for that may still step in now (an Austin Powers
        happening between the turn player's actions). Public: it never depends on hidden
        cards; only a seat's own `legal_actions` say what it may do."""
        return []

    #: rules options of a game where no human sits (simulations, computer-only tables)
    unattended_options: ClassVar[dict[str, Any]] = {}
    #: rules options of a game at which a human sits (the table)
    attended_options: ClassVar[dict[str, Any]] = {}
    #: the options a game was played with before a save format recorded them (the rules of the
    #: program that wrote it): a save of an older format is replayed with these where its setup
    #: names none (tabletop/persist/loading.py)
    legacy_options: ClassVar[dict[str, Any]] = {}

    def unattended(self, setup: "Setup", human: bool = False) -> "Setup":
        """`setup` with `unattended_options` (or, with `human`, `attended_options`) filled in
        where it does not set them itself."""
        wanted = self.attended_options if human else self.unattended_options
        missing = {k: v for k, v in wanted.items() if k not in setup.options}
        if not missing:
            return setup
        return dataclasses.replace(setup, options={**setup.options, **missing})

    def check(self, state: S, action: Action) -> None:
        """Raise IllegalActionError (rule id, reason) unless `action` is legal now.

        Called only for a seat that may act and a game that is not over."""
        raise NotImplementedError

    def apply(self, state: S, action: Action, events: list[Event] | None) -> None:
        """Change `state` by a checked action; append what happened to `events` if given."""
        raise NotImplementedError

    def describe(self, state: S, action: Action) -> str:
        """The action in words, as the log shows it (called before it is applied)."""
        return self.notation.format(action)

    def view(self, state: S, seat: int | None) -> SeatView:
        """A copy of `state` holding only what `seat` may see: no seed and no generator (with
        the public actions they would rebuild every shuffle), and every pile `hidden_piles`
        names sorted, its cards shown as HIDDEN (so neither their keys nor their order leak).
        The one view of both games; each says which piles are hidden. `seat` None: what every
        seat may see (a spectator, a hot-seat table between players)."""
        if seat is None:
            return self.public_view(state)
        v = clone(state)
        v.rng = 0
        v.seed = 0
        hide = v.cards.update
        for pile in self.hidden_piles(v, seat):
            pile.sort()
            hide(dict.fromkeys(pile, HIDDEN))
        return SeatView(v)

    def public_view(self, state: S) -> SeatView:
        """What every seat may see: the first seat's view less what any other seat cannot see."""
        v = self.view(state, 0)
        for seat in range(1, state.seats):
            other = self.view(state, seat)
            for c, key in other.cards.items():
                if key == HIDDEN:
                    v.cards[c] = HIDDEN
        return v

    def hidden_piles(self, state: S, seat: int) -> Iterable[list[int]]:
        """The piles of `state` (the copy `view` makes) that `seat` may not look into."""
        raise NotImplementedError

    def unseen_place(self, state: S, seat: int, card: int) -> str | None:
        """Where `card` lies face down for `seat`, in words ("Ann's hand", "your deck"), or
        None when `seat` may see it. Only what a view shows: the place of an id is public."""
        return None

    def turns_taken(self, state: S) -> int | None:
        """How many turns have been played so far (a turn is one player's; a round is one turn
        of each player), or None for a game that counts no turns: simulations report rounds
        from it, the replay viewer marks where each turn starts."""
        return None

    def card_locations(self, state: S) -> Iterable[tuple[int, str]]:
        """(card id, zone name) for every card instance of the game, each exactly once."""
        raise NotImplementedError

    def reveals(self, before: S, action: Action, after: S) -> bool:
        """Whether doing `action` showed someone hidden information (a draw, a shuffle)."""
        return False

    def reveal_mark(self, state: S) -> Any:
        """What `reveals_since` needs to know of the position before an action: a game keeps it
        small (the generator, the hidden piles), so a match need not copy the whole state."""
        return self.clone(state)

    def reveals_since(self, mark: Any, action: Action, after: S) -> bool:
        """`reveals` from the `reveal_mark` taken before the action."""
        return self.reveals(mark, action, after)

    def name_resolver(self, state: S):
        """A NameResolver for `Notation.parse` (card names instead of #ids); None if unsupported."""
        return None

    # ---- decks ----------------------------------------------------------------------
    #: names of the piles a deck file holds, e.g. ("main", "commanders", "territories")
    deck_piles: ClassVar[tuple[str, ...]] = ("main",)

    def deck_problems(self, deck: "DeckFile") -> list[Problem]:
        """Every way `deck` breaks the deck-building rules, each naming card and rule id."""
        raise NotImplementedError

    def deck_pile_of(self, card) -> str:
        """The pile a card of a text deck list goes to when no section header names one."""
        return self.deck_piles[0]

    def load_deck(self, path) -> "DeckFile":
        """A deck file: TOML (``*.toml``) or a plain-text list (anything else)."""
        from pathlib import Path

        from .cards import load_deck
        if Path(path).suffix.lower() == ".toml":
            return load_deck(path, self.name, self.pool, self.deck_piles)
        from .decklist import read_deck_list
        return read_deck_list(path, self)

    def default_setup(self, seed: int, players: int = 2, names: list[str] | None = None,
                      options: dict[str, Any] | None = None) -> Setup:
        """A setup with shipped starter decks (seats get different decks where possible)."""
        raise NotImplementedError

    #: the folder of the shipped decks, set by the registry when it loads the game (the
    #: engine does not look the game up: the registry is above it); None: no shipped decks
    deck_folder: Path | None = None

    def starter_decks(self) -> list:
        """Paths of the shipped decks (`deck_folder`), sorted by file name; [] for a game with
        no deck folder."""
        return sorted(self.deck_folder.glob("*.toml")) if self.deck_folder is not None else []

    # ---- the pipeline ---------------------------------------------------------------
    def refusal(self, state: S, action: Action) -> IllegalActionError | None:
        """The error `play` would raise for `action`, or None if it is legal."""
        if state.result is not None:
            return IllegalActionError(self.rule_game_over, msg("The game is over."))
        if not isinstance(action, Action) or action.verb not in self.notation.by_verb:
            return IllegalActionError(self.rule_turn, msg("{action} is not an action of {game}.",
                                                                  action=repr(action), game=self.title))
        if not 0 <= action.seat < state.seats:
            return IllegalActionError(self.rule_turn, msg("There is no seat P{seat} in this game.",
                                                                  seat=action.seat + 1))
        actors = self.to_act(state)
        if action.seat not in actors and action.seat not in self.interjectors(state):
            who = state.names[action.seat]
            if not actors:
                why = msg("{who} may not act now: waiting for nobody.", who=who)
            else:
                why = msg("{who} may not act now: waiting for {waiting}.", who=who,
                                  waiting=[state.names[s] for s in actors])
            return IllegalActionError(self.rule_turn, why)
        try:
            self.check(state, action)
        except IllegalActionError as err:
            return self.seat_refusal(state, action, err)
        return None

    def seat_refusal(self, state: S, action: Action, err: IllegalActionError) -> IllegalActionError:
        """`err` in words the acting seat could know. A refused action that names a card the
        seat cannot see (another hand, a deck) is answered with where that card lies only:
        the rules' own sentence would name it, or tell by its words what it is (a unit, not
        an item), so a player could read a hidden hand by trying actions on it. Twins that
        differ only in unseen cards get the same words (tests/test_hidden_refusals.py).

        Only refusals pay for this: a legal action never names a card its seat cannot see."""
        if self.rule_unseen and not err.public:
            for cid in action.card_ids():
                where = self.unseen_place(state, action.seat, cid)
                if where is not None:
                    return IllegalActionError(self.rule_unseen, msg(
                        "That card (#{cid}) is face down in {where}: you cannot see it.", cid=cid, where=where))
        return err

    def is_legal(self, state: S, action: Action) -> bool:
        return self.refusal(state, action) is None

    def all_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """`options` with every rules option of the game named (its default where not given),
        as a save records them: a later program with other defaults plays the game the same."""
        if not dataclasses.is_dataclass(self.options_class):
            return dict(options)
        out = {f.name: f.default for f in dataclasses.fields(self.options_class)
               if f.default is not dataclasses.MISSING}
        return {**out, **options}

    def play(self, state: S, action: Action, events: list[Event] | None = None) -> None:
        """Check `action` and apply it, or raise IllegalActionError leaving `state` untouched.
        (A `Match` applies an action of the legal list it handed out without checking it again.)"""
        err = self.refusal(state, action)
        if err is not None:
            raise err
        self.apply(state, action, events)

    # ---- text -----------------------------------------------------------------------
    def format(self, action: Action) -> str:
        return self.notation.format(action)

    def parse(self, state: S | None, text: str) -> Action:
        """Read notation; with a state, card names are accepted in place of #ids."""
        if state is None:
            return self.notation.parse(text)
        resolver = self.name_resolver(state)
        if resolver is None:
            return self.notation.parse(text)
        toks = self.notation.tokens(text)
        seat = None
        if toks and toks[0][:1] in "Pp" and toks[0][1:].isdigit():
            seat = int(toks[0][1:]) - 1
        legal = self.legal_actions(state, seat) if seat is not None and 0 <= seat < state.seats else []
        return self.notation.parse(text, resolver, legal)

    # ---- data -----------------------------------------------------------------------
    def clone(self, state: S) -> S:
        return clone(state)

    def to_data(self, state: S) -> dict:
        return to_data(state)

    def from_data(self, data: dict) -> S:
        try:
            return from_data(self.state_class, data)
        except (ValueError, TypeError) as exc:
            raise InvalidNotationError(f"not a {self.title} position: {exc}") from None

    def hash(self, state: S) -> str:
        return state_hash(state)

    def options(self, given: dict[str, Any]) -> Any:
        """The rules options with defaults, overridden by `given` (names checked)."""
        names = {f.name for f in dataclasses.fields(self.options_class)}
        unknown = sorted(set(given) - names)
        if unknown:
            from .schema import did_you_mean
            raise ValueError(f"unknown rules option {unknown[0]!r}{did_you_mean(unknown[0], names)}")
        return self.options_class(**given)
