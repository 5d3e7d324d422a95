"""Arcade looks and effects: each special reads at 28 px without colour, ice frosts, stone is
grey; generations throw particles shaped by their blasts, as many as the settings ask; primed
bombs pulse; the final shift slides; shake and flash follow the settings."""

from __future__ import annotations

import itertools
from types import SimpleNamespace
from typing import Any

import arcade
import numpy as np
import pytest

from game.core.events import Event
from game.render.board import INSTANCE_DTYPE
from game.render.palette import load_palette
from game.render.particles import CHUNK, GLOW, SHARD
from game.rules.retris.snapshot import ChainView, RetrisSnapshot
from game.scenes.retris import arcade_bursts as shapes
from game.scenes.retris import arcade_debris as debris
from game.scenes.retris.arcade_field import pulse, slide_seconds
from game.scenes.retris.arcade_fx import SHAKE_MEGA, ArcadeFx, generation_shake
from game.scenes.retris.board import COLS, STONE_RGBA, FieldView, cell_color
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.fx import FULL, Strengths, read_strengths
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.scenes.conftest import run_frames

CELL = 28.0  # px: the size the looks must read at (the field at 1280×720)
NOW = 50.0


def snapshot(cells: dict[tuple[int, int], str], chain: ChainView | None = None,
             rows: int = 24) -> RetrisSnapshot:
    """A still Arcade snapshot: ``cells`` {(col, row): code} on an empty field."""
    field = [[".."] * COLS for _ in range(rows)]
    for (col, row), code in cells.items():
        field[row][col] = code
    return RetrisSnapshot(tick=0, tick_rate=120, mode="arcade", style="normal",
                          field=tuple(tuple(r) for r in field), active=None, ghost=(),
                          hold=None, hold_used=False, next=(), score=0, rows=0, level=1,
                          over=False, chain=chain)


@pytest.fixture
def view(ctx: arcade.ArcadeContext) -> FieldView:
    """A field of 28 px cells whose bottom rows fall on the 320×240 canvas."""
    field = FieldView(ctx, load_palette())
    field.place(arcade.LBWH(10, 10, COLS * CELL, 24 * CELL))
    assert field.size == pytest.approx(CELL)
    return field


def cell_pixels(image: np.ndarray, view: FieldView, col: int, row: int) -> np.ndarray:
    """The RGB pixels inside one cell (a pixel in from its edges), as floats."""
    x, y = view.center(col, row)
    h = int(view.size / 2) - 1
    return image[int(y) - h:int(y) + h, int(x) - h:int(x) + h].astype(float)


def grey(pixels: np.ndarray) -> np.ndarray:
    return pixels @ np.array([0.2126, 0.7152, 0.0722])


def draw_cells(canvas, view: FieldView, cells: dict[tuple[int, int], str],
               chain: ChainView | None = None, now: float = NOW) -> np.ndarray:
    snap = snapshot(cells, chain)
    return canvas.render(lambda: view.draw(snap, now))


# -- looks ------------------------------------------------------------------------------------


def test_every_special_reads_at_28px_without_colour(canvas, view: FieldView) -> None:
    letters = [".", "n", "h", "v", "l", "m", "a", "s"]
    image = draw_cells(canvas, view, {(c, 1): "Z" + s for c, s in enumerate(letters)})
    looks = [grey(cell_pixels(image, view, c, 1)) for c in range(len(letters))]
    for (a, la), (b, lb) in itertools.combinations(zip(letters, looks, strict=True), 2):
        difference = np.abs(la - lb).mean()
        assert difference > 6.0, f"{a!r} and {b!r} look alike in grey ({difference:.1f})"


def test_the_same_special_looks_the_same_in_any_colour_but_its_own(canvas, view) -> None:
    image = draw_cells(canvas, view, {(0, 1): "Zm", (1, 1): "Zm", (2, 1): "Jm"})
    same = np.abs(cell_pixels(image, view, 0, 1) - cell_pixels(image, view, 1, 1)).mean()
    other = np.abs(cell_pixels(image, view, 0, 1) - cell_pixels(image, view, 2, 1)).mean()
    assert same < 1.0 < other  # deterministic, and the piece colour still shows


