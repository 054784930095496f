"""AW-9.4 at the table (issue 16): the response window of a battle never shows what a hand
holds. In hot-seat the responder is asked, cover screen and all, whether or not they hold an
event they could play; a human alone with a computer player is not asked when passing is all
they could do (the table passes for them), and the computer player passes at once."""

from drive import click, post, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.afterworld import position as aw_position
from tabletop.ui.cover import CoverScene
from tabletop.play import COMPUTER, Seat

G = get_game("afterworld")
#: a playable event (Bo has 2 Gold); an event Bo cannot pay for (no Food); a unit
BO_HANDS = [["Thor's Lightning"], ["Plague of Locusts"], ["Einherjar"]]


def window(bo_hand):
    """Ann's battle on c3 with all targets chosen: Bo's answer in the response window is next.
    Ann holds a unit (no event)."""
    s = aw_position.build(G, {
        "names": ["Ann", "Bo"], "step": "battle",
        "P1": {"hand": ["Scarab Swarm"],
               "divisions": [{"commander": "Sun Barque", "square": "c3", "units": ["Jackal Spearman", "Chariot Archer"]}]},
        "P2": {"hand": list(bo_hand), "gold": 2, "territories": {"c3": "Dwarven Forge"},
               "divisions": [{"commander": "Jarl of the Fjords", "square": "c3", "units": ["Berserker"]}]}})
    for line in ("P1 fight c3", 'P1 attack "Jackal Spearman" "Berserker"', 'P1 attack "Chariot Archer" "Dwarven Forge"'):
        G.play(s, G.parse(s, line))
    assert s.battle.stage == "respond" and G.to_act(s) == [1]
    return s


def public(a, t, secret: int):
    """What the table shows everyone: who acts, whose cards are up, the buttons, the status
    lines, every piece but the secret seat's hand, the other's view, the scene on top."""
    hand = set(t.match.state.sides[secret].hand)  # (whichever zone it lies in: the table turns in hot-seat)
    return (t.shown.acting, t.shown.looking, [w.label for w in t.buttons.widgets], t.ui.status(t.match.state, None),
            sorted((pid, p.zone, p.face) for pid, p in t.shown.pieces.items() if p.card not in hand),
            G.hash(G.view(t.match.state, 1 - secret)), type(a.top).__name__, len(t.match.history))


def test_hot_seat_the_responder_is_asked_whatever_he_holds():
    seen = []
    for bo_hand in BO_HANDS:
        a, t = table("afterworld", window(bo_hand), [Seat("Ann"), Seat("Bo")])
        settle(a, t)
        assert t.shown.acting == 1 and isinstance(a.top, CoverScene) and a.top.seat == 1
        seen.append(public(a, t, 1))
        click(a, (640, 400))                                    # Bo takes the mouse
        assert t.at_mouse.viewer == 1 and "No (more) events" in [w.label for w in t.buttons.widgets]
        assert not t.match.history                               # nothing was played for him
        press_button(a, t, "No (more) events")
        settle(a, t)
        assert [e.text for e in t.match.history] == ["P2 pass"] and not t.computer.given_by_table(0)
        assert t.shown.acting == 0 and isinstance(a.top, CoverScene) and a.top.seat == 0   # Ann is asked too
        seen[-1] += (public(a, t, 1),)
    assert seen[0] == seen[1] == seen[2]


def test_alone_with_a_computer_player_the_table_passes_when_that_is_all_one_may_do():
    for bo_hand in BO_HANDS[1:]:
        a, t = table("afterworld", window(bo_hand), [Seat("Ann", COMPUTER, "normal"), Seat("Bo")])
        first = t.match.history[0]
        assert first.text == "P2 pass" and t.computer.given_by_table(0)
        assert [e.text for e in first.events][0] == "Bo passes."
        assert t.undoing.refusal() == "Nothing of yours to undo yet."   # Bo decided nothing
    # Bo holds an event he can play: he is asked, and nothing is played for him
    a, t = table("afterworld", window(BO_HANDS[0]), [Seat("Ann", COMPUTER, "normal"), Seat("Bo")])
    assert t.shown.acting == 1 and not t.match.history and not isinstance(a.top, CoverScene)
    assert "No (more) events" in [w.label for w in t.buttons.widgets]


def test_the_pass_that_ends_a_step_is_never_given():
    """Ann alone with a bot, in the Move step with nothing to move: her list is only the pass,
    and she is still the one to end her moves (it is not an answer)."""
    s = aw_position.build(G, {"names": ["Ann", "Bo"], "step": "move"})
    assert [G.format(x) for x in G.legal_actions(s)] == ["P1 pass"]
    a, t = table("afterworld", s, [Seat("Ann"), Seat("Bo", COMPUTER, "normal")])
    settle(a, t, 10)
    assert not t.match.history and t.shown.acting == 0 and "End moves" in [w.label for w in t.buttons.widgets]


def test_a_computer_players_answer_comes_at_the_same_pace_whatever_it_holds():
    """Ann (human) is answered by Bo (a computer player) on the same frame whether he holds an
    event he could play or not; then Ann, with only a pass, is passed for by the table."""
    began = []
    for bo_hand in (BO_HANDS[0], BO_HANDS[2]):
        a, t = table("afterworld", window(bo_hand), [Seat("Ann"), Seat("Bo", COMPUTER, "normal")])
        frames = 0
        while t.computer.anim is None and not t.match.history and frames < 300:
            post(a)
            frames += 1
        assert t.match.history or t.computer.anim is not None
        began.append(frames)
    assert began[0] == began[1]
    for _ in range(200):                                         # Einherjar: Bo passed at once
        post(a)
        if t.match.state.battle is None:
            break
    texts = [e.text for e in t.match.history]
    assert texts[:2] == ["P2 pass", "P1 pass"] and not t.computer.given_by_table(0) and t.computer.given_by_table(1)
