"""The Austin Powers CCG with the mouse: real pygame events posted to a headless table (issue 5).

Each test builds a position (tabletop/games/austin_powers/position.py), seats humans and
computer players, and plays it by dragging, clicking and pressing buttons as players would.
"""

import pygame
import pytest
from drive import click, drag, key, post, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.ui.cover import CoverScene
from tabletop.ui.pick import PickScene
from tabletop.play import COMPUTER, Seat

G = get_game("austin-powers")


def pos(*players, **data):
    return build_position(G, {"players": list(players), **data}, source="test position")


def cid(s, name, seat=None):
    """The id of the one card called `name` (in `seat`'s piles when given; seats from 0)."""
    seats = [seat] if seat is not None else range(s.seats)
    found = [c for p in seats for pile in (s.hands[p], s.fields[p], s.discards[p], s.scores[p]) for c in pile
             if G.by_key[s.cards[c]].name == name]
    assert len(found) == 1, (name, found)
    return found[0]


def names(s, zone, seat):
    pile = {"hand": s.hands, "field": s.fields, "discard": s.discards, "score": s.scores}[zone][seat]
    return [G.by_key[s.cards[c]].name for c in pile]


def humans(*who):
    return [Seat(n) for n in who]


def take_mouse(a, t, seat):
    """A cover screen asks for `seat`: click it away, as that player would."""
    assert isinstance(a.top, CoverScene), f"no cover screen; top scene is {type(a.top).__name__}"
    assert a.top.seat == seat, (t.match.state.names[a.top.seat], t.match.state.names[seat])
    click(a, (640, 400))
    assert a.top is t and t.at_mouse.viewer == seat
    settle(a, t)


def round_button(t, seat, label):
    """The button of `seat`'s row in a race (several humans answering in the order they click)."""
    rows = dict(t.buttons.round_names)
    assert seat in rows, f"{t.match.state.names[seat]} has no row; rows: {[t.match.state.names[p] for p in rows]}"
    row = rows[seat]
    for w in t.buttons.widgets:
        if w.label == label and abs(w.rect.centery - row.centery) <= 1:
            return w
    raise AssertionError(f"no {label!r} in {t.match.state.names[seat]}'s row: {[w.label for w in t.buttons.widgets]}")


def log(t):
    return [line.strip() for line, _ in t.log.log_lines]


# ---- a shag won by the last bone ------------------------------------------------------------

def duel():
    return pos(dict(name="Ann", side="austin", field=["Agent Honeytrap"],
                    hand=["Smashing, darling!", "Is it getting groovy in here?"]),
               dict(name="Bo", side="evil", field=["Baron von Monocle", "Lady Lacquer"],
                    hand=["Release the hamsters!", "My lair, my rules."]))


def test_a_shag_won_by_the_last_bone_in_hot_seat():
    a, t = table("austin-powers", duel(), humans("Ann", "Bo"))
    s = t.match.state
    honey, baron = cid(s, "Agent Honeytrap"), cid(s, "Baron von Monocle")
    # only the legal target lights up: Lady Lacquer is female, like Agent Honeytrap
    assert set(t.shown.aff.drags[f"card:{honey}"]) == {f"card:{baron}"}
    drag(a, t, f"card:{honey}", f"card:{baron}")
    assert t.match.state.showdown is not None and t.match.state.showdown.kind == "shag"
    assert t.log.banner.title == "Showdown!"
    # the target's side plays first: the table covers itself for Bo
    take_mouse(a, t, 1)
    assert t.shown.pieces[f"card:{honey}"].zone == "showdown" and t.shown.pieces[f"card:{baron}"].zone == "showdown"
    assert t.shown.pieces[f"card:{honey}"].angle > 0 > t.shown.pieces[f"card:{baron}"].angle  # they face each other
    hamsters = cid(t.match.state, "Release the hamsters!")
    drag(a, t, f"card:{hamsters}", "showdown")
    assert [b.card for b in t.match.state.showdown.bones] == [hamsters]
    assert t.log.banner.title == "\u201cRelease the hamsters!\u201d"         # the line, large
    assert t.shown.pieces[f"card:{hamsters}"].zone == "showdown"
    take_mouse(a, t, 0)
    smashing, groovy = cid(t.match.state, "Smashing, darling!"), cid(t.match.state, "Is it getting groovy in here?")
    assert set(t.shown.aff.drags) >= {f"card:{smashing}"} and f"card:{groovy}" not in t.shown.aff.drags  # needs 2 Groovy
    drag(a, t, f"card:{groovy}", "showdown")                                   # refused, with the reason
    assert "AP-5.3" in t.shown.toasts[0].text and "2 Groovy" in t.shown.toasts[0].text
    settle(a, t)
    drag(a, t, f"card:{smashing}", "showdown")
    take_mouse(a, t, 1)
    press_button(a, t, "No bone (pass)")
    s = t.match.state
    assert s.showdown is None
    assert names(s, "score", 0) == ["Agent Honeytrap", "Smashing, darling!"]   # the last bone wins
    assert names(s, "discard", 1) == ["Baron von Monocle", "Release the hamsters!"]
    assert any("Ann wins the showdown (Ann played the last bone)" in line for line in log(t))
    assert t.log.banner.title == "Showdown over"


