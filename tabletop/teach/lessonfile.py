"""Lesson files: a prepared position and steps that say what to do, read and checked
(`load_lesson`); tabletop/teach/lesson.py is the machine that runs them.

A lesson file (assets/lessons/*.toml):

    game = "afterworld"
    title = "Territories, Food and Gold"
    order = 1                         # place in the game's list of lessons
    intro = "Your empire is ..."      # shown before the first step
    done = "You can now ..."          # shown when the lesson is complete (optional)
    seat = "P1"                       # the learner's seat (default P1)

    [position]                        # the game's position data, as in a scenario
    ...

    [[step]]
    say = "Expend the Nile Delta for its Food."     # one short sentence, an imperative
    highlight = ["Nile Delta", "p1.pool"]           # cards, squares, divisions, zones, buttons
    do = 'P1 expend "Nile Delta"'                   # or a list of accepted actions; patterns
                                                    # such as "any expend" accept a whole kind
    after = "Sideways means expended."              # shown once the step is done (optional)
    then = ["P2 pass"]                # actions played for the other side afterwards (optional)
    check = { food = { P1 = 2 } }     # what must be true after the step (checked by the runner)
    explain_wrong = "..."             # replaces "That's legal, but ..." (optional)
    mistakes = [ { do = "P1 expend \"Nile Delta\"", rule = "AW-6.1", explain = "..." } ]

Every text a learner reads may have its Japanese twin beside it, the same key with ``_ja``
(``title_ja``, ``intro_ja``, ``done_ja``, ``say_ja``, ``after_ja``, ``explain_wrong_ja``, and
``explain_ja`` in a mistake); the table shows it while the language is Japanese
(`words.field`) and the English where a twin is missing. Keys such as ``highlight`` and
``do`` name cards in English: they are keys, not words.

A `mistakes` entry adds the teacher's own words to one foreseen mistake (what the machine
says of a wrong action: tabletop/teach/lesson.py), and is checked by `tabletop scenario run`
like every `do`, `then` and `check`.

Every rule a lesson teaches is named and exercised: a mistake's `rule` (the engine refuses
it citing that rule), or a step's `shows`, checks tied to a rule that hold once the step is
done ("watch it happen"; the learner reads the rule's id and title under the step's words):

    shows = { "AW-2.2" = { discard = { P2 = ["Jackal Spearman"] } } }

A step may start a new exercise on another position (`[step.position]`, a new table after
the learner presses Next exercise); and a step may have no `do` but check a deck
(`[step.deck]`) or set up a table (`[step.setup]`), naming the rules the engine's answer
cites (`cites`): tabletop/teach/trials.py. A position may be a new game dealt by the game
itself (``new_game = true``).
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import words
from ..engine.errors import DataError, InvalidNotationError, Problem
from ..engine.game import State
from ..engine.schema import Field, check_table
from ..engine.tomlfile import TomlDoc, load_toml
from .actions import Pattern, static_problem
from .checks import read_checks, seat_index
from .scenario import known_rule, read_game, start
from .teachers import Teacher

TOP = {
    "game": Field(str, help="the game, by the name `tabletop play` takes"),
    "title": Field(str, help="the lesson's title"),
    "order": Field(int, lo=0, help="its place in the game's list of lessons"),
    "intro": Field(str, help="what the lesson is about, shown before the first step"),
    "done": Field(str, required=False, default=""),
    "seat": Field(str, required=False, default="P1"),
    "was": Field(list, required=False, default=[], item=str,
                 help="the lesson's former names: progress kept under them counts for it"),
    "position": Field(dict, help="the prepared position: a [position] table"),
    "step": Field(list, lo=1, help="[[step]] tables"),
}
STEP = {
    "say": Field(str, help="what to do, in one short sentence"),
    "highlight": Field(list, required=False, default=[], item=str),
    "do": Field((str, list), required=False, default=None, help="the action (or a list of accepted actions)"),
    "after": Field(str, required=False, default=""),
    "then": Field(list, required=False, default=[], item=str),
    "check": Field(dict, required=False, default={}),
    "explain_wrong": Field(str, required=False, default=""),
    "mistakes": Field(list, required=False, default=[]),
    "shows": Field(dict, required=False, default={}, help="{ rule = { checks } }: what the step shows of a rule"),
    "position": Field(dict, required=False, default=None, help="a new exercise: the position this step starts on"),
    "deck": Field(dict, required=False, default=None, help="a deck to check (no do): tabletop/teach/trials.py"),
    "setup": Field(dict, required=False, default=None, help="a table to set up (no do): tabletop/teach/trials.py"),
    "cites": Field(list, required=False, default=[], item=str, help="the rules a deck or setup step's answer cites"),
    "try": Field(str, required=False, default=None, help="a wrong action to try (no do): the engine refuses it"),
    "rule": Field(str, required=False, default=None, help="the rule the refusal of `try` cites"),
    "by": Field(str, required=False, default="table", choices=("table", "button"),
                help="how the learner tries it: on the table, or with the panel's Try it (no gesture means it)"),
}
MISTAKE = {
    "do": Field(str, help="a wrong action a learner may try"),
    "rule": Field(str, required=False, default=None, help="the rule the engine cites refusing it"),
    "explain": Field(str, required=False, default="", help="the teacher's words about this mistake"),
}
SAY_LIMIT = 160  # characters: a step says one short sentence (in any language)
TWIN = "ja"      # the language whose texts a lesson file may carry beside the English ones


def _twins(fields: dict[str, Field], *names: str) -> dict[str, Field]:
    """`fields` with an optional ``<name>_ja`` text beside each of `names` (the Japanese)."""
    out = dict(fields)
    for n in names:
        out[f"{n}_{TWIN}"] = Field(str, required=False, default="", help=f"the Japanese of '{n}'")
    return out


TEXTS = ("title", "intro", "done")
STEP_TEXTS = ("say", "after", "explain_wrong")
MISTAKE_TEXTS = ("explain",)
TOP = _twins(TOP, *TEXTS)
STEP = _twins(STEP, *STEP_TEXTS)
MISTAKE = _twins(MISTAKE, *MISTAKE_TEXTS)


@dataclass
class Mistake:
    do: str
    rule: str | None
    explain: str
    line: int | None
    explain_ja: str = ""


@dataclass
class LessonStep:
    say: str
    highlight: list[str]
    do: list[Pattern]
    after: str = ""
    then: list[str] = field(default_factory=list)
    checks: dict[str, Any] = field(default_factory=dict)
    explain_wrong: str = ""
    mistakes: list[Mistake] = field(default_factory=list)
    line: int | None = None
    say_ja: str = ""
    after_ja: str = ""
    explain_wrong_ja: str = ""
    #: rule id -> the checks that show it once the step is done
    shows: dict[str, dict[str, Any]] = field(default_factory=dict)
    position: dict | None = None   # a new exercise starts on this position
    deck: dict | None = None       # a deck to check (a step without `do`)
    setup: dict | None = None      # a table to set up (a step without `do`)
    cites: list[str] = field(default_factory=list)
    wrong: str | None = None   # `try`: the wrong action the learner tries (a step without `do`)
    rule: str | None = None    # the rule its refusal cites
    by: str = "table"          # tried on the table, or with the panel's Try it ("button")

    @property
    def trial(self) -> str | None:
        """"deck" or "setup" for a step that tries something outside the game, else None."""
        return "deck" if self.deck is not None else "setup" if self.setup is not None else None

    def rules(self) -> list[str]:
        """The rules this step exercises: its mistakes' refusals, what it shows, what it cites."""
        out: list[str] = []
        for r in [self.rule] + [m.rule for m in self.mistakes] + list(self.shows) + list(self.cites):
            if r and r not in out:
                out.append(r)
        return out

    def wants(self) -> str:
        """The step's sentence as the end of "this lesson wants you to ..." (in the reader's
        language: the Japanese one as it is written)."""
        said = words.field(self, "say")
        if said != self.say:
            return said.strip()
        s = self.say.strip()
        return s[:1].lower() + s[1:] if s[:2] != s[:2].upper() else s


