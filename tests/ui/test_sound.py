"""Sound cues: made by code, silent with the dummy audio driver, muted by M and remembered."""

from __future__ import annotations

import pygame
from drive import key, table

from tabletop.ui import sound
from tabletop.play import COMPUTER, Seat


def test_every_cue_is_made_by_code_short_and_not_silence():
    cues = sound.synthesize()
    assert set(cues) == set(sound.CUES)
    for name, samples in cues.items():
        seconds = len(samples) / sound.RATE
        assert 0.03 < seconds < 0.6, name
        assert max(abs(v) for v in samples) > 3000, name  # a real sound, not zeros


def test_with_the_dummy_driver_no_mixer_is_opened_and_playing_is_silent(tmp_path):
    pygame.mixer.quit()  # an earlier test's pygame.init() may have opened the (dummy) mixer
    s = sound.Sounds(tmp_path / "sound.toml")
    assert not s.available and pygame.mixer.get_init() is None
    s.play("hit")
    assert s.played == ["hit"]


def test_mute_is_remembered_at_the_next_start(tmp_path):
    path = tmp_path / "sound.toml"
    s = sound.Sounds(path)
    assert not s.muted
    assert s.toggle().startswith("Sound off")
    assert sound.Sounds(path).muted
    s.toggle()
    assert not sound.Sounds(path).muted


def test_the_table_cues_a_refusal_a_play_and_m_mutes(tmp_path, monkeypatch):
    monkeypatch.setattr(sound, "_SOUNDS", sound.Sounds(tmp_path / "sound.toml"))
    a, t = table("afterworld", seats=[Seat("You"), Seat("Computer", COMPUTER)])
    t.refuse("No.")
    t.perform(t.match.legal_actions(0)[0])
    assert sound.sounds().played[:2] == ["refused", "drop"]
    key(a, pygame.K_m)
    assert sound.sounds().muted and t.shown.toasts[0].text.startswith("Sound off")
    key(a, pygame.K_m)
    assert not sound.sounds().muted
