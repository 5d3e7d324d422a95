"""GPU rendering: instanced board cells, the background, palette and grid geometry.

Nothing here changes game state; scenes feed it snapshots. The geometry, flag and palette
modules are pure (numpy only); the GL classes are imported lazily so that importing
``game.render.hexgrid`` does not import arcade (which must see ``ARCADE_HEADLESS`` first).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.render.background import Background
    from game.render.board import BoardRenderer
    from game.render.palette import Palette, load_palette
    from game.render.shaders import load_program

_LAZY = {
    "Background": "game.render.background",
    "BoardRenderer": "game.render.board",
    "Palette": "game.render.palette",
    "load_palette": "game.render.palette",
    "load_program": "game.render.shaders",
}

__all__ = ["Background", "BoardRenderer", "Palette", "load_palette", "load_program"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'game.render' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
