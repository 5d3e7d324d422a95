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

from game.scenes.theme import rgba


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

