"""Every tag has its legend (issue 46: "the threat tags' only legend cut in the status"): the
pointer resting on what a tag marks says it in words, whole, as a tooltip, in English and
Japanese: an Afterworld square with a red threat tag (which division, its Attack against the
Strength left, whether that destroys the territory), the Food and Gold pool; an Austin Powers
panel whose narrow form shows "$41BN" and chips of bare numbers spells out the score and the
four vibes."""

from __future__ import annotations

import pygame
import pytest
from drive import post, settle, table

from tabletop import words
from tabletop.games import get_game
from tabletop.play import COMPUTER, Seat
from tabletop.ui.layout import default_layout_name


def _rest_on(a, t, point_units) -> str:
    """Rest the pointer on table point `point_units`; the tooltip's words drawn (all of them)."""
    x, y = t.transform.point(*point_units)
    drawn: list[str] = []
    real = t.fonts.text

    def spy(text, size, color, bold=False):
        drawn.append(words.tr(text))
        return real(text, size, color, bold)

    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        a.step(1 / 60, [])
    t.fonts.text = spy
    try:
        a.invalidate()
        a.step(1 / 60, [])
    finally:
        del t.fonts.text
    return " ".join(drawn)


@pytest.fixture
def lang(request):
    words.set_language(request.param)
    yield request.param
    words.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
def test_a_square_with_a_threat_tag_says_what_the_tag_means(lang):
    from tabletop.games.afterworld import position
    from tabletop.games.afterworld.query import threats
    g = get_game("afterworld")
    st = position.build(g, {"names": ["Ann", "Bo"], "P1": {"faction": "egyptian"},
                            "P2": {"faction": "japanese", "divisions": [
                                {"commander": "Shogun of the Eastern Sea", "square": "b3",
                                 "units": ["Ashigaru Pikeman", "Ninja Infiltrator"]}]}})
    found = threats(st, g.card_of, 0)
    assert found
    n, sq, attack, left = found[0]
    territory = words.tr(g.card_of[st.cards[st.world[sq]]].name)
    enough = attack >= left
    for size in ((1280, 800), (1024, 600)):
        a, t = table("afterworld", st, seats=[Seat("Ann"), Seat("Bo", COMPUTER)], size=size,
                     layout=default_layout_name("afterworld", 2, size))
        t.computer.bots.clear()
        settle(a, t)
        rx, ry, rw, rh = t.ui.square_rect(sq)
        tag = t.transform.to_table(*t.transform.point(rx + rw, ry))  # the tag: the square's top right corner
        said = _rest_on(a, t, (tag[0] - 10 / t.transform.scale, tag[1] + 8 / t.transform.scale))
        assert "\u2026" not in said
        if lang == "en":
            assert f"Red square: an enemy division can attack {territory} here next turn." in said, said
            assert (f"d{n}, Bo's division {n}: Attack {attack} against the {left} Strength left, "
                    f"{'enough' if enough else 'not enough'} to destroy it.") in said, said
        else:  # (the tooltip's lines joined again: Japanese wraps between phrases, with no space)
            said = said.replace(" ", "")
            assert f"赤いマス：敵の部隊が次のターンに、ここの{territory}を攻撃できます。" in said, said
            assert f"d{n}（Boの部隊{n}）：攻撃力{attack}対残りの戦力{left}。" in said, said
            assert ("破壊できる攻撃力です。" if enough else "破壊するには足りません。") in said, said
        pool = t.layout.zones["p1.pool"].rect
        said = _rest_on(a, t, (pool[0] + pool[2] / 2, pool[1] + pool[3] / 2))
        assert ("Ann's pool: 0 Food and 0 Gold to pay for cards this turn" if lang == "en"
                else "Annのプール：食料0と黄金0。") in said, said
        calm = next(q for q in range(18) if q not in {f[1] for f in found})  # a square no tag marks: no legend
        qx, qy, qw, qh = t.ui.square_rect(calm)
        said = _rest_on(a, t, (qx + qw - 10 / t.transform.scale, qy + 8 / t.transform.scale))
        assert "Red square" not in said and "赤いマス" not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
def test_a_narrow_austin_powers_panel_spells_out_its_score_and_vibes(lang):
    seats = [Seat("You")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(2, 7)]
    a, t = table("austin-powers", players=6, seats=seats, size=(1024, 600),
                 layout=default_layout_name("austin-powers", 6, (1024, 600)))
    t.computer.bots.clear()
    settle(a, t)
    x, y, w, h = t.ui.rect(1, "vibes")
    said = _rest_on(a, t, (x + w / 2, y + h / 2))
    st = t.match.state
    name, hand, deck = st.names[1], len(st.hands[1]), len(st.decks[1])
    if lang == "en":
        assert (f"{name}, Dr. Evil: $0 billion. Vibes: 0 Groovy, 0 Shagadelic, 0 Randy, 0 Creepy. "
                f"{hand} cards in hand, {deck} in the deck.") in said, said
    else:
        said, name = said.replace(" ", ""), words.tr(name)
        assert f"{name}（ドクター・イーブル）：0ビリオンダラー。ノリ：" in said, said
        assert "グルービー0、シャガデリック0、ランディ0、クリーピー0。" in said and f"手札{hand}枚、山札{deck}枚。" in said, said


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
def test_the_turn_players_panel_says_its_markers_in_words(lang):
    """The circles and the ship on the turn player's panel: the actions left and the free ship
    agent; no other panel has them."""
    seats = [Seat("You")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(2, 7)]
    a, t = table("austin-powers", players=6, seats=seats, size=(1280, 800))
    t.computer.bots.clear()
    settle(a, t)
    st = t.match.state
    p = st.turn_player
    x, y, w, h = t.ui.rect(p, "vibes")
    said = _rest_on(a, t, (x + w / 2, y + h / 2)).replace(" ", "") if lang == "ja" else _rest_on(a, t, (x + w / 2, y + h / 2))
    left = st.actions_allowed - st.actions_used
    assert st.phase == "actions" and st.ship_free, (st.phase, st.ship_free)
    en = f"{left} action{'' if left == 1 else 's'} left · free ship agent"
    assert (en if lang == "en" else f"残りアクション{left}·ぶっ飛び野郎1枚無料") in said, said
    other = next(q for q in range(6) if q != p)
    x, y, w, h = t.ui.rect(other, "vibes")
    said = _rest_on(a, t, (x + w / 2, y + h / 2))
    assert "action" not in said and "アクション" not in said, said
