"""Computer players at the table: they think off the UI (the window never freezes) and their
actions are shown as the same drags a human makes, then played.

A computer player that fails (it raises, or returns an action the engine refuses) never
stalls the game: the table says in one line which one failed and why, the seat falls back
to the next simpler bot (search, then greedy, then random) and play goes on. Should even
the random bot fail, the seat's first legal action is played.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...ai.base import make_bot
from ...engine.actions import Action
from ...engine.errors import IllegalActionError
from ..adapter import Target

if TYPE_CHECKING:
    from ..table import TableScene


@dataclass
class BotJob:
    """A computer player thinking: the answer arrives in `result`."""

    seat: int
    #: the length of the history when it started (an undo meanwhile makes the answer stale)
    hist: int
    result: Action | None = None
    #: why the bot failed ("ValueError: ..."), when it did
    error: str | None = None

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None


@dataclass
class Animation:
    """A computer player's action being shown before it is played."""

    action: Action
    dur: float
    seat: int
    piece: str | None = None
    t: float = 0.0


#: the next simpler bot when one fails (any other bot falls back to random; the last resort
#: plays the first legal action)
FALLBACK = {"search": "greedy", "greedy": "random", "random": "first legal"}


def failure_text(exc: BaseException) -> str:
    """An exception in one line: its kind and its message."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text and text[0] else type(exc).__name__


class ComputerPlayers:
    """The bots of the seats that are not human, their thinking and their animations."""

    def __init__(self, table: "TableScene", threaded: bool, delay: float, seed: int) -> None:
        self.table = table
        self.threaded = threaded
        self.delay = delay
        self.seed = seed
        self.bots = {i: make_bot(s.bot, seed * 7 + i) for i, s in enumerate(table.seats) if not s.human}
        self.job: BotJob | None = None
        self.anim: Animation | None = None

    @property
    def busy(self) -> bool:
        """A computer player is thinking or showing its move."""
        return self.job is not None or self.anim is not None

    def cancel(self) -> None:
        """Forget what is being thought or shown (undo)."""
        self.job = None
        self.anim = None

    def update(self, dt: float) -> None:
        t = self.table
        if self.anim is not None:
            self.anim.t += dt
            if self.anim.t >= self.anim.dur:
                action, seat = self.anim.action, self.anim.seat
                self.anim = None
                try:
                    t.match.play(action)
                except IllegalActionError as err:  # a bot bug must not kill the table
                    self.fail(seat, f"it chose an action the rules refuse ({err})")
                t.refresh()
            return
        if t.state.result is not None or t.acting is None or t.is_human(t.acting) or t.readonly:
            return
        if t.app is not None and t.app.top is not t:
            return
        seat = t.acting
        if seat not in self.bots:
            return  # every bot of this seat failed (see `fail`)
        banner = t.news.banner
        if self.job is None and banner is not None and banner.t < min(1.6, 3 * self.delay):
            return  # let the players read the line just played
        if self.job is None:
            self._start(seat)
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        if job.hist != len(t.match.history):
            return  # the position changed meanwhile (undo): think again
        if job.error is not None:
            self.fail(job.seat, job.error)
            return  # the simpler bot thinks on the next frame
        self._animate(job.seat, job.result)

    def fail(self, seat: int, why: str) -> None:
        """The bot of `seat` failed: say so in one line and seat the next simpler one."""
        t = self.table
        old = self.bots.get(seat)
        name = getattr(old, "name", "bot")
        simpler = FALLBACK.get(name, "random") if name != _FirstLegal.name else None
        player = t.state.names[seat] if seat < len(t.state.names) else f"seat {seat + 1}"
        if simpler is None:  # not even a legal action was accepted: the position is broken
            self.bots.pop(seat, None)
            then = f"nobody plays for {player} now"
        elif simpler == _FirstLegal.name:
            self.bots[seat] = _FirstLegal()
            then = f"the first legal action is played for {player} from now on"
        else:
            self.bots[seat] = make_bot(simpler, self.seed * 7 + seat)
            then = f"{simpler} plays for {player} now"
        line = f"{player}'s computer player ({name}) failed: {why}; {then}."
        print(line, file=sys.stderr)
        t.show_refusal(line)

    def _start(self, seat: int) -> None:
        t = self.table
        legal = t.game.legal_actions(t.state, seat)
        bot = self.bots[seat]
        view = t.game.view(t.state, seat) if bot.needs_view else None
        job = BotJob(seat, len(t.match.history))
        self.job = job
        game = t.game

        def think():
            try:
                job.result = bot.choose(game, view, legal)
            except Exception as exc:  # noqa: BLE001 - any bug of a bot: the seat falls back
                job.error = failure_text(exc)

        if self.threaded:
            threading.Thread(target=think, daemon=True).start()
        else:
            think()

    def _animate(self, seat: int, action: Action) -> None:
        t = self.table
        move = t.ui.animation(t.state, action)
        dur = self.delay
        if move is not None and move[0] in t.pieces:
            pid, tid = move
            tg = t.targets.get(tid) or (Target(tid, t.pieces[tid].rect) if tid in t.pieces else None)
            if tg is not None and tid != pid:
                cx, cy = tg.rect[0] + tg.rect[2] / 2, tg.rect[1] + tg.rect[3] / 2
                t.physics.set_home(pid, (cx, cy))
        else:
            dur = self.delay * 0.4
        self.anim = Animation(action, dur, seat, move[0] if move else None)

    def settle(self) -> None:
        """Finish every animation at once (tests and screenshots)."""
        while self.anim is not None:
            self.anim.t = self.anim.dur
            self.update(0)
        self.table.physics.settle()


class _FirstLegal:
    """The last resort of a seat whose bots all failed: the first legal action."""

    name = "first legal"
    needs_view = False

    def choose(self, game, view, actions: list[Action]) -> Action:
        return actions[0]
