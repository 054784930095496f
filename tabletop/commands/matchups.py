"""`tabletop simulate GAME --matchups`: every pair of decks, each deck moving first and second.

    tabletop simulate austin-powers --matchups --games 200 --bots normal
    tabletop simulate austin-powers --matchups --deck my-deck.toml --games 100 --bots normal

The decks are the game's starter decks and every ``--deck`` given (checked first, every
problem at once). For each ordered pair (A, B) of different decks that the game lets meet
(Austin Powers: two players take different sides, AP-1.2), A sits in seat 1 and moves first,
B in seat 2, for ``--games`` deals with seeds S, S+1, ...; the reverse order plays the same
deals, so each pairing is a duplicate match that cancels the luck of the deal. Printed: each
pairing's win % for either deck with its 95% Wilson interval, split by who moved first, and
the share of each deck's wins there by each ending; each deck over all its games, with the
same shares; the first player over all games. A draw counts half to each side.
Every game is a function of its seed, so a run reproduces exactly (as plain `simulate`).
"""

from __future__ import annotations

import time
from pathlib import Path

from ..engine.errors import DataError, RulesError, UsageError
from ..engine.game import DeckList, Setup
from .simreport import played_where, wilson
from .simulate import GameJob, Progress, run_games


def matchup_decks(game, extra: list[str]) -> list[DeckList]:
    """The starter decks, then the given deck files (DataError listing every problem)."""
    from ..persist.deckfiles import check_deck
    decks = [game.load_deck(p).deck for p in game.starter_decks()]
    problems = []
    for path in extra:
        _, deck, found = check_deck(path, game)
        problems += found
        if deck is not None and not found:
            d = deck.deck
            decks.append(DeckList(d.name or Path(path).stem, d.piles, d.side))
    if problems:
        raise DataError(problems)
    return decks


def pairings(game, decks: list[DeckList], seed: int, names: list[str], options: dict):
    """(ordered pairs (i, j) that may meet, [(i, j, why not)] of those the game refuses)."""
    ok, refused = [], []
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            if i == j:
                continue
            try:
                game.new_state(Setup(game.name, seed, [a, b], names, dict(options), first=0))
            except (RulesError, DataError) as exc:
                if i < j:
                    refused.append((i, j, str(exc)))
                continue
            ok.append((i, j))
    return ok, refused


