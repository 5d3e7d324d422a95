"""The render's progress: a bar with the time left on a terminal, or plain lines to parse
(``frame 120/600``) for the game's background export."""

from __future__ import annotations

import math
import sys
import time
from typing import TextIO

BAR = 28


def clock(seconds: float) -> str:
    """``75.4`` → ``"1:15"``."""
    s = max(0, round(seconds))
    if s >= 3600:
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def parse_time(text: str) -> float:
    """``"90"``, ``"1:30"`` or ``"1:30.5"`` → seconds; ``ValueError`` otherwise."""
    parts = text.split(":")
    if not 1 <= len(parts) <= 3:
        raise ValueError(text)
    seconds = 0.0
    for part in parts:
        seconds = seconds * 60 + float(part)
    if not 0 <= seconds < math.inf:  # NaN and inf too: no frame number is that far
        raise ValueError(text)
    return seconds


class Progress:
    """``update(done)`` after each frame; ``mode`` is ``bar``, ``lines`` or ``none``."""

    def __init__(self, total: int, fps: int, mode: str = "bar", out: TextIO | None = None,
                 clock_fn=time.perf_counter) -> None:
        self.total = max(1, total)
        self.fps = fps
        self.mode = mode
        self.out = out or (sys.stdout if mode == "lines" else sys.stderr)
        self._clock = clock_fn
        self.start = clock_fn()
        self._shown = -1.0
        # Not a terminal (a log, CI): no carriage returns, a line every few seconds instead.
        self._tty = bool(getattr(self.out, "isatty", lambda: False)())

    def update(self, done: int) -> None:
        now = self._clock()
        every = 0.2 if self._tty or self.mode == "lines" else 5.0
        if self.mode == "none" or (now - self._shown < every and done < self.total):
            return
        self._shown = now
        if self.mode == "lines":
            print(f"frame {done}/{self.total}", file=self.out, flush=True)
            return
        self.out.write(("\r" if self._tty else "") + self.line(done, now - self.start)
                       + ("" if self._tty else "\n"))
        self.out.flush()

    def line(self, done: int, elapsed: float) -> str:
        """``[#####·····]  42%  1260/3000 frames  31.0 fps  0.52× real time  1:12 left``"""
        k = done / self.total
        filled = round(BAR * k)
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (self.total - done) / rate if rate > 0 else 0.0
        speed = rate / self.fps
        return (f"[{'#' * filled}{'·' * (BAR - filled)}] {k:4.0%}  {done}/{self.total} frames  "
                f"{rate:5.1f} fps  {speed:4.2f}× real time  {clock(left)} left ")  # i18n: not shown

    def finish(self) -> None:
        if self.mode == "bar" and self._tty:
            self.out.write("\n")
            self.out.flush()
