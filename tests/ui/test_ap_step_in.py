"""AP-7.7 at the table: the others step in between the turn player's actions, nobody is asked
in turn, and nothing on screen shows who holds a happening (issue 16, item 2)."""

from drive import click, post, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.ui.cover import CoverScene
from tabletop.play import COMPUTER, Seat

G = get_game("austin-powers")


def duel(bo_hand):
    return build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Agent Honeytrap", "Cosmic Carol"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", hand=bo_hand, field=["Baron von Monocle"]),
    ], "options": {"end_by_agreement": True}}, source="test position")


def public(a, t):
    """Everything the table shows everyone: the acting seat, the buttons, the status lines,
    the pieces face up, and the public view of the state."""
    return (t.shown.acting, t.shown.looking, [w.label for w in t.buttons.widgets], t.ui.status(t.match.state, None),
            sorted((pid, p.zone, p.face) for pid, p in t.shown.pieces.items() if p.zone != "p1.hand"),  # Bo's backs
            G.hash(G.view(t.match.state, 0)), type(a.top).__name__)


def test_the_table_looks_the_same_whether_or_not_a_seat_holds_a_happening():
    seen = []
    for bo_hand in (["Minion Strike", "Zip it, minion."], ["Rocket Rita", "Zip it, minion."]):
        a, t = table("austin-powers", duel(bo_hand), [Seat("Ann"), Seat("Bo")])
        assert t.shown.acting == 0 and t.at_mouse.viewer == 0
        before = public(a, t)
        assert "Bo: step in" in before[2]                   # offered to Bo whatever he holds
        # Ann plays an agent: still nobody else is asked, no cover for Bo
        press = t.ui.affordances(t.door.view(0), 0, t.door.legal(0))
        honey = next(x for x in press.actions() if x.verb == "agent")
        t.perform(honey)
        settle(a, t)
        after = public(a, t)
        assert not isinstance(a.top, CoverScene) and t.shown.acting == 0
        # Bo steps in: a cover for Bo, whatever he holds
        press_button(a, t, "Bo: step in")
        assert isinstance(a.top, CoverScene) and a.top.seat == 1
        cover = " · ".join(t.ui.status(t.match.state, None)[:2])
        seen.append((before, after, cover))
        click(a, (640, 400))
        assert t.at_mouse.viewer == 1 and t.shown.acting == 1
        labels = [w.label for w in t.buttons.widgets]
        assert "End by score?" in labels and "Back to Ann" in labels
        assert ("Pinky to the mouth!" in labels) == ("Minion Strike" in bo_hand)
        press_button(a, t, "Back to Ann")
        assert isinstance(a.top, CoverScene) and a.top.seat == 0
    assert seen[0] == seen[1]


def test_a_player_who_steps_in_uses_a_happening_and_the_turn_goes_on():
    a, t = table("austin-powers", duel(["Minion Strike"]), [Seat("Ann"), Seat("Bo")])
    press_button(a, t, "Bo: step in")
    click(a, (640, 400))
    press_button(a, t, "Pinky to the mouth!")
    assert t.match.state.gesture is not None and t.match.state.gesture.user == 1
    assert t.at_mouse.stepping is None                       # the moment is over: Ann answers
    for _ in range(3):
        post(a)
    if isinstance(a.top, CoverScene):
        click(a, (640, 400))
    press_button(a, t, "Copy: pinky")
    # Bo shows his happening, his only one (AP-7.4): a cover for him first
    assert isinstance(a.top, CoverScene) and a.top.seat == 1
    click(a, (640, 400))
    strike = next(c for c in t.match.state.hands[1] if G.by_key[t.match.state.cards[c]].name == "Minion Strike")
    click(a, t.visible_pos(f"card:{strike}"))
    s = t.match.state
    assert s.gesture is None and [G.by_key[s.cards[c]].name for c in s.scores[1]] == ["Minion Strike"]
    assert s.turn_player == 0 and s.actions_used == 0 and s.phase == "actions"   # free for Bo


def test_a_computer_player_steps_in_at_the_table():
    a, t = table("austin-powers", duel(["Minion Strike"]), [Seat("Ann"), Seat("Bo", COMPUTER, "normal")])
    for _ in range(40):
        post(a)
        t.settle()
        if t.match.state.gesture is not None:
            break
    assert t.match.state.gesture is not None and t.match.state.gesture.user == 1 and t.match.state.turn_player == 0
