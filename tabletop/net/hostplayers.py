"""The host's own computer players: the seats given to a computer (`--seat N=LEVEL`) and the
away seats whose place a computer keeps. They see what any seat sees (its view and legal
actions) and their actions go through `Table.commit` like every other, with their seat and
the version they thought on (an answer that comes after the position moved is stale: the
player thinks again).

They never think on the server's thread: a player that reads the view (every level but the
random one) thinks on a thread of its own (`THINKERS`, shared by the tables of the process),
and the answer comes back to the server's thread through `Server.call`. A thread, not the
program's worker process (tabletop/ai/worker.py): a host killed with SIGKILL leaves no process
behind, and a server of many tables starts none; the host's process switches threads every
`SWITCH_SECONDS`, so a search that holds the interpreter holds the server's thread back by
that at most. Only what costs nothing is done at once: the only answer a seat has, and the
random player's pick. One computer player thinks at a time per table; after each action the
next one is looked at on the server's next turn, so the messages of the clients are handled
between two computer moves.

Answers in order of arrival (the copies of an Austin Powers gesture, AP-7.6): the host's
clock is the one that counts. Its computer players answer such a question only once their
own reaction time has passed since it opened (the server's loop wakes them then), and every
answer, theirs and the remote players' (`arrive`, from `Host.commit`), is stamped
``together`` when it came within `TIE_SECONDS` of the one before it (tabletop/ai/reaction.py).
"""

from __future__ import annotations

import concurrent.futures as cf
import sys
import time
from typing import TYPE_CHECKING, Any

from ..ai.base import make_bot
from ..ai.bot import Bot
from ..ai.reaction import Race, arrival_answers, by_arrival

if TYPE_CHECKING:
    from .host import Host

#: threads that think for the computer players of this process's tables
THINKERS = 2
#: the interpreter's switch interval while computer players think (the default is 5 ms)
SWITCH_SECONDS = 0.001
_THREADS: cf.ThreadPoolExecutor | None = None


def _threads() -> cf.ThreadPoolExecutor:
    global _THREADS
    if _THREADS is None:
        _THREADS = cf.ThreadPoolExecutor(max_workers=THINKERS, thread_name_prefix="net-think")
        if sys.getswitchinterval() > SWITCH_SECONDS:
            sys.setswitchinterval(SWITCH_SECONDS)
    return _THREADS


def _race(host) -> Race | None:
    """The host's race now, if the seats asked answer in order of arrival."""
    table = host.table
    race: Race = host.race
    racing = False
    if table is not None and not table.match.over:
        asked = table.match.to_act()
        racing = bool(asked) and arrival_answers(table.match.legal_actions(asked[0]))
    return race if race.watch(racing, len(table.match.history) if table else 0, time.monotonic()) else None


def arrive(host, action: Any) -> Any:
    """A remote player's action (notation) as it arrives: in a race, the action stamped
    ``together`` when it came close behind the answer before it; else as it is."""
    race = _race(host)
    if race is None:
        return action
    try:
        parsed = host.game.parse(host.table.match.state, action) if isinstance(action, str) else action
    except Exception:  # noqa: BLE001 - a bad text: Table.commit answers it as usual
        return action
    return race.stamp(parsed, time.monotonic()) if by_arrival(parsed) else action


class Job:
    __slots__ = ("seat", "version", "legal", "kind")

    def __init__(self, seat: int, version: int, legal: list, kind: str) -> None:
        self.seat, self.version, self.legal, self.kind = seat, version, legal, kind


