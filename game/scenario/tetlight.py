"""The Tet'light part of a scenario file: ``[setup]`` queue, cells, actions; output and expect.

Actions (design/scenarios.md): ``left right down_left down_right down cw ccw drop explode radar
level_up wait:N settle``; each game action is one tap (press and release in one tick). Added
compatibly: ``pause resume abort`` (rules/tetlight.md §4, §9), so pause and abort can be pinned
too. A paused game counts as settled (nothing moves until ``resume``), so a file that ends
paused prints the paused position.

Output: ``{"cells": [[c, h, colour, bomb], ...] by column then height, "score", "bomb_points",
"bombs", "level", "over"}``; the falling piece is never among the cells.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, InputChange
from game.core.ruleset import ValidationError
from game.i18n import _
from game.rules.registry import parse_options
from game.rules.tetlight import TetlightGame, TetlightSetup
from game.rules.tetlight.setup import CELL_FORM
from game.scenario.games import Prepared
from game.scenario.stats import expect_stats
from game.scenario.steps import Step, Tick, parse_actions

SETUP_KEYS = ("queue", "cells", "actions")
OPTION_DEFAULTS = {"gravity": False}  # scenarios run without automatic falls unless asked
OUTPUT_KEYS = ("cells", "score", "bomb_points", "bombs", "level", "over", "stats")
#: The statistics a scenario prints (rules/goals.md §3).
STATS_KEYS = ("pieces", "lines_straight", "lines_v", "contacts", "globals", "bombs_earned",
              "highest_level")

# Scenario action name -> rules action ("drop" is the rules' hard drop).
ACTIONS: dict[str, Action] = {
    "left": Action.LEFT, "right": Action.RIGHT, "down_left": Action.DOWN_LEFT,
    "down_right": Action.DOWN_RIGHT, "down": Action.DOWN, "cw": Action.CW, "ccw": Action.CCW,
    "drop": Action.HARD_DROP, "explode": Action.EXPLODE, "radar": Action.RADAR,
    "level_up": Action.LEVEL_UP, "pause": Action.PAUSE, "resume": Action.RESUME,
    "abort": Action.ABORT,
}


def _tap(action: Action) -> Tick:
    # A scenario action is a press and a release in the same tick: exactly one of it.
    return Tick(lambda tick: (InputChange(tick, action, True), InputChange(tick, action, False)))


def parse_action(action: str, key: str) -> Step:
    if action in ACTIONS:
        return _tap(ACTIONS[action])
    raise ValidationError(key, _("one of {actions}, wait:N, settle").format(
        actions=", ".join(ACTIONS)), action)


def _list(setup: dict[str, Any], key: str, form: str, table: str) -> tuple[Any, ...]:
    raw = setup.get(key, [])
    if not isinstance(raw, list):
        raise ValidationError(f"{table}.{key}", form, raw)
    return tuple(raw)


def game_setup(setup: dict[str, Any], key: str) -> TetlightSetup:
    """The forced start of ``setup`` (a scenario's ``[setup]`` or a versus ``[[slot]]``)."""
    return TetlightSetup(
        _list(setup, "queue", _('a list of pieces like "I" or "O:bomb:c3"'), key),
        _list(setup, "cells", _("a list of {form}").format(form=CELL_FORM), key))


def prepare(options: dict[str, Any], setup: dict[str, Any], seed: int) -> Prepared:
    for key in setup:
        if key not in SETUP_KEYS:
            raise ValidationError(f"setup.{key}",
                                  _("a key from {keys}").format(keys=", ".join(SETUP_KEYS)), key)
    opts = parse_options("tetlight", options)
    steps = parse_actions(setup.get("actions", []), "setup.actions", parse_action)
    start = game_setup(setup, "setup")
    try:
        game = TetlightGame(opts, seed, start)
    except ValidationError as exc:
        raise exc.prefixed("setup") from None
    return Prepared(game, steps, lambda: output(game))


def output(game: TetlightGame) -> dict[str, Any]:
    """The scenario's result; the falling piece is never part of the cells."""
    return {"cells": [list(hexagon) for hexagon in game.board.hexagons()],
            "score": game.score.points, "bomb_points": game.score.bomb_points,
            "bombs": game.score.bombs, "level": game.level, "over": game.over,
            "stats": game.tally.view().scenario()}


def _expect_cells(raw: Any) -> list[list[Any]]:
    """Expected cells in any order; sorted like the output so only the content matters."""
    form = _("a list of {form}").format(form=CELL_FORM)
    if not isinstance(raw, list):
        raise ValidationError("expect.cells", form, raw)
    for index, cell in enumerate(raw):
        ok = (isinstance(cell, list) and len(cell) == 4 and isinstance(cell[3], bool)
              and all(isinstance(v, int) and not isinstance(v, bool) for v in cell[:3]))
        if not ok:
            raise ValidationError(f"expect.cells[{index}]", CELL_FORM, cell)
    return sorted(list(cell) for cell in raw)


def parse_expect(expect: dict[str, Any]) -> dict[str, Any]:
    checked: dict[str, Any] = {}
    for key, value in expect.items():
        if key not in OUTPUT_KEYS:
            raise ValidationError(f"expect.{key}",
                                  _("a key from {keys}").format(keys=", ".join(OUTPUT_KEYS)), key)
        if key == "cells":
            checked[key] = _expect_cells(value)
        elif key == "stats":
            checked[key] = expect_stats(value, STATS_KEYS)
        elif key == "over":
            if not isinstance(value, bool):
                raise ValidationError("expect.over", _("true or false"), value)
            checked[key] = value
        elif not isinstance(value, int) or isinstance(value, bool):
            raise ValidationError(f"expect.{key}", _("an integer"), value)
        else:
            checked[key] = value
    return checked
