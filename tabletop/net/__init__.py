"""Play across machines: a host that is the only authority, and clients that join it.

- `protocol`: the messages and the gate every client message passes (schema, size, depth,
  text); `names`: what a player's name may hold and when two are the same; `limits`: rates,
  caps and the throttle on wrong join codes;
- `server`: the `websockets` asyncio server on its own thread, which runs the tables on that
  thread (connections before their hello, bounded send queues);
- `host`: one table (`Host`): every action through `Table.commit`, updates, away seats;
  `joining` (the hello), `talk` (chat, mute), `places` (seats and tokens), `consent` (undo
  asks), `hostplayers` (its computer players, thinking on threads), `telling` (what each
  connection is sent after a change);
- `views`, `changes`: what one seat is sent (its view, legal actions, log lines), a function
  of the match and the seat alone, and what changed since the client's version with the hash
  of the view it leads to;
- `saving`, `resuming`: each table's files and `--resume`;
- `lounge`: a server of many tables (`tabletop serve`);
- `client`, `computer`, `remote`: a client that rejoins with its token, a computer player on
  it, and the window's side of a hosted table; `running`: a host served from a window.

docs/network.md describes the protocol message by message. This package never imports
pygame: the window uses it as the headless commands do.
"""
