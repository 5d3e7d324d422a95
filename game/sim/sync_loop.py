"""The rules loop with no thread and no clock: tests, scenarios, tools, offscreen video."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Pending
from game.core.events import Event
from game.core.replay import Replay, ReplayHeader
from game.rules.base import GameRules
from game.sim.recorder import Recorder


class SyncLoop:
    """Runs ticks only when asked; same stamping and recording as :class:`RulesThread`."""

    def __init__(self, rules: GameRules, header: ReplayHeader,
                 recorder: Recorder | None = None) -> None:
        # A versus match brings its own recorder (game.sim.match_recorder: bots' changes).
        self._rec = recorder if recorder is not None else Recorder(rules, header)
        self._pending: list[Pending] = []
        self._events: list[Event] = []
        self._snapshot = rules.snapshot()
        self.paused = False
        self.error: BaseException | None = None
        self.log_path = None

    @property
    def rules(self) -> GameRules:
        return self._rec.rules

    @property
    def recorder(self) -> Recorder:
        return self._rec

    def push(self, action: Action, pressed: bool, args: tuple[int, ...] = (),
             player: int | None = None) -> None:
        """Queue an input change for the next tick that runs; ``player``: a versus match's
        slot (0-based)."""
        self._pending.append((action, pressed, args) if player is None
                             else (action, pressed, args, player))

    def run(self, ticks: int) -> list[Event]:
        """Advance ``ticks`` ticks (none while paused or after game over); return their events."""
        out: list[Event] = []
        for _ in range(ticks):
            if self.paused or self.rules.over:
                break
            pending, self._pending = self._pending, []
            out.extend(self._rec.step(pending))
        self._snapshot = self._rec.snapshot()
        self._events.extend(out)
        return out

    def set_paused(self, paused: bool) -> None:
        self.paused = paused

    def latest(self) -> Any:
        return self._snapshot

    def drain_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def replay(self) -> Replay:
        return self._rec.replay()

    def digest(self) -> str:
        return self._rec.digest()

    def start(self) -> None:
        """Nothing to start: present so scenes can treat both loops alike."""

    def stop(self) -> None:
        """Nothing to stop."""
