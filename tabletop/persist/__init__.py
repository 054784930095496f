"""Persistence: every file the program writes for a game or a deck, and reading them back.

One job per module, imported one way only (no module imports one that imports it):

- `diskio`: atomic writes, a folder's writability, the litter of killed writes;
- `places`: where the data folder keeps saves, replays and the autosave;
- `document`: the save document (fields, limits), written and read with its head checked;
- `loading`: a match rebuilt from a document, checked now or in the background (`Verification`);
- `saves`: writing a save or a finished game's replay;
- `journal`: the autosave's journal read back, resuming from it, summaries for the title;
- `slots`: the autosave files of each running table (a lock per table), earlier ones kept,
  a damaged one set aside, and what can be resumed;
- `autosave`: the `Autosaver` thread that writes a table's journal and compacted save;
- `deckfiles`: deck files of any kind (find, read, check, export, write).

This package imports the engine and the game registry, never the table or the command line.
"""
