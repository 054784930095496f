"""Seeded random numbers carried inside the game state.

The generator's whole state is one 64-bit integer stored in the game state, so a game is
exactly its seed plus its actions: cloning, saving, undoing or replaying a state also
restores its randomness. The algorithm is SplitMix64 (Steele, Lea, Flood 2014): tiny,
fast in pure Python, and identical on every platform and Python version, which
`random.Random` does not promise across versions.

>>> r = Rng(42)
>>> r.randbelow(6) in range(6)
True
>>> a = Rng(7); b = Rng(7)
>>> [a.randbelow(100) for _ in range(5)] == [b.randbelow(100) for _ in range(5)]
True
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def next_u64(state: int) -> tuple[int, int]:
    """Advance a generator state; return (new_state, 64 random bits)."""
    state = (state + GOLDEN) & MASK64
    return state, _mix(state)


def seed_state(seed: int) -> int:
    """Turn any integer seed into a well-mixed generator state."""
    return _mix(seed & MASK64)


class Rng:
    """A mutable handle on a generator state. Read `.state` back into the game state."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def u64(self) -> int:
        self.state, out = next_u64(self.state)
        return out

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:  # next_u64 and _mix written out: the rules draw after nearly every action
            state = (state + GOLDEN) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - ((1 << 64) % n)
            while True:  # randbelow(n), written out
                state = (state + GOLDEN) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items):
        return items[self.randbelow(len(items))]
