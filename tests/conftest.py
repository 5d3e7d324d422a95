"""Test-wide setup: every test runs headless (a real GL context through EGL/Mesa)."""

from __future__ import annotations

import atexit
import ctypes.util
import os
import shutil
import tempfile
from typing import Any

import pytest

from game.audio.quiet import keep_pyglet_off_the_device
from game.glcalls import thread_gl_calls

# Must happen before anything imports arcade: arcade reads it at import time.
os.environ.setdefault("ARCADE_HEADLESS", "1")
# As the game runs: Mesa's threaded GL dispatch (before the first GL context), and pyglet's own
# audio driver silent (before arcade imports pyglet.media, which would open it).
thread_gl_calls()
keep_pyglet_off_the_device()

# Finished games save their replays and scores; keep the tests' out of the real user folder.
# Each test gets an empty data folder of its own (own_data_folder below); this one is for what
# runs outside a test (collection, session fixtures), fresh for each run: a folder kept from
# an earlier run made the first game over of a fresh machine differ from every later one.
for _name, _prefix in (("ARCADEFORGE_DATA_DIR", "arcadeforge-tests-"),
                      # likewise the settings: tests never read the player's own settings.toml
                      ("ARCADEFORGE_CONFIG_DIR", "arcadeforge-tests-config-")):
    if _name not in os.environ:
        os.environ[_name] = tempfile.mkdtemp(prefix=_prefix)
        atexit.register(shutil.rmtree, os.environ[_name], True)


GL_PACKAGES = "libegl1 libegl-mesa0 libgl1-mesa-dri libgl1"  # Debian/Ubuntu names


def pytest_configure(config: pytest.Config) -> None:
    """Stop with one line, not an import traceback, where the GL libraries are missing."""
    missing = [name for name in ("GL", "EGL") if ctypes.util.find_library(name) is None]
    if missing:
        pytest.exit(f"tests need OpenGL through Mesa's EGL; lib{'/lib'.join(missing)} not "
                    f"found (Debian/Ubuntu: apt install {GL_PACKAGES})", returncode=4)


@pytest.fixture(scope="session")
def window() -> Any:
    """The test session's one headless window (arcade is imported only by tests that draw)."""
    from tests.gl_support import session_window

    return session_window()


@pytest.fixture(scope="session")
def ctx(window: Any) -> Any:
    return window.ctx


@pytest.fixture(scope="session")
def canvas(ctx: Any) -> Any:
    from tests.gl_support import Canvas

    return Canvas(ctx)


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with an empty score book and replay folder: no test's outcome may hang
    on which tests ran before it (a first game always enters the top 10 and asks a name)."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(autouse=True)
def english_after_each_test() -> Any:
    """Each test starts and ends in English (the source language): a test that chose
    another and failed before switching back must not make the next one read French."""
    from game import i18n

    if i18n.language() != "en":
        i18n.set_language("en")
    yield
    if i18n.language() != "en":
        i18n.set_language("en")
