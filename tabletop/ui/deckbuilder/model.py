"""The deck being built: piles of card counts, undo and redo, the rules' verdict, the draft.

Plain data, no pygame. Every change goes through `_change`, which records the state before
it for undo (a snapshot of a few dozen counts costs nothing) and writes the draft file, so a
crash loses nothing: the next builder for that game offers the draft back. The verdict is the
game's own deck check (AW-1, AP-1) run on the deck as it stands, every violation with its
rule id.
"""

from __future__ import annotations

import re
from pathlib import Path

from ...persist.deckfiles import is_text, read_deck, save_deck, slug, user_deck_path, write_text
from ...games import entry
from ...engine.cards import DeckFile
from ...engine.decklist import TextDoc, deck_list_text, one_line, parse_deck_list, read_list_text, read_meta
from ...engine.errors import DataError, Problem
from ...engine.game import DeckList
from ...resources import data_dir
from ...words import tr

Snapshot = tuple  # (name, side, ((pile, ((key, n), ...)), ...))
_RULE = re.compile(r"\s*\[([A-Z]+-[0-9.]+)\]$")


def drafts_dir() -> Path:
    return data_dir() / "drafts"


def new_name() -> str:
    """A new deck's name, in the player's language (a name: it is saved as it is)."""
    return tr("New deck")


