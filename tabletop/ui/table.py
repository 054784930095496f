"""The table: one game in progress, drawn from a layout and played with the mouse.

Data flows one way: a drop or click becomes an action, the engine checks and applies it,
and the table redraws what the engine's new state says. The table itself knows no rule:
a `GameUI` adapter tells it what to draw and which gesture does which legal action
(tabletop/ui/adapter.py).

While a piece is dragged, every legal drop place for it lights up, and only those. A drop
anywhere else is refused: the piece flies home and the engine's reason, with its rule id,
is shown. Computer players think in a worker thread (the window never freezes) and their
actions are shown as the same drags. With two or more humans, a cover screen hides the
hands whenever the player at the mouse must change (hot-seat).

When the engine asks several seats at once, the computer players answer first (their answer
is decided when the question opens). If the order of the answers matters (the adapter's
`answer_race`) and humans share the mouse, the table goes *public* (nobody's hidden cards
are shown) and lists one row of buttons per human asked: answers are taken in the order
they are clicked; a player who needs their own cards to answer clicks their "show my cards"
button and gets a cover screen, then their private view.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Callable

import pygame

from ..ai.base import make_bot
from ..engine.actions import Action
from ..engine.errors import IllegalActionError
from ..engine.history import Match, UndoError
from .adapter import Affordances, GameUI, Piece, Target
from .app import Scene
from .layout import Layout
from .physics import Physics
from .reload import LiveReload
from .theme import Fonts, blit_text, blit_wrapped, glow, rounded, shade
from .widgets import ButtonWidget, LogView, Toast, draw_tooltip

DRAG_START_PX = 5
HINT_TEXT = ("Drag to play · Click to expend/choose · Space: pass / next · Ctrl+Z: undo · Ctrl+Y: redo · "
             "H: show legal moves · F1: rules · Ctrl+S: save · Esc: menu")


@dataclass
class SeatConfig:
    """Who sits at a seat: a human at this mouse, or a computer player."""

    name: str
    human: bool = True
    bot: str = "random"


class TableScene(Scene):
    """A game in progress on a table layout."""

    def __init__(self, match: Match, ui: GameUI, layout: Layout, seats: list[SeatConfig],
                 threaded_bots: bool = True, bot_delay: float = 0.55, seed: int = 0,
                 on_exit: Callable[[], None] | None = None, autosaver=None, readonly: bool = False) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self.ui = ui
        self.layout = layout
        self.seats = seats
        self.threaded = threaded_bots
        self.bot_delay = bot_delay
        self.on_exit = on_exit
        self.bots = {i: make_bot(s.bot, seed * 7 + i) for i, s in enumerate(seats) if not s.human}
        humans = [i for i, s in enumerate(seats) if s.human]
        self.viewer = humans[0] if humans else 0
        self.fonts = Fonts(layout.font_file, layout.font_scale)
        self.physics = Physics()
        self.pieces: dict[str, Piece] = {}
        self.targets: dict[str, Target] = {}
        self.aff = Affordances()
        self.acting: int | None = None
        self.faces: dict = {}
        self.face_builds = 0
        self.background: pygame.Surface | None = None
        self.transform = layout.transform((1280, 800))
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging: str | None = None
        self.hover_pid: str | None = None
        self.hover_time = 0.0
        self.mouse = (0, 0)
        self.toasts: list[Toast] = []
        self.log = LogView()
        self.log_lines: list[tuple[str, tuple]] = []
        self.widgets: list[ButtonWidget] = []
        self.show_hints = False
        self.bot_job: dict | None = None
        self.anim: dict | None = None
        self.covered_for: int | None = None
        self.last_refusal = ""
        self.game_over_shown = False
        self.autosaver = autosaver
        self.replay_kept = False
        self.readonly = readonly  # a replay: look, hover, preview; no actions, no covers, no bots
        self.reload = LiveReload(self)  # saving the layout file redraws the table with it
        #: whose hidden cards are on screen now (None: the public view of a race)
        self.shown: int | None = self.viewer
        #: the humans answering a race in the order they click, and the one served privately
        self.round: list[int] = []
        self.round_affs: dict[int, Affordances] = {}
        self.round_names: list[tuple[int, pygame.Rect]] = []
        self.serving: int | None = None
        self.banner: dict | None = None
        self.seen_entries = len(match.history)

    # ---- life cycle ------------------------------------------------------------------
    def enter(self, app) -> None:
        super().enter(app)
        self.resized(app.screen.get_size())
        self.refresh(initial=True)

    def resized(self, size: tuple[int, int]) -> None:
        self.transform = self.layout.transform(size)
        self.background = None
        self.faces.clear()
        self._place_widgets()

    def set_layout(self, layout: Layout) -> None:
        """Use another layout (live reload, the editor): the game goes on, everything is redrawn.

        Fonts and drawn card faces are kept when the fonts and colours did not change (the
        editor calls this on every step of a drag)."""
        old, self.layout = self.layout, layout
        self._log_cache = []
        self.ui.layout = layout
        self.reload.follow(layout)
        same_look = (old.font_file, old.font_scale, old.colors) == (layout.font_file, layout.font_scale, layout.colors)
        if not same_look:
            self.fonts = Fonts(layout.font_file, layout.font_scale)
        if self.app is not None:
            faces = self.faces.copy()
            self.resized(self.app.screen.get_size())
            if same_look:
                self.faces.update(faces)
        self.refresh()

    @property
    def state(self):
        return self.match.state

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    # ---- state -> pieces ---------------------------------------------------------------
    def refresh(self, initial: bool = False) -> None:
        """Re-read the engine state: pieces, drop places, affordances, log, cover."""
        state = self.state
        actors = self.game.to_act(state) if state.result is None else []
        bots = [p for p in actors if not self.is_human(p)]
        humans = [p for p in actors if self.is_human(p)]
        if self.serving not in humans:
            self.serving = None
        self.round = []
        if bots:
            self.acting = bots[0]  # computer players answer when the question opens
        elif humans and self._humans() > 1 and self.ui.answer_race(state):
            self.round = humans
            self.acting = self.serving
        else:
            self.acting = humans[0] if humans else None
        if self.acting is not None and self.is_human(self.acting):
            if self._humans() > 1 and self.shown != self.acting and self.app is not None \
                    and not self.readonly:
                self._cover(self.acting)
        elif self.round:
            self.shown = None
        self.ui.bottom = self.viewer
        looking = self.viewer if self.shown is not None else None
        new = {p.pid: p for p in self.ui.pieces(state, looking)}
        for pid in list(self.pieces):
            if pid not in new:
                self.physics.remove(pid)
        for pid, p in new.items():
            old = self.pieces.get(pid)
            if old is None:
                b = self.physics.add(pid, p.center, p.size, p.angle, token=p.kind == "token")
                if not initial and p.card is not None:
                    src = self._spawn_point(p)
                    if src is not None:
                        self.physics.place(pid, src)
                b.target_angle = p.angle
            else:
                self.physics.resize(pid, p.size)
                self.physics.set_home(pid, p.center, p.angle)
        self.pieces = new
        self.targets = {t.tid: t for t in self.ui.targets(state, looking)}
        if self.acting is not None and self.is_human(self.acting) and not self.readonly:
            self.aff = self.ui.affordances(state, self.acting)
        else:
            self.aff = Affordances()
        self.round_affs = {p: self.ui.affordances(state, p) for p in self.round} if self.acting is None else {}
        self._new_banner()
        self._rebuild_log()
        self._place_widgets()
        self._persist()
        if state.result is not None and not self.game_over_shown and self.app is not None and not self.readonly:
            self.game_over_shown = True
            from .gameover import GameOverScene
            self.app.push(GameOverScene(self))

    # ---- saving ----------------------------------------------------------------------
    def save_info(self):
        from ..saves import SaveInfo
        return SaveInfo(seats=[{"name": st.name, "human": st.human, "bot": st.bot} for st in self.seats],
                        layout=self.layout.path)

    def _persist(self) -> None:
        """Autosave after every change; keep the replay of a finished game once."""
        if self.autosaver is None:
            return
        self.autosaver.submit(self.match, self.save_info())
        if self.state.result is not None and not self.replay_kept:
            from ..saves import keep_replay
            self.replay_kept = True
            try:
                keep_replay(self.match, self.save_info())
            except OSError as exc:
                self.refuse(f"The replay could not be kept: {exc.strerror or exc}")

    def save_game(self) -> None:
        """Ctrl+S: save to the saves folder under a new name."""
        import time as _time

        from ..saves import save_match, saves_dir
        path = saves_dir() / f"{self.game.name}-{_time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            save_match(self.match, path, self.save_info())
        except OSError as exc:
            self.refuse(f"Could not save: {exc.strerror or exc}")
            return
        self.notice(f"Saved: {path}")

    def load_game(self) -> None:
        from .session import LoadScene
        self.app.push(LoadScene(self.fonts, self.layout.colors, on_exit=self.on_exit))

    def menu_entries(self) -> list[tuple[str, Callable[[], None]]]:
        return [("Save game (Ctrl+S)", self.save_game), ("Load game (Ctrl+O)", self.load_game),
                ("Edit table layout", self.edit_layout)]

    def _spawn_point(self, p: Piece) -> tuple[float, float] | None:
        """A new card appears from its owner's deck pile, if the layout has one."""
        if p.seat is None:
            return None
        z = self.layout.zones.get(self.ui.seat_zone(p.seat, "deck"))
        if z is None:
            return None
        return (z.rect[0] + z.rect[2] / 2, z.rect[1] + z.rect[3] / 2)

    def _humans(self) -> int:
        return sum(1 for s in self.seats if s.human)

    def _cover(self, seat: int) -> None:
        if self.covered_for == seat:
            return
        self.covered_for = seat
        from .cover import CoverScene
        self.app.push(CoverScene(self, seat))

    def uncover(self, seat: int) -> None:
        moved = seat != self.viewer
        self.viewer = seat
        self.shown = seat
        self.covered_for = None
        self.refresh()
        if moved:
            self.physics.settle()  # a new player sits at the bottom: no cards flying about

    def serve(self, seat: int | None) -> None:
        """In a race, show `seat` their own cards to answer (None: back to everyone)."""
        self.serving = seat
        self.refresh()

    @property
    def looking(self) -> int | None:
        """The seat whose hidden cards are drawn face up (None in the public view)."""
        return self.viewer if self.shown is not None else None

    def _new_banner(self) -> None:
        history = self.match.history
        if len(history) > self.seen_entries:
            b = self.ui.banner(self.state, history[-1])  # only the newest: older lines are stale
            if b is not None:
                self.banner = {"title": b[0], "sub": b[1], "t": 0.0, "ttl": 2.8}
        elif len(history) < self.seen_entries:
            self.banner = None
        self.seen_entries = len(history)

    def _rebuild_log(self) -> None:
        """The log in words; lines of entries already shown are reused (undo drops the tail)."""
        colors = self.layout.colors
        cache = getattr(self, "_log_cache", [])
        history = self.match.history
        keep = 0
        while keep < len(cache) and keep < len(history) and cache[keep][0] is history[keep]:
            keep += 1
        cache = cache[:keep]
        for e in history[keep:]:
            lines = [(e.words, colors.get(f"p{e.action.seat + 1}", colors["text"]))]
            for i, ev in enumerate(e.events):
                if i == 0 and ev.kind in self.ui.echo_kinds:
                    continue  # the engine's own line for the action: the words above say it better
                if ev.text and ev.text != e.words:
                    lines.append(("  " + ev.text, colors["muted"]))
            cache.append((e, lines))
        self._log_cache = cache
        self.log_lines = [line for _, lines in cache[-120:] for line in lines]

    # ---- acting ----------------------------------------------------------------------
    def perform(self, action: Action) -> bool:
        """Play an action for the human at the mouse; a refusal becomes a toast."""
        try:
            self.match.play(action)
        except IllegalActionError as err:
            self.refuse(str(err))
            return False
        self.last_refusal = ""
        self.refresh()
        return True

    def refuse(self, message: str) -> None:
        self.last_refusal = message
        self.toasts = [Toast(message, self.layout.colors["refused"])]

    def notice(self, message: str) -> None:
        self.toasts = [Toast(message, self.layout.colors["text"], ttl=3.0)]

    def undo(self) -> None:
        """Take back the last decision of a human (and the computer moves after it)."""
        self.bot_job = None
        self.anim = None
        try:
            if not self.match.history:
                raise UndoError("Nothing to undo.")
            while self.match.history and not self.is_human(self.match.history[-1].action.seat):
                self.match.undo()
            if self.match.history:
                entry = self.match.undo()
                self.notice(f"Undone: {entry.words}")
        except UndoError as err:
            self.refuse(str(err))
        self.game_over_shown = self.state.result is not None
        self.refresh()

    def redo(self) -> None:
        try:
            self.match.redo()
        except (UndoError, IllegalActionError) as err:
            self.refuse(str(err))
        self.refresh()

    # ---- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._down(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._up(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self._log_rect().collidepoint(self.mouse):
                self.log.wheel(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        if self.readonly:
            return False
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT:
            self.redo()
        elif event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_y and ctrl:
            self.redo()
        elif event.key == pygame.K_s and ctrl:
            self.save_game()
        elif event.key == pygame.K_o and ctrl:
            self.load_game()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [w for w in self.widgets if w.primary and w.enabled]
            if primary:
                primary[0].on_click()
        elif event.key == pygame.K_h:
            self.show_hints = not self.show_hints
            self.notice("Showing your legal moves." if self.show_hints else "Legal moves hidden.")
        elif event.key == pygame.K_ESCAPE:
            if self.dragging:
                self._cancel_drag()
            else:
                from .menu import PauseMenu
                self.app.push(PauseMenu(self))
        elif event.key == pygame.K_F1:
            self.open_rules()
        else:
            return False
        return True

    def edit_layout(self) -> None:
        """Open the layout editor over this table (the game waits meanwhile)."""
        from .editor import LayoutEditor

        while self.app.top is not self:  # the pause menu that asked
            self.app.pop()
        self.app.push(LayoutEditor(self))

    def open_rules(self, rule: str | None = None) -> None:
        try:
            from .rules_scene import RulesScene
        except ImportError:
            self.notice("The rules reference is not available.")
            return
        if rule is None and self.last_refusal:
            import re
            m = re.search(r"\[([A-Z]+-[\d.]+)\]", self.last_refusal)
            rule = m.group(1) if m else None
        self.app.push(RulesScene(self.game.name, rule, self.fonts, self.layout.colors))

    def to_table(self, pos) -> tuple[float, float]:
        return self.transform.to_table(*pos)

    def piece_at(self, pos) -> str | None:
        hits = self.physics.hits(self.to_table(pos))
        hits = [h for h in hits if h in self.pieces]
        if not hits:
            return None
        return max(hits, key=lambda pid: (self.pieces[pid].z, pid == self.dragging))

    def target_at(self, pos, exclude: str | None = None) -> str | None:
        """The drop place under the pointer: a legal one first, then the topmost."""
        x, y = self.to_table(pos)
        under = [t for t in self.targets.values() if _inside(t.rect, x, y)]
        for pid in self.physics.hits((x, y)):
            if pid in self.pieces and pid != exclude:
                p = self.pieces[pid]
                under.append(Target(pid, p.rect, z=p.z + 1000))
        if not under:
            return None
        legal = self.aff.drags.get(exclude or "", {})
        good = [t for t in under if t.tid in legal]
        pool = good or under
        return max(pool, key=lambda t: t.z).tid

    def widget_at(self, pos) -> ButtonWidget | None:
        for w in self.widgets:
            if w.rect.collidepoint(pos):
                return w
        return None

    def _down(self, pos) -> None:
        if self.readonly:
            return
        w = self.widget_at(pos)
        if w is not None:
            if w.enabled:
                w.on_click()
            elif w.why_not:
                self.refuse(w.why_not)
            return
        if self.anim or self.bot_job:
            return
        pid = self.piece_at(pos)
        if pid is not None:
            self.press = (pid, pos)

    def _motion(self, pos) -> None:
        p = self.to_table(pos)
        self.physics.move_mouse(p)
        if self.press and not self.dragging:
            pid, start = self.press
            if math.dist(start, pos) >= DRAG_START_PX and self._can_pick(pid):
                self.dragging = pid
                self.physics.grab(pid, self.to_table(start))
                self.physics.move_mouse(p)
        hovered = self.piece_at(pos)
        if hovered != self.hover_pid:
            self.hover_pid = hovered
            self.hover_time = 0.0

    def _can_pick(self, pid: str) -> bool:
        piece = self.pieces.get(pid)
        if piece is None:
            return False
        if pid in self.aff.drags:
            return True
        return piece.movable and piece.seat == self.viewer

    def _up(self, pos) -> None:
        press, self.press = self.press, None
        if self.dragging:
            pid = self.dragging
            self.dragging = None
            self.physics.release()
            self.drop(pid, self.target_at(pos, exclude=pid))
            return
        if press is not None:
            pid, _ = press
            self.click(pid)

    def _cancel_drag(self) -> None:
        self.dragging = None
        self.press = None
        self.physics.release()

    def drop(self, pid: str, tid: str | None) -> None:
        """A piece was let go over `tid`: play the action it means, or say why not."""
        legal = self.aff.drags.get(pid, {})
        if tid in legal:
            options = self.ui.drop_options(self.state, self.acting, pid, tid, self.aff.drop_actions(pid, tid))
            if len(options) == 1 and options[0].enabled:
                self.perform(options[0].action)
            elif self.app is not None:
                from .pick import PickScene
                piece = self.pieces.get(pid)
                title = f"{piece.label}:" if piece is not None and piece.label else "Choose:"
                self.app.push(PickScene(self, title, options, self.mouse))
            return
        piece = self.pieces.get(pid)
        if piece is None or self.acting is None:
            return
        if tid == pid:
            return  # dropped back where it was: nothing meant
        seat = self.acting if self.is_human(self.acting) else self.viewer
        intent = self.ui.intent(self.state, seat, piece, tid)
        if intent == "":
            return  # put back among its own kind (a card dropped on its own hand): nothing meant
        if isinstance(intent, str):
            self.refuse(intent)
            return
        if intent is not None:
            err = self.game.refusal(self.state, intent)
            if err is None:
                self.perform(intent)
            else:
                self.refuse(str(err))
            return
        self.refuse(self.ui.drop_hint(self.state, seat, piece))

    def click(self, pid: str) -> None:
        if pid in self.aff.clicks:
            self.perform(self.aff.clicks[pid])
            return
        piece = self.pieces.get(pid)
        if piece is None:
            return
        pile = self.ui.browse(self.state, piece, self.viewer)
        if pile is not None and self.app is not None:
            from .browse import BrowseScene
            self.app.push(BrowseScene(self, *pile))
            return
        if self.acting is None or not self.is_human(self.acting):
            return
        intent = self.ui.click_intent(self.state, self.acting, piece)
        if isinstance(intent, str):
            self.refuse(intent)
        elif intent is not None:
            err = self.game.refusal(self.state, intent)
            if err is not None:
                self.refuse(str(err))
            else:
                self.perform(intent)

    # ---- time ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.physics.step(dt)
        self.hover_time += dt
        if self.banner is not None:
            self.banner["t"] += dt
            if self.banner["t"] >= self.banner["ttl"]:
                self.banner = None
        for t in self.toasts:
            t.ttl -= dt
        self.toasts = [t for t in self.toasts if t.ttl > 0]
        self.reload.update(dt)
        self._run_bots(dt)

    def _run_bots(self, dt: float) -> None:
        if self.anim is not None:
            self.anim["t"] += dt
            if self.anim["t"] >= self.anim["dur"]:
                action = self.anim["action"]
                self.anim = None
                try:
                    self.match.play(action)
                except IllegalActionError as err:  # a bot bug must not kill the table
                    self.refuse(f"Computer player error: {err}")
                self.refresh()
            return
        if self.state.result is not None or self.acting is None or self.is_human(self.acting) or self.readonly:
            return
        if self.app is not None and self.app.top is not self:
            return
        seat = self.acting
        if self.bot_job is None and self.banner is not None and self.banner["t"] < min(1.6, 3 * self.bot_delay):
            return  # let the players read the line just played
        if self.bot_job is None:
            legal = self.game.legal_actions(self.state, seat)
            bot = self.bots[seat]
            view = self.game.view(self.state, seat) if bot.needs_view else None
            job = {"seat": seat, "result": None, "hist": len(self.match.history)}
            self.bot_job = job

            def think():
                job["result"] = bot.choose(self.game, view, legal)

            if self.threaded:
                threading.Thread(target=think, daemon=True).start()
            else:
                think()
        job = self.bot_job
        if job["result"] is None:
            return
        self.bot_job = None
        if job["hist"] != len(self.match.history):
            return  # the position changed meanwhile (undo): think again
        self._animate(job["result"])

    def _animate(self, action: Action) -> None:
        move = self.ui.animation(self.state, action)
        dur = self.bot_delay
        if move is not None and move[0] in self.pieces:
            pid, tid = move
            t = self.targets.get(tid) or (Target(tid, self.pieces[tid].rect) if tid in self.pieces else None)
            if t is not None and tid != pid:
                cx, cy = t.rect[0] + t.rect[2] / 2, t.rect[1] + t.rect[3] / 2
                self.physics.set_home(pid, (cx, cy))
        else:
            dur = self.bot_delay * 0.4
        self.anim = {"action": action, "t": 0.0, "dur": dur, "piece": move[0] if move else None}

    def settle(self) -> None:
        """Finish every animation at once (tests and screenshots)."""
        while self.anim is not None:
            self.anim["t"] = self.anim["dur"]
            self._run_bots(0)
        self.physics.settle()

    # ---- widgets ---------------------------------------------------------------------
    def _place_widgets(self) -> None:
        zone = self.layout.zones.get("buttons")
        if zone is None or self.app is None or self.readonly:
            self.widgets = []
            return
        r = pygame.Rect(self.transform.rect(zone.rect))
        specs: list[tuple[str, Callable, bool, str, str, bool]] = []
        for b, action in self.aff.buttons:
            specs.append((b.label, (lambda a=action: self.perform(a)), True, "", b.key, b.primary))
        for b, why in self.aff.disabled:
            specs.append((b.label, (lambda: None), False, why, b.key, False))
        for label, action in self.aff.choices:
            specs.append((label, (lambda a=action: self.perform(a)), True, "", "", False))
        if self.round_affs and self.ui.round_area(self.state) is None:
            for seat, rows in self._round_specs().items():
                specs += [(f"{self.state.names[seat]}: {label}", fn, True, "", "", False) for label, fn in rows]
        if self.serving is not None:
            specs.append(("Back to everyone", (lambda: self.serve(None)), True, "", "", False))
        specs.append(("Undo", self.undo, self.match.can_undo(),
                      "Nothing to undo." if not self.match.history else
                      "That action showed hidden cards, so it cannot be taken back.", "Ctrl+Z", False))
        specs.append(("Redo", self.redo, self.match.can_redo(), "Nothing to redo.", "Ctrl+Y", False))
        specs.append(("Menu", lambda: self._key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)),
                      True, "", "Esc", False))
        gap = max(3, round(self.transform.length(6)))
        n = len(specs)
        if zone.arrange == "row":
            w = (r.width - gap * (n - 1)) // max(1, n)
            rects = [pygame.Rect(r.left + i * (w + gap), r.top, w, r.height) for i in range(n)]
        else:
            h = min(round(self.transform.length(34)), (r.height - gap * (n - 1)) // max(1, n))
            rects = [pygame.Rect(r.left, r.top + i * (h + gap), r.width, h) for i in range(n)]
        self.widgets = [ButtonWidget(label, rect, fn, enabled, why, key, primary)
                        for (label, fn, enabled, why, key, primary), rect in zip(specs, rects)]
        self.widgets += self._round_widgets()

    def _round_specs(self) -> dict[int, list[tuple[str, Callable]]]:
        out = {}
        for seat, aff in self.round_affs.items():
            specs = [(b.label, (lambda a=action: self.perform(a))) for b, action in aff.buttons]
            if aff.drags or aff.clicks or aff.choices:
                specs.append((self.ui.private_label(self.state, seat), (lambda p=seat: self.serve(p))))
            out[seat] = specs
        return out

    def _round_widgets(self) -> list[ButtonWidget]:
        """One row per human in a race: their answer buttons, and "show my cards" if needed."""
        self.round_names = []
        area = self.ui.round_area(self.state) if self.round_affs else None
        if area is None:
            return []  # none, or listed in the buttons zone
        r = pygame.Rect(self.transform.rect(area))
        gap = max(3, round(self.transform.length(5)))
        n = len(self.round_affs)
        h = min(round(self.transform.length(34)), (r.height - gap * (n - 1)) // max(1, n))
        name_w = r.width // 5
        out = []
        for i, (seat, specs) in enumerate(self._round_specs().items()):
            row = pygame.Rect(r.left, r.top + i * (h + gap), r.width, h)
            self.round_names.append((seat, pygame.Rect(row.left, row.top, name_w, h)))
            w = (row.width - name_w - gap * len(specs)) // max(1, len(specs))
            for j, (label, fn) in enumerate(specs):
                rect = pygame.Rect(row.left + name_w + gap + j * (w + gap), row.top, w, h)
                out.append(ButtonWidget(label, rect, fn))
        return out

    def _log_rect(self) -> pygame.Rect:
        z = self.layout.zones.get("log")
        return pygame.Rect(self.transform.rect(z.rect)) if z else pygame.Rect(0, 0, 0, 0)

    # ---- drawing ---------------------------------------------------------------------
    def face(self, face: tuple, size: tuple[int, int], quarter: float = 0) -> pygame.Surface:
        """A face at `size` pixels, turned `quarter` quarter turns (an int), or that many
        degrees anticlockwise (a float: a card at rest on a slant); cached."""
        key = (face, size, quarter)
        surf = self.faces.get(key)
        if surf is None:
            if isinstance(quarter, float):
                surf = pygame.transform.rotozoom(self.face(face, size), quarter, 1.0)
            elif quarter:
                surf = pygame.transform.rotate(self.face(face, size), -90 * quarter)
            else:
                surf = self.ui.draw_face(face, size, self.fonts)
                self.face_builds += 1
            self.faces[key] = surf
        return surf

    def _draw_background(self, size) -> pygame.Surface:
        bg = pygame.Surface(size).convert()
        colors = self.layout.colors
        bg.fill(shade(colors["table"], 0.8))
        pygame.draw.rect(bg, colors["table"], self.transform.rect((0, 0, *self.layout.size)))
        small = self.transform.length(11)
        for z in sorted(self.layout.zones.values(), key=lambda z: z.z):
            if not z.visible or z.kind in ("preview", "buttons", "hint", "log", "status"):
                continue
            r = pygame.Rect(self.transform.rect(z.rect))
            rounded(bg, z.color or colors["zone"], r, max(2, round(self.transform.length(6))))
            rounded(bg, colors["zone_border"], r, max(2, round(self.transform.length(6))), 1)
            if z.label:
                blit_text(bg, self.fonts, z.label, (r.left + 4, r.top + 2), small, colors["label"])
        self.ui.draw_static(bg, self.transform, self.fonts)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.background is None or self.background.get_size() != size:
            self.background = self._draw_background(size)
        surface.blit(self.background, (0, 0))
        tr = self.transform
        self.ui.draw_dynamic(surface, tr, self.fonts, self.state, self.looking)
        self._draw_highlights(surface)
        order = sorted(self.pieces.values(), key=lambda p: (p.pid == self.dragging or p.pid == (self.anim or {}).get("piece"), p.z))
        for p in order:
            self._draw_piece(surface, p)
        self._draw_hud(surface)

    def _draw_piece(self, surface, p: Piece) -> None:
        tr = self.transform
        x, y = self.physics.position(p.pid)
        ang = self.physics.angle(p.pid)
        w, h = max(2, round(tr.length(p.size[0]))), max(2, round(tr.length(p.size[1])))
        quarter = round(ang / (math.pi / 2))
        if abs(ang - quarter * math.pi / 2) < 1e-6:
            img = self.face(p.face, (w, h), quarter % 4)
        elif abs(ang - self.physics.bodies[p.pid].target_angle) < 1e-9:
            img = self.face(p.face, (w, h), round(-math.degrees(ang), 1))  # at rest on a slant: cached
        else:
            img = pygame.transform.rotate(self.face(p.face, (w, h)), -math.degrees(ang))
        cx, cy = tr.point(x, y)
        rect = img.get_rect(center=(round(cx), round(cy)))
        if p.pid == self.dragging:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            surface.blit(shadow, rect.move(5, 7))
        surface.blit(img, rect)
        if p.badges:
            self._draw_badges(surface, p, rect)

    def _draw_badges(self, surface, p: Piece, rect: pygame.Rect) -> None:
        colors = self.layout.colors
        size = max(9, self.transform.length(12))
        x = rect.right - 2
        for kind, value in p.badges:
            color = {"damage": (200, 40, 40), "count": (40, 40, 40), "next": colors["selected"]}.get(kind, (60, 60, 60))
            text = self.fonts.text(str(value), size, (255, 255, 255), bold=True)
            r = max(text.get_width(), text.get_height()) // 2 + 3
            pygame.draw.circle(surface, color, (x - r, rect.top + r + 2), r)
            pygame.draw.circle(surface, (255, 255, 255), (x - r, rect.top + r + 2), r, 1)
            surface.blit(text, text.get_rect(center=(x - r, rect.top + r + 2)))
            x -= 2 * r + 2

    def _target_rect(self, tid: str) -> tuple | None:
        if tid in self.targets:
            return self.targets[tid].rect
        if tid in self.pieces:
            return self.pieces[tid].rect
        return None

    def _draw_highlights(self, surface) -> None:
        colors = self.layout.colors
        tr = self.transform
        radius = max(3, round(tr.length(6)))
        show: dict[str, float] = {}
        if self.dragging:
            under = self.target_at(self.mouse, exclude=self.dragging)
            for tid in self.aff.drags.get(self.dragging, {}):
                show[tid] = 1.0 if tid == under else 0.6
        elif self.show_hints and not self.anim:
            for pid in list(self.aff.drags) + list(self.aff.clicks):
                show[pid] = 0.6
            if self.hover_pid in self.aff.drags:
                for tid in self.aff.drags[self.hover_pid]:
                    show[tid] = 0.9
        for tid, strength in show.items():
            rect = self._target_rect(tid)
            if rect is None:
                continue
            r = pygame.Rect(tr.rect(rect))
            color = colors["legal"] if strength >= 0.9 else shade(colors["legal"], 0.8)
            thick = 4 if strength >= 0.9 else 3
            img = glow(r.size, color, radius, thick)
            surface.blit(img, (r.left - thick * 2, r.top - thick * 2))

    def _draw_hud(self, surface) -> None:
        colors = self.layout.colors
        tr = self.transform
        fs = max(10, tr.length(13))
        # status
        z = self.layout.zones.get("status")
        if z is not None:
            r = pygame.Rect(tr.rect(z.rect))
            rounded(surface, colors["panel"], r, 6)
            lines = self.ui.status(self.state, self.looking)
            if self.bot_job or self.anim:
                lines = lines + [f"{self.state.names[self.acting]} is thinking..."] if self.acting is not None else lines
            y = r.top + 6
            for i, line in enumerate(lines):
                used = blit_wrapped(surface, self.fonts, line, pygame.Rect(r.left + 8, y, r.width - 16, r.bottom - y),
                                    fs * (1.15 if i == 0 else 1.0), colors["text"] if i == 0 else colors["muted"], bold=i == 0)
                y += used + 2
        # log
        z = self.layout.zones.get("log")
        if z is not None:
            self.log.draw(surface, self.fonts, self._log_rect(), self.log_lines, fs * 0.95, colors)
        # buttons
        hovered = self.widget_at(self.mouse)
        for w in self.widgets:
            w.draw(surface, self.fonts, colors, w is hovered, fs)
        for seat, rect in self.round_names:
            color = colors.get(f"p{seat + 1}", colors["text"])
            rounded(surface, colors["panel"], rect, 5)
            name = self.state.names[seat]
            size = fs
            while size > 8 and self.fonts.font(size, True).size(name)[0] > rect.width - 10:
                size -= 0.5
            blit_text(surface, self.fonts, name, (rect.left + 6, rect.centery), size, color, bold=True,
                      anchor="midleft")
        if hovered is not None and not hovered.enabled and hovered.why_not:
            self._tooltip(surface, "Why not? " + hovered.why_not, self.mouse)
        elif hovered is None and self.show_hints:
            from .whynot import why_not_piece  # a piece that cannot act: the engine says why
            why = why_not_piece(self)
            if why:
                self._tooltip(surface, "Why not? " + why, self.mouse)
        # hint bar
        z = self.layout.zones.get("hint")
        if z is not None and z.visible:
            r = pygame.Rect(tr.rect(z.rect))
            rounded(surface, colors["panel"], r, 4)
            blit_wrapped(surface, self.fonts, self.ui.hint or HINT_TEXT, r.inflate(-10, -4), fs * 0.85, colors["muted"])
        self._draw_banner(surface)
        # preview
        self._draw_preview(surface)
        # toasts
        for t in self.toasts:
            board = self.layout.zones.get("world") or self.layout.zones.get("showdown")
            if board is not None:
                br = pygame.Rect(tr.rect(board.rect))
                center = (br.centerx, br.centery)
                width = min(br.width - 20, round(tr.length(520)))
            else:
                center = surface.get_rect().center
                width = 520
            t.draw(surface, self.fonts, center, max(200, width), fs * 1.05, colors)

    def _draw_preview(self, surface) -> None:
        z = self.layout.zones.get("preview")
        pid = self.hover_pid
        if z is None or pid is None or self.dragging or pid not in self.pieces:
            return
        p = self.pieces[pid]
        if p.preview is None or self.hover_time < self.layout.hover_delay:
            return
        r = pygame.Rect(self.transform.rect(z.rect))
        aspect = self.layout.card_size[0] / self.layout.card_size[1]
        if p.preview and p.preview[0] == "territory":
            aspect = 1 / aspect
        w = min(r.width, round(r.height * aspect))
        h = round(w / aspect)
        img = self.face(p.preview, (w, h))
        box = img.get_rect(center=r.center)
        shadow = pygame.Surface(box.inflate(12, 12).size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 110))
        surface.blit(shadow, box.inflate(12, 12).move(4, 6))
        surface.blit(img, box)

    def _tooltip(self, surface, text: str, pos) -> None:
        draw_tooltip(surface, self.fonts, self.layout.colors, text, pos, max(10, self.transform.length(12)))

    def _board_rect(self) -> pygame.Rect | None:
        board = self.layout.zones.get("world") or self.layout.zones.get("showdown")
        return pygame.Rect(self.transform.rect(board.rect)) if board is not None else None

    def _draw_banner(self, surface) -> None:
        """The line just played, large, for a moment (a bone's words in a showdown...)."""
        b = self.banner
        br = self._board_rect()
        if b is None or br is None:
            return
        colors = self.layout.colors
        tr = self.transform
        left = b["ttl"] - b["t"]
        alpha = 255 if left > 0.5 else max(0, int(255 * left / 0.5))
        size = max(14, tr.length(34))
        width = br.width - round(tr.length(40))
        lines = self.fonts.wrap(b["title"], size, width, True)
        lh = self.fonts.font(size, True).get_linesize()
        sub = max(10, tr.length(15))
        sub_lines = self.fonts.wrap(b["sub"], sub, width) if b["sub"] else []
        slh = self.fonts.font(sub).get_linesize()
        h = lh * len(lines) + slh * len(sub_lines) + round(tr.length(16))
        widest = max([self.fonts.font(size, True).size(ln)[0] for ln in lines]
                     + [self.fonts.font(sub).size(ln)[0] for ln in sub_lines])
        box = pygame.Rect(0, 0, min(width + round(tr.length(24)), widest + round(tr.length(40))), h)
        box.midtop = (br.centerx, br.top + round(tr.length(6)))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        rounded(panel, (*colors["panel"][:3], 225), panel.get_rect(), 10)
        rounded(panel, colors["selected"], panel.get_rect(), 10, 2)
        y = round(tr.length(8))
        for ln in lines:
            img = self.fonts.text(ln, size, colors["selected"], bold=True)
            panel.blit(img, img.get_rect(midtop=(box.width // 2, y)))
            y += lh
        for ln in sub_lines:
            img = self.fonts.text(ln, sub, colors["text"])
            panel.blit(img, img.get_rect(midtop=(box.width // 2, y)))
            y += slh
        panel.set_alpha(alpha)
        surface.blit(panel, box)

    # ---- helpers for tests and tools ---------------------------------------------------
    def screen_pos(self, pid_or_tid: str) -> tuple[int, int]:
        """Where on the screen a piece or drop place is (its centre), for posting events."""
        if pid_or_tid in self.pieces:
            x, y = self.physics.position(pid_or_tid)
        else:
            rx, ry, rw, rh = self.targets[pid_or_tid].rect
            x, y = rx + rw / 2, ry + rh / 2
        px, py = self.transform.point(x, y)
        return (round(px), round(py))

    def visible_pos(self, pid: str) -> tuple[int, int]:
        """A screen point where a click lands on piece `pid` itself, not on a card over it."""
        x, y = self.physics.position(pid)
        w, h = self.pieces[pid].size
        for fx, fy in ((0, 0), (-0.3, 0), (-0.4, -0.3), (-0.4, 0.3), (0.3, 0), (0, -0.4), (0, 0.4)):
            px, py = self.transform.point(x + fx * w, y + fy * h)
            pos = (round(px), round(py))
            if self.piece_at(pos) == pid:
                return pos
        return self.screen_pos(pid)

    def button(self, label: str) -> ButtonWidget | None:
        for w in self.widgets:
            if w.label == label:
                return w
        return None


def _inside(rect, x: float, y: float) -> bool:
    return rect[0] <= x < rect[0] + rect[2] and rect[1] <= y < rect[1] + rect[3]
