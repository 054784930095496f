"""What a game tells the generic table: its pieces, its drop places, and how actions map to
the mouse.

The table never knows a rule. Each game's `GameUI` says, from a seat's view (a `SeatView`:
every card the seat may not see is `HIDDEN`; the table never hands an adapter the state, so
an adapter that draws every card it is given shows no hidden card):

- `pieces(view, viewer)`: every card, token and pile to draw, with its home slot in table
  units, its face (or back, for a card the view hides) and its angle (expended cards
  turned a quarter).
- `targets(view, viewer)`: every place something can be dropped (a square of the world,
  a division panel, the table for events...). A piece is also a target under its own id.
- `gesture(view, action)`: how one legal action is done with the mouse: clicking a piece,
  a button, or a drag (the engine's first drop for it, `engine_drag`, where the engine
  knows the game's drops). Actions with no gesture
  are offered in a choice menu, so every legal action is always reachable.
- what a drop does and means is the engine's: `Game.drop_map` / `Game.find_actions` (the
  legal actions of dropping this piece on this place) and `Game.drop_meaning` (what any
  other drop means: an action the engine refuses in words for the seat, a rule to quote,
  or nothing), each worked out from the seat's view only. `intent(view, seat, piece,
  target)` hands the engine the view and the piece and place names, and returns its answer.
  The engine answers a seat's own questions on that seat's view as on the whole state (the
  legal list is the same: tests/test_views_suffice.py).

Several legal actions may share one drop (a swinger dropped on the table: its plain or its
special effect). The table then asks `drop_options` and lets the player pick in a small
menu, where the adapter may also list options the engine refuses, greyed out with the
engine's reason ("Why not?" on hover). Buttons can be offered greyed out the same way
(`Affordances.disabled`).

When several seats are asked at once and the order of their answers matters (copying a
gesture, offering help), `answer_race` says so: with two or more humans among them the
table shows one row of buttons per player and takes the answers in the order they are
clicked (hot-seat).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action
from ..engine.game import Game, SeatView
from ..words import msg
from .layout import Layout


@dataclass(frozen=True)
class Piece:
    """Something drawn on the table that may move: a card, a card back, a token, a pile.

    `center`/`size` are the home slot in table units; `angle` in radians (a quarter turn
    for an expended card); `face` is a hashable description the artist draws (and caches);
    `card` is the engine's card id when the piece is a card; `seat` is whose it is;
    `movable` marks what that seat may pick up (to try a move, legal or not); `badges`
    are small overlays such as damage; `preview` the face shown large on hover.
    """

    pid: str
    kind: str  # "card", "back", "token", "pile"
    zone: str
    center: tuple[float, float]
    size: tuple[float, float]
    face: tuple
    angle: float = 0.0
    z: int = 0
    card: int | None = None
    seat: int | None = None
    movable: bool = False
    badges: tuple = ()
    preview: tuple | None = None
    label: str = ""

    @property
    def rect(self) -> tuple[float, float, float, float]:
        w, h = self.size
        return (self.center[0] - w / 2, self.center[1] - h / 2, w, h)


@dataclass(frozen=True)
class Target:
    """A place a piece can be dropped on."""

    tid: str
    rect: tuple[float, float, float, float]
    label: str = ""
    z: int = 0


@dataclass(frozen=True)
class Drag:
    piece: str
    target: str


@dataclass(frozen=True)
class Click:
    piece: str


@dataclass(frozen=True)
class Button:
    label: str
    key: str = ""       # keyboard shortcut shown on the button ("Space")
    primary: bool = False
    tip: str = ""       # what pressing it does, shown on hover (the game's words, with its rule)


@dataclass(frozen=True)
class Option:
    """One entry of the menu a drop opens: an action, or a greyed-out line and why not."""

    label: str
    action: Action | None = None
    why_not: str = ""

    @property
    def enabled(self) -> bool:
        return self.action is not None


@dataclass
class Affordances:
    """The legal actions of one seat, sorted by the gesture that does them.

    `drags[piece][target]` is the action of a drop; when several actions share one drop,
    `shared[(piece, target)]` lists them all (the first is also in `drags`). `disabled`
    are buttons shown greyed out with the engine's reason."""

    drags: dict[str, dict[str, Action]] = field(default_factory=dict)
    clicks: dict[str, Action] = field(default_factory=dict)
    buttons: list[tuple[Button, Action]] = field(default_factory=list)
    choices: list[tuple[str, Action]] = field(default_factory=list)
    shared: dict[tuple[str, str], list[Action]] = field(default_factory=dict)
    disabled: list[tuple[Button, str]] = field(default_factory=list)
    #: what the primary button (Space) would leave undone, in words ("2 Food and 1 Gold unspent,
    #: 3 cards you can play"); "" when it leaves nothing: Space then asks first (ui/rooms/keys.py)
    left_undone: str = ""

    def add_drag(self, piece: str, target: str, action: Action) -> None:
        drops = self.drags.setdefault(piece, {})
        if target not in drops:
            drops[target] = action
        elif action != drops[target]:
            both = self.shared.setdefault((piece, target), [drops[target]])
            if action not in both:
                both.append(action)

    def drop_actions(self, piece: str, target: str) -> list[Action]:
        """Every legal action of dropping `piece` on `target`."""
        if (piece, target) in self.shared:
            return list(self.shared[(piece, target)])
        a = self.drags.get(piece, {}).get(target)
        return [a] if a is not None else []

    def actions(self) -> list[Action]:
        """Every action some gesture does (each once)."""
        out: list[Action] = []
        for piece, drops in self.drags.items():
            for target in drops:
                out.extend(self.drop_actions(piece, target))
        out.extend(self.clicks.values())
        out.extend(a for _, a in self.buttons)
        out.extend(a for _, a in self.choices)
        return list(dict.fromkeys(out))

    def count(self) -> int:
        return len(self.actions())


