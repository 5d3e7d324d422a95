"""pyglet's GL error checks: off in a fresh game process, kept when asked for, and never
changed once pyglet.gl is loaded (as in this test process)."""

from __future__ import annotations

import os
import subprocess
import sys

from game.glcalls import skip_gl_error_checks

PROBE = ("import os, sys; os.environ.pop('PYGLET_DEBUG_GL', None) if sys.argv[1] == '0' "
         "else os.environ.__setitem__('PYGLET_DEBUG_GL', '1'); "
         "from game.glcalls import skip_gl_error_checks; off = skip_gl_error_checks(); "
         "import arcade; import pyglet.gl.lib as lib; print(off, lib._debug_gl)")


def probe(keep: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYGLET_DEBUG_GL"}
    env["ARCADE_HEADLESS"] = "1"
    done = subprocess.run([sys.executable, "-c", PROBE, keep], capture_output=True, text=True,
                          env=env, check=True, timeout=60)
    return done.stdout.split()[-2] + " " + done.stdout.split()[-1]


def test_checks_are_off_in_a_fresh_process() -> None:
    assert probe("0") == "True False"


def test_pyglet_debug_gl_keeps_them() -> None:
    assert probe("1") == "False True"


def test_too_late_changes_nothing() -> None:
    import arcade  # noqa: F401  (loads pyglet.gl, as in every GL test)
    import pyglet

    before = pyglet.options.debug_gl
    assert skip_gl_error_checks() is False
    assert pyglet.options.debug_gl == before