def test_ice_lightens_and_frosts_the_block(canvas, view: FieldView) -> None:
    image = draw_cells(canvas, view, {(0, 1): "J.", (1, 1): "Ji", (2, 1): "Jn", (3, 1): "JN"})
    plain, iced = cell_pixels(image, view, 0, 1), cell_pixels(image, view, 1, 1)
    assert grey(iced).mean() > grey(plain).mean() + 20  # a pale cover on top
    saturation = lambda p: (p.max(axis=2) - p.min(axis=2)).mean()  # noqa: E731
    assert saturation(iced) < 0.8 * saturation(plain)  # frosted: the colour shows through less
    bomb, iced_bomb = cell_pixels(image, view, 2, 1), cell_pixels(image, view, 3, 1)
    assert grey(iced_bomb).mean() > grey(bomb).mean() + 10  # ice over a bomb, icon still there
    assert np.abs(grey(iced_bomb) - grey(iced)).mean() > 6.0


def test_stone_is_grey_whatever_the_piece_colour(canvas, view: FieldView) -> None:
    palette = load_palette()
    assert cell_color(palette, "Ts") == cell_color(palette, "Zs") == STONE_RGBA
    assert cell_color(palette, "TS") == STONE_RGBA  # iced stone
    image = draw_cells(canvas, view, {(0, 1): "Ts", (1, 1): "Zs", (2, 1): "Os", (3, 1): "T."})
    stones = [cell_pixels(image, view, c, 1) for c in range(3)]
    for stone in stones[1:]:
        assert np.abs(stone - stones[0]).mean() < 1.0
    spread = lambda p: (p.max(axis=2) - p.min(axis=2)).mean()  # noqa: E731
    assert spread(stones[0]) < 18  # grey: the channels stay together
    assert spread(cell_pixels(image, view, 3, 1)) > 60  # a T block is vividly coloured
    assert grey(stones[0]).std() > 8  # a grain, not a flat fill


def test_primed_bombs_pulse_until_they_fire(canvas, view: FieldView) -> None:
    """The rules empty a destroyed bomb's cell at once; the field draws it from the
    generation's code, glowing, until the next generation."""
    fx = ArcadeFx(view, seed=1)
    fx.generation({"k": 0, "row_hits": [1], "destroyed": [[2, 1, "Sn"], [3, 1, "S."]]}, NOW,
                  Strengths(particles=0.0))
    view.particles.clear()
    chain = ChainView(1, 0, 60, (), ((2, 1),))
    empty = draw_cells(canvas, view, {}, now=NOW + 1.0)  # after the row hit's flash
    primed = draw_cells(canvas, view, {}, chain, NOW + 1.0)
    assert grey(cell_pixels(primed, view, 2, 1)).mean() > grey(cell_pixels(empty, view, 2, 1)
                                                               ).mean() + 40
    assert np.abs(primed.astype(int) - empty.astype(int))[:, :, :].sum(axis=2)[
        int(view.center(3, 1)[1]), int(view.center(3, 1)[0])] < 30  # the plain block is gone
    # The pulse quickens towards the firing and always stays within 0..1.
    values = [pulse(t / 120) for t in range(60, -1, -1)]
    assert min(values) >= 0.0 and max(values) <= 1.0
    crossings = [i for i, (a, b) in enumerate(itertools.pairwise(values))
                 if (a - 0.5) * (b - 0.5) < 0]
    gaps = np.diff(crossings)
    assert len(crossings) >= 4 and gaps[-1] < gaps[0]


def test_the_final_shift_slides_blocks_down(canvas, view: FieldView) -> None:
    view.chain.slide([[4, 5, 1]], NOW)
    after = {(4, 1): "L."}
    length = slide_seconds(4)
    assert 0.0 < length <= 0.3
    start = draw_cells(canvas, view, after, now=NOW)
    settled = draw_cells(canvas, view, after, now=NOW + length + 0.01)
    assert grey(cell_pixels(start, view, 4, 5)).mean() > grey(cell_pixels(settled, view, 4, 5)
                                                               ).mean() + 40
    assert grey(cell_pixels(settled, view, 4, 1)).mean() > grey(cell_pixels(start, view, 4, 1)
                                                                 ).mean() + 40


def _buffers(view: FieldView) -> list[bytes]:
    """What each of the field's buffers holds for its next draw."""
    renderers = (view.cells, view.glow_cells, view.field_cells, view.field_covers)
    return [r._instances.read(r.instances * INSTANCE_DTYPE.itemsize) if r.instances else b""
            for r in renderers]


