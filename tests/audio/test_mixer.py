"""The mixer: volumes and mute applied, music crossfaded, and it never fails (no device, a
broken driver). The engine it drives is either a fake that writes requests down, or the real
engine in this process with no sink, its mix rendered by the test."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game.audio.cues import Columns, Cue
from game.audio.engine import Engine
from game.audio.library import Library, Tune
from game.audio.mix import FADE_S, MAX_VOICES
from game.audio.mixer import Mixer, open_mixer
from game.audio.synth import RATE, Voice
from game.config.schema import Audio
from game.core.events import Event

LIBRARY = Library(sounds={"beep": (Voice(),), "boom": (Voice(),), "move": (Voice(),)},
                  music={"a": Tune(120.0, ()), "b": Tune(120.0, ())})


class FakeEngine:
    """Records what the mixer asked for."""

    ready = True

    def __init__(self) -> None:
        self.played: list[dict[str, Any]] = []
        self.asked: list[str] = []
        self.levels: list[float] = []
        self.lines: list[str] = []

    def play(self, name: str, pan: float = 0.0, pitch: float = 0.0, gain: float = 1.0
             ) -> bool:
        self.played.append({"name": name, "pan": pan, "pitch": pitch, "gain": gain})
        return True

    def music(self, name: str) -> None:
        self.asked.append(name)

    def music_level(self, level: float) -> None:
        self.levels.append(level)

    def take_lines(self) -> list[str]:
        lines, self.lines = self.lines, []
        return lines

    def stop(self, wait_s: float = 1.0) -> None:
        pass


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def mixer(engine: Any, audio: Audio | None = None, music: str | None = None,
          lines: list[str] | None = None) -> tuple[Mixer, Clock, dict[str, Any]]:
    state: dict[str, Any] = {"audio": audio or Audio(master=1.0, music=1.0, effects=1.0,
                                                     mute=False), "music": music}
    clock = Clock()
    m = Mixer(LIBRARY, engine, lambda: state["audio"], lambda: state["music"],
              report=(lines.append if lines is not None else lambda line: None), clock=clock)
    m.update(0.0)
    return m, clock, state


def real_engine() -> Engine:
    """The engine with no sink: what it mixes is rendered by the test."""
    engine = Engine(LIBRARY, None)
    engine.samples = {"beep": np.full(441, 0.5, dtype=np.float32),
                      "boom": np.full(4410, 0.5, dtype=np.float32)}
    engine.loops = {"a": np.full(4410, 0.5, dtype=np.float32),
                    "b": np.full(4410, 0.25, dtype=np.float32)}
    return engine


def test_effect_gain_is_master_times_effects_times_cue() -> None:
    out = FakeEngine()
    m, _clock, _ = mixer(out, Audio(master=0.5, music=1.0, effects=0.4, mute=False))
    m.play(Cue("beep", gain=0.5))
    assert out.played[0]["gain"] == pytest.approx(0.1)


def test_the_gain_reaches_the_stream() -> None:
    engine = real_engine()
    m, _clock, _ = mixer(engine, Audio(master=0.5, music=0.0, effects=0.4, mute=False))
    m.play(Cue("beep"))
    block = engine.mix.render(256)
    assert block[10, 0] == block[10, 1] == round(0.5 * 0.2 * 32767)  # centre: full each side


def test_mute_and_zero_volume_play_nothing() -> None:
    out = FakeEngine()
    m, _clock, state = mixer(out, Audio(master=1.0, music=1.0, effects=1.0, mute=True))
    m.play(Cue("beep"))
    state["audio"] = Audio(master=1.0, music=1.0, effects=0.0, mute=False)
    m.update(0.0)
    m.play(Cue("beep"))
    assert out.played == []
    state["audio"] = Audio(master=1.0, music=1.0, effects=1.0, mute=False)
    m.update(0.0)  # volumes are followed live
    m.play(Cue("beep"))
    assert len(out.played) == 1


def test_the_same_sound_twice_at_once_plays_once_and_voices_are_capped() -> None:
    engine = real_engine()
    m, clock, _ = mixer(engine)
    m.play(Cue("beep"))
    m.play(Cue("beep"))
    assert engine.mix.voices == 1
    for _ in range(MAX_VOICES + 5):
        clock.now += 0.001
        m.play(Cue("boom"))
        m._last.clear()  # as if far apart, but still all ringing
    assert engine.mix.voices == MAX_VOICES


def test_finished_effects_are_freed() -> None:
    engine = real_engine()
    m, _clock, _ = mixer(engine)
    m.play(Cue("beep"))
    engine.mix.render(256)
    assert engine.mix.voices == 1
    engine.mix.render(256)  # 512 frames: past the beep's 441
    assert engine.mix.voices == 0


def test_pan_reaches_the_samples() -> None:
    engine = real_engine()
    m, _clock, _ = mixer(engine)
    m.play(Cue("beep", pan=-1.0))
    stereo = engine.mix.render(256)
    assert abs(int(stereo[10, 0])) > 0 and stereo[10, 1] == 0


def test_music_crossfades_between_scenes_at_the_music_volume() -> None:
    engine = real_engine()
    m, _clock, state = mixer(engine, Audio(master=0.5, music=0.8, effects=1.0, mute=False), "a")
    assert m.music == "a"
    half = round(FADE_S * RATE / 2)
    engine.mix.render(2 * half + 256)  # faded in
    assert engine.mix.render(256)[-1, 0] == round(0.5 * 0.4 * 32767)  # loop × master × music
    state["music"] = "b"
    m.update(0.1)
    engine.mix.render(half)
    fades = engine.mix.fades
    assert 0 < fades["a"] < 1 and 0 < fades["b"] < 1  # both sound, half way
    engine.mix.render(half + 256)
    assert engine.mix.fades == {"b": 1.0} and m.music == "b"
    assert engine.mix.render(256)[-1, 0] == round(0.25 * 0.4 * 32767)
    state["music"] = None  # an overlay keeps what plays
    m.update(0.1)
    assert m.music == "b"
    state["audio"] = Audio(master=0.5, music=0.8, effects=1.0, mute=True)
    m.update(0.1)
    engine.mix.render(256)  # the level ramps down within a block
    assert not engine.mix.render(256).any()


def test_a_loop_wraps_sample_exactly() -> None:
    """The music loop's last sample is followed by its first: no gap at the restart."""
    engine = real_engine()
    ramp = np.linspace(0.1, 0.6, 1000, dtype=np.float32)
    engine.loops["a"] = ramp
    mixer(engine, Audio(master=1.0, music=1.0, effects=1.0, mute=False), "a")
    faded = engine.mix.render(round(FADE_S * RATE) + 100)  # faded in: the loop at full level
    out = np.concatenate([engine.mix.render(256) for _ in range(12)])[:, 0]  # 3 restarts
    start = len(faded) % len(ramp)
    expected = np.rint(np.tile(ramp, 5)[start:start + len(out)] * 32767).astype(np.int16)
    assert np.array_equal(out, expected)


