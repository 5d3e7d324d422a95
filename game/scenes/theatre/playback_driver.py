"""The loop face of :class:`~game.scenes.driver.LoopDriver` over a replay being watched.

A play scene given this driver draws a recorded game exactly as it draws a live one: it asks
for ``latest()`` and ``drain_events()`` and calls ``advance(dt)`` every frame. Nothing the
scene pushes is applied (the inputs come from the replay), and ``watching`` tells the end of
a game not to save the replay or score it again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.replay import Replay
from game.sim.replay_cursor import ReplayCursor


class PlaybackDriver:
    """Runs the cursor up to ``goal`` (a tick the watcher sets before each frame)."""

    sync = True
    watching = True  # read by keep_finished_game: a watched game is not kept again

    def __init__(self, cursor: ReplayCursor) -> None:
        self.cursor = cursor
        self.tick_rate = cursor.replay.header.tick_rate
        self.goal = cursor.tick
        self.paused = False
        self.error: BaseException | None = None
        self.log_path: Path | None = None
        self._events: list[Event] = []
        self._snapshot = cursor.snapshot()

    def start(self) -> None:
        """Nothing runs on its own: frames move it."""

    def stop(self) -> None:
        """Nothing to stop."""

    def push(self, action: Action, pressed: bool, args: tuple[int, ...] = ()) -> None:
        """Ignored: a replay's inputs are already recorded."""

    def latest(self) -> Any:
        return self._snapshot

    def drain_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def replay(self) -> Replay:
        return self.cursor.replay

    def set_paused(self, paused: bool) -> None:
        self.paused = paused

    def advance(self, dt: float) -> None:
        """Play the ticks up to ``goal`` (``dt`` is the watcher's business, not ours)."""
        if self.paused or self.error is not None or self.goal <= self.cursor.tick:
            return
        try:
            self._events.extend(self.cursor.run_to(self.goal))
        except Exception as exc:  # shown by the theatre, never swallowed
            self.error = exc
        self._snapshot = self.cursor.snapshot()