def test_a_moving_field_works_out_again_only_what_moves(ctx, view: FieldView) -> None:
    """While blocks slide and a row flashes, the field's parts are worked out once; every
    frame's buffers hold what a view preparing it afresh puts in its own, also after the
    palette changes mid-slide."""
    snap = snapshot({(0, 0): "rn", (1, 0): "b.", (2, 1): "Gv", (4, 1): "L.", (5, 0): "ys"})
    view.flash_rows([0], NOW)
    view.chain.slide([[4, 5, 1]], NOW)
    view.prepare(snap, NOW)
    parts = view._parts

    def same_as_fresh(now: float) -> None:
        fresh = FieldView(ctx, view.palette)
        fresh.place(arcade.LBWH(10, 10, COLS * CELL, 24 * CELL))
        fresh._flashes, fresh.chain._slide = list(view._flashes), view.chain._slide
        fresh.prepare(snap, now)
        assert _buffers(view) == _buffers(fresh)
        assert view.glow_heights(now) == fresh.glow_heights(now)

    for k in range(1, 6):  # the slide lasts 0.2 s, the flash 0.28 s
        if k == 4:
            view.set_palette(load_palette("colorblind"))
            parts = None
        view.prepare(snap, NOW + 0.03 * k)
        assert (view._parts is parts or parts is None) and view.field_key is not None
        parts = view._parts
        same_as_fresh(NOW + 0.03 * k)
    view.prepare(snap, NOW + 0.3)  # both over: the slid block is on the field again
    assert view._parts is not parts and not view._flashes and not view.chain.sliding(NOW + 0.3)
    same_as_fresh(NOW + 0.3)


def test_no_flash_when_the_setting_is_off(canvas, view: FieldView) -> None:
    lit = draw_cells(canvas, view, {})
    view.flash_rows([1], NOW, 0.0)
    assert np.array_equal(draw_cells(canvas, view, {}), lit)
    view.flash_rows([1], NOW, 1.0)
    assert grey(cell_pixels(draw_cells(canvas, view, {}), view, 5, 1)).mean() > \
        grey(cell_pixels(lit, view, 5, 1)).mean() + 100


# -- particle shapes ------------------------------------------------------------------------


def _generation(fired: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"chain": 1, "k": 1, "row_hits": [], "fired": fired, "activators": [],
            "destroyed": [], "stripped": [], "survived": [], **extra}


def _bomb(kind: str, cell: tuple[int, int], area: list[tuple[int, int]]) -> dict[str, Any]:
    return {"kind": kind, "cell": list(cell), "color": "T", "area": [list(a) for a in area],
            "by_activator": False}


def test_a_normal_bomb_throws_a_ring(view: FieldView) -> None:
    rng = np.random.default_rng(1)
    at = view.center(4, 6)
    ring = shapes.ring(at, (200, 40, 40, 255), NOW, view.size, 1.0, rng, view.particles.drag)
    away = ring["pos"] - at
    radial = np.einsum("ij,ij->i", away, ring["vel"]) / (
        np.linalg.norm(away, axis=1) * np.linalg.norm(ring["vel"], axis=1))
    assert radial.min() > 0.99  # every particle flies straight out from the bomb
    angles = np.sort(np.arctan2(away[:, 1], away[:, 0]))
    assert np.diff(angles).max() < 0.1  # all the way round
    assert (ring["buoy"] == 1.0).all()  # the ring keeps its shape


def test_row_and_column_bombs_sweep_their_line(view: FieldView) -> None:
    rng = np.random.default_rng(2)
    at = view.center(3, 5)
    row = shapes.sweep(at, view.centers([(c, 5) for c in range(COLS)]), (1, 2, 3, 255), NOW,
                       view.size, 1.0, rng)
    assert np.abs(row["pos"][:, 1] - at[1]).max() < 0.5 * view.size
    assert (np.abs(row["vel"][:, 0]) > np.abs(row["vel"][:, 1])).mean() > 0.8
    far = row["pos"][:, 0] > view.center(8, 5)[0]
    assert row["t0"][far].min() > row["t0"][~far].min()  # the front runs out from the bomb
    assert (row["vel"][far, 0] > 0).all()  # away from it
    column = shapes.sweep(at, view.centers([(3, r) for r in range(10)]), (1, 2, 3, 255), NOW,
                          view.size, 1.0, rng)
    assert np.abs(column["pos"][:, 0] - at[0]).max() < 0.5 * view.size
    assert (np.abs(column["vel"][:, 1]) > np.abs(column["vel"][:, 0])).mean() > 0.8


