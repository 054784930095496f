"""The Austin Powers CCG table: card faces, seats around the table, showdowns and happenings."""
