"""Verse's setup options (rotation §3, fair dealing §7) and their validation."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError


@dataclass(frozen=True, slots=True)
class VerseOptions:
    """What the player chooses before a game; both settings are off by default."""

    rotation: bool = False  # rotate:S turns a tray piece a quarter turn clockwise
    fair: bool = False  # re-draw trays until the three pieces can all be placed


def resolve_options(options: VerseOptions) -> VerseOptions:
    """Check every field; raises ValidationError naming the field."""
    for key in ("rotation", "fair"):
        if not isinstance(getattr(options, key), bool):
            raise ValidationError(key, "true or false", getattr(options, key))
    return options


def options_from_dict(raw: dict[str, Any]) -> VerseOptions:
    """Options from plain data (a scenario's ``[options]``, a replay header, the menu)."""
    if not isinstance(raw, dict):
        raise ValidationError("options", "a table", raw)
    known = {f.name for f in dataclasses.fields(VerseOptions)}
    for key in raw:
        if key not in known:
            raise ValidationError(key, "a Verse option (" + ", ".join(sorted(known)) + ")", key)
    return resolve_options(VerseOptions(**raw))


def options_to_dict(options: VerseOptions) -> dict[str, Any]:
    return dataclasses.asdict(options)
