"""The menus' and controls panels' frames in few draw calls: a FocusMenu's frames and option
arrows come from one kept buffer (rebuilt only when the look changes), its words from one
batch; a controls panel is its frame and one batch."""

from __future__ import annotations

import arcade
import pytest

from game.input.keyboard import KeyBindings
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.ui.controls import ControlsPanel
from game.ui.layout import Layout
from tests.scenes.conftest import FRAME, run_frames
from tests.scenes.draw_calls import draw_calls


@pytest.mark.usefixtures("fresh_glyph_atlas")
def test_a_setup_menu_is_two_draw_calls_and_keeps_its_buffer(app: App,
                                                              window: arcade.Window) -> None:
    scene = RetrisSetupScene(app)
    app.nav.push(scene)
    run_frames(window, 3, draw=True)
    assert any(len(item.choices) > 1 for item in scene.menu.items)  # arrows are drawn
    layer = scene.menu._layer
    assert layer is not None
    built = layer.builds
    with draw_calls() as calls:
        for _ in range(20):  # the focus glow pulses
            scene.on_update(FRAME)
            scene.menu.draw(scene.time)
    assert len(calls) == 2 * 20
    assert layer.builds == built
    scene.menu.move(1)  # another row glows, its arrows brighten: built anew
    scene.menu.draw(scene.time)
    assert layer.builds == built + 1
    scene.menu.move(-1)  # and back: kept
    scene.menu.draw(scene.time)
    assert layer.builds == built + 1


def test_a_controls_panel_is_two_draw_calls(window: arcade.Window) -> None:
    panel = ControlsPanel(KeyBindings.load("tetlight"))
    panel.place(Layout(1280, 720), 330, 62, 620, 244)
    assert len(panel._texts) > 20
    with draw_calls() as calls:
        panel.draw()
    assert len(calls) == 2


def test_the_verse_setup_draws_its_panels_in_one_call(app: App, window: arcade.Window,
                                                      monkeypatch) -> None:
    import game.scenes.verse.setup as verse_setup
    import game.ui.panel as panel

    scene = verse_setup.VerseSetupScene(app)
    app.nav.push(scene)
    run_frames(window, 2, draw=True)
    lists: list[int] = []
    draw = panel.draw_panels

    def counted(shapes):  # type: ignore[no-untyped-def]
        lists.append(len(shapes))
        draw(shapes)

    monkeypatch.setattr(panel, "draw_panels", counted)
    monkeypatch.setattr(verse_setup, "draw_panels", counted)
    scene.draw()
    assert lists[0] == 3 + len(scene.slot_rects)  # best, board, its slots, info
