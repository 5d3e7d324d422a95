"""Counting the GL draw calls a piece of drawing issues (arcade's geometries and pyglet's
batches both end in these functions), to pin how many a screen's frame makes."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import arcade.gl.backends.opengl.vertex_array as arcade_vertex_array
import pyglet.graphics.vertexdomain as pyglet_domains

_PYGLET = ("glDrawArrays", "glDrawArraysInstanced", "glDrawElements", "glDrawElementsInstanced")
_ARCADE = ("glDrawArraysInstanced", "glDrawElementsInstanced")


@contextmanager
def draw_calls() -> Iterator[list[str]]:
    """Within the block, every draw call appends its GL function's name to the list."""
    calls: list[str] = []
    saved: list[tuple[Any, str, Any]] = []

    def counting(owner: Any, name: str) -> None:
        original = getattr(owner, name)

        def call(*args: Any) -> Any:
            calls.append(name)
            return original(*args)

        saved.append((owner, name, original))
        setattr(owner, name, call)

    for name in _PYGLET:
        counting(pyglet_domains, name)
    for name in _ARCADE:
        counting(arcade_vertex_array.gl, name)
    try:
        yield calls
    finally:
        for owner, name, original in reversed(saved):
            setattr(owner, name, original)
