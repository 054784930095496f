"""The table program: pygame-ce and pymunk live here and only here."""
