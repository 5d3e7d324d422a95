"""The play scenes' sounds: every drained rules event goes to the mixer (on the window thread,
never the rules thread), panned by the board column it happened in."""

from __future__ import annotations

import math
import time
from collections.abc import Iterable
from typing import Any

from game.audio.cues import Columns
from game.core.events import Event

RETRIS = Columns(0, 9)  # cells are [col, row]
VERSE = Columns(0, 7, index=1)  # cells are [row, col]
CLOCK_WARN_S = 5  # Tet'light's level clock ticks aloud in its last seconds (the HUD glows too)


def tetlight_columns(edge: int) -> Columns:
    """Tet'light's cells are [c, h], c from -(edge-1) to edge-1 left to right."""
    return Columns(-(edge - 1), edge - 1)


def piece_pan(cols: Columns, piece: Any) -> float:
    """Where the falling piece is, as a pan (centre without one)."""
    cells = getattr(piece, "cells", ()) if piece is not None else ()
    return cols.pan(cells) if cells else 0.0


def sound_events(app: Any, game: str, events: Iterable[Event], cols: Columns,
                 here: float) -> None:
    """Play the sounds of this frame's events; their latency counts from now (drained)."""
    drained = time.perf_counter()
    for event in events:
        app.sound.event(game, event, cols, here, drained)


class ClockWarning:
    """One tick a second through the level clock's last :data:`CLOCK_WARN_S` seconds."""

    def __init__(self) -> None:
        self.last = 0

    def update(self, app: Any, clock_ticks: int, tick_rate: int, running: bool) -> None:
        seconds = math.ceil(clock_ticks / max(1, tick_rate))
        if running and 0 < seconds <= CLOCK_WARN_S and seconds != self.last:
            app.sound.ui("tetlight", "clock", pitch=2.0 * (CLOCK_WARN_S - seconds))
        self.last = seconds
