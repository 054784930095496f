"""The Austin Powers table: what to draw where; which mouse gesture does which action is in
gestures.py.

Seats sit around the table relative to the player at the mouse: the layout's ``p1`` zones
(the bottom) hold the seat the table is drawn for (`GameUI.bottom`, set by the table: in
hot-seat play, whoever acts now), ``p2`` the next seat in turn order, and so on. So the
acting human always finds their own agents and hand at the bottom.

Gestures (every legal action has one; the rest are buttons):

| action                            | gesture                                                     |
| --------------------------------- | ----------------------------------------------------------- |
| play an agent                     | drag it from your hand onto your field                      |
| launch / answer with a ship agent | drag it onto your field (free launch or an action: a menu)  |
| shag / assassination attempt      | drag your Kiss / Gun agent onto an opposing agent           |
| use a swinger                     | drag it onto the table (the middle) and pick its effect;    |
|                                   | or straight onto the target agent or player                 |
| use an agent's printed action     | click the agent (or drag it onto the target player)         |
| make the gesture (a happening)    | the gesture button, or drag a happening onto the table      |
| show the happening                | drag it onto the table                                      |
| play a bone / offer a bone        | drag it into the showdown (the middle of the table)         |
| Evening Up: discard down to six   | click the card (or drag it onto your discard pile)          |
| copy, pass, end actions, help,    | buttons (Space = the highlighted one); with several humans  |
| discard or keep the hand          | asked at once, one row of buttons per player                |

A swinger's special effect the engine refuses (vibes short) is listed greyed out in the
effect menu, with the engine's reason on hover.

Piece ids: ``card:<id>``, ``pile:<seat>:<deck|discard|score>``. Drop places: ``showdown``
(the middle of the table), ``field:<seat>``, ``seat:<seat>`` (a player's panel: for effects
that hit a player), ``discard:<seat>``.
"""

from __future__ import annotations

import dataclasses
import math
import re

from ...games.austin_powers import flow
from ...games.austin_powers.actions import Assassinate, NoCopy, Offer, PlayBone, Shag
from ...games.austin_powers.cards import Bone
from ...games.austin_powers.state import HAND_SIZE, score
from ... import words
from ...words import T, msg, tr
from ..adapter import Piece, Target
from ..handrow import Spot, hand_spots
from .artist import AustinPowersArtist
from .cloth import Cloth
from .gestures import AustinPowersGestures
from .legend import panel_words
from .phrases import name_list, side_score, vibes_words

def _name_band(h: float) -> float:
    """How far below a small card's top edge its name band ends (artist.py `card`: the frame,
    a pad, a band 0.17 of the card high but at least a 12 px bold line)."""
    return max(0.17 * h, 22.0) + 0.07 * h + 2.0


TILT = math.radians(7)   # the two battling agents lean toward each other
HINT = T("Drag cards to play · drop a Kiss/Gun agent on an opposing agent · Space: the highlighted button · "
         "Ctrl+Z: undo · H: legal moves · F1: rules · M: sound · Esc: menu")
#: what a player's pile is called on its piece ("Ann's deck: 24 cards")
PILE_LABELS = {"deck": T("{who}'s deck: {n} cards"), "discard": T("{who}'s discard pile: {n} cards"),
               "score": T("{who}'s score pile: {n} cards")}
