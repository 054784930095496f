"""What the Austin Powers table draws on the cloth each frame, under the cards.

Each player's panel (name, side, score in the side's unit, the four vibe totals, and for the
turn player the two action markers and the free ship agent), the score written over each
score pile, and the middle of the table: the showdown's title and whose turn it is to play a
bone, a gesture with its copiers in order, a ship chain, Evening Up. A panel is drawn once per
change of what it shows and blitted every frame.
"""

from __future__ import annotations

import pygame

from ...games.austin_powers import flow
from ...games.austin_powers.state import HAND_SIZE, score, vibes
from ...words import T, language, msg
from ...words import tr as tr_words
from ..theme import MIN_PX, blit_text, draw_whole, first_fit, rounded, shade
from .artist import SIDE_COLORS, SIDE_WORDS, VIBE_COLORS
from .icons import crosshair, gesture_icon, lips, ship
from ..widgets import player_name
from .phrases import name_list, side_score, vibe_label

#: who makes the gesture, with its name ("Ann: the peace sign!")
GESTURE_LINES = {"austin": T("{who}: the peace sign!"), "evil": T("{who}: the pinky to the mouth!")}


class Cloth:
    """Draws the panels and the middle of the table for an `AustinPowersUI`."""

    def __init__(self, ui) -> None:
        self.ui = ui
        self._panels: dict[tuple, pygame.Surface] = {}
        self._panel_colors: dict | None = None

    def draw(self, surface, tr, fonts, s, viewer) -> None:
        actors = set(self.ui.game.to_act(s)) if s.result is None else set()
        for p in range(s.seats):
            self._draw_panel(surface, tr, fonts, s, p, p in actors)
            self._draw_score_label(surface, tr, fonts, s, p)
        self._draw_middle(surface, tr, fonts, s, viewer)

    def _draw_score_label(self, surface, tr, fonts, s, p: int) -> None:
        """The score written over the score pile: "Score $45 billion" where it fits, else the
        score alone, in full or short ("$45BN"), else the pile's name; never a cut word."""
        r = pygame.Rect(tr.rect(self.ui.rect(p, "score")))
        pts = score(self.ui.card_of, s, p)
        color = shade(SIDE_COLORS[s.sides[p]], 1.6)
        size = max(8, tr.length(11))
        forms = [msg("Score {score}", score=side_score(s.sides[p], pts)), side_score(s.sides[p], pts),
                 side_score(s.sides[p], pts, short=True), T("Score")]
        line = pygame.Rect(r.left + 2, r.top + 1, r.width - 4, fonts.font(size, True).get_height() + 2)
        text = first_fit(fonts, forms, line.width, size, bold=True)
        if text is not None:
            draw_whole(surface, fonts, text, line, size, color, bold=True)

    def _draw_panel(self, surface, tr, fonts, s, p: int, acting: bool) -> None:
        """A player's panel, drawn once per change of what it shows (then one blit a frame)."""
        r = pygame.Rect(tr.rect(self.ui.rect(p, "vibes")))
        turn = p == s.turn_player and s.result is None
        colors = self.ui.layout.colors
        if colors is not self._panel_colors:  # another layout's colours: the panels are drawn anew
            self._panels.clear()
            self._panel_colors = colors
        key = (language(), p, r.size, tr.scale, s.sides[p], s.names[p], score(self.ui.card_of, s, p),
               vibes(self.ui.card_of, s, p), turn, acting, len(s.hands[p]), len(s.decks[p]),
               (s.actions_allowed, s.actions_used, s.ship_free, s.phase) if turn else None)
        img = self._panels.get(key)
        if img is None:
            if len(self._panels) > 200:
                self._panels.clear()
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            self._render_panel(img, tr, fonts, s, p, acting, img.get_rect())
            self._panels[key] = img
        surface.blit(img, r)

    def _render_panel(self, surface, tr, fonts, s, p: int, acting: bool, r: pygame.Rect) -> None:
        """A player's panel: name, side, score in the side's unit, the four vibes, action markers.

        Every word and number in it is whole: the score beside the name in full ("$45 billion")
        or short ("$45BN"), else at the start of the vibes' row; the vibe chips say "2 Groovy",
        "2 G", "2G" or "2" as the room allows (their colour says which); the side's chip only
        where it fits."""
        colors = self.ui.layout.colors
        side = s.sides[p]
        side_col = SIDE_COLORS[side]
        radius = max(3, round(tr.length(6)))
        rounded(surface, shade(side_col, 0.35), r, radius)
        if p == s.turn_player and s.result is None:
            rounded(surface, colors["selected"], r, radius, max(2, round(tr.length(3))))
        elif acting:
            rounded(surface, colors["legal"], r, radius, max(1, round(tr.length(2))))
        else:
            rounded(surface, shade(side_col, 0.8), r, radius, 1)
        pad = max(3, round(tr.length(5)))
        inner = r.inflate(-2 * pad, -2 * pad)
        tall = r.height >= tr.length(80)
        # a panel with room for three lines of the smallest text has them: name, vibes, markers
        three = not tall and inner.height >= 3 * (fonts.font(MIN_PX / fonts.scale, True).get_height() + 2)
        rows = 4 if tall else 3 if three else 2
        row_h = inner.height / rows
        fs = max(8, min(row_h * 0.72, tr.length(16 if tall else 13)))
        score_fs = fs * (1.0 if not tall else 1.05)
        # row 1: the name; the score on its right where both fit whole, else under it
        name_col = colors.get(f"p{p + 1}", colors["text"])
        pts = score(self.ui.card_of, s, p)
        gap = 8
        name = player_name(fonts, s.names[p], p, inner.width, fs)
        name_w = fonts.font(fs, True).size(tr_words(name))[0]
        forms = [side_score(side, pts), side_score(side, pts, short=True)]
        score_txt = first_fit(fonts, forms, inner.width - name_w - gap, score_fs, bold=True)
        y1 = inner.top + row_h / 2
        row1 = pygame.Rect(inner.left, round(y1 - row_h / 2), inner.width, round(row_h))
        right = inner.right
        if score_txt is not None:
            box = pygame.Rect(inner.left + name_w + gap, row1.top, inner.width - name_w - gap, row1.height)
            sr = draw_whole(surface, fonts, score_txt, box, score_fs, (250, 214, 80), bold=True, align="right")
            right = sr.left
        nr = draw_whole(surface, fonts, name, pygame.Rect(inner.left, row1.top, right - inner.left - gap // 2,
                                                          row1.height), fs, name_col, bold=True, align="left")
        chip_txt = tr_words(SIDE_WORDS[side])
        chip_w = fonts.font(fs * 0.7, True).size(chip_txt)[0] + 6
        chip = pygame.Rect(nr.right + 6, 0, chip_w, fonts.font(fs * 0.7, True).get_height() + 2)
        chip.centery = round(y1)
        if nr.width and chip.right < right - 4:  # the side's chip, where there is room for it
            rounded(surface, side_col, chip, max(2, chip.height // 3))
            draw_whole(surface, fonts, chip_txt, chip, fs * 0.7, (255, 255, 255), bold=True)
        # the vibes
        have = vibes(self.ui.card_of, s, p)
        vy = inner.top + row_h * (1.15 if tall else 1.05 if three else 1)
        vh = row_h * (1.1 if tall else 0.9 if three else 0.92)
        turn = p == s.turn_player and s.result is None
        size = min(fs * 0.95, vh * 0.75)
        markers_w = 0.0 if not turn or tall or three else min(inner.width * 0.32, vh * 4.2)
        # the score under the name where it did not fit beside it, in full where the chips still
        # carry their numbers, else short; the markers give way to the chips' numbers
        carried, labels, vw = None, None, 0.0
        for form in (forms if score_txt is None else [None]):
            cw = 0 if form is None else fonts.font(fs * 0.95, True).size(tr_words(form))[0] + 6
            for mw in (markers_w, 0.0):
                labels, vw = self._vibe_labels(fonts, have, inner.width - cw - mw, size, tall)
                if labels is not None:
                    carried, markers_w = form, mw
                    break
            if labels is not None:
                break
        if score_txt is None and carried is None:
            carried = forms[-1]
            cw = fonts.font(fs * 0.95, True).size(tr_words(carried))[0] + 6
            labels, vw = self._vibe_labels(fonts, have, inner.width - cw, size, tall)
            markers_w = 0.0
        left = inner.left
        if carried is not None:
            cr = draw_whole(surface, fonts, carried, pygame.Rect(left, round(vy), inner.width, round(vh)), fs * 0.95,
                            (250, 214, 80), bold=True, align="left")
            left = cr.right + 6
        for i, v in enumerate(have):
            chip = pygame.Rect(round(left + i * (vw + 4)), round(vy), round(vw), round(vh))
            rounded(surface, VIBE_COLORS[i] if v > 0 else shade(VIBE_COLORS[i], 0.55), chip, max(2, chip.height // 4))
            if labels is not None:
                draw_whole(surface, fonts, labels[i], chip.inflate(-2, 0), size, (255, 255, 255), bold=True)
        # the two action markers (and the free ship agent) of the turn player
        if turn and (tall or three or markers_w):
            if tall or three:
                my = inner.top + row_h * (2.55 if tall else 2.1)
                mx: float = inner.left
                mh = row_h * (1.2 if tall else 0.85)
            else:
                mx = inner.right - markers_w + 4
                my = vy
                mh = vh
            self._draw_markers(surface, fonts, s, pygame.Rect(round(mx), round(my), round(inner.right - mx),
                                                              round(mh)), fs, tall or three)
        elif tall or three:
            hand = len(s.hands[p])
            box = pygame.Rect(inner.left, round(inner.top + row_h * (2.7 if tall else 2.0)), inner.width, round(row_h))
            said = first_fit(fonts, [msg("{hand} cards in hand · {deck} in the deck", hand=hand, deck=len(s.decks[p])),
                                     msg("{hand} in hand · {deck} in the deck", hand=hand, deck=len(s.decks[p]))],
                             box.width, fs * 0.8)
            if said is not None:
                draw_whole(surface, fonts, said, box, fs * 0.8, colors["muted"], align="left")

    @staticmethod
    def _vibe_labels(fonts, have, width: float, size: float, tall: bool):
        """The four vibes' labels in the fullest form whose widest fits a quarter of `width` (the
        same form for all four), with the chips' width; (None, width) where not even the
        numbers alone fit (the chips show their colours)."""
        vw = (width - 3 * 4) / 4
        for form in ("full", "short", "tight", "digit"):
            labels = [vibe_label(i, v, form) for i, v in enumerate(have)]
            if max(fonts.font(size, True).size(tr_words(lb))[0] for lb in labels) <= vw - 4:
                return labels, vw
        return None, vw

    def _draw_markers(self, surface, fonts, s, rect: pygame.Rect, fs: float, tall: bool) -> None:
        colors = self.ui.layout.colors
        left = max(0, s.actions_allowed - s.actions_used) if s.phase == "actions" else 0
        total = max(s.actions_allowed, 2)
        rad = max(3, round(rect.height * 0.36))
        x = rect.left + rad
        if tall:
            r = draw_whole(surface, fonts, T("Actions"), pygame.Rect(rect.left, rect.top, rect.width // 2, rect.height),
                          fs * 0.85, colors["muted"], align="left")
            x = rect.left + r.width + 6 + rad
        for i in range(total):
            c = (round(x), rect.centery)
            if i < left:
                pygame.draw.circle(surface, colors["selected"], c, rad)
                pygame.draw.circle(surface, shade(colors["selected"], 0.6), c, rad, max(1, rad // 4))
            else:
                pygame.draw.circle(surface, shade(colors["selected"], 0.5), c, rad, max(1, rad // 4))
            x += 2 * rad + 4
        if s.ship_free and s.phase == "actions":
            ship(surface, (x + rad, rect.centery), rad * 2.2)

    def _draw_middle(self, surface, tr, fonts, s, viewer) -> None:
        """What happens in the middle of the table: the showdown, a gesture, a chain, Evening Up."""
        colors = self.ui.layout.colors
        zr = pygame.Rect(tr.rect(self.ui.layout.zones["showdown"].rect))
        fs = max(9, tr.length(15))
        mode = flow.mode(s)
        names = s.names
        if s.showdown is not None:
            sd = s.showdown
            title = T("SHAG") if sd.kind == "shag" else T("ASSASSINATION ATTEMPT")
            top = zr.top + round(tr.length(16))
            img = fonts.text(title, fs * 1.3, colors["selected"], bold=True)
            blit_text(surface, fonts, title, (zr.centerx, top), fs * 1.3, colors["selected"], bold=True,
                      anchor="midtop", box=zr)
            icon = (lips if sd.kind == "shag" else crosshair)
            icon(surface, (zr.centerx - img.get_width() / 2 - fs * 1.2, top + img.get_height() / 2), fs * 1.6)
            if not self.ui.banner_up:  # (the banner, up for a moment, names them: it stands there)
                who = msg("{a}  vs  {b}", a=names[sd.seats[0]], b=names[sd.seats[1]])
                blit_text(surface, fonts, who, (zr.centerx, top + img.get_height() + 2), fs, colors["text"],
                          anchor="midtop", box=zr)
                if not sd.helping:  # (help asked: the players' buttons stand there)
                    blit_text(surface, fonts, "VS", zr.center, fs * 2.2, shade(colors["selected"], 0.8),
                              bold=True, anchor="center", box=zr)
            p = sd.seats[sd.to_play]
            line = (msg("{who} called for help", who=names[p]) if sd.called[sd.to_play]
                    else msg("{who} to play a bone", who=names[p]))
            if sd.helping:
                line = msg("Throw {who} a bone! Who offers first?", who=names[p])
            blit_text(surface, fonts, line, (zr.centerx, zr.bottom - round(tr.length(8))), fs, colors["legal"],
                      bold=True, anchor="midbottom", box=zr)
            # which side plays: an arrow under its agent
            _, _, left, right = self.ui.showdown_geometry()
            ax, ay = tr.point(*(left if sd.to_play == 0 else right))
            pygame.draw.circle(surface, colors["legal"], (round(ax), zr.bottom - round(tr.length(10))),
                               max(3, round(tr.length(5))))
            return
        if s.gesture is not None:
            ge = s.gesture
            side = s.sides[ge.user]
            icon_h = min(zr.height * 0.5, zr.width * 0.2, tr.length(110))
            cx = zr.left + zr.width * 0.17
            gesture_icon(surface, side, (cx, zr.top + zr.height * 0.47), icon_h)
            words = msg(GESTURE_LINES[side], who=names[ge.user])
            blit_text(surface, fonts, words, (cx, zr.top + round(tr.length(14))), fs * 1.1, colors["selected"],
                      bold=True, anchor="midtop", box=zr)
            copied = (msg("Copied: {who}", who=name_list(msg("{n}. {who}", n=i + 1, who=names[p]) for i, p in enumerate(ge.copiers)))
                      if ge.copiers else T("Copied: nobody yet"))
            blit_text(surface, fonts, copied, (cx, zr.bottom - round(tr.length(22))), fs * 0.9, colors["text"],
                      anchor="midbottom", box=zr)
            if mode == "gesture":
                rest = msg("Deciding: {who}", who=name_list(names[p] for p in ge.waiting))
            elif len(ge.last()) > 1:  # AP-7.4: the last copies came together, the user picks
                rest = msg("{who} copied at the same moment: {user} picks the target.",
                           who=name_list(names[p] for p in ge.last()), user=names[ge.user])
            else:
                rest = msg("{who} copied last and is the target.", who=names[ge.copiers[-1]])
            blit_text(surface, fonts, rest, (cx, zr.bottom - round(tr.length(6))), fs * 0.85, colors["muted"],
                      anchor="midbottom", box=zr)
            return
        text = ""
        if s.ship_round is not None:
            text = msg("Ship chain: {who} may answer {player}'s ship agent.", who=names[s.ship_round.waiting[0]],
                       player=names[s.turn_player])
        elif mode == "proposal":
            text = msg("{who} proposes to end the game by score: {waiting} to answer.",
                       who=names[s.proposal.proposer], waiting=name_list(names[p] for p in s.proposal.waiting))
        elif mode == "evening-hand":
            text = msg("Evening Up: {who} may discard the whole hand.", who=names[s.turn_player])
        elif mode == "evening-discard":
            over = [names[p] for p in range(s.seats) if len(s.hands[p]) > HAND_SIZE]
            text = (msg("Evening Up: {who} discards down to six.", who=name_list(over)) if len(over) == 1
                    else msg("Evening Up: {who} discard down to six.", who=name_list(over)))
        elif mode == "actions" and viewer == s.turn_player:
            text = T("Drop swingers and happenings here.")
            blit_text(surface, fonts, text, (zr.centerx, zr.top + zr.height * 0.62), fs, shade(colors["label"], 0.8),
                      anchor="center", box=zr)
            return
        if text:
            blit_text(surface, fonts, text, (zr.centerx, zr.top + zr.height * 0.62), fs * 1.1, colors["text"],
                      bold=True, anchor="center", box=zr)