def _pct(wins: float, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{wins / n:5.1%} [95% {lo:.1%}-{hi:.1%}]" if n else "  -"


def matchup_command(game, args, names: list[str], budget: str, options: dict, out=None) -> int:
    if args.players != 2:
        raise UsageError("--matchups pits two decks against each other: use --players 2")
    if len(set(names)) != 1:
        raise UsageError("--matchups plays the same computer player in both seats: give one name in --bots")
    if args.save or getattr(args, "cards", False):
        raise UsageError("--matchups prints its table only: leave out --save and --cards")
    decks = matchup_decks(game, list(getattr(args, "deck", None) or []))
    if len(decks) < 2:
        raise UsageError(f"{game.title}: --matchups needs at least two decks")
    seats = ["Player 1", "Player 2"]
    ok, refused = pairings(game, decks, args.seed, seats, options)
    if not ok:
        raise UsageError(f"{game.title}: no two of these decks may meet ({refused[0][2]})")
    n = args.games
    jobs: list = []
    for i, j in ok:
        for g in range(n):
            jobs.append(GameJob(len(jobs), game.name, args.seed + g, 2, list(names), 0, budget, False,
                                False, dict(options), [decks[i], decks[j]], 0))
    progress = Progress(len(jobs), not args.quiet)
    progress.update(0)
    t0 = time.perf_counter()
    # wins[i, j]: games won by deck i moving first against deck j (j wins the rest)
    wins: dict[tuple[int, int], float] = {p: 0.0 for p in ok}
    # endings[a, b][d][reason]: games deck d won that way in the pairing of decks a < b, both
    # seat orders together (a shared win counts its share)
    endings: dict[tuple[int, int], dict[int, dict[str, float]]] = {}
    unfinished = 0
    done = 0
    try:
        for o in run_games(jobs, args.jobs, progress, cluster=getattr(args, "cluster", None)):
            i, j = ok[o.index // n]
            if o.winners is None:
                unfinished += 1
                wins[i, j] += 0.5
            elif not o.winners:
                wins[i, j] += 0.5
            else:
                wins[i, j] += sum(1 / len(o.winners) for w in o.winners if w == 0)
                pair = endings.setdefault((min(i, j), max(i, j)), {})
                for w in o.winners:
                    d = pair.setdefault((i, j)[w], {})
                    d[o.reason] = d.get(o.reason, 0.0) + 1 / len(o.winners)
            done += 1
            progress.update(done)
    finally:
        progress.close()
    report(game, decks, ok, refused, wins, n, names, args, options, unfinished,
           time.perf_counter() - t0, endings, out, progress.where)
    return 0


def _shares(won: dict[str, float]) -> str:
    """"slash-and-burn 61%, elimination 39%": the share of a deck's wins by each ending."""
    total = sum(won.values())
    return ", ".join(f"{k} {v / total:.0%}" for k, v in sorted(won.items(), key=lambda kv: (-kv[1], kv[0])))


def report(game, decks, ok, refused, wins, n, names, args, options, unfinished, seconds, endings,
           out=None, where: str = "") -> None:
    import sys
    out = out or sys.stdout
    print(f"{game.title}: matchups, 2 players, bots {names[0]}, {n} deals per pairing played "
          f"from both seats (seeds {args.seed}..{args.seed + n - 1}), the deck in seat 1 moving first",
          file=out)
    if options:
        print("  options: " + ", ".join(f"{k} = {v}" for k, v in options.items()), file=out)
    done = set()
    deck_wins = [0.0] * len(decks)
    deck_games = [0] * len(decks)
    first_wins = 0.0
    for i, j in ok:
        key = (min(i, j), max(i, j))
        first_wins += wins[i, j]
        deck_wins[i] += wins[i, j]
        deck_wins[j] += n - wins[i, j]
        deck_games[i] += n
        deck_games[j] += n
        if key in done:
            continue
        done.add(key)
        a, b = key
        first = wins.get((a, b))
        second = None if (b, a) not in wins else n - wins[b, a]
        total = (first or 0.0) + (second or 0.0)
        games = n * ((first is not None) + (second is not None))
        print(f"  {decks[a].name} vs {decks[b].name}: {decks[a].name} wins {_pct(total, games)}", file=out)
        if first is not None:
            print(f"      moving first {_pct(first, n)}", file=out)
        if second is not None:
            print(f"      moving second {_pct(second, n)}", file=out)
        won = endings.get(key, {})
        how = [f"{decks[d].name} {_shares(won[d])}" for d in key if sum(won.get(d, {}).values())]
        if how:
            print("      wins by ending: " + "; ".join(how), file=out)
    overall: list[dict[str, float]] = [{} for _ in decks]  # each deck's wins over all its pairings
    for pair in endings.values():
        for d, won in pair.items():
            for reason, count in won.items():
                overall[d][reason] = overall[d].get(reason, 0.0) + count
    for i, d in enumerate(decks):
        if deck_games[i]:
            won_by = f"; wins by {_shares(overall[i])}" if sum(overall[i].values()) else ""
            print(f"  {d.name}: won {_pct(deck_wins[i], deck_games[i])} of its {deck_games[i]} games{won_by}",
                  file=out)
    total = n * len(ok)
    print(f"  the first player won {_pct(first_wins, total)} of {total} games", file=out)
    if unfinished:
        print(f"  unfinished games (counted half each): {unfinished}", file=out)
    for i, j, why in refused:
        print(f"  {decks[i].name} and {decks[j].name} do not meet: {why}", file=out)
    print(f"  time: {seconds:.2f} s ({total / seconds:.2f} games/s, {played_where(args, where)})", file=out)
