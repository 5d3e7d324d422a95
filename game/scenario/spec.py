"""The keys every scenario has (``game``, ``seed``, ``[options]``, ``[setup]``, ``[expect]``)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.core.ruleset import ValidationError
from game.core.safe_read import MIB, UnsafeFile, decode, parse_toml, read_bytes
from game.i18n import _
from game.scenario.check import differences
from game.scenario.games import Prepared, game_module

TOP_KEYS = ("game", "seed", "description", "options", "setup", "slot", "expect")
#: A scenario file larger than this is refused before parsing (the largest shipped is ~2 KiB).
MAX_FILE_BYTES = 1 * MIB
SEED_RANGE = (-(2**63), 2**64 - 1)


@dataclass(frozen=True, slots=True)
class Scenario:
    """A checked scenario: the prepared game and the normalised ``[expect]`` (None if absent)."""

    path: str
    game: str
    prepared: Prepared
    expect: dict[str, Any] | None
    #: Lines for each way the output differs from ``expect`` (a match compares slot by slot).
    differences: Callable[[dict[str, Any], dict[str, Any]], list[str]] = differences


def read_toml(path: str) -> dict[str, Any]:
    """The parsed file: a regular file of at most MAX_FILE_BYTES, UTF-8 (a BOM allowed),
    TOML the parser can take (see :mod:`game.core.safe_read`); else a ValidationError."""
    try:
        text = decode(read_bytes(path, MAX_FILE_BYTES))
    except FileNotFoundError:
        raise ValidationError("file", _("a readable UTF-8 file"), _("no such file")) from None
    except UnsafeFile as exc:
        raise ValidationError("file", _("a readable UTF-8 file"), str(exc)) from None
    try:
        return parse_toml(text)
    except (tomllib.TOMLDecodeError, UnsafeFile) as exc:
        raise ValidationError("toml", _("valid TOML"), str(exc)) from None


def _table(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ValidationError(key, _("a table"), value)
    return value


def parse_scenario(data: dict[str, Any], path: str = "<scenario>") -> Scenario:
    """Check the common keys, then hand the rest to the game's module."""
    for key in data:
        if key not in TOP_KEYS:
            raise ValidationError(key, _("a top-level key from {keys}").format(
                keys=", ".join(TOP_KEYS)), key)
    if "game" not in data:
        raise ValidationError("game", _("a game name"))
    module = game_module(data["game"])
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) \
            or not SEED_RANGE[0] <= seed <= SEED_RANGE[1]:
        raise ValidationError("seed", _("an integer from {lo} to {hi}").format(
            lo=SEED_RANGE[0], hi=SEED_RANGE[1]), seed)
    if not isinstance(data.get("description", ""), str):
        raise ValidationError("description", _("a string"), data["description"])
    # A game may default some options for scenarios (Retris: gravity off, scenarios.md).
    options = {**getattr(module, "OPTION_DEFAULTS", {}), **_table(data, "options")}
    if "slot" in data:  # a versus match (docs/scenarios.md § Versus)
        return _match(data, path, module, options, seed)
    prepared = module.prepare(options, _table(data, "setup"), seed)
    expect = module.parse_expect(_table(data, "expect")) if "expect" in data else None
    return Scenario(path, data["game"], prepared, expect)


def _match(data: dict[str, Any], path: str, module: ModuleType, options: dict[str, Any],
           seed: int) -> Scenario:
    from game.scenario import versus  # a match loads every game's rules (rules.registry)

    game = data["game"]
    prepared = versus.prepare(module, game, options, data["slot"], _table(data, "setup"), seed)
    expect = versus.parse_expect(module, game, _table(data, "expect")) \
        if "expect" in data else None
    return Scenario(path, game, prepared, expect, versus.differences)


def load_scenario(path: str) -> Scenario:
    return parse_scenario(read_toml(path), path)
