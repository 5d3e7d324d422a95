"""Practice games: a new game that starts at a moment of another (docs/practice.md).

Two ways in. In the theatre, *take over* a replay at the tick shown
(:func:`take_over`); or start from a scenario file's position (:func:`from_scenario`,
``arcadeforge play --scenario`` and the Practice list). Either gives a
:class:`ReplayHeader` whose ``origin`` (:mod:`game.core.practice_origin`) rebuilds the
start, and :func:`start_rules` builds it: the same function plays a practice replay back
(:func:`game.sim.session.rules_from_header` calls it), so a practice replay reproduces from
its origin exactly as the game played it.

Settled, as this project pins it: at the moment taken over, every action the origin held
(a key down: left, soft drop…) is let go, and the game runs without input until nothing is
in motion (``rules.settled``: an Arcade chain has run to its end, Tet'light's flashing
lines have gone; Verse is always settled). The player's first input lands on the first
settled tick. Nothing else changes: field, queue, hold, the bag's place, score, Tet'light's
level clock and Verse's tray are the origin's at that tick. When nothing is held or in
motion no tick runs, so the start is exactly the origin at that tick.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from game.core.actions import InputChange
from game.core.digest import digest
from game.core.replay import Replay, ReplayHeader
from game.core.ruleset import ValidationError
from game.i18n import _
from game.rules import registry
from game.rules.base import GameRules

#: The games whose actions are held (a press lasts until its release); Verse's presses act
#: at once and are never let go, so there is nothing to let go of there.
HELD_GAMES = frozenset({"retris", "tetlight"})
SETTLE_LIMIT = 100_000  # ticks; a chain never runs this long (scenario runner's limit too)


class PracticeError(ValueError):
    """A moment or scenario a practice game cannot start from; the message is one line."""


def take_over(replay: Replay, name: str, tick: int) -> ReplayHeader:
    """The header of a practice game from ``replay`` (file ``name``) at ``tick``."""
    if replay.header.origin is not None:
        raise PracticeError(_("this is a practice game already: take over the replay it "
                              "came from instead"))
    if not 0 <= tick <= replay.final_tick:
        raise PracticeError(f"tick: expected 0..{replay.final_tick}, got {tick}")
    before = [c for c in replay.inputs if c.tick < tick]
    # The start's digest is what this origin rebuilds: built once here from the origin's
    # inputs alone (not from the theatre's rules), exactly as playback will build it.
    origin = {"replay": name, "digest": replay.final_digest, "tick": tick, "inputs": before,
              "start": "0" * 32}
    header = dataclasses.replace(replay.header, origin=origin)
    origin["start"] = digest(_rebuild(header).state())
    return header


def from_scenario(path: Path) -> ReplayHeader:
    """The header of a practice game from the scenario file at ``path``: its ``[setup]``
    played as written (its actions too), with the game's usual options under the file's
    ``[options]`` (gravity on unless the file turns it off: a scenario run for rules checks
    turns it off by default, a game to play does not). Raises :class:`PracticeError` with
    one line naming the key."""
    from game.i18n.problems import said
    from game.scenario.spec import read_toml

    try:
        data = read_toml(str(path))
    except ValidationError as exc:
        raise PracticeError(f"{path.name}: {said(exc)}") from None
    try:
        return _scenario_header(data, path.name)
    except ValidationError as exc:
        raise PracticeError(f"{path.name}: {said(exc)}") from None


def _scenario_header(data: dict[str, Any], name: str) -> ReplayHeader:
    from game.scenario.games import game_module
    from game.scenario.spec import TOP_KEYS, parse_scenario
    from game.sim.session import TICK_RATE

    if "slot" in data:
        raise ValidationError("slot", _("a solo game's scenario (practice plays one field; "
                                        "a versus scenario is for the rules checks)"))
    for key in data:
        if key not in TOP_KEYS:
            raise ValidationError(key, _("a top-level key from {keys}").format(
                keys=", ".join(TOP_KEYS)), key)
    game_module(data.get("game"))  # the game named, one the runner knows
    parse_scenario(data, name)  # every key checked as `arcadeforge scenario` checks them
    game = str(data["game"])
    options = data.get("options", {})
    setup = data.get("setup", {})
    try:
        opts = registry.parse_options(game, options)
    except ValidationError as exc:
        raise exc.prefixed("options") from None
    header = ReplayHeader(game, registry.options_to_dict(game, opts), int(data.get("seed", 0)),
                          TICK_RATE, registry.RULESET_VERSION[game],
                          origin={"scenario": name, "setup": setup, "start": "0" * 32})
    rules = _rebuild(header)
    if rules.over:
        raise ValidationError("setup", _("a position the game goes on from (the game is over "
                                         "there)"))
    assert header.origin is not None
    header.origin["start"] = digest(rules.state())
    return header


def start_rules(header: ReplayHeader) -> GameRules:
    """The settled start of a practice game (module docstring), checked against the
    origin's ``start`` digest; raises ValueError naming ``header.origin`` when it differs."""
    rules = _rebuild(header)
    assert header.origin is not None
    got = digest(rules.state())
    if got != header.origin["start"]:
        raise ValueError(_("header.origin.start: the rebuilt start differs ({digest}); the "
                           "origin does not reproduce here").format(digest=got))
    return rules