class ComputerSeats:
    """The computer players of one host."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.bots: dict[int, Bot] = {}
        self.job: Job | None = None
        self.asked_version = -1
        self._scheduled = False
        #: moves made, and answers that came too late (tests and the benchmark read them)
        self.moves = 0
        self.stale = 0

    def bot(self, seat: int) -> Bot:
        b = self.bots.get(seat)
        if b is None:
            match = self.host.match
            seed = match.setup.seed if match is not None else self.host.seed
            b = self.bots[seat] = make_bot(self.host.places[seat].seat.bot, seed * 31 + seat)
        return b

    def wake(self) -> None:
        """Look at whether a computer player acts, on the server's next turn."""
        if self._scheduled:
            return
        self._scheduled = True
        server = self.host.server
        loop = getattr(server, "_loop", None)
        if loop is not None and server.on_thread():
            loop.call_soon(self._step)
        else:
            server.call(self._step)

    def close(self) -> None:
        self.job = None

    def _wake_at(self, moment: float) -> None:
        """Look again when the host's clock reaches `moment` (a computer player's reaction time)."""
        server = self.host.server
        loop = getattr(server, "_loop", None)
        if loop is not None:
            loop.call_soon_threadsafe(loop.call_later, max(0.0, moment - time.monotonic()), self.wake)

    def _step(self) -> None:
        self._scheduled = False
        host = self.host
        table = host.table
        if table is None or table.match.over or host.shut or self.job is not None:
            return
        match, game = table.match, host.game
        state, version = match.state, match.version
        if self.asked_version != version:  # stepping in (an Austin Powers happening): once per position
            self.asked_version = version
            for seat in game.interjectors(state):
                if host.places[seat].played_by_host:
                    legal = game.legal_actions(state, seat)
                    if legal and self.bot(seat).needs_view:  # (the random player never steps in)
                        self._think(Job(seat, version, legal, "interject"), game.view(state, seat))
                        return
        race = _race(host)
        for seat in game.to_act(state):
            place = host.places[seat]
            if not place.played_by_host:
                continue
            if race is not None:
                due = race.due_at(seat, self.bot(seat))
                if time.monotonic() < due:  # its reaction time has not passed (AP-7.6)
                    self._wake_at(due)
                    continue
            legal = game.legal_actions(state, seat)
            if not legal:
                continue
            if len(legal) == 1 and legal[0].may_be_given:
                self._play(seat, version, legal[0], legal)
                return
            bot = self.bot(seat)
            if not bot.needs_view:  # the random player: its pick costs nothing
                try:
                    action = bot.choose(game, None, legal)  # type: ignore[arg-type]
                except Exception:  # noqa: BLE001 - a failing bot: the first legal action
                    action = legal[0]
                self._play(seat, version, action, legal)
                return
            self._think(Job(seat, version, legal, "choose"), game.view(state, seat))
            return

    def _think(self, job: Job, view: Any) -> None:
        self.job = job
        host = self.host
        bot = self.bot(job.seat)
        think = bot.interject if job.kind == "interject" else bot.choose
        fut = _threads().submit(think, host.game, view, job.legal)
        fut.add_done_callback(lambda f: host.server.call(self._answered, job, f))

    def _answered(self, job: Job, fut: cf.Future) -> None:
        if job is not self.job:
            return
        self.job = None
        try:
            action = fut.result()
        except Exception:  # noqa: BLE001 - a failing bot (or its worker): the first legal action, or let it pass
            action = job.legal[0] if job.kind == "choose" else None
        if action is not None:
            self._play(job.seat, job.version, action, job.legal if job.kind == "choose" else [])
        else:
            self.wake()

    def _play(self, seat: int, version: int, action: Any, legal: list) -> None:
        """Commit a computer player's action (refused: `legal[0]` instead, if given)."""
        host = self.host
        table = host.table
        if table is None or host.shut:
            return
        if not host.places[seat].played_by_host:
            return  # its player came back meanwhile
        race = _race(host)
        if race is not None:
            action = race.stamp(action, race.due_at(seat, self.bot(seat)))
        outcome = table.commit(action, source="computer", seat=seat, version=version)
        if outcome.stale:
            self.stale += 1
        elif not outcome.ok and legal:
            outcome = table.commit(legal[0], source="computer", seat=seat, version=version)
        if outcome.ok:
            self.moves += 1  # (the change wakes the next one)
        elif outcome.stale or not legal:
            self.wake()  # think again on the position as it is (or, after stepping in, the turn's player)
