"""Banners escalate with their tier (bigger, longer, glowing more), pop in with an overshoot
(none under reduced motion), stack instead of overlapping, are replaced by a banner of their
kind, show none at strength 0, and add no draw call of their own: their words are in the
HUD's text batch, their pills in its live shapes."""

from __future__ import annotations

import itertools

import arcade
import numpy as np
import pytest

from game.ui import theme
from game.ui.banners import POP_S, SIZES, Banners, look, pop_scale
from game.ui.layout import FULL_VIEW, Layout
from game.ui.live_shapes import LiveShapes
from game.ui.textbatch import TextBatch
from tests.gl_support import Canvas, DrawCalls

BACK = (8, 12, 26, 255)


@pytest.fixture
def banners(window: arcade.Window) -> tuple[Banners, TextBatch, LiveShapes]:
    theme.load_fonts()
    layout = Layout(320, 240, FULL_VIEW, None)  # the canvas's size: small type
    batch, shapes = TextBatch(), LiveShapes(window.ctx)
    made = Banners()
    made.build(layout, batch)
    return made, batch, shapes


def frame(canvas: Canvas, made, now: float) -> np.ndarray:
    banners, batch, shapes = made

    def draw() -> None:
        banners.draw(shapes, now)
        shapes.draw()
        batch.draw()

    return canvas.render(draw, BACK).astype(int)


def lit_box(image: np.ndarray) -> tuple[int, int]:
    """Width and height of what differs from the background."""
    ys, xs = np.nonzero((image != BACK[:3]).any(axis=2))
    return (int(xs.max() - xs.min()), int(ys.max() - ys.min())) if len(xs) else (0, 0)


def test_a_higher_tier_is_bigger_lasts_longer_and_glows_more() -> None:
    looks = [look(tier) for tier in range(1, 6)]
    assert [lk.size for lk in looks] == list(SIZES)
    for low, high in itertools.pairwise(looks):
        assert high.size > low.size and high.life > low.life and high.glow > low.glow
        assert high.overshoot > low.overshoot and high.color != low.color
    assert look(9) == look(5) and look(0) == look(1)  # clamped


def test_strength_calms_the_escalation_but_keeps_the_tiers_colour() -> None:
    half = look(5, 0.5)
    assert half.size < look(5).size and half.life < look(5).life
    assert half.color == look(5).color
    assert look(5, 0.0).size == look(1).size


def test_drawn_size_and_life_follow_the_tier(canvas: Canvas, banners) -> None:
    made, _, _ = banners
    made.show("TETRIS", 1, (160, 120), 0.0)
    small = lit_box(frame(canvas, banners, 0.5))
    made.clear()
    big = made.show("TETRIS", 4, (160, 120), 0.0)
    assert big is not None
    large = lit_box(frame(canvas, banners, 0.5))
    assert large[0] > small[0] * 1.3 and large[1] > small[1] * 1.3
    assert lit_box(frame(canvas, banners, look(1).life + 0.05)) != (0, 0)  # tier 4 still on
    assert made.live and lit_box(frame(canvas, banners, big.life + 0.01)) == (0, 0)
    assert not made.live  # finished: out of the batch


def test_it_pops_in_past_its_size_unless_calm(canvas: Canvas, banners) -> None:
    made, _, _ = banners
    assert pop_scale(0.0, 0.3) < 0.6 and pop_scale(POP_S / 2, 0.3) > 1.2
    assert pop_scale(POP_S, 0.3) == pytest.approx(1.0)
    made.show("CHAIN ×3", 4, (160, 120), 0.0)
    widths = [lit_box(frame(canvas, banners, t))[0] for t in (0.0, POP_S / 2, POP_S * 2)]
    assert widths[0] < widths[2] < widths[1]  # small, past its size, settled
    glyphs = made.live[-1].text.label._vertex_lists[0].position  # the words' own quads
    frame(canvas, banners, POP_S / 2)
    popped = max(glyphs[0::3]) - min(glyphs[0::3])
    frame(canvas, banners, POP_S * 2)
    assert popped > (max(glyphs[0::3]) - min(glyphs[0::3])) * 1.15  # the words pop too
    made.clear()
    made.show("CHAIN ×3", 4, (160, 120), 0.0, calm=True)
    calm = [lit_box(frame(canvas, banners, t))[0] for t in (0.0, POP_S / 2, POP_S * 2)]
    assert calm[1] == calm[2]  # no overshoot: the same size throughout


def test_strength_zero_shows_nothing(canvas: Canvas, banners) -> None:
    made, _, _ = banners
    assert made.show("TETRIS", 4, (160, 120), 0.0, strength=0.0) is None
    assert (frame(canvas, banners, 0.1) == BACK[:3]).all()


def test_newer_banners_push_older_ones_up_and_a_kind_replaces_its_own(banners) -> None:
    made, _, _ = banners
    first = made.show("CHAIN ×2", 2, (160, 100), 0.0, kind="chain")
    other = made.show("BOMBS +5", 1, (160, 100), 0.05)
    assert first is not None and other is not None
    half = first.text.content_height * 0.62 + other.text.content_height * 0.62
    assert first.center_y(0.5, 0.0) >= other.center_y(0.5, 0.0) + half  # stacked above
    again = made.show("CHAIN ×3", 3, (160, 100), 0.1, kind="chain")
    assert first not in made.live and again in made.live and other in made.live


def test_many_banners_cost_no_draw_call_more_than_one(canvas: Canvas, banners) -> None:
    made = banners[0]

    def calls() -> int:
        frame(canvas, banners, 0.05)  # the words laid out and glyphs made first
        with DrawCalls() as counted:
            frame(canvas, banners, 0.06)
        return counted.count

    made.show("SINGLE", 1, (160, 60), 0.0)
    one = calls()
    for i, words in enumerate(("DOUBLE", "TRIPLE", "TETRIS")):
        made.show(words, i + 2, (160, 100 + 40 * i), 0.0)
    assert calls() == one


def test_the_words_are_drawn_in_the_huds_batch(canvas: Canvas, banners) -> None:
    made, batch, _ = banners
    banner = made.show("SINGLE", 1, (160, 120), 0.0, calm=True)
    assert banner is not None and banner.text.batch is batch.batch
    image = frame(canvas, banners, 0.5)
    assert ((image > 200).all(axis=2)).sum() > 40  # white words (the rim is dimmer)
