"""A bot playing a solo game, as a versus slot would see it: for tests and tools/bot_figures.

Each tick the bot gets a SlotView of the game's latest snapshot (slot 0, never out, no garbage)
and its changes are stamped on the tick about to be stepped, exactly as a match does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot, make_bot
from game.core.actions import InputChange
from game.core.events import Event
from game.rules.base import GameRules
from game.rules.registry import create
from game.rules.versus.views import SlotView


@dataclass(slots=True)
class SoloRun:
    game: GameRules
    bot: Bot
    changes: list[InputChange] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def step(self) -> None:
        snap = self.game.snapshot()
        tick = self.game.tick
        stamped = [InputChange(tick, a, p, args) for a, p, args in
                   self.bot.changes(SlotView(index=0, game=snap, out=snap.over, wins=0), tick)]
        self.changes.extend(stamped)
        self.events.extend(self.game.step(stamped))

    def run(self, until: Callable[[SoloRun], bool], max_ticks: int) -> None:
        """Step until ``until`` says so, the game is over, or ``max_ticks`` ticks passed."""
        for _ in range(max_ticks):
            if self.game.over or until(self):
                return
            self.step()

    def count(self, kind: str) -> int:
        return sum(1 for e in self.events if e.kind == kind)


def solo(game: str, level: int, options: dict[str, Any], seed: int, bot_seed: int = 0,
         setup: Any = None) -> SoloRun:
    return SoloRun(create(game, options, seed, setup), make_bot(game, level, options, bot_seed))
