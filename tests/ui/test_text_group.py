"""Texts draw with their own blending and put back what arcade's context had set, without
reading GL state back (each read waits for Mesa's threaded dispatch: game/glcalls.py)."""

from __future__ import annotations

import arcade
import numpy as np
import pytest
from pyglet import gl

from game.ui.textbatch import TextBatch, TrackedTextGroup
from tests.gl_calls import QUERIES, counting_gl_calls


def blend_state() -> tuple[bool, tuple[int, ...]]:
    """Blending on or off and its four factors, as GL has them."""
    values = []
    for name in (gl.GL_BLEND_SRC_RGB, gl.GL_BLEND_DST_RGB, gl.GL_BLEND_SRC_ALPHA,
                 gl.GL_BLEND_DST_ALPHA):
        value = gl.GLint()
        gl.glGetIntegerv(name, value)
        values.append(value.value)
    return bool(gl.glIsEnabled(gl.GL_BLEND)), tuple(values)


@pytest.mark.parametrize(("blend", "func"), [
    (False, (gl.GL_ONE, gl.GL_ONE)),
    (True, (gl.GL_ONE, gl.GL_ONE_MINUS_SRC_ALPHA)),
    (True, (gl.GL_SRC_ALPHA, gl.GL_ONE, gl.GL_ONE, gl.GL_ZERO)),
])
def test_a_text_batch_puts_back_the_blending_it_found(canvas, ctx, blend: bool,
                                                      func: tuple[int, ...]) -> None:
    words = arcade.Text("SCORE 1234", 10, 10, (255, 220, 120, 255), 18)
    batch = TextBatch([words])
    groups = list(words._label.group_cache.values())
    assert groups and all(isinstance(group, TrackedTextGroup) for group in groups)

    def draw() -> None:
        (ctx.enable if blend else ctx.disable)(ctx.BLEND)
        ctx.blend_func = func
        with counting_gl_calls() as counts:
            batch.draw()
        assert not any(counts[name] for name in QUERIES), counts
        want = func if len(func) == 4 else func * 2
        assert blend_state() == (blend, want)

    image = canvas.render(draw)
    assert np.asarray(image)[..., :3].max() > 150  # the words were drawn, blended