def test_lightning_bolts_strike_every_block_of_its_colour(view: FieldView) -> None:
    targets = [(0, 0), (9, 3), (5, 8)]
    fx = ArcadeFx(view, seed=3)
    bolts = fx.strokes(_bomb("lightning", (2, 2), [(2, 2), *targets]), NOW, FULL)
    ends = np.concatenate([bolts["a"], bolts["b"]])
    for target in targets:  # a bolt's last segment ends on the block
        assert np.linalg.norm(ends - view.center(*target), axis=1).min() < 1e-3, target
    starts = np.linalg.norm(bolts["a"] - view.center(2, 2), axis=1) < 1e-3
    assert starts.sum() >= 3 * len(targets)  # struck again: a fresh path each time
    assert (bolts["flicker"] > 0).all()
    # Nearer blocks first: the bolts to (9, 3) and (5, 8) strike after the one to (0, 0).
    near = np.linalg.norm(bolts["b"] - view.center(0, 0), axis=1) < 1e-3
    far = np.linalg.norm(bolts["b"] - view.center(5, 8), axis=1) < 1e-3
    assert bolts["t0"][far].min() > bolts["t0"][near].min()
    # Glitter along the bolts.
    p = fx.blast(_bomb("lightning", (2, 2), [(2, 2), *targets]), NOW, 1.0)
    for target in targets:
        assert np.linalg.norm(p["pos"] - view.center(*target), axis=1).min() < view.size


def test_a_mega_bomb_has_every_shape_and_the_most_particles(view: FieldView) -> None:
    fx = ArcadeFx(view, seed=4)
    cell = (4, 4)
    areas = {"normal": [(c, r) for c in (3, 4, 5) for r in (3, 4, 5)],
             "horizontal": [(c, 4) for c in range(COLS)], "vertical": [(4, r) for r in range(9)],
             "lightning": [(0, 0), (9, 8), cell]}
    areas["mega"] = sorted(set().union(*areas.values()))
    counts = {kind: len(fx.blast(_bomb(kind, cell, area), NOW, 1.0))
              for kind, area in areas.items()}
    assert counts["mega"] > max(v for k, v in counts.items() if k != "mega")
    mega = fx.blast(_bomb("mega", cell, areas["mega"]), NOW, 1.0)
    for corner in ((0, 0), (9, 8), (9, 4), (4, 8)):  # colour arcs, the row, the column
        assert np.linalg.norm(mega["pos"] - view.center(*corner), axis=1).min() < view.size


@pytest.mark.parametrize("kind", ["normal", "horizontal", "vertical", "lightning", "mega"])
def test_a_generation_spawns_as_many_particles_as_the_setting_asks(view: FieldView,
                                                                   kind: str) -> None:
    fx = ArcadeFx(view, seed=5)
    area = [(c, 2) for c in range(COLS)] + [(2, r) for r in range(6)] + [(7, 5)]
    data = _generation([_bomb(kind, (2, 2), area)],
                       destroyed=[[c, r, "T."] for c, r in area], stripped=[[6, 6]])
    spawned = {}
    for density in (0.0, 1.0, 2.0):
        view.particles.clear()
        fx.generation(data, NOW, Strengths(particles=density))
        spawned[density] = view.particles.used
    assert spawned[0.0] == 0  # none at all
    assert spawned[1.0] > 100
    assert spawned[2.0] == pytest.approx(2 * spawned[1.0], rel=0.1)


def test_stripped_ice_shatters_into_sharp_pale_shards(view: FieldView) -> None:
    shards = debris.shards(view.centers([(1, 1), (2, 1)]), NOW, view.size, 1.0,
                           np.random.default_rng(6))
    assert len(shards) == 2 * debris.SHARD_PER_CELL
    assert (shards["shape"] == SHARD).all()
    assert (shards["size"] < 0.35 * view.size).all()
    assert (shards["color"][:, :3].min(axis=1) > 200).all()  # pale
    assert (shards["buoy"] == 0.0).all()  # they fall


def test_stone_crumbles_into_falling_chips_and_hanging_dust(view: FieldView) -> None:
    p = debris.crumble(view.centers([(3, 4)]), NOW, view.size, 1.0, np.random.default_rng(7))
    chips, dust = p[p["shape"] == CHUNK], p[p["shape"] == GLOW]
    assert len(chips) == debris.CHIP_PER_CELL and len(dust) == debris.DUST_PER_CELL
    assert (chips["vel"][:, 1] < 0).mean() > 0.7 and (chips["buoy"] == 0).all()  # they drop
    assert (dust["buoy"] > 0.5).all()  # dust hangs
    grey = p["color"][:, :3].astype(int)
    assert (grey.max(axis=1) - grey.min(axis=1)).max() < 24


