"""The deck builder, the layout editor and the windows of a hosted game in Japanese: every text
they draw is read in Japanese, but for what is not a word of the program (card and game names
not yet translated, deck and layout names of their files, zone names, rule ids, file paths,
addresses, numbers and the keys of the keyboard).

Each screen is drawn with a recorder on its fonts that keeps what reaches the screen: the text
in the player's language, as the theme's helpers draw it (they translate every string they
are given; a word marked with T() reaches them in English).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

import drive  # noqa: E402

from tabletop import words  # noqa: E402
from tabletop.games import entries, get_game  # noqa: E402
from tabletop.resources import asset  # noqa: E402

LATIN = re.compile(r"[A-Za-z]{3,}")
#: written as the keyboard and the files spell them
KEYS = {"Ctrl", "Enter", "Esc", "Shift", "Tab", "TOML", "toml",
        "English"}  # (the title's language button names English in English)
PATH = re.compile(r"\S*[/\\]\S*")


@pytest.fixture
def ja(monkeypatch):
    """Japanese, drawn as the theme's helpers draw: each translates the text it is given before
    fitting it (`fit_line`, `first_fit`; the fonts' `text` and `wrap` are `Drawn`'s)."""
    from tabletop.ui import theme
    for name in ("fit_line", "first_fit"):
        real = getattr(theme, name)
        monkeypatch.setattr(theme, name, lambda fonts, text, *a, _real=real, **k: _real(fonts, words.tr(text), *a, **k))
    words.set_language("ja")
    try:
        yield
    finally:
        words.set_language("en")


class Drawn:
    """What `fonts` puts on the screen from now on (in the player's words, as the theme draws)."""

    def __init__(self, fonts) -> None:
        self.texts: list[str] = []
        self.fonts = fonts
        text, wrap = fonts.text, fonts.wrap

        def spy_text(t, size, color, bold=False):
            shown = words.tr(t)
            if shown != "Hg":  # (the theme's measure of a line's height)
                self.texts.append(shown)
            return text(shown, size, color, bold)

        def spy_wrap(t, size, width, bold=False):
            return wrap(words.tr(t), size, width, bold)
        fonts.text, fonts.wrap = spy_text, spy_wrap

    def stop(self) -> None:
        del self.fonts.text, self.fonts.wrap


def english(texts, allowed=(), foreign=()) -> list[tuple[str, str]]:
    """(text, word) for each word of 3 or more Latin letters in `texts` that is not one of the
    `allowed` names, a path or a key; a text that is part of a `foreign` one (another part's
    words, such as the engine's refusals) is not read."""
    out = []
    names = sorted({a for a in allowed if a}, key=len, reverse=True)
    for t in texts:
        if not t.strip() or any(t.strip(" …|") in f for f in foreign):
            continue
        if t.endswith("…") and any(a.startswith(t[:-1]) for a in names):
            continue  # an allowed name shortened to fit its box
        s = PATH.sub(" ", t)
        for a in names:
            s = s.replace(a, " ")
        # (a word cut with a hyphen at the end of a line is a piece of an allowed name)
        out += [(t, w) for w in LATIN.findall(s) if w not in KEYS and not any(w in a for a in names)]
    return out


def proper_names() -> set[str]:
    """The names of both games and of their cards and sides (translated by the card files)."""
    from tabletop.games.austin_powers.cards import SIDES
    out = {e.title for e in entries()} | {s.name for s in SIDES.values()}
    for name in ("afterworld", "austin-powers"):
        out |= {c.name for c in get_game(name).pool}
    return out


def is_japanese(text: str) -> bool:
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text))


# ---- the deck builder ---------------------------------------------------------------------

def builder(game, path=None):
    from tabletop.ui.deckbuilder.scene import DeckBuilder
    a = drive.app()
    b = a.push(DeckBuilder(game, path))
    a.step(1 / 60, [])
    return a, b


