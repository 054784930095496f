"""Your own cards and decks: user card pools, text deck lists, `tabletop deck check|export`,
`tabletop play --deck`: what a player who brings their own cards sees."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.persist.deckfiles import check_deck, export_text
from tabletop.engine.errors import DataError
from tabletop.games import get_game
from tabletop.resources import asset, config_dir
from gamecache import reset_games

WARDEN = '''# my own Egyptian unit
[[card]]
key = "sun-warden"
name = "Sun Warden of Karnak"
type = "unit"
faction = "egyptian"
limit = 3
attack = 2
health = 3
flavour = "He has watched the gate since the first dawn."
'''


@pytest.fixture(autouse=True)
def fresh_games():
    """Each test reads the pools again from its own private config folder."""
    reset_games()
    yield
    reset_games()


def user_card_file(name: str, text: str, game_folder: str = "afterworld") -> Path:
    folder = config_dir() / "cards" / game_folder
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


def run(*argv) -> tuple[int, str, str]:
    import contextlib
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def egyptian_list_with_warden(tmp_path) -> Path:
    text = export_text(asset("afterworld", "decks", "egyptian.toml"))
    assert "4 Jackal Spearman\n" in text
    text = text.replace("4 Jackal Spearman\n", "1 jackal spearman\n3 SUN WARDEN, of karnak  # mine\n")
    path = tmp_path / "karnak.txt"
    path.write_text(text)
    return path


def test_a_user_card_in_the_config_folder_is_checked_in_a_text_list_and_played(tmp_path):
    user_card_file("mine.toml", WARDEN)
    game = get_game("afterworld")
    assert game.pool["sun-warden"].name == "Sun Warden of Karnak"
    from tabletop.games.afterworld.cards import load_cards
    assert len(game.pool) == len(load_cards(asset("afterworld", "cards"))) + 1  # merged with the shipped pool
    deck = egyptian_list_with_warden(tmp_path)
    code, out, _ = run("deck", "check", str(deck))
    assert code == 0 and out == f"{deck}: legal Afterworld deck (60 main, 3 commanders, 9 territories)\n"
    # played: the deck goes to seat 1 through the same path as `tabletop play --deck 1=FILE`
    from tabletop.commands.deck import parse_deck_options
    from tabletop.engine.history import Match
    from tabletop.ui.launch import GameChoice, make_setup
    from tabletop.play import COMPUTER, Seat
    decks = parse_deck_options([f"1={deck}"], game, 2)
    # random play: a game may end before a card three of sixty is drawn, so up to six deals
    wardens_seen: set = set()
    games = 0
    for seed in range(3, 9):
        setup = make_setup(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER)], seed=seed,
                                      decks=decks))
        assert setup.decks[0].piles["main"].count("sun-warden") == 3
        match = Match(game, setup)
        rng = random.Random(seed)
        games += 1
        for _ in range(4000):
            if match.over:
                break
            match.play(rng.choice(match.legal_actions()))
            for cid, zone in game.card_locations(match.state):
                if match.state.cards[cid] == "sun-warden" and "deck" not in zone:
                    wardens_seen.add(zone)
        if wardens_seen:
            break
    assert wardens_seen, f"the user's card never left the deck in {games} games"


def test_a_broken_user_card_is_refused_with_file_line_and_did_you_mean():
    path = user_card_file("broken.toml", WARDEN.replace("attack = 2", "atack = 2"))
    game = get_game("afterworld")  # the card is left out; the rest loads (issue 48)
    assert "sun-warden" not in game.pool
    assert [str(p) for p in game.pool.refused] == [
        f"{path}:8: card[0].atack: unknown key (did you mean 'attack'?)",
        f"{path}:2: card[0].attack: missing (a whole number)",
    ]
    code, stdout, _ = run("deck", "check", str(asset("afterworld", "decks", "egyptian.toml")))
    assert code == 0 and f"{path}:8: card[0].atack: unknown key (did you mean 'attack'?) (this card is left out)" \
        in stdout


def test_a_user_card_clashing_with_a_shipped_card_names_both_files():
    path = user_card_file("clash.toml", WARDEN.replace('key = "sun-warden"', 'key = "jackal-spearman"')
                          .replace("Sun Warden of Karnak", "Scarab Swarm"))
    game = get_game("afterworld")  # the card is left out; the rest of the pool loads (issue 25)
    assert game.pool["jackal-spearman"].name == "Jackal Spearman"
    shipped = asset("afterworld", "cards", "egyptian.toml")
    text = [str(p) for p in game.pool.refused]
    assert len(text) == 2
    assert text[0].startswith(f"{path}:3: card[0].key: 'jackal-spearman' is already used by a shipped card at {shipped}:")
    assert text[1].startswith(f"{path}:4: card[0].name: 'Scarab Swarm' is already used by a shipped card at {shipped}:")


def test_every_starter_round_trips_through_export_and_check(tmp_path):
    for folder in ("afterworld", "austin_powers"):
        for toml_deck in sorted(Path(asset(folder, "decks")).glob("*.toml")):
            code, text, _ = run("deck", "export", str(toml_deck))
            assert code == 0
            listed = tmp_path / (toml_deck.stem + ".txt")
            listed.write_text(text)
            game, original, problems = check_deck(toml_deck)
            game2, again, problems2 = check_deck(listed)
            assert game is game2 and problems == problems2 == []
            assert {p: sorted(v) for p, v in again.deck.piles.items()} == \
                   {p: sorted(v) for p, v in original.deck.piles.items()}
            assert (again.deck.name, again.deck.side) == (original.deck.name, original.deck.side)
            # and back to TOML (written with tomlkit) gives the same deck once more
            from tabletop.persist.deckfiles import save_deck
            back = save_deck(game, again.deck, tmp_path / (toml_deck.stem + "-again.toml"))
            assert check_deck(back)[1].deck.piles == again.deck.piles


BAD_LIST = """# name: Mixed up
# game: afterworld
# side: egyptian
Commanders
1 Sun Barque
1 Jarl of the Fjords
three Anubis, Guide of the Dead
Deck
4 Jakal Spearman
2 Agent Honeytrap
"""


def test_text_list_mistakes_name_file_and_line(tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_text(BAD_LIST)
    code, out, _ = run("deck", "check", str(path))
    assert code == 2
    assert out.splitlines() == [
        f"{path}:7: the count 'three' is not a number: write lines such as '3 Anubis, Guide of the Dead'",
        f"{path}:9: no card called 'Jakal Spearman' (did you mean 'Jackal Spearman'?)",
        f"{path}:10: Agent Honeytrap is an Austin Powers CCG card, not an Afterworld card",
    ]
    # once readable, the card of the wrong faction is named at its line with its rule
    path.write_text(BAD_LIST.replace("three", "1").replace("Jakal", "Jackal").replace("2 Agent Honeytrap\n", ""))
    code, out, _ = run("deck", "check", str(path))
    assert code == 2
    assert f"{path}:6: commanders.jarl-of-the-fjords: Jarl of the Fjords is Norse, but this deck is Egyptian [AW-1.3]" \
        in out.splitlines()


def test_a_deck_of_the_wrong_game_is_refused_before_any_window(tmp_path):
    text = export_text(asset("austin_powers", "decks", "evil-volcano-lair.toml"))
    path = tmp_path / "lair.txt"
    path.write_text(text.replace("# game: austin-powers\n", ""))
    code, _, err = run("play", "afterworld", "--deck", f"1={path}")
    assert code == 2
    first = next(i for i, line in enumerate(text.replace("# game: austin-powers\n", "").splitlines(), 1)
                 if line[:1].isdigit())
    assert err == f"{path}:{first}: this is an Austin Powers CCG deck list, not Afterworld: " \
                  "its cards are Austin Powers CCG cards\n"
    path.write_text(text)
    code, _, err = run("play", "afterworld", "--deck", f"1={path}")
    assert code == 2 and err == f"{path}:2: game: this deck is for 'austin-powers', not 'afterworld'\n"


def test_play_deck_lists_every_violation_of_every_file(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text("# game: austin-powers\n2 Agent Honeytrap\n")
    b = tmp_path / "b.txt"
    b.write_text("# game: austin-powers\n2 Agent Honeytrp\n")
    code, _, err = run("play", "austin-powers", "--deck", f"1={a}", "--deck", f"2={b}")
    lines = err.splitlines()
    assert code == 2
    assert f"{a}:2: the deck holds 2 cards; a deck needs exactly 30 [AP-1.3]" in lines
    assert f"{b}:2: no card called 'Agent Honeytrp' (did you mean 'Agent Honeytrap'?)" in lines
    code, _, err = run("play", "austin-powers", "--deck", f"7={a}")
    assert code == 2 and "--deck '7=" in err


def test_a_card_image_is_drawn_in_the_art_area_and_a_broken_one_keeps_the_drawn_face(tmp_path, capsys):
    import pygame

    from tabletop.ui import cardimage
    from tabletop.ui.afterworld.artist import AfterworldArtist
    from tabletop.ui.austin_powers.artist import AustinPowersArtist
    from tabletop.ui.theme import Fonts

    pygame.display.init()
    pygame.font.init()
    cardimage.forget()
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True)
    pic = pygame.Surface((40, 30))
    pic.fill((255, 0, 255))
    pygame.image.save(pic, str(folder / "warden.png"))
    moon = WARDEN.replace("# my own Egyptian unit\n", "").replace("sun-warden", "moon-warden") \
        .replace("Sun Warden", "Moon Warden").replace("limit = 3", 'limit = 3\nimage = "pics/missing.jpg"')
    (folder / "mine.toml").write_text(WARDEN.replace("limit = 3", 'limit = 3\nimage = "warden.png"') + moon)
    game = get_game("afterworld")
    assert game.pool["sun-warden"].image == str((folder / "warden.png").resolve())
    artist, fonts = AfterworldArtist(game.pool), Fonts()
    face = artist.draw(("card", "sun-warden"), (210, 294), fonts)
    magenta = sum(1 for x in range(0, 210, 3) for y in range(0, 294, 3) if face.get_at((x, y))[:3] == (255, 0, 255))
    assert magenta > 200  # the picture fills the art area...
    assert face.get_at((105, 10))[:3] != (255, 0, 255)  # ...and only the art area: the title bar is drawn
    # a missing picture: one clear message, the drawn face all the same (twice drawn, once said)
    plain = artist.draw(("card", "moon-warden"), (210, 294), fonts)
    artist.draw(("card", "moon-warden"), (105, 147), fonts)
    missing = str((folder / "pics" / "missing.jpg").resolve())
    assert cardimage.messages[-1] == f"{missing}: the picture of Moon Warden of Karnak is not there; " \
                                     "the card keeps its drawn face"
    assert capsys.readouterr().err.count("missing.jpg") == 1
    assert plain.get_size() == (210, 294)
    # a broken picture file is said once too; a wrong kind of file is refused when the card is read
    (folder / "broken.png").write_bytes(b"not a picture")
    assert cardimage.scaled(str(folder / "broken.png"), (50, 50), "X") is None
    assert "the picture of X cannot be read" in cardimage.messages[-1]
    ap_folder = config_dir() / "cards" / "austin_powers"
    ap_folder.mkdir(parents=True)
    (ap_folder / "a.toml").write_text('[[card]]\nkey = "x"\nname = "X"\ntype = "happening"\nside = "evil"\n'
                                      'dot = "red"\nrarity = "rare"\nscore = 1\nimage = "x.gif"\n'
                                      'effects = [ { do = "draw", amount = 1, who = "target" } ]\n')
    ap = get_game("austin-powers")  # the card is left out (issue 48)
    assert "x" not in ap.pool and [str(p) for p in ap.pool.refused] == [
        f"{ap_folder / 'a.toml'}:9: card[0].image: must name a PNG or JPG picture (a file ending in .png, .jpg or .jpeg)"]
    # an Austin Powers agent shows its picture the same way (a picture in its own card folder)
    (ap_folder / "warden.png").write_bytes((folder / "warden.png").read_bytes())
    (ap_folder / "a.toml").write_text(
        '[[card]]\nkey = "x"\nname = "X"\ntype = "agent"\nside = "evil"\ndot = "red"\nrarity = "rare"\n'
        'gender = "male"\nrole = "gun"\nvibes = { creepy = 2 }\nscore = 9\nimage = "warden.png"\n')
    reset_games()
    ap = get_game("austin-powers")
    face = AustinPowersArtist(ap.pool).draw(("card", "x"), (210, 294), fonts)
    assert sum(1 for x in range(0, 210, 3) for y in range(0, 294, 3) if face.get_at((x, y))[:3] == (255, 0, 255)) > 200


def test_docs_cards_examples_load_and_every_field_is_documented():
    import re

    import tomli

    from tabletop.games.afterworld import cards as aw
    from tabletop.games.afterworld.abilities import VOCABULARY
    from tabletop.games.austin_powers import cards as ap

    doc = (Path(__file__).parent.parent / "docs" / "cards.md").read_text()
    blocks = re.findall(r"```toml\n(.*?)```", doc, re.S)
    cards = [b for b in blocks if "[[card]]" in b]
    for i, block in enumerate(cards):
        folder = "afterworld" if "faction =" in block else "austin_powers"
        user_card_file(f"example{i}.toml", block, folder)
    aw_pool, ap_pool = get_game("afterworld").pool, get_game("austin-powers").pool
    examples = {t["type"] for b in cards for t in tomli.loads(b)["card"]}
    assert examples == set(aw.TYPES) | set(ap.KINDS)  # a full example per card type
    assert aw_pool["sun-warden"].text.startswith("When this unit joins a division: draw")
    assert ap_pool["groovy-power-cut"].score == 7
    fields = set(aw.COMMON) | {k for f in aw.BY_TYPE.values() for k in f} | set(ap.COMMON) | \
        {k for f in ap.BY_KIND.values() for k in f}
    verbs = set(VOCABULARY.verbs) | set(ap.EFFECTS.verbs) | set(ap.ABILITIES.verbs)
    missing = sorted(w for w in fields | verbs if f"`{w}`" not in doc)
    assert missing == []


def test_an_evil_deck_at_seat_1_gets_a_good_opponent(tmp_path):
    text = export_text(asset("austin_powers", "decks", "evil-volcano-lair.toml"))
    path = tmp_path / "lair.txt"
    path.write_text(text)
    from tabletop.engine.history import Match
    from tabletop.ui.launch import GameChoice, make_setup
    from tabletop.play import COMPUTER, Seat
    game = get_game("austin-powers")
    for players in (2, 4):
        seats = [Seat("")] + [Seat("", COMPUTER)] * (players - 1)
        setup = make_setup(GameChoice("austin-powers", players, seats, seed=1, decks=[str(path)]))
        assert [d.side for d in setup.decks] == ["evil", "austin", "evil", "austin"][:players]
        assert setup.decks[0].name == "Volcano Lair"
        Match(game, setup)  # AP-1.2: the sides differ, so the game starts


def test_deck_edit_with_an_unreadable_file_says_why_and_opens_no_window(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Jakal Spearman\n")
    code, _, err = run("deck", "edit", "afterworld", str(bad))
    assert code == 2 and err == f"{bad}:1: no card called 'Jakal Spearman' (did you mean 'Jackal Spearman'?)\n"
    code, _, err = run("deck", "edit", "chess")
    assert code == 2 and "unknown game 'chess'" in err
    code, out, _ = run("deck", "export", str(bad))
    assert code == 2
