"""A seat's view holds everything the engine needs to answer that seat's own questions: who
is asked now, who may step in, and the seat's legal actions are the same on its view as on
the whole state. The table's adapters ask the engine on the view they are handed (the table
holds no state: tabletop/ui/table.py); this is why they may."""

import pytest

from reporting import report
from tabletop.engine.rng import Rng
from tabletop.games import get_game

CHECKED: dict[str, int] = {}
report(lambda: [f"views suffice: {k}: {v} seat positions, the same legal list on the view" for k, v in CHECKED.items()])


@pytest.mark.parametrize("name,players", [("afterworld", 2), ("austin-powers", 2), ("austin-powers", 4),
                                          ("austin-powers", 6)])
def test_a_seats_view_gives_the_same_answers_as_the_state(name, players):
    game = get_game(name)
    checked = 0
    for seed in range(3):
        s = game.new_state(game.default_setup(seed, players))
        rng = Rng(seed)
        steps = 0
        while s.result is None and steps < 400:
            asked = game.to_act(s)
            stepping = game.interjectors(s)
            for seat in dict.fromkeys(asked + stepping):
                v = game.view(s, seat)
                assert game.to_act(v) == asked and game.interjectors(v) == stepping
                assert game.legal_actions(v, seat) == game.legal_actions(s, seat)
                checked += 1
            legal = game.legal_actions(s, asked[0])
            game.play(s, legal[rng.randbelow(len(legal))])
            steps += 1
    CHECKED[f"{name} {players}p"] = checked
    assert checked > 300
