"""Many tables, one data folder (issue 25): two programs playing at once each keep their own
autosave, nothing is lost, and the title offers to resume each game."""

import json
import os
import subprocess
import sys
import textwrap

from tabletop.persist.journal import load_autosave
from tabletop.persist.places import autosave_path
from tabletop.persist.slots import resume_candidates

TABLE = textwrap.dedent("""
    import sys
    from tabletop.engine.history import Match
    from tabletop.games import get_game
    from tabletop.persist.autosave import Autosaver
    from tabletop.persist.document import SaveInfo

    seed = int(sys.argv[1])
    g = get_game("afterworld")
    m = Match(g, g.default_setup(seed, 2, names=[f"Ann{seed}", f"Bo{seed}"]), undo="all")
    saver = Autosaver()
    saver.begin(m)
    info = SaveInfo(seats=[{"name": n, "human": True} for n in m.state.names])

    def play(n):
        for _ in range(n):
            if m.state.result is None:
                m.play(m.legal_actions()[len(m.history) % 2 if len(m.legal_actions()) > 1 else 0])
                saver.submit(m, info)
        assert saver.flush(20.0)

    play(6)
    print("ready", saver.path.name, flush=True)
    sys.stdin.readline()            # both tables are open now
    play(6)
    print(len(m.actions()), saver.game_id, saver.path.name, flush=True)
    # the window is closed: the program ends, as the table does (no compaction)
""")


def run_two_tables(tmp_path):
    env = dict(os.environ, TABLETOP_HOME=os.environ["TABLETOP_HOME"], SDL_VIDEODRIVER="dummy")
    script = tmp_path / "table.py"
    script.write_text(TABLE)
    procs = [subprocess.Popen([sys.executable, str(script), str(seed)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=env) for seed in (11, 12)]
    try:
        ready = [p.stdout.readline().split() for p in procs]
        assert all(r and r[0] == "ready" for r in ready), ready
        for p in procs:
            p.stdin.write("go\n")
            p.stdin.flush()
        ends = [p.stdout.readline().split() for p in procs]
        for p in procs:
            assert p.wait(60) == 0
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    return ready, ends


def test_two_tables_at_once_keep_both_games(tmp_path):
    ready, ends = run_two_tables(tmp_path)
    names = {r[1] for r in ready}
    assert len(names) == 2 and autosave_path().name in names      # each table its own file
    kept = resume_candidates()
    games = {}
    for path in kept:
        match, info = load_autosave(path)                          # neither is called damaged
        assert info.verification.wait(30) and info.verification.problem is None
        games[info.game_id] = (match.state.names, len(info.actions))
    for count, game_id, _ in ends:
        assert games[game_id][1] == int(count)                     # every action of both games
    assert sorted(n for n, _ in games.values()) == [["Ann11", "Bo11"], ["Ann12", "Bo12"]]


def test_the_title_offers_each_game_and_a_running_one_is_not_offered(tmp_path):
    run_two_tables(tmp_path)
    from tabletop.ui.session import resumables
    found = resumables()
    assert len(found) == 2
    # a program holding one slot: its game is on its table, not offered here
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    hold = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from tabletop.persist.locks import acquire
        assert acquire(Path({str(found[0])!r}), lambda: None)
        print("held", flush=True)
        sys.stdin.readline()
    """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert hold.stdout.readline().strip() == "held"
        assert resumables() == [found[1]]
    finally:
        hold.stdin.write("\n")
        hold.stdin.flush()
        hold.wait(20)
    assert resumables() == found                                   # it ended: offered again


def test_title_buttons_name_the_second_game(tmp_path):
    run_two_tables(tmp_path)
    import pygame
    from tabletop.ui.title import TitleScene
    pygame.init()
    labels = [label for label, _ in TitleScene("afterworld").extra_entries()]
    resumes = [label for label in labels if label.startswith("Resume")]
    # each says which game it brings back: its game, its players, when it was last played
    assert len(resumes) == 2 and "Resume last game" not in labels and "Load game" in labels
    assert all(r.startswith("Resume Afterworld (Ann1") and ", last played " in r for r in resumes)
    assert {r.split(" (")[1].split(",")[0] for r in resumes} == {"Ann11", "Ann12"}
    json.dumps(labels)
