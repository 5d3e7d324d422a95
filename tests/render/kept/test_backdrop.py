"""The backdrop: the background and a screen's still part (panels, frames, the title's words)
kept in one picture and copied each frame. It shows what drawing everything showed; it is
drawn again at each step of the background's slow motion and when the still part changes,
not in between; a shake moves the kept pictures with everything else."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import arcade
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.render.kept import window_layout
from game.render.kept.backdrop import STEP, Backdrop, background_time
from game.render.kept.frozen import moved_blits, placed
from game.scenes.base import Scene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.board import FLASH_SECONDS, SLIDE_SECONDS
from tests.scenes.conftest import frame_pixels, press, run_frames
from tests.scenes.verse.test_play import start


@pytest.fixture(params=[True, False], ids=["boards-in-window-layout", "boards-upright"])
def app(app: App, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> App:
    """Every test here runs twice: boards drawn in the window's layout (llvmpipe) and
    upright (converted for the window: other GL)."""
    if not request.param:
        monkeypatch.setattr(window_layout, "supported", lambda ctx: False)
    elif not window_layout.supported(app.window.ctx):
        pytest.skip("needs llvmpipe with GL 4.5")
    return app


def _retris(app: App) -> Scene:
    return RetrisPlayScene(app, RetrisChoice())


def _tetlight(app: App) -> Scene:
    return TetlightPlayScene(app, TetlightChoice())


SCREENS: dict[str, Callable[[App], Scene]] = {
    "title": TitleScene, "retris": _retris, "tetlight": _tetlight, "verse": start,
}


def _shown(app: App, window: arcade.Window, make: Callable[[App], Scene]) -> Scene:
    scene = make(app)
    if app.nav.top is not scene:
        app.nav.reset(scene)
    run_frames(window, 20)
    scene.time = 2 * STEP + 0.01  # early in a step: the frames below stay in it
    return scene


def _drawn_directly(window: arcade.Window, scene: Scene) -> np.ndarray:
    """The same frame with nothing of the screen kept: the still part drawn live."""
    scene.still_key = lambda: None  # type: ignore[method-assign]
    scene.board_key = lambda: None  # type: ignore[method-assign]
    scene._backdrop = Backdrop(window.ctx)
    try:
        pixels = frame_pixels(window)
        assert not scene.still_kept and not scene.board_kept
        return pixels
    finally:
        del scene.still_key, scene.board_key


def _assert_as_drawn_directly(window: arcade.Window, scene: Scene, kept: np.ndarray) -> None:
    """``kept`` (this frame through the kept pictures) is what drawing everything shows."""
    direct = _drawn_directly(window, scene).astype(int)
    diff = np.abs(kept.astype(int) - direct)
    # Text drawn into the kept picture rather than the window may round a channel by one.
    assert diff.max() <= 2 and diff.mean() < 0.01, (diff.max(), diff.mean())


def _assert_piece_drawn_live(window: arcade.Window, scene: Scene, piece: Any) -> None:
    """With the falling piece at ``piece`` the frame changes, and no picture is made again:
    the piece is drawn over the kept board."""
    kept = frame_pixels(window)  # kept again after any direct frame
    renders, boards = scene._backdrop.renders, scene._backdrop.board_renders
    scene.snapshot = dataclasses.replace(scene.snapshot, active=piece)
    moved = frame_pixels(window)
    assert (scene._backdrop.renders, scene._backdrop.board_renders) == (renders, boards)
    assert np.abs(moved.astype(int) - kept).max() > 40


@pytest.mark.parametrize("name", SCREENS)
def test_a_kept_frame_shows_what_drawing_everything_showed(
        app: App, window: arcade.Window, name: str) -> None:
    scene = _shown(app, window, SCREENS[name])
    kept = frame_pixels(window)
    assert scene.still_kept
    _assert_as_drawn_directly(window, scene, kept)
    assert kept.std() > 12  # a real picture, not two blank ones


def test_verse_keeps_what_does_not_pulse(app: App, window: arcade.Window) -> None:
    """A flaring streak panel and a chosen slot's glow are drawn live, the rest kept."""
    scene = _shown(app, window, start)
    scene.hud.streak_at = scene.time - 0.1
    press(window, arcade.key.KEY_1)
    scene.time = 2 * STEP + 0.01
    kept = frame_pixels(window)
    assert scene.still_kept and any(look.chosen for look in
                                    scene.hands.slot_looks(scene.playable_slots()))
    _assert_as_drawn_directly(window, scene, kept)


