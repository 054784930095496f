"""What the engines say reads in Japanese: refusals and log lines of both games, built as
sentences of parts (tabletop.words.msg), render in the reader's language with the cards' own
Japanese names, and an English sentence that was already written out (as the network sends it)
is found again and rendered in Japanese too. The English stays the same (a Msg is its English)."""

from __future__ import annotations

import itertools
import re

import pytest

from tabletop import words
from tabletop.engine.errors import IllegalActionError, InvalidNotationError
from tabletop.engine.serial import state_hash
from tabletop.games import get_game
from tabletop.games.afterworld.position import build as aw_position
from tabletop.games.austin_powers.cardtext import vibe_text
from tabletop.games.austin_powers.phrases import vibes
from tabletop.games.austin_powers.position import build_position

AW = get_game("afterworld")
AP = get_game("austin-powers")

#: Japanese names for the cards these tests name (the card loaders fill the real table)
NAMES = {"Khopesh": "ケペシュ", "Jackal Spearman": "ジャッカルの槍兵", "Sun Barque": "太陽の船",
         "Crook and Flail": "王笏と殻竿", "Agent Honeytrap": "エージェント・ハニートラップ",
         "Lady Lacquer": "レディ・ラッカー", "Baron von Monocle": "モノクル男爵",
         "Mwa-ha-ha... ahem.": "ムワハハ…えへん。"}
ANN, BO = "アン", "ボー"


@pytest.fixture
def ja(monkeypatch):
    """The table in Japanese, with the cards' Japanese names; English again afterwards."""
    monkeypatch.setitem(words._names, "ja", dict(words._names.get("ja", {})))
    words.add_names("ja", NAMES)
    words.set_language("ja")
    try:
        yield
    finally:
        words.set_language("en")


def latin_words(text: str) -> list[str]:
    """Words in Latin letters left in a Japanese sentence (a square "a3", a division "d1" or a
    card id "#12" are one letter and a number: they are the table's notation, not English; nor is
    a rule id such as AP-7.7)."""
    return re.findall(r"[A-Za-z]{2,}", re.sub(r"\b(AW|AP)-[\d.]+", "", text))


def refusal(game, s, text: str) -> IllegalActionError:
    before = state_hash(s)
    with pytest.raises(IllegalActionError) as err:
        game.play(s, game.parse(s, text))
    assert state_hash(s) == before
    return err.value


def japanese(err: IllegalActionError) -> str:
    """The refusal as the table shows it, checked to be the same when it came as English text."""
    assert isinstance(err.reason, words.Msg)
    shown = words.tr(err.reason)
    assert words.tr(str(err.reason)) == shown  # the catalog finds the written-out sentence again
    return shown


# ---- Afterworld ---------------------------------------------------------------------------------

def aw_muster():
    return aw_position(AW, {"names": [ANN, BO], "step": "muster",
                            "P1": {"hand": ["Khopesh", "Crook and Flail"], "gold": 1,
                                   "divisions": [{"commander": "Sun Barque", "units": ["Jackal Spearman"]}]},
                            "P2": {}})


def test_an_afterworld_refusal_reads_in_japanese_with_the_cards_japanese_name(ja):
    s = aw_muster()
    err = refusal(AW, s, "P1 attach #%d #%d" % (_aw_id(s, "Khopesh"), _aw_id(s, "Sun Barque")))
    assert str(err) == "Khopesh can only be attached to a unit. [AW-7.3]"  # the English as before
    shown = japanese(err)
    assert shown == "ケペシュはユニットにしか付けられません。"
    assert not latin_words(shown)


def test_an_afterworld_refusal_with_a_cost_reads_in_japanese(ja):
    s = aw_muster()
    err = refusal(AW, s, "P1 attach #%d #%d" % (_aw_id(s, "Crook and Flail"), _aw_id(s, "Sun Barque")))
    assert err.reason == "Crook and Flail costs 2 Gold and your pool holds 0 Food and 1 Gold."
    shown = japanese(err)
    assert "王笏と殻竿" in shown and "黄金2" in shown and "食料0" in shown and not latin_words(shown)


def test_an_afterworld_move_refusal_names_the_arrows_in_japanese(ja):
    s = aw_position(AW, {"names": [ANN, BO], "step": "move",
                         "P1": {"divisions": [{"commander": "Sun Barque", "square": "b1",
                                               "units": ["Jackal Spearman"]}]}})
    errors = [AW.refusal(s, a) for a in _moves(s)]
    shown = [japanese(e) for e in errors if e is not None and "arrow" in e.reason]
    assert shown, "no move refused for want of an arrow"
    assert all("太陽の船" in t and "矢印" in t and not latin_words(t) for t in shown)


def test_an_afterworld_log_line_reads_in_japanese(ja):
    s = aw_muster()
    action = AW.parse(s, "P1 attach #%d #%d" % (_aw_id(s, "Khopesh"), _aw_id(s, "Jackal Spearman")))
    said = AW.describe(s, action)
    events: list = []
    AW.play(s, action, events)
    assert said == f"{ANN} attaches Khopesh to Jackal Spearman."  # the English as before
    assert words.tr(said) == "アンがケペシュをジャッカルの槍兵に付けた。"
    lines = [words.tr(e.text) for e in events]
    assert "アンがケペシュをジャッカルの槍兵に付けた。" in lines
    assert all(not latin_words(t) for t in lines)


