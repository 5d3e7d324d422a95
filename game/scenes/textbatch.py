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
    if tuple(text.label.color) != tuple(arcade.types.Color.from_iterable(color)):
        text.color = color


_shared_bins: dict[tuple[int, int, int], object] = {}


def share_glyph_atlas(size: int = 2048) -> None:
    """Put the glyphs of every font made from now on in shared atlas textures (one per
    texture format and filtering), instead of one atlas per font and size.

    A text batch draws one call per glyph texture, and arcade's text group queries and
    restores the blend state around each: a HUD in ten fonts and sizes paid ten of those. With
    one atlas its texts go out in one call. Glyphs are the same texels wherever they are
    packed (each keeps a one-texel border), so the pixels do not change. Idempotent; fonts
    that already made glyphs keep their own atlas.
    """
    from pyglet.font import base

    if getattr(base.Font.create_glyph, "shared_atlas", False):
        return
    own = base.Font.create_glyph

    def create_glyph(font: base.Font, img: object, fmt: int | None = None) -> object:
        if font.texture_bin is None:
            key = (fmt or font.texture_internalformat, font.texture_min_filter,
                   font.texture_mag_filter)
            if key not in _shared_bins:
                _shared_bins[key] = base.GlyphTextureBin(size, size)
            font.texture_bin = _shared_bins[key]
        return own(font, img, fmt)

    create_glyph.shared_atlas = True  # type: ignore[attr-defined]
    base.Font.create_glyph = create_glyph  # type: ignore[method-assign]
