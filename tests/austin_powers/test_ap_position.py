"""Positions from plain data, the way lessons and scenarios will write them."""

import pytest

from ap_script import G, names, position, waiting
from tabletop.engine import DataError
from tabletop.games.austin_powers.position import load_position


def test_a_position_reads_like_the_table():
    s = position(turn_player=2, actions_used=1, players=[
        dict(name="Ann", side="austin", deck=["Cosmic Carol", "Agent Honeytrap"], score=["Smashing, darling!"]),
        dict(name="Bo", side="evil", hand=["Zip it, minion."], field=["lady-lacquer"]),
    ])
    assert waiting(s) == [2] and s.actions_used == 1
    assert names(s, "deck", 1) == ["Agent Honeytrap", "Cosmic Carol"]     # the top is the end
    assert names(s, "field", 2) == ["Lady Lacquer"]


def test_every_mistake_is_reported_at_once():
    with pytest.raises(DataError) as err:
        position(turn_player=3, players=[
            dict(side="austin", hand=["Agent Honeytrp"], field=["Smashing, darling!"]),
            dict(side="evl"),
        ])
    text = [str(p) for p in err.value.problems]
    assert "test position: players[1].side: 'evl' is not one of 'austin', 'evil' (did you mean 'evil'?)" in text
    assert "test position: turn_player: there are only 2 players" in text
    with pytest.raises(DataError) as err:
        position(players=[dict(side="austin", hand=["Agent Honeytrp"], field=["Smashing, darling!"]),
                          dict(side="evil")])
    text = [str(p) for p in err.value.problems]
    assert text == ["test position: players[0].hand[0]: no card called 'Agent Honeytrp' (did you mean 'Agent Honeytrap'?)",
                    "test position: players[0].field[0]: Smashing, darling! is not an agent: only agents stand on a field"]


def test_a_position_in_a_toml_file_names_its_lines(tmp_path):
    path = tmp_path / "lesson.toml"
    path.write_text('''title = "Your first shag"
[position]
turn_player = 1
[[position.players]]
side = "austin"
field = ["Agent Honeytrap"]
[[position.players]]
side = "evil"
field = ["Baron von Monocle"]
hand = ["Release the hamsters!"]
[position.showdown]
kind = "shag"
actor = "Agent Honeytrap"
target = "Lady Lacquer"
''')
    with pytest.raises(DataError) as err:
        load_position(G, path, "position")
    assert str(err.value) == f"{path}:14: position.showdown.target: 'Lady Lacquer' is not on an opponent's field"
    path.write_text(path.read_text().replace("Lady Lacquer", "Baron von Monocle"))
    s = load_position(G, path, "position")
    assert s.showdown is not None and waiting(s) == [2]      # the target's side plays first
