"""The window of a hosted game: hosting and joining from the title screen or the command line.

- `start`: host a game (a `Host` on its own thread, this window's player a client of it over
  loopback) or join one; either gives the waiting scene;
- `lobby`: `NetWaitScene`, the address and join code to tell friends, the seats still free;
- `match`: what the table draws from, made from a `RemoteTable` alone (the seat's view, the
  host's legal actions, the log it was sent) and the door that sends actions to the host;
- `scene`: `NetTableScene`, the ordinary table over that, with the panels of a hosted game
  (a player away, a request to take back, the table closed);
- `panels`: drawing those panels; `forms`: the title screen's Host a game / Join a game;
- `tables`: a server's tables (`tabletop serve`) to join, watch or open one;
- `commands`: `tabletop host GAME` and `tabletop join ADDRESS` with a window.
"""
