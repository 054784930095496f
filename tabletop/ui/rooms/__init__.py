"""The rooms of the table: `TableScene` (tabletop/ui/table.py) is a small house whose parts
each do one job, and each lives in its own module here:

- `shown`: what the table shows now (`Shown`, the presentation state made from the door's
  seat views), the layout as drawn (`Stage`), the pointer (`Pointer`) and what a room may
  ask of the table (`Acts`);
- `sync`: the pieces and drop places, re-read from the seat's view;
- `seats`: who acts now, hot-seat covers and answer races (whose hidden cards are shown);
- `bots`: computer players thinking and their moves shown as drags (`botjobs`: a move being
  thought and shown, and what a seat falls back on; `botrace`: answers in order of arrival,
  the computer players' reaction times on the table's clock);
- `log`: the log in words and the banner of the line just played;
- `saving`: autosave, the kept replay, Ctrl+S and the load picker;
- `input`: the mouse: hover, press, drag, drop, click, the wheel (`hits`: what is under a point);
- `keys`: the shortcuts, and playing with the keys alone: a focus through the pieces, their
  places and the buttons;
- `tray`: a crowded hand opened in rows under the pointer (or the keys' focus);
- `buttons`: the buttons zone and the rows of an answer race;
- `paint`: the table itself: background, pieces, card faces, highlights;
- `hud`: what is drawn over it: status, log, buttons, hint bar, banner, preview, toasts
  (`hudparts`: the parts kept drawn between frames);
- `undo`: taking back a human's decision (and the computer moves after it), redo.

No room holds the table. Each is built with what it reads (the `Shown`, the `Stage`, the
physics, the game's adapter, the door's seat views) and whom it asks (the `Acts`, and the
other rooms it works with, such as the buttons for the input room); tests/ui/test_rooms_
read_narrow.py holds them to it. Who runs the table's actions (a free game, a lesson) is the
table's director (tabletop/ui/director.py); another layout is tabletop/ui/staging.py.
"""
