"""Retris's ruleset data (``resources/rulesets/retris.toml``) as one frozen, checked object."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from game.core.ruleset import Ruleset, ValidationError, load_ruleset
from game.rules.retris.cells import COLORS
from game.rules.retris.pieces import KICKS_I, KICKS_JLSTZ, KICKS_NONE, PieceDef, make_piece
from game.rules.retris.specials import MAIN_NAMES, PPM, SpecialOdds


@dataclass(frozen=True, slots=True)
class RetrisTuning:
    """Every tunable number of rules/retris.md; see the TOML file for what each one means."""

    version: str
    tick_rate: int
    width: int
    height: int
    next_count: int
    next_count_range: tuple[int, int]
    lock_delay_ms: int
    lock_max_resets: int
    das_ms: int
    arr_ms: int
    soft_drop_factor: int
    gravity_base: Fraction
    gravity_step: Fraction
    curve_max_level: int
    start_level_range: tuple[int, int]
    relax_level_range: tuple[int, int]
    rows_per_level: int
    row_points: tuple[int, ...]
    crazy_extra_per_bag: int
    pieces: dict[str, PieceDef]
    standard: tuple[str, ...]
    crazy: tuple[str, ...]
    arcade_odds: SpecialOdds
    generation_ms: int
    recheck_ms: int
    goal_defaults: dict[str, int]  # sprint / marathon rows, ultra seconds (goals.md §1)
    goal_choices: dict[str, tuple[int, ...]]  # what the setup offers for each goal

    def ms_to_ticks(self, ms: int) -> int:
        """Milliseconds to whole ticks, rounding halves up (integer arithmetic only)."""
        return (2 * ms * self.tick_rate + 1000) // 2000


def _exact(value: float) -> Fraction:
    # Through the decimal text, so 0.8 is exactly 4/5 and not the nearest binary float.
    return Fraction(repr(value))


def _range(rs: Ruleset, lo_key: str, hi_key: str, lo: int, hi: int) -> tuple[int, int]:
    low, high = rs.int(lo_key, lo, hi), rs.int(hi_key, lo, hi)
    if low > high:
        raise rs.error(hi_key, f"a value >= {lo_key} ({low})", high)
    return low, high


def _ppm(rs: Ruleset, key: str) -> int:
    """A percentage (decimals allowed) as whole parts per million."""
    return round(_exact(rs.number(key, 0, 100)) * PPM / 100)


def _odds(rs: Ruleset) -> SpecialOdds:
    weights = tuple(rs.int(f"arcade.weights.{name}", 0, 1_000_000) for name in MAIN_NAMES)
    if not sum(weights):
        raise rs.error("arcade.weights", "at least one weight above 0", list(weights))
    return SpecialOdds(
        special_ppm=_ppm(rs, "arcade.special_percent"),
        ice_ppm=_ppm(rs, "arcade.ice_percent"),
        weights=weights,
        cap_bombs=rs.int("arcade.caps.bombs", 0, 10_000),
        cap_activators=rs.int("arcade.caps.activators", 0, 10_000),
        cap_stones=rs.int("arcade.caps.stones", 0, 10_000),
        cap_ice=rs.int("arcade.caps.ice", 0, 10_000),
    )


#: Each timed or counted goal's ruleset key and its range (rows, or seconds for Ultra).
GOAL_KEYS = {"sprint": ("sprint_rows", 1, 1000), "ultra": ("ultra_seconds", 1, 3600),
             "marathon": ("marathon_rows", 1, 1000)}


def _goals(rs: Ruleset) -> dict[str, dict]:
    defaults, choices = {}, {}
    for goal, (key, lo, hi) in GOAL_KEYS.items():
        defaults[goal] = rs.int(f"goals.{key}", lo, hi)
        choices[goal] = rs.int_list(f"goals.{goal}_choices", lo, hi)
        if defaults[goal] not in choices[goal]:
            raise rs.error(f"goals.{goal}_choices", f"a list holding goals.{key}",
                           list(choices[goal]))
    return {"goal_defaults": defaults, "goal_choices": choices}


def _shape(rs: Ruleset, name: str) -> PieceDef:
    key = f"shapes.{name}"
    color = rs.str(f"{key}.color")
    if color not in COLORS:
        raise rs.error(f"{key}.color", f"one of {COLORS}", color)
    kicks = None
    if rs.has(f"{key}.kicks"):
        kicks = rs.str(f"{key}.kicks")
        if kicks not in (KICKS_NONE, KICKS_I, KICKS_JLSTZ):
            raise rs.error(f"{key}.kicks", "'none', 'i' or 'jlstz'", kicks)
    rows = rs.str_list(f"{key}.rows")
    try:
        return make_piece(name, color, rows, kicks)
    except ValueError as exc:
        raise rs.error(f"{key}.rows", str(exc), list(rows)) from None


def _pieces(rs: Ruleset) -> tuple[dict[str, PieceDef], tuple[str, ...], tuple[str, ...]]:
    pieces = {name: _shape(rs, name) for name in rs.keys("shapes")}
    sets = []
    for key in ("pieces.standard", "pieces.crazy"):
        names = rs.str_list(key)
        unknown = [n for n in names if n not in pieces]
        if unknown or not names:
            raise rs.error(key, "a non-empty list of names from [shapes]", unknown or names)
        sets.append(names)
    return pieces, sets[0], sets[1]


def tuning_from(rs: Ruleset) -> RetrisTuning:
    """Read and check every key; raises ValidationError naming the first bad one."""
    pieces, standard, crazy = _pieces(rs)
    tuning = RetrisTuning(
        version=rs.str("version"),
        tick_rate=rs.int("tick_rate", 1, 10_000),
        width=rs.int("field.width", 4, 40),
        height=rs.int("field.height", 4, 80),
        next_count=rs.int("queue.next_count", 0, 100),
        next_count_range=_range(rs, "queue.next_count_min", "queue.next_count_max", 0, 100),
        lock_delay_ms=rs.int("lock.delay_ms", 0, 60_000),
        lock_max_resets=rs.int("lock.max_resets", 0, 10_000),
        das_ms=rs.int("handling.das_ms", 0, 10_000),
        arr_ms=rs.int("handling.arr_ms", 0, 10_000),
        soft_drop_factor=rs.int("handling.soft_drop_factor", 1, 10_000),
        gravity_base=_exact(rs.number("gravity.base", 0.0001, 100)),
        gravity_step=_exact(rs.number("gravity.step", 0, 100)),
        curve_max_level=rs.int("gravity.curve_max_level", 1, 1000),
        start_level_range=_range(rs, "levels.start_min", "levels.start_max", 1, 1000),
        relax_level_range=_range(rs, "levels.relax_min", "levels.relax_max", 1, 1000),
        rows_per_level=rs.int("levels.rows_per_level", 1, 10_000),
        row_points=rs.int_list("scoring.row_points", 0, 1_000_000),
        crazy_extra_per_bag=rs.int("crazy.extra_per_bag", 0, 100),
        pieces=pieces,
        standard=standard,
        crazy=crazy,
        arcade_odds=_odds(rs),
        generation_ms=rs.int("arcade.generation_ms", 0, 60_000),
        recheck_ms=rs.int("arcade.recheck_ms", 0, 60_000),
        **_goals(rs),
    )
    _check_consistency(rs, tuning)
    rs.check_all_used()
    return tuning


def _check_consistency(rs: Ruleset, t: RetrisTuning) -> None:
    lo, hi = t.next_count_range
    if not lo <= t.next_count <= hi:
        raise rs.error("queue.next_count", f"an integer from {lo} to {hi}", t.next_count)
    top = max(t.relax_level_range[1], t.start_level_range[1], t.curve_max_level)
    if t.gravity_base - (top - 1) * t.gravity_step <= 0:
        raise rs.error("gravity.step", f"a step that keeps the curve positive up to level {top}",
                       float(t.gravity_step))
    for key in ("generation_ms", "recheck_ms"):
        if t.ms_to_ticks(getattr(t, key)) < 1:  # a chain step takes at least one tick
            raise rs.error(f"arcade.{key}", "at least one tick", getattr(t, key))
    for name, piece in t.pieces.items():
        if piece.size > min(t.width, t.height):
            raise rs.error(f"shapes.{name}.rows", "a box that fits in the field", piece.size)


@lru_cache(maxsize=8)
def load_tuning(directory: Path | None = None) -> RetrisTuning:
    """The Retris ruleset (cached; it is immutable)."""
    return tuning_from(load_ruleset("retris", directory))


__all__ = ["RetrisTuning", "ValidationError", "load_tuning", "tuning_from"]
