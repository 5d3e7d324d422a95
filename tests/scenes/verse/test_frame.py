"""What a Verse frame costs in structure: its draw calls, the buffers it keeps between frames
(and rebuilds when the layout changes), and that the cheaper paths draw the pixels of the
ones they replaced (panels with per-frame colours) and still draw
the dragged piece, its shadow and its ghost."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import arcade
import numpy as np
import pyglet
import pytest

from game.config.schema import Effects
from game.render import flags
from game.scenes.services import App
from game.scenes.verse.grid import piece_centers
from game.scenes.verse.play import LIFTED_SHADOW, VersePlayScene
from game.ui import theme
from game.ui.panel import draw_panels, glow_shape, panel_shape, polygon_shape
from game.ui.recolour_layer import RecolourLayer
from tests.gl_support import Canvas
from tests.scenes.conftest import FRAME, frame_pixels, run_frames
from tests.scenes.draw_calls import draw_calls
from tests.scenes.verse.test_play import _pixel, hold_over, start

#: A Verse frame's own draw calls (the background's are not the scene's): panels 1, board 1,
#: tray pieces 1 (one per cell size while a new tray pops in), particles 1, the HUD's text 1
#: (one glyph atlas), banners' glows 1 and their words 1 each, the held piece 1 and its
#: shadow 1. These frames draw 6-7 (was 19-35 before the HUD, tray and text were merged).
MAX_DRAWS = 8


def _shapes(strength: float, rim: theme.Color = theme.PANEL_RIM) -> list[tuple]:
    box = arcade.LBWH(40, 30, 150, 90)
    return [glow_shape(box, 10, theme.ACCENT, 14, strength),
            panel_shape(box, 10, rim=rim),
            panel_shape(arcade.LBWH(210, 40, 80, 150), 8, rim=theme.DANGER, rim_width=2.0),
            polygon_shape([(20, 200), (120, 180), (90, 230)], (30, 60, 90, 120), rim)]


@pytest.mark.parametrize("strength", [1.0, 0.45, 0.05])
def test_a_panel_layer_draws_what_draw_panels_draws(window: arcade.Window,
                                                    strength: float) -> None:
    """0.05: the glow's faint layers round to alpha 0 (draw_panels leaves them out)."""
    canvas = Canvas(window.ctx)
    layer = RecolourLayer(window.ctx)
    layer.draw(_shapes(0.8))  # the same form with other colours first: a recolour
    expected = canvas.render(lambda: draw_panels(_shapes(strength, theme.ACCENT)))
    got = canvas.render(lambda: layer.draw(_shapes(strength, theme.ACCENT)))
    assert expected.any()
    assert np.abs(expected.astype(int) - got).max() == 0
    assert layer.builds == 1


def test_a_pulsing_panel_layer_keeps_its_triangles_and_rewrites_only_colours(
        window: arcade.Window) -> None:
    layer = RecolourLayer(window.ctx)
    for i in range(40):
        layer.draw(_shapes(0.5 + 0.4 * np.sin(i / 3)))
    assert layer.builds == 1 and layer.color_writes > 10
    writes = layer.color_writes
    layer.draw(_shapes(0.5 + 0.4 * np.sin(39 / 3)))  # an unchanged frame writes nothing
    assert layer.color_writes == writes
    layer.draw(_shapes(0.5)[1:])  # the glow off: another form
    assert layer.builds == 2


def _scene_draws(scene: VersePlayScene, frames: int = 20) -> list[int]:
    """Draw calls of the scene's own part of each frame."""
    counts = []
    for _ in range(frames):
        scene.on_update(FRAME)
        with draw_calls() as calls:
            scene.draw()
        counts.append(len(calls))
    return counts


def test_a_verse_frame_issues_few_draw_calls(app: App, fresh_atlas: None) -> None:
    scene = start(app)
    hold_over(scene, 0, 5, 7)  # a held piece with its shadow, a ghost lighting three lines
    held = _scene_draws(scene)
    scene.on_mouse_release(*scene.hands.pointer, 1, 0)  # the drop clears: banners, a burst
    run_frames(app.window, 12)
    assert scene.hud.banners.live and scene.board.particles.alive(scene.time)
    clearing = _scene_draws(scene)
    # Text is a draw per glyph texture: one in a fresh atlas (fresh_atlas), unless a font was
    # loaded before the atlas was shared (glyph_atlas.py).
    extra = _glyph_textures(scene.hud.front.batch) - 1
    assert max(held + clearing) <= MAX_DRAWS + extra, (held, clearing, extra)


