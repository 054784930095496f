"""Who the game waits for, and the automatic steps between two decisions.

The moment of a game is its *mode*, read from the state:

==================  ===============================================  ============================
mode                waiting for                                       `to_act`
==================  ===============================================  ============================
``proposal``        the others: end the game by score? (AP-10.3)      all who have not answered
``gesture``         the others to copy a gesture or not (AP-7.3)      all who have not answered
                                                                      (the order of the copies
                                                                      is the order they are
                                                                      committed, AP-7.6)
``show``            the user to show a happening (AP-7.4; the target  the user
                    too when the last copies came together)
``ship-answer``     one player to answer a ship agent (AP-9.2)        that player (seat order)
``help``            players outside the battle to offer a bone        all who have not answered
``bone``            the side to play in a showdown (AP-5.3)           its controller
``actions``         the turn player's next action (AP-4.1)            the turn player (the
                    others may start a happening meanwhile, AP-7.7)
``evening-hand``    the turn player: discard the whole hand? (AP-8.1) the turn player
``evening-discard`` players above six cards, one discard at a time   all of them
==================  ===============================================  ============================

When several seats may act, they are listed in seat order after the player who opened the
question, and any of them may answer first (AP-5.7); a bot driver simply lets the first act,
except for the copies of a gesture, whose order counts: there each computer player answers
after its reaction time (happenings.py says how the timing reaches the engine).

Who is asked never depends on hidden cards (AP-5.7): a ship answer, a help round and the side
to play in a showdown go to every player concerned who holds any card, whether or not one
of them could be played; a player who holds nothing usable has one legal action, the pass
(``no-ship``, ``no-offer``, ``no-bone``: `Action.passes`). Only an empty hand, which everyone
sees, is skipped (and not even that with the option `prompt_everyone`). Likewise the user of
a happening is asked which one to show even with a single one in hand (AP-7.4). Such
one-action decisions cost the players nothing: computer players answer them at once, and
the table gives them for a human who sits alone with computer players
(`Action.may_be_given`, tabletop/ui/rooms/bots.py).

`advance` runs after every action and performs what needs nobody's decision: ending a
showdown whose side to play holds no card and cannot call for help, passing over empty
hands, the draws of Evening Up and the change of turn. The actions never
end by themselves: the turn player ends them (``end``), so that the others have their moment
after the last action (AP-7.7). It stops at the next real decision or at the end of the game.
"""

from __future__ import annotations

from ...engine.game import Event
from ...words import msg
from . import evening, happenings, ships, showdown, victory
from .state import HAND_SIZE, APState, moment_name


def mode(s: APState) -> str:
    """The name of the moment (state.py `moment_name`; `moment` is the tagged form)."""
    return moment_name(s)


def to_act(s: APState, m: str | None = None) -> list[int]:
    """The seats asked now; `m`: the mode of `s` when the caller already has it."""
    if m is None:
        m = moment_name(s)
    if m == "actions" or m == "evening-hand":
        return [s.turn_player]
    if m == "bone":
        sd = s.in_showdown()
        return [sd.seats[sd.to_play]]
    if m == "gesture":  # AP-7.6: anyone may copy next; the order of the copies is the order committed
        return list(s.in_gesture().waiting)
    if m == "ship-answer":
        return [s.in_ship_round().waiting[0]]
    if m == "help":
        return list(s.in_showdown().helpers)
    if m == "proposal":
        return list(s.in_proposal().waiting)
    if m == "show":
        return [s.in_gesture().user]
    if m == "evening-discard":
        n = s.seats
        return [p for p in ((s.turn_player + i) % n for i in range(n)) if len(s.hands[p]) > HAND_SIZE]
    return []


def advance(g, s: APState, events: list[Event] | None) -> None:
    """Carry out every automatic step until someone must decide or the game is over."""
    everyone = s.options.prompt_everyone
    while s.result is None:
        if s.proposal is not None:
            if s.proposal.waiting:
                return
            victory.agreed(g, s, events)
            return
        ge = s.gesture
        if ge is not None:
            if ge.waiting:
                return
            if not ge.copiers:
                happenings.nobody_copied(s, events)
                continue
            return  # the user shows one, even with a single one in hand (AP-7.4)
        if s.ship_round is not None:
            rnd = s.ship_round
            while rnd.waiting and not everyone and not s.hands[rnd.waiting[0]]:
                rnd.waiting.pop(0)  # an empty hand (public): nothing to answer with
            if rnd.waiting:
                return
            ships.close_round(s, events)
            continue
        sd = s.showdown
        if sd is not None:
            if sd.helping:
                if not everyone:
                    sd.helpers = [p for p in sd.helpers if s.hands[p]]  # empty hands (public)
                if sd.helpers:
                    return
                if events is not None:
                    caller = sd.seats[sd.to_play]
                    events.append(Event("no-help", msg("Nobody throws a bone for {who}.", who=s.names[caller]), (),
                                        caller))
                showdown.finish(g, s, events)  # nobody offered: the side did not play (AP-5.5)
                continue
            if sd.called[sd.to_play]:
                showdown.open_help(g, s, events)
                continue
            if not everyone and not showdown.may_answer(s):
                showdown.finish(g, s, events)  # the side to play cannot play (AP-5.4)
                continue
            return
        if s.phase == "actions":
            return
        if s.phase == "evening-hand":
            if s.hands[s.turn_player]:
                return
            evening.draw_up(g, s, events)
            continue
        if s.phase == "evening-discard":
            if any(len(h) > HAND_SIZE for h in s.hands):
                return
            evening.next_turn(s, events)
            victory.check_stalemate(g, s, events)
            continue
        raise AssertionError(f"unknown phase {s.phase!r}")
