"""What a Tet'light frame costs, in structure (timing lives in tools/bench): a handful of
draw calls with everything on screen, static buffers built once per layout and palette, the
board's cells written only when they change."""

from __future__ import annotations

import dataclasses

import arcade
import pytest

from game.render.board import BoardRenderer
from game.render.palette import load_palette
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.ui import panel
from tests.gl_support import DrawCalls
from tests.scenes.conftest import run_frames
from tests.scenes.tetlight import fakes

#: Panels 2 (the bombs panel glowing), board 1, radar 1, bomb icons 1, particles 1, gauges and
#: popup pills 1 (the background is not the scene's); every text then takes one call per glyph
#: texture: one, until a long session's sizes have filled the shared atlas (glyph_atlas).
MOST_DRAW_CALLS_BUT_TEXT = 7


def _busy(app: App) -> TetlightPlayScene:
    """A scene with everything on: the radar, the bombs panel's glow, a popup, a burst."""
    nxt = fakes.piece("O", color=5, pivot=None, offsets=((0, 0), (0, 2), (1, -1), (1, 1)))
    fakes.show(app, fakes.snapshot(radar=True, next=nxt, can_explode=True, bombs=3))
    scene = TetlightPlayScene(app, TetlightChoice(edge=8))
    app.nav.reset(scene)
    run_frames(scene.window, 2)
    scene._banner("points", "DOUBLE  +450", 4, 2)
    scene.board.burst([[0, 1, 2], [1, 1, 3]], "lines", scene.time)
    scene.on_draw()
    return scene


def _scene_draw_calls(scene: TetlightPlayScene) -> int:
    with DrawCalls() as calls:
        scene.draw()
    return calls.count


def test_a_busy_frame_issues_few_draw_calls(app: App, window, fresh_atlas: None) -> None:
    scene = _busy(app)
    assert scene.board.particles.alive(scene.time) and scene.hud.banners.live
    textures = {texture for t in scene.hud.front.texts if t.visible
                for texture in t.label.group_cache}
    assert 1 <= len(textures) <= 2
    assert 6 <= _scene_draw_calls(scene) <= MOST_DRAW_CALLS_BUT_TEXT + len(textures)


def test_static_buffers_are_not_rebuilt_between_frames(app: App, window,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    _busy(app)
    run_frames(window, 70, draw=True)  # the glow's pulse (1.05 s): a buffer per step of it
    builds, writes = _watch_builds(monkeypatch)
    run_frames(window, 70, draw=True)
    assert writes == []  # the same snapshot: no cell is written again
    # The back (halo, frame, panels) is never built again; a rare step of the pulse may be.
    assert all(len(shapes) == 2 and shapes[0][0] == "glow" for shapes in builds)
    assert len(builds) <= 3


def test_the_board_is_written_again_when_the_piece_moves(app: App, window,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    rules = fakes.show(app, fakes.snapshot())
    scene = TetlightPlayScene(app, TetlightChoice(edge=8))
    app.nav.reset(scene)
    run_frames(window, 1, draw=True)
    _, writes = _watch_builds(monkeypatch)
    rules.snap = fakes.snapshot(active=fakes.piece(pivot=(1, 7)), ghost=())
    run_frames(window, 1, draw=True)
    assert writes == [scene.board.cells]


def test_a_new_layout_and_a_new_palette_rebuild_them(app: App, window,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _busy(app)
    builds, writes = _watch_builds(monkeypatch)
    monkeypatch.setattr(type(window), "width", property(lambda w: 1024))
    monkeypatch.setattr(type(window), "height", property(lambda w: 768))
    scene.on_draw()
    assert builds and scene.board.cells in writes  # the frame and cells moved
    monkeypatch.undo()
    builds, writes = _watch_builds(monkeypatch)
    scene.on_draw()  # back to the window's own size
    writes.clear()
    other = "colorblind" if scene.palette.name != "colorblind" else "default"
    effects = dataclasses.replace(app.settings.effects, palette=other)
    app.settings = dataclasses.replace(app.settings, effects=effects)
    scene.on_draw()
    assert scene.board.palette.name == other == load_palette(other).name
    assert {scene.board.cells, scene.radar_view.cells, scene.bomb_view.cells} <= set(writes)


def _watch_builds(monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple], list[BoardRenderer]]:
    """Lists that fill as draw_panels builds a buffer and as board renderers are written."""
    builds: list[tuple] = []
    writes: list[BoardRenderer] = []
    build, update = panel._build, BoardRenderer.update

    def counted_build(ctx: arcade.ArcadeContext, shapes: tuple) -> object:
        builds.append(shapes)
        return build(ctx, shapes)

    def counted_update(self: BoardRenderer, *args: object, **kwargs: object) -> None:
        writes.append(self)
        update(self, *args, **kwargs)

    monkeypatch.setattr(panel, "_build", counted_build)
    monkeypatch.setattr(BoardRenderer, "update", counted_update)
    return builds, writes
