"""The rooms of the table: `TableScene` (tabletop/ui/table.py) is a small house whose parts
each do one job, and each lives in its own module here:

- `sync`: the pieces and drop places, re-read from the engine state;
- `seats`: who acts now, hot-seat covers and answer races (whose hidden cards are shown);
- `bots`: computer players thinking and their moves shown as drags (`botjobs`: a move being
  thought and shown, and what a seat falls back on; `botrace`: answers in order of arrival,
  the computer players' reaction times on the table's clock);
- `news`: the log in words and the banner of the line just played;
- `saving`: autosave, the kept replay, Ctrl+S and the load picker;
- `input`: the mouse and the keys: hover, press, drag, drop, click;
- `keys`: playing with the keys alone: a focus through the pieces, their places and the buttons;
- `tray`: a crowded hand opened in rows under the pointer (or the keys' focus);
- `buttons`: the buttons zone and the rows of an answer race;
- `paint`: the table itself: background, pieces, card faces, highlights;
- `hud`: what is drawn over it: status, log, buttons, hint bar, banner, preview, toasts;
- `undo`: taking back a human's decision (and the computer moves after it), redo;
- `look`: another layout while the game goes on, the layout that suits the window;
- `director`: who runs the table's actions (a free game, or an overlay such as a lesson).

The table keeps what every room reads (the match, the layout, the pieces, the affordances,
who acts); a room keeps its own state, and others read it through the room
(`table.input.dragging`, `table.computer.busy`, `table.seating.viewer`).

What each room reads of the table is declared: `reads` holds one Protocol per room that holds
the table (`InputReads`, `PainterReads`...), `readjobs` those of the jobs done by functions (the
HUD, sync, look, undo, the director), `readparts` the part of another room read through the
table (`t.input` as the HUD reads it: the pointer). A room holds the table typed by its
Protocol and never imports the table, so mypy refuses a read it did not declare.
"""
