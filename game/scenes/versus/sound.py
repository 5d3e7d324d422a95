"""Each field's sounds panned to where it is on screen: the match's stereo width split into
one band per field, a cell's column placed inside its field's band (the falling piece's
column as in solo, but squeezed into the band)."""

from __future__ import annotations

from game.audio.cues import Columns

SPREAD = 0.85  # the outermost fields' edges, as a pan (not hard left / right)
RETRIS_COLS = (0, 9)


def field_columns(index: int, players: int, cols: tuple[int, int] = RETRIS_COLS) -> Columns:
    """A :class:`Columns` whose pans of columns ``cols[0]..cols[1]`` run across field
    ``index``'s band of ``players`` bands."""
    band = 2 * SPREAD / players
    low = -SPREAD + index * band
    high = low + band
    first, last = cols
    half = (last - first) / (high - low)  # columns per unit of pan
    mid = first - low * half
    return Columns(mid - half, mid + half)


def field_centre(index: int, players: int) -> float:
    """The pan of field ``index``'s middle (its sounds without a cell)."""
    band = 2 * SPREAD / players
    return -SPREAD + (index + 0.5) * band
