"""A forced starting position: pieces to deal first and hexagons already on the board.

Used by scenarios and tests; a normal game has no setup (empty board, random pieces only).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.rules.tetlight.dealer import QueuedPiece
from game.rules.tetlight.geometry import geometry
from game.rules.tetlight.tuning import MAX_COLORS, TetlightTuning

QUEUE_FORM = '"NAME", "NAME:bomb", "NAME:cK" or "NAME:bomb:cK" (K = colour 1-6)'
CELL_FORM = "[column, height, colour 1-6, bomb]"


@dataclass(frozen=True, slots=True)
class TetlightSetup:
    """``queue``: entries ``"NAME[:bomb][:cK]"`` (colour 1 unless given); ``cells``: board
    hexagons as ``[column, height, colour, bomb]``."""

    queue: Sequence[Any] = ()
    cells: Sequence[Any] = ()


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_queue_entry(entry: Any, tuning: TetlightTuning, key: str) -> QueuedPiece:
    if not isinstance(entry, str):
        raise ValidationError(key, QUEUE_FORM, entry)
    name, *tags = entry.split(":")
    if name not in tuning.pieces:
        raise ValidationError(key, "a piece name (" + ", ".join(tuning.pieces) + ")", name)
    bomb, color = False, None
    for tag in tags:
        digits = tag[1:]
        if tag == "bomb" and not bomb:
            bomb = True
        elif (tag.startswith("c") and color is None and digits.isascii() and digits.isdigit()
              and 1 <= int(digits) <= MAX_COLORS):
            color = int(digits)
        else:
            raise ValidationError(key, QUEUE_FORM, entry)
    return QueuedPiece(name, color or 1, bomb)


def parse_cell(raw: Any, edge: int, key: str) -> tuple[int, int, int, bool]:
    ok = (isinstance(raw, list | tuple) and len(raw) == 4 and _is_int(raw[0]) and _is_int(raw[1])
          and _is_int(raw[2]) and isinstance(raw[3], bool))
    if not ok:
        raise ValidationError(key, CELL_FORM, raw)
    c, h, color, bomb = raw
    if not geometry(edge).has_cell((c, h)):
        raise ValidationError(key, f"a cell of the edge-{edge} board: column from {1 - edge} to "
                              f"{edge - 1}, height from 0 to {2 * edge - 2} - |column|", raw)
    if not 1 <= color <= MAX_COLORS:
        raise ValidationError(key, f"a colour from 1 to {MAX_COLORS}", color)
    return c, h, color, bomb


def parse_setup(setup: TetlightSetup, tuning: TetlightTuning, edge: int
                ) -> tuple[list[QueuedPiece], list[tuple[int, int, int, bool]]]:
    """Check a setup; raises ValidationError naming ``queue[i]`` or ``cells[i]``."""
    for key in ("queue", "cells"):
        if not isinstance(getattr(setup, key), list | tuple):
            raise ValidationError(key, "a list", getattr(setup, key))
    queue = [parse_queue_entry(e, tuning, f"queue[{i}]") for i, e in enumerate(setup.queue)]
    cells, seen = [], set()
    for i, raw in enumerate(setup.cells):
        cell = parse_cell(raw, edge, f"cells[{i}]")
        if cell[:2] in seen:
            raise ValidationError(f"cells[{i}]", "a cell not already listed", raw)
        seen.add(cell[:2])
        cells.append(cell)
    return queue, cells
