"""The deck builder: `tabletop deck edit GAME [FILE]` and the title screen's "Deck builder".

The pool on the left (search by name and rules text, filter chips, sorts), the deck in the
middle (counts, add and remove by click or drag) with the rules' verdict under it as you
build (every violation with its rule id), the hovered card and the deck's statistics on the
right. Modules: info (what a game tells the builder), model (the deck, undo/redo, the draft
file), poolview (search, filters, sorts), geometry (where everything is at a window size),
draw (pixels), dialogs (the menu and the paste box), scene (events).
"""
