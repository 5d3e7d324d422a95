"""The scene stack: push a screen over another, pop back, replace, or start over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade


class Navigator:
    """Keeps the views in play and shows the top one.

    A view leaving the stack gets ``dismiss()`` (if it has one) so it can stop what it owns,
    such as a rules thread; a view merely covered by another keeps running nothing itself,
    because only the shown view receives updates.
    """

    def __init__(self, window: arcade.Window,
                 home: Callable[[], arcade.View] | None = None) -> None:
        self.window = window
        self.stack: list[arcade.View] = []
        self._watchers: list[Any] = []
        #: Makes the screen :meth:`go_home` starts again from (the title), set by whoever
        #: builds the app: the screens that go back to the title are reached from it, so
        #: they cannot import it.
        self.home = home

    def watch(self, watcher: Any) -> None:
        """Keep ``watcher``'s window handlers above every view shown (it sees each event
        first and must return None, so the view still gets it): e.g. which device was used
        last. pyglet holds handlers weakly: the caller keeps ``watcher``."""
        self._watchers.append(watcher)
        self._raise_watchers()

    def _show(self, view: arcade.View) -> None:
        self.window.show_view(view)
        self._raise_watchers()

    def _raise_watchers(self) -> None:
        for watcher in self._watchers:
            self.window.remove_handlers(watcher)
            self.window.push_handlers(watcher)

    @property
    def top(self) -> arcade.View | None:
        return self.stack[-1] if self.stack else None

    def push(self, view: arcade.View) -> None:
        self.stack.append(view)
        self._show(view)

    def pop(self) -> None:
        """Close the top view and show the one beneath (the last one is never popped)."""
        if len(self.stack) < 2:
            return
        _dismiss(self.stack.pop())
        self._show(self.stack[-1])

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

    def go_home(self) -> None:
        """Close every view and start again from a fresh home screen (back to the title)."""
        if self.home is None:
            raise RuntimeError("this navigator has no home screen: set nav.home")  # i18n: not shown
        self.reset(self.home())


def _dismiss(view: arcade.View) -> None:
    dismiss = getattr(view, "dismiss", None)
    if callable(dismiss):
        dismiss()
