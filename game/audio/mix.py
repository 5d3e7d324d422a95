"""The software mix: every effect voice and the music tracks summed in numpy into one stereo
16-bit stream, a block at a time, for the one long-lived output (:mod:`game.audio.engine`).

Music loops wrap inside the mix, sample-exactly, so a loop restart leaves no gap; fades and
volume changes are ramps across a block, so they never click. Safe to call from two threads:
the writer renders while the game (or the engine's command reader) adds voices.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from game.audio.synth import RATE, pan_gains

MAX_VOICES = 24  # effects at once; the oldest stops for a new one
FADE_S = 0.8  # music crossfade between scenes


@dataclass
class _Voice:
    samples: np.ndarray  # mono float32
    left: float
    right: float
    pos: int = 0


@dataclass
class _Track:
    name: str
    loop: np.ndarray  # mono float32, played round and round
    pos: int = 0
    fade: float = 0.0  # 0..1, times the music level
    target: float = 1.0


class Mix:
    """Voices and music tracks; :meth:`render` gives the next block of the stream."""

    def __init__(self, max_voices: int = MAX_VOICES, fade_s: float = FADE_S) -> None:
        self.max_voices = max_voices
        self._fade_step = 1.0 / max(1e-6, fade_s * RATE)  # fade change per frame
        self._voices: list[_Voice] = []
        self._tracks: list[_Track] = []
        self._level = 0.0  # music level now (ramped towards _level_target)
        self._level_target = 0.0
        self._lock = threading.Lock()
        self.frames = 0  # rendered so far

    def play(self, samples: np.ndarray, gain: float, pan: float = 0.0) -> None:
        """Start a mono sound at ``gain`` (0..1), panned with equal power (centre is as loud
        as the sound itself on each side)."""
        left, right = pan_gains(pan)
        scale = gain * np.sqrt(2.0)
        with self._lock:
            self._voices.append(_Voice(samples, left * scale, right * scale))
            del self._voices[:-self.max_voices]

    def music(self, name: str, loop: np.ndarray | None) -> None:
        """Crossfade to ``name`` (``loop`` its samples; "" or None: fade everything out). A
        track still fading out comes back from where it is."""
        with self._lock:
            for track in self._tracks:
                track.target = 1.0 if track.name == name else 0.0
            if name and loop is not None and len(loop) and not any(
                    t.name == name for t in self._tracks):
                self._tracks.append(_Track(name, loop))

    def music_level(self, level: float) -> None:
        """Master × music (0 when muted); followed within a block, without a click."""
        self._level_target = max(0.0, min(1.0, level))

    @property
    def voices(self) -> int:
        """Effects sounding now."""
        return len(self._voices)

    @property
    def fades(self) -> dict[str, float]:
        """Each music track's fade now (0..1), by name."""
        return {t.name: t.fade for t in self._tracks}

    @property
    def playing(self) -> str:
        """The music playing or fading in, "" for none."""
        return next((t.name for t in self._tracks if t.target > 0), "")

    def render(self, frames: int) -> np.ndarray:
        """The next ``frames`` of the stream: int16, shape (frames, 2)."""
        out = np.zeros((frames, 2), dtype=np.float32)
        with self._lock:
            self._mix_voices(out)
            self._mix_music(out)
            self.frames += frames
        np.clip(out, -1.0, 1.0, out=out)
        return np.rint(out * 32767.0).astype("<i2")

    def _mix_voices(self, out: np.ndarray) -> None:
        frames = len(out)
        for voice in self._voices:
            part = voice.samples[voice.pos:voice.pos + frames]
            out[:len(part), 0] += part * voice.left
            out[:len(part), 1] += part * voice.right
            voice.pos += frames
        self._voices = [v for v in self._voices if v.pos < len(v.samples)]

    def _mix_music(self, out: np.ndarray) -> None:
        frames = len(out)
        ramp = np.arange(1, frames + 1, dtype=np.float32)
        level = self._level + (self._level_target - self._level) * ramp / frames
        self._level = self._level_target
        for track in list(self._tracks):
            n = len(track.loop)
            part = track.loop[(track.pos + np.arange(frames)) % n]  # wraps sample-exactly
            track.pos = (track.pos + frames) % n
            step = self._fade_step if track.target > track.fade else -self._fade_step
            fade = np.clip(track.fade + step * ramp, min(track.fade, track.target),
                           max(track.fade, track.target))
            track.fade = float(fade[-1])
            gain = fade * level
            out[:, 0] += part * gain
            out[:, 1] += part * gain
            if track.fade <= 0.0 and track.target <= 0.0:
                self._tracks.remove(track)
