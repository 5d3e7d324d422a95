"""sfxr-style synthesis with numpy: one voice is a wave with an envelope, a pitch slide,
vibrato and noise; a sound is a few voices mixed, each with its own delay.

Everything is a pure function of the parameters: noise comes from a numpy ``Generator``
seeded by the voice, so the same data gives the same samples on every run (tests hash them).
Samples are float32 mono in -1..1 at :data:`RATE`; :func:`to_pcm16_stereo` pans and packs them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

RATE = 44100
WAVES = ("square", "saw", "sine", "triangle", "noise")
PEAK = 0.89  # -1 dBFS: the loudest a rendered sound may reach, so mixing two never hard-clips


@dataclass(frozen=True, slots=True)
class Voice:
    """One layer of a sound (times in seconds, frequencies in Hz).

    ``sweep``: pitch slide in octaves per second; ``arp``: semitone steps taken every
    ``arp_step`` seconds (a little tune inside one voice); ``noise``: how much white noise is
    mixed into a tonal wave (0..1); ``duty``: the square wave's high fraction.
    """

    wave: str = "square"
    freq: float = 440.0
    sweep: float = 0.0
    duty: float = 0.5
    attack: float = 0.002
    decay: float = 0.05
    sustain: float = 0.0
    hold: float = 0.0
    release: float = 0.03
    vibrato_depth: float = 0.0  # semitones
    vibrato_rate: float = 6.0
    noise: float = 0.0
    arp: tuple[float, ...] = ()
    arp_step: float = 0.06
    volume: float = 0.5
    delay: float = 0.0
    lowpass: float = 0.0  # one-pole low-pass cut-off in Hz (0: none): softens noise and saw
    seed: int = 0

    @property
    def length(self) -> float:
        """Seconds from the sound's start to this voice's last sample."""
        return self.delay + self.attack + self.decay + self.hold + self.release


def envelope(v: Voice, n: int) -> np.ndarray:
    """Attack up to 1, decay to ``sustain``, hold it, release to exactly 0 on the last sample."""
    parts = []
    for seconds, start, end in ((v.attack, 0.0, 1.0), (v.decay, 1.0, v.sustain),
                                (v.hold, v.sustain, v.sustain), (v.release, v.sustain, 0.0)):
        count = round(seconds * RATE)
        if count:
            parts.append(np.linspace(start, end, count, endpoint=False, dtype=np.float64))
    env = np.concatenate(parts) if parts else np.zeros(0)
    env = np.pad(env, (0, max(0, n - len(env))))[:n]
    if n:
        env[-1] = 0.0
    return env


def frequency(v: Voice, n: int) -> np.ndarray:
    """The instantaneous frequency of each sample: slide, arpeggio steps and vibrato."""
    t = np.arange(n) / RATE
    octaves = v.sweep * t if v.sweep else np.zeros(n)
    if v.arp:
        step = np.minimum((t / max(v.arp_step, 1e-4)).astype(np.int64), len(v.arp) - 1)
        octaves += np.asarray(v.arp, dtype=np.float64)[step] / 12.0
    if v.vibrato_depth:
        octaves += v.vibrato_depth / 12.0 * np.sin(2 * np.pi * v.vibrato_rate * t)
    freq = v.freq * np.exp2(octaves) if (v.sweep or v.arp or v.vibrato_depth) else (
        np.full(n, v.freq))
    return np.clip(freq, 20.0, RATE / 2 - 1)


def oscillator(wave: str, phase: np.ndarray, duty: float) -> np.ndarray:
    """A wave of period 1 at ``phase`` (in cycles)."""
    frac = phase % 1.0
    if wave == "square":
        # Less the mean (2 duty - 1): a narrow pulse must not carry a DC offset (clicks).
        return np.where(frac < duty, 1.0, -1.0) - (2 * duty - 1)
    if wave == "saw":
        return 2.0 * frac - 1.0
    if wave == "triangle":
        return 1.0 - 4.0 * np.abs(frac - 0.5)
    return np.sin(2 * np.pi * frac)


def lowpass(x: np.ndarray, cutoff: float) -> np.ndarray:
    """A one-pole low-pass, ``y[i] = y[i-1] + a (x[i] - y[i-1])``, vectorised by chunks."""
    if cutoff <= 0 or not len(x):
        return x
    a = 1.0 - np.exp(-2 * np.pi * cutoff / RATE)
    # A per-sample python loop is slow: use the closed form y = a * sum_k (1-a)^(i-k) x[k],
    # in chunks short enough that (1-a)^chunk stays far from float64 underflow.
    out = np.empty_like(x)
    prev = 0.0
    decay = 1.0 - a
    chunk = max(1, min(512, int(-150 / np.log10(decay)))) if decay > 0 else 1
    powers = decay ** np.arange(chunk + 1)
    for start in range(0, len(x), chunk):
        seg = x[start:start + chunk]
        m = len(seg)
        p = powers[:m]
        acc = np.cumsum(seg / p) * p * a  # sum over the chunk, scaled back
        out[start:start + m] = acc + prev * decay * p
        prev = out[start + m - 1]
    return out


def render_voice(v: Voice) -> np.ndarray:
    """One voice's samples (float64 mono), starting at its delay."""
    n = round((v.length - v.delay) * RATE)
    if n <= 0:
        return np.zeros(round(v.delay * RATE))
    rng = np.random.default_rng(v.seed)
    if v.wave == "noise":
        # sfxr's noise: a new random level at each period of the pitch, so pitch still matters.
        phase = np.cumsum(frequency(v, n) / RATE)
        levels = rng.uniform(-1.0, 1.0, int(phase[-1]) + 2)
        x = levels[phase.astype(np.int64)]
    else:
        phase = np.cumsum(frequency(v, n) / RATE)
        x = oscillator(v.wave, phase, v.duty)
        if v.noise:
            x = (1 - v.noise) * x + v.noise * rng.uniform(-1.0, 1.0, n)
    x = lowpass(x, v.lowpass) * envelope(v, n) * v.volume
    return np.concatenate([np.zeros(round(v.delay * RATE)), x])


