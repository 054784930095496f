"""A computer player at another machine: a client whose seat a tabletop/ai bot plays.

It reads only what the host sent its seat: the view (rebuilt with `Game.from_data`), the legal
actions in notation (parsed back into actions), `version`. When the game waits for its seat it
chooses one of those actions and sends that action's own text, stamped with the version; when
it may step in (an Austin Powers happening) it is asked once per position, as at the table.

The bot thinks on a thread, never in the client's event loop: the connection keeps answering
the host's pings, and reads chat and undo requests, however long a search takes. An answer
that comes after the position moved on is dropped, and the bot thinks again on the new one.
"""

from __future__ import annotations

import asyncio
import sys

from ..ai.base import make_bot
from ..ai.bot import Bot
from ..engine.game import Game
from ..games.registry import entry
from .client import Client


#: seconds after which an action the host did not answer is sent again
ANSWER_SECONDS = 2.0


class ComputerPlayer:
    """Plays the seat of `client` with the bot `level`."""

    def __init__(self, client: Client, level: str, seed: int = 0, out=None) -> None:
        self.client = client
        self.level = level
        self.seed = seed
        self.game: Game | None = None
        self.bot: Bot | None = None
        self.answered = -1  # the version last answered (or stepped in on)
        self.result: dict | None = None
        self.refusals = 0
        self.out = out if out is not None else sys.stderr
        self.thinking: asyncio.Task | None = None
        self.watch: asyncio.Future | None = None
        client.on_message = self.on_message

    async def on_message(self, m: dict) -> None:
        kind = m.get("type")
        if kind == "welcome":
            self.answered = -1  # (again) connected: what was sent before the drop may be lost
            self.game = entry(m["game"]).load()
            self.bot = make_bot(self.level, self.seed * 31 + (m["seat"] or 0))
        elif kind == "update":
            if m["result"] is not None:
                self.result = m["result"]
                self.client.stop()
                return
            await self.decide(m)
        elif kind == "refused":
            self.refusals += 1
            print(f"{self.client.name}: the host refused {m['action']!r}: {m['reason']} [{m['rule']}]", file=self.out)
            pos = self.client.position
            if pos is not None and pos["version"] == m["version"] and pos["legal"]:
                await self.client.act(pos["legal"][0], pos["version"])  # never stall the game
        elif kind == "error" and self.client.position is not None:
            # the host did not take the last message (a flood, a slip): think again on the position
            print(f"{self.client.name}: the host said: {m['reason']}", file=self.out)
            await asyncio.sleep(0.2)
            self.answered = -1
            await self.decide(self.client.position)
        elif kind == "undo-ask":
            await self.client.send({"type": "consent", "ask": m["ask"], "yes": True})

    async def decide(self, m: dict) -> None:
        """Think about update `m` on a thread (at most one thought at a time; a position that
        came meanwhile is thought about when it ends)."""
        if self.thinking is not None and not self.thinking.done():
            return
        seat, legal_text, version = m["seat"], m["legal"], m["version"]
        game, bot = self.game, self.bot
        if game is None or bot is None or seat is None or not legal_text or version == self.answered:
            return
        if seat not in m["to_act"] and seat not in m["may_step_in"]:
            return
        self.answered = version
        self.thinking = asyncio.create_task(self._think(m))

    async def _think(self, m: dict) -> None:
        seat, legal_text, version = m["seat"], m["legal"], m["version"]
        game, bot = self.game, self.bot
        assert game is not None and bot is not None
        loop = asyncio.get_running_loop()
        choice = await loop.run_in_executor(None, self._choose, game, bot, m)
        pos = self.client.position
        if pos is None or pos["version"] != version:
            if pos is not None:
                self.answered = -1
                asyncio.get_running_loop().call_soon(lambda: asyncio.ensure_future(self.decide(pos)))
            return
        if choice is not None:
            await self.client.act(legal_text[choice], version)
            self.watch = asyncio.ensure_future(self._answer_due(version))

    async def _answer_due(self, version: int) -> None:
        """No answer in time (the host dropped the action: a flood): think again."""
        await asyncio.sleep(ANSWER_SECONDS)
        pos = self.client.position
        if pos is not None and pos["version"] == version and self.answered == version:
            self.answered = -1
            await self.decide(pos)

    @staticmethod
    def _choose(game: Game, bot: Bot, m: dict) -> int | None:
        """On the thread: the index of the chosen action in the update's legal list, or None."""
        seat = m["seat"]
        legal = [game.parse(None, t) for t in m["legal"]]
        if seat in m["to_act"]:
            if len(legal) == 1 and legal[0].may_be_given:
                return 0
            view = game.from_data(m["view"]) if bot.needs_view else None
            return legal.index(bot.choose(game, view, legal))  # type: ignore[arg-type]
        stepped = bot.interject(game, game.from_data(m["view"]), legal)
        return None if stepped is None else legal.index(stepped)