@dataclass
class Lesson:
    name: str       # the file's stem: what `tabletop lesson NAME` takes
    path: str
    game: str
    title: str
    order: int
    intro: str
    done: str
    seat: int
    steps: list[LessonStep]
    teacher: Teacher
    doc: TomlDoc
    title_ja: str = ""
    intro_ja: str = ""
    done_ja: str = ""

    def start(self) -> State:
        return start(self)

    def rules(self) -> list[str]:
        """Every rule the lesson exercises, in the order its steps meet them."""
        out: list[str] = []
        for step in self.steps:
            out.extend(r for r in step.rules() if r not in out)
        return out


def load_lesson(path: str | Path) -> Lesson:
    """Read and check a lesson file; DataError lists every problem at once."""
    doc = load_toml(path)
    t = read_game(doc)
    problems: list[Problem] = []
    top = _reflowed(check_table(doc, (), doc.data, TOP, problems))
    seat = 0
    if "seat" in top:
        s = seat_index(top["seat"])
        if s is None:
            problems.append(doc.problem(("seat",), f"{top['seat']!r} is not a seat: write P1, P2, ..."))
        else:
            seat = s
    players = t.seats_of(doc.data.get("position", {})) if isinstance(doc.data.get("position"), dict) else 2
    steps = []
    for i, raw in enumerate(top.get("step", [])):
        at = ("step", i)
        st = _reflowed(check_table(doc, at, raw, STEP, problems))
        if not isinstance(raw, dict):
            continue
        for key in ("say", f"say_{TWIN}"):
            if len(st.get(key, "")) > SAY_LIMIT:
                problems.append(doc.problem(at + (key,), f"one short sentence, please: {len(st[key])} characters "
                                                         f"(at most {SAY_LIMIT}); put the rest in 'after'"))
        patterns = []
        dos = st.get("do") or []
        kinds = [k for k in ("do", "try", "deck", "setup") if isinstance(raw, dict) and raw.get(k) is not None]
        if len(kinds) > 1:
            problems.append(doc.problem(at + (kinds[-1],), "a step does one thing: an action (do), a wrong "
                                                            "action to try, a deck or a setup"))
        elif not kinds and isinstance(raw, dict):
            problems.append(doc.problem(at, "missing: do (the action this step wants), try (a wrong action "
                                            "the engine refuses), or a [step.deck] or [step.setup]"))
        if st.get("try") is not None:
            msg = static_problem(t.game, st["try"])
            if msg:
                problems.append(doc.problem(at + ("try",), msg))
            if not st.get("rule"):
                problems.append(doc.problem(at + ("try",), "name the rule its refusal cites: rule = \"...\""))
        if st.get("rule") and not known_rule(t.game, st["rule"]):
            problems.append(doc.problem(at + ("rule",), f"no rule {st['rule']!r} in {t.game.title}"))
        elif st.get("rule") and st.get("try") is None:
            problems.append(doc.problem(at + ("rule",), "a rule is cited by the refusal of a `try`"))
        for j, text in enumerate([dos] if isinstance(dos, str) else dos):
            where = at + ("do",) if isinstance(dos, str) else at + ("do", j)
            if not isinstance(text, str):
                problems.append(doc.problem(where, "must be an action in quotes"))
                continue
            try:
                p = Pattern.read(text)
            except InvalidNotationError as exc:
                problems.append(doc.problem(where, str(exc)))
                continue
            msg = p.problem(t.game)
            if msg:
                problems.append(doc.problem(where, msg))
            patterns.append(p)
        if st.get("do") is not None and not patterns and not any(p.key == _key(at + ("do",)) for p in problems):
            problems.append(doc.problem(at + ("do",), "name at least one action"))
        for j, text in enumerate(st.get("then", [])):
            msg = static_problem(t.game, text)
            if msg:
                problems.append(doc.problem(at + ("then", j), msg))
        for j, ref in enumerate(st.get("highlight", [])):
            msg = t.highlight_problem(ref, players)
            if msg:
                problems.append(doc.problem(at + ("highlight", j), msg))
        mistakes = []
        for j, m in enumerate(st.get("mistakes", [])):
            mat = at + ("mistakes", j)
            mv = _reflowed(check_table(doc, mat, m, MISTAKE, problems))
            if "do" not in mv:
                continue
            msg = static_problem(t.game, mv["do"])
            if msg:
                problems.append(doc.problem(mat + ("do",), msg))
            if mv.get("rule") and not known_rule(t.game, mv["rule"]):
                problems.append(doc.problem(mat + ("rule",), f"no rule {mv['rule']!r} in {t.game.title}"))
            mistakes.append(Mistake(mv["do"], mv.get("rule"), mv.get("explain", ""), doc.line(mat),
                                    mv.get("explain_ja", "")))
        checks = read_checks(doc, at + ("check",), raw.get("check", {}), t.checks, t.game, problems)
        shows = _read_shows(doc, at, raw.get("shows", {}), t, problems)
        extra = _read_extras(doc, at, i, st, t, problems, players)
        steps.append(LessonStep(st.get("say", ""), list(st.get("highlight", [])), patterns, st.get("after", ""),
                                list(st.get("then", [])), checks, st.get("explain_wrong", ""), mistakes,
                                doc.line(at), st.get("say_ja", ""), st.get("after_ja", ""),
                                st.get("explain_wrong_ja", ""), shows, **extra))
    if "position" in top:
        try:
            t.position(doc.data["position"], doc, ("position",))
        except DataError as err:
            problems.extend(err.problems)
    if problems:
        raise DataError(sorted(problems, key=lambda p: p.line or 0))
    return Lesson(Path(path).stem, str(path), t.game.name, top["title"], top["order"], top["intro"],
                  top.get("done", ""), seat, steps, t, doc, top.get("title_ja", ""), top.get("intro_ja", ""),
                  top.get("done_ja", ""))


