"""The rules of Afterworld by id, in our own words: what errors cite and the rules reference shows.

Every refusal of the engine names one of these ids (`RULES`), and the in-game reference
(F1) lists them by section. Ids and meaning follow the project's spec
(shared/spec/afterworld.md); the wording is a player's summary, not the printed rulebook.
Rules marked [T] are table rules the source leaves open; those that change play are
switchable in `Options` (tabletop/games/afterworld/options.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import refuser


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    table_rule: bool = False  # [T], or a [T] part: decided by the project, see Options


def _r(rid: str, title: str, text: str, t: bool = False) -> Rule:
    return Rule(rid, title, " ".join(text.split()), t)


SECTIONS = [
    _r("AW-1", "Components and deck building",
       "Each player brings a main deck, a commander set and a territory set, all of one faction."),
    _r("AW-2", "Card types",
       "Territories and fortresses make up the world, commanders lead divisions, units fight in "
       "divisions, items are attached to commanders or units, events are played and discarded."),
    _r("AW-3", "The world",
       "Two empires of eight territory squares and a fortress each, 18 squares in all."),
    _r("AW-4", "Setup", "How the world is laid out and the players get ready before the first turn."),
    _r("AW-5", "The turn", "Both players act in every step of every turn, the turn player first."),
    _r("AW-6", "Food and Gold", "Territories are expended for Food and Gold, which pay for items and events."),
    _r("AW-7", "Divisions", "A commander with the units and items of its division, and a token on the world."),
    _r("AW-8", "Movement", "Divisions move by the arrows on their commander's movement icons."),
    _r("AW-9", "Battle", "Divisions attack what stands on their own square."),
    _r("AW-10", "Winning",
       "The game ends when a fortress falls, when all eight territories of a player are destroyed, "
       "or when a player must draw from an empty deck. Once it has ended, nobody can act."),
    _r("AW-11", "What each player may see", "Hands and decks are hidden; everything else is open."),
]

RULE_LIST = [
    # AW-1 components and deck building
    _r("AW-1.1", "Two players", "Afterworld is a game for exactly two players."),
    _r("AW-1.2", "Three piles",
       "Each player brings a main deck of exactly 60 cards, a commander set of exactly 3 commanders "
       "and a territory set of exactly 9 territories."),
    _r("AW-1.3", "One faction",
       "All cards of a player's three piles belong to one faction: Egyptian, Japanese, Norse or "
       "Atlantean."),
    _r("AW-1.4", "What goes in the main deck",
       "The main deck holds units, items and events only: no commanders and no territories."),
    _r("AW-1.5", "One fortress",
       "The territory set holds exactly one fortress (a territory with FORTRESS in its name) and "
       "exactly eight other territories. The commander set holds only commanders."),
    _r("AW-1.6", "Deck Limit",
       "A pile may not hold more copies of a card than the Deck Limit printed on it."),
    _r("AW-1.7", "Every problem at once",
       "Checking a deck reports every problem it has, each naming the card and the rule.", True),
    # AW-2 card types
    _r("AW-2.1", "Commanders stay", "Commanders are never destroyed."),
    _r("AW-2.2", "Units are destroyed",
       "A unit whose damage reaches its Health is destroyed and goes to its owner's discard pile."),
    _r("AW-2.3", "Territories are destroyed",
       "A territory whose damage reaches its Strength is destroyed: it turns face down and stays on "
       "its square. A destroyed territory produces nothing and cannot be attacked again."),
    _r("AW-2.4", "Items follow their holder",
       "When the commander or unit holding an item leaves play, the item goes to the discard pile."),
    _r("AW-2.5", "Discarded and removed",
       "The discard pile and the removed pile are different places; a card removed by an effect "
       "goes to the removed pile."),
    _r("AW-2.6", "Ready, expended, destroyed",
       "An upright card is ready, a sideways card is expended, a face-down territory is destroyed."),
    # AW-3 the world
    _r("AW-3.1", "Two empires",
       "Each empire has eight territory squares in two rows of four (front row facing the enemy, "
       "back row behind it) and a fortress square behind the back row: 18 squares in all."),
    _r("AW-3.2", "Square names",
       "Squares are named by column a-d and row 1-4, from player 1's side: rows 1-2 are player 1's "
       "back and front rows, rows 3-4 player 2's front and back rows. F1 and F2 are the fortresses "
       "of player 1 and player 2."),
    _r("AW-3.3", "Forward points at the enemy",
       "Arrows are read from the owner's side: forward always points at the opponent, so player 2's "
       "arrows are turned around on the shared world."),
    _r("AW-3.4", "Your fortress is four squares wide",
       "Any forward arrow (forward-left, forward, forward-right) takes a division from its own "
       "fortress to any square of its own back row, and any backward arrow takes it from its own "
       "back row into its own fortress."),
    _r("AW-3.5", "The enemy fortress",
       "The enemy fortress works the same way turned around: any forward arrow takes a division "
       "from the enemy back row into the enemy fortress, and any backward arrow takes it from the "
       "enemy fortress to any square of the enemy back row."),
    _r("AW-3.6", "The edge of the world",
       "No move leaves the world, and sideways arrows do nothing on a fortress square."),
    _r("AW-3.7", "Sharing squares",
       "Any number of divisions, friendly or enemy, may stand on the same square (a rules option "
       "can limit this).", True),
    # AW-4 setup
    _r("AW-4.1", "First player", "The first player is chosen, or drawn at random by the game.", True),
    _r("AW-4.2", "Laying out the empire",
       "Each player shuffles their eight non-fortress territories and deals one, face up, to each "
       "of their eight territory squares at random."),
    _r("AW-4.3", "The fortress", "Each fortress goes on its owner's fortress square."),
    _r("AW-4.4", "Opening hand",
       "Each player shuffles the main deck and draws 6 cards. There is no hand limit."),
    _r("AW-4.5", "Mulligan",
       "Once, first player first, each player may put the whole hand on the bottom of the deck, in "
       "random order, and draw 6 new cards.", True),
    _r("AW-4.6", "Commanders take command",
       "Each player assigns their three commanders to divisions 1, 2 and 3; the three division "
       "tokens start on their own fortress."),
    _r("AW-4.7", "Game-start effects",
       "Commanders with a game-start effect use it once, the first player's first."),
    # AW-5 the turn
    _r("AW-5.1", "Both players act every step",
       "Players take turns as turn player, but both act in every step: the turn player first, then "
       "the other player. Cards can act the turn they arrive."),
    _r("AW-5.2", "The steps of a turn",
       "Ready (everything readies, moves reset), Draw (the turn player draws, then the other), "
       "Muster (expend territories, put units into divisions, attach items), Move, Battle, and End "
       "(damage, Food, Gold and until-end-of-turn effects go away).", True),
    _r("AW-5.3", "When events are played",
       "A player plays events during their own part of any step, and in the response window of a "
       "battle.", True),
    # AW-6 food and gold
    _r("AW-6.1", "Producing Food and Gold",
       "Expending one of your ready territories that is not destroyed (your fortress too) adds its "
       "Food and Gold to your pool."),
    _r("AW-6.2", "Paying",
       "Items and events cost Food and Gold, paid from your pool; if you cannot pay, you cannot "
       "play the card. Food cannot pay for Gold, nor Gold for Food.", True),
    _r("AW-6.3", "The pool empties", "Unspent Food and Gold vanish at the end of every turn."),
    # AW-7 divisions
    _r("AW-7.1", "Divisions",
       "Each commander leads one division: its token on the world and, beside the world, the "
       "commander with its units and items."),
    _r("AW-7.2", "Putting units into divisions",
       "A unit from your hand joins one of your divisions whose token stands inside your own empire "
       "(your eight squares or your fortress, destroyed squares too), if the division holds fewer "
       "units than its commander's Unit Limit."),
    _r("AW-7.3", "Attaching items",
       "An item from your hand is attached to the commander or a unit of one of your divisions "
       "standing inside your own empire."),
    _r("AW-7.4", "Units stay in their division",
       "Units never leave their division or change division, except by a card effect."),
    _r("AW-7.5", "Auto-return",
       "The moment a division loses its last unit, whatever the cause, its token goes back to its "
       "owner's fortress."),
    _r("AW-7.6", "Empty divisions stay put", "A division without units cannot move.", True),
    # AW-8 movement
    _r("AW-8.1", "Movement icons",
       "A commander has 1 to 3 numbered movement icons; each shows some of the eight arrows."),
    _r("AW-8.2", "One icon per move",
       "A division moves at most once per icon each turn. Its first move uses icon 1, its second "
       "icon 2, its third icon 3, and goes exactly one square along one of that icon's arrows, seen "
       "from its owner's side."),
    _r("AW-8.3", "Any order",
       "You may move your divisions in any order and switch between them.", True),
    _r("AW-8.4", "Engagement (option)",
       "With the option on, a division that enters a square holding an enemy division with units "
       "stops moving for the turn.", True),
    # AW-9 battle
    _r("AW-9.1", "Fight where you stand",
       "A division attacks the enemy divisions and the enemy territory or fortress on its own square "
       "and nothing else. All of a player's divisions on a square fight together."),
    _r("AW-9.2", "Starting a battle",
       "In your part of the Battle step you may start one battle on each square where you have units "
       "and there is something to attack: an enemy unit, or an enemy territory or fortress that is "
       "not destroyed.", True),
    _r("AW-9.3", "Choosing targets",
       "Give each unit of your force one target on the square: an enemy unit or the enemy territory. "
       "Each unit deals damage equal to its Attack. Commanders deal none unless an effect gives them "
       "Attack. Only the side whose part of the step it is deals damage.", True),
    _r("AW-9.4", "Response window",
       "After targets are chosen, the defender and then the attacker may play events, or pass. "
       "Each is asked, whatever they hold, so nobody learns what a hand holds; only an empty hand "
       "is passed over. A lone player at the table whose only answer is to pass is not kept "
       "waiting: the table passes for them.", True),
    _r("AW-9.5", "Damage",
       "All damage of a battle is dealt at once; then destroyed cards go, emptied divisions return "
       "to their fortress, and the game checks for a winner."),
    _r("AW-9.6", "Damage lasts the turn",
       "Damage stays until the End step, so a territory can be finished off later in the turn."),
    # AW-10 winning
    _r("AW-10.1", "Elimination", "A player whose fortress is destroyed loses at once."),
    _r("AW-10.2", "Slash and Burn", "A player whose eight territories are all destroyed loses at once."),
    _r("AW-10.3", "Deck out",
       "When a player must draw from an empty deck the game ends. The winner has, checked in order: "
       "more territories not destroyed; a smaller total printed Strength of destroyed territories; "
       "a larger total printed Attack of units in play; a larger total printed Health of units in "
       "play. Equal on all four: a draw.", True),
    _r("AW-10.4", "Both lose", "If both players would lose at the same moment, the game is a draw.", True),
    # AW-11 hidden information
    _r("AW-11.1", "What you may see",
       "Hands and decks are hidden; all cards on the world and in the divisions are open, and so "
       "are discard piles and the number of cards in every pile.", True),
    _r("AW-11.2", "Cards you cannot see",
       "An action that names a card you cannot see (in the other hand, or in a deck) is refused, "
       "and the refusal says only where that card lies, never what it is.", True),
]

RULES: dict[str, Rule] = {r.id: r for r in SECTIONS + RULE_LIST}

#: the error of a refused action: ``raise refuse("AW-8.2", "...")`` (one way, both games)
refuse = refuser(RULES)


def rule(rid: str) -> Rule:
    return RULES[rid]