def render(voices: Sequence[Voice]) -> np.ndarray:
    """A sound: its voices mixed, scaled down when they would pass :data:`PEAK` (float32)."""
    layers = [render_voice(v) for v in voices]
    out = np.zeros(max((len(x) for x in layers), default=0))
    for x in layers:
        out[:len(x)] += x
    peak = float(np.max(np.abs(out))) if len(out) else 0.0
    if peak > PEAK:
        out *= PEAK / peak
    return out.astype(np.float32)


def pan_gains(pan: float) -> tuple[float, float]:
    """Equal-power gains (left, right) for ``pan`` from -1 (left) to 1 (right)."""
    angle = (min(1.0, max(-1.0, pan)) + 1.0) * np.pi / 4
    return float(np.cos(angle)), float(np.sin(angle))


def to_pcm16_stereo(mono: np.ndarray, pan: float = 0.0, gain: float = 1.0) -> bytes:
    """Interleaved signed 16-bit little-endian stereo, panned (equal power, centre = -3 dB
    each side, so the centre is scaled back up to keep its loudness)."""
    left, right = pan_gains(pan)
    scale = gain * np.sqrt(2.0)
    stereo = np.empty((len(mono), 2), dtype=np.float64)
    stereo[:, 0] = mono * left * scale
    stereo[:, 1] = mono * right * scale
    return (np.clip(stereo, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def pitch_shift(mono: np.ndarray, semitones: float) -> np.ndarray:
    """The sound played faster (higher, shorter) or slower: resampled by linear interpolation."""
    if not semitones or not len(mono):
        return mono
    ratio = 2.0 ** (semitones / 12.0)
    positions = np.arange(0, len(mono) - 1, ratio)
    return np.interp(positions, np.arange(len(mono)), mono).astype(np.float32)