def _aw_id(s, name: str) -> int:
    return next(c for c, k in sorted(s.cards.items()) if AW.pool[k].name == name
                and c not in s.sides[s.owner[c]].deck)


def _moves(s):
    from tabletop.games.afterworld.actions import Move
    return [Move(0, 1, sq) for sq in range(18)]


# ---- Austin Powers ------------------------------------------------------------------------------

def ap_duel(p2_field=("Baron von Monocle",), p2_hand=()):
    return build_position(AP, {"players": [
        dict(name=ANN, side="austin", field=["Agent Honeytrap"]),
        dict(name=BO, side="evil", field=list(p2_field), hand=list(p2_hand))]}, source="test position")


def test_an_austin_powers_refusal_reads_in_japanese_with_the_cards_japanese_names(ja):
    s = ap_duel(p2_field=("Lady Lacquer", "Baron von Monocle"))
    err = refusal(AP, s, 'P1 shag "Agent Honeytrap" "Lady Lacquer"')
    assert err.reason == ("Agent Honeytrap is female, like Lady Lacquer: a shag needs an agent of "
                          "the other gender.")
    shown = japanese(err)
    assert shown == "エージェント・ハニートラップはレディ・ラッカーと同じ女性です。悩殺には異性のエージェントが必要です。"


def test_a_refusal_with_vibes_reads_in_japanese_in_its_own_word_order(ja):
    s = build_position(AP, {"players": [
        dict(name=ANN, side="austin", field=["Agent Honeytrap", "Commander Paisley"]),
        dict(name=BO, side="evil", field=["Baron von Monocle"],
             hand=["Mwa-ha-ha... ahem.", "Release the hamsters!"])]}, source="test position")
    AP.play(s, AP.parse(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"'))
    err = refusal(AP, s, 'P2 bone "Mwa-ha-ha... ahem."')
    assert err.reason == '"Mwa-ha-ha... ahem." needs 2 Shagadelic for a shag; your vibes are 2 Creepy.'
    shown = japanese(err)
    assert shown == "「ムワハハ…えへん。」を悩殺で出すにはシャガデリック2のノリが必要ですが、あなたのノリはクリーピー2です。"


def test_an_austin_powers_log_line_reads_in_japanese(ja):
    s = ap_duel()
    action = AP.parse(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    said = AP.describe(s, action)
    events: list = []
    AP.play(s, action, events)
    assert said == f"{ANN}'s Agent Honeytrap tries to shag {BO}'s Baron von Monocle."
    assert words.tr(said) == "アンのエージェント・ハニートラップがボーのモノクル男爵の悩殺を試みる。"
    lines = [words.tr(e.text) for e in events]
    assert "アンのエージェント・ハニートラップがボーのモノクル男爵の悩殺を試みる。決戦だ！" in lines
    assert all(words.tr(str(e.text)) == t for e, t in zip(events, lines))


def test_the_vibes_phrase_is_the_card_texts_english():
    for v in itertools.product(range(3), repeat=4):
        if any(v):
            assert str(vibes(v)) == vibe_text(v)


# ---- the engine both games share -------------------------------------------------------------------

def test_a_card_the_seat_cannot_see_is_refused_in_japanese(ja):
    s = ap_duel(p2_hand=["Lady Lacquer"])
    hidden = next(c for c in s.hands[1])
    err = refusal(AP, s, f'P1 shag "Agent Honeytrap" #{hidden}')
    assert err.reason == f"That card (#{hidden}) is face down in {BO}'s hand: you cannot see it."
    shown = japanese(err)
    assert shown == f"そのカード（#{hidden}）はボーの手札にあって裏向きなので、あなたには見えません。"
    assert "レディ・ラッカー" not in shown


def test_out_of_turn_and_notation_errors_read_in_japanese(ja):
    s = aw_muster()
    err = refusal(AW, s, "P2 pass")
    assert err.reason == f"{BO} may not act now: waiting for {ANN}."
    assert japanese(err) == "ボーは今は行動できません。アンの行動を待っています。"
    s = ap_duel()
    err = refusal(AP, s, "P2 end")
    assert err.reason.startswith(f"It is {ANN}'s turn")
    assert not latin_words(japanese(err))
    with pytest.raises(InvalidNotationError) as bad:
        AP.parse(s, "P1 shagg")
    shown = words.tr(bad.value.args[0])
    assert "というアクションはありません" in shown and "もしかして「shag」" in shown
    assert str(bad.value).startswith("'P1 shagg': unknown action 'shagg' (did you mean 'shag'?)")


def test_a_number_of_players_a_game_does_not_allow_reads_in_japanese(ja):
    from tabletop.games import registry
    problem = registry.entry("afterworld").players_problem(3)
    assert str(problem) == "Afterworld is for exactly 2 players [AW-1.1]"
    assert words.tr(problem) == "Afterworldはちょうど2人で遊ぶゲームです [AW-1.1]"