class GameUI:
    """Base class of a game's table adapter."""

    game: Game
    title: str = ""
    #: kinds of the engine event that merely restates the action just played (not logged twice)
    echo_kinds: frozenset = frozenset()
    #: the hint bar's text (empty: the table's own, which names no game's words)
    hint: str = ""
    #: the zone in the middle of the table, where refusals and notices are shown ("": the
    #: middle of the window)
    board: str = ""

    def __init__(self, game: Game, layout: Layout) -> None:
        self.game = game
        self.layout = layout
        #: the seat drawn at the bottom of the table (the table sets it; games whose zones
        #: are placed relative to the player at the mouse read it when `viewer` is None)
        self.bottom = 0

    # ---- drawing ----------------------------------------------------------------------
    def pieces(self, view: SeatView, viewer: int | None) -> list[Piece]:
        raise NotImplementedError

    def targets(self, view: SeatView, viewer: int | None) -> list[Target]:
        raise NotImplementedError

    def draw_face(self, face: tuple, size: tuple[int, int], fonts) -> Any:
        """A pygame Surface of `face` at `size` pixels (the table caches it)."""
        raise NotImplementedError

    def draw_static(self, surface, transform, fonts) -> None:
        """Draw what never moves (world squares, zone frames) on the background layer."""

    def draw_dynamic(self, surface, transform, fonts, view: SeatView, viewer: int | None) -> None:
        """Draw per-frame zone decorations: counts, pools, totals (cheap, cached text)."""

    def draw_over(self, surface, transform, fonts, view: SeatView, viewer: int | None) -> None:
        """Draw what lies over the cards at rest (tags on the board a card must not hide)."""

    def status(self, view: SeatView, viewer: int | None) -> list[str]:
        """Lines for the status zone: whose turn, which step, what to do."""
        return []


    def zone_label(self, zone: str, label: str) -> str:
        """The words on layout zone `zone` (its `label`) as the table is now turned."""
        return label

    def seat_zone(self, seat: int, kind: str) -> str:
        """The layout zone of `seat`'s `kind` (deck, hand...) as the table is now drawn."""
        return f"p{seat + 1}.{kind}"

    def tip_at(self, view: SeatView, viewer: int, point: tuple[float, float]) -> str:
        """Words for what lies at `point` (table units) that no card's preview says: the legend
        of a tag drawn there, a player's panel in full words; "" for nothing (the pointer rests
        there: the HUD shows them as a tooltip)."""
        return ""

    def pace(self, entry) -> float:
        """Seconds a newcomer needs to follow history entry `entry` before the next computer
        move is shown (at the table's standard pace; the computer players scale it): a quiet
        move (a pass) a moment, any other more; a game gives its weightier moves longer."""
        return 0.3 if entry.action.quiet else 0.8

    def banner(self, view: SeatView, entry, before: SeatView) -> tuple[str, str] | None:
        """A line to show large for a moment after history entry `entry` (title, subtitle);
        `before`: the same seat's view of the position the entry was played in."""
        return None

    #: whether the table shows a banner now (the board may leave its middle free for it)
    banner_up = False

    def banner_area(self, view: SeatView) -> tuple[float, float, float, float] | None:
        """Where (table units) the banner may go: the part of the board that holds no words
        of its own now; None for the whole board."""
        return None

    #: the game's event kinds whose cards stay marked after another player's move (played,
    #: expended, hit); None: every event that names cards marks them
    mark_kinds: frozenset | None = None
    #: of those, the kinds marked as a hit (in red: damage taken, a territory destroyed)
    hit_kinds: frozenset = frozenset()
    #: the sound of each of the game's event kinds, among the table's cues (ui/sound.py:
    #: "won", "hit", "expend"...), strongest first; the end of the game has its cue anyway
    cues: dict[str, str] = {}

    def marks(self, before: SeatView, after: SeatView, entries: list, viewer: int) -> dict:
        """What the other players' `entries` (since `viewer`'s last decision) changed, to stay
        marked on the table until the viewer decides (`before`, `after`: the viewer's views of
        the positions before those entries and now): cards glowing by what happened to them,
        trails where tokens moved ((x0, y0, x1, y1, colour) in table units), damage numbers."""
        glow = {}
        for e in entries:
            for c in e.action.card_ids():  # the cards the action named: played, expended, aimed
                glow[c] = getattr(e.action, "verb", "play")
            for ev in e.events:
                if self.mark_kinds is None or ev.kind in self.mark_kinds:
                    for c in ev.cards:
                        glow[c] = ev.kind
        return {"glow": glow, "trails": [], "numbers": {}}

    def turn_summary(self, entries: list, viewer: int, names: list[str]) -> str:
        """One line: what the others did since the viewer's last decision (a `msg` of the
        engine's own sentences, so that it reads in the reader's language)."""
        by: dict = {}
        for e in entries:
            by.setdefault(e.action.seat, []).append(e)
        parts = []
        for seat, played in by.items():
            done = [e.words for e in played if e.words and not e.action.quiet]  # a pass says nothing
            line = (_joined(done[-3:], "{said} {more}") if done
                    else msg("{who} passed.", who=names[seat]))
            parts.append(line if line.startswith(names[seat]) else msg("{who}: {said}", who=names[seat], said=line))
        return _joined(parts, "{said} | {more}")

    def summary(self, view: SeatView) -> list[tuple[int, str]]:
        """(seat, score in words) lines for the game-over screen, best first."""
        return []

    # ---- the mouse --------------------------------------------------------------------
    def gesture(self, view: SeatView, action: Action) -> Drag | Click | Button | None:
        raise NotImplementedError

    def engine_drag(self, view: SeatView, action: Action) -> Drag | None:
        """The first drop the engine lists for the legal `action` (`Game.drops_of`), or None."""
        drops = self.game.drops_of(view, action.seat, action)
        return Drag(*drops[0]) if drops else None

    def intent(self, view: SeatView, seat: int, piece: Piece, target: str | None) -> Action | str | None:
        """The action dropping `piece` on `target` (None = nowhere) would be, legal or not, as
        the engine answers from `seat`'s view (`Game.drop_meaning`): the table asks the engine
        and shows its refusal. For a drop that means no action at all, a hint:
        `rule_hint(rule_id)`, the rule's own words from the game's rules module (never a
        sentence of the table's); "" for a drop that needs no word (a card put back on its
        own hand)."""
        meant = self.game.drop_meaning(view, seat, piece.pid, target)
        if isinstance(meant, str):
            return self.rule_hint(meant) if meant else self.drop_hint(view, seat, piece)
        return meant

    def click_intent(self, view: SeatView, seat: int, piece: Piece) -> Action | None:
        """The action a click on `piece` means, legal or not (`Game.click_meaning`, from
        `seat`'s view)."""
        return self.game.click_meaning(view, seat, piece.pid)

    def browse(self, view: SeatView, piece: Piece, viewer: int | None) -> tuple[str, list[tuple]] | None:
        """(title, faces) of the pile a click on `piece` opens, or None if it opens none."""
        return None

    def drop_hint(self, view: SeatView, seat: int, piece: Piece) -> str:
        """What to say when a piece is dropped where no action could mean anything: a
        `rule_hint`, or "" for nothing."""
        return ""

    def rule_hint(self, rule_id: str) -> str:
        """The hint for a drop that means no action: the rule `rule_id` in the game's own words
        (its rules module, as the rules reference shows it), with its id."""
        from ..teach.rulebook import hint_text
        return hint_text(self.game.name, rule_id)

    def drop_options(self, view: SeatView, seat: int, piece: str, target: str,
                     actions: list[Action]) -> list[Option]:
        """The menu a legal drop opens; a single enabled option is played at once."""
        return [Option(self.game.describe(view, a), a) for a in actions]

    def answer_race(self, view: SeatView) -> bool:
        """Whether the seats `to_act` lists answer in the order they click (a race)."""
        return False

    def private_label(self, view: SeatView, seat: int) -> str:
        """In a race, the button that shows `seat` its own cards to answer with one."""
        return "Show my cards"

    def round_area(self, view: SeatView) -> tuple[float, float, float, float] | None:
        """Where (table units) the rows of a race go; None: the buttons zone."""
        return None

    def affordances(self, view: SeatView, seat: int, legal: list[Action]) -> Affordances:
        """Every legal action of `seat` (`legal`, the door's list) by its gesture, from the
        seat's own view: the drops the engine says do it (`Game.drop_map`), then clicks,
        buttons and the choice menu."""
        aff = Affordances()
        drops = self.game.drop_map(view, seat, legal) if legal else {}
        dropped = {a for acts in drops.values() for a in acts}
        for action in legal:
            g = self.gesture(view, action)
            if isinstance(g, Drag):
                aff.add_drag(g.piece, g.target, action)
            elif isinstance(g, Click):
                aff.clicks[g.piece] = action
            elif isinstance(g, Button):
                aff.buttons.append((g, action))
            elif action not in dropped:
                aff.choices.append((self.game.describe(view, action), action))
        for (piece, place), acts in drops.items():
            for action in acts:
                aff.add_drag(piece, place, action)
        primary = next((a for b, a in aff.buttons if b.primary), None)
        if primary is not None:
            aff.left_undone = self.left_undone(view, seat, legal, primary)
        return aff

    def left_undone(self, view: SeatView, seat: int, legal: list[Action], action: Action) -> str:
        """What `action` (the primary button: end a step, pass) leaves undone of what `seat`
        may still do now, in the player's words ("" for nothing): Space asks once before it
        skips it. The table's own words count the cards that could still be played; a game
        says more (Food and Gold unspent, actions left)."""
        if not (action.quiet or action.passes):
            return ""
        cards = {c for a in legal if a != action and not (a.quiet or a.passes) for c in a.card_ids()}
        return cards_to_play(len(cards))

    def animation(self, view: SeatView, action: Action, drops: list[tuple[str, str]]) -> tuple[str, str] | None:
        """(piece, target) to show another seat's action as a drag, if it is one. `view` is the
        table's (the seat at the mouse); `drops` the engine's drops of the action, which the
        door works out from the acting seat's own view (`Table.drops_of`): the adapter never
        sees that view."""
        if drops:
            return drops[0]
        g = self.gesture(view, action)
        if isinstance(g, Drag):
            return (g.piece, g.target)
        if isinstance(g, Click):
            return (g.piece, g.piece)
        return None


def cards_to_play(n: int) -> str:
    """ "3 cards you can play" ("" for none)."""
    if not n:
        return ""
    return msg("1 card you can play") if n == 1 else msg("{n} cards you can play", n=n)


def undone_list(parts) -> str:
    """What is left undone, one thing after another ("2 Food unspent, 3 cards you can play")."""
    parts = [p for p in parts if p]
    if not parts:
        return ""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = msg("{first}, {rest}", first=part, rest=out)
    return out


def _joined(lines: list, template: str) -> str:
    """`lines` one after another by `template` ("{said} {more}"), each still its own sentence."""
    out = lines[-1]
    for line in reversed(lines[:-1]):
        out = msg(template, said=line, more=out)
    return out
