"""One face for both rules loops, so a play scene does not care which one it got.

The game uses :class:`~game.sim.RulesThread` (real time decides how many ticks run); ``shot``,
tests and tools use :class:`~game.sim.SyncLoop`, which this driver advances from the frame's
``dt`` at the tick rate. A crash in a synchronous step is caught here and kept in ``error`` just
as the thread keeps its own, so the error scene appears either way.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.sim.crash import log_crash


class LoopDriver:
    """Wraps a ``SyncLoop`` (``sync=True``, stepped by :meth:`advance`) or a ``RulesThread``."""

    def __init__(self, loop: Any, tick_rate: int, sync: bool, log_path: Path | None = None):
        self.loop = loop
        self.sync = sync
        self.tick_rate = tick_rate
        self._owed = 0.0  # fractional ticks carried between frames
        self._error: BaseException | None = None
        self._log_path = log_path

    def start(self) -> None:
        self.loop.start()

    def stop(self) -> None:
        self.loop.stop()

    def push(self, action: Action, pressed: bool, args: tuple[int, ...] = (),
             player: int | None = None) -> None:
        if player is None:
            self.loop.push(action, pressed, args)
        else:  # a versus match: the slot the change moves
            self.loop.push(action, pressed, args, player)

    @property
    def recorder(self) -> Any:
        """The loop's recorder (a match's hands slots to bots through it)."""
        return self.loop.recorder

    def latest(self) -> Any:
        return self.loop.latest()

    def drain_events(self) -> list[Event]:
        return self.loop.drain_events()

    def replay(self) -> Any:
        return self.loop.replay()

    def set_paused(self, paused: bool) -> None:
        self.loop.set_paused(paused)

    @property
    def paused(self) -> bool:
        return bool(self.loop.paused)

    @property
    def error(self) -> BaseException | None:
        return self._error or self.loop.error

    @property
    def log_path(self) -> Path | None:
        return self.loop.log_path or self._log_path

    def advance(self, dt: float) -> None:
        """Run the ticks this frame's ``dt`` is worth (synchronous loop only)."""
        if not self.sync or self.error is not None or self.paused:
            return
        self._owed += dt * self.tick_rate
        ticks = int(self._owed)
        self._owed -= ticks
        if ticks <= 0:
            return
        try:
            self.loop.run(ticks)
        except Exception as exc:  # shown by the error scene, never swallowed
            self._error = exc
            log_crash(exc, self.log_path)
