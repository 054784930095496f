"""AP-5.7 at the table (issue 16): who is asked to answer a ship agent, to help, or to play a
bone never shows what anyone holds. In hot-seat every player concerned who holds a card is
asked, cover screen and all, so the table looks the same whether or not they hold a card
they could play; a human alone with computer players is not asked when passing is all they
could do (the table passes for them), and computer players pass at once."""

from drive import click, post, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.ui.cover import CoverScene
from tabletop.play import COMPUTER, Seat

G = get_game("austin-powers")


def position(players, **more):
    return build_position(G, {"players": players, **more}, source="test position")


def public(a, t, secret: int):
    """What the table shows everyone: who acts, whose cards are up, the buttons, the status
    lines, every piece but the secret seat's hand, the others' views, the scene on top."""
    hand = f"p{secret}.hand"
    return (t.shown.acting, t.shown.looking, [w.label for w in t.buttons.widgets], t.ui.status(t.match.state, None),
            sorted((pid, p.zone, p.face) for pid, p in t.shown.pieces.items() if p.zone != hand),
            [G.hash(G.view(t.match.state, p)) for p in range(t.match.state.seats) if p != secret],
            type(a.top).__name__)


def humans(*names):
    return [Seat(n) for n in names]


def play_on(t, line: str) -> None:
    """Play `line` as the player at the mouse would (through the table's director)."""
    assert t.perform(G.parse(t.match.state, line)), t.shown.last_refusal


# ---- hot-seat: the same table whatever the hidden cards --------------------------------------

def duel(bo_hand):
    return position([
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=bo_hand),
    ])


def test_hot_seat_the_side_to_play_is_asked_whatever_it_holds():
    seen = []
    for bo_hand in (["Release the hamsters!"], ["Fab gear, man!"], ["Velma Venom"]):
        a, t = table("austin-powers", duel(bo_hand), humans("Ann", "Bo"))
        play_on(t, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
        settle(a, t)
        assert t.shown.acting == 1 and isinstance(a.top, CoverScene) and a.top.seat == 1
        seen.append(public(a, t, 1))
        click(a, (640, 400))                                    # Bo takes the mouse
        labels = [w.label for w in t.buttons.widgets]
        assert t.at_mouse.viewer == 1 and "No bone (pass)" in labels
        assert t.match.history[-1].text.startswith("P1 shag")   # nothing was played for him
    assert seen[0] == seen[1] == seen[2]


def fleet(bo_card):
    return position([
        dict(name="Ann", side="austin", hand=["Squadron Leader Biggles-Boom", "Agent Honeytrap"]),
        dict(name="Bo", side="evil", hand=[bo_card, "Lady Lacquer"]),
        dict(name="Cy", side="austin", hand=["Release the hamsters!"]),
    ])


def test_hot_seat_a_ship_answer_is_asked_whatever_the_seat_holds():
    seen = []
    for bo_card in ("Commodore Moonbase", "Zip it, minion."):
        a, t = table("austin-powers", fleet(bo_card), humans("Ann", "Bo", "Cy"), players=3)
        play_on(t, 'P1 ship "Squadron Leader Biggles-Boom"')
        settle(a, t)
        assert t.shown.acting == 1 and isinstance(a.top, CoverScene) and a.top.seat == 1
        seen.append(public(a, t, 1))
        click(a, (640, 400))
        press_button(a, t, "No ship agent")                     # Bo passes: now Cy, also asked
        settle(a, t)
        assert t.shown.acting == 2 and isinstance(a.top, CoverScene) and a.top.seat == 2
        seen[-1] += (public(a, t, 1),)
    assert seen[0] == seen[1]


def four_help(cy_card):
    return position([
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=["Release the hamsters!"]),
        dict(name="Cy", side="austin", field=["Commander Paisley"], hand=[cy_card, "Cosmic Carol"]),
    ], showdown=dict(kind="shag", actor="Agent Honeytrap", target="Baron von Monocle", called=["target"]))


def test_hot_seat_a_help_round_asks_the_helper_whatever_they_hold():
    seen = []
    for cy_card in ("Crikey, my flares!", "Fab gear, man!", "Velma Venom"):
        a, t = table("austin-powers", four_help(cy_card), humans("Ann", "Bo", "Cy"), players=3)
        assert G.to_act(t.match.state) == [2] and not t.match.history
        seen.append(public(a, t, 2))
    assert seen[0] == seen[1] == seen[2]
    assert "No offer" in " ".join(seen[0][2])                  # Cy's own button, whatever he holds


# ---- a human alone with computer players is not asked to pass ----------------------------------

def bo_to_play(bo_hand):
    return position([
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=bo_hand),
    ], showdown=dict(kind="shag", actor="Agent Honeytrap", target="Baron von Monocle"))


