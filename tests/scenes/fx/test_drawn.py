"""The shared effects drawn: a flash fades and a flash of strength 0 draws nothing; a trail
streaks the lanes a piece fell down, never over where it landed, fades away, and reduced
motion's is short; the background pulse lights the grid (not the holes of the kept panels)
and decays to nothing. Pixels are compared on an offscreen canvas."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.render.background import Background
from game.render.kept.backdrop import STEP, background_time
from game.scenes.fx.flash import FLASH_SECONDS, Flash
from game.scenes.fx.pulse import GLOW_SECONDS, PULSE_SECONDS, RING_WIDTH, Pulse, holes
from game.scenes.fx.trails import TRAIL_SECONDS, Trails, lanes
from game.ui.live_shapes import LiveShapes
from tests.gl_support import Canvas

BACK = (10, 14, 30, 255)
SCREEN = arcade.LBWH(0, 0, 320, 240)
FIELD = arcade.LBWH(100, 20, 120, 200)


def drawn(canvas: Canvas, add) -> np.ndarray:
    shapes = LiveShapes(canvas.ctx)

    def draw() -> None:
        add(shapes)
        shapes.draw()

    return canvas.render(draw, BACK).astype(int)


def brightness(image: np.ndarray, rect: arcade.Rect) -> float:
    part = image[int(rect.bottom):int(rect.top), int(rect.left):int(rect.right)]
    return float(part.mean())


def test_a_flash_lights_its_rect_and_fades(canvas: Canvas) -> None:
    flash = Flash()
    flash.kick(0.8, 1.0, FIELD)
    seen = [brightness(drawn(canvas, lambda s, t=t: flash.add_to(s, t, SCREEN)), FIELD)
            for t in (1.0, 1.0 + FLASH_SECONDS / 3, 1.0 + FLASH_SECONDS * 0.7)]
    assert seen[0] > 150 and seen[0] > seen[1] > seen[2] > BACK[0]
    outside = drawn(canvas, lambda s: flash.add_to(s, 1.0, SCREEN))[:, :90]
    assert (outside == BACK[:3]).all()  # a field's flash stays on the field
    assert not flash.active(1.0 + FLASH_SECONDS * 1.01)
    assert (drawn(canvas, lambda s: flash.add_to(s, 1.0 + FLASH_SECONDS * 1.01, SCREEN))
            == BACK[:3]).all()


def test_a_screen_flash_covers_the_screen_and_strength_zero_draws_nothing(canvas) -> None:
    flash = Flash()
    flash.kick(0.5, 0.0)  # no rect: the whole screen
    image = drawn(canvas, lambda s: flash.add_to(s, 0.0, SCREEN))
    assert (image > 100).all()
    none = Flash()
    none.kick(0.0, 0.0, FIELD)
    assert not none.active(0.0)
    assert (drawn(canvas, lambda s: none.add_to(s, 0.0, SCREEN)) == BACK[:3]).all()


def column(x: float, y: float, n: int, cell: float = 10.0) -> list[tuple[float, float]]:
    return [(x, y + i * cell) for i in range(n)]


def test_a_drop_has_one_lane_per_line_it_fell_down() -> None:
    # An S piece falling straight down: three columns, the middle two cells in one lane.
    starts = [(10.0, 200.0), (20.0, 200.0), (20.0, 210.0), (30.0, 210.0)]
    ends = [(x, y - 150) for x, y in starts]
    found = sorted(lanes(starts, ends, 10.0))
    assert [round(t[0]) for t, _ in found] == [10, 20, 30]
    (tail, head) = found[1]
    assert tail == pytest.approx((20.0, 215.0)) and head == pytest.approx((20.0, 65.0))
    assert lanes(starts, starts, 10.0) == []  # it did not move
    diagonal = lanes([(0.0, 100.0)], [(50.0, 13.4)], 10.0)  # a hex drop down and right
    assert len(diagonal) == 1


def test_a_trail_streaks_the_path_not_the_landed_piece_and_fades(canvas: Canvas) -> None:
    trails = Trails()
    starts, ends = column(160, 180, 2), column(160, 40, 2)
    assert trails.drop(starts, ends, 10.0, (80, 200, 255, 255), 2.0) == 1
    image = drawn(canvas, lambda s: trails.add_to(s, 2.0))
    lane = image[:, 157:163].sum(axis=2).mean(axis=1)
    back = sum(BACK[:3])
    assert lane[60:175].min() > back + 10  # the path it fell is lit …
    assert lane[40:50].max() <= back + 1  # … not where it landed (below the streak's head)
    assert lane[70] > lane[160]  # brightest towards the head
    assert (image[:, :140] == BACK[:3]).all()  # one lane only
    later = drawn(canvas, lambda s: trails.add_to(s, 2.0 + TRAIL_SECONDS * 0.6))
    assert later.sum() < image.sum()
    head = slice(56, 59)  # just above where it landed (at 55): lit all along, fading
    lit_now = image[head, 157:163].mean() - BACK[0]
    assert 0 < later[head, 157:163].mean() - BACK[0] < lit_now * 0.4
    assert not trails.active(2.0 + TRAIL_SECONDS * 1.01)
    assert (drawn(canvas, lambda s: trails.add_to(s, 2.0 + TRAIL_SECONDS * 1.01)) == BACK[:3]).all()


def test_short_trails_and_strength_zero(canvas: Canvas) -> None:
    starts, ends = column(160, 180, 2), column(160, 40, 2)
    full, short, none = Trails(), Trails(), Trails()
    full.drop(starts, ends, 10.0, (255, 255, 255, 255), 0.0)
    short.drop(starts, ends, 10.0, (255, 255, 255, 255), 0.0, length=0.3)
    assert none.drop(starts, ends, 10.0, (255, 255, 255, 255), 0.0, strength=0.0) == 0

    def lit_rows(trails: Trails) -> int:
        image = drawn(canvas, lambda s: trails.add_to(s, 0.0))
        return int((image[:, 160].sum(axis=1) > sum(BACK[:3]) + 6).sum())

    assert 0 < lit_rows(short) < lit_rows(full) * 0.45
    assert lit_rows(none) == 0


@pytest.fixture
def background(ctx: arcade.ArcadeContext) -> Background:
    return Background(ctx)


def pulsed(canvas: Canvas, background: Background, pulse: Pulse, now: float,
           keep_out: tuple = ()) -> np.ndarray:
    def draw() -> None:
        background.draw(background_time(now))  # as the kept picture was drawn
        pulse.draw(background, now, 0.5, keep_out)
    return canvas.render(draw).astype(int)


def test_a_pulse_lights_the_grid_and_decays_to_nothing(canvas, background) -> None:
    pulse = Pulse()
    pulse.kick(1.0, STEP, (160.0, 120.0))
    lit = [np.abs(pulsed(canvas, background, pulse, STEP + t)
                  - pulsed(canvas, background, Pulse(), STEP + t)).sum()
           for t in (0.0, 0.15, 0.4, PULSE_SECONDS * 1.01)]
    assert lit[0] > 0 and lit[1] > lit[2] > lit[3] == 0  # (the ring spreads, then it fades)
    plain = pulsed(canvas, background, Pulse(), STEP)
    brighter = pulsed(canvas, background, pulse, STEP) - plain
    assert (brighter >= 0).all()  # light added to the grid, nothing else changed
    # Only the lines' pixels (3 px bands every 16 px at this height: about 35 %).
    assert (brighter.sum(axis=2) > 0).mean() < 0.45


def test_a_pulse_leaves_the_kept_panels_dark_and_strength_zero_draws_nothing(
        canvas, background) -> None:
    plain = pulsed(canvas, background, Pulse(), STEP)
    pulse = Pulse()
    pulse.kick(1.0, STEP, (160.0, 120.0))
    panel = arcade.LBWH(100, 40, 120, 160)
    image = pulsed(canvas, background, pulse, STEP, holes([panel]))
    inside = (slice(41, 199), slice(101, 219))
    assert (image[inside] == plain[inside]).all()
    assert (image != plain).any()  # lit around it
    weak = Pulse()
    weak.kick(0.0, STEP, (160.0, 120.0))
    assert (pulsed(canvas, background, weak, STEP) == plain).all()


def test_a_weaker_pulse_does_not_cut_a_stronger_one_short() -> None:
    pulse = Pulse()
    pulse.kick(1.0, 0.0, (0.0, 0.0))
    pulse.kick(0.2, 0.1, (50.0, 50.0))
    assert pulse.center == (0.0, 0.0) and pulse.remaining(0.1) > 0.8


def test_the_grids_light_and_the_rings_fade_and_the_ring_spreads() -> None:
    pulse = Pulse()
    pulse.kick(1.0, 0.0, (0.0, 0.0))
    early, late = pulse.levels(0.1), pulse.levels(0.5)
    assert early[0] > 0 and late[0] == 0 and GLOW_SECONDS < 0.5  # the grid's light goes first
    assert early[1] > late[1] > 0 and pulse.levels(PULSE_SECONDS * 1.01) == (0.0, 0.0, 0.0)
    assert late[2] > early[2] > 0


def test_after_the_grids_light_only_the_ring_is_lit(canvas, background) -> None:
    pulse = Pulse()
    pulse.kick(1.0, STEP, (20.0, 120.0))  # at the left edge: the ring spreads across
    now = STEP + GLOW_SECONDS + 0.05
    _, _, radius = pulse.levels(now, 0.5)
    lit = (pulsed(canvas, background, pulse, now)
           - pulsed(canvas, background, Pulse(), now)).sum(axis=2)
    ys, xs = np.nonzero(lit > 3)
    distance = np.hypot(xs - 20.0, ys - 120.0)
    width = RING_WIDTH * 0.5
    assert len(distance) > 100
    assert abs(np.median(distance) - radius) < width
    assert distance.min() > radius - 2.5 * width  # nothing inside the ring


def test_once_the_grids_light_is_gone_only_the_rings_part_of_the_grid_is_drawn(
        canvas, background, ctx) -> None:
    """What it costs: the fragments drawn (a GL query), not just what shows."""
    def fragments(glow: float) -> int:
        query = ctx.query(samples=True, time=False, primitives=False)

        def draw() -> None:
            background.draw(0.0)
            with query:
                background.draw_pulse(0.0, glow, 4.0, (20.0, 120.0), 150.0, 20.0)
        canvas.render(draw)
        return query.samples_passed

    assert 0 < fragments(0.0) < fragments(0.5) * 0.6