def test_no_engine_is_silent_and_quiet() -> None:
    m, _clock, _state = mixer(None, music="a")
    m.play(Cue("beep"))
    m.event("retris", Event(1, "lock", {"cells": [[0, 0]]}), Columns(0, 9))
    m.update(0.1)
    assert m.music == "" and m.latency.summary() == {}


def test_events_become_cues_through_the_data() -> None:
    out = FakeEngine()
    lib = Library(sounds={"s": (Voice(),), "h": (Voice(),)},
                  events={"retris": {"lock": {"soft": "s", "hard": "h"}}}, music={})
    m = Mixer(lib, out, report=lambda line: None)
    m.event("retris", Event(1, "lock", {"hard": True, "cells": [[9, 0]]}), Columns(0, 9),
            since=m._clock())
    assert [p["name"] for p in out.played] == ["h"] and out.played[0]["pan"] == 1.0  # right
    assert m.latency.summary()["count"] == 1.0


def test_the_engines_lines_reach_the_player_from_update() -> None:
    out = FakeEngine()
    lines: list[str] = []
    m, _clock, _ = mixer(out, lines=lines)
    out.lines = ["sound: lost the audio output (pulse: Connection terminated)"]
    assert lines == []  # nothing from another thread: update() passes them on
    m.update(0.1)
    assert lines == ["sound: lost the audio output (pulse: Connection terminated)"]


def test_busy_only_while_the_engine_starts_so_an_idle_menu_wakes_less() -> None:
    """The fades and the ends of effects run in the engine: the window thread need not
    tend them, only follow the scene and the volumes a few times a second."""
    out = FakeEngine()
    out.ready = False
    m, _clock, _state = mixer(out, music="a")
    assert m.busy  # the sounds are being synthesised: the first music should not wait
    out.ready = True
    m.play(Cue("beep"))
    assert not m.busy  # an effect sounding, a fade: the engine's business
    assert not mixer(None, music="a")[0].busy  # no engine: nothing to tend


def test_open_mixer_with_driver_none_says_so_once() -> None:
    lines: list[str] = []
    m = open_mixer(lambda: Audio(driver="none"), lambda: None, lines.append)
    m.play(Cue("move"))
    assert m.engine is None and lines == [
        'sound: off ([audio] driver = "none"); playing silently']


def test_open_mixer_when_the_process_cannot_start_says_so_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import game.audio.engine_process as process

    def cannot(*args: Any, **kwargs: Any) -> None:
        raise OSError("no such file: python")

    monkeypatch.setattr(process.EngineProcess, "__init__", cannot)
    lines: list[str] = []
    m = open_mixer(lambda: Audio(driver="pulse"), lambda: None, lines.append)
    assert m.engine is None and lines == [
        "sound: the sound process could not start (no such file: python); playing silently"]
