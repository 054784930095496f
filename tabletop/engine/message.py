"""A sentence made of a template and named parts: the words core, below the engine.

The engine says what happened and why an action is refused in sentences (`Event.text`,
`IllegalActionError.reason`). A `Msg` keeps its template and its parts, so that the reader's
language can be chosen when it is shown (`render`, which asks the renderer the words package
installs: `set_renderer`, tabletop/words); as a `str` it is its English text, so code that
logs it or compares it reads English.

    >>> m = msg("{who} draws {n} cards.", who="Ann", n=2)
    >>> m, m.template
    ('Ann draws 2 cards.', '{who} draws {n} cards.')
    >>> msg("{who} waits for {waiting}.", who="Cy", waiting=["Ann", "Bob"])
    'Cy waits for Ann, Bob.'

Filling is cheap: a template is split into its literal text and part names once (`pieces`,
kept per template), so a sentence costs a join, not a regular expression. And a log line costs
nothing until it is read: a match that nobody reads (a simulation) writes none
(`Match`, tabletop/engine/history.py).

This module imports nothing of the program: the engine and the words package stand on it, and
neither needs the other for it.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

_FIELD = re.compile(r"\{(\w+)\}")

#: template -> its pieces: literal text at even places, part names at odd ones (split once)
_PIECES: dict[str, tuple[str, ...]] = {}


def pieces(template: str) -> tuple[str, ...]:
    """`template` split into literal text and part names, alternately (kept per template)."""
    got = _PIECES.get(template)
    if got is None:
        if len(_PIECES) >= 65536:  # templates are the program's own; a valve, not a policy
            _PIECES.clear()
        got = _PIECES[template] = tuple(_FIELD.split(template))
    return got


def fill(template: str, params: Mapping[str, Any], part: Callable[[Any], str]) -> str:
    """`template` with each ``{name}`` that `params` gives written by `part`; others kept."""
    if not params:
        return template
    bits = pieces(template)
    if len(bits) == 1:
        return template
    out = [bits[0]]
    for i in range(1, len(bits), 2):
        name = bits[i]
        out.append(part(params[name]) if name in params else "{" + name + "}")
        out.append(bits[i + 1])
    return "".join(out)


def english(value: Any) -> str:
    """A part in English: a string as it is, a list of names joined by commas."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return ", ".join([english(v) for v in value])
    return str(value)


def placeholders(template: str) -> set[str]:
    """The named parts of a template ("{who} expends {card}." -> {"who", "card"})."""
    return set(pieces(template)[1::2])


Renderer = Callable[["Msg", str], str]
_renderer: list[Renderer] = []


def set_renderer(render: Renderer) -> None:
    """How a `Msg` is written in another language than English (the words package's catalogs)."""
    _renderer[:] = [render]


class Msg(str):
    """A sentence of parts; as a `str` it is its English text, `render(lang)` its text in `lang`."""

    template: str
    params: dict

    def __new__(cls, template: str, **params: Any) -> "Msg":
        self = super().__new__(cls, fill(template, params, english))
        self.template = template
        self.params = params
        return self

    def __getnewargs__(self):  # pickling and copying keep the English text as the base
        return (str(self),)

    def render(self, lang: str | None = None) -> str:
        """The sentence in `lang` (the reader's language when None)."""
        if _renderer:
            return _renderer[0](self, lang or "")
        return str(self)


def msg(template: str, **params: Any) -> Msg:
    """A sentence of parts, rendered when it is read in the reader's language."""
    return Msg(template, **params)
