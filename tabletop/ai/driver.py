"""Play a whole game between bots, headless: the loop behind `simulate` and the tests.

Whenever several seats may act at once (offers of help), the seats are asked in the order
the engine lists them in `to_act`; the first is the one the game waits for. Where the order of
the answers counts (the copies of an Austin Powers gesture: an action class with a field
``together``, tabletop/ai/reaction.py), each seat answers after its bot's reaction time,
drawn from its level and seed when the question opened: the quickest answers first, and an
answer within `TIE_SECONDS` of the one before it is played as come together with it. Before each such decision, every seat that may step in (`interjectors`: an
Austin Powers happening between the turn player's actions) is offered its own legal
actions, in seat order (`Bot.interject`). No human sits here: the game's
`unattended_options` apply unless the setup sets them (AP-10.3). Each bot gets `game.view(state, seat)` and its own legal actions, never the
state itself, and what it returns goes through the match's one door (`Match.play`: checked
by the whole pipeline, like any player's action). Nobody reads the log of a simulated game, so
the match writes none of it (tabletop/engine/history.py).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import cast

from ..engine.game import Game, Result, Setup, State
from ..engine.history import Match
from .bot import Bot
from .reaction import Arrivals, arrival_answers, bot_reaction


@dataclass
class GameRecord:
    setup: Setup
    actions: list[str]
    result: Result | None
    turns: int | None
    decisions: int
    think_seconds: dict[int, float] = field(default_factory=dict)
    #: (seat, seconds) of every decision that had more than one legal action
    decision_times: list[tuple[int, float]] = field(default_factory=list)
    final: State | None = None
    #: how many times each verb was played (`simulate` reports those of `GameHooks.counted_verbs`)
    verbs: dict[str, int] = field(default_factory=dict)
    #: the seat asked first (the first player)
    first: int | None = None


def play_bots(game: Game, setup: Setup, bots: list[Bot], max_actions: int = 20000,
              keep_actions: bool = True, watch=None) -> GameRecord:
    """Let `bots` (one per seat) play `setup` to the end, or stop after `max_actions`.

    `watch(state, seat, legal, action)`, when given, sees every decision before it is played
    (the per-card figures of `simulate --cards`)."""
    setup = game.unattended(setup)
    match = Match(game, setup, undo="all")
    state = match.state
    actions: list[str] = []
    think: dict[int, float] = {}
    times: list[tuple[int, float]] = []
    verbs: dict[str, int] = {}
    asked = game.to_act(state)
    first = asked[0] if asked else None
    n = 0
    clock = time.perf_counter
    race: tuple[int, Arrivals, dict[int, float]] | None = None  # (opened at, its clock, reactions)
    while state.result is None and n < max_actions:
        stepped = False
        for other in game.interjectors(state):
            offer = game.legal_actions(state, other)
            if not offer:
                continue
            bot = bots[other]
            t0 = clock()
            action = bot.interject(game, game.view(state, other), offer)
            think[other] = think.get(other, 0.0) + clock() - t0
            if action is not None:
                if keep_actions:
                    actions.append(game.format(action))
                if watch is not None:
                    watch(state, other, offer, action)
                verbs[action.verb] = verbs.get(action.verb, 0) + 1
                match.play(action)
                n += 1
                stepped = True
                break
        if stepped:
            continue
        asked = game.to_act(state)
        seat = asked[0]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"{game.name}: seat {seat} must act but has no legal action")
        timed = arrival_answers(legal)
        if timed:  # the quickest answers first (reaction times drawn when the question opened)
            if race is None:
                race = (n, Arrivals(), {})
            opened, _, reacts = race
            for p in asked:
                if p not in reacts:
                    reacts[p] = bot_reaction(bots[p], opened)
            seat = min(asked, key=lambda p: (reacts[p], asked.index(p)))
            if seat != asked[0]:
                legal = game.legal_actions(state, seat)
        else:
            race = None
        t0 = clock()
        bot = bots[seat]
        if len(legal) == 1 and legal[0].may_be_given:
            action = legal[0]  # a pass (or the one happening to show): nothing to think about
        else:
            # a bot that reads no view (needs_view False: the random player) is spared making one
            view = game.view(state, seat) if bot.needs_view else None
            action = bot.choose(game, cast(State, view), legal)
        if timed and race is not None:
            action = race[1].stamp(action, race[2][seat])
        dt = clock() - t0
        think[seat] = think.get(seat, 0.0) + dt
        if len(legal) > 1:
            times.append((seat, dt))
        if keep_actions:
            actions.append(game.format(action))
        if watch is not None:
            watch(state, seat, legal, action)
        verbs[action.verb] = verbs.get(action.verb, 0) + 1
        match.play(action)
        n += 1
    return GameRecord(setup, actions, state.result, game.turns_taken(state), n, think, times, state,
                      verbs, first)


def replay(game: Game, record: GameRecord) -> Match:
    return Match.replay(game, record.setup, record.actions)
