"""The rules of Duel by id: what the engine's refusals cite and the rules reference shows."""

from dataclasses import dataclass

from tabletop.engine.errors import IllegalActionError


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str


SECTIONS = [Rule("D-0", "Duel", "")]
RULES = {r.id: r for r in [
    Rule("D-1", "Two players", "Two people play. Each starts with 5 life, a shuffled deck of ten "
                               "cards and three cards in hand."),
    Rule("D-2", "The turn", "On your turn play one card from your hand, or pass. Then your "
                            "opponent draws a card and it is their turn."),
    Rule("D-3", "Strike", "A Strike is played on your opponent: they lose 2 life, and each of "
                          "their Guards takes 1 of it instead (and is used up)."),
    Rule("D-4", "Guard and Mend", "A Guard or a Mend is played on yourself: a Guard shields you "
                                  "from 1 damage, a Mend gives back 1 life (5 at most)."),
    Rule("D-5", "Winning", "A player with no life left loses. When both players pass in a row, "
                           "or nobody has a card left, the one with more life wins (a draw if equal)."),
    Rule("D-6", "The end", "Nothing can be played after the game is over."),
]}


def refuse(rule_id: str, reason: str) -> IllegalActionError:
    """The error of a refused action (the one way Duel refuses: raised by the caller)."""
    assert rule_id in RULES, rule_id
    return IllegalActionError(rule_id, reason)