# ---- help in a four-player game ------------------------------------------------------------

def four_with_help():
    return pos(dict(name="Ann", side="austin", field=["Agent Honeytrap"]),
               dict(name="Bo", side="evil", field=["Baron von Monocle"]),
               dict(name="Cy", side="austin", field=["Penny Farthing"], hand=["Smashing, darling!"]),
               dict(name="Di", side="evil", field=["Madame Mink"], hand=["Zip it, minion."]))


def test_throw_me_a_bone_and_the_first_offer_counts():
    a, t = table("austin-powers", four_with_help(), humans("Ann", "Bo", "Cy", "Di"), players=4)
    honey, baron = cid(t.match.state, "Agent Honeytrap"), cid(t.match.state, "Baron von Monocle")
    drag(a, t, f"card:{honey}", f"card:{baron}")
    take_mouse(a, t, 1)
    assert t.shown.pieces[f"card:{baron}"].zone == "showdown"
    press_button(a, t, "Throw me a bone!")
    # Cy and Di may both offer: the table shows everyone's buttons, nobody's hand
    assert t.at_mouse.round == [2, 3] and t.shown.acting is None and t.shown.looking is None
    assert all(p.kind != "card" for p in t.shown.pieces.values() if p.zone.endswith(".hand"))
    assert {p for p, _ in t.buttons.round_names} == {2, 3}
    assert "click your own button" in t.ui.status(t.match.state, None)[-1]
    click(a, round_button(t, 2, "Offer a bone...").rect.center)   # Cy looks at her cards...
    take_mouse(a, t, 2)
    assert t.shown.acting == 2 and "showdown" in t.shown.aff.drags[f"card:{cid(t.match.state, 'Smashing, darling!')}"]
    press_button(a, t, "Back to everyone")                        # ...and hesitates
    assert t.shown.acting is None and t.shown.looking is None and t.match.state.showdown.bones == []
    click(a, round_button(t, 3, "Offer a bone...").rect.center)   # Di is first
    take_mouse(a, t, 3)
    zip_it = cid(t.match.state, "Zip it, minion.")
    assert "showdown" in t.shown.aff.drags[f"card:{zip_it}"]
    drag(a, t, f"card:{zip_it}", "showdown")
    sd = t.match.state.showdown
    assert [(b.card, b.seat, b.side) for b in sd.bones] == [(zip_it, 3, 1)]
    assert t.log.banner.title == "\u201cZip it, minion.\u201d" and "Di for Bo" in t.log.banner.sub
    assert 2 not in G.to_act(t.match.state)                             # Cy's offer no longer counts
    take_mouse(a, t, 0)
    press_button(a, t, "No bone (pass)")
    s = t.match.state
    assert names(s, "score", 1) == ["Baron von Monocle"]
    assert names(s, "score", 3) == ["Zip it, minion."]           # the helper scores their bone
    assert names(s, "hand", 2) == ["Smashing, darling!"]          # Cy keeps the card
    assert names(s, "discard", 0) == ["Agent Honeytrap"]


