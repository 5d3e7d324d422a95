"""Tet'light's setup options (board edge, start level, radar) and their validation."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.rules.tetlight.tuning import TetlightTuning


@dataclass(frozen=True, slots=True)
class TetlightOptions:
    """What the player chooses before a game (rules/tetlight.md §1, §8, §9)."""

    edge: int = 8
    level: int = 0
    radar: bool = False  # the radar's state at the start (no cost)
    gravity: bool = True  # False: time never moves the piece (scenarios)


def _check_int(key: str, value: Any, lo: int, hi: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ValidationError(key, f"an integer from {lo} to {hi}", value)


def resolve_options(options: TetlightOptions, tuning: TetlightTuning) -> TetlightOptions:
    """Check every field; raises ValidationError naming the field."""
    _check_int("edge", options.edge, *tuning.edge_range)
    _check_int("level", options.level, *tuning.start_level_range)
    for key in ("radar", "gravity"):
        if not isinstance(getattr(options, key), bool):
            raise ValidationError(key, "true or false", getattr(options, key))
    return options


def options_from_dict(raw: dict[str, Any], tuning: TetlightTuning) -> TetlightOptions:
    """Options from plain data (a scenario's ``[options]``, a replay header, the menu)."""
    if not isinstance(raw, dict):
        raise ValidationError("options", "a table", raw)
    known = {f.name for f in dataclasses.fields(TetlightOptions)}
    for key in raw:
        if key not in known:
            raise ValidationError(key, "a Tet'light option (" + ", ".join(sorted(known)) + ")",
                                  key)
    return resolve_options(TetlightOptions(**raw), tuning)


def options_to_dict(options: TetlightOptions) -> dict[str, Any]:
    return dataclasses.asdict(options)