@pytest.mark.parametrize("game, deck", [("afterworld", ("afterworld", "decks", "egyptian.toml")),
                                        ("austin-powers", ("austin_powers", "decks", "austin-ministry-mods.toml"))])
def test_the_deck_builder_draws_japanese(ja, monkeypatch, game, deck):
    from tabletop.persist.deckfiles import deck_title
    from tabletop.ui.deckbuilder import commands
    monkeypatch.setattr(commands, "clipboard_put", lambda text: False)  # no clipboard: the boxes
    monkeypatch.setattr(commands, "clipboard_get", lambda: None)
    a, b = builder(game, asset(*deck))
    assert b.problems == [], "a legal starter: no rule of the engine's to read"
    drawn = Drawn(b.fonts)
    try:
        drive.post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=b.frame().pool_rows[0][1].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
        b.draw(a.screen)  # the pool with its summaries, the deck, the verdict, the statistics
        b.pool.query = "9999"
        b.draw(a.screen)  # nothing found
        b.pool.query = ""
        b.do_open()  # the menu of decks
        a.step(1 / 60, [])
        a.pop()
        b.do_copy()  # the list to copy by hand
        a.step(1 / 60, [])
        a.pop()
        b.do_paste()  # the box to paste a list into
        a.step(1 / 60, [])
        a.pop()
    finally:
        drawn.stop()
    allowed = proper_names() | {b.model.name} | {deck_title(p) for p in b.game.starter_decks()}
    allowed |= {line for line in b.model.text().splitlines()}  # the deck list itself (its own format)
    assert english(drawn.texts, allowed) == []
    shown = " ".join(drawn.texts)
    for said in ("構築条件を満たすデッキ", "並び順：名前", "検索と絞り込みに合うカードはありません。", "デッキを開く",
                 "スターター：", "閉じる", "やり直す", "コンピューターと対戦", "ここではクリップボードが使えません。",
                 "デッキリストを貼り付け", "このリストを使う", "キャンセル"):
        assert said in shown, said


def test_an_empty_deck_and_its_messages_in_japanese(ja):
    a, b = builder("afterworld")
    drawn = Drawn(b.fonts)
    try:
        b.draw(a.screen)
        b.do_undo()
        b.draw(a.screen)
        b.say(b.button_why_not("undo"))
        b.draw(a.screen)
    finally:
        drawn.stop()
    engine = [words.tr(text) for _, text in b.problems]  # the rules' own sentences (the engine's words)
    assert b.problems and english(drawn.texts, proper_names(), foreign=engine) == []
    assert "元に戻せる操作はありません。" in drawn.texts and "まだ元に戻す操作はありません。" in drawn.texts
    assert f"問題{len(b.problems)}件" in drawn.texts and "デッキは空です。" in "".join(drawn.texts)
    tip = b.button_why_not("play")
    assert words.tr(tip).startswith("デッキはまだ構築条件を満たしていません：")
    assert str(tip).startswith("The deck is not legal yet: ")  # what the builder keeps is the English


# ---- the layout editor ------------------------------------------------------------------

def editor():
    from tabletop.play import COMPUTER, Seat
    from tabletop.ui.editor import LayoutEditor
    from tabletop.ui.preview import sample_match
    match = sample_match("afterworld", 2, actions=40)
    a, t = drive.table("afterworld", state=match.state, seats=[Seat("アン"), Seat("ボブ", COMPUTER)])
    e = LayoutEditor(t)
    a.push(e)
    a.step(1 / 60, [])
    return a, t, e


