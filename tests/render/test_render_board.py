"""BoardRenderer draws the right cells, in one instanced call, in arcade's projection."""

from __future__ import annotations

import math

import arcade
import numpy as np
import pytest

from game.render import board, hexgrid, squaregrid
from game.render import flags as F
from game.render.board import BoardRenderer
from game.render.shaders import load_program

RED = (230, 40, 40, 255)
GREEN = (40, 200, 60, 255)
BLUE = (40, 80, 240, 255)
EMPTY = (74, 106, 168, 255)


def _close(pixel: np.ndarray, colour: tuple[int, ...], tol: float = 0.35) -> bool:
    """Pixel has the colour's hue: same dominant channel ordering and near the ratios."""
    p = pixel.astype(float) / max(1.0, float(pixel.max()))
    c = np.array(colour[:3], float) / max(colour[:3])
    return bool(np.abs(p - c).max() < tol) and pixel.max() > 60


@pytest.fixture(scope="module")
def hex_board(ctx: arcade.ArcadeContext, canvas):
    """Edge-9 board fitted in the canvas: every cell EMPTY except a few coloured ones."""
    edge = 9
    width, height = canvas.size
    size = math.floor(hexgrid.fit_size(edge, width - 8, height - 8))
    origin = hexgrid.origin_for(edge, size, (width / 2, height / 2))
    centers = hexgrid.centers(edge, size, origin)
    index = hexgrid.cell_index(edge)
    colors = np.tile(np.array(EMPTY, np.uint8), (len(centers), 1))
    fl = F.array(len(centers), F.EMPTY)
    for cell, colour in {(0, 0): RED, (-8, 0): GREEN, (8, 8): BLUE, (0, 16): RED}.items():
        colors[index[cell]] = colour
        fl[index[cell]] = 0
    renderer = BoardRenderer(ctx, "hex", capacity=16)
    renderer.update(centers, colors, fl)
    image = canvas.render(lambda: renderer.draw(size))
    return {
        "edge": edge,
        "size": size,
        "origin": origin,
        "centers": centers,
        "index": index,
        "renderer": renderer,
        "image": image,
    }


def _px(image: np.ndarray, x: float, y: float) -> np.ndarray:
    return image[round(y), round(x)]


def test_hex_board_has_217_instances_and_grew(hex_board) -> None:
    assert hex_board["renderer"].count == 217
    assert hex_board["renderer"].capacity >= 217


def test_known_cells_have_their_colour(hex_board) -> None:
    image, centers, index = hex_board["image"], hex_board["centers"], hex_board["index"]
    for cell, colour in {(0, 0): RED, (-8, 0): GREEN, (8, 8): BLUE, (0, 16): RED}.items():
        x, y = centers[index[cell]]
        assert _close(_px(image, x, y), colour), (cell, _px(image, x, y))


def test_empty_cells_are_dim_but_visible(hex_board) -> None:
    image, centers, index = hex_board["image"], hex_board["centers"], hex_board["index"]
    x, y = centers[index[(0, 8)]]
    centre = _px(image, x, y)
    assert 0 < int(centre.max()) < 90
    # The lattice line along the outline is brighter than the body.
    top_edge = _px(image, x, y + hex_board["size"] * math.sqrt(3) / 2 - 1.5)
    assert int(top_edge.sum()) > int(centre.sum())


def test_outside_the_board_is_background(hex_board) -> None:
    image, size, (ox, oy) = hex_board["image"], hex_board["size"], hex_board["origin"]
    left, _bottom, right, _top = hexgrid.board_extent(9, size)
    h = size * math.sqrt(3) / 2
    outside = [
        (ox + left - 3, oy + 40),  # left of the board
        (ox + right + 3, oy + 40),  # right of it
        # V bottom: below column ±8's lowest cell, level with column 0's bottom cell
        (ox + hexgrid.center(-8, 0, size)[0], oy),
        (ox + hexgrid.center(8, 0, size)[0], oy),
        # Λ top: above the outer columns' top cells, level with column 0's apex
        (ox + hexgrid.center(-8, 8, size)[0], oy + hexgrid.center(0, 16, size)[1]),
        (ox + hexgrid.center(8, 8, size)[0], oy + hexgrid.center(0, 16, size)[1]),
        (ox, oy - h - 2),  # below the lowest cell
        (ox, oy + hexgrid.center(0, 16, size)[1] + h + 2),  # above the apex
    ]
    for x, y in outside:
        assert int(_px(image, x, y).max()) == 0, (x, y)


