"""The monkey: random mouse and keyboard events, resizes and focus changes on a live table.

No exception may escape, the engine's invariants must still hold afterwards, the game must
have moved on (the monkey's own gestures played actions, the computer answered), and the same
table must then be able to play the game to its end. CI sends a few thousand events per
table; `pytest --slow` sends 50,000.
"""

import os

import pygame
import pytest
from drive import app

from tabletop.engine.rng import Rng
from tabletop.ui.adapter import Piece
from tabletop.ui.gameover import GameOverScene
from tabletop.ui.launch import GameChoice, build_table
from tabletop.ui.table import TableScene
from tabletop.play import Seat
from tabletop.ui.title import TitleScene

SLOW = os.environ.get("TABLETOP_SLOW") == "1"
EVENTS = int(os.environ.get("TABLETOP_MONKEY_EVENTS", 50000 if SLOW else 2500))
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_h, pygame.K_F1, pygame.K_z, pygame.K_y,
        pygame.K_s, pygame.K_o, pygame.K_v, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_a, pygame.K_BACKSPACE, pygame.K_TAB]
SIZES = [(1280, 800), (1024, 600), (800, 500), (640, 400), (1600, 1000), (700, 900)]


def monkey(game: str, players: int, seed: int) -> dict:
    a = app()
    seats = [Seat("")] + [Seat.of("", i % 2 == 0, "random") for i in range(1, players)]
    table = build_table(GameChoice(game, players, seats, seed=seed), threaded_bots=False)
    table.computer.delay = 0.01
    a.push(TitleScene(game))
    a.push(table)
    rng = Rng(seed)
    counts = {"events": 0, "actions_seen": 0, "resizes": 0, "monkey_actions": 0, "games_ended": 0,
              "tables": 0}
    seen_tables: set[int] = set()
    ended: set[int] = set()
    buttons = (0, 0, 0)
    for i in range(EVENTS):
        w, h = a.screen.get_size()
        r = rng.randbelow(100)
        top = a.top
        t = a.find(TableScene)
        if r < 25 and t is not None and top is not t and not isinstance(top, TitleScene):
            ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")  # leave a menu
        elif r < 12 and t is not None and top is t and (t.shown.aff.drags or t.buttons.widgets):
            # a purposeful gesture now and then, so that games really move on
            if t.shown.aff.drags and rng.randbelow(3):
                pid = list(t.shown.aff.drags)[rng.randbelow(len(t.shown.aff.drags))]
                tids = list(t.shown.aff.drags[pid])
                tid = tids[rng.randbelow(len(tids))]
                if pid in t.shown.pieces and (tid in t.shown.pieces or tid in t.shown.targets):
                    start, end = t.screen_pos(pid), t.screen_pos(tid)
                    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
                    for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                              pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))):
                        a.step(1 / 60, [e])
                    ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)
                else:
                    continue
            else:
                wdg = t.buttons.widgets[rng.randbelow(len(t.buttons.widgets))]
                a.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wdg.rect.center, button=1)])
                ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wdg.rect.center, button=1)
        elif r < 45:
            # aim at pieces and drop places half of the time, so drags really happen
            if t is not None and t.shown.pieces and rng.randbelow(2):
                pid = list(t.shown.pieces)[rng.randbelow(len(t.shown.pieces))]
                pos = t.screen_pos(pid)
            else:
                pos = (rng.randbelow(w), rng.randbelow(h))
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
        elif r < 65:
            pos = (rng.randbelow(w), rng.randbelow(h))
            buttons = (1, 0, 0)
            ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1 + rng.randbelow(3))
        elif r < 85:
            pos = (rng.randbelow(w), rng.randbelow(h))
            buttons = (0, 0, 0)
            ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1 + rng.randbelow(3))
        elif r < 93:
            mod = [0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT][rng.randbelow(4)]
            ev = pygame.event.Event(pygame.KEYDOWN, key=KEYS[rng.randbelow(len(KEYS))], mod=mod, unicode="x")
        elif r < 95:
            ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.randbelow(5) - 2, flipped=False)
        elif r < 97:
            size = SIZES[rng.randbelow(len(SIZES))]
            counts["resizes"] += 1
            ev = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        else:
            ev = pygame.event.Event([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED][rng.randbelow(2)])
        before = len(t.match.history) if t is not None else 0
        a.step(1 / 60, [ev])
        counts["events"] += 1
        now = a.find(TableScene)
        if now is not None:
            seen_tables.add(id(now))
            if now is t and len(t.match.history) == before + 1 and t.match.history[-1].action.seat == 0:
                counts["monkey_actions"] += 1
            if now.match.state.result is not None:
                ended.add(id(now))
        if not a.running:  # "Quit" was clicked: a user would start the program again
            a.running = True
        if not a.scenes:
            a.push(TitleScene(game))
        del top
    t = a.find(TableScene)
    if t is not None:
        s = t.match.state
        ids = [c for c, _ in t.game.card_locations(s)]
        assert len(ids) == len(set(ids)) and set(ids) == set(s.cards)
        assert all(isinstance(p, Piece) for p in t.shown.pieces.values())
        counts["actions_seen"] = len(t.match.history)
        # the same table then plays on to the end: random actions played and shown the way the
        # table shows a computer player's (play, then refresh), a frame drawn now and then
        if t.match.state.result is None:  # (else the monkey's game has ended already)
            while a.top is not t and a.top is not None and not isinstance(a.top, TitleScene):
                a.pop(a.top)
            for n in range(20000):
                if t.match.state.result is not None:
                    break
                legal = t.game.legal_actions(t.match.state, t.game.to_act(t.match.state)[0])
                t.match.play(legal[rng.randbelow(len(legal))])
                t.refresh()
                if n % 50 == 0:
                    a.step(1 / 60, [])
            a.step(1 / 60, [])
            assert isinstance(a.top, GameOverScene), a.top
        assert t.match.state.result is not None, "the game did not end"
        ended.add(id(t))
    counts["games_ended"] = len(ended)
    counts["tables"] = len(seen_tables)
    return counts


@pytest.mark.parametrize("game,players,seed", [("afterworld", 2, 11), ("austin-powers", 4, 12)])
def test_random_events_never_break_the_table(game, players, seed):
    if game == "austin-powers":
        pytest.importorskip("tabletop.ui.austin_powers.adapter")
    counts = monkey(game, players, seed)
    assert counts["events"] == EVENTS
    assert counts["monkey_actions"] >= 3, counts     # the monkey's own gestures were actions
    assert counts["actions_seen"] >= 10, counts      # the game moved on
    assert counts["games_ended"] >= 1, counts        # and a game ended
    print(f"\nmonkey {game}: {counts}")
