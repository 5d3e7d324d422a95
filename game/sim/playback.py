"""Playing a replay back: rebuild the game from the header and feed the recorded inputs."""

from __future__ import annotations

from typing import Any

from game.core.digest import digest
from game.core.replay import Replay
from game.rules.base import GameRules
from game.sim.session import rules_from_header


class ReplayMismatch(AssertionError):
    """The replay did not reproduce the state it recorded."""


def play(replay: Replay) -> GameRules:
    """Run the replay to its final tick and return the rules in their final state."""
    rules = rules_from_header(replay.header)
    inputs = replay.inputs
    i = 0
    while rules.tick < replay.final_tick and not rules.over:
        start = i
        while i < len(inputs) and inputs[i].tick == rules.tick:
            i += 1
        rules.step(inputs[start:i])
    if i != len(inputs):
        raise ReplayMismatch(
            f"input {i} (tick {inputs[i].tick}) was never reached")  # i18n: not shown
    return rules


def verify(replay: Replay) -> GameRules:
    """Play the replay and check its final digest; raises :class:`ReplayMismatch`."""
    rules = play(replay)
    got = digest(rules.state())
    if got != replay.final_digest:
        raise ReplayMismatch(f"final digest differs at tick {rules.tick}: {got} != "
                             f"{replay.final_digest}")  # i18n: not shown
    if replay.final_stats is not None:
        _same_stats(replay.final_stats, rules)
    return rules


def _same_stats(stored: dict[str, Any], rules: GameRules) -> None:
    """The statistics a replay carries are the ones playing it makes (they follow from the
    inputs; a difference is a damaged or edited file)."""
    played = rules.stats() if hasattr(rules, "stats") else {}
    for key in sorted(set(stored) | set(played)):
        if stored.get(key) != played.get(key):
            raise ReplayMismatch(f"final stats differ: {key} is {stored.get(key)!r} in the "
                                 f"file, {played.get(key)!r} when played")  # i18n: not shown
