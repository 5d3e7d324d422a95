"""The game in a real window on a private X server (Xvfb): it carries its icon, and when the
X server dies it quits within seconds with one line and status 1, no traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

from game.window_icon import ICON_SIZES
from tests.scenes.x_display import wait_for, window_icons, xvfb

START_S = 60.0  # the game's start on a busy 2-core machine, with margin
QUIT_S = 5.0


@pytest.fixture
def x_server() -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt install xvfb)")
    with xvfb() as server:
        yield server


def test_icon_and_quitting_when_the_x_server_dies(
        x_server: tuple[str, subprocess.Popen[bytes]], tmp_path: Path) -> None:
    display, xproc = x_server
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=display, ARCADEFORGE_DATA_DIR=str(tmp_path / "data"),
               ARCADEFORGE_CONFIG_DIR=str(tmp_path / "config"), PYGLET_AUDIO="silent")
    with (tmp_path / "stderr.txt").open("w+b") as err:
        game = subprocess.Popen([sys.executable, "-m", "game", "--windowed"], env=env,
                                stdout=subprocess.DEVNULL, stderr=err)
        try:
            started = wait_for(lambda: window_icons(display) or game.poll() is not None,
                               START_S)
            assert started and game.poll() is None, _said(err)
            assert sorted(set(window_icons(display))) == [(s, s) for s in ICON_SIZES]
            time.sleep(0.5)  # a few frames on screen
            before = _said(err)
            xproc.terminate()
            took = time.monotonic()
            status = game.wait(timeout=QUIT_S + 10)
            took = time.monotonic() - took
        finally:
            if game.poll() is None:
                game.kill()
                game.wait()
        said = _said(err)
    after = said[len(before):].strip().splitlines()
    assert took < QUIT_S, took
    assert status == 1
    assert after == [f"arcadeforge: the display {display} went away (its X server stopped); "
                     "quitting"], after
    assert "Traceback" not in said


def _said(err: IO[bytes]) -> str:
    err.flush()
    err.seek(0)
    return err.read().decode(errors="replace")
