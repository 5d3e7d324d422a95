"""Banners and counting figures draw no new glyph mid-game: their fonts' glyphs are drawn into
the atlas when the HUD is laid out (a glyph drawn mid-frame makes software GL wait for every
draw before it), and the fonts are held between banners."""

from __future__ import annotations

import gc
from collections.abc import Callable

import arcade
import pytest

from game.scenes.base import Scene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.ui.hud_parts import LIVE_CHARS
from tests.scenes.conftest import run_frames
from tests.scenes.verse.test_play import start

#: Each screen with a banner it shows (kind, words, tier).
SCREENS: dict[str, tuple[Callable[[App], Scene], tuple[str, str, float]]] = {
    "retris": (lambda app: RetrisPlayScene(app, RetrisChoice(mode="arcade")),
               ("chain", "CHAIN \u00d76", 5)),
    "tetlight": (lambda app: TetlightPlayScene(app, TetlightChoice()),
                 ("points", "GLOBAL EXPLOSION  +12,345", 5)),
    "verse": (start, ("points", "EXCELLENT  +1,280", 5)),
}


def _font(text: arcade.Text):
    return text.label.document.get_font(0, dpi=text.label.dpi)


@pytest.mark.parametrize("name", SCREENS)
def test_a_banner_and_the_figures_find_their_glyphs_drawn(app: App, window, name: str) -> None:
    make, (kind, words, size) = SCREENS[name]
    scene = make(app)
    if app.nav.top is not scene:
        app.nav.reset(scene)
    run_frames(window, 2)
    gc.collect()  # a font no text uses any more would go here
    scene.hud.banners.show(words, size, (300.0, 300.0), scene.time, kind=kind)
    font = _font(scene.hud.banners.live[-1].text)
    assert set(LIVE_CHARS) <= set(font.glyphs), "the banner's glyphs were not drawn ahead"
    for stat in scene.hud.stats.values():
        assert set("0123456789,") <= set(_font(stat.value).glyphs)
