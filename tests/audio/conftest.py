"""A private PulseAudio server with a null sink for the tests that listen to the game."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from game.audio.engine_process import EngineProcess
from game.audio.library import load_library
from game.audio.mixer import Mixer, open_mixer
from game.audio.testbed import PulseServer, ServerError, private_server
from game.config.schema import Audio


@pytest.fixture(scope="module")
def pulse() -> Iterator[PulseServer]:
    """The server, started once for a test module and stopped after it; clients of this
    process (and its children) are pointed at it."""
    with ExitStack() as stack:
        try:
            server = stack.enter_context(private_server())
        except ServerError as exc:
            pytest.skip(f"no private PulseAudio server: {exc}")
        yield server


def openal_installed() -> bool:
    from game.audio.sinks.base import SinkLost
    from game.audio.sinks.openal import _al

    try:
        _al()
    except SinkLost:
        return False
    return True


DRIVERS = [pytest.param("pulse"),
           pytest.param("openal", marks=pytest.mark.skipif(
               not openal_installed(), reason="libopenal is not installed"))]


def wait_for(mixer: Mixer, done: Callable[[], bool], timeout_s: float = 10.0) -> None:
    """Tick the mixer (as the window thread does) until ``done()``; fails after a while."""
    deadline = time.monotonic() + timeout_s
    while not done():
        assert time.monotonic() < deadline, "the sound engine did not get there in time"
        mixer.update(0.02)
        time.sleep(0.02)


@contextmanager
def game_mixer(driver: str, lines: list[str], music: str = "", level: float = 0.0,
               sounds: Path | None = None) -> Iterator[Mixer]:
    """The game's own mixer and engine process on ``driver``, connected and ready."""
    volumes = Audio(master=1.0, music=level, effects=1.0, mute=False, driver=driver)
    if sounds is None:
        mixer = open_mixer(lambda: volumes, lambda: music, lines.append)
    else:
        mixer = Mixer(load_library(sounds), EngineProcess([driver], sounds), lambda: volumes,
                      lambda: music, lines.append)
    engine = mixer.engine
    assert isinstance(engine, EngineProcess), lines
    try:
        wait_for(mixer, lambda: engine.ready and bool(engine.driver))
        yield mixer
    finally:
        mixer.close()
