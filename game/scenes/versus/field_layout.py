"""Where each slot's field and HUD go: 2-4 columns side by side across the window.

Pixels, straight from the window (or frame) size, so it is right at any size and in
fullscreen; tested at sizes a headless window cannot take. Every column holds, top to
bottom, a header (the device glyph and name, round wins), the field with its garbage bar on
the left and a side column on the right (next, hold, target), and a footer (score, rows).
Everything is sized from the cell size: the largest that fits the column's height (24 rows
and the header and footer) and its width (the bar, the field, the side column).

Two slots get two large fields (the cell may be as large as the height allows, the columns
kept near the middle); three and four a row of smaller ones over the whole width.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

COLS, ROWS = 10, 24
#: In cells: header and footer heights, the garbage bar's width, the gap beside it, the
#: side column's width (next pieces at 0.8 of a cell fit it), the gaps around the field.
HEADER, FOOTER, BAR, BAR_GAP, SIDE, SIDE_GAP = 2.2, 2.6, 0.7, 0.35, 3.9, 0.5
TOP = 1.3  # over the headers: the match's own line (round, game, clock)
WIDE = BAR + BAR_GAP + COLS + SIDE_GAP + SIDE  # a column's content width, in cells
TALL = TOP + HEADER + ROWS + FOOTER
MARGIN = 0.016  # of the window's width, at each side, and between columns
MAX_CELL = 44.0  # px: two fields in a tall window stay a sensible size


@dataclass(frozen=True, slots=True)
class SlotBoxes:
    """One slot's parts, in pixels."""

    column: arcade.Rect  # the whole column (the overlays' figures go here)
    cell: float  # the field's cell size
    field: arcade.Rect  # the 10×24 field
    bar: arcade.Rect  # the garbage bar, left of the field
    header: arcade.Rect  # device and wins, above the field
    footer: arcade.Rect  # score and rows, under it
    side: arcade.Rect  # next, hold and target, right of the field

    def next_box(self, i: int) -> arcade.Rect:
        """The i-th next piece's box (0 the first, larger)."""
        c, top = self.cell, self.side.top - 0.9 * self.cell
        heights = (2.6, 2.0, 2.0)
        y = top - sum(heights[:i]) * c - heights[i] * c
        return arcade.LBWH(self.side.left, y, self.side.width, heights[i] * c * 0.9)

    def hold_box(self) -> arcade.Rect:
        c = self.cell
        return arcade.LBWH(self.side.left, self.side.top - 10.6 * c, self.side.width, 2.4 * c)

    def target_box(self) -> arcade.Rect:
        c = self.cell
        return arcade.LBWH(self.side.left, self.side.top - 14.6 * c, self.side.width, 2.4 * c)


def slot_boxes(players: int, width: float, height: float,
               frame: tuple[float, float, float, float] | None = None) -> list[SlotBoxes]:
    """The parts of ``players`` (2-4) columns in a window of ``width`` × ``height`` (or in
    ``frame``: left, bottom, width, height)."""
    if not 2 <= players <= 4:
        raise ValueError(f"players: expected 2 to 4, got {players!r}")
    fl, fb, fw, fh = frame or (0.0, 0.0, float(width), float(height))
    margin = MARGIN * fw
    column_w = (fw - margin * (players + 1)) / players
    cell = min(fh * 0.96 / TALL, column_w / WIDE, MAX_CELL)
    content_w, content_h = cell * WIDE, cell * TALL
    # Two fields sit nearer the middle than their columns' centres: the players look at both.
    pitch = column_w + margin if players > 2 else min(column_w + margin, content_w * 1.35)
    first = fl + fw / 2 - pitch * (players - 1) / 2
    bottom = fb + (fh - content_h) / 2
    return [_boxes(first + i * pitch, bottom, cell, content_w, content_h)
            for i in range(players)]


def _boxes(cx: float, bottom: float, cell: float, content_w: float,
           content_h: float) -> SlotBoxes:
    left = cx - content_w / 2
    field_left = left + (BAR + BAR_GAP) * cell
    field_bottom = bottom + FOOTER * cell
    field = arcade.LBWH(field_left, field_bottom, COLS * cell, ROWS * cell)
    return SlotBoxes(
        column=arcade.LBWH(left, bottom, content_w, content_h),
        cell=cell,
        field=field,
        bar=arcade.LBWH(left, field_bottom, BAR * cell, ROWS * cell),
        header=arcade.LBWH(left, field.top, content_w, HEADER * cell),
        footer=arcade.LBWH(left, bottom, content_w, FOOTER * cell),
        side=arcade.LBWH(field.right + SIDE_GAP * cell, field_bottom, SIDE * cell,
                         ROWS * cell),
    )
