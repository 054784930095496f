"""Computer players at the table: they think off the UI (the window never freezes) and their
actions are shown as the same drags a human makes, then played.

Where they think (`mode`): "process" (the program: a worker process, tabletop/ai/worker.py,
gets the game's name, the bot's name and seed, the seat's view and the legal list, and
answers an action; the table never waits on it), "thread" (a thread beside the window) or
"inline" (at once, in the frame: tests). A bot the table did not make from its name (a test's
own) thinks in a thread even in "process" mode.

A computer player that fails (it raises, or returns an action the engine refuses) never
stalls the game: the table says in one line which one failed and why, the seat falls back
to the next simpler bot (search, then greedy, then random) and play goes on. Should even
the random bot fail, the seat's first legal action is played.

A seat whose only legal action needs no thought (`Action.may_be_given`: a pass such as no
ship agent, no offer, no bone; showing the one happening one holds) is not waited for
(`give_forced`): a human's is played at once when no other human sits at the table, a
computer player's as soon as the line just played is read, which is when it would start to
think had it a choice; and any pass a computer player chooses is played without an
animation. The answer to a question the seat could pass on is shown no sooner than
`answer_wait` after the line before it is read, whether the bot thought (a hard bot holding
a ship agent thinks 0.2-0.4 s) or the table gave its only answer: the pace shows nothing of
the hand (issue 25; only a bot thinking longer than the wait could still be told apart). With two or more humans (hot-seat) each is
asked, cover screen and all: an answer given for them would show the others that they held
nothing else. Undo skips the answers the table gave, like the computer moves.

Answers in order of arrival (the copies of an Austin Powers gesture, AP-7.6; an action with a
field ``together``, tabletop/ai/reaction.py): where the players do not share the mouse, the
question is a race on the table's clock (`_race`). Each computer player asked answers once its
own reaction time (drawn from its level and seed) has passed since the question opened, and a
human answers by clicking; every answer, theirs and the human's (`arrived`, which the table
calls before it commits the human's action), is stamped ``together`` when it came within
`TIE_SECONDS` of the one before it. At one shared mouse (hot-seat) nobody races: the table asks
in seat order (seats.py) and nothing is timed.
"""

from __future__ import annotations

import sys
import threading
import time

from ...ai.base import make_bot
from .botrace import TableRace
from .botjobs import FALLBACK, MODES, POLL_SECONDS, THINK_LIMIT, Animation, BotJob, FirstLegal, failure_text
from ...ai.worker import shared_worker
from ...words import msg
from ...engine.actions import Action
from ...play import Seat
from ..adapter import GameUI, Target
from ..app import wake_up
from ..physics import Physics
from .shown import Acts, Shown


#: the table's standard delay, at which the adapters' paces are given (a table with a shorter
#: delay, a test's, shows the moves faster in proportion)
PACE_DELAY = 0.55


