"""A player's Austin Powers panel in full words, for the tooltip of a pointer resting on it:
what the panel shows short where it is narrow ("$41BN", chips of bare numbers) and its
markers (the turn player's action circles and the free ship agent's rocket)."""

from __future__ import annotations

from ...games.austin_powers.cards import SIDES
from ...games.austin_powers.state import score, vibes
from ...words import msg, tr
from .phrases import VIBE_AMOUNTS, name_list, side_score


def panel_words(card_of, s, p: int) -> str:
    """Seat `p`'s side, score, the four vibes by name, the cards in hand and deck; on the turn
    player's panel the actions left and the free ship agent, on a line of their own."""
    have = vibes(card_of, s, p)
    named = [tr(VIBE_AMOUNTS[i], n=v) for i, v in enumerate(have)]
    said = tr(msg("{who}, {side}: {score}. Vibes: {vibes}. {hand} cards in hand, {deck} in the deck.",
                  who=s.names[p], side=SIDES[s.sides[p]].name, score=side_score(s.sides[p], score(card_of, s, p)),
                  vibes=name_list(named), hand=len(s.hands[p]), deck=len(s.decks[p])))
    if p == s.turn_player and s.result is None and s.phase == "actions":
        left = max(0, s.actions_allowed - s.actions_used)
        said += "\n" + tr((msg("{n} action left · free ship agent", n=left) if left == 1 else
                           msg("{n} actions left · free ship agent", n=left)) if s.ship_free else
                          msg("{n} action left", n=left) if left == 1 else msg("{n} actions left", n=left))
    return said
