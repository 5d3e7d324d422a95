"""The versus part of a scenario file (docs/scenarios.md § Versus, rules/versus.md).

A file with ``[[slot]]`` tables is a match: ``game`` names the game every slot plays, each
slot table holds that game's solo setup keys (``queue``/``field``, ``queue``/``cells``,
``board``/``tray``) plus, in Retris, ``holes`` (the hole columns of the next attacks it
receives) and ``bot`` (0 or absent: moved by the actions only; 1-5: a bot of that level).
``options.rounds`` is first to N (default 1 here); ``options.race_seconds`` the score races'
time limit. Actions: ``"S:ACTION"`` (S from 1) with the game's solo actions, several separated
by spaces on one tick; ``wait:N`` and ``settle`` advance every slot.

Output: ``{"slots": [each slot's solo keys, + "sent", "received", "waiting" in Retris],
"round_winner": S or null, "match_winner": S or null}``. In ``[expect]``, TOML having no
null, a winner of 0 means none (a draw, or not decided).

Its messages are in English, for ``arcadeforge scenario`` only (marked "not shown"): a
practice game refuses a versus file before its ``[[slot]]`` tables are read
(:mod:`game.sim.practice`).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from game.core.actions import InputChange
from game.core.ruleset import ValidationError
from game.rules.versus.match import VersusMatch
from game.scenario.check import differences as solo_differences
from game.scenario.games import Prepared
from game.scenario.steps import Step, Tick, parse_actions, parse_common

GARBAGE_KEYS = ("holes",)
GARBAGE_OUTPUT = {"sent": int, "received": int, "waiting": list}
WINNER_KEYS = ("round_winner", "match_winner")
MAX_BOT = 5


def prepare(module: ModuleType, game: str, options: dict[str, Any], slots: object,
            setup: dict[str, Any], seed: int) -> Prepared:
    """Check the match's part of the file and build the match (bots seated)."""
    tables = _slot_tables(slots)
    retris = game == "retris"
    setups, holes, levels = [], [], []
    for index, table in enumerate(tables):
        key = f"slot[{index}]"
        allowed = [k for k in module.SETUP_KEYS if k != "actions"] + ["bot"] \
            + (list(GARBAGE_KEYS) if retris else [])
        for name in table:
            if name not in allowed:
                raise ValidationError(f"{key}.{name}",
                                      "a key from " + ", ".join(allowed), name)  # i18n: not shown
        setups.append(module.game_setup(table, key))
        holes.append(_holes(table.get("holes", []), f"{key}.holes"))
        levels.append(_bot_level(table.get("bot", 0), f"{key}.bot"))
    for key in setup:
        if key != "actions":
            raise ValidationError(f"setup.{key}", "only actions (a match's pieces and fields "
                                  "are in its [[slot]] tables)", key)  # i18n: not shown
    solo = {k: v for k, v in options.items() if k != "rounds"}
    try:
        match = VersusMatch(game, solo, seed, len(tables), options.get("rounds", 1),
                            setups, holes if retris else None)
    except ValidationError as exc:
        raise (exc.prefixed("options") if exc.key in ("rounds",) else exc) from None
    rules = seat_bots(match, levels, seed)
    steps = parse_actions(setup.get("actions", []), "setup.actions",
                          lambda action, key: _parse_action(module, action, key, len(tables)))
    return Prepared(rules, steps, lambda: output(module, match))


def seat_bots(match: VersusMatch, levels: Sequence[int], seed: int) -> Any:
    """The match itself, or the match with its bot slots played by bots."""
    if not any(levels):
        return match
    from game.bots.seats import BotSeats  # only a file with bots needs them

    return BotSeats(match, {i: level for i, level in enumerate(levels) if level}, seed)


def _slot_tables(raw: object) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or not all(isinstance(t, dict) for t in raw):
        raise ValidationError("slot", "[[slot]] tables, one per slot", raw)  # i18n: not shown
    if not 2 <= len(raw) <= 4:
        raise ValidationError("slot", "2 to 4 [[slot]] tables", len(raw))
    return raw


def _holes(raw: object, key: str) -> list[int]:
    if not isinstance(raw, list) or not all(
            isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 9 for h in raw):
        raise ValidationError(key, "a list of columns from 0 to 9", raw)  # i18n: not shown
    return list(raw)


