"""A match rebuilt from a save document, verified two ways, at two speeds.

- ``verify="now"`` replays every action from the setup and refuses the save unless the
  result is its snapshot (replays and the command line use this);
- ``verify="later"`` (the table) starts from the snapshot at once, after checking that the
  snapshot matches its hash and that every card in it is in one place: loading costs the
  same for 100 actions as for 20,000. The full replay then runs in a background thread
  (`Verification`); the table is told if the actions do not lead to the snapshot, and takes
  over the replayed history (for undo and the log) when they do.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.errors import DataError, Problem, TabletopError
from ..engine.game import Setup
from ..engine.history import Match
from ..engine.jsonfile import JsonDoc
from ..engine.serial import from_data
from .document import VERSION, SaveInfo, read_document


class NeedsCards(DataError):
    """A save that cannot be loaded because of the cards as they are now: it holds a card the
    card files do not give any more (a user's card left out for a mistake, renamed or gone), or
    it holds the user's own cards and does not replay (one of them was changed). The save is
    not damaged: it is kept where it is, with the reason, and loads once the cards are back."""


def blame_cards(game, setup: Setup, err: DataError) -> DataError:
    """`err` as a `NeedsCards` when the save's decks hold a card that is unknown now or one of
    the user's own (with the user's cards that are left out now, and why); else `err`."""
    if isinstance(err, NeedsCards):
        return err
    pool = game.pool
    keys = {k for deck in setup.decks for pile in deck.piles.values() for k in pile}
    if not any(k not in pool or k in pool.user_keys for k in keys):
        return err
    first = err.problems[0]
    why = Problem(first.path, first.line, first.key,
                  f"{first.message}; this game holds your own cards: if you changed them, put them back as "
                  "they were (the save is kept as it is)")
    return NeedsCards([why, *err.problems[1:], *getattr(pool, "refused", [])])


@dataclass
class Loaded(SaveInfo):
    """What a loaded save said, and what its load left to do: `actions` are the saved actions
    behind the snapshot, `verification` the background check of a ``verify="later"`` load."""

    verification: "Verification | None" = None
    actions: list[str] = field(default_factory=list)


def legacy(head: dict) -> bool:
    """A save of an older format (document.py's VERSION says what changed)."""
    version = head.get("version", VERSION)
    return isinstance(version, int) and version < VERSION


def start_match(head: dict, doc: JsonDoc, undo: str | None):
    """The game, setup and an empty match of a checked document (DataError if they are wrong)."""
    from ..games import UnknownGameError, get_game

    def bad(key: str, msg: str) -> DataError:
        return DataError(doc.problem((key,), msg))

    try:
        game = get_game(head["game"])
    except UnknownGameError as exc:
        raise bad("game", str(exc)) from None
    except DataError as err:  # the card files cannot be read: the save is not to blame
        raise NeedsCards(err.problems) from None
    try:
        setup = from_data(Setup, head["setup"])
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise bad("setup", f"damaged: {exc}") from None
    for i, deck in enumerate(setup.decks):
        for pile, keys in deck.piles.items():
            unknown = [k for k in keys if k not in game.pool]
            if unknown:  # the cards changed since the save was written, not the save
                raise NeedsCards([doc.problem(("setup",), f"deck {i + 1} ({deck.name}), pile {pile}: unknown card "
                                                          f"{unknown[0]!r}{game.pool.suggest(unknown[0])}; the "
                                                          "save is kept as it is and loads once the card is back"),
                                  *getattr(game.pool, "refused", [])])
    if legacy(head):  # the options of its time (document.py, VERSION)
        setup = dataclasses.replace(setup, options={**game.legacy_options, **setup.options})
    policy = undo or head["undo"]
    try:
        match = Match(game, setup, undo=policy)
    except TabletopError as exc:
        raise bad("setup", f"cannot start this game: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a hand-made setup may break the engine in any way
        raise bad("setup", f"cannot start this game: {type(exc).__name__}: {exc}") from None
    return game, setup, match


def replay_actions(match: Match, actions: list[str], doc: JsonDoc, first: int = 0,
                   stop: threading.Event | None = None) -> None:
    """Play `actions` on `match`; DataError naming the index of the first that cannot be played.

    With `stop` (a background check) it gives way to the UI thread every few actions."""
    game = match.game
    for i, text_action in enumerate(actions, first):
        if stop is not None:
            if stop.is_set():
                return
            if i % 16 == 0:
                time.sleep(0)  # let the table draw its frame: the check is in no hurry
        try:
            match.play(game.parse(match.state, text_action))
        except TabletopError as exc:
            raise DataError(doc.problem(("actions", i), f"{text_action!r} cannot be played here: {exc}")) from None
        except Exception as exc:  # noqa: BLE001 - never a traceback for a damaged file
            raise DataError(doc.problem(("actions", i), f"{text_action!r} cannot be played here: "
                                                        f"{type(exc).__name__}: {exc}")) from None


MISMATCH = ("the game replayed from this save does not match its snapshot "
            "(the file was edited, or the cards changed since it was written)")


def snapshot_state(game, head: dict, doc: JsonDoc):
    """The snapshot as a state, checked against its hash and for cards in one place each."""
    try:
        state = game.from_data(head["snapshot"])
        got = game.hash(state)
    except Exception as exc:  # noqa: BLE001
        raise DataError(doc.problem(("snapshot",), f"damaged: {exc}")) from None
    if got != head["hash"]:
        raise DataError(doc.problem(("hash",), "the snapshot does not match its hash (the file was edited "
                                               "or damaged)"))
    try:
        ids = [c for c, _ in game.card_locations(state)]
        whole = len(ids) == len(set(ids)) and set(ids) <= set(state.cards)
        game.to_act(state)
    except Exception:  # noqa: BLE001
        whole = False
    if not whole:
        raise DataError(doc.problem(("snapshot",), "damaged: a card in two places, or one that is not in the game"))
    return state


def load_match(path: str | Path, undo: str | None = None, verify: str = "now") -> tuple[Match, Loaded]:
    """Rebuild a match from a save or replay; DataError naming file, line and key if it is wrong.

    ``verify="now"``: every action is replayed before this returns (the match holds the
    whole history). ``verify="later"``: the match starts at the checked snapshot with an
    empty history and `info.verification` replays the actions in the background."""
    head, doc = read_document(path)
    game, setup, match = start_match(head, doc, undo)
    try:
        return _load(head, doc, game, setup, match, verify)
    except DataError as err:
        raise blame_cards(game, setup, err) from None


def _load(head: dict, doc: JsonDoc, game, setup: Setup, match: Match, verify: str) -> tuple[Match, Loaded]:
    actions = head["actions"]
    info = Loaded(seats=head["seats"], layout=head["layout"], saved_at=float(head["saved_at"]),
                    finished=head["finished"], game_id=head["game_id"], actions=actions)
    if legacy(head):  # its snapshot hashes an older state: the game is rebuilt from its actions,
        replay_actions(match, actions, doc)  # each of them checked by the rules again
        return match, info
    state = snapshot_state(game, head, doc)  # an edited snapshot is refused either way
    if verify == "later":
        info.verification = Verification(game, setup, actions, head["hash"], doc, match.undo_policy)
        return Match(game, setup, state=state, undo=match.undo_policy), info
    replay_actions(match, actions, doc)
    if game.hash(match.state) != head["hash"]:
        raise DataError(doc.problem(("hash",), MISMATCH))
    return match, info


class Verification:
    """The background half of a fast load: replay every action of a save from its setup and
    compare the end with the snapshot the table already shows.

    `done` once finished; then `problem` is None (and `match` the replayed game with its
    whole history) or the DataError that refuses the save."""

    DELAY = 0.005  # seconds: the load returns (and the table opens) before the replay takes the GIL

    def __init__(self, game, setup, actions: list[str], want: str, doc: JsonDoc, undo: str,
                 start: bool = True) -> None:
        self.game, self.setup, self.actions, self.want, self.doc, self.undo = game, setup, actions, want, doc, undo
        self.done = False
        self.problem: DataError | None = None
        self.match: Match | None = None
        self.seconds = 0.0
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self.run, name="verify-save", daemon=True)
        if start:
            self._thread.start()

    def run(self) -> None:
        t0 = time.perf_counter()
        self._stop.wait(self.DELAY)  # the table opens first; then the check
        try:
            m = Match(self.game, self.setup, undo=self.undo, log="now")  # the table takes its log
            replay_actions(m, self.actions, self.doc, stop=self._stop)
            if not self._stop.is_set() and self.game.hash(m.state) != self.want:
                raise DataError(self.doc.problem(("hash",), MISMATCH))
            self.match = m
        except DataError as err:
            self.problem = blame_cards(self.game, self.setup, err)
        except Exception as exc:  # noqa: BLE001 - a damaged save is refused, never a crash
            self.problem = blame_cards(self.game, self.setup,
                                       DataError(Problem(self.doc.path, None, None, f"cannot be replayed: {exc}")))
        self.seconds = time.perf_counter() - t0
        self.done = True
        self._finished.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the check is done (tests, the command line). False on a timeout."""
        if not self._thread.is_alive() and not self.done:
            self.run()
        return self._finished.wait(timeout)

    def cancel(self) -> None:
        self._stop.set()
