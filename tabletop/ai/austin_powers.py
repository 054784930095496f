"""What the thinking bots know about the Austin Powers CCG: hidden cards, heuristic, judge.

**Hidden cards** (AP-11): every deck and the other players' hands. A seat's side is public,
so its hidden cards are dealt from the shipped starter deck of that side that best fits the
cards of that seat already seen (field, discard and score piles, its own hand), less those
cards.

**The heuristic** (`action_scores`, the greedy bot); 0 is "as good as ending / declining":

- a free ship agent first (it costs no action), then agents with the most vibes and score;
- a shag or an assassination when the agent's side should win the showdown: it counts the
  bones in hand whose requirement its vibes meet against what the target's player may hold
  (their hand size times the share of bones still unseen); a win scores the acting agent
  and takes the target off its field, so the stake is both agents' scores;
- in a showdown, throw a bone only when the side expects to play the last one (bones of the
  losing side are lost for nothing), the cheapest bone first is not wise: the winner scores
  its bones, so the highest-scoring one goes first;
- swingers by what their effect brings: cards drawn, points scored, an enemy agent
  discarded, an extra action; the special effect when allowed;
- a happening when the user scores it (it goes to the score pile), as an action or between
  the turn player's actions (AP-7.7); when the last copies came together, hit the one among
  them whom the effect hurts most, then the leader (AP-7.4); never copy another player's
  gesture of one's own will
  (the last copier takes the effect: with forced copies, the default, copying is the only
  answer); with optional copies, no new gesture after one nobody copied until somebody has
  copied a gesture (`APState.ignored`): a gesture nobody answers only asks everyone again;
- never propose to end the game by score; accept another's proposal when not ahead
  (AP-10.3);
- help in a showdown of others only for someone who is not leading the race;
- Evening Up: discard the whole hand when it holds nothing usable, or no agent after a turn
  in which it did nothing (a hand of bones kept for ever would stall the game); otherwise
  discard the least useful card first (bones whose requirement is out of reach first).

**The judge** (`evaluate`): points, plus part of the score of the agents on the field (they
can still score in a showdown), plus bones in hand that the seat's vibes can use; each
seat against the best of the others.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine.game import HIDDEN
from tabletop.games.austin_powers.decks import deck_side
from tabletop.games.austin_powers.actions import (AcceptEnd, Assassinate, CallHelp, Copy, Discard,
                                                  DiscardHand, Gesture, Offer, PlayAgent, ProposeEnd,
                                                  PlayBone, Shag, Ship, ShowHappening, UseAgent,
                                                  UseSwinger)
from tabletop.games.austin_powers.cards import MAX_ACTIONS_PER_TURN, Agent, Bone, Happening
from tabletop.games.austin_powers.state import WINNING_SCORE, meets, score, vibes

from .hooks import GameHooks, relative_values, result_values


class AustinPowersHooks(GameHooks):
    playout_turns = 4
    playout_actions = 120
    #: a playout is judged at the first quiet position after this many actions (the
    #: judge reads it well enough; more playouts in the same time weigh more)
    playout_cutoff = 6
    play_verbs = frozenset({"agent", "swinger", "use", "gesture", "show", "bone", "ship", "offer"})
    bots_never = frozenset({"propose-end"})
    counted_verbs = ("gesture", "copy", "no-copy", "show")
    temperature = 1.0

    # ---- hidden information ----------------------------------------------------------------
    def expected_cards(self, game, view, owner: int) -> list[str]:
        side = view.sides[owner]
        starters = self.starters(game).get(side, ())
        if not starters:
            return []
        seen = Counter(k for c, k in view.cards.items() if view.owner[c] == owner and k != HIDDEN)

        def fit(deck):
            have = Counter(deck.piles["main"])
            return sum(min(n, have[k]) for k, n in seen.items())

        best = max(starters, key=fit)  # max keeps the first of equal fits: deterministic
        return list(best.piles["main"])

    def starters(self, game) -> dict[str, list]:
        """The shipped starter decks by side (read once)."""
        if not hasattr(self, "_starters"):
            by_side: dict[str, list] = {}
            for path in game.starter_decks():
                d = game.load_deck(path).deck
                by_side.setdefault(deck_side(game.pool, d), []).append(d)
            self._starters = by_side
        return self._starters

    def determinize(self, game, view, pools, rng, blob=None):
        """As the default, and a player who has made a gesture holds a happening (AP-7.2)."""
        s: Any = super().determinize(game, view, pools, rng, blob)  # (an APState)
        ge = s.gesture
        if ge is not None and ge.user in pools:
            by_key = game.by_key
            hand = s.hands[ge.user]
            if not any(isinstance(by_key[s.cards[c]], Happening) for c in hand):
                hidden = [c for c in s.decks[ge.user] if isinstance(by_key[s.cards[c]], Happening)]
                if hidden and hand:
                    a = hand[rng.randbelow(len(hand))]
                    b = hidden[rng.randbelow(len(hidden))]
                    s.cards[a], s.cards[b] = s.cards[b], s.cards[a]
                elif hand:
                    keys = sorted(c.key for c in game.pool if isinstance(c, Happening)
                                  and c.side == s.sides[ge.user])
                    s.cards[hand[0]] = keys[rng.randbelow(len(keys))]
        return s

    # ---- the judge ---------------------------------------------------------------------------
    def quiet(self, game, s) -> bool:
        """No showdown in progress: the judge does not read bones still to be thrown."""
        return s.showdown is None

    def evaluate(self, game, s) -> list[float]:
        if s.result is not None:
            return result_values(s)
        by_key = game.by_key
        scores = []
        for p in range(s.seats):
            pts = score(by_key, s, p)
            have = vibes(by_key, s, p)
            field = sum(by_key[s.cards[c]].score for c in s.fields[p])
            bones = 0.0
            other = 0.0
            for c in s.hands[p]:
                card = by_key[s.cards[c]]
                if isinstance(card, Bone):
                    if meets(have, card.shag) or meets(have, card.assassination):
                        bones += 2.0 + 0.3 * card.score
                    else:
                        bones += 0.8
                else:
                    other += 1.0
            sc = pts + 0.35 * field + bones + other
            if pts >= WINNING_SCORE - 15:  # the last stretch counts double
                sc += (pts - (WINNING_SCORE - 15)) * 1.0
            scores.append(sc)
        return relative_values(scores, 12.0)

    # ---- the heuristic -------------------------------------------------------------------------
    def action_scores(self, game, s, seat: int, actions) -> list[float]:
        by_key = game.by_key
        ctx = _Context(game, s, seat)
        out = []
        for a in actions:
            t = type(a)
            if t is PlayAgent:
                out.append(2.0 + ctx.agent_value(by_key[s.cards[a.card]]))
            elif t is Ship:
                out.append(6.0 + ctx.agent_value(by_key[s.cards[a.card]]))
            elif t is Shag or t is Assassinate:
                out.append(ctx.showdown_start(a, "shag" if t is Shag else "assassination"))
            elif t is UseSwinger:
                card = by_key[s.cards[a.card]]
                fx = card.plain if a.effect == "plain" else card.special
                out.append(ctx.effects_value(fx, a.target, a.player) - 1.0)
            elif t is UseAgent:
                card = by_key[s.cards[a.card]]
                out.append(ctx.effects_value(card.action, a.target, a.player) - 1.0)
            elif t is Gesture:
                if seat in s.ignored:  # AP-7.6 optional: nobody went along since its last one
                    out.append(-1.0)
                    continue
                best = max((by_key[s.cards[c]].score for c in s.hands[seat]
                            if isinstance(by_key[s.cards[c]], Happening)), default=0)
                out.append(1.0 + best)
            elif t is ShowHappening:
                card = by_key[s.cards[a.card]]
                v = card.score + 0.5 * ctx.effects_value(card.effects, None, a.target)
                if a.target is not None:  # the user picks among copies that came together: the leader
                    v += 0.01 * ctx.points[a.target]
                out.append(v)
            elif t is Copy:
                out.append(-3.0)
            elif t is ProposeEnd:
                out.append(-5.0)  # computer players never propose; they answer (AP-10.3)
            elif t is AcceptEnd:  # the spec: they accept when they are not ahead
                ahead = ctx.points[seat] > max(p for i, p in enumerate(ctx.points) if i != seat)
                out.append(-1.0 if ahead else 1.0)
            elif t is PlayBone:
                out.append(ctx.bone_value(a.card))
            elif t is Offer:
                out.append(ctx.offer_value(a.card))
            elif t is CallHelp:
                out.append(1.0 if not ctx.my_bones() else -1.0)
            elif t is DiscardHand:
                out.append(ctx.discard_hand_value())
            elif t is Discard:
                out.append(-ctx.card_value(a.card))
            else:  # EndActions, NoBone, NoOffer, NoCopy, NoShip, RefuseEnd, KeepHand
                out.append(0.0)
        return out


class _Context:
    """What the heuristic knows about the seat to act, computed once per call."""

    def __init__(self, game, s, seat: int) -> None:
        self.g = game
        self.by_key = game.by_key
        self.s = s
        self.seat = seat
        self._points: list[int] | None = None
        self._vibes: dict = {}
        self._bones: dict = {}
        self._p_win: dict = {}

    @property
    def points(self) -> list[int]:
        """Every seat's score (only offers need it: computed on first use)."""
        if self._points is None:
            self._points = [score(self.by_key, self.s, p) for p in range(self.s.seats)]
        return self._points

    def vibes_of(self, p: int):
        v = self._vibes.get(p)
        if v is None:
            v = self._vibes[p] = vibes(self.by_key, self.s, p)
        return v

    def agent_value(self, card: Agent) -> float:
        v = sum(card.vibes)
        return 0.25 * card.score + 1.0 * v + (1.5 if card.action else 0.0) + 0.5 * len(card.when_played)

    def card_value(self, cid: int) -> float:
        card = self.by_key[self.s.cards[cid]]
        if isinstance(card, Bone):
            have = self.vibes_of(self.seat)
            usable = meets(have, card.shag) or meets(have, card.assassination)
            return (3.0 if usable else 1.0) + 0.2 * card.score
        if isinstance(card, Agent):
            return 2.0 + self.agent_value(card)
        if isinstance(card, Happening):
            return 1.0 + 0.3 * card.score
        return 2.0  # a swinger

    def my_bones(self, kind: str | None = None, seat: int | None = None) -> list[int]:
        s = self.s
        p = self.seat if seat is None else seat
        if kind is None and s.showdown is not None:
            kind = s.showdown.kind
        memo = self._bones.get((kind, p))
        if memo is not None:  # the same for every showdown the seat might start (callers only count)
            return memo
        have = self.vibes_of(p)
        out = []
        for c in s.hands[p]:
            card = self.by_key[s.cards[c]]
            if isinstance(card, Bone) and meets(have, card.requirement(kind or "shag")):
                out.append(c)
        self._bones[(kind, p)] = out
        return out

    def expected_bones(self, p: int) -> float:
        """How many usable bones seat `p` may hold, judged from what is public."""
        s = self.s
        n = len(s.hands[p])
        if p == self.seat:
            return float(len(self.my_bones(seat=p)))
        return 0.25 * n

    def showdown_start(self, a, kind: str) -> float:
        s = self.s
        mine = self.by_key[s.cards[a.agent]]
        target = self.by_key[s.cards[a.target]]
        tseat = s.owner[a.target]
        p_win = self._p_win.get((kind, tseat))
        if p_win is None:  # the same for every agent of ours against every agent of theirs
            # the battling agents count toward vibes (AP-5.3): they already do, both on the field
            m = len(self.my_bones(kind))
            k = self.expected_bones(tseat)
            # the target's side plays first; it wins only by playing more bones than we answer
            p_win = 0.85 if m >= k + 1 else (0.6 if m >= k else 0.35)
            self._p_win[(kind, tseat)] = p_win
        stake = mine.score + 0.6 * target.score
        return -1.0 + p_win * stake - (1 - p_win) * 0.6 * mine.score

    def bone_value(self, cid: int) -> float:
        s = self.s
        sd = s.showdown
        card = self.by_key[s.cards[cid]]
        my_side = sd.to_play
        other = sd.seats[1 - my_side]
        left = len(self.my_bones())
        theirs = self.expected_bones(other)
        # after this bone the other side must answer; we win if we can keep answering
        if left - 1 >= theirs or left > theirs:
            return 2.0 + 0.2 * card.score
        stake = self.by_key[s.cards[sd.agent(my_side)]].score
        return -1.0 + 0.05 * stake

    def offer_value(self, cid: int) -> float:
        s = self.s
        sd = s.showdown
        helped = sd.seats[sd.to_play]
        lead = max(self.points)
        if self.points[helped] >= lead and lead > 0:
            return -2.0
        return 0.2 * self.by_key[s.cards[cid]].score - 0.5

    def discard_hand_value(self) -> float:
        """A new hand when this one holds no agent and did nothing this turn (a stuck hand
        of bones would otherwise be kept for ever), or holds nothing usable at all."""
        s = self.s
        useful = 0
        agents = 0
        for c in s.hands[self.seat]:
            card = self.by_key[s.cards[c]]
            if isinstance(card, Agent):
                agents += 1
                useful += 1
            elif isinstance(card, Happening):
                useful += 1
            elif isinstance(card, Bone):
                have = self.vibes_of(self.seat)
                if meets(have, card.shag) or meets(have, card.assassination):
                    useful += 1
        if useful == 0 or (agents == 0 and s.actions_used == 0):
            return 1.0
        return -2.0 * useful

    def effects_value(self, fx, target, player) -> float:
        s = self.s
        by_key = self.by_key
        v = 0.0
        for e in fx:
            verb = e.verb
            who = e.get("who", "you")
            n = e.get("amount", 1)
            sign = 1.0 if who == "you" else (-1.0 if who in ("target", "each-opponent") else 0.0)
            if verb == "draw":
                v += 1.5 * n * sign
            elif verb == "discard-random":
                v -= 1.5 * n * sign
            elif verb == "vibes":
                v += 0.3 * sum(e.get(k, 0) for k in ("groovy", "shagadelic", "randy", "creepy")) * sign
            elif verb == "lose-score":
                pile = s.scores[player] if who == "target" and player is not None else s.scores[self.seat]
                top = by_key[s.cards[pile[-1]]].score if pile else 0
                v -= top * sign
            elif verb == "score-from-discard":
                pile = s.discards[self.seat] if who == "you" else []
                v += sum(by_key[s.cards[c]].score for c in pile[-n:]) * (1 if who == "you" else 0)
            elif verb == "recycle":
                v += 0.5 * sign
            elif verb == "extra-action":  # per action it really gives (AP-4.4: at most eight)
                v += 3.0 * max(0, min(n, MAX_ACTIONS_PER_TURN - s.actions_allowed))
            elif verb == "booster":
                v += (2.5 if e.get("to", "hand") == "hand" else 8.0) * e.get("keep", 1) * sign
            elif verb == "discard-agent" and target is not None:
                t = by_key[s.cards[target]]
                v += (0.6 * t.score + sum(t.vibes)) * (1 if s.owner[target] != self.seat else -1)
            elif verb == "return-agent" and target is not None:
                t = by_key[s.cards[target]]
                v += (0.3 * t.score + sum(t.vibes)) * (1 if s.owner[target] != self.seat else -1)
            elif verb == "score-agent" and target is not None:
                v += by_key[s.cards[target]].score - 2.0
        return v
