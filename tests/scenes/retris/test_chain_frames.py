"""A chain's frames on the Retris field: primed bombs pulse and flashes fade through the
draw's uniforms, so the cells are written once and not every frame, and every frame still
looks as it did when both were written in the cells' flags every frame."""

from __future__ import annotations

import itertools

import arcade
import numpy as np
import pytest

from game.render import flags
from game.render.palette import load_palette
from game.rules.retris.snapshot import ChainView
from game.scenes.retris.board import COLS, FLASH_SECONDS, FieldView
from tests.scenes.retris.test_arcade_fx import CELL, NOW, snapshot

BLOCKS = {(0, 0): "Z.", (1, 0): "Tn", (2, 1): "Sn", (5, 0): "J.", (6, 1): "Lh"}
PRIMED = ((2, 1), (6, 1))


def field_view(ctx: arcade.ArcadeContext) -> FieldView:
    view = FieldView(ctx, load_palette())
    view.place(arcade.LBWH(10, 10, COLS * CELL, 24 * CELL))
    return view


def in_flags(view: FieldView, now: float) -> FieldView:
    """``view`` writing the pulse and the fades in its cells' flags, as the field did before
    they were uniforms: the reference."""
    view._flashes.append((now, 1.0, np.zeros(0, np.intp)))  # another moment: fades in flags
    pulse_of, make = view.chain.pulse_strength, view.chain._make_primed

    def primed(snap, cells):
        centers, colors, fl = make(snap, cells)
        fl = (fl & ~np.uint32(flags.FLASH | flags.FLASH_MASK)) | np.uint32(
            flags.flash(pulse_of(snap)))
        return centers, colors, fl

    view.chain._make_primed = primed  # type: ignore[method-assign]
    view.chain.pulse_strength = lambda snap: -1.0  # type: ignore[method-assign]
    return view


def counted_updates(view: FieldView) -> list[int]:
    """Count the writes of the cells' buffer from now on."""
    count = [0]
    update = view.cells.update

    def counting(*args, **kwargs) -> None:
        count[0] += 1
        update(*args, **kwargs)

    view.cells.update = counting  # type: ignore[method-assign]
    return count


def moment(canvas, view: FieldView, next_in: int, now: float) -> np.ndarray:
    snap = snapshot(BLOCKS, ChainView(1, 0, next_in, (), PRIMED))
    return canvas.render(lambda: view.draw(snap, now)).astype(int)


@pytest.mark.parametrize("starts", [(0.0,), (0.0, 0.05)], ids=["one flash", "two moments"])
def test_each_frame_of_a_chain_looks_as_with_the_strengths_in_flags(canvas, ctx, starts) -> None:
    kept = field_view(ctx)
    for start in starts:
        kept.flash_rows([0], NOW + start)
    frames = [(54 - 6 * k, NOW + 0.06 + 0.03 * k) for k in range(6)]
    shown = []
    for next_in, now in frames:
        image = moment(canvas, kept, next_in, now)
        fresh = field_view(ctx)
        fresh._flashes = list(kept._flashes)
        expected = moment(canvas, in_flags(fresh, now), next_in, now)
        # (Flags hold the pulse and the fades in steps of 1/255.)
        assert np.abs(image - expected).max() <= 2, f"next_in {next_in}, now {now}"
        shown.append(image)
    # The pulse and the fade show: no two frames alike.
    assert min(np.abs(a - b).max() for a, b in itertools.pairwise(shown)) > 8


def test_a_chain_with_one_flash_writes_its_cells_once(canvas, ctx) -> None:
    view = field_view(ctx)
    view.flash_rows([0], NOW)
    moment(canvas, view, 60, NOW + 0.01)
    writes = counted_updates(view)
    for k in range(1, 8):
        moment(canvas, view, 60 - 5 * k, NOW + 0.01 + k * FLASH_SECONDS / 10)
    assert writes[0] == 0
    view.flash_rows([1], NOW + 0.2)  # a second moment: its flashes fade their own way
    moment(canvas, view, 20, NOW + 0.21)
    moment(canvas, view, 19, NOW + 0.22)
    assert writes[0] == 2


def moved_on_the_cpu(view: FieldView) -> FieldView:
    """``view`` drawing sliding blocks where they are now by writing their centres every
    frame, as the field did before the draw's ``slide`` moved them: the reference."""
    layer_of, left_of = view.chain._slide_layer, view.chain.slide_left

    def moved(snap, now, looks):
        centers, colors, fl = layer_of(snap, now, looks)
        rows = (fl >> flags.DROP_SHIFT) & (flags.DROP_MASK >> flags.DROP_SHIFT)
        lift = rows.astype(np.float32) * np.float32(view.size * left_of(now))
        return (centers + np.stack([np.zeros_like(lift), lift], axis=1),
                colors, fl & ~np.uint32(flags.DROP_MASK))

    view.chain._slide_layer = moved  # type: ignore[method-assign]
    view.chain.slide_left = lambda now: 0.0  # type: ignore[method-assign]
    return view


SLID = {(3, 1): "Lv", (4, 2): "T.", (7, 0): "Zn"}  # after a final shift
SHIFT = [[3, 6, 1], [4, 4, 2], [7, 9, 0]]


def test_sliding_blocks_are_written_once_and_drawn_on_their_way(canvas, ctx) -> None:
    kept = field_view(ctx)
    kept.chain.slide(SHIFT, NOW)
    snap = snapshot(SLID)
    canvas.render(lambda: kept.draw(snap, NOW))
    writes = counted_updates(kept)
    shown = []
    for k in range(1, 9):
        now = NOW + 0.04 * k  # past the slide's end (0.3 s) at the last
        image = canvas.render(lambda now=now: kept.draw(snap, now)).astype(int)
        fresh = moved_on_the_cpu(field_view(ctx))
        fresh.chain.slide(SHIFT, NOW)
        expected = canvas.render(lambda now=now, f=fresh: f.draw(snap, now)).astype(int)
        assert np.abs(image - expected).max() <= 2, f"now {now}"
        light, expected_light = (canvas.render(lambda v=v, now=now: v.draw_glow_sources(now))
                                 .astype(int) for v in (kept, fresh))  # what the bloom blurs
        assert np.abs(light - expected_light).max() <= 2, f"now {now}"
        shown.append(image)
    assert writes[0] == 1  # the slide's end: the blocks are on the field again
    assert kept.glow_heights(now) == fresh.glow_heights(now)
    assert min(np.abs(a - b).max() for a, b in itertools.pairwise(shown)) > 8


def test_the_light_of_a_slide_covers_its_way_down(ctx) -> None:
    view = field_view(ctx)
    view.chain.slide(SHIFT, NOW)
    view.prepare(snapshot(SLID), NOW + 0.05)
    rows = set(view._glow_rows)
    assert set(range(1, 7)) | set(range(2, 5)) | set(range(0, 10)) <= rows
    # Made again as the blocks move in it; kept while they stand (a frame drawn twice).
    first = view.glow_key
    view.prepare(snapshot(SLID), NOW + 0.1)
    assert first is not None and view.glow_key != first
    again = view.glow_key
    view.prepare(snapshot(SLID), NOW + 0.1)
    assert view.glow_key == again