def test_v_bottom_and_lambda_top_are_visible(hex_board) -> None:
    """Scanning each column: its lowest and highest lit pixel trace a V and a Λ."""
    image = hex_board["image"]
    lit = image.max(axis=2) > 10
    xs = [
        float(hexgrid.center(c, 0, hex_board["size"])[0] + hex_board["origin"][0])
        for c in range(-8, 9)
    ]
    lows = [int(np.flatnonzero(lit[:, int(x)])[0]) for x in xs]
    highs = [int(np.flatnonzero(lit[:, int(x)])[-1]) for x in xs]
    mid = 8
    assert lows[mid] == min(lows) and highs[mid] == max(highs)
    for k in range(1, 9):
        assert lows[mid + k] > lows[mid + k - 1] and lows[mid - k] > lows[mid - k + 1]
        assert highs[mid + k] < highs[mid + k - 1] and highs[mid - k] < highs[mid - k + 1]


@pytest.mark.parametrize(("edge", "count"), [(6, 91), (7, 127), (8, 169)])
def test_other_edges(ctx: arcade.ArcadeContext, canvas, edge: int, count: int) -> None:
    size = 8.0
    centers = hexgrid.centers(edge, size, origin=(160.0, 20.0))
    renderer = BoardRenderer(ctx, "hex")
    renderer.update(centers, np.tile(np.array(GREEN, np.uint8), (count, 1)))
    image = canvas.render(lambda: renderer.draw(size))
    assert renderer.count == count == len(centers)
    lit = np.array([_close(_px(image, x, y), GREEN) for x, y in centers])
    assert lit.all()


def test_square_field_per_instance_colours(ctx: arcade.ArcadeContext, canvas) -> None:
    cols, rows, size = 10, 24, 9.0
    centers = squaregrid.centers(cols, rows, size, origin=(40.0, 4.0))
    palette = np.array([RED, GREEN, BLUE], np.uint8)
    which = np.arange(cols * rows) % 3
    renderer = BoardRenderer(ctx, "square")
    renderer.update(centers, palette[which])
    image = canvas.render(lambda: renderer.draw(size))
    for i, (x, y) in enumerate(centers):
        assert _close(_px(image, x, y), tuple(palette[which[i]])), i
    # Hairline gaps between cells are darker than the cells.
    x, y = centers[0]
    assert int(_px(image, x + size / 2, y).sum()) < int(_px(image, x, y).sum())
    assert int(_px(image, 40 + cols * size + 3, 50).max()) == 0


def _one_cell(ctx, canvas, shape: str, flags: int, colour=BLUE, size: float = 40.0):
    renderer = BoardRenderer(ctx, shape)
    renderer.update(
        np.array([[160.0, 120.0]], np.float32),
        np.array([colour], np.uint8),
        np.array([flags], np.uint32),
    )
    return canvas.render(lambda: renderer.draw(size))


@pytest.mark.parametrize("shape", ["hex", "square"])
def test_flags_change_pixels(ctx: arcade.ArcadeContext, canvas, shape: str) -> None:
    solid = _one_cell(ctx, canvas, shape, 0)
    ghost = _one_cell(ctx, canvas, shape, F.GHOST)
    flash = _one_cell(ctx, canvas, shape, F.flash())
    centre = (120, 160)
    assert int(ghost[centre].sum()) < int(solid[centre].sum()) * 0.5  # translucent
    assert int(ghost[centre].sum()) > 0
    assert flash[centre].min() > 225  # near-white
    for look in (F.EMPTY, F.HIGHLIGHT, F.ICE, F.STONE, *(F.bomb(k) for k in F.Bomb if k)):
        other = _one_cell(ctx, canvas, shape, look)
        diff = np.abs(other.astype(int) - solid.astype(int)).max(axis=2)
        assert (diff > 40).sum() > 30, look  # visibly different, not just a tint


def test_bomb_kinds_differ_from_each_other(ctx: arcade.ArcadeContext, canvas) -> None:
    """Each bomb kind has its own icon: told apart without colour (luminance only)."""
    grey = {}
    for kind in (k for k in F.Bomb if k):
        image = _one_cell(ctx, canvas, "hex", F.bomb(kind))
        grey[kind] = image.astype(float) @ np.array([0.2126, 0.7152, 0.0722])
    kinds = list(grey)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            assert (np.abs(grey[a] - grey[b]) > 60).sum() > 20, (a, b)


