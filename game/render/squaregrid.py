"""Square field geometry in pixels: cell ``(col, row)`` counted from the bottom-left."""

from __future__ import annotations

import numpy as np


def center(
    col: int, row: int, size: float, origin: tuple[float, float] = (0.0, 0.0)
) -> tuple[float, float]:
    """Centre of cell ``(col, row)``; ``origin`` is the field's bottom-left corner."""
    return origin[0] + (col + 0.5) * size, origin[1] + (row + 0.5) * size


def centers(
    cols: int, rows: int, size: float, origin: tuple[float, float] = (0.0, 0.0)
) -> np.ndarray:
    """``(cols*rows, 2)`` float32 centres, row-major from the bottom row.

    Instance ``i`` is cell ``(i % cols, i // cols)``; ``origin`` is the bottom-left corner of
    the field, which then covers ``origin … origin + (cols·size, rows·size)``.
    """
    if cols < 0 or rows < 0:
        raise ValueError(f"field size must be non-negative, got {cols}x{rows}")
    col = np.tile(np.arange(cols, dtype=np.float64), rows)
    row = np.repeat(np.arange(rows, dtype=np.float64), cols)
    out = np.empty((cols * rows, 2), dtype=np.float32)
    out[:, 0] = origin[0] + (col + 0.5) * size
    out[:, 1] = origin[1] + (row + 0.5) * size
    return out


def index(col: int, row: int, cols: int) -> int:
    """Instance index of ``(col, row)`` in :func:`centers` order."""
    return row * cols + col


def field_size(cols: int, rows: int, size: float) -> tuple[float, float]:
    """Width and height of the field in pixels."""
    return cols * size, rows * size


def fit_size(cols: int, rows: int, width: float, height: float) -> float:
    """Largest cell side whose field fits in ``width × height`` pixels."""
    if cols <= 0 or rows <= 0:
        raise ValueError(f"field must have cells, got {cols}x{rows}")
    return max(0.0, min(width / cols, height / rows))


def origin_for(
    cols: int, rows: int, size: float, box_center: tuple[float, float]
) -> tuple[float, float]:
    """Bottom-left corner that centres the field on ``box_center``."""
    w, h = field_size(cols, rows, size)
    return box_center[0] - 0.5 * w, box_center[1] - 0.5 * h