def test_alone_with_computer_players_the_table_passes_when_that_is_all_one_may_do():
    a, t = table("austin-powers", bo_to_play(["Velma Venom"]),
                 [Seat("Ann", COMPUTER, "normal"), Seat("Bo")])
    first = t.match.history[0]
    assert first.text == "P2 no-bone" and t.computer.given_by_table(0)
    assert "Ann wins the showdown" in " ".join(e.text for e in first.events)
    # Bo holds a usable bone: he is asked, and nothing is played for him
    a, t = table("austin-powers", bo_to_play(["Release the hamsters!"]),
                 [Seat("Ann", COMPUTER, "normal"), Seat("Bo")])
    assert t.shown.acting == 1 and not t.match.history and not isinstance(a.top, CoverScene)
    assert "No bone (pass)" in [w.label for w in t.buttons.widgets]


def test_in_hot_seat_the_same_player_is_asked_to_pass():
    a, t = table("austin-powers", bo_to_play(["Velma Venom"]), humans("Ann", "Bo"))
    assert not t.match.history and t.shown.acting == 1
    assert isinstance(a.top, CoverScene) and a.top.seat == 1
    click(a, (640, 400))
    press_button(a, t, "No bone (pass)")
    assert t.match.history[-1].text == "P2 no-bone" and not t.computer.given_by_table(0)


def opened_chain():
    s = G.clone(fleet("Zip it, minion."))
    G.play(s, G.parse(s, 'P1 ship "Squadron Leader Biggles-Boom"'))
    return s


def test_a_ship_answer_alone_with_computer_players_and_undo_skips_the_given_pass():
    a, t = table("austin-powers", opened_chain(),
                 [Seat("Ann", COMPUTER, "normal"), Seat("Bo"), Seat("Cy", COMPUTER, "normal")],
                 players=3)
    settle(a, t, 10)  # Cy's answer waits the time any answer to the question takes (issue 25)
    texts = [e.text for e in t.match.history]
    assert texts[:2] == ["P2 no-ship", "P3 no-ship"]          # Bo by the table, Cy after the wait
    assert t.computer.given_by_table(0) and not t.computer.given_by_table(1)
    assert t.undoing.refusal() == "Nothing of yours to undo yet."    # Bo decided nothing yet


def test_a_ship_answer_in_hot_seat_is_asked_and_the_computer_player_passes_after_the_wait():
    a, t = table("austin-powers", opened_chain(),
                 [Seat("Ann"), Seat("Bo"), Seat("Cy", COMPUTER, "normal")], players=3)
    assert not t.match.history and t.shown.acting == 1 and isinstance(a.top, CoverScene)
    click(a, (640, 400))
    press_button(a, t, "No ship agent")
    settle(a, t)
    assert [e.text for e in t.match.history] == ["P2 no-ship"]   # Cy's answer waits, held or not
    settle(a, t, 10)
    assert [e.text for e in t.match.history] == ["P2 no-ship", "P3 no-ship"]
    assert t.shown.acting == 0 and t.match.state.ship_round is None


# ---- the happening to show (AP-7.4) ---------------------------------------------------------------

def one_happening():
    return position([
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp", "Smashing, darling!"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
    ], options={"happening_copy": "forced"})


def test_alone_with_computer_players_the_one_happening_is_shown_for_you():
    a, t = table("austin-powers", one_happening(), [Seat("Ann"), Seat("Bo", COMPUTER, "normal")])
    press_button(a, t, "Peace sign!")
    for _ in range(300):                                        # Bo copies (forced) after his reaction time
        settle(a, t, 1)
        if t.match.state.gesture is None:
            break
    texts = [e.text for e in t.match.history]
    assert texts[:2] == ["P1 gesture", "P2 copy"] and texts[2].startswith("P1 show #")
    assert t.computer.given_by_table(2) and t.match.state.scores[0]   # shown by the table, scored
    assert t.undoing.refusal() == ""                                # Ann's gesture can be taken back


def test_in_hot_seat_the_user_is_asked_to_show_even_a_single_happening():
    a, t = table("austin-powers", one_happening(), humans("Ann", "Bo"))
    press_button(a, t, "Peace sign!")
    settle(a, t)
    assert t.shown.acting == 1 and isinstance(a.top, CoverScene) and a.top.seat == 1   # Bo's turn to copy
    click(a, (640, 400))                                                # Bo takes the mouse
    press_button(a, t, "Copy: peace sign")
    settle(a, t)
    assert [e.text for e in t.match.history] == ["P1 gesture", "P2 copy"]
    assert t.shown.acting == 0 and isinstance(a.top, CoverScene) and a.top.seat == 0


# ---- the pace of a computer player's answer shows nothing -----------------------------------------

def test_a_computer_players_pass_comes_at_the_pace_it_would_with_a_choice():
    """Bo (a computer player) answers the shag after the "Showdown!" line is read, whether he
    holds a usable bone (and thinks) or not (and may only pass)."""
    began = []
    for bo_hand in (["Release the hamsters!"], ["Velma Venom"]):
        a, t = table("austin-powers", duel(bo_hand), [Seat("Ann"), Seat("Bo", COMPUTER, "normal")])
        play_on(t, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
        assert t.log.banner is not None and len(t.match.history) == 1   # "Showdown!": read first
        frames = 0
        while t.computer.anim is None and len(t.match.history) == 1 and frames < 300:
            post(a)
            frames += 1
        assert len(t.match.history) == 2 or t.computer.anim is not None
        began.append(frames)
    assert began[0] == began[1] and began[0] > 3
