"""The game heard through a real PulseAudio server (a private one with a null sink, its monitor
recorded), on PulseAudio itself and on OpenAL (OpenAL Soft playing into the same server):
every effect of the sound library sounds, on its side; the server can die and come back;
music loops without a gap."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from game.audio.cues import Cue
from game.audio.library import load_library
from game.audio.mixer import Mixer
from game.audio.synth import RATE, render
from game.audio.testbed import PulseServer, Recording, onset, zero_runs
from tests.audio.conftest import DRIVERS, game_mixer, wait_for

GAIN = 0.5  # hard-panned at 0.5 an effect peaks at 0.63 of full scale: no clipping
BLOCK = RATE // 100  # 10 ms: the schedule's envelope step
QUIET = 0.25  # a lane's earlier sounds must have decayed below this share of the next's start
LOOK = range(-5, 3)  # …from 50 ms before (the latency: where its onset is looked for) to 30 after
APART = 5  # blocks between any two starts, in either lane: each onset is found on its own
FIT = 2 * BLOCK  # the stretches of each sound looked for in the recording
SCALE = GAIN * np.sqrt(2) * 32767  # recorded value of a sample of 1.0, hard panned at GAIN


def envelope(mono: np.ndarray) -> np.ndarray:
    """The peak of each 10 ms block."""
    pad = np.zeros(-len(mono) % BLOCK, dtype=mono.dtype)
    return np.abs(np.concatenate([mono, pad])).reshape(-1, BLOCK).max(axis=1)


def schedule(sounds: dict[str, np.ndarray]) -> list[tuple[float, int, str]]:
    """(start s, lane, name) for every sound, longest first: two lanes, hard left and hard
    right; in a lane a sound starts after the one before it, once that has faded below QUIET
    of its first 20 ms (over LOOK), and no two starts (in either lane) fall within 50 ms of
    each other."""
    envs = {name: envelope(mono) for name, mono in sounds.items()}
    lanes: list[list[tuple[int, str]]] = [[], []]
    starts: list[int] = []
    placed = []
    for name in sorted(sounds, key=lambda n: -len(sounds[n])):
        first = float(np.abs(sounds[name][:2 * BLOCK]).max())
        best: tuple[int, int] | None = None
        for lane in (0, 1):
            t = lanes[lane][-1][0] if lanes[lane] else 0  # after the lane's last
            while not (all(_level(lanes[lane], envs, t + d) < QUIET * first for d in LOOK)
                       and all(abs(t - s) >= APART for s in starts)):
                t += 1
            if best is None or t < best[0]:
                best = (t, lane)
        assert best is not None
        lanes[best[1]].append((best[0], name))
        starts.append(best[0])
        placed.append((best[0] * BLOCK / RATE, best[1], name))
    return sorted(placed)


def _level(lane: list[tuple[int, str]], envs: dict[str, np.ndarray], block: int) -> float:
    return max((float(envs[n][block - s]) for s, n in lane if 0 <= block - s < len(envs[n])),
               default=0.0)


TAKES = 3  # a sound heard wrong is played again in a take of its own; one must be right


@pytest.mark.parametrize("driver", DRIVERS)
def test_every_effect_sounds_on_its_side(pulse: PulseServer, driver: str) -> None:
    """Every effect, at its place, level and side. A loaded machine can starve the sound
    threads for a moment (a gap mid-sound, a late start), so a sound heard wrong is played
    again with the others heard wrong; a sound that is wrong in every take fails."""
    library = load_library()
    sounds = {name: render(voices) for name, voices in library.sounds.items()}
    lines: list[str] = []
    faults: dict[str, list[str]] = {}
    left = sorted(sounds)
    latency: float | None = None  # the first take's median: where a short retake's belong
    with game_mixer(driver, lines) as mixer:
        for _ in range(TAKES):
            wrong, delays = _take(mixer, {name: sounds[name] for name in left}, driver,
                                  latency)
            latency = latency if latency is not None else float(np.median(delays))
            for name, why in wrong.items():
                faults.setdefault(name, []).append(why)
            left = sorted(wrong)
            if not left:
                break
    assert lines == []
    assert not left, {name: faults[name] for name in left}


def _take(mixer: Mixer, sounds: dict[str, np.ndarray], driver: str,
          latency: float | None) -> tuple[dict[str, str], list[float]]:
    """Play ``sounds`` on the schedule, record them; what was heard wrong (name: why), and
    each found sound's delay from its press."""
    plan = schedule(sounds)
    recording = Recording().start()
    time.sleep(0.2)
    start = time.perf_counter()
    pressed = []
    for at, lane, name in plan:
        time.sleep(max(0.0, start + at - time.perf_counter()))
        pressed.append(time.perf_counter())
        mixer.play(Cue(name, pan=-1.0 if lane == 0 else 1.0, gain=GAIN))
    time.sleep(0.3)
    recording.stop()
    assert recording.error is None
    heard = recording.samples().astype(np.int32)
    found, wrong = {}, {}
    for (_at, lane, name), t in zip(plan, pressed, strict=True):
        peak = float(np.abs(sounds[name][:2 * BLOCK]).max()) * GAIN * np.sqrt(2) * 32767
        near = recording.index_at(t)
        start_at = onset(heard[:, lane:lane + 1], near - BLOCK, floor=int(0.5 * peak),
                         within=RATE // 5)
        if start_at is None:
            wrong[name] = f"not in the recording ({driver})"
        else:
            found[name] = (start_at, lane, (start_at - near) / RATE)
    delays = [d for _, _, d in found.values()]
    for i, (name, (at, lane, delay)) in enumerate(found.items()):
        near_by = sorted(delays[max(0, i - 4):i + 5])  # a starved moment delays what follows
        typical = near_by[len(near_by) // 2] if len(near_by) >= 5 or latency is None \
            else latency
        why = _heard_wrong(sounds[name], heard, at, lane, delay - typical)
        if why:
            wrong[name] = why
    return wrong, delays


def _heard_wrong(mono: np.ndarray, heard: np.ndarray, at: int, lane: int,
                 late: float) -> str | None:
    """Why a sound found at ``at`` is not the sound played there, or None."""
    if abs(late) >= 0.02:
        return f"{late * 1000:+.0f} ms from where it was played"
    match, start_at = best_fit(mono, heard[:, lane], at)
    if match <= 0.7:
        return f"what was heard does not look like it ({match:.2f})"
    own, other = scales(mono, heard, start_at, lane)
    if not 0.5 * SCALE <= own <= 1.5 * SCALE:
        return f"heard at {own:.0f}× for {SCALE:.0f}×"
    if abs(other) >= 0.5 * own:  # centred: 1
        return "heard on the wrong side too"
    return None


def best_fit(mono: np.ndarray, side: np.ndarray, at: int) -> tuple[float, int]:
    """How well the sound's first, second or third 20 ms fit this side of the recording at
    their best place near the found onset (normalised correlation; the best of the three, so
    a starved moment of a loaded machine in one does not hide the sound), and where the
    sound starts by that fit."""
    best = (-1.0, at)
    for part in range(0, 3 * FIT, FIT):
        w = mono[part:part + FIT].astype(np.float64)
        if len(w) < FIT or not w.any():
            continue
        lo = max(0, at + part - 2 * BLOCK)
        heard = side[lo:at + part + BLOCK // 2 + FIT].astype(np.float64)
        fit = np.correlate(heard, w, "valid")
        energy = np.maximum(np.sqrt(np.convolve(heard ** 2, np.ones(FIT), "valid")), 1e-9)
        k = int(np.argmax(fit / energy))
        match = float(fit[k] / energy[k] / np.linalg.norm(w))
        if match > best[0]:
            best = (match, lo + k - part)
    return best


def scales(mono: np.ndarray, heard: np.ndarray, start: int, lane: int) -> tuple[float, float]:
    """The sound's scale in the recording from ``start`` on its own side and on the other,
    over its first 60 ms (least squares: the other lane's sounds hardly correlate with it)."""
    w = mono[:6 * BLOCK].astype(np.float64)
    here = heard[start:start + len(w)].astype(np.float64)
    return float(here[:, lane] @ w / (w @ w)), float(here[:, 1 - lane] @ w / (w @ w))


@pytest.mark.parametrize("driver", DRIVERS)
def test_the_server_dies_and_comes_back(pulse: PulseServer, driver: str,
                                        capfd: pytest.CaptureFixture[str]) -> None:
    lines: list[str] = []
    with game_mixer(driver, lines, music="menu", level=0.3) as mixer:
        pulse.kill()
        end = time.monotonic() + 1.0
        while time.monotonic() < end:  # the game plays on: sounds asked for, ticks
            mixer.play(Cue("move"))
            mixer.update(0.1)
            time.sleep(0.1)
        assert len(lines) == 1 and "lost the audio output" in lines[0], lines
        pulse.start()
        back = time.monotonic()
        wait_for(mixer, lambda: any("sound is back" in line for line in lines), 5.0)
        assert time.monotonic() - back < 3.0
        recording = Recording().start()
        time.sleep(0.3)
        pressed = time.perf_counter()
        mixer.play(Cue("hard_drop", pan=-1.0))
        time.sleep(0.4)
        recording.stop()
    heard = recording.samples()
    at = onset(heard, recording.index_at(pressed), floor=2000, within=RATE // 5)
    assert at is not None, "no sound after the server came back"
    assert len(lines) == 2, lines
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Exception ignored" not in err, err


TUNE = """
[music.t]
tempo = 240
[[music.t.part]]
notes = "A3:1 C4:1"
voice = { wave = "triangle", attack = 0.002, decay = 0.01, sustain = 0.9, release = 0.02 }
"""


@pytest.mark.parametrize("driver", DRIVERS)
def test_music_loops_without_a_gap(pulse: PulseServer, driver: str, tmp_path: Path) -> None:
    """A 0.25 s test tune (the game's loops are 13 s long): its restarts recorded. A gap of
    the loop is in every take; a starved moment of a loaded machine is in one now and then,
    so one of three takes must have none."""
    sounds = tmp_path / "sounds.toml"
    sounds.write_text(TUNE, encoding="utf-8")
    loop_s = 2 * 60 / 240 / 2
    lines: list[str] = []
    gaps: list[list[tuple[int, int]]] = []
    with game_mixer(driver, lines, music="t", level=0.8, sounds=sounds):
        time.sleep(0.9)  # faded in (FADE_S)
        for _ in range(TAKES):
            recording = Recording().start()
            time.sleep(0.2 + 3.5 * loop_s)
            recording.stop()
            heard = recording.samples()
            assert np.abs(heard).max() > 1000, "the music did not play"
            assert len(heard) > 3 * loop_s * RATE
            gaps.append(zero_runs(heard, RATE // 1000))  # silences over 1 ms: three restarts
            if not gaps[-1]:
                break
    assert lines == []
    assert [] in gaps, gaps


def test_the_pyglet_fallback_plays_and_says_once_when_its_driver_dies(
        pulse: PulseServer, monkeypatch: pytest.MonkeyPatch,
        capfd: pytest.CaptureFixture[str]) -> None:
    """pyglet's own driver (its PulseAudio one here; XAudio2 on Windows) playing the stream:
    late, but heard; when its server dies, pyglet's driver is broken for good: one line."""
    monkeypatch.setenv("PYGLET_AUDIO", "pulse")
    lines: list[str] = []
    try:
        with game_mixer("pyglet", lines) as mixer:
            recording = Recording().start()
            time.sleep(0.3)
            pressed = time.perf_counter()
            mixer.play(Cue("hard_drop", pan=1.0))
            time.sleep(0.6)
            recording.stop()
            pulse.kill()
            wait_for(mixer, lambda: bool(lines), 6.0)
            mixer.update(0.1)
    finally:
        pulse.start()
    at = onset(recording.samples(), recording.index_at(pressed), floor=2000, within=RATE // 2)
    assert at is not None, "the pyglet fallback was not heard"
    assert len(lines) == 1 and "until the game is started again" in lines[0], lines
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Exception ignored" not in err, err