def _bot_level(raw: object, key: str) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw <= MAX_BOT:
        raise ValidationError(
            key, f"0 (no bot) or a bot level from 1 to {MAX_BOT}", raw)  # i18n: not shown
    return raw


def _parse_action(module: ModuleType, action: str, key: str, players: int) -> Step:
    """``"S:ACTION"``, or several of them separated by spaces, on one tick."""
    parts = []
    for part in action.split():
        number, sep, solo = part.partition(":")
        if not (sep and number.isascii() and number.isdigit() and 1 <= int(number) <= players):
            raise ValidationError(
                key, f"S:ACTION with S a slot from 1 to {players} (several "  # i18n: not shown
                "separated by spaces), wait:N or settle", action)
        step = parse_common(solo, key) or module.parse_action(solo, key)
        if not isinstance(step, Tick):
            raise ValidationError(
                key, "a slot's action (wait:N and settle move every slot)",  # i18n: not shown
                action)
        parts.append((int(number) - 1, step))
    if not parts:
        raise ValidationError(key, "S:ACTION, wait:N or settle", action)  # i18n: not shown
    return Tick(lambda tick: _changes(parts, tick))


def _changes(parts: list[tuple[int, Tick]], tick: int) -> list[InputChange]:
    return [InputChange(c.tick, c.action, c.pressed, c.args, player)
            for player, step in parts for c in step.changes(tick)]


def output(module: ModuleType, match: VersusMatch) -> dict[str, Any]:
    slots = []
    for slot in match.slots:
        out = module.output(slot.game)
        if slot.garbage is not None:
            waiting = slot.garbage.view(match.tick)
            out |= {"sent": slot.sent, "received": slot.received,
                    "waiting": [[a.lines, a.ticks_left] for a in waiting]}
        slots.append(out)
    return {"slots": slots, "round_winner": _shown(match.round_winner),
            "match_winner": _shown(match.match_winner)}


def _shown(slot: int | None) -> int | None:
    return None if slot is None else slot + 1


def parse_expect(module: ModuleType, game: str, expect: dict[str, Any]) -> dict[str, Any]:
    checked: dict[str, Any] = {}
    for key, value in expect.items():
        if key in WINNER_KEYS:
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 4:
                raise ValidationError(f"expect.{key}",
                                      "a slot from 1 to 4, or 0 for none", value)  # i18n: not shown
            checked[key] = value or None
        elif key == "slots":
            checked[key] = _expect_slots(module, game, value)
        else:
            keys = "a key from slots, " + ", ".join(WINNER_KEYS)  # i18n: not shown
            raise ValidationError(f"expect.{key}", keys, key)
    return checked


def _expect_slots(module: ModuleType, game: str, raw: object) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or not all(isinstance(t, dict) for t in raw):
        raise ValidationError("expect.slots",
                              "[[expect.slots]] tables, one per slot", raw)  # i18n: not shown
    tables = []
    for index, table in enumerate(raw):
        garbage = {k: v for k, v in table.items() if k in GARBAGE_OUTPUT and game == "retris"}
        try:
            solo = module.parse_expect({k: v for k, v in table.items() if k not in garbage})
        except ValidationError as exc:
            raise ValidationError(exc.key.replace("expect.", f"expect.slots[{index}].", 1),
                                  exc.expected, exc.got, exc.where) from None
        for key, value in garbage.items():
            if not isinstance(value, GARBAGE_OUTPUT[key]) or isinstance(value, bool):
                expected = ("an integer" if key != "waiting"  # i18n: not shown
                            else "a list of [lines, ticks]")  # i18n: not shown
                raise ValidationError(f"expect.slots[{index}].{key}", expected, value)
        tables.append(solo | garbage)
    return tables


def differences(expect: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """The solo comparison slot by slot (its lines marked with the slot), then the winners."""
    lines = solo_differences({k: v for k, v in expect.items() if k != "slots"}, actual)
    for index, wanted in enumerate(expect.get("slots", [])):
        got = actual["slots"][index] if index < len(actual["slots"]) else {}
        lines += [f"  slot {index + 1}:{line}" for line in solo_differences(wanted, got)]
    return lines
