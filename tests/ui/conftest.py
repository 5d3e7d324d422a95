"""The scene suite's app fixture here too (window, ctx and canvas come from tests/conftest.py)."""

from collections.abc import Iterator

import arcade
import pytest

from game.ui import glyph_atlas
from tests.scenes.conftest import app  # noqa: F401  (a fixture)


@pytest.fixture
def fresh_glyph_atlas(window: arcade.Window) -> Iterator[None]:
    """An empty shared glyph atlas and font cache, as a game just started has them: the whole
    suite's screens at many window sizes fill the one atlas, and glyphs that spill into a
    second texture take a draw call of their own (game/ui/glyph_atlas.py)."""
    space = window.context.object_space
    cache, hold = space.pyglet_font_font_cache, space.pyglet_font_font_hold
    saved = glyph_atlas._shared, dict(cache), list(hold)
    glyph_atlas._shared = None
    cache.clear()
    hold.clear()
    yield
    glyph_atlas._shared = saved[0]
    cache.update(saved[1])
    hold[:] = saved[2]
