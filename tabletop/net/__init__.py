"""Play across machines: a host that is the only authority, and clients that join it.

- `protocol`: the messages and the gate every client message passes (schema, size, depth);
- `server`: the `websockets` asyncio server on its own thread, feeding the host's inbox;
- `host`: the host (`Host`): seats and tokens, every action through `Table.commit`, updates,
  chat, undo with consent, away seats; `places` and `consent` hold its seats and undo asks;
- `views`: what one seat is sent (its view, legal actions, log lines), a function of the
  match and the seat alone;
- `saving`: the host's save (the autosave machinery) and `--resume`;
- `client`, `computer`: a client that rejoins with its token, and a computer player on it;
- `commands`: `tabletop host` and `tabletop join`.

docs/network.md describes the protocol message by message. This package never imports
pygame: the window uses it as the headless commands do.
"""