def test_a_verse_board_is_kept_and_a_set_piece_glows_over_it(
        app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, start)
    kept = frame_pixels(window)
    assert scene.still_kept and scene.board_kept and scene._tray_still  # the tray's pieces too
    _assert_as_drawn_directly(window, scene, kept)
    scene.on_draw()
    drawn: list[int] = []
    tray_draw = scene.tray.draw
    scene.tray.draw = lambda *a: (drawn.append(1), tray_draw(*a))[1]  # type: ignore
    scene.on_draw()
    del scene.tray.draw
    assert drawn == []  # in the picture: not drawn again
    boards = scene._backdrop.board_renders
    scene.board.placed([(r, c) for r in range(8) for c in range(8)
                        if scene.snapshot.board[r][c]][:4], scene.time)  # they glow a moment
    glowing = frame_pixels(window)
    assert scene.board_kept and scene._backdrop.board_renders == boards
    assert np.abs(glowing.astype(int) - kept).max() > 40  # the glow shows, over the picture
    _assert_as_drawn_directly(window, scene, glowing)
    writes: list[int] = []
    covers = scene.board.cover_cells
    update = covers.update
    covers.update = lambda *a, **k: (writes.append(1), update(*a, **k))[1]  # type: ignore
    scene.time += 0.15  # half faded: the same cells, weaker, and their buffer not written
    fading = frame_pixels(window)
    del covers.update
    assert writes == [] and np.abs(fading.astype(int) - glowing).max() > 20
    _assert_as_drawn_directly(window, scene, fading)


def test_a_verse_clear_flashes_and_slides_over_the_kept_board(
        app: App, window: arcade.Window) -> None:
    """Cleared cells flash and blocks slide down over a kept board that shows the slides'
    destinations empty: its picture is made once as they start and once as they end, every
    frame between shows what drawing everything shows."""
    scene = _shown(app, window, start)
    board = scene.snapshot.board
    to_row, col = next((r, c) for r in range(2, 8) for c in range(8) if board[r][c])
    gap = next((r, c) for r in range(8) for c in range(8) if not board[r][c])
    start_at = scene.time - 0.03
    times = (0.03, 0.11, 0.22, 0.3, FLASH_SECONDS + SLIDE_SECONDS + 0.01)  # flashing,
    # then the block half-way down, then all over

    def clear() -> None:
        scene.board.clear_effects()
        scene.board.cleared([(*gap, 3)], 1, start_at, burst=False)
        scene.board.slide([(to_row - 2, to_row, col)], start_at)

    bare = frame_pixels(window)
    boards = scene._backdrop.board_renders
    draws: list[int] = []
    moving = scene.board.moving_cells
    draw = moving.draw
    moving.draw = lambda *a, **k: (draws.append(1), draw(*a, **k))[1]  # type: ignore
    clear()
    frames = []
    for at in times:
        scene.time = start_at + at
        frames.append(frame_pixels(window))
        assert scene.board_kept and scene._board_still
    del moving.draw
    assert scene._backdrop.board_renders == boards + 2  # as they start, as they end
    assert draws == [1] * 4  # not once all is over
    assert np.abs(frames[0].astype(int) - bare).max() > 40
    assert np.abs(frames[1].astype(int) - frames[0]).max() > 20  # the flash whitens
    assert np.abs(frames[3].astype(int) - frames[2]).max() > 40  # the block moves
    x, y = (round(v) for v in scene.board.grid.center(to_row, col))
    at_destination = [int(np.abs(f[window.height - y, x].astype(int) - bare[window.height - y, x])
                          .max()) for f in frames]
    assert min(at_destination[:4]) > 40 and at_destination[4] <= 2  # empty till it lands
    clear()  # again, each frame against the same drawn directly (time runs forward only)
    for at, frame in zip(times, frames, strict=True):
        scene.time = start_at + at
        _assert_as_drawn_directly(window, scene, frame)


