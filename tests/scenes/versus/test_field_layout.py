"""The fields' layout at any window size: 2-4 columns inside the window, none overlapping,
each field 10×24 cells with its bar, side column, header and footer around it (headless
windows keep their size, so other sizes are tested on the layout itself)."""

from __future__ import annotations

import itertools

import pytest

from game.scenes.versus.field_layout import COLS, ROWS, slot_boxes

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (3840, 2160), (800, 1280), (2560, 1080)]


def _inside(rect, width, height) -> bool:
    return rect.left >= -0.5 and rect.bottom >= -0.5 and rect.right <= width + 0.5 and \
        rect.top <= height + 0.5


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_column_fits_the_window_and_none_overlaps(players: int, width: int,
                                                        height: int) -> None:
    boxes = slot_boxes(players, width, height)
    assert len(boxes) == players
    for b in boxes:
        assert _inside(b.column, width, height), (b.column, width, height)
        assert b.field.width == pytest.approx(COLS * b.cell)
        assert b.field.height == pytest.approx(ROWS * b.cell)
        assert b.bar.right <= b.field.left and b.side.left >= b.field.right
        assert b.header.bottom >= b.field.top - 1e-6 and b.footer.top <= b.field.bottom + 1e-6
        for part in (b.field, b.bar, b.side, b.header, b.footer, b.hold_box(),
                     b.target_box(), *(b.next_box(i) for i in range(3))):
            assert _inside(part, width, height)
            assert b.column.left - 1e-6 <= part.left and part.right <= b.column.right + 1e-6
    for a, b in itertools.pairwise(boxes):
        assert a.column.right <= b.column.left  # left to right, apart
    assert len({round(b.cell, 6) for b in boxes}) == 1  # one cell size for every field


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080)])
def test_two_fields_are_larger_than_four(width: int, height: int) -> None:
    two, three, four = (slot_boxes(n, width, height)[0].cell for n in (2, 3, 4))
    assert two > four and two >= three >= four
    assert two * ROWS > 0.6 * height  # two large fields: most of the height
    assert slot_boxes(4, width, height)[0].cell * 4 * COLS > 0.45 * width  # a full row


def test_the_next_and_hold_boxes_stack_down_the_side_column() -> None:
    b = slot_boxes(3, 1920, 1080)[1]
    tops = [b.next_box(i).top for i in range(3)] + [b.hold_box().top, b.target_box().top]
    assert tops == sorted(tops, reverse=True)
    for upper, lower in itertools.pairwise([b.next_box(0), b.next_box(1), b.next_box(2),
                                            b.hold_box(), b.target_box()]):
        assert upper.bottom >= lower.top - 1e-6


def test_a_frame_places_the_columns_inside_it() -> None:
    boxes = slot_boxes(2, 1920, 1080, frame=(100.0, 50.0, 1000.0, 600.0))
    for b in boxes:
        assert b.column.left >= 100 and b.column.right <= 1100
        assert b.column.bottom >= 50 and b.column.top <= 650


@pytest.mark.parametrize("players", [0, 1, 5])
def test_a_slot_count_outside_2_to_4_is_a_clear_error(players: int) -> None:
    with pytest.raises(ValueError, match="players: expected 2 to 4"):
        slot_boxes(players, 1280, 720)
