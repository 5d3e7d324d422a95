"""The games the scenario runner knows. Adding one = writing its module and one line here.

A game module provides:

- ``prepare(options: dict, setup: dict, seed: int) -> Prepared`` — checks the game's part of
  the file (raising ValidationError with keys like ``setup.queue[2]``) and builds the rules;
- ``parse_expect(expect: dict) -> dict`` — checks and normalises ``[expect]``;
- optionally ``OPTION_DEFAULTS: dict`` — options a scenario gets unless it sets them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.core.ruleset import ValidationError
from game.i18n import _
from game.rules.base import GameRules
from game.scenario.steps import Step

# Imported on demand so that running one game's scenarios loads only that game's rules.
GAME_MODULES: dict[str, str] = {
    "retris": "game.scenario.retris",
    "tetlight": "game.scenario.tetlight",
    "verse": "game.scenario.verse",
}


@dataclass(frozen=True, slots=True)
class Prepared:
    """A game ready to play a scenario: its rules, the steps, and how to read the result."""

    rules: GameRules
    steps: list[Step]
    output: Callable[[], dict[str, Any]]


def game_module(name: object) -> ModuleType:
    if not isinstance(name, str) or name not in GAME_MODULES:
        choices = ", ".join(repr(g) for g in GAME_MODULES)
        raise ValidationError("game", _("one of {choices}").format(choices=choices), name)
    return importlib.import_module(GAME_MODULES[str(name)])