def test_a_human_helper_among_computer_players_gets_the_same_prompt():
    """Bo (a computer player) has called for help; Di, a computer too, answers at once; then Cy."""
    data = four_with_help()
    s = pos(*[dict(name=n, side=sd, field=f, hand=h) for n, sd, f, h in (
        ("Ann", "austin", ["Agent Honeytrap"], []), ("Bo", "evil", ["Baron von Monocle"], []),
        ("Cy", "austin", ["Penny Farthing"], ["Smashing, darling!"]),
        ("Di", "evil", ["Madame Mink"], ["Zip it, minion."]))],
        showdown=dict(kind="shag", actor="Agent Honeytrap", target="Baron von Monocle", called=["target"]))
    assert data.seats == 4 and G.to_act(s) == [2, 3]
    seats = [Seat("Ann", COMPUTER), Seat("Bo", COMPUTER), Seat("Cy"), Seat("Di", COMPUTER)]
    a, t = table("austin-powers", s, seats, players=4)
    t.computer.bots[3] = _Always("no-offer")
    for _ in range(4):
        post(a)
    assert any("Di does not help." in line for line in log(t)) and t.shown.acting == 2 and t.at_mouse.viewer == 2
    assert "Drag a bone into the showdown to help Bo, or No offer." in t.ui.status(t.match.state, 2)
    smashing = cid(t.match.state, "Smashing, darling!")
    drag(a, t, f"card:{smashing}", "showdown")
    assert [(b.card, b.seat, b.side) for b in t.match.state.showdown.bones] == [(smashing, 2, 1)]


# ---- happenings ----------------------------------------------------------------------------

def gesture_table(ann_hand=("Jet-Lag Time Warp",), copies="optional"):
    """Ann holds a happening; copies optional (AP-7.6: each may stay out) unless `copies`."""
    return pos(dict(name="Ann", side="austin", hand=list(ann_hand), field=["Commander Paisley"]),
               dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
               dict(name="Cy", side="austin", score=["Agent Honeytrap"]),
               dict(name="Di", side="evil", score=["Lady Lacquer"], hand=["Zip it, minion."]),
               options={"happening_copy": copies})


def test_a_happening_copied_by_two_players_lands_on_the_last_copier():
    """At one shared mouse nobody can race: the others answer in seat order after the user,
    each behind a cover (AP-7.6), and the last to copy is hit."""
    a, t = table("austin-powers", gesture_table(), humans("Ann", "Bo", "Cy", "Di"), players=4)
    press_button(a, t, "Peace sign!")
    assert t.at_mouse.round == [] and t.shown.acting == 1                  # Bo first, then Cy, then Di
    take_mouse(a, t, 1)
    press_button(a, t, "Copy: peace sign")                          # Bo copies
    settle(a, t)
    take_mouse(a, t, 2)
    press_button(a, t, "Don't copy")                                # Cy stays out
    settle(a, t)
    take_mouse(a, t, 3)
    press_button(a, t, "Copy: peace sign")                          # Di copies, last
    settle(a, t)
    assert t.match.state.gesture.copiers == [1, 3]
    # Ann shows her happening, though she holds only one (AP-7.4): her hand was hidden from
    # the others, so the table covers itself first
    assert G.to_act(t.match.state) == [0] and t.match.state.gesture is not None
    take_mouse(a, t, 0)
    click(a, t.visible_pos(f"card:{cid(t.match.state, 'Jet-Lag Time Warp')}"))
    s = t.match.state
    assert s.gesture is None
    assert names(s, "score", 1) == ["Baron von Monocle"]            # Bo copied first: spared
    assert names(s, "discard", 3) == ["Lady Lacquer"]               # Di copied last: hit
    assert names(s, "score", 0) == ["Jet-Lag Time Warp"]
    assert t.log.banner.title == "Jet-Lag Time Warp" and "hits Di" in t.log.banner.sub
    assert a.top is t and t.shown.acting == 0                             # Ann's turn goes on


