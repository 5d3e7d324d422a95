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
from game.scenes.retris_board import COLS, FLASH_SECONDS, FieldView
from tests.render_fx.test_arcade_fx import CELL, NOW, snapshot

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