def test_draw_is_one_render_call(ctx: arcade.ArcadeContext, canvas, monkeypatch) -> None:
    """One call per layer: hexagons as instanced strips, squares as point sprites (one
    vertex per cell, not instanced) or instanced strips."""
    renderer = BoardRenderer(ctx, "hex")
    centers = hexgrid.centers(9, 6.0, origin=(160.0, 10.0))
    renderer.update(centers, np.tile(np.array(RED, np.uint8), (len(centers), 1)))
    geometry_type = type(renderer._geometry)
    calls: list[int] = []
    original = geometry_type.render

    def counting(self, program, **kwargs):
        points = self._mode == ctx.POINTS  # a point per cell, or instances of a strip
        calls.append(kwargs["vertices"] if points else kwargs.get("instances", 1))
        return original(self, program, **kwargs)

    monkeypatch.setattr(geometry_type, "render", counting)
    canvas.render(lambda: renderer.draw(6.0))
    assert calls == [217]
    calls.clear()
    squares = BoardRenderer(ctx, "square")
    squares.update(squaregrid.centers(10, 24, 5.0), np.zeros((240, 4), np.uint8))
    canvas.render(lambda: (renderer.draw(6.0), squares.draw(5.0)))
    assert calls == [217, 240]  # one call per layer, one cell each
    calls.clear()
    squares.sprite_program = None  # the strips, as when the view turns
    squares._setups.clear()  # (prepared again for the strips)
    canvas.render(lambda: squares.draw(5.0))
    assert calls == [240]