def _read_shows(doc: TomlDoc, at, table: Any, t: Teacher, problems: list[Problem]) -> dict[str, dict[str, Any]]:
    """A step's `shows`: { rule = { checks } }, every rule one of the game's, every check known."""
    out: dict[str, dict[str, Any]] = {}
    if not isinstance(table, dict):
        return out
    for rid, checks in table.items():
        where = at + ("shows", rid)
        if not known_rule(t.game, rid):
            problems.append(doc.problem(where, f"no rule {rid!r} in {t.game.title}"))
            continue
        if not isinstance(checks, dict) or not checks:
            problems.append(doc.problem(where, "must be a table of the checks that show the rule, such as "
                                               "{ winner = \"P1\" }"))
            continue
        read = read_checks(doc, where, checks, t.checks, t.game, problems)
        if read:
            out[rid] = read
    return out


def _read_extras(doc: TomlDoc, at, index: int, st: dict, t: Teacher, problems: list[Problem],
                 players: int) -> dict[str, Any]:
    """A step's new position, deck or setup and the rules it cites, checked."""
    from .trials import read_deck_step, read_setup_step
    out: dict[str, Any] = {"cites": list(st.get("cites", [])), "wrong": st.get("try"), "rule": st.get("rule"),
                           "by": st.get("by", "table")}
    if out["by"] != "table" and out["wrong"] is None:
        problems.append(doc.problem(at + ("by",), "only a `try` is done with a button"))
    for j, rid in enumerate(out["cites"]):
        if not known_rule(t.game, rid):
            problems.append(doc.problem(at + ("cites", j), f"no rule {rid!r} in {t.game.title}"))
    if st.get("position") is not None:
        if index == 0:
            problems.append(doc.problem(at + ("position",), "the first step starts on the lesson's [position]"))
        elif t.seats_of(st["position"]) != players:
            problems.append(doc.problem(at + ("position",), f"a new exercise keeps the lesson's {players} seats"))
        else:
            try:
                t.position(st["position"], doc, at + ("position",))
                out["position"] = st["position"]
            except DataError as err:
                problems.extend(err.problems)
    if st.get("deck") is not None:
        out["deck"] = read_deck_step(t.game, doc, at + ("deck",), st["deck"], problems)
    if st.get("setup") is not None:
        out["setup"] = read_setup_step(t.game, doc, at + ("setup",), st["setup"], problems)
    if (st.get("deck") is not None or st.get("setup") is not None) and not out["cites"]:
        problems.append(doc.problem(at, "name the rules the engine's answer cites: cites = [\"...\"]"))
    return out


def reflow(text: str) -> str:
    """A text as the table shows it: the line breaks of a TOML multi-line string are the
    writer's, so single ones join the lines (with a space, none beside Japanese); a blank
    line starts a paragraph."""
    out = []
    for para in re.split(r"\n[ \t]*\n", text.strip("\n")):
        joined = ""
        for line in (ln.strip() for ln in para.split("\n")):
            if line:
                wide = joined and (ord(joined[-1]) >= 0x3000 or ord(line[0]) >= 0x3000)
                joined += line if not joined or wide else " " + line
        out.append(joined)
    return "\n".join(out)


def _reflowed(values: dict) -> dict:
    return {k: reflow(v) if isinstance(v, str) and k.split("_")[0] in _PROSE else v for k, v in values.items()}


_PROSE = {"intro", "done", "say", "after", "explain"}


def _key(path) -> str:
    from ..engine.tomlfile import format_key
    return format_key(path)
