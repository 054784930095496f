"""The Austin Powers CCG: 2-6 players race to 100 points (rules ids AP-*)."""
