"""The settings of a form (the title screen, hosting and joining a game): a row of choices
cycled with its arrows, or a line typed in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass
class Row:
    label: str
    values: list[str]
    shown: list[str]
    index: int = 0
    on_change: Callable[[], None] | None = None

    @property
    def value(self) -> str:
        return self.values[self.index] if self.values else ""

    def cycle(self, step: int) -> None:
        if self.values:
            self.index = (self.index + step) % len(self.values)
            if self.on_change:
                self.on_change()


@dataclass
class TextRow:
    """A setting typed in (an address, a name): a click gives it the keyboard."""

    label: str
    text: str = ""
    hint: str = ""  # shown greyed while empty
    limit: int = 64

    def type(self, chars: str) -> None:
        chars = "".join(c for c in chars if c.isprintable())
        self.text = (self.text + chars)[:self.limit]
