"""Tiny rules objects for testing the loops independently of any real game."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.core.events import Event


class WalkerRules:
    """A dot that walks left/right while a key is held; deterministic."""

    def __init__(self) -> None:
        self.tick = 0
        self.x = 0
        self.held: set[str] = set()

    def step(self, changes: Sequence[InputChange]) -> list[Event]:
        for c in changes:
            (self.held.add if c.pressed else self.held.discard)(c.action.value)
        self.x += (Action.RIGHT.value in self.held) - (Action.LEFT.value in self.held)
        self.tick += 1
        return [Event(self.tick, "moved", {"x": self.x})] if self.held else []

    def snapshot(self) -> tuple[int, int]:
        return (self.tick, self.x)

    def state(self) -> dict[str, Any]:
        return {"tick": self.tick, "x": self.x, "held": sorted(self.held)}

    @property
    def over(self) -> bool:
        return False

    @property
    def settled(self) -> bool:
        return True


class NoisyRules(WalkerRules):
    """Deliberately nondeterministic: reads the OS entropy pool once in a while."""

    def step(self, changes: Sequence[InputChange]) -> list[Event]:
        events = super().step(changes)
        if self.tick == 37:
            self.x += os.urandom(1)[0] % 2 + 1
        return events


class ExplodingRules(WalkerRules):
    def step(self, changes: Sequence[InputChange]) -> list[Event]:
        if self.tick == 5:
            raise RuntimeError("boom at tick 5")
        return super().step(changes)
