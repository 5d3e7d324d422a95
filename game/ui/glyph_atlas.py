"""Every font's glyphs in one shared atlas, so one text batch is one draw call.

pyglet gives each font (a family at one size and weight) its own glyph texture, and a batch
draws each texture's glyphs in a draw call of their own: the title's words (seven sizes and
weights) were seven calls, ~0.1-0.3 ms of main thread each here. The glyph images are the
same wherever they are stored (sampled NEAREST at whole pixels), so sharing one
:class:`~pyglet.font.base.GlyphTextureBin` changes no pixel. A font loaded before
:func:`share_glyph_atlas` keeps its own texture.
"""

from __future__ import annotations

from typing import Any

import pyglet.font
from pyglet.font.base import GlyphTextureBin

#: Every glyph of our fonts at a few window sizes in one texture (16 MiB); a full one gets
#: another texture beside it (the bin does that): after many resizes a batch may take a draw
#: call per texture its glyphs sit in, never more.
ATLAS_SIZE = 2048

_shared: GlyphTextureBin | None = None
_original_load = pyglet.font.load


def shared_bin() -> GlyphTextureBin:
    global _shared
    if _shared is None:
        _shared = GlyphTextureBin(ATLAS_SIZE, ATLAS_SIZE)
    return _shared


def _load(*args: Any, **kwargs: Any) -> Any:
    font = _original_load(*args, **kwargs)
    if getattr(font, "texture_bin", False) is None:  # not drawn from yet: no glyphs to move
        font.texture_bin = shared_bin()
    return font


def share_glyph_atlas() -> None:
    """From now on, fonts that pyglet loads put their glyphs in the shared atlas."""
    pyglet.font.load = _load