def test_a_verse_ghost_is_drawn_over_the_kept_board(app: App, window: arcade.Window) -> None:
    from game.scenes.verse.ghost import Preview

    scene = _shown(app, window, start)
    bare = frame_pixels(window)
    piece = next(p for p in scene.snapshot.tray if p is not None)
    for legal in (True, False):  # a ghost, and the red outline where the piece cannot go
        ghost = Preview(0, piece, 4, 4, legal)
        scene.hands.preview = lambda ghost=ghost: ghost  # type: ignore[method-assign]
        scene.on_draw()  # (the pictures are made again after a direct frame)
        boards = scene._backdrop.board_renders
        kept = frame_pixels(window)
        assert scene.board_kept and scene._backdrop.board_renders == boards
        assert np.abs(kept.astype(int) - bare).max() > 40  # the ghost shows
        _assert_as_drawn_directly(window, scene, kept)
    lines = Preview(0, piece, 4, 4, True, rows=(4,))  # it would clear a row, lit on the board
    scene.hands.preview = lambda: lines  # type: ignore[method-assign]
    scene.on_draw()
    assert not scene._board_still


def test_tetlight_keeps_its_landed_hexagons_and_moves_the_piece_live(
        app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, _tetlight)
    assert not any(h.bomb for h in scene.snapshot.board)
    kept = frame_pixels(window)
    assert scene.still_kept and scene.board_kept
    _assert_as_drawn_directly(window, scene, kept)
    piece = scene.snapshot.active
    _assert_piece_drawn_live(window, scene, dataclasses.replace(
        piece, cells=tuple((c, h - 2) for c, h in piece.cells)))


def test_tetlight_keeps_a_board_with_bombs(app: App, window: arcade.Window) -> None:
    from game.rules.tetlight.snapshot import Hexagon

    scene = _shown(app, window, _tetlight)
    bottom = sorted(scene.board.index, key=lambda cell: (cell[1], cell[0]))[:9]
    bombs = tuple(Hexagon(cell, 1 + i % 6, i % 3 == 0) for i, cell in enumerate(bottom))
    scene.snapshot = dataclasses.replace(scene.snapshot, board=bombs)
    kept = frame_pixels(window)
    assert scene.board_kept  # bomb icons stand still
    _assert_as_drawn_directly(window, scene, kept)


def test_retris_keeps_its_blocks_and_moves_the_piece_live(
        app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, _retris)
    kept = frame_pixels(window)
    assert scene.board_kept and scene.field.field_key is not None and scene._previews_still
    _assert_as_drawn_directly(window, scene, kept)
    piece = scene.snapshot.active
    _assert_piece_drawn_live(window, scene, dataclasses.replace(
        piece, cells=tuple((c, r - 3) for c, r in piece.cells)))


def test_retris_keeps_bombs_and_iced_blocks_and_twinkles_the_ice_live(
        app: App, window: arcade.Window) -> None:
    """Bomb icons stand still: kept with the blocks. Ice twinkles: the iced blocks are kept
    bare (an iced bomb without its icon, which lies over the ice) and their covers drawn
    live; the frame is what drawing everything shows, at two moments of the twinkle."""
    scene = _shown(app, window, _retris)
    rows = [list(line) for line in scene.snapshot.field]
    rows[0][:4] = ["Tn", "Zm", "LI", "JH"]  # bombs, ice, an iced bomb
    scene.snapshot = dataclasses.replace(scene.snapshot, field=tuple(map(tuple, rows)))
    scene.on_draw()
    boards = scene._backdrop.board_renders
    for dt in (0.0, 0.2):
        scene.time += dt  # (the same background step)
        kept = frame_pixels(window)
        assert scene.board_kept and scene._backdrop.board_renders == boards
        assert scene.field.field_covers.instances == 2 + 1  # ice, ice, the iced bomb's icon
        assert scene.field.glow_key is not None  # its light made at one moment of the twinkle
        _assert_as_drawn_directly(window, scene, kept)
        scene.on_draw()  # (the pictures are made again after a direct frame)
        boards = scene._backdrop.board_renders


def test_a_landed_piece_makes_only_the_boards_picture_again(
        app: App, window: arcade.Window) -> None:
    """The field changed: the kept picture of the background and panels is copied under the
    new blocks (not drawn again), and the result is what drawing everything shows."""
    scene = _shown(app, window, _retris)
    frame_pixels(window)
    renders, boards = scene._backdrop.renders, scene._backdrop.board_renders
    field = [list(row) for row in scene.snapshot.field]
    field[0][0] = "I." if field[0][0] == ".." else ".."
    scene.snapshot = dataclasses.replace(scene.snapshot,
                                         field=tuple(tuple(row) for row in field))
    landed = frame_pixels(window)
    assert scene.board_kept
    assert scene._backdrop.renders == renders and scene._backdrop.board_renders == boards + 1
    _assert_as_drawn_directly(window, scene, landed)


