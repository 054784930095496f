"""The title screen: choose the game, who sits at each seat, the decks and the layout.

Every setting is a row of choices cycled with the arrows beside it (or a click on the
value). Start builds the table; a broken layout or deck is shown as a message on this
screen, never a crash.

A first-time player (no lesson done, no game begun: tabletop/persist/progress.py) is offered
"Learn to play" first, which opens the next lesson at once. Until a game against the
computer has been begun, the computer seats are the easy player, and a line under the form
says so (a click on the seat gives the next level). Each "Resume" button names its game,
its players and when it was last played, so two of them are never alike.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from ..ai.base import DEFAULT_BOT, LEVELS
from ..engine.errors import DataError, TabletopError
from ..games import entries, entry, get_game
from .app import Scene
from .formrows import Row, TextRow
from .launch import GameChoice, build_table
from .layout import DEFAULT_COLORS, default_layout_name, layout_files, layout_header
from .layoutmodel import palette
from ..play import Seat
from ..words import LANGUAGE_NAMES, LANGUAGES, T, language, msg, set_language, tr
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .welcome import (FIRST_GAME_BOT, begun_against_computer, first_game_note, learn, lessons_left, moves,
                      resume_label, settings_problem)
from .widgets import ButtonWidget

COLORS = palette(DEFAULT_COLORS)


class TitleScene(Scene):
    #: the labels of the first and last buttons (the forms of hosting and joining say other words)
    start_label = T("Start game")
    quit_label = T("Quit")

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.fonts = Fonts()
        self.message = ""
        self.rows: list = []
        #: the typed setting that has the keyboard (None: none)
        self.focus: TextRow | None = None
        #: where each setting's value is on screen (by label), for tests and tools
        self.row_rects: dict[str, pygame.Rect] = {}
        self.hits: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.buttons: list[ButtonWidget] = []
        self.labels: list[tuple[str, tuple[float, float]]] = []
        self.cells: list[tuple[Row | TextRow, pygame.Rect]] = []
        self.scale = 1.0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        games = entries()
        names = [e.name for e in games]
        self.game_row = Row(T("Game"), names, [e.title for e in games],
                            names.index(entry(game).name) if game else 0, self._rebuild)
        self.players_row = Row(T("Players"), [], [], 0, self._rebuild)  # (filled by _rebuild: "2 players")
        self.seat_rows: list[Row] = []
        self.deck_rows: list[Row] = []
        self.layout_row = Row(T("Layout"), [], [])
        from ..persist.progress import Progress
        progress = Progress.load()
        #: no game against the computer begun yet: its seats start at the easy level
        self.first_game = progress.games == 0
        #: nothing learned, nothing played: "Learn to play" comes first
        self.newcomer = self.first_game and not progress.completed
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.message = progress.warning or settings_problem()
        self._rebuild()

    # ---- the form --------------------------------------------------------------------
    def _rebuild(self) -> None:
        game = self.game_row.value
        counts = [str(n) for n in entry(game).players]
        if self.players_row.values != counts:
            self.players_row.values, self.players_row.shown = counts, [msg("{n} players", n=c) for c in counts]
            self.players_row.index = min(self.players_row.index, len(counts) - 1)
        players = int(self.players_row.value)
        # the levels a player chooses between (the bots they are made of, greedy and search,
        # stay names of the command line)
        kinds = ["human", *LEVELS, "random"]
        shown = [T("Human")] + [msg("Computer ({level})", level=b) for b in LEVELS] + [T("Computer (random moves)")]
        old = [r.index for r in self.seat_rows]
        default_bot = kinds.index(FIRST_GAME_BOT if self.first_game else DEFAULT_BOT)
        self.seat_rows = [Row(msg("Seat {n}", n=i + 1), kinds, shown,
                              old[i] if i < len(old) else (0 if i == 0 else default_bot)) for i in range(players)]
        try:
            g = get_game(game)
            from ..persist.deckfiles import user_decks
            starters, yours = g.starter_decks(), user_decks(g)
            decks = starters + yours
        except (TabletopError, ImportError, AttributeError, NotImplementedError) as exc:  # a game not ready
            self.message = msg("{game} cannot start: {why}", game=entry(game).title, why=str(exc))
            decks, yours = [], []
        names = [msg("{deck} (yours)", deck=_deck_name(p)) if p in yours else _deck_name(p) for p in decks]
        self.deck_rows = [Row(msg("Deck {n}", n=i + 1), ["auto"] + [str(p) for p in decks],
                              [T("Shipped starter (automatic)")] + names)
                          for i in range(players)]
        layouts = [(p, layout_header(p)) for p in layout_files()]
        fitting = [(p, h) for p, h in layouts if h.get("game") == game and h.get("players", 2) == players]
        default = default_layout_name(game, players)
        fitting.sort(key=lambda ph: (ph[0].stem != default, ph[0].stem))
        auto = next((str(h.get("name", p.stem)) for p, h in fitting if p.stem == default), "Shipped")
        self.layout_row = Row(T("Layout"), [""] + [str(p) for p, _ in fitting],
                              [msg("{layout} (compact in a small window)", layout=auto)] + [str(h.get("name", p.stem)) for p, h in fitting])
        self.rows = [self.game_row, self.players_row] + [
            r for pair in zip(self.seat_rows, self.deck_rows) for r in pair] + [self.layout_row]

    def choice(self) -> GameChoice:
        seats = [Seat.of("", r.value == "human", r.value if r.value != "human" else "random")
                 for r in self.seat_rows]
        decks = [None if r.value == "auto" else r.value for r in self.deck_rows]
        return GameChoice(self.game_row.value, int(self.players_row.value), seats,
                          layout=self.layout_row.value or None, decks=decks)

    def start(self) -> None:
        choice = self.choice()
        try:
            table = build_table(choice, on_exit=self._back)
        except DataError as err:
            self.message = str(err)
            return
        except TabletopError as err:
            self.message = str(err)
            return
        if any(not s.human for s in choice.seats):
            self.message = begun_against_computer()
            self.first_game = self.newcomer = False
        self.stack.push(table)

    def note(self) -> str:
        """The line under the form about a first game against the computer ("" otherwise)."""
        return first_game_note(self.seat_rows, self.first_game)

    def _back(self) -> None:
        """Back from a game to this very screen, its choices as they were (six players stay six)."""
        while self.stack.top is not None and self.stack.top is not self:
            self.stack.pop()
        self.message = ""

    # ---- events ----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, fn in self.hits:
                if rect.collidepoint(event.pos):
                    self.message = ""
                    fn()
                    return True
            for b in self.buttons:
                if b.rect.collidepoint(event.pos) and b.enabled:
                    b.on_click()
                    return True
            self.focus = None
            return True
        if event.type == pygame.TEXTINPUT and self.focus is not None:
            self.focus.type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if self.focus is not None and event.key == pygame.K_BACKSPACE:
                self.focus.text = self.focus.text[:-1]
            elif event.key == pygame.K_TAB:
                self._next_field()
            elif event.key == pygame.K_RETURN or (event.key == pygame.K_SPACE and self.focus is None):
                self.start()
            elif event.key == pygame.K_ESCAPE:
                self._quit()
            return True
        return False

    def _focus(self, row: TextRow) -> None:
        self.focus = row
        pygame.key.start_text_input()

    def _next_field(self) -> None:
        fields = [r for r in self.rows if isinstance(r, TextRow)]
        if fields:
            i = fields.index(self.focus) + 1 if self.focus in fields else 0
            self._focus(fields[i % len(fields)])

    def lines(self) -> list[tuple[str, list]]:
        """The form's lines: (label, the settings side by side on that line)."""
        lines = [(self.game_row.label, [self.game_row]), (self.players_row.label, [self.players_row])]
        # a seat and its deck share a line (six seats still fit the screen)
        lines += [(msg("{seat} · deck", seat=seat.label), [seat, deck]) for seat, deck in zip(self.seat_rows, self.deck_rows)]
        lines.append((self.layout_row.label, [self.layout_row]))
        return lines

    def subtitle(self) -> str:
        titles = list(self.game_row.shown)
        if len(titles) > 1:
            return msg("{games} and {last} at one table", games=titles[:-1], last=titles[-1])
        return msg("{games} at one table", games=titles)

    # ---- layout and drawing ------------------------------------------------------------
    def lay_out(self, size) -> None:
        """Where the form's lines, their settings and the buttons lie (what a click finds)."""
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        lines = self.lines()
        box = self.box = pygame.Rect(0, 0, round(860 * s), round(len(lines) * 44 * s + 30 * s))
        box.midtop = (w // 2, round(130 * s))
        self.hits = []
        self.row_rects = {}
        self.labels = []
        self.cells = []
        y = box.top + 16 * s
        for label, rows in lines:
            self.labels.append((label, (box.left + 24 * s, y + 17 * s)))
            left_x, width = box.left + 190 * s, box.width - 214 * s
            gap = 10 * s
            each = (width - gap * (len(rows) - 1)) / len(rows)
            for i, row in enumerate(rows):
                val = pygame.Rect(round(left_x + i * (each + gap)), round(y), round(each), round(34 * s))
                self.row_rects[row.label] = val
                self.cells.append((row, val))
                if isinstance(row, TextRow):
                    self.hits.append((val, partial(self._focus, row)))
                    continue
                if len(row.values) < 2:
                    continue  # one value (Afterworld's two players): nothing to choose, no arrows
                left = pygame.Rect(val.left, val.top, 34 * s, val.height)
                right = pygame.Rect(val.right - 34 * s, val.top, 34 * s, val.height)
                self.hits += [(left, partial(row.cycle, -1)), (right, partial(row.cycle, 1)),
                              (val, partial(row.cycle, 1))]
            y += 44 * s
        bh = round(48 * s)
        by = box.bottom + round(20 * s)
        note = self.note()
        self.note_rect = pygame.Rect(box.left, by - round(8 * s), box.width, 0)
        if note:
            self.note_rect.height = len(self.fonts.wrap(tr(note), 15 * s, box.width)) * \
                self.fonts.font(15 * s).get_linesize()
            by = self.note_rect.bottom + round(12 * s)
        entries = [(self.start_label, self.start), (self.quit_label, self._quit)]
        entries[1:1] = self.extra_entries()
        if self.newcomer and self.learn_entry() is not None:  # a newcomer learns first
            entries.insert(0, self.learn_entry())  # type: ignore[arg-type]
        # each button as wide as its label needs (at least 120 units); the rows (as many as the
        # box's width needs) centred under the box
        gap = 14 * s
        font = self.fonts.font(18 * s, bold=True)
        widths = [max(120 * s, font.size(tr(label))[0] + 48 * s) for label, _ in entries]
        button_rows: list[list[int]] = [[]]
        for i, bw in enumerate(widths):
            if button_rows[-1] and sum(widths[j] + gap for j in button_rows[-1]) + bw > max(box.width, w * 0.9):
                button_rows.append([])
            button_rows[-1].append(i)
        self.buttons = []
        for r, row_ in enumerate(button_rows):
            total = sum(widths[i] for i in row_) + gap * (len(row_) - 1)
            x = w / 2 - total / 2
            if r:
                by += bh + round(12 * s)
            for i in row_:
                (label, fn), bw = entries[i], widths[i]
                self.buttons.append(ButtonWidget(label, pygame.Rect(round(x), by, round(bw), bh), fn, primary=i == 0))
                x += bw + gap
        self.message_rect = pygame.Rect(box.left, by + bh + 16 * s, box.width, h - (by + bh + 16 * s) - 10)
        # the language: a button in the top right corner that names the other language in itself
        other = next(x for x in LANGUAGES if x != language())
        label = LANGUAGE_NAMES[other]
        lw = max(round(110 * s), self.fonts.font(16 * s, True).size(label)[0] + round(40 * s))
        self.language_button = ButtonWidget(label, pygame.Rect(w - lw - round(16 * s), round(16 * s), lw, round(38 * s)),
                                            partial(self.switch_language, other),
                                            tip=T("The language of the table"))
        self.buttons.append(self.language_button)
        # how large the table is drawn: a click steps it up (200% goes back to 100%)
        pct = self.stack.scale if self.app is not None else 100
        label = msg("Table {n}%", n=pct)
        sw = max(round(110 * s), self.fonts.font(16 * s, True).size(tr(label))[0] + round(40 * s))
        self.scale_button = ButtonWidget(label, pygame.Rect(self.language_button.rect.left - sw - round(10 * s),
                                                            round(16 * s), sw, round(38 * s)),
                                         self.next_scale, tip=T("How large the table is drawn (Ctrl+plus, Ctrl+minus)"))
        self.buttons.append(self.scale_button)

    def next_scale(self) -> None:
        """The table drawn one step larger (after 200%, back to 100%); remembered for the next start."""
        from .scale import STEPS, apply
        now = self.stack.scale
        told = apply(self.stack, STEPS[(STEPS.index(now) + 1) % len(STEPS)] if now in STEPS else STEPS[0])
        self.message = "" if told == msg("Table {n}%", n=self.stack.scale) else told  # (the button says it)

    def switch_language(self, lang: str) -> None:
        """Show every word in `lang` at once, and remember it for the next start."""
        set_language(lang)
        from ..persist import settings
        self.message = settings.save(language=lang)
        self._rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s, box = self.scale, self.box
        surface.fill(shade(COLORS["table"], 0.75))
        blit_text(surface, self.fonts, "tabletop", (w / 2, 56 * s), 52 * s, COLORS["selected"], bold=True, anchor="center")
        blit_text(surface, self.fonts, self.subtitle(), (w / 2, 100 * s), 18 * s, COLORS["muted"], anchor="center")
        rounded(surface, COLORS["panel"], box, 12)
        for label, at in self.labels:
            blit_text(surface, self.fonts, label, at, 17 * s, COLORS["muted"], anchor="midleft")
        for row, val in self.cells:
            if isinstance(row, TextRow):
                self._draw_field(surface, row, val, s)
                continue
            rounded(surface, COLORS["button"], val, 6)
            text = tr(row.shown[row.index] if row.shown else T("(none available)"))
            size = 17 * s
            while size > 9 and self.fonts.font(size).size(text)[0] > val.width - 70 * s:
                size -= 0.5
            blit_text(surface, self.fonts, text, val.center, size, COLORS["text"], anchor="center")
            if len(row.values) < 2:
                continue
            left = pygame.Rect(val.left, val.top, 34 * s, val.height)
            right = pygame.Rect(val.right - 34 * s, val.top, 34 * s, val.height)
            blit_text(surface, self.fonts, "<", left.center, 20 * s, COLORS["selected"], bold=True, anchor="center")
            blit_text(surface, self.fonts, ">", right.center, 20 * s, COLORS["selected"], bold=True, anchor="center")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surface, self.fonts, COLORS, b.rect.collidepoint(mouse),
                   16 * s if b in (self.language_button, self.scale_button) else 18 * s)
        note = self.note()
        if note:
            blit_wrapped(surface, self.fonts, note, self.note_rect.inflate(0, 8), 15 * s, COLORS["selected"])
        if self.message:
            blit_wrapped(surface, self.fonts, self.message, self.message_rect, 15 * s, COLORS["refused"])

    def _draw_field(self, surface: pygame.Surface, row: TextRow, val: pygame.Rect, s: float) -> None:
        focused = row is self.focus
        rounded(surface, shade(COLORS["button"], 0.7), val, 6)
        rounded(surface, COLORS["selected"] if focused else shade(COLORS["button"], 1.3), val, 6, 2 if focused else 1)
        text, color = (row.text, COLORS["text"]) if row.text or focused else (tr(row.hint), COLORS["muted"])
        size = 17 * s
        while size > 9 and self.fonts.font(size).size(text + "|")[0] > val.width - 24 * s:
            size -= 0.5
        r = blit_text(surface, self.fonts, text, (val.left + 12 * s, val.centery), size, color, anchor="midleft")
        if focused:
            pygame.draw.line(surface, COLORS["selected"], (r.right + 2, val.top + 7 * s), (r.right + 2, val.bottom - 7 * s), 2)

    def extra_entries(self) -> list[tuple[str, Callable[[], None]]]:
        """More title-screen buttons: host or join a game over the network, resume the last
        game (one per table that ran at once, the newest first), load a saved one, lessons, rules."""
        from .session import resumables
        out: list[tuple[str, Callable[[], None]]] = []
        found = [(path, resume_label(path)) for path in resumables()]
        for path, label in found:
            if [other for _, other in found].count(label) > 1:  # alike: their number of moves tells them apart
                label = msg("{game}, {n} moves", game=label, n=moves(path))
            out.append((msg("Resume {game}", game=label), partial(self.resume, path)))
        out += [(T("Host a game"), self._host), (T("Join a game"), self._join)]
        out.append((T("Load game"), self.load))
        out.append((T("Lessons"), self._lessons))
        out.append((T("Deck builder"), self._deckbuilder))
        out.append((T("Rules"), self._rules))
        return out

    def resume(self, path=None) -> None:
        from .session import resumable, table_from_save
        path = path or resumable()
        if path is None:
            self.message = T("There is no game to resume.")
            return
        try:
            table = table_from_save(path, on_exit=self._back)
        except DataError as err:  # named, set aside with its time, the earlier one offered
            from .session import damaged_autosave
            self.message = msg("The last game cannot be resumed:\n{why}", why=damaged_autosave(path, err))
            return
        except TabletopError as err:
            self.message = msg("The last game cannot be resumed:\n{why}", why=str(err))
            return
        self.stack.push(table)

    def _host(self) -> None:
        from .netplay.forms import HostForm
        self.stack.push(HostForm(self.game_row.value))

    def _join(self) -> None:
        from .netplay.forms import JoinForm
        self.stack.push(JoinForm(self.game_row.value))

    def load(self) -> None:
        from .loadscene import LoadScene
        self.stack.push(LoadScene(self.fonts, COLORS, on_exit=self._back))

    def _lessons(self) -> None:
        from .lesson_picker import LessonPicker
        self.stack.push(LessonPicker(self.game_row.value))

    def learn_entry(self) -> tuple[str, Callable[[], None]] | None:
        """"Learn to play": the next lesson of the chosen game, opened at once (None: none left)."""
        return (T("Learn to play"), self.learn) if lessons_left(self.game_row.value) else None

    def learn(self) -> None:
        """Open the next lesson of the chosen game, over the list of lessons."""
        learn(self.stack, self.game_row.value)

    def _deckbuilder(self) -> None:
        from .deckbuilder.scene import DeckBuilder
        game = self.game_row.value
        try:
            builder = DeckBuilder(game, on_close=lambda: self.stack.replace(TitleScene(game)))
        except TabletopError as err:  # a game without a builder, or a broken card file
            self.message = str(err)
            return
        self.stack.push(builder)

    def _rules(self) -> None:
        from .rules_scene import RulesScene
        self.stack.push(RulesScene(self.game_row.value, None, self.fonts, COLORS))

    def _quit(self) -> None:
        self.stack.running = False


def _deck_name(path) -> str:
    from ..persist.deckfiles import deck_title
    return deck_title(path)
