"""Where input is stamped, applied and recorded: the one step both loops share."""

from __future__ import annotations

from typing import Any

from game.core.actions import InputChange, Pending
from game.core.digest import digest
from game.core.events import Event
from game.core.replay import Replay, ReplayHeader
from game.rules.base import GameRules


class Recorder:
    """Steps the rules one tick at a time, stamping pending input with that tick and
    keeping every change for the replay."""

    def __init__(self, rules: GameRules, header: ReplayHeader) -> None:
        self.rules = rules
        self.header = header
        self.inputs: list[InputChange] = []

    def step(self, pending: list[Pending]) -> list[Event]:
        """Apply ``pending`` (in arrival order) at the current tick and advance one tick."""
        tick = self.rules.tick
        changes = [InputChange(tick, action, pressed, args) for action, pressed, args in pending]
        self.inputs.extend(changes)
        return self.rules.step(changes)

    def replay(self) -> Replay:
        """The replay so far, ending with the digest of the current state and the statistics
        (of the games that count them)."""
        stats = getattr(self.rules, "stats", None)
        return Replay(self.header, list(self.inputs), self.rules.tick, self.digest(),
                      stats() if stats is not None else None)

    def digest(self) -> str:
        return digest(self.rules.state())

    def snapshot(self) -> Any:
        return self.rules.snapshot()
