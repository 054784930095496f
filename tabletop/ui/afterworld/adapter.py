"""The Afterworld table: what to draw where; which mouse gesture does which action is in
gestures.py.

Gestures (every legal action has one; the rest are buttons):

| action                      | gesture                                                        |
| --------------------------- | -------------------------------------------------------------- |
| assign a commander          | drag it from the hand row onto a division strip                |
| expend a territory          | click it (or drag it onto your Food/Gold pool)                  |
| deploy a unit               | drag it onto a division: its strip or its token                 |
| attach an item              | drag it onto the commander or unit                              |
| play an event               | drag it onto its target (card, division) or onto the world      |
| move a division             | drag its token onto the square; a fortress move: any of the     |
|                             | four back-row squares, or the fortress                          |
| choose a battle target      | drag the attacking unit onto the enemy unit or territory        |
| fight, pass, mulligan, keep | buttons (Space = the highlighted one)                           |

Piece ids: ``card:<id>``, ``token:<seat>:<n>``, ``pile:<seat>:deck``. Drop places:
``square:<0-17>``, ``division:<seat>:<n>``, ``pool:<seat>``, ``table`` (the world, for
events without a target).
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from ...games.afterworld import world
from ...games.afterworld.actions import Expend, PlayEvent
from ...games.afterworld.query import attack_of, health_of, unit_limit
from ..adapter import Piece, Target
from ..handrow import Spot, hand_spots
from ... import words
from ...words import T, msg
from ...words import tr as tr_words
from ..theme import blit_text, draw_text, line_height, rounded, shade
from .artist import AfterworldArtist
from .boardfaces import seat_shape
from .cues import draw_threats, move_marks, tip_words
from .geometry import AfterworldGeometry
from .gestures import AfterworldGestures

#: what an event card did that its banner says (the first of them): a division sent somewhere,
#: a card hit, healed, sent back or removed, Food and Gold gained
BANNER_KINDS = frozenset({"division-moved", "division-returned", "damage", "heal", "unit-destroyed", "unit-returned",
                          "unit-removed", "territory-destroyed", "buff", "gain", "ready", "expend", "draw"})

QUARTER = math.pi / 2


def _name_band(h: float) -> float:
    """How far below a small card's top edge its name band ends (artist.py `portrait`: the
    frame, a pad, a band a fifth of the card high but at least a 12 px bold line)."""
    return max(0.2 * h, 22.0) + 0.07 * h + 2.0


STEP_TITLES = {"mulligan": T("Setup: mulligans"), "assign": T("Setup: commanders"), "muster": T("Muster step"),
               "move": T("Move step"), "battle": T("Battle step"), "over": T("Game over")}
STEP_HELP = {
    "mulligan": T("Keep your opening hand, or put it under your deck and draw 6 new cards (once)."),
    "assign": T("Drag each commander onto a division strip to lead it, or press Space to keep them as shown."),
    "muster": T("Click territories for Food and Gold, drag units onto divisions, items onto "
                "commanders or units, events onto their targets."),
    "move": T("Drag a division token to a square its commander's next movement icon points to."),
    "battle": T("Fight where your units meet something to attack, or end your battles."),
}
#: what the battle waits for, in the status line
STAGE_WORDS = {"aim": T("choose targets"), "counter": T("strike back"), "respond": T("events")}


class AfterworldUI(AfterworldGeometry, AfterworldGestures):
    title = "Afterworld"
    hint = T("Drag to play · Click to expend/choose · Space: pass / next · Ctrl+Z: undo · Ctrl+Y: redo · "
             "H: show legal moves · F1: rules · Ctrl+S: save · M: sound · Esc: menu")
    board = "world"
    mark_kinds = frozenset({"play", "expend", "damage", "deploy", "attach", "territory-destroyed"})
    hit_kinds = frozenset({"damage", "territory-destroyed"})
    cues = {"damage": "hit", "battle": "hit", "territory-destroyed": "hit", "expend": "expend"}
    echo_kinds = frozenset({"move", "deploy", "expend", "attach", "event", "battle", "aim", "pass",
                            "mulligan", "keep", "assign"})

    def __init__(self, game, layout) -> None:
        super().__init__(game, layout)
        self.card_of = game.pool.by_key
        self.artist = AfterworldArtist(game.pool)

    # ---- pieces -----------------------------------------------------------------------
    def pieces(self, s, viewer: int | None) -> list[Piece]:
        out: list[Piece] = []
        tsize = self.territory_size()
        for sq in range(18):
            t = s.world[sq]
            if not t:
                continue
            x, y, w, h = self.square_rect(sq)
            owner = s.owner[t]
            key = s.cards[t]
            dead = t in s.destroyed
            face = ("territory-back", self.card_of[key].faction) if dead else ("card", key, 0)
            badges = (("damage", s.damage[t]),) if s.damage.get(t) and not dead else ()
            out.append(Piece(f"card:{t}", "card", "world", (x + w / 2, y + h / 2), tsize, face,
                             angle=QUARTER if t in s.expended and not dead else 0.0, z=1, card=t, seat=owner,
                             movable=owner == viewer and not dead, badges=badges, preview=("card", key, 0),
                             label=self.card_of[key].name))
        tk = self.token_size()
        for p, side in enumerate(s.sides):
            color = self.layout.colors[f"p{p + 1}"]
            for d in side.divisions:
                out.append(Piece(f"token:{p}:{d.number}", "token", "world", self.token_center(p, d.number, d.square),
                                 (tk, tk), ("token", p, d.number, tuple(color[:3])), z=5, seat=p,
                                 movable=p == viewer, label=msg("division d{n}", n=d.number)))
            out += self._division_pieces(s, p)
            out += self._hand_pieces(s, p, viewer)
            out += self._pile_pieces(s, p)
        return [self._faced(piece) for piece in out]

    def _faced(self, piece: Piece) -> Piece:
        """A zone's `facing` turns its cards toward the seat that sits there (layouts)."""
        zone = self.layout.zones.get(piece.zone)
        if zone is None or not zone.facing or piece.kind == "token":
            return piece
        return dataclasses.replace(piece, angle=piece.angle + math.radians(zone.facing))

    def _division_pieces(self, s, p: int) -> list[Piece]:
        out = []
        for d in s.sides[p].divisions:
            zone = self.seat_zone(p, f"division{d.number}")
            if zone not in self.layout.zones or not d.commander:
                continue
            cw, ch = self._strip_card_size(zone)
            iw, ih = cw * 0.78, ch * 0.78
            zx, zy, zw, zh = self.layout.zones[zone].rect
            cy = zy + zh / 2
            seq: list[tuple[int, bool]] = []
            for holder in [d.commander] + d.units:
                seq.append((holder, False))
                seq += [(it, True) for it in s.items.get(holder, [])]
            left = 40.0
            avail = zw - left - 6
            # an item lies beside its holder, never over its numbers (squeezed all alike when crowded)
            widths = [iw + 4 if item else cw + 4 for _, item in seq]
            squeeze = min(1.0, avail / sum(widths)) if widths else 1.0
            x = zx + left
            for i, (cid, item) in enumerate(seq):
                key = s.cards[cid]
                size = (iw, ih) if item else (cw, ch)
                if item:
                    center = (x + iw / 2, cy + ch * 0.1)
                else:
                    center = (x + cw / 2, cy)
                x += widths[i] * squeeze
                icons = getattr(self.card_of[key], "icons", ())
                nxt = d.moves + 1 if cid == d.commander and d.moves < len(icons) else 0
                face: tuple = ("card", key, nxt)
                now = None if item else self._in_play(s, d, cid)
                if now is not None:  # the numbers in play, on the card where the printed ones are
                    face = face + (now,)
                badges = []
                if s.damage.get(cid):
                    badges.append(("damage", s.damage[cid]))
                out.append(Piece(f"card:{cid}", "card", zone, center, size, face,
                                 angle=QUARTER if cid in s.expended else 0.0, z=10 + i, card=cid, seat=p,
                                 movable=True, badges=tuple(badges), preview=face,
                                 label=self.card_of[key].name))
        out += self._reserve_pieces(s, p)
        return out

    def _in_play(self, s, d, cid: int) -> tuple[int, int, int] | None:
        """(Attack, Health, Units) of a unit or commander in a division where an item or an
        effect changed the printed numbers, else None."""
        card = self.card_of[s.cards[cid]]
        if card.type == "unit":
            a, hp = attack_of(s, self.card_of, cid), health_of(s, self.card_of, cid)
            return (a, hp, 0) if (a, hp) != (card.attack, card.health) else None
        if card.type == "commander" and cid == d.commander:
            units = unit_limit(s, self.card_of, d)
            return (getattr(card, "attack", 0), 0, units) if units != card.unit_limit else None
        return None

    def _reserve_pieces(self, s, p: int) -> list[Piece]:
        """Commanders not yet leading a division (AW-4.6) wait at the right end of the empty
        strips, one per strip, to be dragged onto the division they shall lead."""
        out = []
        empty = [d for d in s.sides[p].divisions if not d.commander]
        for cid, d in zip(s.sides[p].reserve, empty):
            zone = self.seat_zone(p, f"division{d.number}")
            if zone not in self.layout.zones:
                continue
            cw, ch = self._strip_card_size(zone)
            zx, zy, zw, zh = self.layout.zones[zone].rect
            key = s.cards[cid]
            out.append(Piece(f"card:{cid}", "card", zone, (zx + zw - cw / 2 - 8, zy + zh / 2), (cw, ch),
                             ("card", key, 0), z=10, card=cid, seat=p, movable=True,
                             preview=("card", key, 0), label=self.card_of[key].name))
        return out

    def _hand_pieces(self, s, p: int, viewer: int | None) -> list[Piece]:
        zone = self.seat_zone(p, "hand")
        side = s.sides[p]
        cards = list(side.hand)
        cw, ch = self._card_size(zone)
        zx, zy, zw, zh = self.layout.zones[zone].rect
        label = 14 if self.layout.zones[zone].label else 0  # the cards stand below the zone's label
        if label and ch > zh - label - 6:
            ch = zh - label - 6
            cw = ch * self.layout.card_size[0] / self.layout.card_size[1]
        faction = self._faction(s, p)
        open_hand = p == viewer or s.options.open_hands
        if open_hand:  # every name readable: smaller cards, or two staggered rows (ui/handrow.py)
            spots, (cw, ch) = hand_spots((zx, zy + label + 3, zw, zh - label - 6), len(cards), (cw, ch),
                                         _name_band, least_step=8.0)
        else:
            spots = [Spot(x, zy + label + (zh - label) / 2, False) for x in self._row(zone, len(cards), cw)]
        out = []
        for i, (cid, spot) in enumerate(zip(cards, spots)):
            key = s.cards[cid]
            shown = open_hand
            face = ("card", key, 0) if shown else ("back", faction)
            out.append(Piece(f"card:{cid}", "card" if shown else "back", zone, (spot.x, spot.y),
                             (cw, ch), face,
                             z=(40 if spot.lower else 20) + i, card=cid, seat=p, movable=shown and p == viewer,
                             preview=face if shown else None, label=self.card_of[key].name if shown else T("a card")))
        return out

    def _pile_pieces(self, s, p: int) -> list[Piece]:
        out = []
        side = s.sides[p]
        faction = self._faction(s, p)
        for kind in ("deck", "discard", "removed"):
            zone = self.seat_zone(p, kind)
            if zone not in self.layout.zones:
                continue
            zx, zy, zw, zh = self.layout.zones[zone].rect
            cw, ch = self._card_size(zone)
            center = (zx + zw / 2, zy + zh / 2 + 7)
            pile = getattr(side, kind)
            count = (("count", len(pile)),)
            if kind == "deck":
                face = ("back", faction) if pile else ("pile-empty",)
                out.append(Piece(f"pile:{p}:deck", "pile", zone, center, (cw, ch), face, z=2, seat=p,
                                 badges=count, label=msg("{n} cards in the deck", n=len(pile))))
            elif pile:
                top = pile[-1]
                key = s.cards[top]
                out.append(Piece(f"card:{top}", "card", zone, center, (cw, ch), ("card", key, 0), z=2, card=top,
                                 seat=p, badges=count, preview=("card", key, 0), label=self.card_of[key].name))
            else:
                out.append(Piece(f"pile:{p}:{kind}", "pile", zone, center, (cw, ch), ("pile-empty",), z=2, seat=p,
                                 badges=(("count", 0),)))
        return out

    def _faction(self, s, p: int) -> str:
        fort = s.world[world.fortress_of(p)]
        return self.card_of[s.cards[fort]].faction if fort else ""

    # ---- drop places ------------------------------------------------------------------
    def targets(self, s, viewer: int | None) -> list[Target]:
        out = [Target("table", self.layout.zones["world"].rect, T("the table"), z=-1)]
        out += [Target(f"square:{sq}", self.square_rect(sq), world.NAMES[sq]) for sq in range(18)]
        for p in (0, 1):
            for n in (1, 2, 3):
                zone = self.layout.zones.get(self.seat_zone(p, f"division{n}"))
                if zone is not None:
                    out.append(Target(f"division:{p}:{n}", zone.rect, msg("division d{n}", n=n)))
            pool = self.layout.zones.get(self.seat_zone(p, "pool"))
            if pool is not None:
                out.append(Target(f"pool:{p}", pool.rect, T("Food and Gold pool")))
        return out

    def browse(self, s, piece: Piece, viewer: int | None):
        kind = piece.zone.rpartition(".")[2]
        if kind not in ("discard", "removed"):
            return None
        seat = int(piece.zone[1]) - 1
        pile = getattr(s.sides[seat], kind)
        title = (msg("{who}'s discard pile", who=s.names[seat]) if kind == "discard"
                 else msg("{who}'s removed pile", who=s.names[seat]))
        return title, [("card", s.cards[c], 0) for c in pile]

    # ---- drawing ----------------------------------------------------------------------
    def draw_face(self, face, size, fonts):
        return self.artist.draw(face, size, fonts)

    def draw_static(self, surface, tr, fonts) -> None:
        colors = self.layout.colors
        wx, wy, ww, wh = self.layout.zones["world"].rect
        for sq in range(18):
            r = pygame.Rect(tr.rect(self.square_rect(sq)))
            owner = world.square_owner(sq)
            tint = colors[f"p{owner + 1}"]
            base = shade(colors["zone"], 1.08) if sq in (world.F1, world.F2) else colors["zone"]
            mix = tuple(int(b * 0.82 + t * 0.18) for b, t in zip(base[:3], tint[:3]))
            rounded(surface, mix, r, max(2, round(tr.length(5))))
            rounded(surface, shade(mix, 1.35), r, max(2, round(tr.length(5))), 1)
            blit_text(surface, fonts, world.NAMES[sq], (r.left + 4, r.top + 2), max(8, tr.length(10)),
                      shade(mix, 1.8))
        # the border between the two empires
        mid = pygame.Rect(tr.rect((wx, wy + wh / 2 - 1, ww, 2)))
        pygame.draw.rect(surface, colors["selected"], mid)

    def draw_over(self, surface, tr, fonts, s, viewer: int | None) -> None:
        draw_threats(self, surface, tr, fonts, s, viewer)  # (a turned territory must not hide its tag)

    def draw_dynamic(self, surface, tr, fonts, s, viewer: int | None) -> None:
        colors = self.layout.colors
        fs = max(9, tr.length(12))
        for sq in (world.F1, world.F2):  # a fortress's name, whole, in its wide square's top line
            if s.world[sq]:
                r = pygame.Rect(tr.rect(self.square_rect(sq)))
                left = r.left + 4 + fonts.font(max(8, tr.length(10))).size(world.NAMES[sq])[0] + 10
                draw_text(surface, fonts, words.field(self.card_of[s.cards[s.world[sq]]], "name"),
                          pygame.Rect(left, r.top + 2, r.right - left - 6, line_height(fonts, fs)), fs,
                          shade(colors["text"], 0.85), align="left")
        for p, side in enumerate(s.sides):
            z = self.layout.zones.get(self.seat_zone(p, "pool"))
            if z is not None:
                r = pygame.Rect(tr.rect(z.rect))
                big = max(10, tr.length(20))
                half = pygame.Rect(r.left + r.width * 0.06, r.top + r.height * 0.3, r.width * 0.42, r.height * 0.6)
                draw_text(surface, fonts, tr_words("Food {n}", n=side.food), half, big, (150, 205, 100),
                          bold=True, align="left")
                half.right = round(r.right - r.width * 0.06)
                draw_text(surface, fonts, tr_words("Gold {n}", n=side.gold), half, big, (240, 200, 70),
                          bold=True, align="right")
            for d in side.divisions:
                z = self.layout.zones.get(self.seat_zone(p, f"division{d.number}"))
                if z is None:
                    continue
                r = pygame.Rect(tr.rect(z.rect))
                col = colors[f"p{p + 1}"]
                k = min(1.0, z.rect[3] / 88)  # a strip lower than 88 units packs its text closer
                disc = (r.left + round(tr.length(18)), r.top + round(tr.length(20 * k)))
                seat_shape(surface, p, col, disc, max(6, round(tr.length(13))))
                blit_text(surface, fonts, f"d{d.number}", disc, fs, (20, 20, 20), bold=True, anchor="center")
                if d.commander:
                    limit = unit_limit(s, self.card_of, d)
                    # "2 of 4" over "units": one phrase on two lines, each drawn in its own size
                    count, word = (tr_words("{n} of {limit}\nunits", n=len(d.units), limit=limit).split("\n") + [""])[:2]
                    # (each kept inside the strip: 「ユニット」 is wider than the column under the mark)
                    blit_text(surface, fonts, count, (disc[0], r.top + tr.length(44 * k)), fs,
                              colors["text"], anchor="center", box=r)
                    blit_text(surface, fonts, word, (disc[0], r.top + tr.length(57 * k)), fs * 0.8,
                              colors["muted"], anchor="center", box=r)
                    blit_text(surface, fonts, world.NAMES[d.square], (disc[0], r.top + tr.length(72 * k)), fs,
                              colors["selected"], anchor="center", box=r)
        if s.battle is not None:
            r = pygame.Rect(tr.rect(self.square_rect(s.battle.square)))
            pygame.draw.rect(surface, colors["refused"], r, max(2, round(tr.length(3))), border_radius=6)

    def tip_at(self, s, viewer, point) -> str:
        return tip_words(self, s, viewer, point)

    def pace(self, entry) -> float:
        """An event card (a Sandstorm sending a division home) or a territory destroyed is read
        longest, then what moves on the board (a unit, an item, a division, an attack); the
        Food and Gold taken a moment."""
        kinds = {ev.kind for ev in entry.events}
        if isinstance(entry.action, PlayEvent) or "territory-destroyed" in kinds:
            return 1.8
        if isinstance(entry.action, Expend) or entry.action.quiet:
            return 0.35
        return 0.9

    def banner(self, s, entry, before):
        """An event card played, shown large for a moment: its name, and what it did (a division
        sent home, a unit hit); a territory destroyed."""
        a = entry.action
        if isinstance(a, PlayEvent):
            did = [ev.text for ev in entry.events if ev.text and ev.kind in BANNER_KINDS]
            key = s.cards.get(a.card)
            name = self.card_of[key].name if key in self.card_of else ""
            return (name, did[0] if did else entry.words) if name else None
        gone = next((ev.text for ev in entry.events if ev.kind == "territory-destroyed" and ev.text), "")
        if gone:
            return (T("Territory destroyed"), gone)
        return None

    def marks(self, before, after, entries, viewer):
        return move_marks(self, super().marks(before, after, entries, viewer), before, after, viewer)

    def status(self, s, viewer: int | None) -> list[str]:
        names = s.names
        if s.result is not None:
            return [T("Game over"), s.result.detail]
        from ...games.afterworld.legal import actor
        who = actor(s)
        step = STEP_TITLES.get(s.step, s.step)
        # the header says who acts in this part of the step (in the muster, both players do,
        # whoever's turn it is); the line under it whose turn it is
        first: str
        if not s.turn:
            first = msg("Setting up · {who} acts", who=names[who]) if who is not None else T("Setting up")
        else:
            first = (msg("Turn {turn} · {who} acts", turn=s.turn, who=names[who]) if who is not None
                     else msg("Turn {turn}", turn=s.turn))
        lines = [first, msg("{step} · {who}'s turn", step=step, who=names[s.turn_player]) if s.turn else step]
        if s.battle is not None:
            b = s.battle
            stage = STAGE_WORDS.get(b.stage, b.stage)
            lines[1] = msg("Battle on {square} · {who}: {stage}", square=world.NAMES[b.square], who=names[who],
                           stage=stage)
        if who is not None and viewer is not None and who != viewer:
            # what to do is said to the player who does it; the others are told whom they wait for
            lines.append(msg("Waiting for {who}: their moves show on the table as they make them.", who=names[who]))
        elif s.battle is not None:
            if s.battle.stage == "aim":
                lines.append(T("Drag each attacking unit onto an enemy unit or territory on this square."))
            elif s.battle.stage == "respond":
                lines.append(T("Play an event now, or press the button to play none."))
        else:
            lines.append(STEP_HELP.get(s.step, ""))
        if viewer is not None and s.battle is None:
            from ...games.afterworld.query import threats
            found = threats(s, self.card_of, viewer)
            if found:  # the red tags' key, with one of them for an example
                n, sq, attack, left = max(found, key=lambda f: f[2])
                lines.append(msg("Red squares: an enemy division can attack there next turn (\"d{n}: {attack} vs "
                                 "{left}\" on {square}: its Attack against what the square holds).",
                                 n=n, attack=attack, left=left, square=world.NAMES[sq]))
        return lines
