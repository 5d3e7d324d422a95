"""Setting a program's uniforms only when their values change.

Programs are shared (:func:`game.render.shaders.load_program` compiles one per context and
set of defines), so the values last set are kept here, per program, for every renderer that
draws with it. Setting a uniform costs a few microseconds of Python and a GL call, several
times that between two frames of llvmpipe's work (the main thread's caches are cold then),
and most of them never change from one frame to the next. Whatever sets these programs'
uniforms must go through here, or the values kept would be stale.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

import arcade

_last: weakref.WeakKeyDictionary[arcade.gl.Program, dict[str, object]] = (
    weakref.WeakKeyDictionary())


def last_values(program: arcade.gl.Program) -> dict[str, object]:
    """The values last set on ``program`` through this module, by uniform name (a caller
    that sets one itself writes it here too)."""
    last = _last.get(program)
    if last is None:
        last = _last[program] = {}
    return last


def set_changed(program: arcade.gl.Program, values: Iterable[tuple[str, object]]) -> None:
    """Set each ``(name, value)`` on ``program`` unless it holds that value already (values
    are compared with ``!=``: numbers and tuples, not arrays)."""
    last = last_values(program)
    for name, value in values:
        if last.get(name) != value:
            program[name] = last[name] = value
