"""The host's own computer players: the seats given to a computer (`--seat N=LEVEL`) and the
away seats whose place a computer keeps. They see what any seat sees (its view and legal
actions) and their actions go through `Table.commit` like every other, with their seat and
the version they thought on.

Answers in order of arrival (the copies of an Austin Powers gesture, AP-7.6): the host's
clock is the one that counts. Its computer players answer such a question only once their
own reaction time has passed since it opened, and every answer, theirs and the remote
players' (`arrive`, from `Host.commit`), is stamped ``together`` when it came within
`TIE_SECONDS` of the one before it (tabletop/ai/reaction.py).
"""

from __future__ import annotations

import time
from typing import Any

from ..ai.reaction import Race, arrival_moment, by_arrival


def _race(host) -> Race | None:
    """The host's race now, if the seats asked answer in order of arrival."""
    table = host.table
    race: Race = host.race
    racing = table is not None and arrival_moment(host.game, table.match.state)
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


def act_once(host) -> bool:
    """Let one of the host's computer players act, if one may; True if one did."""
    table = host.table
    if table is None or table.match.over:
        return False
    match, game = table.match, host.game
    state, version = match.state, match.version
    if host.asked_version != version:  # stepping in (an Austin Powers happening): once per position
        host.asked_version = version
        for seat in game.interjectors(state):
            if host.places[seat].played_by_host:
                legal = game.legal_actions(state, seat)
                if legal:
                    try:
                        action = host.bots[seat].interject(game, game.view(state, seat), legal)
                    except Exception:  # noqa: BLE001 - a failing bot lets the moment pass
                        action = None
                    if action is not None and table.commit(action, source="computer", seat=seat,
                                                           version=version).ok:
                        return True
    race = _race(host)
    for seat in game.to_act(state):
        if not host.places[seat].played_by_host:
            continue
        if race is not None and time.monotonic() < race.due_at(seat, host.bots[seat]):
            continue  # its reaction time has not passed (AP-7.6)
        legal = game.legal_actions(state, seat)
        if not legal:
            continue
        try:
            if len(legal) == 1 and legal[0].may_be_given:
                action = legal[0]
            else:
                bot = host.bots[seat]
                action = bot.choose(game, game.view(state, seat) if bot.needs_view else None, legal)
        except Exception:  # noqa: BLE001 - a failing bot: the first legal action, the game goes on
            action = legal[0]
        if race is not None:
            action = race.stamp(action, race.due_at(seat, host.bots[seat]))
        outcome = table.commit(action, source="computer", seat=seat, version=version)
        if not outcome.ok:
            outcome = table.commit(legal[0], source="computer", seat=seat, version=version)
        return outcome.ok
    return False
