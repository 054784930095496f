"""The rules of the Austin Powers CCG as the engine enforces them, by id, in our own words.

Every refusal of the engine cites one of these ids (`refuse`), and the in-game rules reference
shows the same titles and paragraphs. Ids follow the spec (``AP-5.3``); the tag says whether
the source states the rule ([S]) or we chose it where the source is silent ([T]). A [T] rule
that changes play names its option in `GameOptions` (state.py).

Where the spec leaves a moment open, the paragraph says how this program makes it concrete
("At this table ..."), so players, teachers and bots read the same answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.errors import refuser


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    tag: str = "S"          # "S" stated by the source, "T" our table rule, "S+T" both
    option: str | None = None  # the option(s) of GameOptions it names, comma separated


_RULES = [
    # ---- AP-1 players, sides, decks ---------------------------------------------------
    Rule("AP-1.1", "Players and sides",
         "Two to six people play. Each takes a side: Austin Powers (the good side, red card "
         "backs, scoring mojo) or Dr. Evil (the evil side, blue card backs, scoring billions "
         "of dollars of ransom)."),
    Rule("AP-1.2", "Choosing sides",
         "With two players the sides must differ. With more, the sides are split as evenly as "
         "possible and the seats alternate good and evil as far as they can. The setup proposes "
         "that seating and warns, without refusing, if the players choose otherwise.", "S+T"),
    Rule("AP-1.3", "Thirty cards, one side",
         "A deck holds exactly 30 cards, every one of them from the player's own side."),
    Rule("AP-1.4", "The 6-by-5 rule",
         "Every card has one colour dot: red, orange, blue, yellow, green or purple. A deck holds "
         "exactly five cards of each dot. There is no other limit on copies."),
    Rule("AP-1.5", "Deck checks",
         "A deck check lists every problem of a deck at once, each with the rule it breaks.",
         "T"),
    # ---- AP-2 cards --------------------------------------------------------------------
    Rule("AP-2.1", "Vibes",
         "There are four vibes: Groovy (red), Shagadelic (blue), Randy (green) and Creepy "
         "(purple)."),
    Rule("AP-2.2", "Your vibes",
         "Your vibes are, kind by kind, the sum of the vibes printed on the agents on your field "
         "(plus any effect that lasts until the end of the turn). Vibes are never spent: every "
         "card compares its requirement with your totals as they are right now."),
    Rule("AP-2.3", "Requirements",
         "You may use a card with a vibe requirement only if your vibes meet every kind it names."),
    Rule("AP-2.4", "Zones and score",
         "Each player has a deck, a hand, a field, a discard pile and a score pile. The discard "
         "pile and the score pile are different places. Your score is the total printed score of "
         "the cards in your score pile."),
    # ---- AP-3 setup --------------------------------------------------------------------
    Rule("AP-3.1", "Setting up",
         "Choose sides, then the seating order, shuffle the decks, and everyone draws six cards."),
    Rule("AP-3.2", "No mulligan",
         "There is no mulligan. The hand limit is six, brought about by Evening Up."),
    # ---- AP-4 the turn -----------------------------------------------------------------
    Rule("AP-4.1", "Two actions",
         "On your turn you take up to two actions (the first player's first turn: one, AP-4.5), "
         "in any order, then everyone evens up. An "
         "action is: play an agent from your hand to your field; make a shag with one of your "
         "Kiss agents; make an assassination attempt with one of your Gun agents; use a swinger; "
         "use a happening; or use an action printed on one of your agents. Only the player whose "
         "turn it is, or who is being asked a question, may act; while the turn player may take "
         "an action, the others may start a happening (AP-7.7) or propose to end the game "
         "(AP-10.3)."),
    Rule("AP-4.2", "Free ship agents",
         "Ship agents can be played on top of your two actions (see AP-9)."),
    Rule("AP-4.3", "Ending early",
         "You may end your actions early. At this table you always end them yourself (End "
         "actions), even after the second: until you do, the others may still start a happening "
         "(AP-7.7).", "T"),
    Rule("AP-4.4", "At most eight actions",
         "A card may give you more actions this turn, but a turn holds at most eight actions in "
         "all, the two of AP-4.1 included; more actions given past that are lost.", "T"),
    Rule("AP-4.5", "The first turn",
         "At this table the first player takes one action in their first turn, not two: "
         "moving first is worth a lot, and one action makes the game even.", "T",
         "first_turn_actions"),
    # ---- AP-5 showdowns ----------------------------------------------------------------
    Rule("AP-5.1", "The acting agent",
         "For a shag you name one of your own Kiss agents; for an assassination attempt one of "
         "your own Gun agents."),
    Rule("AP-5.2", "Legal targets",
         "A shag targets an agent on an opponent's field whose gender differs from the acting "
         "agent's, unless a card says otherwise. An assassination attempt targets an agent on an "
         "opponent's field whose side differs from the acting agent's."),
    Rule("AP-5.3", "The showdown",
         "Starting with the target's controller, the two sides take turns playing one Frickin' "
         "Bone from hand whose requirement for this kind of battle (shag or assassination) their "
         "vibes meet. Both battling agents keep counting toward their controllers' vibes until "
         "they leave play."),
    Rule("AP-5.4", "Who wins the showdown",
         "The showdown ends as soon as the side whose turn it is does not or cannot play a bone. "
         "The side that played the last bone wins; if nobody played a bone at all, the acting "
         "side wins."),
    Rule("AP-5.5", "Throw me a bone",
         "With three or more players, when it is your side's turn to play a bone you may call for "
         "help instead. Until the showdown ends you play no bone of your own: each time it is "
         "your side's turn, the first other player outside the battle who offers plays one bone "
         "for you, checked against the helper's own vibes. Only the first offer counts; the "
         "others keep their cards. If nobody offers, your side did not play."),
    Rule("AP-5.6", "After the showdown",
         "The winner puts their battling agent and the bones they played into their own score "
         "pile; a helper of the winning side scores the bones they played. The losing side's "
         "agent and bones, helpers' bones included, go to their owners' discard piles. Both "
         "battling agents leave the field."),
    Rule("AP-5.7", "Answering in order",
         "At this table every question goes to the players one at a time: a help round asks the "
         "players outside the battle in seat order after the caller, and the first offer closes "
         "it. Several players may be asked at once; whoever answers first on screen is first. "
         "Who is asked never shows what anyone holds: a ship answer, a help round and the side "
         "to play in a showdown are asked of everyone concerned who holds a card, whether or "
         "not they hold one that could be played; a player who holds nothing usable may only "
         "pass. Only an empty hand, which everyone sees, is passed over. Computer players pass "
         "at once, and a player who "
         "sits alone with computer players is not asked when passing is all they could do: the "
         "table passes for them. With two or more people at the table (hot-seat) everyone is "
         "asked, so that nothing shows through the cover screens.",
         "T", "prompt_everyone"),
    # ---- AP-6 swingers -----------------------------------------------------------------
    Rule("AP-6.1", "Swingers",
         "A swinger offers two effects: the plain one, always allowed, and the special one, "
         "allowed only if your vibes meet its requirement. Pick one; the swinger then goes to "
         "your discard pile."),
    # ---- AP-7 happenings ---------------------------------------------------------------
    Rule("AP-7.1", "When to use a happening",
         "Any player may use a happening during any player's turn. For the turn player it is one "
         "of the two actions; for anyone else it is free (when exactly: AP-7.7).", "S+T"),
    Rule("AP-7.2", "The gesture",
         "To use a happening you first make your side's gesture: the peace sign (Austin Powers) "
         "or the little finger at the corner of the mouth (Dr. Evil). Nobody gestures at any "
         "other time, or without a happening in hand. Your happenings stay hidden while the "
         "others answer."),
    Rule("AP-7.3", "Copying the gesture",
         "The other players copy the gesture to put themselves forward as the target (at this "
         "table every one of them must: AP-7.6). If nobody copies it, no happening can be used: "
         "it stays in your hand and costs no action. At this table you may then not gesture "
         "again that turn.", "S+T"),
    Rule("AP-7.4", "The target",
         "When every player has answered, you show one happening of your choice from your hand "
         "(at this table you are asked even with a single one in hand, so that nobody learns how "
         "many you hold; alone with computer players it is shown for you); its effect applies "
         "to the last player who copied the gesture. When the last copies came too close "
         "together to tell which was later, you pick which of those players it hits.", "S+T"),
    Rule("AP-7.5", "Scoring a happening",
         "A used happening goes to its user's score pile."),
    Rule("AP-7.6", "Forced or optional copies",
         "At this table everyone must copy a gesture, and the order in which they copy is the "
         "order in which they answer: the last to copy is the target. Against computer players "
         "each of them copies after a reaction time of its own, and you copy when you click Copy "
         "(or press Space): the quicker you are, the less often you are hit. Over the network the "
         "copies count in the order they reach the host. Two copies less than 0.15 seconds apart "
         "came together: nobody can tell which was later, and if they are the last, the user "
         "picks which of them the happening hits (AP-7.4). At one shared mouse nobody can race, "
         "so the players copy one after the other in seat order after the user.", "T", "happening_copy"),
    Rule("AP-7.7", "The moments for a happening",
         "The turn player may use a happening as an action whenever they may take an action. Any "
         "other player may start one at any moment at which the turn player may take an action: "
         "before the first action, between the actions, and after the last one until the turn "
         "player ends their actions (Evening Up then begins); never inside a showdown, a ship "
         "chain or another player's gesture. At the table a player starts it themselves: the turn "
         "player with the gesture button or by dragging the card onto the table; every other "
         "player has a step-in button, whether or not they hold a happening, which shows "
         "them their own cards and gesture. Nobody is asked in turn, so nothing shows who "
         "holds one. Computer players use the same moments.", "T"),
    # ---- AP-8 evening up ---------------------------------------------------------------
    Rule("AP-8.1", "Clearing your hand",
         "At the end of your turn you may discard your whole hand."),
    Rule("AP-8.2", "Six cards each",
         "Then every player brings their hand to exactly six cards: discarding cards of their "
         "choice down to six, or drawing up to six."),
    Rule("AP-8.3", "Reshuffling",
         "A player who must draw from an empty deck shuffles their discard pile to form a new "
         "deck. Nobody loses by running out of cards."),
    Rule("AP-8.4", "Nothing left to draw",
         "If both the deck and the discard pile are empty, the player simply draws no more.",
         "T"),
    # ---- AP-9 ship agents --------------------------------------------------------------
    Rule("AP-9.1", "Ship agents",
         "An agent with the Ship icon can be played by the turn player once per turn without "
         "spending an action (it can also be played as one of the two actions)."),
    Rule("AP-9.2", "Ship chains",
         "Each time the turn player places a ship agent, free or as an action, every other player "
         "in seat order gets one chance to answer with a ship agent of their own. If at least "
         "one did, the turn player may play one more free ship agent this turn, and so on.",
         "S+T"),
    # ---- AP-10 winning -----------------------------------------------------------------
    Rule("AP-10.1", "One hundred points",
         "The first player with 100 points or more in their score pile wins, checked the moment "
         "a score pile changes. Nothing more can be played after that."),
    Rule("AP-10.2", "Reaching 100 together",
         "If several players reach 100 at the same moment, the highest score wins; if equal, the "
         "turn player, otherwise the first of them in seat order after the turn player.", "T"),
    Rule("AP-10.3", "A score that stands still",
         "A game can reach a point where nobody can or will score again (agents that no opposing "
         "agent may challenge, decks that only cycle bones). Any player may then propose to end "
         "the game by score (the End by score button, once per turn, whenever the turn player "
         "may act); it ends so if every other player accepts, and the highest score wins, ties "
         "broken as in AP-10.2. Computer players never propose; they accept when they are not "
         "ahead.", "T", "stalemate_rounds, end_by_agreement"),
    # ---- AP-11 information ------------------------------------------------------------
    Rule("AP-11.1", "What you may see",
         "Hands and decks are hidden; fields, discard piles, score piles and the number of cards "
         "in every pile are public.", "T"),
    Rule("AP-11.2", "Cards you cannot see",
         "An action that names a card you cannot see (in another player's hand, or in a deck) is "
         "refused, and the refusal says only where that card lies, never what it is.", "T"),
    # ---- AP-12 boosters ----------------------------------------------------------------
    Rule("AP-12.1", "Boosters",
         "Some cards use an unopened booster pack. At this table a virtual one is opened: 11 cards "
         "drawn at random from the whole card pool, 1 rare, 3 uncommon and 7 common.", "S+T"),
]

RULES: dict[str, Rule] = {r.id: r for r in _RULES}

#: the section headings of the rules reference (the spec's section titles)
SECTIONS = [Rule(sid, title, "") for sid, title in (
    ("AP-1", "Players, sides, decks"), ("AP-2", "Cards"), ("AP-3", "Setup"), ("AP-4", "The turn"),
    ("AP-5", "Shags and assassination attempts"), ("AP-6", "Swingers"), ("AP-7", "Happenings"),
    ("AP-8", "Evening Up"), ("AP-9", "Ship agents"), ("AP-10", "Winning"),
    ("AP-11", "What each player may see"), ("AP-12", "Boosters"))]


#: the error of a refused action, returned by the ``*_refusal`` helpers and raised by `check`
#: (one way, both games: tabletop/engine/errors.py `refuser`)
refuse = refuser(RULES)

