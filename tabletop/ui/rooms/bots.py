"""Computer players at the table: they think off the UI (the window never freezes) and their
actions are shown as the same drags a human makes, then played.
"""

from __future__ import annotations

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


@dataclass
class Animation:
    """A computer player's action being shown before it is played."""

    action: Action
    dur: float
    piece: str | None = None
    t: float = 0.0


class ComputerPlayers:
    """The bots of the seats that are not human, their thinking and their animations."""

    def __init__(self, table: "TableScene", threaded: bool, delay: float, seed: int) -> None:
        self.table = table
        self.threaded = threaded
        self.delay = delay
        self.bots = {i: make_bot(s.bot, seed * 7 + i) for i, s in enumerate(table.seats) if not s.human}
        self.job: BotJob | None = None
        self.anim: Animation | None = None
        #: the history length at which the bots were last offered to step in (AP-7.7)
        self.asked: int | None = None

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
                action = self.anim.action
                self.anim = None
                try:
                    t.match.play(action)
                except IllegalActionError as err:  # a bot bug must not kill the table
                    t.refuse(f"Computer player error: {err}")
                t.refresh()
            return
        if self.job is None and self._step_in():
            return
        if t.state.result is not None or t.acting is None or t.is_human(t.acting) or t.readonly:
            return
        if t.app is not None and t.app.top is not t:
            return
        seat = t.acting
        banner = t.news.banner
        if self.job is None and banner is not None and banner.t < min(1.6, 3 * self.delay):
            return  # let the players read the line just played
        if self.job is None:
            self._start(seat)
        job = self.job
        if job is None or job.result is None:
            return
        self.job = None
        if job.hist != len(t.match.history):
            return  # the position changed meanwhile (undo): think again
        self._animate(job.result)

    def _step_in(self) -> bool:
        """Offer each computer player that may step in now (AP-7.7) its own choices, once per
        position; the first that takes one is shown and played."""
        t = self.table
        n = len(t.match.history)
        if self.asked == n or t.state.result is not None or t.readonly:
            return False
        if t.app is not None and t.app.top is not t:
            return False
        self.asked = n
        for seat in t.game.interjectors(t.state):
            bot = self.bots.get(seat)
            interject = getattr(bot, "interject", None)  # a stand-in without it never steps in
            legal = t.game.legal_actions(t.state, seat) if interject is not None else []
            if legal:
                action = interject(t.game, t.game.view(t.state, seat), legal)
                if action is not None:
                    self._animate(action)
                    return True
        return False

    def _start(self, seat: int) -> None:
        t = self.table
        legal = t.game.legal_actions(t.state, seat)
        bot = self.bots[seat]
        view = t.game.view(t.state, seat) if bot.needs_view else None
        job = BotJob(seat, len(t.match.history))
        self.job = job
        game = t.game

        def think():
            job.result = bot.choose(game, view, legal)

        if self.threaded:
            threading.Thread(target=think, daemon=True).start()
        else:
            think()

    def _animate(self, action: Action) -> None:
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
        self.anim = Animation(action, dur, move[0] if move else None)

    def settle(self) -> None:
        """Finish every animation at once (tests and screenshots)."""
        while self.anim is not None:
            self.anim.t = self.anim.dur
            self.update(0)
        self.table.physics.settle()
