"""A forced starting position: the first tray and the filled cells. Used by scenarios and
tests; a normal game has no setup (empty board, a dealt tray).

Tray entries are piece rows joined by commas (``"###,.#."``, '#' = cell); a piece takes the
colour and name of the ruleset shape it is an orientation of, else colour 1 and the name
"custom". Board rows are top first, '.' empty and '#' filled (colour 1); a digit 1-8 is
accepted too, for a filled cell of that colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.rules.verse.shapes import cells_from_rows
from game.rules.verse.snapshot import SIZE, SLOTS, TrayPiece
from game.rules.verse.tuning import MAX_COLOR, VerseTuning

TRAY_FORM = 'piece rows of \'#\' and \'.\' joined by commas, like "###,.#."'
BOARD_CELLS = f"'.' (empty), '#' (filled) or a colour 1-{MAX_COLOR}"
CUSTOM = "custom"  # the name of a tray piece that is no shape of the ruleset
BOARD_COLOR = 1  # a '#' cell of a setup board


@dataclass(frozen=True, slots=True)
class VerseSetup:
    """``tray``: 1 to 3 piece strings for slots 0, 1, 2, the first tray (None: dealt like
    every later one); ``board``: 8 row strings, top first (None: an empty board)."""

    tray: Sequence[Any] | None = None
    board: Sequence[Any] | None = None


def parse_piece(text: Any, tuning: VerseTuning, key: str) -> TrayPiece:
    if not isinstance(text, str):
        raise ValidationError(key, TRAY_FORM, text)
    try:
        cells = cells_from_rows([row.strip() for row in text.split(",")])
    except ValueError as exc:
        raise ValidationError(key, f"{TRAY_FORM}: {exc}", text) from None
    shape = tuning.match(cells)
    if shape is None:
        return TrayPiece(CUSTOM, 1, cells)
    return TrayPiece(shape.name, shape.color, cells)


def parse_tray(raw: Any, tuning: VerseTuning) -> list[TrayPiece | None]:
    """The forced first tray, padded with empty slots; raises naming ``tray[i]``."""
    if not isinstance(raw, list | tuple) or not 1 <= len(raw) <= SLOTS:
        raise ValidationError("tray", f"a list of 1 to {SLOTS} pieces like \"###,.#.\"", raw)
    tray: list[TrayPiece | None] = [parse_piece(text, tuning, f"tray[{i}]")
                                    for i, text in enumerate(raw)]
    return tray + [None] * (SLOTS - len(tray))


def board_cell(ch: str) -> int | None:
    """A setup board character's colour (0 empty), None when it is no cell."""
    if ch == ".":
        return 0
    if ch == "#":
        return BOARD_COLOR
    if ch.isascii() and ch.isdigit() and 1 <= int(ch) <= MAX_COLOR:
        return int(ch)
    return None


def parse_board(rows: Any, key: str = "board") -> list[list[int]]:
    """Row strings, top first, to colours; raises naming ``key`` and the row (0 = top)."""
    if not isinstance(rows, list | tuple) or len(rows) != SIZE:
        raise ValidationError(key, f"{SIZE} rows, top first", rows)
    grid = []
    for r, text in enumerate(rows):
        where = f"row {r}, counting from 0 at the top"
        if not isinstance(text, str) or len(text) != SIZE:
            raise ValidationError(key, f"{SIZE} characters, each {BOARD_CELLS}", text, where)
        colors = [board_cell(ch) for ch in text]
        if None in colors:
            col = colors.index(None)
            raise ValidationError(key, BOARD_CELLS, text[col], f"{where}, column {col}")
        grid.append([c or 0 for c in colors])
    return grid
