"""docs/network.md gives the schema of each game's view: every field of each game's state (and
of the parts it is made of) is named there, in the game's own table, so a client written from
the page alone finds every key it meets."""

from __future__ import annotations

import dataclasses
import re
import typing

from tabletop.games.registry import entry

from netkit import ROOT

COMMON = {"seed", "rng", "names", "cards", "owner", "next_id", "result", "options", "winners", "reason", "detail"}


def _fields(cls, seen=None) -> set[str]:
    seen = set() if seen is None else seen
    if cls in seen:
        return set()
    seen.add(cls)
    out = set()
    hints = typing.get_type_hints(cls)
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        out.add(f.name)
        stack = [hints[f.name]]
        while stack:
            t = stack.pop()
            stack.extend(typing.get_args(t))
            if isinstance(t, type) and dataclasses.is_dataclass(t) and t.__name__ not in ("Options", "GameOptions"):
                out |= _fields(t, seen)
    return out


def test_every_field_of_each_games_view_is_in_the_doc():
    doc = (ROOT / "docs" / "network.md").read_text(encoding="utf-8")
    section = doc.split("### The view, per game")[1].split("\n## ")[0]
    parts = {"afterworld": section.split("**Afterworld**")[1].split("**Austin Powers**")[0],
             "austin-powers": section.split("**Austin Powers**")[1]}
    general = section.split("**Afterworld**")[0]
    checked = 0
    for name, text in parts.items():
        named = set(re.findall(r"`([a-z_]+)`", text)) | set(re.findall(r"`([a-z_]+)`", general))
        fields = _fields(entry(name).load().state_class)
        missing = sorted(f for f in fields if f not in named)
        assert not missing, f"{name}: docs/network.md does not name {missing}"
        checked += len(fields)
    assert checked > 60
    assert COMMON <= set(re.findall(r"`([a-z_]+)`", general)) | {"winners", "reason", "detail"}