class AustinPowersUI(AustinPowersGestures):
    title = "Austin Powers CCG"
    board = "showdown"
    mark_kinds = frozenset({"play", "expend", "bone", "swinger", "happening", "agent", "ship", "use"})
    cues = {"showdown-won": "won", "expend": "expend"}
    hint = HINT
    echo_kinds = frozenset({"agent", "shag", "assassination", "swinger", "use", "gesture", "copy", "no-copy",
                            "ship", "ship-answer", "no-ship", "end-actions", "bone", "help", "no-bone",
                            "discard-hand", "discard"})

    def __init__(self, game, layout) -> None:
        super().__init__(game, layout)
        self.card_of = game.by_key
        self.artist = AustinPowersArtist(game.pool)
        self.cloth = Cloth(self)

    # ---- seats and zones ---------------------------------------------------------------
    def zone(self, seat: int, kind: str) -> str:
        """The layout zone of `seat`'s `kind`, counted from the seat at the bottom."""
        n = self.layout.players
        return f"p{(seat - self.bottom) % n + 1}.{kind}"

    def seat_zone(self, seat: int, kind: str) -> str:
        return self.zone(seat, kind)

    def rect(self, seat: int, kind: str) -> tuple[float, float, float, float]:
        return self.layout.zones[self.zone(seat, kind)].rect

    def card_size(self, zone: str, scale: float = 1.0) -> tuple[float, float]:
        z = self.layout.zones[zone]
        cw, ch = self.layout.card_size
        room = z.rect[3] - (18 if z.kind in ("deck", "discard", "score") else 14)
        h = max(12.0, min(room, ch * z.card_scale * scale))
        return (h * cw / ch, h)

    def field_card_size(self, zone: str, n: int) -> tuple[float, float]:
        """Agents grow into their field's free room (up to 1.6 times the layout's card) while
        all `n` still fit side by side without overlapping: a field of two agents shows them
        large enough to read."""
        cw, ch = self.card_size(zone)
        x, y, w, h = self.layout.zones[zone].rect
        room = h - 14 - 6
        best = ch
        for rows in (1, 2, 3):
            per_row = max(1, math.ceil(max(1, n) / rows))
            tall = (room - 4 * (rows - 1)) / rows
            wide = (w - 8 - 4 * (per_row - 1)) / per_row * ch / cw
            best = max(best, min(tall, wide))
        best = min(best, self.layout.card_size[1] * 1.6)
        return (best * cw / ch, best)

    @staticmethod
    def _row(rect, n: int, cw: float, pad: float = 4.0) -> list[float]:
        """x centres of n cards of width cw in a row, overlapping if they must."""
        x, _, w, _ = rect
        if n == 0:
            return []
        step = cw + pad
        if n > 1 and pad + n * step > w:
            step = max(6.0, (w - 2 * pad - cw) / (n - 1))
        return [x + pad + cw / 2 + i * step for i in range(n)]

    @staticmethod
    def _grid(rect, n: int, size, pad: float = 4.0, top: float = 14.0) -> list[tuple[float, float]]:
        """Centres of n cards in rows filling `rect` (below its label), overlapping if they must."""
        x, y, w, h = rect
        cw, ch = size
        if n == 0:
            return []
        fit_row = max(1, int((w - pad) // (cw + pad)))
        fit_rows = max(1, int((h - top + pad) // (ch + pad)))
        rows = min(fit_rows, math.ceil(n / fit_row))
        per_row = math.ceil(n / rows)
        block = rows * ch + (rows - 1) * pad
        y0 = y + top + max(0.0, (h - top - block) / 2) + ch / 2
        out = []
        for i in range(n):
            r, c = divmod(i, per_row)
            in_row = min(per_row, n - r * per_row)
            xs = AustinPowersUI._row((x, 0, w, 0), in_row, cw, pad)
            out.append((xs[c], y0 + r * (ch + pad)))
        return out

    # ---- pieces -----------------------------------------------------------------------
    def pieces(self, s, viewer: int | None) -> list[Piece]:
        if viewer is not None:
            self.bottom = viewer
        out: list[Piece] = []
        battling = set()
        if s.showdown is not None:
            battling = {s.showdown.actor, s.showdown.target}
            out += self._showdown_pieces(s)
        for p in range(s.seats):
            out += self._field_pieces(s, p, viewer, battling)
            out += self._hand_pieces(s, p, viewer)
            out += self._pile_pieces(s, p)
        return out

    def _card(self, s, cid: int, zone: str, center, size, *, z: int, seat: int, movable: bool = False,
              angle: float = 0.0, badges: tuple = ()) -> Piece:
        key = s.cards[cid]
        face = ("card", key)
        return Piece(f"card:{cid}", "card", zone, center, size, face, angle=angle, z=z, card=cid, seat=seat,
                     movable=movable, badges=badges, preview=face, label=self.card_of[key].name)

    def _field_pieces(self, s, p: int, viewer, battling) -> list[Piece]:
        zone = self.zone(p, "field")
        agents = [c for c in s.fields[p] if c not in battling]
        size = self.field_card_size(zone, len(agents))
        spots = self._grid(self.layout.zones[zone].rect, len(agents), size)
        return [self._card(s, cid, zone, spot, size, z=10 + i, seat=p, movable=p == viewer)
                for i, (cid, spot) in enumerate(zip(agents, spots))]

    def _hand_pieces(self, s, p: int, viewer) -> list[Piece]:
        zone = self.zone(p, "hand")
        hand = s.hands[p]
        cw, ch = self.card_size(zone)
        zx, zy, zw, zh = self.layout.zones[zone].rect
        cy = zy + zh / 2 + 6
        if p == viewer:  # every name readable: smaller cards, or two staggered rows (ui/handrow.py)
            spots, (cw, ch) = hand_spots((zx, zy + 12, zw, zh - 12), len(hand), (cw, ch), _name_band)
        else:
            spots = [Spot(x, cy, False) for x in self._row((zx, zy, zw, zh), len(hand), cw)]
        out = []
        short = self._bones_short(s, p) if p == viewer else {}
        for i, (cid, spot) in enumerate(zip(hand, spots)):
            x, y = spot.x, spot.y
            if p == viewer:
                piece = self._card(s, cid, zone, (x, y), (cw, ch), z=(40 if spot.lower else 20) + i, seat=p,
                                   movable=True)
                if cid in short:  # greyed, with what it lacks (the engine's words)
                    piece = dataclasses.replace(piece, face=("card", s.cards[cid], short[cid]))
                out.append(piece)
            else:
                badges = (("count", len(hand)),) if i == len(hand) - 1 else ()
                out.append(Piece(f"card:{cid}", "back", zone, (x, y), (cw, ch), ("back", s.sides[p]), z=20 + i,
                                 card=cid, seat=p, badges=badges,
                                 label=msg("{who}'s hand: {n} cards", who=s.names[p], n=len(hand))))
        return out

    def _pile_pieces(self, s, p: int) -> list[Piece]:
        out = []
        for kind, pile in (("deck", s.decks[p]), ("discard", s.discards[p]), ("score", s.scores[p])):
            zone = self.zone(p, kind)
            zx, zy, zw, zh = self.layout.zones[zone].rect
            size = self.card_size(zone)
            center = (zx + zw / 2, zy + zh / 2 + 7)
            count = (("count", len(pile)),)
            if kind == "deck" or not pile:
                face = ("back", s.sides[p]) if kind == "deck" and pile else ("pile-empty",)
                out.append(Piece(f"pile:{p}:{kind}", "pile", zone, center, size, face, z=2, seat=p, badges=count,
                                 label=msg(PILE_LABELS[kind], who=s.names[p], n=len(pile))))
            else:
                out.append(self._card(s, pile[-1], zone, center, size, z=2, seat=p, badges=count))
        return out

    def _bones_short(self, s, seat: int) -> dict[int, str]:
        """While `seat` is to play a bone: the bones in hand it cannot pay for, each with what
        the engine's refusal says it needs ("needs 3 Shagadelic"), in the reader's language."""
        sd = s.showdown
        if sd is None or seat not in self.game.to_act(s) or sd.seats[sd.to_play] != seat:
            return {}
        out = {}
        for cid in s.hands[seat]:
            if not isinstance(self.card_of[s.cards[cid]], Bone):
                continue
            err = self.game.refusal(s, PlayBone(seat, cid))
            if err is None:
                continue
            m = re.search(r"needs ([^;,]+?) for", str(err))  # its vibes are short: say which it needs
            need = self.card_of[s.cards[cid]].requirement(sd.kind)
            out[cid] = tr("needs {vibes}", vibes=vibes_words(need)) if m else tr(T("cannot be played now"))
        return out

    def showdown_geometry(self):
        """(agent size, bone size, actor centre, target centre) in the showdown zone."""
        zx, zy, zw, zh = self.layout.zones["showdown"].rect
        cw, ch = self.layout.card_size
        h = max(30.0, min(zh - 34, ch * 1.3))
        w = h * cw / ch
        cy = zy + zh / 2 + 6
        margin = max(14.0, zw * 0.03)
        return ((w, h), (w * 0.84, h * 0.84), (zx + margin + w / 2, cy), (zx + zw - margin - w / 2, cy))

    def _showdown_pieces(self, s) -> list[Piece]:
        sd = s.showdown
        size, bsize, left, right = self.showdown_geometry()
        zx, zy, zw, zh = self.layout.zones["showdown"].rect
        out = [self._card(s, sd.actor, "showdown", left, size, z=30, seat=sd.seats[0], angle=TILT),
               self._card(s, sd.target, "showdown", right, size, z=30, seat=sd.seats[1], angle=-TILT)]
        room = zw / 2 - size[0] - 40
        for side, anchor, sign in ((0, left, 1), (1, right, -1)):
            bones = [b for b in sd.bones if b.side == side]
            step = min(bsize[0] * 0.6, room / max(1, len(bones)))
            for i, b in enumerate(bones):
                x = anchor[0] + sign * (size[0] / 2 + 10 + bsize[0] / 2 + i * step)
                out.append(self._card(s, b.card, "showdown", (x, anchor[1] + 4), bsize,
                                      z=40 + sd.bones.index(b), seat=b.seat))
        return out

    # ---- drop places ------------------------------------------------------------------
    def targets(self, s, viewer) -> list[Target]:
        out = [Target("showdown", self.layout.zones["showdown"].rect, T("the table"), z=-1)]
        for p in range(s.seats):
            out.append(Target(f"field:{p}", self.rect(p, "field"), msg("{who}'s field", who=s.names[p])))
            out.append(Target(f"seat:{p}", self.rect(p, "vibes"), s.names[p]))
            out.append(Target(f"discard:{p}", self.rect(p, "discard"), msg("{who}'s discard pile", who=s.names[p])))
        return out

    # ---- races (several humans asked at once) -------------------------------------------
    def answer_race(self, s) -> bool:
        return flow.mode(s) in ("gesture", "help")

    def private_label(self, s, seat: int) -> str:
        return T("Offer a bone...") if flow.mode(s) == "help" else T("Show my cards")

    def round_area(self, s):
        zx, zy, zw, zh = self.layout.zones["showdown"].rect
        if s.showdown is not None:  # between the two battling agents
            return (zx + zw * 0.27, zy + zh * 0.3, zw * 0.46, zh * 0.55)
        return (zx + zw * 0.34, zy + 24, zw * 0.64, zh - 30)

    # ---- words ------------------------------------------------------------------------
    def tip_at(self, s, viewer, point) -> str:
        """A player's panel in full words (legend.py)."""
        x, y = point
        for p in range(s.seats):
            rx, ry, rw, rh = self.rect(p, "vibes")
            if rx <= x < rx + rw and ry <= y < ry + rh:
                return panel_words(self.card_of, s, p)
        return ""

    def banner(self, s, entry, before) -> tuple[str, str] | None:
        a = entry.action
        won = next((e.text for e in entry.events if e.kind == "showdown-won"), "")
        if isinstance(a, (PlayBone, Offer)):
            bone = self.card_of[s.cards[a.card]]  # (played: face up now, whoever looks)
            who: str = before.names[a.seat]
            if isinstance(a, Offer) and before.showdown is not None:
                sd = before.showdown
                who = msg("{who} for {other}", who=who, other=before.names[sd.seats[sd.to_play]])
            flavour = words.field(bone, "flavour")
            sub = msg("{flavour} ({who})", flavour=flavour, who=who) if flavour else msg("Played by {who}.", who=who)
            return (msg("\u201c{card}\u201d", card=bone.name), msg("{line} {won}", line=sub, won=won) if won else sub)
        if isinstance(a, (Shag, Assassinate)):
            return (T("Showdown!"), entry.words)
        shown = next((e for e in entry.events if e.kind == "happening"), None)
        if shown is not None:  # shown by the user, or at once when the last answer came in
            return (self.card_of[s.cards[shown.cards[0]]].name, shown.text)
        if won:
            return (T("Showdown over"), won)
        return None

    def banner_area(self, s):
        if s.showdown is None:
            return None
        zx, zy, zw, zh = self.layout.zones["showdown"].rect
        # under the showdown's title and who fights, above whose turn it is, between the agents
        return (zx + zw * 0.2, zy + 56, zw * 0.6, zh - 56 - 30)

    def summary(self, s) -> list[tuple[int, str]]:
        pts = [score(self.card_of, s, p) for p in range(s.seats)]
        order = sorted(range(s.seats), key=lambda p: -pts[p])
        return [(p, side_score(s.sides[p], pts[p])) for p in order]

    def status(self, s, viewer) -> list[str]:
        names = s.names
        if s.result is not None:
            return [T("Game over"), s.result.detail]
        mode = flow.mode(s)
        tp = names[s.turn_player]
        actors = self.game.to_act(s)
        lines: list[str] = [msg("Turn {turn} · {who}'s turn", turn=s.turn, who=tp)]
        if actors and s.turn_player not in actors:  # the header says who acts now
            who = name_list(names[p] for p in actors)
            lines = [msg("Turn {turn} · {who} to act ({player}'s turn)", turn=s.turn, who=who, player=tp)]
        if mode == "actions":
            left = s.actions_allowed - s.actions_used
            if s.ship_free:
                lines.append(msg("{n} action left · free ship agent", n=left) if left == 1
                             else msg("{n} actions left · free ship agent", n=left))
            else:
                lines.append(msg("{n} action left", n=left) if left == 1 else msg("{n} actions left", n=left))
        elif mode == "bone":
            sd = s.showdown
            lines.append(msg("Showdown: {who} to play a bone", who=names[sd.seats[sd.to_play]]))
        elif mode == "help":
            sd = s.showdown
            lines.append(msg("{who} asks for a bone", who=names[sd.seats[sd.to_play]]))
        elif mode in ("gesture", "show"):
            lines.append(msg("{who}'s happening", who=names[s.gesture.user]))
        elif mode == "ship-answer":
            lines.append(msg("Ship chain: {who} may answer", who=names[actors[0]]))
        elif mode == "proposal":
            lines.append(msg("{who} proposes to end the game by score", who=names[s.in_proposal().proposer]))
        elif mode.startswith("evening"):
            lines.append(T("Evening Up"))
        if viewer is None and mode == "gesture" and s.options.happening_copy == "forced":
            lines.append(T("Everyone copies, one at a time in seat order: the last to copy is the target."))
        elif viewer is None and mode in ("gesture", "help"):
            lines.append(T("Everyone asked: click your own button on the table. The order of the clicks counts."))
        elif viewer is not None and (viewer in actors or viewer in self.game.interjectors(s)):
            lines.append(self._prompt(s, mode, viewer))
        elif actors:
            lines.append(msg("Waiting for {who}.", who=name_list(names[p] for p in actors)))
        return lines

    def _prompt(self, s, mode: str, seat: int) -> str:
        if mode == "actions" and seat != s.turn_player:
            return msg("It is {who}'s turn. You may step in with a happening (drag it onto the table or make "
                       "your gesture), or propose to end by score.", who=s.names[s.turn_player])
        if mode == "actions":
            return T("Drag an agent onto your field, a Kiss or Gun agent onto an opposing agent, "
                     "a swinger or happening onto the table.")
        if mode == "bone":
            if s.seats >= 3 and not s.showdown.called[s.showdown.to_play]:
                return T("Drag a Frickin' Bone into the showdown, ask for help, or pass.")
            return T("Drag a Frickin' Bone into the showdown, or pass.")
        if mode == "help":
            sd = s.showdown
            return msg("Drag a bone into the showdown to help {who}, or No offer.", who=s.names[sd.seats[sd.to_play]])
        if mode == "gesture":
            if self.game.is_legal(s, NoCopy(seat)):
                return T("Copy the gesture to put yourself forward as the target, or don't (Space: don't copy).")
            return T("Everyone copies the gesture (AP-7.6), in the order they answer: the last to copy is "
                     "the target (Space: copy).")
        if mode == "show":
            last = s.gesture.last()
            if len(last) > 1:  # AP-7.4: the last copies came together, the user picks
                return msg("{who} copied at the same moment: drag the happening onto the one it hits.",
                           who=name_list(s.names[p] for p in last))
            return T("Drag the happening you show onto the table.")
        if mode == "ship-answer":
            return T("Drag a ship agent onto your field to answer, or No ship agent.")
        if mode == "proposal":
            return T("End the game now by score (the highest score wins), or play on?")
        if mode == "evening-hand":
            return T("Evening Up: discard your whole hand, or keep it.")
        if mode == "evening-discard":
            extra = len(s.hands[seat]) - HAND_SIZE
            return (msg("Click {n} card to discard down to six.", n=extra) if extra == 1
                    else msg("Click {n} cards to discard down to six.", n=extra))
        return ""

    # ---- drawing ----------------------------------------------------------------------
    def draw_face(self, face, size, fonts):
        return self.artist.draw(face, size, fonts)

    def draw_dynamic(self, surface, tr, fonts, s, viewer) -> None:
        self.cloth.draw(surface, tr, fonts, s, viewer)
