"""What a play scene sees when it is drawn inside another screen rather than shown itself
(the theatre's stage, the title's demos): a navigator that only notes what it was asked to
show, and the player's command router that the embedding screen ticks, not the scene."""

from __future__ import annotations

from typing import Any


class NotingNav:
    """The embedded scene's navigator: ``scene`` on top; what it asked to show instead
    (a game over, a pause, going home) is noted in ``asked``, never shown."""

    def __init__(self) -> None:
        self.scene: Any = None
        self.asked: list[Any] = []
        self.stack: list[Any] = []

    @property
    def top(self) -> Any:
        return self.scene

    def push(self, view: Any) -> None:
        self.asked.append(view)

    replace = reset = push

    def pop(self) -> None:
        """Nothing is shown over the embedded scene: nothing to pop."""

    def go_home(self) -> None:
        self.asked.append("home")


class UntickedInput:
    """The player's command router as the embedded scene sees it (its last device, its pads'
    look), never ticked by the scene's frames: the screen shown ticks the real one, once a
    frame (a theatre seek runs seconds of stage frames inside one command; ticked there, a
    held pad direction repeated its seek from within that seek, without end)."""

    def __init__(self, shared: Any) -> None:
        self._shared = shared

    def tick(self, dt: float) -> None:
        """Time in the embedded scene is not the player's: nothing repeats."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shared, name)