def _glyph_textures(batch: pyglet.graphics.Batch) -> int:
    """How many glyph textures the texts of ``batch`` sit in."""
    return len({group.texture.id for group in batch.group_map if hasattr(group, "texture")})


def test_the_hud_keeps_its_buffers_between_frames_and_rebuilds_them_for_a_new_layout(
        app: App, window: arcade.Window) -> None:
    scene = start(app)
    scene.hud.streak_at = scene.time  # the streak panel flares, then pulses
    scene.hands.cursor.choose(1, scene.snapshot.tray)  # the keys' slot glows and pulses
    run_frames(window, 3, draw=True)
    back = scene.hud.back
    assert back is not None
    builds = back.builds
    run_frames(window, 40, draw=True)
    assert back.builds == builds and back.color_writes > 10
    forms = list(back._built)
    scene.build(scene.layout.__class__(window.width // 2 * 2 - 100, window.height,
                                       scene.layout.view))
    run_frames(window, 2, draw=True)
    assert back.builds > builds and list(back._built)[-1] not in forms


def test_a_palette_change_recolours_the_board_at_once(app: App, window: arcade.Window) -> None:
    scene = start(app)
    xy = scene.board.grid.center(5, 0)  # a block of the starting board
    before = frame_pixels(window)
    app.settings = dataclasses.replace(app.settings, effects=Effects(palette="colorblind"))
    after = frame_pixels(window)  # the scene follows the settings' palette at its next frame
    assert scene.board.palette.name == "colorblind"
    assert np.abs(_pixel(before, xy) - _pixel(after, xy)).max() > 20


def test_dragging_draws_the_piece_its_shadow_and_its_ghost(app: App,
                                                          window: arcade.Window) -> None:
    scene = start(app)
    calm = frame_pixels(window)
    hold_over(scene, 2, 1, 1)  # the "###" piece over an empty spot that clears nothing
    held = frame_pixels(window)
    drag = scene.hands.drag
    piece = scene.hands.held
    assert piece is not None and drag.holding
    pose = drag.pose(scene.time)
    color = np.array(scene.board.color(piece.color)[:3])
    for xy in piece_centers(piece, pose):  # the piece in the hand, in its colour
        got = _pixel(held, xy)
        assert np.abs(got - color).max() < 110 and got.sum() > _pixel(calm, xy).sum() + 80
    # Its shadow darkens the screen under it, down and to the right.
    size = pose.size
    x, y = piece_centers(piece, pose)[0]
    shadow = (x + 0.35 * LIFTED_SHADOW * size - 0.55 * size,
              y - 0.55 * LIFTED_SHADOW * size - 0.45 * size)
    assert _pixel(held, shadow).sum() < _pixel(calm, shadow).sum()
    # The ghost: its three cells over the 64 of the lattice (the board kept in a picture).
    assert scene.board_kept and scene.board.cells.count == 64
    assert scene.board.ghost_cells.count == 3
    _, _, fl = scene.board.layers(scene.snapshot.board, scene.hands.preview(), scene.time)
    assert (fl & flags.GHOST).sum() == 3 * flags.GHOST


def test_board_and_tray_rewrite_their_cells_only_when_what_they_show_changes(
        app: App, window: arcade.Window, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app)
    run_frames(window, 30, draw=True)  # the start's effects and the deal are over
    writes: dict[str, int] = {"board": 0, "tray": 0}

    def counting(name: str, real: Callable[..., None]) -> Callable[..., None]:
        def update(*args: object) -> None:
            writes[name] += 1
            real(*args)
        return update

    monkeypatch.setattr(scene.board.cells, "update", counting("board", scene.board.cells.update))
    monkeypatch.setattr(scene.board.ghost_cells, "update",  # (over a kept board)
                        counting("board", scene.board.ghost_cells.update))
    for view in scene.tray.views:
        monkeypatch.setattr(view.cells, "update", counting("tray", view.cells.update))
    run_frames(window, 10, draw=True)
    assert writes == {"board": 0, "tray": 0}  # idle frames draw the kept instances
    hold_over(scene, 2, 1, 1)  # a ghost appears (and follows the pointer)
    run_frames(window, 1, draw=True)
    assert writes["board"] > 0
    scene.hands.let_go(scene.time)
    run_frames(window, 30, draw=True)
    writes.update(board=0, tray=0)
    app.settings = dataclasses.replace(app.settings, effects=Effects(palette="colorblind"))
    run_frames(window, 2, draw=True)
    assert writes == {"board": 1, "tray": 1}  # the new palette's colours, once each
