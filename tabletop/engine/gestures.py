"""What a gesture means: the engine's answer to the table, from one seat's view.

The table maps the mouse to a piece and a place, in the game's own names for them
("card:12", "division:1:2": the game's drops module, games/<game>/drops.py), and asks the
engine, the way python-chess's GUIs call `find_move(from, to)`. Every answer is worked out
from one seat's view and its legal list only, so no gesture can read a card the seat cannot
see. `Game` (game.py) has these hooks; a game fills in `drops_of`, `drop_meaning` and
`click_meaning`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from .actions import Action

S = TypeVar("S")


class GestureAnswers(Generic[S]):
    """The gesture half of `Game`: which drops do a legal action, what any other drop means."""

    def drops_of(self, view: S, seat: int, action: Action) -> tuple[tuple[str, str], ...]:
        """Every (piece, place) drop that does the legal `action` of `seat`; () for an
        action done another way (a click, a button, a choice). The drops of a legal action
        read only its own arguments and what its seat may see, so the state itself may
        stand for the view."""
        return ()

    def drop_meaning(self, view: S, seat: int, piece: str, place: str | None) -> Action | str:
        """What dropping `piece` on `place` (None: nowhere) means when no legal action does:
        the action it would be, legal or not (`refusal` says why not, in words for `seat`),
        the id of a rule to quote as a hint, or "" for a drop that means nothing."""
        return ""

    def click_meaning(self, view: S, seat: int, piece: str) -> Action | None:
        """The action a click on `piece` means, legal or not; None: nothing."""
        return None

    def find_actions(self, view: S, seat: int, legal: list[Action], piece: str,
                     place: str | None) -> list[Action]:
        """The legal actions (of `legal`, `seat`'s) that dropping `piece` on `place` does;
        several: the player picks one."""
        want = (piece, place)
        return [a for a in legal if want in self.drops_of(view, seat, a)]

    def drop_map(self, view: S, seat: int, legal: list[Action]) -> dict[tuple[str, str], list[Action]]:
        """`find_actions` of every drop at once: (piece, place) -> its legal actions, in the
        order of `legal`."""
        out: dict[tuple[str, str], list[Action]] = {}
        for a in legal:
            for d in self.drops_of(view, seat, a):
                acts = out.setdefault(d, [])
                if a not in acts:
                    acts.append(a)
        return out
