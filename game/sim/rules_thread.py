"""The rules loop on its own thread, paced by real time at the replay's tick rate.

Real time only decides *how many* ticks run; each tick's outcome depends only on the inputs
stamped with it. The window thread pushes input changes and reads the newest snapshot; the
thread never touches GL. An exception stops the loop, is logged with its traceback and is kept
in ``error`` for the scene to show.
"""

from __future__ import annotations

import queue
import threading
import time
from pathlib import Path
from typing import Any

from game.core.actions import Action, Pending
from game.core.events import Event
from game.core.replay import Replay, ReplayHeader
from game.rules.base import GameRules
from game.sim.crash import log_crash
from game.sim.recorder import Recorder

# After a stall (window dragged, machine busy) run at most this many ticks at once, then let
# the clock slip: catching up seconds of game in one burst would be unplayable.
MAX_CATCH_UP = 12


class RulesThread:
    """Fixed-timestep rules on a daemon thread."""

    def __init__(self, rules: GameRules, header: ReplayHeader, log_path: Path | None = None,
                 recorder: Recorder | None = None):
        # A versus match brings its own recorder (game.sim.match_recorder: bots' changes).
        self._rec = recorder if recorder is not None else Recorder(rules, header)
        self._inbox: queue.SimpleQueue[Pending] = queue.SimpleQueue()
        self._events: queue.SimpleQueue[Event] = queue.SimpleQueue()
        self._snapshot = rules.snapshot()
        self._lock = threading.Lock()  # guards the recorder between ticks (replay())
        self._paused = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="rules", daemon=True)
        self.period = 1.0 / header.tick_rate
        self.error: BaseException | None = None
        self.log_path = log_path

    @property
    def rules(self) -> GameRules:
        return self._rec.rules

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout)

    @property
    def recorder(self) -> Recorder:
        return self._rec

    def push(self, action: Action, pressed: bool, args: tuple[int, ...] = (),
             player: int | None = None) -> None:
        """Queue a change for the next tick; ``player``: a versus match's slot (0-based)."""
        self._inbox.put((action, pressed, args) if player is None
                        else (action, pressed, args, player))

    def set_paused(self, paused: bool) -> None:
        if paused:
            self._paused.set()
        else:
            self._paused.clear()

    @property
    def paused(self) -> bool:
        return self._paused.is_set()

    def latest(self) -> Any:
        return self._snapshot

    def drain_events(self) -> list[Event]:
        out: list[Event] = []
        while True:
            try:
                out.append(self._events.get_nowait())
            except queue.Empty:
                return out

    def replay(self) -> Replay:
        with self._lock:
            return self._rec.replay()

    def digest(self) -> str:
        with self._lock:
            return self._rec.digest()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        try:
            self._loop()
        except BaseException as exc:  # shown by the error scene, never swallowed
            self.error = exc
            log_crash(exc, self.log_path)

    def _loop(self) -> None:
        next_at = time.perf_counter()
        while not self._stop.is_set():
            if self._paused.is_set() or self.rules.over:
                time.sleep(self.period)
                next_at = time.perf_counter()
                continue
            now = time.perf_counter()
            if now < next_at:
                time.sleep(next_at - now)
                continue
            due = min(int((now - next_at) / self.period) + 1, MAX_CATCH_UP)
            for _ in range(due):
                self._tick()
            next_at += due * self.period
            if now - next_at > MAX_CATCH_UP * self.period:
                next_at = now  # let the clock slip rather than burst

    def _tick(self) -> None:
        pending: list[Pending] = []
        while True:
            try:
                pending.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        with self._lock:
            events = self._rec.step(pending)
            self._snapshot = self._rec.snapshot()
        for event in events:
            self._events.put(event)
