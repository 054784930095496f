"""Actions and their one-line text notation, shared by logs, saves, scenarios and lessons.

An action is a small frozen dataclass: the seat that acts plus the arguments of its verb.
Each game lists its action classes in a `Notation`, which writes and reads them:

    P1 deploy #12 d2        (seat, verb, then the arguments in field order)

Argument kinds (declared with `arg(kind)` on the field):

- ``card``   a card instance: ``#12`` (or, when parsing against a state, a card's name in
  quotes, resolved the way algebraic notation resolves a piece: see `Notation.parse`)
- ``cards``  several instances: ``#3,#9`` or ``-`` for none
- ``int``    a whole number;  ``word``  one token without spaces;  ``seat``  ``P2``
- ``opt_card`` / ``opt_int`` / ``opt_word`` / ``opt_seat``: the same, or ``-`` for none

Games may add kinds of their own (Afterworld adds squares such as ``c2``).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Deploy(Action):
...     verb = "deploy"
...     card: int = arg("card")
...     division: int = arg("int")
>>> n = Notation([Deploy])
>>> n.format(Deploy(0, 12, 2))
'P1 deploy #12 2'
>>> n.parse("P1 deploy #12 2") == Deploy(0, 12, 2)
True
"""

from __future__ import annotations

import dataclasses
import shlex
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from .errors import AmbiguousActionError, InvalidNotationError
from .schema import did_you_mean
from .message import msg


