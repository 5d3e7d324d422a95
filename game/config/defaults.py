"""The shipped defaults: ``resources/settings.toml``, read strictly.

This file is ours, not the player's, so anything wrong in it (a missing, unknown or bad key)
raises :class:`ValidationError` instead of being reported and skipped.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from game.config.schema import SECTIONS
from game.core.paths import resources
from game.core.ruleset import ValidationError


def defaults_path() -> Path:
    return resources() / "settings.toml"


@cache
def default_values() -> dict[str, dict[str, Any]]:
    """``{section: {key: checked value}}`` for every key of the schema."""
    return check_defaults(defaults_path())


def default_value(section: str, key: str) -> Any:
    return default_values()[section][key]


def check_defaults(path: Path) -> dict[str, dict[str, Any]]:
    """Every section and key of ``path`` checked against the schema; raises on any fault."""
    name = path.name
    with path.open("rb") as f:
        data = tomllib.load(f)
    for section in data:
        if section not in SECTIONS:
            raise ValidationError(f"{name}: {section}",  # i18n: not shown (our file)
                                  "a section of " + ", ".join(SECTIONS),  # i18n: not shown
                                  section)
    return {section: _check_section(name, section, data.get(section)) for section in SECTIONS}


def _check_section(name: str, section: str, table: Any) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise ValidationError(f"{name}: {section}", "a table", table)  # i18n: not shown
    kinds = SECTIONS[section].keys
    for key in table:
        if key not in kinds:
            raise ValidationError(f"{name}: {section}.{key}",
                                  "a key of " + ", ".join(kinds), key)  # i18n: not shown
    values = {}
    for key, kind in kinds.items():
        if key not in table:
            raise ValidationError(f"{name}: {section}.{key}", kind.expected())
        try:
            values[key] = kind.convert(table[key])
        except ValueError:
            raise ValidationError(f"{name}: {section}.{key}", kind.expected(),
                                  table[key]) from None
    return values
