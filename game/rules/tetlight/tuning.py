"""Tet'light's ruleset data (``resources/rulesets/tetlight.toml``) as one frozen, checked object."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.ruleset import Ruleset, ValidationError, load_ruleset
from game.rules.tetlight.pieces import PieceDef, make_piece

MAX_COLORS = 6  # the palette and the scenario format know colours 1–6


@dataclass(frozen=True, slots=True)
class TetlightTuning:
    """Every tunable number of rules/tetlight.md; see the TOML file for what each one means."""

    version: str
    tick_rate: int
    edge_range: tuple[int, int]
    start_level_range: tuple[int, int]
    max_level: int
    level_seconds: int
    fall_ticks: tuple[int, ...]
    color_count: int
    color_per_shape: bool
    bomb_chance: tuple[int, int]  # (numerator, denominator)
    bomb_thresholds: tuple[int, ...]  # one per edge from edge_range[0]
    bomb_drop_min: int
    bomb_contact_per_hexagon: int
    land_points: int
    drop_factor: int
    factor_radar_on: int
    factor_radar_off: int
    level_offset: int
    explosion_per_hexagon: int
    radar_cost_per_level: int
    radar_cost_level_offset: int
    flash_ms: int
    gravity_ms: int
    das_ms: int
    arr_ms: int
    pieces: dict[str, PieceDef]

    def ms_to_ticks(self, ms: int) -> int:
        """Milliseconds to whole ticks, rounding halves up (integer arithmetic only)."""
        return (2 * ms * self.tick_rate + 1000) // 2000

    @property
    def level_ticks(self) -> int:
        return self.level_seconds * self.tick_rate

    def bomb_threshold(self, edge: int) -> int:
        return self.bomb_thresholds[edge - self.edge_range[0]]

    def fall_period(self, level: int) -> int:
        return self.fall_ticks[min(level, len(self.fall_ticks) - 1)]


def _range(rs: Ruleset, lo_key: str, hi_key: str, lo: int, hi: int) -> tuple[int, int]:
    low, high = rs.int(lo_key, lo, hi), rs.int(hi_key, lo, hi)
    if low > high:
        raise rs.error(hi_key, f"a value >= {lo_key} ({low})", high)
    return low, high


def _bool(rs: Ruleset, key: str) -> bool:
    if not rs.has(key):  # has() also marks the key as read
        raise rs.error(key, "true or false")
    node: Any = rs.data
    for part in key.split("."):
        node = node[part]
    if not isinstance(node, bool):
        raise rs.error(key, "true or false", node)
    return node


def _point(raw: Any) -> tuple[int, int]:
    ok = isinstance(raw, list) and len(raw) == 2 and all(
        isinstance(v, int) and not isinstance(v, bool) for v in raw)
    if not ok:
        raise ValueError("a [column, Y] pair of integers")
    return raw[0], raw[1]


def _shape(rs: Ruleset, name: str) -> PieceDef:
    key = f"shapes.{name}"
    table = rs.table(key)  # marks the whole table read: unknown keys are checked here
    for sub in table:
        if sub not in ("cells", "pivot", "color"):
            raise rs.error(f"{key}.{sub}", "no such key (unknown or misspelt)", "present")
    color = rs.int(f"{key}.color", 1, MAX_COLORS)
    raw_cells, raw_pivot = table.get("cells"), table.get("pivot")
    try:
        if not isinstance(raw_cells, list):
            raise ValueError("a list of [column, Y] pairs")
        cells = [_point(p) for p in raw_cells]
    except ValueError as exc:
        raise rs.error(f"{key}.cells", str(exc), raw_cells) from None
    try:
        pivot = _point(raw_pivot)
    except ValueError as exc:
        raise rs.error(f"{key}.pivot", str(exc), raw_pivot) from None
    try:
        return make_piece(name, cells, pivot, color)
    except ValueError as exc:
        raise rs.error(f"{key}.cells", str(exc), raw_cells) from None


def _pieces(rs: Ruleset) -> dict[str, PieceDef]:
    return {name: _shape(rs, name) for name in rs.keys("shapes")}


def tuning_from(rs: Ruleset) -> TetlightTuning:
    """Read and check every key; raises ValidationError naming the first bad one."""
    tuning = TetlightTuning(
        version=rs.str("version"),
        tick_rate=rs.int("tick_rate", 1, 10_000),
        edge_range=_range(rs, "board.edge_min", "board.edge_max", 2, 30),
        start_level_range=_range(rs, "levels.start_min", "levels.start_max", 0, 1000),
        max_level=rs.int("levels.max", 0, 1000),
        level_seconds=rs.int("levels.seconds", 1, 100_000),
        fall_ticks=rs.int_list("levels.fall_ticks", 1, 1_000_000),
        color_count=rs.int("colors.count", 1, MAX_COLORS),
        color_per_shape=_bool(rs, "colors.per_shape"),
        bomb_chance=(rs.int("bombs.chance_numerator", 0, 1_000_000),
                     rs.int("bombs.chance_denominator", 1, 1_000_000)),
        bomb_thresholds=rs.int_list("bombs.thresholds", 1, 10_000_000),
        bomb_drop_min=rs.int("bombs.drop_min", 0, 1000),
        bomb_contact_per_hexagon=rs.int("bombs.contact_per_hexagon", 0, 1_000_000),
        land_points=rs.int("scoring.land", 0, 1_000_000),
        drop_factor=rs.int("scoring.drop_factor", 0, 1_000_000),
        factor_radar_on=rs.int("scoring.factor_radar_on", 0, 1_000_000),
        factor_radar_off=rs.int("scoring.factor_radar_off", 0, 1_000_000),
        level_offset=rs.int("scoring.level_offset", 0, 1_000_000),
        explosion_per_hexagon=rs.int("scoring.explosion_per_hexagon", 0, 1_000_000),
        radar_cost_per_level=rs.int("scoring.radar_cost_per_level", 0, 1_000_000),
        radar_cost_level_offset=rs.int("scoring.radar_cost_level_offset", 0, 1_000_000),
        flash_ms=rs.int("phases.flash_ms", 0, 60_000),
        gravity_ms=rs.int("phases.gravity_ms", 0, 60_000),
        das_ms=rs.int("handling.das_ms", 0, 10_000),
        arr_ms=rs.int("handling.arr_ms", 1, 10_000),
        pieces=_pieces(rs),
    )
    _check_consistency(rs, tuning)
    rs.check_all_used()
    return tuning


def _check_consistency(rs: Ruleset, t: TetlightTuning) -> None:
    lo, hi = t.edge_range
    if len(t.bomb_thresholds) != hi - lo + 1:
        raise rs.error("bombs.thresholds", f"one threshold per edge {lo}..{hi}",
                       list(t.bomb_thresholds))
    if not t.start_level_range[1] <= t.max_level:
        raise rs.error("levels.start_max", f"a level <= levels.max ({t.max_level})",
                       t.start_level_range[1])
    if len(t.fall_ticks) != t.max_level + 1:
        raise rs.error("levels.fall_ticks", f"one tick count per level 0..{t.max_level}",
                       len(t.fall_ticks))
    if t.bomb_chance[0] > t.bomb_chance[1]:
        raise rs.error("bombs.chance_numerator", "a numerator <= the denominator",
                       t.bomb_chance[0])
    if t.ms_to_ticks(t.arr_ms) < 1:
        raise rs.error("handling.arr_ms", "at least one tick", t.arr_ms)
    if t.color_per_shape and any(p.color > t.color_count for p in t.pieces.values()):
        raise rs.error("colors.count", "enough colours for every shape's colour", t.color_count)


@lru_cache(maxsize=8)
def load_tuning(directory: Path | None = None) -> TetlightTuning:
    """The Tet'light ruleset (cached; it is immutable)."""
    return tuning_from(load_ruleset("tetlight", directory))


__all__ = ["TetlightTuning", "ValidationError", "load_tuning", "tuning_from"]
