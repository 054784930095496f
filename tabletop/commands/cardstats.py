"""Per-card figures of `tabletop simulate --cards`: which cards are played, and do they win?

For every seat of every game a `CardWatch` follows the decisions (through the `watch`
hook of `play_bots`) and notes, per card key:

- **drawn**: a copy of the card was in that seat's hand at some decision;
- **playable**: a legal action of that seat named a copy in its hand with a verb that puts a
  card into play (the game's `play_verbs`, tabletop/ai/hooks.py: deploy, attach, play for
  Afterworld; agent, bone, swinger, ship, ... for Austin Powers);
- **played**: the seat chose such an action.

`card_table` sums them over the games: in how many games (seat-games) the card was played,
the win rate of the seat in those, and in how many it was drawn but never playable (a
card that waits in hand for Food, Gold, vibes or a target that never come).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.game import Game


@dataclass
class CardSeen:
    drawn: bool = False
    playable: bool = False
    played: bool = False


@dataclass
class CardWatch:
    game: Game
    play_verbs: frozenset
    seats: dict[int, dict[str, CardSeen]] = field(default_factory=dict)

    def __call__(self, state, seat, legal, action) -> None:
        cards = state.cards
        hand = set()
        for cid, where in self.game.card_locations(state):
            if where.endswith(".hand") and where.startswith(f"P{seat + 1}."):
                hand.add(cid)
        mine = self.seats.setdefault(seat, {})
        for cid in hand:
            mine.setdefault(cards[cid], CardSeen()).drawn = True
        verbs = self.play_verbs
        for a in legal:
            if verbs and a.verb not in verbs:
                continue
            for cid in a.card_ids():
                if cid in hand:
                    mine[cards[cid]].playable = True
        if not verbs or action.verb in verbs:
            for cid in action.card_ids():
                if cid in hand:
                    mine[cards[cid]].played = True

    def summary(self) -> dict[int, dict[str, tuple[bool, bool, bool]]]:
        """seat -> key -> (drawn, playable, played): small enough to send back from a worker."""
        return {seat: {k: (v.drawn, v.playable, v.played) for k, v in keys.items()}
                for seat, keys in self.seats.items()}


@dataclass
class CardRow:
    key: str
    name: str
    games_drawn: int = 0
    games_played: int = 0
    wins_played: float = 0.0
    never_playable: int = 0


def card_table(game, outcomes) -> list[CardRow]:
    """Sum the per-game card notes of finished outcomes into one row per card key."""
    rows: dict[str, CardRow] = {}
    by_key = game.pool.by_key
    for o in outcomes:
        if not o.cards:
            continue
        winners = o.winners or ()
        for seat, keys in o.cards.items():
            share = (1 / len(winners)) if seat in winners else 0.0
            for key, (drawn, playable, played) in keys.items():
                card = by_key.get(key)
                row = rows.setdefault(key, CardRow(key, card.name if card else key))
                row.games_drawn += drawn
                row.games_played += played
                if played:
                    row.wins_played += share
                if drawn and not playable:
                    row.never_playable += 1
    return sorted(rows.values(), key=lambda r: (-r.games_played, r.name))


def print_card_table(game, outcomes, seat_games: int, out) -> None:
    rows = card_table(game, outcomes)
    print(f"  cards ({seat_games} seat-games; 'won' is the win rate of the seat in the games it played "
          f"the card; 'stuck' counts games it was drawn but never playable):", file=out)
    width = max([len(r.name) for r in rows] + [4])
    print(f"    {'card':<{width}}  played  won    drawn  stuck", file=out)
    for r in rows:
        won = f"{r.wins_played / r.games_played:.0%}" if r.games_played else "-"
        print(f"    {r.name:<{width}}  {r.games_played:>6}  {won:>4}  {r.games_drawn:>6}  "
              f"{r.never_playable:>5}", file=out)
