"""The host's own computer players: the seats given to a computer (`--seat N=LEVEL`) and the
away seats whose place a computer keeps. They see what any seat sees (its view and legal
actions) and their actions go through `Table.commit` like every other, with their seat and
the version they thought on.
"""

from __future__ import annotations


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
    for seat in game.to_act(state):
        if not host.places[seat].played_by_host:
            continue
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
        outcome = table.commit(action, source="computer", seat=seat, version=version)
        if not outcome.ok:
            outcome = table.commit(legal[0], source="computer", seat=seat, version=version)
        return outcome.ok
    return False
