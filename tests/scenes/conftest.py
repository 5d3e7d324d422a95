"""Scenes under test: an app on the session's one window (``tests/conftest.py``), and helpers
that press keys and drive frames. The scenes lay themselves out for any window size.
Frames are driven by calling ``on_update`` / ``on_draw`` directly, because headless
``arcade.run`` never updates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import numpy as np
import pytest

from game.scenes.menus.title import TitleScene
from game.scenes.navigator import Navigator
from game.scenes.services import App

FRAME = 1.0 / 60.0


@pytest.fixture
def app(window: arcade.Window, tmp_path: Path) -> Iterator[App]:
    """A fresh app on the shared window: synchronous loops, fixed seed, no real quitting, a
    settings file of its own (the setups save their choices)."""
    quits: list[bool] = []
    app = App(window, Navigator(window), sync_loops=True,
              seed_source=lambda: 7, log_path=tmp_path / "crash.log",
              on_quit=lambda: quits.append(True), settings_path=tmp_path / "settings.toml")
    app.quits = quits  # type: ignore[attr-defined]  # lets a test see that Quit was chosen
    app.nav.home = lambda: TitleScene(app)  # back to the title, as in the game
    yield app
    while app.nav.stack:  # stop anything a scene still owns (threads)
        app.nav.stack.pop().dismiss()


def press(window: arcade.Window, symbol: int, modifiers: int = 0) -> None:
    """A key press and release, dispatched to the shown view as the window would.

    Headless windows queue events until ``dispatch_events()``; each event is delivered
    before the next is queued, since a key may change which view receives the next one.
    """
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_events()
    window.dispatch_event("on_key_release", symbol, modifiers)
    window.dispatch_events()


def focus(scene: object, label: str) -> None:
    """Put the focus of ``scene``'s menu on the item labelled ``label``."""
    menu = scene.menu  # type: ignore[attr-defined]
    menu.focus = [item.label for item in menu.items].index(label)


def run_frames(window: arcade.Window, n: int, draw: bool = False,
               until: Callable[[], bool] | None = None) -> None:
    """Drive ``n`` frames on whatever view is current."""
    for _ in range(n):
        if until is not None and until():
            return
        window.current_view.on_update(FRAME)
        if draw:
            window.current_view.on_draw()


def frame_pixels(window: arcade.Window) -> np.ndarray:
    """Draw the current view once and read the frame back as an (h, w, 3) array."""
    window.current_view.on_draw()
    image = arcade.get_image().convert("RGB")
    return np.asarray(image)


def assert_not_blank(pixels: np.ndarray) -> None:
    """A real screen has contrast and many colours, not one flat fill."""
    assert pixels.std() > 12, "the frame is (nearly) one flat colour"
    colours = np.unique(pixels.reshape(-1, 3)[::7], axis=0)
    assert len(colours) > 200, f"only {len(colours)} distinct colours drawn"


def top_ten_taken(play: object) -> None:
    """Fill the record table ``play``'s game will enter with ten better games, so its game
    over asks no name (each test starts with an empty score book, where any game is #1)."""
    from game.storage.scores import ScoreBook

    header = play.driver.replay().header  # type: ignore[attr-defined]
    book = ScoreBook()
    for _ in range(10):
        book.record(header.game, 10**9, header.options, None)


@pytest.fixture
def fresh_atlas(monkeypatch: pytest.MonkeyPatch) -> None:
    """The glyph atlas as a freshly started game has it: empty. (Across the whole suite the
    shared atlas fills with every size of every screen tried before, and the HUD's glyphs
    would land wherever there is room left.) Every loaded font draws into the new atlas and
    makes its glyphs again."""
    from pyglet import gl
    from pyglet.font.base import GlyphTextureBin

    from game.ui import glyph_atlas, hud_parts

    fresh = GlyphTextureBin(glyph_atlas.ATLAS_SIZE, glyph_atlas.ATLAS_SIZE)
    monkeypatch.setattr(glyph_atlas, "_shared", fresh)
    monkeypatch.setattr(hud_parts, "_WARM", {})
    space = gl.current_context.object_space
    for font in list(getattr(space, "pyglet_font_font_cache", {}).values()):
        monkeypatch.setattr(font, "texture_bin", fresh)
        monkeypatch.setattr(font, "glyphs", {})
