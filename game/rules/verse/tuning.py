"""Verse's ruleset data (``resources/rulesets/verse.toml``) as one frozen, checked object."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from pathlib import Path
from typing import Any

from game.core.ruleset import Ruleset, ValidationError, load_ruleset
from game.rules.verse.shapes import Cells, cells_from_rows

MAX_COLOR = 8  # the snapshot contract: colours 1..8 by shape
SHAPE_KEYS = ("color", "weight", "orientations")


@dataclass(frozen=True, slots=True)
class ShapeDef:
    """One shape of §2: its colour, the weight of each orientation, every orientation."""

    name: str
    color: int
    weight: int
    orientations: tuple[Cells, ...]


@dataclass(frozen=True, slots=True)
class VerseTuning:
    """Every tunable number of rules/verse.md; see the TOML file for what each one means."""

    version: str
    tick_rate: int
    per_cell: int
    per_line: int
    empty_board: int
    fair_retries: int
    shapes: dict[str, ShapeDef]

    draws: tuple[tuple[ShapeDef, Cells], ...]  # every (shape, orientation) a slot can get
    cumulative: tuple[int, ...]  # running totals of the draws' weights; the last is the total
    by_cells: dict[Cells, ShapeDef]  # which shape has these cells as an orientation

    def match(self, cells: Cells) -> ShapeDef | None:
        """The shape having ``cells`` as one of its orientations, if any."""
        return self.by_cells.get(cells)


def _orientations(rs: Ruleset, key: str, raw: Any) -> tuple[Cells, ...]:
    if not isinstance(raw, list) or not raw:
        raise rs.error(key, "a non-empty list of orientations, each a list of '#'/'.' rows", raw)
    found: list[Cells] = []
    for index, rows in enumerate(raw):
        if not (isinstance(rows, list) and all(isinstance(row, str) for row in rows)):
            raise rs.error(f"{key}[{index}]", "a list of '#'/'.' row strings", rows)
        try:
            cells = cells_from_rows(rows)
        except ValueError as exc:
            raise rs.error(f"{key}[{index}]", str(exc), rows) from None
        if cells in found:
            raise rs.error(f"{key}[{index}]", "an orientation not already listed", rows)
        found.append(cells)
    return tuple(found)


def _shape(rs: Ruleset, name: str) -> ShapeDef:
    key = f"shapes.{name}"
    table = rs.table(key)  # marks the whole table read: unknown keys are checked here
    for sub in table:
        if sub not in SHAPE_KEYS:
            raise rs.error(f"{key}.{sub}", "no such key (unknown or misspelt)", "present")
    return ShapeDef(name, rs.int(f"{key}.color", 1, MAX_COLOR),
                    rs.int(f"{key}.weight", 1, 1_000_000),
                    _orientations(rs, f"{key}.orientations", table.get("orientations")))


def _shapes(rs: Ruleset) -> dict[str, ShapeDef]:
    shapes = {name: _shape(rs, name) for name in rs.keys("shapes")}
    seen: dict[Cells, str] = {}
    for shape in shapes.values():
        for cells in shape.orientations:
            if cells in seen:  # a tray string must name one shape (and so one colour)
                raise rs.error(f"shapes.{shape.name}.orientations",
                               f"orientations no other shape has (shared with {seen[cells]})")
            seen[cells] = shape.name
    return shapes


def _piece_tables(shapes: dict[str, ShapeDef]) -> dict[str, Any]:
    draws = tuple((shape, cells) for shape in shapes.values() for cells in shape.orientations)
    return {"shapes": shapes, "draws": draws,
            "cumulative": tuple(accumulate(shape.weight for shape, _ in draws)),
            "by_cells": {cells: shape for shape, cells in draws}}


def tuning_from(rs: Ruleset) -> VerseTuning:
    """Read and check every key; raises ValidationError naming the first bad one."""
    tuning = VerseTuning(
        version=rs.str("version"),
        tick_rate=rs.int("tick_rate", 1, 10_000),
        per_cell=rs.int("scoring.per_cell", 0, 1_000_000),
        per_line=rs.int("scoring.per_line", 0, 1_000_000),
        empty_board=rs.int("scoring.empty_board", 0, 1_000_000),
        fair_retries=rs.int("dealing.fair_retries", 0, 1000),
        **_piece_tables(_shapes(rs)),
    )
    rs.check_all_used()
    return tuning


@lru_cache(maxsize=8)
def load_tuning(directory: Path | None = None) -> VerseTuning:
    """The Verse ruleset (cached; it is immutable)."""
    return tuning_from(load_ruleset("verse", directory))


__all__ = ["ShapeDef", "ValidationError", "VerseTuning", "load_tuning", "tuning_from"]