class DeckModel:
    def __init__(self, game, name: str = "", side: str = "") -> None:
        self.game = game
        self.name = name or new_name()
        self.side = side
        self.description = ""
        self.piles: dict[str, dict[str, int]] = {p: {} for p in game.deck_piles}
        self.path: Path | None = None  # the file this deck was opened from or saved to
        self.undo_stack: list[Snapshot] = []
        self.redo_stack: list[Snapshot] = []
        self.saved: Snapshot = self.snapshot()
        self.write_drafts = True

    # ---- state ----------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        return (self.name, self.side, tuple((p, tuple(c.items())) for p, c in self.piles.items()))

    def restore(self, snap: Snapshot) -> None:
        self.name, self.side = snap[0], snap[1]
        self.piles = {p: dict(items) for p, items in snap[2]}

    @property
    def dirty(self) -> bool:
        return self.snapshot() != self.saved

    def _change(self, fn) -> None:
        before = self.snapshot()
        fn()
        if self.snapshot() != before:
            self.undo_stack.append(before)
            del self.undo_stack[:-200]
            self.redo_stack.clear()
            self.save_draft()

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self.redo_stack.append(self.snapshot())
        self.restore(self.undo_stack.pop())
        self.save_draft()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.undo_stack.append(self.snapshot())
        self.restore(self.redo_stack.pop())
        self.save_draft()
        return True

    # ---- editing --------------------------------------------------------------------
    def pile_of(self, key: str) -> str:
        return self.game.deck_pile_of(self.game.pool[key])

    def count(self, key: str, pile: str | None = None) -> int:
        if pile is not None:
            return self.piles.get(pile, {}).get(key, 0)
        return sum(c.get(key, 0) for c in self.piles.values())

    def add(self, key: str, pile: str | None = None, n: int = 1) -> None:
        pile = pile or self.pile_of(key)

        def do() -> None:
            if not self.side and not any(self.piles.values()):
                card = self.game.pool[key]
                self.side = str(getattr(card, "faction", None) or getattr(card, "side", ""))
            self.piles[pile][key] = self.piles[pile].get(key, 0) + n
        self._change(do)

    def remove(self, key: str, pile: str | None = None, n: int = 1) -> None:
        pile = pile or next((p for p, c in self.piles.items() if key in c), None)
        if pile is None or key not in self.piles.get(pile, {}):
            return

        def do() -> None:
            left = self.piles[pile][key] - n
            if left > 0:
                self.piles[pile][key] = left
            else:
                del self.piles[pile][key]
        self._change(do)

    def set_side(self, side: str) -> None:
        self._change(lambda: setattr(self, "side", side))

    def rename(self, name: str) -> None:
        self._change(lambda: setattr(self, "name", one_line(name) or new_name()))  # one line, always

    def replace(self, deck: DeckList, description: str = "") -> None:
        """Put a whole deck in (a starter, a pasted list), as one change that undo takes back."""
        def do() -> None:
            self.name, self.side, self.description = deck.name, deck.side, description
            self.piles = {p: {} for p in self.game.deck_piles}
            for p, keys in deck.piles.items():
                for k in keys:
                    self.piles.setdefault(p, {})[k] = self.piles.get(p, {}).get(k, 0) + 1
        self._change(do)

    def clear(self) -> None:
        self.replace(DeckList(new_name(), {p: [] for p in self.game.deck_piles}, ""))
        self.path = None

    # ---- reading and the verdict ------------------------------------------------------
    def decklist(self) -> DeckList:
        return DeckList(self.name, {p: [k for k, n in c.items() for _ in range(n)] for p, c in self.piles.items()},
                        self.side)

    def size(self, pile: str | None = None) -> int:
        if pile is not None:
            return sum(self.piles.get(pile, {}).values())
        return sum(sum(c.values()) for c in self.piles.values())

    def problems(self) -> list[tuple[str, str]]:
        """(rule id, sentence) for every rule the deck breaks as it stands."""
        deck = self.decklist()
        entries = {p: [(k, n, None) for k, n in c.items()] for p, c in self.piles.items()}
        found: list[Problem] = self.game.deck_problems(DeckFile(deck, TextDoc("deck"), entries))  # type: ignore[arg-type]
        out = []
        for p in found:
            m = _RULE.search(p.message)
            out.append((m[1] if m else "", p.message[:m.start()] if m else p.message))
        return out

    def text(self) -> str:
        return deck_list_text(self.decklist(), self.game.pool, self.game.name, self.description)

    def paste(self, text: str, where: str = "the pasted list") -> None:
        """Replace the deck by a pasted text list (DataError naming each bad line)."""
        deck = parse_deck_list(text, where, self.game.pool, self.game.deck_piles, self.game.deck_pile_of,
                               default_name=self.name)
        meta = read_meta(text)
        self.replace(deck.deck, meta.get("description", ("", 0))[0])

    def open(self, path: Path) -> None:
        deck = read_deck(self.game, path)  # DataError: every problem of the file
        desc = "" if is_text(path) else str(deck.doc.data.get("description", ""))
        self.replace(deck.deck, desc)
        self.path = Path(path)
        self.undo_stack.clear()
        self.saved = self.snapshot()

    # ---- files ----------------------------------------------------------------------
    def target(self, text: bool | None = None) -> Path:
        """The file `save` writes: the one the deck came from if it is in the user's decks
        folder (and of the kind asked for), else one named after the deck."""
        folder = entry(self.game.name).user_decks_folder().resolve()
        path = self.path
        if path is None or path.resolve().parent != folder or (text is not None and is_text(path) != text):
            path = user_deck_path(self.game, self.name, bool(text))
        return path

    def taken(self, text: bool | None = None) -> Path | None:
        """The file `save` would write over that this deck was not opened from (another deck
        of the same name): the builder asks first. None if there is none."""
        path = self.target(text)
        if not (path.exists() or path.is_symlink()):
            return None
        if self.path is not None and path.resolve() == Path(self.path).resolve():
            return None
        return path

    def free_path(self, text: bool | None = None) -> Path:
        """A new file beside `target` for "keep both" (name-2.toml, name-3.toml...)."""
        path = self.target(text)
        for n in range(2, 10_000):
            other = path.with_name(f"{path.stem}-{n}{path.suffix}")
            if not (other.exists() or other.is_symlink()):
                return other
        raise OSError("no free file name for this deck")

    def save(self, text: bool | None = None, path: Path | None = None) -> Path:
        """Save into the user's decks folder (over the file it came from, if that is there),
        or to `path`. The caller asks first when `taken` names a file."""
        path = path or self.target(text)
        save_deck(self.game, self.decklist(), path, self.description)
        self.path = path
        self.saved = self.snapshot()
        self.drop_draft()
        return path

    def draft_path(self) -> Path:
        return drafts_dir() / f"{self.game.name}.txt"

    def save_draft(self) -> None:
        if not self.write_drafts:
            return
        text = self.text()
        if self.path is not None:
            text = f"# file: {self.path}\n" + text
        try:
            write_text(self.draft_path(), text)
        except OSError:
            pass  # a full disk must not stop the editing; the deck is still in memory

    def drop_draft(self) -> None:
        try:
            self.draft_path().unlink()
        except OSError:
            pass

    def set_draft_aside(self) -> Path:
        """Move an unreadable draft out of the way (the next change writes a new draft)."""
        path = self.draft_path()
        aside = path.with_name(f"{path.stem}-unreadable{path.suffix}")
        try:
            path.replace(aside)
        except OSError:
            return path
        return aside

    def restore_draft(self) -> bool:
        """Bring back the unsaved deck of the last session, if there is one. A draft that no
        longer reads (one of your own cards it names is gone) raises DataError."""
        path = self.draft_path()
        if not path.is_file():
            return False
        text = read_list_text(path)
        deck = parse_deck_list(text, str(path), self.game.pool, self.game.deck_piles, self.game.deck_pile_of)
        m = re.match(r"# file: (.+)\n", text)
        self.write_drafts = False
        self.replace(deck.deck, read_meta(text).get("description", ("", 0))[0])
        self.write_drafts = True
        self.path = Path(m[1]) if m else None
        self.undo_stack.clear()
        self.saved = ()  # not saved anywhere: still dirty
        return True


__all__ = ["DeckModel", "drafts_dir", "slug"]
