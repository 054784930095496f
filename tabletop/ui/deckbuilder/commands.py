"""What the deck builder's buttons and shortcuts do: save, copy and paste a text list, start
from a starter or open a deck, undo and redo, play the deck against the computer.

A mixin of `DeckBuilder` (scene.py): it works on the builder's model and says what happened
in its message line.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from ...engine.errors import DataError, TabletopError
from ...words import T, msg, tr
from .dialogs import Menu, PasteBox, clipboard_get, clipboard_put


class BuilderActions:
    # the builder's parts these actions use (set by DeckBuilder.__init__)
    game: Any
    model: Any
    info: Any
    app: Any
    fonts: Any
    colors: dict
    problems: list
    on_close: Any
    message: str
    message_bad: bool

    # the builder's own (scene.py): say what happened, and read the model again
    def say(self, text: str, bad: bool = False) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def act(self, action: str) -> None:
        getattr(self, f"do_{action}")()
        self.refresh()

    def do_undo(self) -> None:
        if not self.model.undo():
            self.say(T("Nothing to undo."))

    def do_redo(self) -> None:
        if not self.model.redo():
            self.say(T("Nothing to redo."))

    def do_save(self, text: bool = False) -> None:
        taken = self.model.taken(text)
        if taken is not None:  # a deck of the same name this one was not opened from: ask
            options = [(msg("Replace {file}", file=taken.name), lambda: self._save(text, taken)),
                       (msg("Keep both: save as {file}", file=self.model.free_path(text).name),
                        lambda: self._save(text, self.model.free_path(text))),
                       (T("Cancel"), lambda: self.say(T("Not saved: the other deck is as it was.")))]
            self.app.push(Menu(msg("{file} is already in your decks", file=taken.name), options, self.fonts,
                               self.colors))
            return
        self._save(text, None)

    def _save(self, text: bool, path) -> None:
        try:
            path = self.model.save(text=text, path=path)
        except OSError as exc:
            self.say(msg("Cannot save: {why}", why=str(exc.strerror or exc)), bad=True)
            return
        if self.problems:
            self.say(msg("Saved to {file} (it still breaks {n} rules)", file=str(path), n=len(self.problems)))
        else:
            self.say(msg("Saved to {file}", file=str(path)))
        self.refresh()

    def do_save_text(self) -> None:
        self.do_save(text=True)

    def do_copy(self) -> None:
        text = self.model.text()
        if clipboard_put(text):
            self.say(T("The deck is on the clipboard as a text list."))
        else:
            self.app.push(PasteBox(T("The deck as a text list"), self.fonts, self.colors, None, text,
                                   note=T("The clipboard is not available here: select and copy the lines by hand.")))

    def do_paste(self) -> None:
        text = clipboard_get()
        if text is not None and text.strip():
            self.take_list(text)
        else:
            self.app.push(PasteBox(T("Paste a deck list"), self.fonts, self.colors, self.take_list))

    def take_list(self, text: str) -> None:
        try:
            self.model.paste(text)
        except DataError as err:
            self.say(msg("The pasted list has mistakes; the deck is unchanged:\n{problems}", problems=str(err)), bad=True)
            return
        self.say(msg("Pasted a list of {n} cards (Undo takes it back).", n=self.model.size()))
        self.refresh()

    def do_new(self) -> None:
        options = [(T("An empty deck"), self._new_empty)]
        from ...persist.deckfiles import deck_title
        for p in self.game.starter_decks():
            options.append((msg("Starter: {deck}", deck=deck_title(p)), partial(self._open, p, copy=True)))
        self.app.push(Menu(T("New deck"), options, self.fonts, self.colors))

    def do_open(self) -> None:
        from ...persist.deckfiles import deck_title, user_decks
        options = [(msg("Yours: {deck}", deck=deck_title(p)), partial(self._open, p)) for p in user_decks(self.game)]
        options += [(msg("Starter: {deck}", deck=deck_title(p)), partial(self._open, p, copy=True))
                    for p in self.game.starter_decks()]
        self.app.push(Menu(T("Open a deck"), options, self.fonts, self.colors))

    def _new_empty(self) -> None:
        self.model.clear()
        self.say(T("A new empty deck."))
        self.refresh()

    def _open(self, path, copy: bool = False) -> None:
        try:
            self.model.open(Path(path))
        except DataError as err:
            self.say(str(err), bad=True)
            return
        if copy:
            self.model.path = None
            self.model.name = tr("My {deck}", deck=self.model.name)  # (a name: in the words of who copies it)
            self.model.saved = ()
            self.model.save_draft()
        self.say(msg("Opened {file}: saving makes your own copy.", file=Path(path).name) if copy
                 else msg("Opened {file}.", file=Path(path).name))
        self.refresh()

    def do_play(self) -> None:
        if self.problems:
            self.say(msg("Fix the {n} problems first: a game needs a legal deck.", n=len(self.problems)), bad=True)
            return
        from ...ai.base import DEFAULT_BOT
        from ...persist.deckfiles import write_text
        from ..launch import GameChoice, build_table
        from ...play import COMPUTER, Seat
        from .model import drafts_dir
        path = drafts_dir() / f"play-{self.game.name}.txt"
        write_text(path, self.model.text())
        opponent = next((str(p) for p in self.game.starter_decks() if self.game.load_deck(p).deck.side != self.model.side),
                        None)
        seats = [Seat.of("", True, DEFAULT_BOT), Seat("", COMPUTER, DEFAULT_BOT)]
        choice = GameChoice(self.game.name, 2, seats, decks=[str(path), opponent])
        try:
            table = build_table(choice)
        except TabletopError as err:
            self.say(str(err), bad=True)
            return
        table.on_exit = lambda: self.app.pop(table)
        self.app.push(table)

    def do_back(self) -> None:
        if self.on_close is not None:
            self.on_close()
        elif self.app is not None:
            self.app.pop(self)

    def cycle_side(self, step: int) -> None:
        keys = [k for k, _ in self.info.sides]
        i = keys.index(self.model.side) if self.model.side in keys else -1
        self.model.set_side(keys[(i + step) % len(keys)])
        self.refresh()