def test_a_happening_nobody_copies_goes_back_to_hand():
    seats = [Seat("Ann")] + [Seat(n, COMPUTER) for n in ("Bo", "Cy", "Di")]
    a, t = table("austin-powers", gesture_table(), seats, players=4)
    t.computer.bots = {p: _Always("no-copy") for p in (1, 2, 3)}
    warp = cid(t.match.state, "Jet-Lag Time Warp")
    drag(a, t, f"card:{warp}", "showdown")            # dropping a happening on the table = the gesture
    for _ in range(300):                              # each answers after its reaction time (AP-7.6)
        post(a)
        if t.match.state.gesture is None:
            break
    settle(a, t)
    s = t.match.state
    assert s.gesture is None and names(s, "hand", 0) == ["Jet-Lag Time Warp"] and s.actions_used == 0
    assert any("Nobody copies Ann's gesture" in line for line in log(t))
    assert t.shown.pieces[f"card:{warp}"].zone == "p1.hand"
    # the gesture button is now greyed out, and says why
    w = t.button("Peace sign!")
    assert w is not None and not w.enabled and "AP-7.3" in w.why_not


class _Always:
    """A computer player that always picks the action with this verb (else the first)."""

    needs_view = False

    def __init__(self, verb):
        self.verb = verb

    def choose(self, game, view, actions):
        return next((x for x in actions if x.verb == self.verb), actions[0])


# ---- ship chains ---------------------------------------------------------------------------

def fleet():
    return pos(dict(name="Ann", side="austin", hand=["Squadron Leader Biggles-Boom", "Captain Lava Lamp"]),
               dict(name="Bo", side="evil", hand=["Commodore Moonbase", "Rocket Rita"]),
               dict(name="Cy", side="austin", hand=["Flight Officer Go-Go"]),
               dict(name="Di", side="evil", hand=["Laser Pilot Zed"]))


def test_a_ship_chain_offered_to_each_player_in_turn():
    seats = humans("Ann", "Bo", "Cy") + [Seat("Di", COMPUTER)]
    a, t = table("austin-powers", fleet(), seats, players=4)
    t.computer.bots = {3: _Always("ship")}
    biggles = cid(t.match.state, "Squadron Leader Biggles-Boom")
    drag(a, t, f"card:{biggles}", "field:0")
    # launched free or as an action? the player picks
    assert isinstance(a.top, PickScene)
    click(a, a.top.button("Launch it free (ship agent): the others may answer with theirs").rect.center)
    assert names(t.match.state, "field", 0) == ["Squadron Leader Biggles-Boom"] and t.match.state.actions_used == 0
    take_mouse(a, t, 1)                                   # Bo answers first (seat order)
    assert t.ui.zone(1, "field") == "p1.field"            # the acting human sits at the bottom
    moonbase = cid(t.match.state, "Commodore Moonbase")
    drag(a, t, f"card:{moonbase}", "field:1")
    assert names(t.match.state, "field", 1) == ["Commodore Moonbase"]
    take_mouse(a, t, 2)
    press_button(a, t, "No ship agent")
    for _ in range(6):                                    # Di, a computer player, answers too
        post(a)
    settle(a, t)
    assert names(t.match.state, "field", 3) == ["Laser Pilot Zed"]
    take_mouse(a, t, 0)
    assert t.match.state.ship_free                              # someone answered: one more free ship agent
    assert any("Ann may play one more free ship agent." in line for line in log(t))
    lava = cid(t.match.state, "Captain Lava Lamp")
    drag(a, t, f"card:{lava}", "field:0")
    click(a, a.top.button("Launch it free (ship agent): the others may answer with theirs").rect.center)
    assert names(t.match.state, "field", 0) == ["Squadron Leader Biggles-Boom", "Captain Lava Lamp"]


# ---- Evening Up ----------------------------------------------------------------------------

def evening():
    hand = ["Agent Honeytrap", "Commander Paisley", "Smashing, darling!", "Crikey, my flares!",
            "Carnaby Row Spree", "Penny Farthing", "Fab gear, man!", "Cosmic Carol"]
    return pos(dict(name="Ann", side="austin", hand=hand, deck=["Penny Farthing"] * 6),
               dict(name="Bo", side="evil", hand=["Baron von Monocle"] * 7, deck=["Lady Lacquer"] * 3),
               phase="evening-hand")


