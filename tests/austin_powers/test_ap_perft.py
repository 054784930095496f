"""Perft: the number of legal action sequences to a given depth from fixed positions.

Like chess perft, these numbers pin the whole move generator down: any change to which
actions are legal, to who acts when, or to what an action does changes them. Depths 1 and 2
are counted by hand in the comments; deeper numbers are goldens from this engine.
"""

import pytest

from ap_script import G, position

OPENING = dict(players=[
    dict(side="austin", hand=["Agent Honeytrap", "Smashing, darling!", "Squadron Leader Biggles-Boom"],
         field=["Commander Paisley"],
         deck=["Cosmic Carol", "Crikey, my flares!", "Penny Farthing", "Wardrobe Malfunction",
               "Fab gear, man!", "Dusty Springheel"]),
    dict(side="evil", hand=["Release the hamsters!", "Minion Strike", "Commodore Moonbase"],
         field=["Baron von Monocle"],
         deck=["Lady Lacquer", "Zip it, minion.", "Rocket Rita", "Velma Venom", "Evil Board Meeting",
               "Mwa-ha-ha... ahem."]),
], options={"end_by_agreement": False, "happening_copy": "optional"})
# Proposals to end the game (AP-10.3) are off in both positions, as in simulations; copies are
# optional in the opening (the default, forced, would leave P1 only "copy" after P2's gesture).
# depth 1: P1 agent Honeytrap, agent Biggles-Boom, assassinate Paisley->Baron, ship Biggles-Boom,
#   end; and P2, who holds the happening Minion Strike, may gesture between P1's actions
#   (AP-7.7) = 6.
# depth 2: after Honeytrap 6 (agent Biggles, ship Biggles, shag Honeytrap->Baron, assassinate,
#   end, P2 gesture); after agent Biggles 2 (a ship agent placed as an action opens the chain,
#   AP-9.2: P2 ship Moonbase, no-ship); after the assassination 2 (P2: bone hamsters, no-bone);
#   after the free ship 2 (P2: ship Moonbase, no-ship); after end 2 (Evening Up: discard-hand,
#   keep-hand); after P2's gesture 2 (P1: copy, no-copy) = 16.

SHOWDOWN_OF_FOUR = dict(players=[
    dict(side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!", "Steady on, I'm British!"]),
    dict(side="evil", field=["Baron von Monocle"], hand=["Release the hamsters!"]),
    dict(side="austin", field=["Commander Paisley"], hand=["Crikey, my flares!", "Fab gear, man!"]),
    dict(side="evil", field=["Lady Lacquer", "Rocket Rita"], hand=["Mwa-ha-ha... ahem.", "My lair, my rules."]),
], showdown=dict(kind="shag", actor="Agent Honeytrap", target="Baron von Monocle"),
    options={"end_by_agreement": False})
# depth 1 (P2): bone hamsters, help, no-bone = 3.
# depth 2: after the bone, P1: bone Smashing (Steady on needs Groovy), help, no-bone = 3; after
#   help, P3 and P4 may answer: P3 offer Crikey or no-offer, P4 offer either bone or no-offer = 5;
#   after no-bone, P1 has won and can only end (no agent left to act with) = 1. Total 9.


def perft(s, depth: int) -> int:
    if depth == 0 or s.result is not None:
        return 1
    total = 0
    for a in G.legal_actions(s):
        child = G.clone(s)
        G.play(child, a)
        total += perft(child, depth - 1)
    return total


@pytest.mark.parametrize("data,expected", [
    (OPENING, [6, 16, 66, 196, 732]),  # asked: a side without a usable bone (AP-5.7), the one happening to show (AP-7.4)
    (SHOWDOWN_OF_FOUR, [3, 9, 24, 61, 135]),  # helpers without a usable bone are asked
])
def test_perft(data, expected):
    s = position(**data)
    assert [perft(s, d) for d in range(1, len(expected) + 1)] == expected