def test_the_layout_editor_draws_japanese(ja):
    a, t, e = editor()
    allowed = set(e.rects) | {e.saved.name, "afterworld"}  # zone names, the layout's name and file
    drawn = Drawn(t.fonts)
    try:
        e.draw(a.screen)  # the bar and its buttons
        before = dict(e.rects)
        e.rects["p1.pool"] = (840, 620, 145, 125)  # over p1.hand and p1.division3
        e._remember(before)
        e._changed()
        e.mouse = e.zone_px("p1.pool").center
        e.draw(a.screen)  # the problems on the bar and under the pointer
        e.open_save()
        e.draw(a.screen)  # cannot save yet
        e.undo()
        e.open_save()
        e.lay_out(a.screen.get_size())
        e.draw(a.screen)  # the save dialog
        e.save("afterworld")  # the shipped layout's own name: refused
        e.draw(a.screen)
        e.toggle_snap()
        e.draw(a.screen)
    finally:
        drawn.stop()
    assert english(drawn.texts, allowed) == []
    shown = "\n".join(drawn.texts)
    for said in ("編集中：Afterworld", "グリッド10：オン（G）", "問題", "重なっています", "まだ保存できません",
                 "レイアウトに名前を付けて保存", "ファイル：", "保存（Enter）", "付属レイアウトです", "グリッドに合わせる：オフ。"):
        assert said in shown, said
    assert e.dialog is not None and e.dialog.text == "Afterworld（自分用）"  # the name offered, in the player's words


def test_where_zones_may_lie_reads_in_japanese_and_stays_english_for_the_checker(ja):
    from tabletop.ui.layout import geometry_problems, load_layout
    import dataclasses
    zones = dict(load_layout("afterworld").zones)
    zones["log"] = dataclasses.replace(zones["log"], rect=(1200, 440, 212, 200))  # past the right edge
    zones["p1.pool"] = dataclasses.replace(zones["p1.pool"], rect=(840, 620, 20, 125))  # narrow, over the hand
    problems = geometry_problems(zones, (1280, 800))
    assert {p.message.template for p in problems} >= {
        "lies outside the table ({w} x {h}): it spans x {x0}..{x1}, y {y0}..{y1}",
        "too narrow to hold a card: it is {w} units wide, a card here is {card} (cards.size x card_scale)",
        "overlaps zone {other} by {x} x {y} units; these zones must not overlap"}
    for p in problems:
        assert is_japanese(words.tr(p.message)) and not is_japanese(str(p.message))
        assert english([words.tr(p.message)], {p.zone, p.other, "cards.size", "card_scale"}) == []


# ---- the windows of a hosted game -----------------------------------------------------------

def drawn_form(form_class):
    a = drive.app()
    form = a.push(form_class("afterworld"))
    a.step(1 / 60, [])
    drawn = Drawn(form.fonts)
    try:
        form.draw(a.screen)
        if hasattr(form, "port_row"):
            form.port_row.text = "x"
            form.start()  # not a port: said on the form
            form.draw(a.screen)
    finally:
        drawn.stop()
        a.pop()
    return form, drawn.texts


#: the title screen's own words the forms show (tabletop/ui/title.py: "2 players", the program's name)
TITLE = re.compile(r"^(\d+ players|tabletop)$")


def test_the_host_and_join_forms_draw_japanese(ja):
    from tabletop.ui.netplay.forms import HostForm, JoinForm
    host, shown = drawn_form(HostForm)
    typed = {host.code_row.text}  # the join code offered
    assert english([t for t in shown if not TITLE.match(t)], proper_names() | typed) == []
    text = "\n".join(shown)
    for said in ("ゲームをホストする", "ホストを始める", "戻る", "自分（このウィンドウ）", "リモートのプレイヤー", "ポート・参加コード",
                 "ポートは1から65535までの数です"):
        assert said in text, said
    assert host.name_row.text == "ホスト"  # the name offered: a name in the player's words
    assert host.row_rects["Port"]  # the settings are still found by their English labels
    join, shown = drawn_form(JoinForm)
    assert english([t for t in shown if not TITLE.match(t)], proper_names()) == []
    assert "参加コード" in shown and "ホストから聞いたコード" in shown and join.your_name_row.text == "プレイヤー"


