"""Named commands: what keyboard, gamepad and mouse all turn into before a scene sees them.

A scene never reads a device. Each device has its own bindings (``[keyboard.<table>]`` and
``[pad.<table>]`` in ``resources/bindings.toml``) that name what a press means; the scene gets
a :class:`Command` with that name, whether it was pressed or let go, and which device sent it
(for the on-screen hints, which show the glyphs of the device used last).

Menu screens share one set of names (:data:`MENU_COMMANDS`); a play scene's names are its
table's action and command names (``left``, ``hard_drop``, ``pause``, Verse's ``place``…).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, Literal

from arcade import key

Device = Literal["keyboard", "pad", "mouse"]

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CHOOSE, BACK, START = "choose", "back", "start"
ERASE = "erase"
TAKE_OVER = "take_over"
#: What every menu, setup, pause and game over screen understands. ``start`` is the pad's
#: Start button: it chooses in menus and resumes on the pause screen. ``erase`` (the pad's X)
#: asks to delete on the replays screen; ``take_over`` (the pad's Y) starts a practice game
#: in the theatre; other screens ignore them.
MENU_COMMANDS = frozenset({UP, DOWN, LEFT, RIGHT, CHOOSE, BACK, START, ERASE, TAKE_OVER})

#: The keys of the menu commands. Menus have always read these keys (arrows or WASD move,
#: Enter or Space chooses, Esc or Backspace goes back); they are not rebindable.
MENU_KEYS: dict[int, str] = {
    key.UP: UP, key.W: UP, key.DOWN: DOWN, key.S: DOWN,
    key.LEFT: LEFT, key.A: LEFT, key.RIGHT: RIGHT, key.D: RIGHT,
    key.ENTER: CHOOSE, key.RETURN: CHOOSE, key.NUM_ENTER: CHOOSE, key.SPACE: CHOOSE,
    key.ESCAPE: BACK, key.BACKSPACE: BACK,
}


@dataclass(frozen=True, slots=True)
class Command:
    """One named input change. ``source`` identifies the physical control (a key symbol, a
    pad control name) so a release can be matched to its press; ``device`` is who sent it."""

    name: str
    pressed: bool = True
    device: Device = "keyboard"
    source: Hashable = None
    #: The pad that sent it (pyglet's controller; None from other devices): a versus match
    #: tells its players' pads apart by it.
    pad: Any = field(default=None, compare=False)


def menu_command(symbol: int) -> str | None:
    """The menu command a key means, or None."""
    return MENU_KEYS.get(symbol)