@pytest.mark.parametrize("name", SCREENS)
def test_it_is_drawn_once_a_step(app: App, window: arcade.Window, name: str) -> None:
    scene = _shown(app, window, SCREENS[name])
    scene.on_draw()
    renders = scene._backdrop.renders
    for _ in range(5):  # frames within the step: copies only
        scene.time += 0.05
        scene.on_draw()
    assert scene._backdrop.renders == renders  # (the next step's background made ahead)
    before = frame_pixels(window)
    scene.time = 3 * STEP + 0.01
    background = app.background()
    drawn: list[float] = []
    background.draw = lambda at: (drawn.append(at), type(background).draw(background, at))
    try:
        stepped = frame_pixels(window)
    finally:
        del background.draw
    assert scene._backdrop.renders == renders + 1  # on time: the step's first frame
    assert drawn == []  # made ahead during the last step: the step only swaps pictures
    assert np.abs(stepped.astype(int) - before).max() > 0  # the grid moved on
    scene._backdrop = Backdrop(window.ctx)  # the same picture made in one go
    assert np.array_equal(frame_pixels(window), stepped)


def test_a_change_in_the_still_part_draws_it_again(app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, _retris)
    scene.on_draw()
    renders = scene._backdrop.renders
    scene.hud.danger = 0.5  # the stack nears the top: the field frame reddens
    scene.on_draw()
    assert scene._backdrop.renders == renders + 1
    scene.on_draw()
    assert scene._backdrop.renders == renders + 1


def test_a_shake_moves_the_kept_pictures_with_the_scene(
        app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, _retris)
    still = frame_pixels(window).astype(int)
    renders, boards = scene._backdrop.renders, scene._backdrop.board_renders
    scene.shake.kick(6.0, scene.time)
    dx, dy = (round(v * window.get_pixel_ratio()) for v in scene.shake.offset(scene.time))
    assert dx and dy
    shaken = frame_pixels(window).astype(int)  # (rows top down)
    assert scene.still_kept and scene.board_kept  # the panels and blocks are not drawn live
    assert (scene._backdrop.renders, scene._backdrop.board_renders) == (renders, boards)
    h, w = still.shape[:2]
    m = 12  # away from the uncovered strips
    moved = shaken[m - dy:h - m - dy, m + dx:w - m + dx]
    diff = np.abs(moved - still[m:h - m, m:w - m])
    # Everything moved as one; only the bloom's light, made on its own grid, differs a little.
    assert diff.mean() < 0.05 and np.percentile(diff, 99.9) <= 8, (diff.mean(), diff.max())
    scene.time += 0.31  # the shake is over, still in the same step
    assert np.array_equal(frame_pixels(window), still)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.integers(-50, 50), st.integers(-50, 50))
def test_a_moved_copy_covers_the_target_once(w: int, h: int, dx: int, dy: int) -> None:
    """The moved picture and its edge strips write every pixel of the target exactly once,
    each from the picture's pixel at (x - dx, y - dy), or at (x, y) in a strip."""
    covered = np.zeros((h, w), int)
    for (x0, y0, x1, y1), (mx, my) in moved_blits(w, h, dx, dy):
        assert 0 <= x0 < x1 <= w and 0 <= y0 < y1 <= h  # inside the picture
        assert x0 + mx >= 0 and x1 + mx <= w and y0 + my >= 0 and y1 + my <= h  # and target
        covered[y0 + my:y1 + my, x0 + mx:x1 + mx] += 1
    assert (covered == 1).all()


def _blit(source: np.ndarray, target: np.ndarray, copies: list) -> None:
    """glBlitFramebuffer on arrays (row 0 at the bottom): a box given top first is copied
    upside down."""
    for (x0, y0, x1, y1), (tx, ty) in copies:
        rows = source[y0:y1] if y0 <= y1 else source[y1:y0][::-1]
        target[ty:ty + len(rows), tx:tx + x1 - x0] = rows[:, x0:x1]


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.integers(-14, 14), st.integers(-14, 14),
       st.booleans(), st.booleans())
