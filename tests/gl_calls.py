"""Counting GL calls while something draws: draw calls (arcade's geometries and pyglet's
batches alike), reads of a framebuffer (blits, pixel reads), which make software GL wait
for everything drawn before them, and reads of GL state, which make Mesa's threaded dispatch
wait for every call queued before them (``game/glcalls.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pyglet.gl
import pyglet.graphics.vertexdomain as vertexdomain

DRAWS = ("glDrawArrays", "glDrawArraysInstanced", "glDrawElements", "glDrawElementsInstanced")
READS = ("glBlitFramebuffer", "glReadPixels", "glCopyTexSubImage2D", "glGetTexImage")
QUERIES = ("glGetIntegerv", "glGetBooleanv", "glGetFloatv", "glGetDoublev", "glIsEnabled",
           "glGetString", "glGetBufferSubData", "glMapBuffer", "glMapBufferRange", "glFinish",
           "glGetTexImage", "glReadPixels", "glGetUniformLocation", "glGetProgramiv")
SCREEN = "screen:"  # a read's count again under this prefix when it reads the window's
# Where the GL functions are looked up at call time: arcade goes through the pyglet.gl module,
# pyglet's vertex domains through names they imported.
_MODULES = (pyglet.gl, vertexdomain)


@contextmanager
def counting_gl_calls() -> Iterator[Counter[str]]:
    """Inside the block, every call of :data:`DRAWS`, :data:`READS` and :data:`QUERIES` is
    counted by name."""
    counts: Counter[str] = Counter()
    saved: list[tuple[object, str, Callable]] = []

    def counted(name: str, real: Callable) -> Callable:
        def call(*args: object) -> object:
            counts[name] += 1
            if name in READS and _reading_the_screen():
                counts[SCREEN + name] += 1
            return real(*args)

        return call

    for module in _MODULES:
        for name in dict.fromkeys((*DRAWS, *READS, *QUERIES)):
            real = getattr(module, name, None)
            if real is not None:
                saved.append((module, name, real))
                setattr(module, name, counted(name, real))
    try:
        yield counts
    finally:
        for module, name, real in saved:
            setattr(module, name, real)


def draw_calls(counts: Counter[str]) -> int:
    return sum(counts[name] for name in DRAWS)


def reads(counts: Counter[str]) -> int:
    return sum(counts[name] for name in READS)


def screen_reads(counts: Counter[str]) -> int:
    """Reads of the window's framebuffer (what this frame draws into), not of a kept one."""
    return sum(counts[SCREEN + name] for name in READS)


_GET_INTEGER = pyglet.gl.glGetIntegerv  # (its own question is not the frame's, nor counted)


def _reading_the_screen() -> bool:
    import arcade

    bound = pyglet.gl.GLint()
    _GET_INTEGER(pyglet.gl.GL_READ_FRAMEBUFFER_BINDING, bound)
    return bound.value == arcade.get_window().ctx.screen.glo.value
