"""Controls named for the device used last: key caps, or pad glyphs once the pad was used."""

from __future__ import annotations

from typing import Any


class FollowsDevice:
    """A hint bar or controls panel: shows ``device``'s controls and lays itself out again
    (with the arguments of its last :meth:`place`, kept in ``_placed``) when that changes."""

    device: str = "keyboard"
    _placed: tuple[Any, ...] | None = None

    def place(self, *args: Any) -> None:
        raise NotImplementedError

    def use(self, device: str) -> None:
        """Show the controls of ``device`` ("pad"; anything else, the mouse too: the keys)."""
        device = "pad" if device == "pad" else "keyboard"
        if device != self.device:
            self.device = device
            if self._placed is not None:
                self.place(*self._placed)
