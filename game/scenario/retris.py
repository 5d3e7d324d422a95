"""The Retris part of a scenario file: ``[setup]`` queue, field, actions; output and expect."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, InputChange
from game.core.ruleset import ValidationError
from game.i18n import _
from game.rules.registry import parse_options
from game.rules.retris import RetrisGame, RetrisSetup
from game.rules.retris.cells import parse_field
from game.rules.retris.tuning import load_tuning
from game.scenario.games import Prepared
from game.scenario.stats import expect_stats, is_count
from game.scenario.steps import Step, Tick, parse_actions

SETUP_KEYS = ("queue", "field", "actions")
OPTION_DEFAULTS = {"gravity": False}  # scenarios run without automatic gravity unless asked
# "24 row strings" only tells the field from the typed keys: parse_expect checks it itself.
OUTPUT_TYPES = {"field": "24 row strings",  # i18n: not shown
                "score": int, "rows": int, "level": int, "over": bool,
                "won": bool, "ticks": int, "stats": dict}
#: The keys of ``stats`` (docs/scenarios.md § Goals and statistics); ``clears`` is 4 counts.
STATS_KEYS = ("pieces", "holds", "clears", "finesse", "max_generation")


def field_rows(raw: object, key: str) -> list[str]:
    """A field written as one multi-line string (or a list of row strings), top row first."""
    if isinstance(raw, str):
        rows = [line.strip() for line in raw.splitlines() if line.strip()]
    elif isinstance(raw, list) and all(isinstance(r, str) for r in raw):
        rows = [r.strip() for r in raw]
    else:
        raise ValidationError(key, _("a multi-line string of rows (top row first)"), raw)
    tuning = load_tuning()
    parse_field(rows, tuning.width, tuning.height, key)
    return rows


def _queue(raw: object, key: str) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise ValidationError(key, _('a list of pieces like "T" or "T:n..."'), raw)
    return tuple(raw)


def _tap(action: Action) -> Tick:
    # A scenario action is a press and a release in the same tick: exactly one of it.
    return Tick(lambda tick: (InputChange(tick, action, True), InputChange(tick, action, False)))


# The actions scenarios.md lists for Retris; the other games' actions are refused here.
ACTIONS = {a.value: a for a in (Action.LEFT, Action.RIGHT, Action.DOWN, Action.CW, Action.CCW,
                                Action.HOLD, Action.HARD_DROP)}


def _edge(action: Action, pressed: bool) -> Tick:
    # "press:X" holds X from this tick until a "release:X" (DAS, soft drop, IRS, IHS).
    return Tick(lambda tick: (InputChange(tick, action, pressed),))


def parse_action(action: str, key: str) -> Step:
    if action in ACTIONS:
        return _tap(ACTIONS[action])
    edge, _sep, name = action.partition(":")
    if edge in ("press", "release") and name in ACTIONS:
        return _edge(ACTIONS[name], edge == "press")
    raise ValidationError(key, _("one of {actions}, press:ACTION, release:ACTION, wait:N, "
                                 "settle").format(actions=", ".join(ACTIONS)), action)


def game_setup(setup: dict[str, Any], key: str) -> RetrisSetup:
    """The forced start of ``setup`` (a scenario's ``[setup]`` or a versus ``[[slot]]``)."""
    field = field_rows(setup["field"], f"{key}.field") if "field" in setup else None
    return RetrisSetup(_queue(setup.get("queue", []), f"{key}.queue"),
                       tuple(field) if field else None)


def prepare(options: dict[str, Any], setup: dict[str, Any], seed: int) -> Prepared:
    for key in setup:
        if key not in SETUP_KEYS:
            raise ValidationError(f"setup.{key}",
                                  _("a key from {keys}").format(keys=", ".join(SETUP_KEYS)), key)
    opts = parse_options("retris", options)
    steps = parse_actions(setup.get("actions", []), "setup.actions", parse_action)
    start = game_setup(setup, "setup")
    try:
        game = RetrisGame(opts, seed, start)
    except ValidationError as exc:
        raise exc.prefixed("setup") from None
    return Prepared(game, steps, lambda: output(game))


def output(game: RetrisGame) -> dict[str, Any]:
    """The scenario's result; the falling piece is never part of the field. ``ticks`` is the
    game time: the ticks played up to and with the ending lock or tick (or all of them)."""
    stats = game.tally.view()
    return {"field": game.field.top_first(), "score": game.score, "rows": game.rows,
            "level": game.level, "over": game.over, "won": game.won, "ticks": stats.ticks,
            "stats": stats.scenario()}


def _four_counts(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 4 and all(is_count(n) for n in value)


def parse_expect(expect: dict[str, Any]) -> dict[str, Any]:
    checked: dict[str, Any] = {}
    for key, value in expect.items():
        kind = OUTPUT_TYPES.get(key)
        if kind is None:
            raise ValidationError(f"expect.{key}",
                                  _("a key from {keys}").format(keys=", ".join(OUTPUT_TYPES)), key)
        if key == "field":
            checked[key] = field_rows(value, "expect.field")
        elif key == "stats":
            checked[key] = expect_stats(value, STATS_KEYS, {"clears": (
                _four_counts, _("a list of 4 counts (1, 2, 3, 4+ rows)"))})
        elif not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValidationError(f"expect.{key}", _("true or false") if kind is bool
                                  else _("an integer"), value)
        else:
            checked[key] = value
    return checked

