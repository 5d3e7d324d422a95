"""Deliberate presses only: a screen that follows fast play (game over) must not be dismissed
by the keys the player was mashing when the game ended.

A press counts once the screen has been up for ``delay`` seconds *and* every key and pad
control has been let go for a moment (:data:`QUIET`): the ones held when the screen opened
too (:class:`KeysDown` watches the window for them; a pad reader knows its own). From then
on a press counts when its key was not already down. pyglet 2.1 already drops key
auto-repeat from ``on_key_press`` on X11, Windows and macOS.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

ARM_DELAY = 1.0  # seconds: longer than a mashing player's gap between presses
QUIET = 0.25  # seconds with nothing held: a mashing hand has stopped
STUCK = 5.0  # seconds: a key still "held" this long lost its release (focus changed)


class KeysDown:
    """A window watcher (above every screen, game.scenes.navigator): the keys held now."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.down.add(symbol)

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        self.down.discard(symbol)

    def on_deactivate(self) -> None:
        self.down.clear()  # releases while another window has the focus never come


class FreshPresses:
    """Decides which presses are fresh; feed it every press and release of the screen
    (keys by symbol, pad controls by their command source). ``held`` are the controls
    already down when the screen opened."""

    def __init__(self, held: Iterable[Hashable] = (), delay: float = ARM_DELAY) -> None:
        self.delay = delay
        self._down: set[Hashable] = set(held)
        self._changed = 0.0  # when a control last went down or up (screen time)
        self._armed = False
        self._fresh: dict[Hashable, bool] = {}

    def armed(self, elapsed: float) -> bool:
        """True once the screen has been up long enough and the hands are off the controls
        (it stays true from then on)."""
        if not self._armed and elapsed >= self.delay and elapsed - self._changed >= QUIET:
            self._armed = not self._down or elapsed >= STUCK
        return self._armed

    def press(self, source: Hashable, elapsed: float) -> bool:
        """Record a control going down ``elapsed`` seconds after the screen opened; True
        when it is a fresh press to act on."""
        fresh = self.armed(elapsed) and source not in self._down
        self._down.add(source)
        self._changed = elapsed
        self._fresh[source] = fresh
        return fresh

    def release(self, source: Hashable, elapsed: float) -> None:
        """Record a control going up: its next press may be fresh."""
        self._down.discard(source)
        self._changed = elapsed

    def was_fresh(self, source: Hashable) -> bool:
        """Whether the latest press of ``source`` was fresh (its command comes after it)."""
        return self._fresh.get(source, False)