class ComputerPlayers:
    """The bots of the seats that are not human, their thinking and their animations."""

    def __init__(self, door, seats: list[Seat], ui: GameUI, shown: Shown, physics: Physics, acts: Acts,
                 log, at_mouse, mode: bool | str, delay: float, seed: int) -> None:
        self.door = door
        self.ui = ui
        self.shown = shown
        self.physics = physics
        self.acts = acts
        self.log = log
        self.at_mouse = at_mouse
        self.mode = mode if isinstance(mode, str) else ("thread" if mode else "inline")
        if self.mode not in MODES:
            raise ValueError(f"computer players think {' / '.join(MODES)}, not {mode!r}")
        self.delay = delay
        self.seed = seed
        self.bots: dict = {}
        #: the bots the table made from their names: those may think in the worker process
        self.named: dict[int, tuple[str, int, object]] = {}
        for i, s in enumerate(seats):
            if s.computer:  # (a remote seat is played at its own computer, never here)
                self._seat_bot(i, s.bot)
        self.job: BotJob | None = None
        self.anim: Animation | None = None
        #: the history length at which the bots were last offered to step in (AP-7.7)
        self.asked: int | None = None
        #: the history indices of the answers the table gave for a lone human (`give_forced`)
        self.given_for_humans: set[int] = set()
        #: the table's clock; (history length, version, clock) when the last line was read
        self.clock = 0.0
        self._open: tuple[int, int, float] | None = None
        #: (history length, clock, seconds): the pace of the moves last played (`pace_left`)
        self._paced: tuple[int, float, float] | None = None
        #: the question answered in order of arrival now, on the table's clock (AP-7.6)
        self.race = TableRace(self)
        if self.mode == "process" and self.bots:
            shared_worker().warm()

    def _seat_bot(self, seat: int, name: str) -> None:
        seed = self.seed * 7 + seat
        bot = self.bots[seat] = make_bot(name, seed)
        self.named[seat] = (name, seed, bot)

    @property
    def threaded(self) -> bool:
        """Whether the computer players think beside the window (a thread or a process)."""
        return self.mode != "inline"

    @threaded.setter
    def threaded(self, value: bool) -> None:
        self.mode = "thread" if value else "inline"

    @property
    def busy(self) -> bool:
        """A computer player is thinking or showing its move."""
        return self.job is not None or self.anim is not None

    @property
    def answer_wait(self) -> float:
        """Read line to a bot's answer to a question it could pass on (> a hard bot's thought)."""
        return min(0.8, 1.5 * self.delay)

    def _hold_left(self) -> float:
        """Seconds until an answer to the open question may be shown (asked once it is read)."""
        door = self.door
        if self._open is None or self._open[:2] != (len(door.history), door.version):
            self._open = (len(door.history), door.version, self.clock)
        return max(0.0, self.answer_wait - (self.clock - self._open[2]))

    def waiting_for_bot(self) -> int | None:
        """The computer seat the table waits for now (None: a human, a replay, an overlay)."""
        acting = self.shown.acting
        if self.door.result is not None or acting is None or self.acts.is_human(acting) or self.shown.readonly:
            return None
        if not self.acts.topmost():
            return None
        return acting if acting in self.bots else None

    def wake_in(self) -> float | None:
        """Seconds until a computer player starts to think, or until its answer is looked for."""
        if self.anim is not None:
            return 0.0
        due = self.race.due()
        if due is not None:
            return due
        if self.job is None and self.asked != len(self.door.history) and self._steppers():
            return 0.0  # a computer player may step in (AP-7.7)
        if self.waiting_for_bot() is None:
            return None
        if self.job is not None:
            if not self.job.done:
                return POLL_SECONDS  # its thread also wakes the loop
            return self._hold_left() if self.job.question else 0.0
        banner = self.log.banner
        left = max(0.0, min(1.6, 3 * self.delay) - banner.t) if banner is not None else 0.0
        left = max(left, self.pace_left())
        if left == 0.0 and not self.reading() and self._forced(True) is not None:
            return self._hold_left()  # its only answer, at the pace of one thought about
        return left

    def cancel(self) -> None:
        """Forget what is being thought or shown (undo)."""
        if self.job is not None and self.job.future is not None:
            self.job.future.cancel()  # not begun yet: the worker is spared it
        self.job = None
        self.anim = None

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.anim is not None:
            self.anim.t += dt
            if self.anim.t >= self.anim.dur:
                shown = self.anim
                self.anim = None
                self._commit(shown.seat, shown.action, shown.version)
            return
        if self.job is None and self._step_in():
            return
        if self.job is None and self.race.step():
            return  # a race: the computer players answer on their own clocks
        seat = self.waiting_for_bot()
        if seat is None:
            return  # a human's turn, or every bot of this seat failed (see `fail`)
        if self.job is None and self.reading():
            return  # let the players read the line just played
        if self.job is None and self.give_forced():
            return  # the table redrew when it heard of each
        if self.job is None and self._forced(True) is not None:
            return  # a computer player's only answer, given when `answer_wait` is over
        if self.job is None:
            self._start(seat)
        job = self.job
        if job is not None:
            job.collect()
            if not job.done and time.perf_counter() - job.started > THINK_LIMIT:
                job.error = msg("it thought for more than {n} s", n=f"{THINK_LIMIT:g}")
                if job.future is not None:
                    shared_worker().restart()  # a stuck worker: a new one for the next bot
        if job is None or not job.done or (job.question and self._hold_left() > 0):
            return
        self.job = None
        if job.version != self.door.version:
            return  # the position changed meanwhile (undo): think again
        if job.error is not None:
            self.fail(job.seat, job.error)
            return  # the simpler bot thinks on the next frame
        result = job.result
        if result is None:
            return  # (a job ends with a result or an error)
        if result.passes:  # nothing to show moving: played at once, like a forced pass
            self._play_now(job.seat, result, job.version)
        else:
            self._animate(job.seat, result)

    def reading(self) -> bool:
        """Whether the players are still given time to read the line just played (or it is
        not even shown yet): its banner, and the move's own pace (`pace_left`)."""
        log = self.log
        if len(self.door.history) > log.seen_entries:
            return True
        paced = self.pace_left() > 0  # (its clock starts as the line is shown, banner or not)
        banner = log.banner
        return banner is not None and banner.t < min(1.6, 3 * self.delay) or paced

    def pace_left(self) -> float:
        """Seconds until the moves just played are followed, at a newcomer's pace: the adapter's
        `pace` of each (a Sandstorm sending a division home longer than a pass), in proportion
        to the table's delay; so a burst of computer moves is shown one after another."""
        door = self.door
        n = len(door.history)
        if self._paced is None or self._paced[0] != n:
            start = self._paced[0] if self._paced is not None and self._paced[0] < n else n - 1
            new = door.history[max(0, start):n]
            secs = max((self.ui.pace(e) for e in new), default=0.0) * self.delay / PACE_DELAY
            self._paced = (n, self.clock, secs)
        return max(0.0, self._paced[1] + self._paced[2] - self.clock)

    def _play_now(self, seat: int, action: Action, version: int) -> None:
        self._commit(seat, action, version)

    def _commit(self, seat: int, action: Action, version: int) -> None:
        """Hand the computer player's action to the table's one door, as the seat's own,
        stamped with the position it was worked out on; the table redraws when it is played."""
        outcome = self.door.commit(action, source="computer", seat=seat, version=version)
        if outcome.stale:  # someone moved meanwhile (a step-in, redo, undo)
            self.acts.refresh()  # not the bot's fault: it thinks again on the new position
        elif outcome.refusal is not None:  # a bot bug must not kill the table
            self.fail(seat, msg("it chose an action the rules refuse ({why})", why=outcome.refusal))
            self.acts.refresh()

    def give_forced(self) -> bool:
        """Play every answer that is all its seat may do and needs no thought (a pass, the one
        happening to show): a human's only when no other human sits at the table, a computer
        player's once the line just played is read, as its answer would come if it had a
        choice (so the pace shows nothing). Whether anything was played."""
        door = self.door
        n = len(door.history)
        self.given_for_humans = {i for i in self.given_for_humans if i < n}  # forget what Undo took back
        if self.shown.readonly or self.busy or not self.acts.topmost():
            return False
        bots = not self.reading() and self._hold_left() <= 0
        while door.result is None:
            action = self._forced(bots)
            if action is None:
                break
            if self.acts.is_human(action.seat):
                self.given_for_humans.add(len(door.history))
            if not door.commit(action, source="given", seat=action.seat).ok:
                break  # (the engine offered it: cannot happen, but never loop on it)
        return len(door.history) != n

    def _forced(self, bots: bool) -> Action | None:
        """The one legal action of the first seat asked now, if the table may give it (for
        the computer players too when `bots`)."""
        lone = self.at_mouse.humans() == 1
        for p in self.door.to_act():
            if lone if self.acts.is_human(p) else bots and p in self.bots:
                legal = self.door.legal(p)
                if len(legal) == 1 and legal[0].may_be_given:
                    return legal[0]
        return None

    def given_by_table(self, index: int) -> bool:
        """Whether history entry `index` is an answer the table gave for a human (Undo skips it)."""
        return index in self.given_for_humans and index < len(self.door.history)

    def fail(self, seat: int, why: str) -> None:
        """The bot of `seat` failed: say so in one line and seat the next simpler one."""
        old = self.bots.get(seat)
        name = getattr(old, "name", "bot")
        simpler = FALLBACK.get(name, "random") if name != FirstLegal.name else None
        names = self.door.names
        player = names[seat] if seat < len(names) else msg("seat {n}", n=seat + 1)
        if simpler is None:  # not even a legal action was accepted: the position is broken
            self.bots.pop(seat, None)
            line = msg("{player}'s computer player ({name}) failed: {why}; nobody plays for {player} now.",
                       player=player, name=name, why=why)
        elif simpler == FirstLegal.name:
            self.bots[seat] = FirstLegal()
            line = msg("{player}'s computer player ({name}) failed: {why}; the first legal action is played "
                       "for {player} from now on.", player=player, name=name, why=why)
        else:
            self._seat_bot(seat, simpler)
            line = msg("{player}'s computer player ({name}) failed: {why}; {simpler} plays for {player} now.",
                       player=player, name=name, why=why, simpler=simpler)
        print(line, file=sys.stderr)
        self.acts.show_refusal(line)

    def arrived(self, action: Action) -> Action:
        """A human's `action` as it arrives now (the table commits what this returns): in a
        race, stamped ``together`` when it came close behind the answer before it (botrace.py)."""
        return self.race.arrived(action)

    def _steppers(self) -> list[int]:
        """The computer seats that may step in now (AP-7.7)."""
        if self.door.result is not None or self.shown.readonly or not self.acts.topmost():
            return []
        return [p for p in self.door.interjectors() if p in self.bots]

    def _step_in(self) -> bool:
        """Offer each computer player that may step in now (AP-7.7) its own choices, once per
        position (the heuristic answers at once); the first that takes one is shown and played."""
        door = self.door
        n = len(door.history)
        if self.asked == n:
            return False
        steppers = self._steppers()
        if not steppers and not self.acts.topmost():
            return False  # an overlay: ask when the table is back
        self.asked = n
        for seat in steppers:
            bot = self.bots.get(seat)
            interject = getattr(bot, "interject", None)  # a stand-in without it never steps in
            legal = door.legal(seat) if interject is not None else []
            if legal and interject is not None:
                action = interject(door.game, door.view(seat), legal)
                if action is not None:
                    self._animate(seat, action)
                    return True
        return False

    def _start(self, seat: int) -> None:
        door = self.door
        legal = door.legal(seat)
        bot = self.bots[seat]
        view = door.view(seat) if bot.needs_view else None
        job = BotJob(seat, door.version, question=any(a.may_be_given for a in legal))
        self.job = job
        game = door.game
        named = self.named.get(seat)
        if self.mode == "process" and named is not None and named[2] is bot:
            job.future = shared_worker().submit(game, named[0], named[1], view, legal,
                                                done=lambda _f: wake_up())
            return

        def think():
            try:
                job.result = bot.choose(game, view, legal)
            except Exception as exc:  # noqa: BLE001 - any bug of a bot: the seat falls back
                job.error = failure_text(exc)
            if self.mode != "inline":
                wake_up()

        if self.mode != "inline":
            threading.Thread(target=think, daemon=True).start()
        else:
            think()

    def _animate(self, seat: int, action: Action) -> None:
        move = self.ui.animation(self.shown.view, action, self.door.drops_of(action))
        pieces, targets = self.shown.pieces, self.shown.targets
        dur = self.delay
        if move is not None and move[0] in pieces:
            pid, tid = move
            tg = targets.get(tid) or (Target(tid, pieces[tid].rect) if tid in pieces else None)
            if tg is not None and tid != pid:
                cx, cy = tg.rect[0] + tg.rect[2] / 2, tg.rect[1] + tg.rect[3] / 2
                self.physics.set_home(pid, (cx, cy))
        else:
            dur = self.delay * 0.4
        self.anim = Animation(action, dur, seat, move[0] if move else None, version=self.door.version)

    def settle(self) -> None:
        """Finish every animation at once (tests and screenshots)."""
        while self.anim is not None:
            self.anim.t = self.anim.dur
            self.update(0)
        self.physics.settle()
