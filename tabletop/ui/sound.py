"""Short sound cues, made by code at start-up (no sound files): pick up, drop, refusal,
expend, battle hit, showdown won, game over.

`Sounds.play(name)` plays a cue unless the sound is muted or there is no audio device: with
the dummy audio driver (tests, CI), or where the mixer does not start, the cues are silent
and nothing fails. The M key mutes and unmutes (the table calls `toggle`); the choice is
kept in ``sound.toml`` in the user's settings folder and read at the next start, through the
file gate (engine/tomlfile.py): a file that cannot be read (a pipe, a byte that is not UTF-8,
a number of thousands of digits, ``muted`` not true or false) is named once on stderr with its
line and key, and the sound is on.
"""

from __future__ import annotations

import math
import os
import random
from array import array
from pathlib import Path

from ..engine.errors import DataError
from ..words import T, msg

RATE = 22050
CUES = ("pick", "drop", "refused", "expend", "hit", "won", "gameover")


def _tone(freqs, seconds: float, volume: float = 0.35, decay: float = 6.0, noise: float = 0.0,
          slide: float = 0.0) -> array:
    """Samples (16-bit signed, mono) of the notes `freqs` one after another, each `seconds`
    long, with a quick attack, an exponential decay, optional noise and a pitch slide."""
    out = array("h")
    rng = random.Random(7)
    for f in freqs:
        n = int(RATE * seconds)
        phase = 0.0
        for i in range(n):
            t = i / RATE
            env = min(1.0, i / (RATE * 0.004)) * math.exp(-decay * t / seconds)
            phase += 2 * math.pi * f * (1 + slide * t / seconds) / RATE
            v = math.sin(phase) * (1 - noise) + (rng.random() * 2 - 1) * noise
            out.append(int(32767 * volume * env * v))
    return out


def synthesize() -> dict[str, array]:
    """Every cue's samples: small, made in a few milliseconds."""
    return {
        "pick": _tone([880], 0.045, 0.22, decay=4),
        "drop": _tone([196], 0.09, 0.4, decay=5, slide=-0.3),
        "refused": _tone([233, 175], 0.09, 0.3, decay=2, noise=0.15),
        "expend": _tone([660], 0.08, 0.18, decay=5, noise=0.6, slide=-0.5),
        "hit": _tone([110], 0.14, 0.45, decay=5, noise=0.45, slide=-0.4),
        "won": _tone([523, 659, 784], 0.09, 0.28, decay=3),
        "gameover": _tone([784, 659, 523, 392], 0.13, 0.3, decay=2.5),
    }


def settings_path() -> Path:
    from ..resources import config_dir
    return config_dir() / "sound.toml"


class Sounds:
    """The cues, the mixer, and whether they are muted (remembered between runs)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or settings_path()
        #: why the settings file could not be read ("" when it could, or there is none)
        self.problem = ""
        self.muted = self._read_muted()
        self.sounds: dict = {}
        self.played: list[str] = []  # what was asked for (tests read it; kept short)
        self.available = False
        if os.environ.get("SDL_AUDIODRIVER", "") == "dummy":
            return  # tests and CI: silent, and no mixer is opened
        try:
            import pygame
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            for name, samples in synthesize().items():
                self.sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
            self.available = True
        except Exception:  # no audio device, no mixer: the table plays silently
            self.sounds = {}

    def _read_muted(self) -> bool:
        """`muted` of the settings file; False (and why, on stderr) when it cannot be read."""
        import sys

        from ..engine.tomlfile import load_toml
        if not self.path.exists() and not self.path.is_symlink():
            return False
        try:
            doc = load_toml(self.path)
        except DataError as err:
            self.problem = str(err)
        else:
            muted = doc.data.get("muted", False)
            if isinstance(muted, bool):
                return muted
            self.problem = str(doc.problem(("muted",), "must be true or false"))
        print(f"tabletop: {self.problem} (the sound is on)", file=sys.stderr)
        return False

    def play(self, name: str) -> None:
        self.played = (self.played + [name])[-20:]
        if self.muted or not self.available:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            snd.play()

    def toggle(self) -> str:
        """Mute or unmute; remembered. Returns the words to show."""
        self.muted = not self.muted
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(f"muted = {'true' if self.muted else 'false'}\n", encoding="utf-8")
        except OSError as exc:
            return msg("Sound off (not remembered: {why})", why=str(exc)) if self.muted else \
                msg("Sound on (not remembered: {why})", why=str(exc))
        return T("Sound off (M turns it on)") if self.muted else T("Sound on (M mutes)")


_SOUNDS: Sounds | None = None


def sounds() -> Sounds:
    """The program's one set of cues (made at the first use)."""
    global _SOUNDS
    if _SOUNDS is None:
        _SOUNDS = Sounds()
    return _SOUNDS
