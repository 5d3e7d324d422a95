"""Many ``arcade.Text`` objects drawn as one pyglet batch.

``Text.draw()`` is a draw call (and a round of GL state set and restored) per text: a HUD
with a dozen labels paid a dozen. In a batch, texts that share a font texture go out in one
call. The texts stay ordinary ``arcade.Text`` objects: changing ``.text`` or ``.color``
updates the batch. Only texts drawn every frame, at the same point in the frame and not
overlapping each other, belong in one batch (within a batch the order is not defined).
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade
import pyglet
from arcade.text import _ArcadeTextLayoutGroup
from pyglet import gl

from game.ui.theme import rgba


class TextBatch:
    """A set of texts drawn together by :meth:`draw`."""

    def __init__(self, texts: Iterable[arcade.Text | None] = ()) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []
        self.add(texts)

    def add(self, texts: Iterable[arcade.Text | None]) -> None:
        """Put more texts in the batch (``None`` entries are skipped)."""
        for t in texts:
            if t is not None:
                t.batch = self.batch
                self.texts.append(t)

    def draw(self) -> None:
        """Draw every text of the batch."""
        self.batch.draw()


def set_color(text: arcade.Text, color: tuple[int, ...]) -> None:
    """Recolour ``text`` only when the colour changes (each set rewrites its vertices)."""
    if tuple(text.label.color) != rgba(color):
        text.color = color


class TrackedTextGroup(_ArcadeTextLayoutGroup):
    """arcade's text group, which reads the blend state back from GL before each text batch
    to put it back after: it takes it from arcade's context, which tracks what it set. A
    read-back makes the drawing thread wait for Mesa's threaded dispatch and run the frame's
    queued GL work itself (0.6 ms a frame here: ``game/glcalls.py``)."""

    _prev_blend_func: tuple[int, ...]  # type: ignore[assignment]

    def set_state(self) -> None:
        self.program.use()
        self.program["scissor"] = False
        gl.glActiveTexture(gl.GL_TEXTURE0)
        gl.glBindTexture(self.texture.target, self.texture.id)
        ctx = arcade.get_window().ctx
        self._prev_blend = ctx.is_enabled(ctx.BLEND)
        self._prev_blend_func = ctx.blend_func
        gl.glEnable(gl.GL_BLEND)
        gl.glBlendFuncSeparate(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA, gl.GL_ONE, gl.GL_ONE)

    def unset_state(self) -> None:
        if not self._prev_blend:
            gl.glDisable(gl.GL_BLEND)
        func = self._prev_blend_func
        (gl.glBlendFunc if len(func) == 2 else gl.glBlendFuncSeparate)(*func)
        self.program.stop()


# Every text laid out from now on (arcade puts its own group in the same place on import).
pyglet.text.layout.TextLayout.group_class = TrackedTextGroup