def arg(kind: str, default: Any = dataclasses.MISSING) -> Any:
    """Declare an action field and the notation kind that writes and reads it."""
    if default is dataclasses.MISSING:
        return field(metadata={"kind": kind})
    return field(default=default, metadata={"kind": kind})


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action: `seat` is the 0-based seat of the player who acts.

    Games declare their actions ``@dataclass(frozen=True, slots=True)`` (no ``__dict__``: a
    long history holds one per action); a subclass without slots works too."""

    seat: int
    verb: ClassVar[str] = ""
    #: an answer that declines (no ship agent, no offer, no bone): a seat that may pass is
    #: offered its own cards on screen whatever it holds (tabletop/ui/rooms/buttons.py)
    passes: ClassVar[bool] = False
    #: an answer nobody needs to think about when it is all a seat may do (a pass; showing the
    #: one happening one holds): the table may then give it without asking
    #: (tabletop/ui/rooms/bots.py, `give_forced`)
    may_be_given: ClassVar[bool] = False
    #: a move that changes nothing the others need to read about (a pass, no bone, no ship
    #: agent): the line that sums up the others' moves leaves it out (tabletop/ui/adapter.py)
    quiet: ClassVar[bool] = False

    def args(self) -> list[tuple[str, str, Any]]:
        """(name, kind, value) for each argument after the seat."""
        return [(name, kind, getattr(self, name)) for name, kind in _spec(type(self))]

    def card_ids(self) -> list[int]:
        """Every card instance this action names."""
        out = []
        for name, kind in _spec(type(self)):
            if kind in ("card", "opt_card"):
                value = getattr(self, name)
                if value is not None:
                    out.append(value)
            elif kind == "cards":
                out.extend(getattr(self, name))
        return out


_SPECS: dict[type, tuple[tuple[str, str], ...]] = {}


def _spec(cls: type) -> tuple[tuple[str, str], ...]:
    """(name, kind) of each argument of an action class after the seat (read once per class)."""
    spec = _SPECS.get(cls)
    if spec is None:
        spec = _SPECS[cls] = tuple((f.name, f.metadata.get("kind", "word"))
                                   for f in dataclasses.fields(cls) if f.name != "seat")
    return spec


def reason_of(exc: Exception) -> str:
    """What a ValueError of a notation's reader says: its sentence of parts when it was raised
    with one (so that it is read in the reader's language), else its text."""
    why = exc.args[0] if len(exc.args) == 1 else None
    return why if isinstance(why, str) else str(exc)


def seat_text(seat: int) -> str:
    return f"P{seat + 1}"


def _parse_seat(tok: str) -> int:
    if len(tok) >= 2 and tok[0] in "Pp" and tok[1:].isdigit() and int(tok[1:]) >= 1:
        return int(tok[1:]) - 1
    raise ValueError(msg("expected a seat such as P1, got {tok}", tok=repr(tok)))


def _parse_card(tok: str) -> int:
    if tok.startswith("#") and tok[1:].isdigit():
        return int(tok[1:])
    raise ValueError(msg("expected a card such as #12, got {tok}", tok=repr(tok)))


def _parse_int(tok: str) -> int:
    try:
        return int(tok)
    except ValueError:
        raise ValueError(msg("expected a whole number, got {tok}", tok=repr(tok))) from None


def _opt(fmt, parse):
    return (lambda v: "-" if v is None else fmt(v), lambda t: None if t == "-" else parse(t))


Kind = tuple[Callable[[Any], str], Callable[[str], Any]]
# (partial action, field name, card name) -> (matching instance ids, interchangeable?)
NameResolver = Callable[[Action, str, str], tuple[list[int], bool]]

BASE_KINDS: dict[str, Kind] = {
    "card": (lambda v: f"#{v}", _parse_card),
    "cards": (lambda v: ",".join(f"#{c}" for c in v) if v else "-",
              lambda t: () if t == "-" else tuple(_parse_card(x) for x in t.split(","))),
    "int": (str, _parse_int),
    "word": (str, lambda t: t),
    "seat": (seat_text, _parse_seat),
}
BASE_KINDS["opt_card"] = _opt(*BASE_KINDS["card"])
BASE_KINDS["opt_int"] = _opt(*BASE_KINDS["int"])
BASE_KINDS["opt_word"] = _opt(*BASE_KINDS["word"])
BASE_KINDS["opt_seat"] = _opt(*BASE_KINDS["seat"])


class Notation:
    """Writes and reads the actions of one game."""

    def __init__(self, classes: list[type[Action]], kinds: dict[str, Kind] | None = None) -> None:
        self.by_verb: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.verb or cls.verb in self.by_verb:
                raise ValueError(f"action class {cls.__name__} needs a unique verb")
            self.by_verb[cls.verb] = cls
        self.kinds = dict(BASE_KINDS)
        self.kinds.update(kinds or {})

    def format(self, action: Action) -> str:
        parts = [seat_text(action.seat), action.verb]
        kinds = self.kinds
        for name, kind in _spec(type(action)):
            parts.append(kinds[kind][0](getattr(action, name)))
        return " ".join(parts)

    def tokens(self, text: str) -> list[str]:
        try:
            return shlex.split(text, comments=False, posix=True)
        except ValueError as exc:
            raise InvalidNotationError(msg("cannot read {text}: {problem}", text=repr(text),
                                                   problem=str(exc))) from None

    def parse(self, text: str, names: NameResolver | None = None,
              legal: list[Action] | None = None) -> Action:
        """Read one action.

        Card arguments are ``#id``. When `names` and `legal` are given, a card may also be
        written by its name (quoted if it has spaces): `names(partial, field, name)` returns
        the instances that name could mean and whether they are interchangeable (identical
        copies in a hand, say). The action is then the one legal action using one of them;
        several legal matches over interchangeable copies resolve to the lowest id, other
        ties raise AmbiguousActionError.
        """
        toks = self.tokens(text)
        if len(toks) < 2:
            raise InvalidNotationError(msg("{text}: expected a seat and a verb, such as 'P1 pass'",
                                                   text=repr(text)))
        try:
            seat = _parse_seat(toks[0])
        except ValueError:
            raise InvalidNotationError(msg("{text}: expected a seat such as P1, got {tok}",
                                                   text=repr(text), tok=repr(toks[0]))) from None
        cls = self.by_verb.get(toks[1])
        if cls is None:
            raise InvalidNotationError(msg(
                "{text}: unknown action {verb}{hint}; the actions are {verbs}", text=repr(text),
                verb=repr(toks[1]), hint=did_you_mean(toks[1], self.by_verb), verbs=sorted(self.by_verb)))
        fields_ = [f for f in dataclasses.fields(cls) if f.name != "seat"]
        values = toks[2:]
        required = [f for f in fields_ if f.default is dataclasses.MISSING]
        if not len(required) <= len(values) <= len(fields_):
            if not fields_:
                raise InvalidNotationError(msg("{text}: '{verb}' takes no arguments",
                                                       text=repr(text), verb=cls.verb))
            raise InvalidNotationError(msg("{text}: '{verb}' takes {usage}", text=repr(text), verb=cls.verb,
                                                   usage=" ".join(f"<{f.name}>" for f in fields_)))
        kwargs: dict[str, Any] = {}
        by_name: dict[str, str] = {}
        for f, tok in zip(fields_, values):
            kind = f.metadata.get("kind", "word")
            try:
                kwargs[f.name] = self.kinds[kind][1](tok)
            except ValueError as exc:
                if kind in ("card", "opt_card") and names is not None and not tok.startswith("#"):
                    by_name[f.name] = tok
                    kwargs[f.name] = None
                    continue
                raise InvalidNotationError(msg("{text}: {field}: {problem}", text=repr(text),
                                                       field=f.name, problem=reason_of(exc))) from None
        if not by_name:
            return cls(seat, **kwargs)
        return self._resolve_names(text, cls, seat, kwargs, by_name, names, legal or [])

    def _resolve_names(self, text, cls, seat, kwargs, by_name, names, legal) -> Action:
        partial = cls(seat, **kwargs)
        options: dict[str, list[int]] = {}
        interchangeable = True
        for fname, name in by_name.items():
            ids, same = names(partial, fname, name)
            if not ids:
                raise InvalidNotationError(msg("{text}: no card named {name} fits {field}",
                                                       text=repr(text), name=repr(name), field=fname))
            options[fname] = ids
            interchangeable = interchangeable and same
        # every argument not written by name is fixed, omitted optional ones at their default
        fixed = {name: value for name, _, value in partial.args() if name not in by_name}
        matches = [a for a in legal
                   if type(a) is cls and a.seat == seat
                   and all(getattr(a, k) == v for k, v in fixed.items())
                   and all(getattr(a, k) in ids for k, ids in options.items())]
        if not matches:
            # not legal: build it with the first candidate so that the engine can say why
            return cls(seat, **{**kwargs, **{k: ids[0] for k, ids in options.items()}})
        if len(matches) == 1:
            return matches[0]
        if interchangeable:
            return min(matches, key=lambda a: [getattr(a, k) for k in by_name])
        raise AmbiguousActionError(msg("{text} could mean {actions}", text=repr(text),
                                               actions=[self.format(a) for a in matches[:6]]))