def test_shake_grows_with_the_blast_and_is_capped() -> None:
    normal = generation_shake([{"kind": "normal"}], 0)
    assert generation_shake([], 1) > 0
    assert normal < generation_shake([{"kind": "normal"}] * 3, 0)
    assert generation_shake([{"kind": "mega"}], 0) == SHAKE_MEGA > normal
    assert generation_shake([{"kind": "normal"}] * 40, 0) <= SHAKE_MEGA + 2


# -- the play scene and the settings ------------------------------------------------------


def _scene(app: App, window: arcade.Window, settings: Any = None) -> RetrisPlayScene:
    if settings is not None:
        app.effects = lambda: settings  # type: ignore[attr-defined]  # the config layer's API
    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade"))
    app.nav.reset(scene)
    run_frames(window, 2)
    return scene


def _mega_event(scene: RetrisPlayScene, k: int = 1) -> Event:
    area = [(c, 1) for c in range(COLS)] + [(4, r) for r in range(6)]
    return Event(scene.snapshot.tick, "generation",
                 _generation([_bomb("mega", (4, 1), area)], k=k,
                             destroyed=[[c, r, "T."] for c, r in area]))


def test_strengths_come_from_the_settings_every_frame() -> None:
    assert read_strengths(SimpleNamespace()) == FULL  # no settings: as designed
    current = SimpleNamespace(particles=0.5, bloom=0.0, shake=2.0, flash=0.25)
    app = SimpleNamespace(effects=lambda: current)
    assert read_strengths(app) == Strengths(0.5, 0.0, 2.0, 0.25)
    current.shake = 0.0  # edited while playing
    assert read_strengths(app).shake == 0.0
    odd = SimpleNamespace(effects=lambda: SimpleNamespace(particles=-1, bloom="x"))
    assert read_strengths(odd) == Strengths(0.0, 1.0, 1.0, 1.0)


@pytest.mark.parametrize("shake", [0.0, 1.0, 2.0])
def test_the_shake_follows_the_shake_setting(app: App, window, shake: float) -> None:
    settings = SimpleNamespace(particles=1.0, bloom=0.0, shake=shake, flash=1.0, palette="default")
    scene = _scene(app, window, settings)
    scene._react(_mega_event(scene))
    expected = scene.layout.len(SHAKE_MEGA) * shake
    assert scene.shake.strength(scene.time) == pytest.approx(expected)
    dx, dy = scene.shake.offset(scene.time + 0.01)
    assert max(abs(dx), abs(dy)) <= expected + 0.5
    if shake == 0.0:
        assert (dx, dy) == (0.0, 0.0)


def test_the_scene_reads_the_settings_live(app: App, window) -> None:
    settings = SimpleNamespace(particles=1.0, bloom=0.0, shake=1.0, flash=1.0, palette="default")
    scene = _scene(app, window, settings)
    scene._react(_mega_event(scene))
    one = scene.field.particles.used
    assert one > 0
    scene.field.particles.clear()
    settings.particles = 0.0
    run_frames(window, 1)  # the next frame reads the file's new value
    scene._react(_mega_event(scene))
    assert scene.field.particles.used == 0
    assert scene.shake.strength(scene.time) > 0  # the shake is its own setting


def test_the_chain_banner_shows_from_generation_2_a_tier_higher_each(app: App,
                                                                     window) -> None:
    scene = _scene(app, window)
    scene._react(_mega_event(scene))  # generation 1: one bomb, not a chain
    assert [b.kind for b in scene.hud.banners.live] == []
    tiers = []
    for k in (2, 3, 4):
        scene._react(_mega_event(scene, k))
        chains = [b for b in scene.hud.banners.live if b.kind == "chain"]
        assert len(chains) == 1 and chains[0].text.text == f"CHAIN \u00d7{k}"
        tiers.append((chains[0].tier, chains[0].text.font_size))
    assert tiers == sorted(set(tiers)) and tiers[0][0] == 2, tiers  # each generation's bigger
    scene._react(Event(0, "chain_end", {"chain": 1, "rows_scored": [1], "row_points": 1,
                                        "bomb_points": 12, "shift": [[0, 3, 1]]}))
    scene._react(Event(0, "rows_cleared", {"rows": [1], "points": 1}))
    kinds = sorted(b.kind for b in scene.hud.banners.live)
    assert kinds == ["bombs", "chain", "clear"]
    assert scene.field.chain.sliding(scene.time) == [(0, 3, 1)]