def test_looks_that_stack_add_instances(ctx: arcade.ArcadeContext) -> None:
    renderer = BoardRenderer(ctx, "square", capacity=4)
    centers = np.array([(10.0 * k, 10.0) for k in range(7)], np.float32)
    colors = np.tile(np.array(BLUE, np.uint8), (7, 1))
    looks = [0, F.EMPTY, F.STONE, F.HIGHLIGHT, F.ICE | F.BOMB_MEGA, F.flash(0.5), F.EMPTY | F.ICE]
    renderer.update(centers, colors, np.array(looks, np.uint32))
    # halo + lift for the highlight, ice + icon, a flash; nothing for ice on an empty cell
    assert renderer.count == 7 and renderer.instances == 7 + 2 + 2 + 1
    assert renderer.capacity >= renderer.instances
    staged = renderer._staging[: renderer.instances]
    kinds = ((staged["flags"] & board.KIND_MASK) >> board.KIND_SHIFT).tolist()
    cells = [int(x) // 10 for x in staged["center"][:, 0]]
    g, c, i, b, li, f = (
        board.KIND_GLOW, board.KIND_CELL, board.KIND_ICE, board.KIND_ICON, board.KIND_LIFT,
        board.KIND_FLASH,
    )  # fmt: skip
    assert list(zip(cells, kinds, strict=True)) == [
        (0, c), (1, c), (2, c), (3, g), (3, c), (3, li), (4, c), (4, i), (4, b), (5, c), (5, f),
        (6, c),
    ]  # fmt: skip
    renderer.update(centers, colors, np.zeros(7, np.uint32))
    assert renderer.instances == 7
    # Only what lies over the cells (for cells kept in a picture): no halo, no cell.
    renderer.update(centers, colors, np.array(looks, np.uint32), covers=True)
    staged = renderer._staging[: renderer.instances]
    kinds = ((staged["flags"] & board.KIND_MASK) >> board.KIND_SHIFT).tolist()
    cells = [int(x) // 10 for x in staged["center"][:, 0]]
    assert list(zip(cells, kinds, strict=True)) == [(3, li), (4, i), (4, b), (5, f)]
    renderer.update(centers, colors, np.zeros(7, np.uint32), covers=True)
    assert renderer.instances == 0


def test_update_validates_and_grows(ctx: arcade.ArcadeContext) -> None:
    renderer = BoardRenderer(ctx, "square", capacity=4)
    renderer.update(np.zeros((10, 2), np.float32), np.zeros((10, 4), np.uint8))
    assert renderer.count == 10 and renderer.capacity >= 10
    renderer.update(np.zeros((0, 2), np.float32), np.zeros((0, 4), np.uint8))
    assert renderer.count == 0
    renderer.draw(10.0)  # nothing to draw, no error
    with pytest.raises(ValueError):
        renderer.update(np.zeros((3, 2), np.float32), np.zeros((2, 4), np.uint8))
    with pytest.raises(ValueError):
        renderer.update(
            np.zeros((3, 2), np.float32), np.zeros((3, 4), np.uint8), np.zeros(2, np.uint32)
        )
    with pytest.raises(ValueError):
        BoardRenderer(ctx, "triangle")  # type: ignore[arg-type]


def test_camera_projection_applies(ctx: arcade.ArcadeContext, canvas) -> None:
    """WindowBlock: a view matrix (what arcade.Camera2D sets) moves the cells."""
    from pyglet.math import Mat4, Vec3

    renderer = BoardRenderer(ctx, "square")
    renderer.update(np.array([[100.0, 100.0]], np.float32), np.array([RED], np.uint8))

    def draw_shifted() -> None:
        ctx.view_matrix = Mat4.from_translation(Vec3(60.0, 0.0, 0.0))
        renderer.draw(20.0)

    image = canvas.render(draw_shifted)
    assert int(image[100, 100].max()) == 0
    assert _close(image[100, 160], RED)


def test_program_is_cached_per_context(ctx: arcade.ArcadeContext) -> None:
    assert load_program(ctx, "board") is load_program(ctx, "board")
    assert BoardRenderer(ctx, "hex").program is BoardRenderer(ctx, "square").program


def _square_scene(size: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every look, and cells straddling each side of the 320×240 canvas."""
    looks = [
        0, F.EMPTY, F.GHOST, F.HIGHLIGHT, F.flash(), F.flash(0.4), F.ICE, F.STONE,
        *(F.bomb(k) for k in F.Bomb if k), F.STONE | F.ICE | F.BOMB_MEGA,
    ]  # fmt: skip
    centers = [(16.0 + k * (size + 2.0), 120.0) for k in range(len(looks))]
    edges = [(-3.0, 60.0), (323.0, 60.0), (150.0, -3.0), (150.0, 243.0), (-3.0, -3.0)]
    flags = [*looks, *[F.HIGHLIGHT] * len(edges)]
    colors = np.array([[200, 60 + 10 * k % 180, 90, 255] for k in range(len(flags))], np.uint8)
    return np.array(centers + edges, np.float32), colors, np.array(flags, np.uint32)


@pytest.mark.parametrize("size", [12.0, 17.0, 28.0])
def test_square_sprites_match_the_strips(ctx: arcade.ArcadeContext, canvas, size) -> None:
    """Point sprites and strips draw the same squares, cells cut by the canvas's edge too
    (GL drops a point whose centre is off-screen: board.vert moves it in and grows it)."""
    centers, colors, fl = _square_scene(size)
    sprites = BoardRenderer(ctx, "square")
    strips = BoardRenderer(ctx, "square")
    strips.sprite_program = None
    for renderer in (sprites, strips):
        renderer.update(centers, colors, fl)
    a = canvas.render(lambda: sprites.draw(size, 0.3)).astype(int)
    b = canvas.render(lambda: strips.draw(size, 0.3)).astype(int)
    assert sprites._setup[1] and not strips._setup[1]  # the paths compared
    diff = np.abs(a - b).max(axis=2)
    assert diff.mean() < 0.2 and (diff > 24).mean() < 0.002, (diff.mean(), (diff > 24).sum())
    for x, y in ((0, 60), (319, 60), (150, 0), (150, 239), (0, 0)):  # the cut cells show
        assert a[y, x].max() > 60, (x, y)


def test_turned_view_draws_strips(ctx: arcade.ArcadeContext, canvas) -> None:
    """A turned camera turns the cells (sprites cannot turn: the strips are used)."""
    from pyglet.math import Mat4, Vec3

    renderer = BoardRenderer(ctx, "square")
    renderer.update(np.array([[0.0, 0.0]], np.float32), np.array([RED], np.uint8))

    def draw_turned() -> None:
        ctx.view_matrix = Mat4.from_translation(Vec3(160.0, 120.0, 0.0)) @ Mat4.from_rotation(
            math.radians(45.0), Vec3(0.0, 0.0, 1.0)
        )
        renderer.draw(60.0)

    image = canvas.render(draw_turned)
    assert not renderer._setup[1]
    lit = image.max(axis=2) > 60
    # a diamond: its corners reach ~1.41 times as far as an upright square's would
    assert lit[120, 160 + 36] and lit[120 + 36, 160] and not lit[120 + 26, 160 + 26]


def test_gl_state_is_left_as_found(ctx: arcade.ArcadeContext, canvas) -> None:
    squares = BoardRenderer(ctx, "square")
    squares.update(*_square_scene(20.0))
    hexes = BoardRenderer(ctx, "hex")
    hexes.update(hexgrid.centers(6, 8.0, origin=(160.0, 20.0)), np.zeros((91, 4), np.uint8))
    blend, flags = ctx.blend_func, set(ctx._flags) | {ctx.BLEND}
    canvas.render(lambda: (squares.draw(20.0), hexes.draw(8.0)))
    assert ctx.blend_func == blend
    assert set(ctx._flags) == flags  # blending on (as before), program point size not left on


@pytest.mark.parametrize("size", [12.0, 28.0, 48.0])
@pytest.mark.parametrize("shape", ["hex", "square"])
def test_edges_stay_crisp_at_any_size(ctx: arcade.ArcadeContext, canvas, shape, size) -> None:
    """Across a cell's top edge, coverage goes from none to full within about a pixel."""
    renderer = BoardRenderer(ctx, shape)
    renderer.update(
        np.array([[160.0, 100.3]], np.float32), np.array([(255, 255, 255, 255)], np.uint8)
    )
    image = canvas.render(lambda: renderer.draw(size, 0.0)).astype(int)
    column = image[:, 160].max(axis=1)
    top = int(np.flatnonzero(column > 0)[-1])
    partial = column[top - 3 : top + 1]
    assert (partial < 20).sum() + (partial > 60).sum() >= 2  # at most ~2 pixels in between
