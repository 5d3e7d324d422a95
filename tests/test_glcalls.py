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


THREAD_PROBE = ("import os, sys; from game.glcalls import thread_gl_calls, threaded; "
                "import arcade; late = sys.argv[1] == 'late'; "
                "w = arcade.Window(64, 64, visible=False) if late else None; "
                "asked = thread_gl_calls(); "
                "w = w or arcade.Window(64, 64, visible=False); w.clear(); w.ctx.finish(); "
                "print(asked, threaded(), os.environ.get('mesa_glthread'), "
                "os.environ.get('MESA_DEBUG'))")


def thread_probe(when: str, **env: str) -> list[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("mesa_glthread", "MESA_DEBUG")}
    done = subprocess.run([sys.executable, "-c", THREAD_PROBE, when], capture_output=True,
                          text=True, env={**base, "ARCADE_HEADLESS": "1", **env}, check=True,
                          timeout=60)
    if "mesa_glthread" not in env:  # Mesa's note on the variable we set is kept quiet
        assert "ATTENTION" not in done.stderr, done.stderr
    return done.stdout.split()[-4:]


def test_threaded_dispatch_is_asked_for_before_the_first_context() -> None:
    assert thread_probe("early") == ["True", "True", "true", "silent"]


def test_the_players_choice_stands() -> None:
    assert thread_probe("early", mesa_glthread="false") == ["False", "False", "false", "None"]


def test_asked_too_late_it_changes_nothing() -> None:
    assert thread_probe("late") == ["False", "False", "None", "None"]