def test_the_host_form_says_what_cannot_be_hosted_in_japanese(ja):
    from tabletop.ui.netplay.forms import HostForm
    a = drive.app()
    form = a.push(HostForm("afterworld"))
    form.seat_rows[1].index = 0  # two players at this window
    form.start()
    assert words.tr(form.message).startswith("ホストするテーブルでは")
    form.seat_rows[1].index = 2
    form.start()
    assert words.tr(form.message).startswith("リモートの席がないので")
    assert "No seat is remote" in form.message  # (the English is what the form keeps)
    a.pop()


def lobby_texts(**kw) -> list[str]:
    from tabletop.ui.netplay.lobby import NetWaitScene
    from tabletop.ui.netplay.panels import draw_panel_box
    from tabletop.ui.title import COLORS
    remote = SimpleNamespace(lobby=kw.pop("lobby", None), welcome=kw.pop("welcome", None))
    scene = NetWaitScene(remote, **kw)  # type: ignore[arg-type]
    surface = pygame.Surface((1280, 800))
    drawn = Drawn(scene.fonts)
    try:
        draw_panel_box(surface, scene.fonts, COLORS, scene.panel(), where="center")
    finally:
        drawn.stop()
    return drawn.texts


SEATS = {"seats": [{"joined": True, "kind": "remote", "present": True, "name": "アン"},
                   {"joined": True, "kind": "computer", "present": True, "name": "Computer 2 (normal)"},
                   {"joined": True, "kind": "remote", "present": False, "name": "ボブ"},
                   {"joined": False, "kind": "remote", "present": False, "name": "Seat 4"}]}


def test_the_lobby_draws_japanese(ja):
    game = SimpleNamespace(title="Afterworld")
    hosting = SimpleNamespace(host=SimpleNamespace(game=game), error="")
    shown = lobby_texts(lobby=SEATS, welcome={"seat": 0, "game": "afterworld"}, hosting=hosting,
                        address="127.0.0.1:7777", code="4321")
    command = [t for t in shown if t.lstrip().startswith("tabletop join")]  # a command to type
    assert command and english([t for t in shown if t not in command], proper_names()) == []
    for said in ("Afterworldをホスト中：友だちに伝えてください", "アドレス", "参加コード", "席1：アン（あなた）",
                 "席2：コンピューター2（ふつう） - コンピューター", "席3：ボブ - 接続中…", "席4：空き - プレイヤーを待っています",
                 "ホストをやめる"):
        assert any(said in t for t in shown), said
    joining = lobby_texts(address="192.168.1.20:7777")
    assert english(joining) == [] and "ホストに接続しています…" in joining and "やめる" in joining
    # a host's refusal comes over the network in English: the window reads it in Japanese
    from tabletop.ui.netplay.lobby import NetWaitScene
    scene = NetWaitScene(SimpleNamespace(lobby=None, welcome=None), address="x")  # type: ignore[arg-type]
    scene.error = "the join code is wrong"
    assert words.tr(scene.panel().title) == "このテーブルでは遊べません"
    assert [words.tr(line) for line in scene.panel().lines] == ["参加コードが違います"]


def table_panel(**state):
    """The panel a hosted table shows over the game, in a table made only of what it reads."""
    from tabletop.ui.netplay.panels import draw_panel_box
    from tabletop.ui.netplay.scene import NetTableScene
    from tabletop.ui.theme import Fonts
    from tabletop.ui.title import COLORS
    t = object.__new__(NetTableScene)
    seats = state.pop("seats", [{"name": "アン", "joined": True, "present": True},
                                {"name": "ボブ", "joined": True, "present": False}])
    remote = SimpleNamespace(lost=state.pop("lost", False), client=SimpleNamespace(patience=30.0), seats=seats)
    t.__dict__.update({"remote": remote, "ended": "", "asked": None, "away_since": {}, "hosting": None,
                       "address": "", **state})
    panel = t.panel()
    fonts = Fonts()
    drawn = Drawn(fonts)
    try:
        draw_panel_box(pygame.Surface((1280, 800)), fonts, COLORS, panel)
    finally:
        drawn.stop()
    return panel, drawn.texts


