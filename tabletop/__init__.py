"""tabletop: two real trading card games at one table, with a rules engine that explains itself."""

__version__ = "0.1.0"