def _rebuild(header: ReplayHeader) -> GameRules:
    origin = header.origin
    assert origin is not None
    if "scenario" in origin:
        rules, played = _scenario_rules(header, origin["setup"])
    else:
        rules = registry.create(header.game, header.options, header.seed)
        played = list(origin["inputs"])
        _play_to(rules, played, int(origin["tick"]))
    settle(rules, held_actions(played) if header.game in HELD_GAMES else [])
    return rules


def _play_to(rules: GameRules, inputs: list[InputChange], tick: int) -> None:
    i = 0
    while rules.tick < tick:
        if rules.over:
            raise PracticeError(_("the game is over at tick {over}, before tick {tick}").format(
                over=rules.tick, tick=tick))
        start = i
        while i < len(inputs) and inputs[i].tick == rules.tick:
            i += 1
        rules.step(inputs[start:i])


def _scenario_rules(header: ReplayHeader, setup: dict[str, Any]
                    ) -> tuple[GameRules, list[InputChange]]:
    """The scenario's rules after its actions, and every change those actions made."""
    from game.scenario.games import game_module
    from game.scenario.steps import Settle, Tick, Wait

    prepared = game_module(header.game).prepare(dict(header.options), setup, header.seed)
    rules, played = prepared.rules, []
    for step in prepared.steps:
        if isinstance(step, Tick):
            changes = list(step.changes(rules.tick))
            played += changes
            rules.step(changes)
        elif isinstance(step, Wait):
            for _tick in range(step.ticks):
                rules.step(())
        elif isinstance(step, Settle):
            settle(rules, [])
    return rules, played


def held_actions(inputs: list[InputChange]) -> list[tuple[Any, tuple[int, ...]]]:
    """The (action, args) still pressed after ``inputs``, in the order first pressed."""
    down: dict[tuple[Any, tuple[int, ...]], bool] = {}
    for change in inputs:
        key = (change.action, change.args)
        down.pop(key, None)
        if change.pressed:
            down[key] = True
    return list(down)


def settle(rules: GameRules, held: list[tuple[Any, tuple[int, ...]]]) -> None:
    """Let go of ``held`` and run without input until nothing is in motion (docstring)."""
    if held:
        rules.step([InputChange(rules.tick, action, False, args) for action, args in held])
    for _tick in range(SETTLE_LIMIT):
        if rules.settled or rules.over:
            return
        rules.step(())
    raise PracticeError(_("the game did not settle within {ticks} ticks").format(
        ticks=SETTLE_LIMIT))