def test_a_copy_between_layouts_lands_as_the_upright_one(
        w: int, h: int, dx: int, dy: int, source_flipped: bool, target_flipped: bool) -> None:
    """Between upright pictures and ones in the window's layout (rows mirrored), either way,
    the placed blits leave the target showing what the upright copy shows."""
    picture = np.arange(w * h).reshape(h, w)
    blits = moved_blits(w, h, dx, dy)
    expected = np.full((h, w), -1)
    _blit(picture, expected, placed(blits, h, False, False))
    target = np.full((h, w), -1)
    _blit(picture[::-1] if source_flipped else picture, target,
          placed(blits, h, source_flipped, target_flipped))
    assert np.array_equal(target[::-1] if target_flipped else target, expected)


def test_a_smaller_viewport_is_drawn_directly(app: App, window: arcade.Window) -> None:
    scene = _shown(app, window, TitleScene)
    scene.on_draw()
    renders = scene._backdrop.renders
    ctx = window.ctx
    ctx.viewport = (0, 0, 640, 360)
    try:
        scene.on_draw()
    finally:
        ctx.viewport = (0, 0, *ctx.screen.size)
    assert scene._backdrop.renders == renders and scene.still_kept


def test_a_time_a_hair_under_a_step_counts_as_that_step() -> None:
    step = 17 * STEP
    assert background_time(5.0 + 20 / 30) == background_time(step) == pytest.approx(step)
    assert background_time(step - 0.01) < step


@pytest.mark.parametrize("name, layout, to_window", [
    ("title", False, True), ("title", True, True), ("verse", False, False),
    ("verse", True, True)])
def test_the_next_steps_picture_gets_a_window_copy_only_if_it_goes_there(
        app: App, window: arcade.Window, name: str, layout: bool, to_window: bool) -> None:
    """Made ahead, the next step's picture is also copied into the window's layout a frame
    later when the screen shows it itself, or when boards drawn in the window's layout go
    over it; under upright boards (Verse) it never reaches the window, and that copy would
    be a wasted pass over every pixel."""
    scene = _shown(app, window, SCREENS[name])
    scene._backdrop = Backdrop(window.ctx, boards_in_window_layout=layout)
    for part in (0.6, 0.8, 0.9):  # its background, its still part, then its window copy
        scene.time = 2 * STEP + part * STEP
        scene.on_draw()
    spare = scene._backdrop.spare
    assert spare is not None and spare.key is not None
    assert spare._screen_copy_fresh() is to_window
    assert scene.board_kept is (name == "verse")


@pytest.mark.parametrize("name", ["retris", "tetlight", "verse"])
def test_the_next_steps_boards_are_made_ahead_and_swapped_in(
        app: App, window: arcade.Window, name: str) -> None:
    """Under kept boards the step's first frame neither draws the boards nor converts a
    picture: the next step's picture with the boards over it, and its window copy, were made
    in frames of the step before (each frame a part); it shows what making it then shows."""
    scene = _shown(app, window, SCREENS[name])
    for part in (0.6, 0.8, 0.85, 0.9):  # background, still part, boards, their window copy
        scene.time = 2 * STEP + part * STEP
        scene.on_draw()
    ahead = scene._backdrop.boards_spare
    assert scene.board_kept and ahead is not None and ahead._screen_copy_fresh()
    boards = scene._backdrop.board_renders
    drawn: list[str] = []
    for what in ("draw_still", "draw_board_still"):
        setattr(scene, what, lambda what=what: drawn.append(what))
    scene.time = 3 * STEP + 0.01
    try:
        stepped = frame_pixels(window)
        assert drawn == [] and scene._backdrop.boards is ahead  # swapped in, nothing drawn
        assert scene._backdrop.board_renders == boards + 1
    finally:
        del scene.draw_still, scene.draw_board_still
    scene._backdrop = Backdrop(window.ctx)  # the same picture made in one go
    assert np.array_equal(frame_pixels(window), stepped)


def test_boards_made_ahead_off_the_window_get_no_window_copy(
        app: App, window: arcade.Window) -> None:
    """Drawn into a framebuffer of its own (not the window), upright boards made ahead never
    reach the window: their copy in its layout would be a wasted pass over every pixel."""
    scene = _shown(app, window, _retris)
    ctx = window.ctx
    target = ctx.framebuffer(color_attachments=[ctx.texture(ctx.screen.size, components=4)])
    scene._backdrop = Backdrop(ctx, boards_in_window_layout=False)
    with target.activate():
        for part in (0.6, 0.8, 0.85, 0.9):
            scene.time = 2 * STEP + part * STEP
            scene.on_draw()
    ahead = scene._backdrop.boards_spare
    assert scene.board_kept and ahead is not None and ahead.key is not None
    assert not ahead._screen_copy_fresh()
