"""The scene stack: push a screen over another, pop back, replace, or start over."""

from __future__ import annotations

import arcade


class Navigator:
    """Keeps the views in play and shows the top one.

    A view leaving the stack gets ``dismiss()`` (if it has one) so it can stop what it owns,
    such as a rules thread; a view merely covered by another keeps running nothing itself,
    because only the shown view receives updates.
    """

    def __init__(self, window: arcade.Window) -> None:
        self.window = window
        self.stack: list[arcade.View] = []

    @property
    def top(self) -> arcade.View | None:
        return self.stack[-1] if self.stack else None

    def push(self, view: arcade.View) -> None:
        self.stack.append(view)
        self.window.show_view(view)

    def pop(self) -> None:
        """Close the top view and show the one beneath (the last one is never popped)."""
        if len(self.stack) < 2:
            return
        _dismiss(self.stack.pop())
        self.window.show_view(self.stack[-1])

    def replace(self, view: arcade.View) -> None:
        """Swap the top view for ``view``."""
        if self.stack:
            _dismiss(self.stack.pop())
        self.push(view)

    def reset(self, view: arcade.View) -> None:
        """Close every view and start again from ``view`` (e.g. back to the title)."""
        while self.stack:
            _dismiss(self.stack.pop())
        self.push(view)


def _dismiss(view: arcade.View) -> None:
    dismiss = getattr(view, "dismiss", None)
    if callable(dismiss):
        dismiss()
