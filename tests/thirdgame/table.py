"""Duel at the table: the pieces, the drop places and the mouse (the only pygame of Duel).

A card of the hand is dragged onto a player's life panel: that is `Play(card, that seat)`,
whatever the card, and the engine says whether it may go there. Pass is a button.
"""

from __future__ import annotations

import pygame

from tabletop.engine.game import HIDDEN
from tabletop.ui.adapter import Button, Drag, GameUI, Piece, Target
from tabletop.ui.cardkit import card_back, frame, title_bar
from tabletop.ui.theme import blit_text
from tabletop import words
from tabletop.words import T, msg

from .engine import Pass, Play

COLORS = {"strike": (170, 60, 50), "guard": (60, 100, 170), "mend": (60, 140, 80)}


class DuelUI(GameUI):
    title = "Duel"

    def zone(self, seat: int, kind: str) -> str:
        return f"p{seat + 1}.{kind}"

    def _row(self, zone: str, n: int, size):
        x, y, w, h = self.layout.zones[zone].rect
        step = min(size[0] + 8, (w - size[0]) / max(1, n - 1)) if n > 1 else 0
        left = x + size[0] / 2 + 6
        return [(left + i * step, y + h / 2) for i in range(n)]

    def pieces(self, s, viewer):
        size = self.layout.card_size
        out = []
        for p in range(2):
            hand = self.zone(p, "hand")
            for i, (cid, spot) in enumerate(zip(s.hands[p], self._row(hand, len(s.hands[p]), size))):
                if s.cards[cid] != HIDDEN:  # the table hands a seat's view: what it shows is this seat's to see
                    face = ("card", s.cards[cid])
                    out.append(Piece(f"card:{cid}", "card", hand, spot, size, face, z=10 + i, card=cid,
                                     seat=p, movable=True, preview=face, label=self.game.pool[s.cards[cid]].name))
                else:
                    out.append(Piece(f"card:{cid}", "back", hand, spot, size, ("back",), z=10 + i, card=cid, seat=p))
            for pile in ("deck", "discard"):
                ids = getattr(s, pile + "s")[p]
                if ids:
                    zx, zy, zw, zh = self.layout.zones[self.zone(p, pile)].rect
                    top = ids[-1]
                    face = ("card", s.cards[top]) if pile == "discard" else ("back",)
                    out.append(Piece(f"{pile}:{p}", "pile", self.zone(p, pile), (zx + zw / 2, zy + zh / 2),
                                     size, face, z=5, seat=p, label=f"{pile} ({len(ids)})"))
        return out

    def targets(self, s, viewer):
        return [Target(f"life:{p}", self.layout.zones[self.zone(p, "life")].rect, s.names[p]) for p in range(2)]

    def gesture(self, s, action):
        if isinstance(action, Play):
            return Drag(f"card:{action.card}", f"life:{action.target}")
        if isinstance(action, Pass):
            return Button("Pass", "Space", primary=True)
        return None

    def intent(self, s, seat, piece, target):
        if piece.card is None or target is None or not target.startswith("life:"):
            return ""
        return Play(seat, piece.card, int(target.split(":")[1]))

    def draw_face(self, face, size, fonts):
        if face[0] == "back":
            return card_back(size, (90, 70, 110), "D", fonts)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        color = COLORS[face[1]]
        inner = frame(surf, (235, 230, 220), color)
        title_bar(surf, fonts, self.game.pool[face[1]].name, pygame.Rect(inner.x, inner.y, inner.w, inner.h // 4), color)
        return surf

    def draw_dynamic(self, surface, tr, fonts, s, viewer):
        for p in range(2):
            r = pygame.Rect(tr.rect(self.layout.zones[self.zone(p, "life")].rect))
            text = words.tr("{who}: {life} life, {guards} guards", who=s.names[p], life=s.life[p], guards=s.guards[p])
            blit_text(surface, fonts, text, r.center, max(10, tr.length(24)), (240, 236, 226), bold=True,
                      anchor="center")

    def status(self, s, viewer):
        if s.result is not None:
            return [T("Game over"), s.result.detail]
        return [msg("Turn {turn} · {who}'s turn", turn=s.turn, who=s.names[s.turn_player]),
                T("Drag a card onto a player, or pass.")]

    def summary(self, s):
        order = sorted(range(2), key=lambda p: -s.life[p])
        return [(p, msg("{life} life", life=s.life[p])) for p in order]
