"""The title's idle timer: untouched for :data:`IDLE_SECONDS` (no key, pad control, mouse
motion or click), the title hands the screen to the attract mode.

The title calls :meth:`AttractTimer.touch` from its input handlers and :meth:`~AttractTimer.
tick` from its update; the timer counts only while the title is the screen shown, in a
focused window, with no question open over it."""

from __future__ import annotations

from typing import Any

#: Seconds untouched on the title before the demos start (a constant, not a setting: the
#: attract mode asks nothing of the player, and ends at the first touch).
IDLE_SECONDS = 30.0


class AttractTimer:
    """Counts the title's idle seconds and starts the demos; ``cycle`` counts the demo runs
    started from this title, so each run plays other seeds."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.idle = 0.0
        self.cycle = 0
        self.focused = True

    def touch(self) -> None:
        """The player did something: start counting again."""
        self.idle = 0.0

    def set_focused(self, focused: bool) -> None:
        """The window gained or lost the focus: no demo plays behind another window."""
        self.focused = focused
        self.idle = 0.0

    def tick(self, dt: float, ready: bool) -> bool:
        """``dt`` seconds on the title (``ready``: it is the screen shown, nothing open over
        it); True when this tick started the demos."""
        if not ready or not self.focused:
            self.idle = 0.0
            return False
        self.idle += dt
        if self.idle < IDLE_SECONDS:
            return False
        from game.scenes.attract.screen import AttractScene

        self.idle = 0.0  # back on the title, a full wait again
        self.app.nav.push(AttractScene(self.app, self.cycle))
        self.cycle += 1
        return True
