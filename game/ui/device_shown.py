"""Controls named for the device used last: key caps, or pad glyphs once the pad was used."""

from __future__ import annotations

from typing import Any

from game.input.pad_looks import XBOX_LOOK, PadLook


class FollowsDevice:
    """A hint bar or controls panel: shows ``device``'s controls, pad buttons named by
    ``look``, and lays itself out again (with the arguments of its last :meth:`place`, kept
    in ``_placed``) when either changes."""

    device: str = "keyboard"
    look: PadLook = XBOX_LOOK
    _placed: tuple[Any, ...] | None = None

    def place(self, *args: Any) -> None:
        raise NotImplementedError

    def use(self, device: str, look: PadLook | None = None) -> None:
        """Show the controls of ``device`` ("pad"; anything else, the mouse too: the keys),
        the pad's named as ``look`` says (unchanged when not given)."""
        device = "pad" if device == "pad" else "keyboard"
        look = look or self.look
        if (device, look) != (self.device, self.look):
            self.device, self.look = device, look
            if self._placed is not None:
                self.place(*self._placed)
