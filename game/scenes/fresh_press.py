"""Deliberate presses only: a screen that follows fast play (game over) must not be dismissed
by the key the player was mashing when the game ended.

pyglet 2.1 already drops key auto-repeat from ``on_key_press`` on X11, Windows and macOS (it
sends repeats as text events only), so the real danger is a hard drop pressed a moment after
the board topped out. A press counts when the screen has been up for ``delay`` seconds and the
key was not already down (no repeat from any other event source gets through either).
"""

from __future__ import annotations

ARM_DELAY = 0.6  # seconds: longer than a mashing player's gap between presses


class FreshPresses:
    """Decides which key presses are fresh; feed it every press and release of the screen."""

    def __init__(self, delay: float = ARM_DELAY) -> None:
        self.delay = delay
        self._down: set[int] = set()

    def armed(self, elapsed: float) -> bool:
        """True once the screen has been up long enough to take a press."""
        return elapsed >= self.delay

    def press(self, symbol: int, elapsed: float) -> bool:
        """Record a key going down ``elapsed`` seconds after the screen opened; True when it
        is a fresh press to act on."""
        fresh = self.armed(elapsed) and symbol not in self._down
        self._down.add(symbol)
        return fresh

    def release(self, symbol: int) -> None:
        """Record a key going up: its next press is fresh again."""
        self._down.discard(symbol)