def test_evening_up_keep_the_hand_then_each_player_discards_by_choosing_cards():
    a, t = table("austin-powers", evening(), humans("Ann", "Bo"))
    assert {w.label for w in t.buttons.widgets} >= {"Discard whole hand", "Keep my hand"}
    key(a, pygame.K_SPACE)                                  # Space = the highlighted button: keep
    assert t.match.state.phase == "evening-discard" and t.shown.acting == 0
    crikey, fab = cid(t.match.state, "Crikey, my flares!"), cid(t.match.state, "Fab gear, man!")
    click(a, t.screen_pos(f"card:{crikey}"))                # a click discards a card
    settle(a, t)
    drag(a, t, f"card:{fab}", "discard:0")                  # so does a drag onto the discard pile
    assert names(t.match.state, "discard", 0) == ["Crikey, my flares!", "Fab gear, man!"]
    assert len(t.match.state.hands[0]) == 6
    take_mouse(a, t, 1)                                     # Bo discards down to six in turn
    assert "Click 1 card to discard down to six." in t.ui.status(t.match.state, 1)
    click(a, t.screen_pos(f"card:{t.match.state.hands[1][0]}"))
    s = t.match.state
    assert len(s.hands[1]) == 6 and s.turn_player == 1 and s.phase == "actions"


def test_evening_up_discard_the_whole_hand_and_draw_six():
    a, t = table("austin-powers", evening(), humans("Ann", "Bo"))
    press_button(a, t, "Discard whole hand")
    s = t.match.state
    assert len(s.discards[0]) == 8 and len(s.hands[0]) == 6


# ---- swingers, refusals --------------------------------------------------------------------

def swinging():
    return pos(dict(name="Ann", side="austin", field=["Penny Farthing"], hand=["Carnaby Row Spree"],
                    deck=["Penny Farthing"] * 5),
               dict(name="Bo", side="evil", field=["Baron von Monocle"]))


def test_a_swinger_dropped_on_the_table_offers_its_effects_the_special_greyed_out_with_the_reason():
    a, t = table("austin-powers", swinging(), humans("Ann", "Bo"))
    spree = cid(t.match.state, "Carnaby Row Spree")
    drag(a, t, f"card:{spree}", "showdown")
    pick = a.top
    assert isinstance(pick, PickScene)
    plain = next(w for w in pick.widgets if w.label.startswith("Plain"))
    special = next(w for w in pick.widgets if w.label.startswith("Special"))
    assert plain.enabled and plain.label == "Plain: You draw 1 card."
    assert not special.enabled and special.label == "Special (needs 2 Shagadelic): You draw 3 cards."
    # Penny Farthing gives 1 Shagadelic: the engine's own refusal, rule id and all
    assert special.why_not == ("The special effect of Carnaby Row Spree needs 2 Shagadelic; your vibes are "
                               "1 Groovy and 1 Shagadelic. [AP-2.3]")
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=special.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert pick.mouse == special.rect.center                  # the "Why not?" tooltip is drawn there
    click(a, special.rect.center)                             # a click on it says why, too
    assert a.top is pick and "AP-2.3" in t.shown.toasts[0].text
    click(a, (pick.box.right + 40, pick.box.bottom + 40))     # a press elsewhere: the choice stays, and says so
    assert a.top is pick and t.shown.toasts[0].text.startswith("Nothing is played yet")
    click(a, plain.rect.center)
    s = t.match.state
    assert a.top is t and names(s, "discard", 0) == ["Carnaby Row Spree"] and len(s.hands[0]) == 1
    assert s.actions_used == 1


def test_a_drop_on_an_illegal_target_flies_home_with_the_rule():
    a, t = table("austin-powers", duel(), humans("Ann", "Bo"))
    honey, lacquer = cid(t.match.state, "Agent Honeytrap"), cid(t.match.state, "Lady Lacquer")
    home = t.physics.position(f"card:{honey}")
    drag(a, t, f"card:{honey}", f"card:{lacquer}")
    assert t.match.state.showdown is None
    assert t.shown.toasts[0].text == ("Agent Honeytrap is female, like Lady Lacquer: a shag needs an agent of the "
                                "other gender. [AP-5.2]")
    settle(a, t)
    assert t.physics.position(f"card:{honey}") == pytest.approx(home)