def test_the_hosted_table_s_panels_draw_japanese(ja):
    panel, shown = table_panel(lost=True)
    assert shown[0] == "接続が切れました" and english(shown) == [] and "テーブルを離れる" in shown
    assert panel.title == "Connection lost" and panel.buttons[0][0] == "Leave the table"  # found by their English
    panel, shown = table_panel(ended="the host closed the table")  # as the host sent it
    assert shown[:2] == ["テーブルは閉じられました", "ホストがテーブルを閉じました"] and english(shown) == []
    panel, shown = table_panel(asked={"name": "ボブ", "ask": 1, "actions": []})
    assert english(shown) == [] and "取り消しますか？" in shown and "認める" in shown and "断る" in shown
    hosting = SimpleNamespace(host=None, error="")
    panel, shown = table_panel(away_since={1: time.monotonic() - 100}, hosting=hosting, address="127.0.0.1:7777")
    assert english(shown) == [], shown
    for said in ("待っています", "ボブが席を外しています - 待っています", "ボブの代わりにコンピューターに遊ばせる", "席は残してあります。"):
        assert any(said in t for t in shown), said
    assert panel.title == "Waiting" and panel.buttons[0][0] == "Let a computer play for ボブ"
    kept = [{"name": "アン", "joined": True, "present": True},
            {"name": "ボブ", "joined": True, "present": False, "standin": True}]
    panel, shown = table_panel(seats=kept, away_since={1: time.monotonic()})
    assert shown[0] == "席を外しています" and "戻るまでコンピューターが代わりを務めます" in shown[1]


def test_what_the_host_says_is_read_in_japanese_at_each_window(ja):
    """A host sends its sentences in English (another window may read another language); each
    window finds the sentence's template again."""
    from tabletop.net import consent, places
    from tabletop.ui.netplay.scene import QUICK_WORDS
    sent = [str(words.msg("{name} said no", name="ボブ")), "the game went on", "nobody answered in time",
            "every seat is taken (you may watch: join with --watch)", "this seat was taken up by a newer connection",
            "A spectator watches; only the players act.", str(words.msg("too many messages: at most {n} a second",
                                                                        n="20")),
            str(words.msg("no host at {address} for {n} seconds", address="ws://127.0.0.1:7777", n="30"))]
    for text in sent:
        shown = words.tr(text)
        assert is_japanese(shown) and english([shown], {"ws://127.0.0.1:7777", "watch"}) == [], (text, shown)
    names = [p.seat.name for p in places.new_places(3, {1: "hard", 2: "easy"}, 0, "")]
    assert names == ["Host", "Computer 2 (hard)", "Computer 3 (easy)"]  # sent as they are, in English
    assert [words.tr(n) for n in names] == ["ホスト", "コンピューター2（むずかしい）", "コンピューター3（かんたん）"]
    assert all(is_japanese(words.tr(w)) for w in QUICK_WORDS.values())
    entry = SimpleNamespace(action=SimpleNamespace(seat=0), words="アンがナイルデルタを消耗した。", reveals=False)
    match = SimpleNamespace(over=False, history=[entry], state=SimpleNamespace(names=["アン", "ボブ"]))
    why = consent.undo_problem(match, 1, 1)  # Bob asks to take back Ann's action
    assert str(why) == "ボブ may take back only their own last actions: 'アンがナイルデルタを消耗した。' is not theirs."
    assert words.tr(str(why)) == "ボブが取り消せるのは自分の直前の行動だけです。「アンがナイルデルタを消耗した。」はボブの行動ではありません。"
    assert words.tr(consent.undo_problem(match, 0, 2)) == "取り消せる行動は1つしかありません。"
