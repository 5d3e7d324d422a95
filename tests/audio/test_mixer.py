"""The mixer: volumes and mute applied, music crossfaded, and it never fails (no device, a
broken driver)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game.audio.cues import Columns, Cue
from game.audio.library import Library, Tune
from game.audio.mixer import FADE_S, MAX_VOICES, Mixer, open_mixer
from game.audio.synth import Voice, render
from game.config.schema import Audio
from game.core.events import Event


class FakeOutput:
    """Records what would be played."""

    name = "fake"

    def __init__(self) -> None:
        self.started: list[dict[str, Any]] = []
        self.stopped: list[int] = []
        self.volumes: dict[int, float] = {}

    def source(self, pcm: bytes) -> Any:
        return pcm

    def start(self, source: Any, volume: float, loop: bool = False) -> int:
        self.started.append({"pcm": source, "volume": volume, "loop": loop})
        handle = len(self.started) - 1
        self.volumes[handle] = volume
        return handle

    def set_volume(self, handle: int, volume: float) -> None:
        self.volumes[handle] = volume

    def stop(self, handle: int) -> None:
        self.stopped.append(handle)


class BrokenOutput(FakeOutput):
    def start(self, source: Any, volume: float, loop: bool = False) -> int:
        raise OSError("the driver fell over")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def mixer(output: Any, audio: Audio | None = None, music: str | None = None,
          lines: list[str] | None = None) -> tuple[Mixer, Clock, dict[str, Any]]:
    state: dict[str, Any] = {"audio": audio or Audio(master=1.0, music=1.0, effects=1.0,
                                                     mute=False), "music": music}
    clock = Clock()
    m = Mixer(Library(), output, lambda: state["audio"], lambda: state["music"],
              report=(lines.append if lines is not None else lambda line: None), clock=clock)
    m.samples = {"beep": np.full(441, 0.5, dtype=np.float32),
                 "boom": np.full(4410, 0.5, dtype=np.float32)}
    m.loops = {"a": np.zeros(4410, dtype=np.float32), "b": np.zeros(4410, dtype=np.float32)}
    m.update(0.0)
    return m, clock, state


def test_effect_gain_is_master_times_effects_times_cue() -> None:
    out = FakeOutput()
    m, _clock, _ = mixer(out, Audio(master=0.5, music=1.0, effects=0.4, mute=False))
    m.play(Cue("beep", gain=0.5))
    assert out.started[0]["volume"] == pytest.approx(0.1)


def test_mute_and_zero_volume_play_nothing() -> None:
    out = FakeOutput()
    m, _clock, state = mixer(out, Audio(master=1.0, music=1.0, effects=1.0, mute=True))
    m.play(Cue("beep"))
    state["audio"] = Audio(master=1.0, music=1.0, effects=0.0, mute=False)
    m.update(0.0)
    m.play(Cue("beep"))
    assert out.started == []
    state["audio"] = Audio(master=1.0, music=1.0, effects=1.0, mute=False)
    m.update(0.0)  # volumes are followed live
    m.play(Cue("beep"))
    assert len(out.started) == 1


def test_the_same_sound_twice_at_once_plays_once_and_voices_are_capped() -> None:
    out = FakeOutput()
    m, clock, _ = mixer(out)
    m.play(Cue("beep"))
    m.play(Cue("beep"))
    assert len(out.started) == 1
    for _ in range(MAX_VOICES + 5):
        clock.now += 0.001
        m.play(Cue("boom"))
        m._last.clear()  # as if far apart, but still all ringing
    assert len(m._playing) == MAX_VOICES and len(out.stopped) >= 5


def test_finished_effects_are_freed() -> None:
    out = FakeOutput()
    m, clock, _ = mixer(out)
    m.play(Cue("beep"))
    clock.now += 1.0
    m.update(0.02)
    assert out.stopped == [0] and not m._playing


def test_pan_reaches_the_samples() -> None:
    out = FakeOutput()
    m, _clock, _ = mixer(out)
    m.play(Cue("beep", pan=-1.0))
    stereo = np.frombuffer(out.started[0]["pcm"], dtype="<i2").reshape(-1, 2)
    assert abs(int(stereo[10, 0])) > 0 and stereo[10, 1] == 0


def test_music_crossfades_between_scenes_at_the_music_volume() -> None:
    out = FakeOutput()
    m, _clock, state = mixer(out, Audio(master=0.5, music=0.8, effects=1.0, mute=False), "a")
    assert out.started[0]["loop"] and m.music == "a"
    steps = round(FADE_S / 0.1)
    for _ in range(steps):
        m.update(0.1)
    assert out.volumes[0] == pytest.approx(0.4)  # faded in to master x music
    state["music"] = "b"
    m.update(0.1)
    half = [m.update(0.1) for _ in range(steps // 2 - 1)]
    assert len(half) and 0 < out.volumes[0] < 0.4 and 0 < out.volumes[1] < 0.4
    for _ in range(steps):
        m.update(0.1)
    assert m.music == "b" and 0 in out.stopped and out.volumes[1] == pytest.approx(0.4)
    state["music"] = None  # an overlay keeps what plays
    m.update(0.1)
    assert m.music == "b"
    state["audio"] = Audio(master=0.5, music=0.8, effects=1.0, mute=True)
    m.update(0.1)
    assert out.volumes[1] == 0.0


def test_no_output_is_silent_and_quiet() -> None:
    m, _clock, _state = mixer(None, music="a")
    m.play(Cue("beep"))
    m.event("retris", Event(1, "lock", {"cells": [[0, 0]]}), Columns(0, 9))
    m.update(0.1)
    assert m.music == "" and m.latency.summary() == {}


def test_a_broken_driver_says_so_once_then_plays_silently() -> None:
    lines: list[str] = []
    m, clock, _state = mixer(BrokenOutput(), music="a", lines=lines)
    m.play(Cue("beep"))
    clock.now += 1
    m.play(Cue("boom"))
    m.update(0.1)
    assert len(lines) == 1 and "the driver fell over" in lines[0] and "silently" in lines[0]
    assert m.output is None


def test_open_mixer_without_a_device_says_so_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.audio.out as out_module

    def no_driver(self: Any) -> None:
        raise RuntimeError("pyglet found no audio driver")

    monkeypatch.setattr(out_module.PygletOutput, "__init__", no_driver)
    lines: list[str] = []
    m = open_mixer(Audio, lambda: None, lines.append)
    m.play(Cue("move"))
    assert m.output is None and lines == [
        "sound: no audio output (RuntimeError: pyglet found no audio driver); playing silently"]


def test_pyglets_silent_driver_plays_and_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """Headless here: pyglet picks its silent driver; sounds still go through its players."""
    import arcade  # noqa: F401  (headless pyglet options first)

    monkeypatch.setattr(Mixer, "start_rendering", lambda self: None)  # one sound is enough
    lines: list[str] = []
    m = open_mixer(Audio, lambda: None, lines.append)
    if m.output is None or not getattr(m.output, "silent", False):
        pytest.skip("a real audio device is present")
    assert lines == ["sound: no audio device found (pyglet's silent driver); playing silently"]
    m.samples["lock"] = render(m.library.sounds["lock"])
    m.play(Cue("lock"), since=None)
    assert m.latency.summary()["count"] == 1.0 and lines == lines[:1]
    m.output.stop(m._playing[0][1])


def test_events_become_cues_through_the_data() -> None:
    out = FakeOutput()
    lib = Library(sounds={"s": (Voice(),), "h": (Voice(),)},
                  events={"retris": {"lock": {"soft": "s", "hard": "h"}}}, music={})
    m = Mixer(lib, out, report=lambda line: None)
    m.samples = {"s": np.full(100, 0.1, dtype=np.float32), "h": np.full(200, 0.1,
                                                                        dtype=np.float32)}
    m.event("retris", Event(1, "lock", {"hard": True, "cells": [[9, 0]]}), Columns(0, 9))
    pcm = np.frombuffer(out.started[0]["pcm"], dtype="<i2").reshape(-1, 2)
    assert len(pcm) == 200 and pcm[5, 1] > pcm[5, 0]  # hard lock, on the right
    assert isinstance(Tune(120.0, ()), Tune)


def test_busy_while_fading_or_sounding_so_an_idle_menu_wakes_less() -> None:
    out = FakeOutput()
    m, clock, state = mixer(out, music="a")
    m._warmed = True  # the fixture's two samples are not the library's
    assert m.busy  # the music fades in
    for _ in range(round(FADE_S / 0.1) + 1):
        m.update(0.1)
    assert not m.busy
    m.play(Cue("beep"))
    assert m.busy  # an effect sounds
    clock.now += 1.0
    m.update(0.1)
    assert not m.busy
    state["music"] = "b"
    m.update(0.1)
    assert m.busy  # the crossfade
    assert not mixer(None, music="a")[0].busy  # no output: nothing to tend
