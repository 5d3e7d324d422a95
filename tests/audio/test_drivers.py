"""Which output the engine tries, and how it lives through one that fails or goes away (fake
sinks here; the real server is in test_real_output.py)."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from game.audio import sinks
from game.audio.engine import Engine
from game.audio.library import Library
from game.audio.quiet import pyglet_audio
from game.audio.sinks import driver_order, first_that_opens
from game.audio.sinks.base import SinkBroken, SinkLost
from game.audio.synth import Voice
from game.config.loader import load_settings


@pytest.mark.parametrize(("setting", "env", "order"), [
    ("auto", None, ("pulse", "openal") if sys.platform.startswith("linux")
     else ("pulse", "openal", "pyglet")),
    ("auto", "pulse", ("pulse",)),  # how the issue was reproduced
    ("auto", "openal,pulse,silent", ("openal", "pulse")),
    ("auto", "pulse,silent,openal", ("pulse",)),  # silent ends the list
    ("auto", "silent", ()),
    ("openal", "pulse", ("openal",)),  # a driver named in the settings is the one tried
    ("none", None, ()),
])
def test_the_driver_order(setting: str, env: str | None, order: tuple[str, ...],
                          monkeypatch: pytest.MonkeyPatch) -> None:
    if env is None:
        monkeypatch.delenv("PYGLET_AUDIO", raising=False)
    else:
        monkeypatch.setenv("PYGLET_AUDIO", env)
    assert driver_order(setting, pyglet_audio()) == order


def test_pyglets_windows_drivers_mean_pyglet_only_on_windows() -> None:
    order = driver_order("auto", ("xaudio2", "directsound", "openal"))
    assert order == (("pyglet", "openal") if sys.platform.startswith("win") else ("openal",))


def test_a_driver_setting_is_checked(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[audio]\ndriver = "alsa"\n', encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.settings.audio.driver == "auto"
    assert any("audio.driver" in str(p) and '"pulse"' in str(p) for p in loaded.problems)


def test_every_failure_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(why: str):  # type: ignore[no-untyped-def]
        def open_sink() -> None:
            raise SinkLost(why)
        return open_sink

    monkeypatch.setattr(sinks, "opener", lambda name: refuse(
        {"pulse": "pulse: Connection refused", "openal": "no device"}[name]))
    with pytest.raises(SinkLost, match=r"^pulse: Connection refused; openal: no device$"):
        first_that_opens(["pulse", "openal"])()


class FlakySink:
    """Takes ``blocks`` writes, then is gone, as a server killed mid-play."""

    name = "fake"

    def __init__(self, blocks: int) -> None:
        self.blocks = blocks
        self.written: list[bytes] = []

    def write(self, block: bytes) -> None:
        if len(self.written) >= self.blocks:
            raise SinkLost("fake: Connection terminated")
        self.written.append(block)
        time.sleep(0.001)

    def close(self) -> None:
        pass


def test_a_lost_output_is_said_once_retried_and_said_back() -> None:
    state = {"up": False, "opened": 0}
    opened: list[FlakySink] = []

    def open_sink() -> FlakySink:
        state["opened"] += 1
        if not state["up"]:
            raise SinkLost("fake: no server")
        opened.append(FlakySink(20 if len(opened) == 0 else 10_000))
        return opened[-1]

    engine = Engine(Library(sounds={"beep": (Voice(),)}), open_sink, retry_s=0.02)
    engine.samples = {"beep": np.full(2000, 0.5, dtype=np.float32)}
    engine.start()
    try:
        wait(lambda: state["opened"] >= 3)  # tried again and again, said once
        assert engine.take_lines() == [
            "sound: no audio output (fake: no server); playing silently, trying again every "
            "0.02 s"]
        assert not engine.play("beep")  # nothing to play into: dropped, not queued
        state["up"] = True
        wait(lambda: len(opened) == 2)  # the first one died after 20 blocks
        wait(lambda: len(opened[1].written) > 5)
        assert engine.take_lines() == [
            "sound is back (fake)",
            "sound: lost the audio output (fake: Connection terminated); playing silently, "
            "trying again every 0.02 s",
            "sound is back (fake)"]
        assert engine.play("beep")
        wait(lambda: any(np.frombuffer(b, "<i2").any() for b in opened[1].written[-5:]))
    finally:
        engine.stop()
    assert not any(t.name == "sound-writer" and t.is_alive() for t in threading.enumerate())


def test_an_output_that_cannot_reopen_is_said_once_and_not_retried() -> None:
    opened: list[int] = []

    class Broken(FlakySink):
        def write(self, block: bytes) -> None:
            raise SinkBroken("fake: its driver died")

    def open_sink() -> FlakySink:
        if opened:
            raise SinkBroken("fake: its driver died")
        opened.append(1)
        return Broken(0)

    engine = Engine(Library(), open_sink, retry_s=0.01)
    engine.start()
    wait(lambda: not any(t.name == "sound-writer" and t.is_alive()
                         for t in threading.enumerate()))
    engine.stop()
    assert opened == [1] and engine.take_lines() == [
        "sound: lost the audio output (fake: its driver died); playing silently until the "
        "game is started again"]


def wait(done, timeout_s: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while not done():
        assert time.monotonic() < deadline
        time.sleep(0.005)
