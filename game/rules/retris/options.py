"""Retris's setup options (mode, style, level, goal, handling) and their validation.

``None`` in a handling field means "the ruleset's default"; :func:`resolve_options` fills those
in so a replay header records the numbers actually played. A goal's target is filled the same
way: rows for Sprint and Marathon, seconds for Ultra (rules/goals.md §1). The handling added
later (DCD, the hard-drop guard, IRS, IHS) is left out of :func:`options_to_dict` while it is
the ruleset's default, so the headers and digests of games played before it stay as they were.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.rules.retris.tuning import GOAL_KEYS, RetrisTuning, load_tuning

MODES = ("classic", "arcade")
STYLES = ("normal", "relax", "crazy")
GOALS = ("endless", "sprint", "ultra", "marathon")
#: Goals that keep the start level for the whole game (goals.md §1: "fixed", as Relax).
FIXED_LEVEL_GOALS = ("sprint", "ultra")
#: Which target each goal reads; the other target is not played and is left empty.
TARGET_KEY = {"sprint": "goal_rows", "marathon": "goal_rows", "ultra": "goal_seconds"}


@dataclass(frozen=True, slots=True)
class RetrisOptions:
    """What the player chooses before a game (rules/retris.md §1–4)."""

    mode: str = "classic"
    style: str = "normal"
    level: int = 1
    gravity: bool = True  # False: time never moves or locks the piece (scenarios)
    hold: bool = True
    next_count: int | None = None
    das_ms: int | None = None
    arr_ms: int | None = None
    soft_drop_factor: int | None = None  # times gravity; SOFT_DROP_INSTANT: to the floor at once
    goal: str = "endless"
    goal_rows: int | None = None  # Sprint / Marathon: the rows that end the game
    goal_seconds: int | None = None  # Ultra: the game time that ends it
    dcd_ms: int | None = None  # DAS cut delay (handling.py); 0 = off
    hard_drop_guard_ms: int | None = None  # hard drop ignored this long after a lock; 0 = off
    irs: bool | None = None  # a rotate key held at a spawn turns the new piece
    ihs: bool | None = None  # the hold key held at a spawn holds the new piece

    @property
    def goal_target(self) -> int:
        """The goal's rows or seconds (0 for Endless)."""
        key = TARGET_KEY.get(self.goal)
        return (getattr(self, key) or 0) if key else 0


#: ``soft_drop_factor`` meaning "instant": the piece drops to the floor at once, without locking.
SOFT_DROP_INSTANT = 0
#: Handling options written into a replay header only when they are not the ruleset's default.
LATER_HANDLING = ("dcd_ms", "hard_drop_guard_ms", "irs", "ihs")


def _check_int(key: str, value: Any, lo: int, hi: int, why: str = "") -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ValidationError(key, f"an integer from {lo} to {hi}{why}", value)


def _check_choice(key: str, value: Any, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValidationError(key, "one of " + ", ".join(repr(c) for c in choices), value)


def resolve_options(options: RetrisOptions, tuning: RetrisTuning) -> RetrisOptions:
    """Check every field and fill ruleset defaults; raises ValidationError naming the field."""
    _check_choice("mode", options.mode, MODES)
    _check_choice("style", options.style, STYLES)
    lo, hi = tuning.relax_level_range if options.style == "relax" else tuning.start_level_range
    _check_int("level", options.level, lo, hi, f" for style {options.style!r}")
    for key in ("gravity", "hold"):
        if not isinstance(getattr(options, key), bool):
            raise ValidationError(key, "true or false", getattr(options, key))
    defaults = {"next_count": tuning.next_count, "das_ms": tuning.das_ms,
                "arr_ms": tuning.arr_ms, "soft_drop_factor": tuning.soft_drop_factor,
                "dcd_ms": tuning.dcd_ms, "hard_drop_guard_ms": tuning.hard_drop_guard_ms}
    limits = {"next_count": tuning.next_count_range, "das_ms": (0, 2000),
              "arr_ms": (0, 2000), "soft_drop_factor": (0, 1000), "dcd_ms": (0, 1000),
              "hard_drop_guard_ms": (0, 1000)}
    why = {"soft_drop_factor": " (0 = instant)", "dcd_ms": " (0 = off)",
           "hard_drop_guard_ms": " (0 = off)"}
    filled: dict[str, Any] = {}
    for key, default in defaults.items():
        value = getattr(options, key)
        value = default if value is None else value
        _check_int(key, value, *limits[key], why.get(key, ""))
        filled[key] = value
    for key in ("irs", "ihs"):
        value = getattr(options, key)
        value = getattr(tuning, key) if value is None else value
        if not isinstance(value, bool):
            raise ValidationError(key, "true or false", value)
        filled[key] = value
    return dataclasses.replace(options, **filled, **_goal(options, tuning))


def _goal(options: RetrisOptions, tuning: RetrisTuning) -> dict[str, Any]:
    """The goal checked and its target filled from the ruleset; the other target emptied."""
    _check_choice("goal", options.goal, GOALS)
    filled: dict[str, Any] = {"goal_rows": None, "goal_seconds": None}
    key = TARGET_KEY.get(options.goal)
    if key is not None:
        value = getattr(options, key)
        value = tuning.goal_defaults[options.goal] if value is None else value
        _, lo, hi = GOAL_KEYS[options.goal]
        _check_int(key, value, lo, hi, f" for goal {options.goal!r}")
        filled[key] = value
    return filled


def options_from_dict(raw: dict[str, Any], tuning: RetrisTuning) -> RetrisOptions:
    """Options from plain data (a scenario's ``[options]``, a replay header, settings)."""
    if not isinstance(raw, dict):
        raise ValidationError("options", "a table", raw)
    known = {f.name for f in dataclasses.fields(RetrisOptions)}
    for key in raw:
        if key not in known:
            raise ValidationError(key, "a Retris option (" + ", ".join(sorted(known)) + ")", key)
    return resolve_options(RetrisOptions(**raw), tuning)


def options_to_dict(options: RetrisOptions, tuning: RetrisTuning | None = None
                    ) -> dict[str, Any]:
    """Plain data; an Endless game's has no goal keys, as before goals existed, and the later
    handling options appear only when they differ from ``tuning``'s defaults (the shipped
    ruleset when not given), so a replay header and state (and so its digest) of a game with
    neither are what they always were."""
    tuning = tuning or load_tuning()
    raw = dataclasses.asdict(options)
    for key in ("goal", "goal_rows", "goal_seconds"):
        if raw[key] is None or options.goal == "endless":
            del raw[key]
    for key in LATER_HANDLING:
        if raw[key] is None or raw[key] == getattr(tuning, key):
            del raw[key]
    return raw
