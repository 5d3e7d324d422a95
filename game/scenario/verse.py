"""The Verse part of a scenario file: ``[setup]`` board, tray, actions; output and expect.

``board``: 8 rows, top first, '.' empty and '#' filled (one multi-line string or a list of
row strings); ``tray``: 1 to 3 pieces, rows joined by commas (``"###,.#."``), for slots 0, 1,
2 (later trays are dealt from the seed). Actions: ``place:S:R:C`` ((R, C) the top-left of the
piece's box) and ``rotate:S``, each one tick with a press (nothing is held), plus ``wait:N``
and ``settle``. An illegal placement changes nothing.

Output: ``{"board": [8 strings of '.'/'#'], "score", "streak", "over"}``.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.actions import Action, InputChange
from game.core.ruleset import ValidationError
from game.i18n import N_, _
from game.rules.registry import parse_options
from game.rules.verse import SLOTS, VerseGame, VerseSetup
from game.rules.verse.setup import parse_board
from game.scenario.games import Prepared
from game.scenario.stats import expect_stats, is_count
from game.scenario.steps import Step, Tick, parse_actions

SETUP_KEYS = ("board", "tray", "actions")
# "8 row strings" only tells the board from the typed keys: parse_expect checks it itself.
OUTPUT_TYPES: dict[str, Any] = {"board": "8 row strings",  # i18n: not shown
                                "score": int, "streak": int,
                                "over": bool, "stats": dict}
#: The statistics a scenario prints (rules/goals.md §3).
STATS_KEYS = ("placements", "lines_by_count", "longest_streak", "board_clears")
#: Translated when raised (``_(ACTION_FORM).format(last=SLOTS - 1)``), in the player's language.
ACTION_FORM = N_("place:S:R:C or rotate:S (S a slot 0-{last}, R and C whole numbers), "
                 "wait:N or settle")
_NUMBER = r"(-?[0-9]{1,4})"
_PLACE = re.compile(rf"place:([0-9]):{_NUMBER}:{_NUMBER}")
_ROTATE = re.compile(r"rotate:([0-9])")


def board_rows(raw: object, key: str) -> list[str]:
    """A board as one multi-line string (blank lines ignored) or a list of row strings, top
    row first; checked, and returned as '.'/'#' rows."""
    if isinstance(raw, str):
        rows = [line.strip() for line in raw.splitlines() if line.strip()]
    elif isinstance(raw, list) and all(isinstance(r, str) for r in raw):
        rows = [r.strip() for r in raw]
    else:
        raise ValidationError(key, _("a multi-line string of 8 rows (top row first)"), raw)
    grid = parse_board(rows, key)
    return ["".join("#" if color else "." for color in row) for row in grid]


def _press(action: Action, args: tuple[int, ...]) -> Tick:
    # Verse's commands are a press alone (nothing is held), one per tick.
    return Tick(lambda tick: (InputChange(tick, action, True, args),))


def parse_action(action: str, key: str) -> Step:
    place, rotate = _PLACE.fullmatch(action), _ROTATE.fullmatch(action)
    match = place or rotate
    if match is None or int(match.group(1)) >= SLOTS:
        raise ValidationError(key, _(ACTION_FORM).format(last=SLOTS - 1), action)
    args = tuple(int(g) for g in match.groups())
    return _press(Action.PLACE if place else Action.ROTATE, args)


def game_setup(setup: dict[str, Any], key: str) -> VerseSetup:
    """The forced start of ``setup`` (a scenario's ``[setup]`` or a versus ``[[slot]]``)."""
    board = board_rows(setup["board"], f"{key}.board") if "board" in setup else None
    return VerseSetup(setup.get("tray"), board)


def prepare(options: dict[str, Any], setup: dict[str, Any], seed: int) -> Prepared:
    for key in setup:
        if key not in SETUP_KEYS:
            raise ValidationError(f"setup.{key}",
                                  _("a key from {keys}").format(keys=", ".join(SETUP_KEYS)), key)
    opts = parse_options("verse", options)
    steps = parse_actions(setup.get("actions", []), "setup.actions", parse_action)
    start = game_setup(setup, "setup")
    try:
        game = VerseGame(opts, seed, start)
    except ValidationError as exc:
        raise exc.prefixed("setup") from None
    return Prepared(game, steps, lambda: output(game))


def output(game: VerseGame) -> dict[str, Any]:
    rows = game.board.rows()
    return {"board": ["".join("#" if color else "." for color in row) for row in rows],
            "score": game.score, "streak": game.streak, "over": game.over,
            "stats": game.tally.view().scenario()}


def parse_expect(expect: dict[str, Any]) -> dict[str, Any]:
    checked: dict[str, Any] = {}
    for key, value in expect.items():
        kind = OUTPUT_TYPES.get(key)
        if kind is None:
            raise ValidationError(f"expect.{key}",
                                  _("a key from {keys}").format(keys=", ".join(OUTPUT_TYPES)), key)
        if key == "board":
            checked[key] = board_rows(value, "expect.board")
        elif key == "stats":
            checked[key] = expect_stats(value, STATS_KEYS, {"lines_by_count": (
                _counts_by_lines, _('a table of counts by lines at once, as {"1" = 2}'))})
        elif not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValidationError(f"expect.{key}", _("true or false") if kind is bool
                                  else _("an integer"), value)
        else:
            checked[key] = value
    return checked


def _counts_by_lines(value: Any) -> bool:
    return isinstance(value, dict) and all(
        key.isdigit() and int(key) > 0 and is_count(n) for key, n in value.items())
