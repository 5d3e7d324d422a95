"""``pyglet.input`` imported safely: headless, pyglet's input package needs its xlib window
module imported first (``import pyglet.input`` alone raises ``AttributeError … xlib``), and
that one needs arcade imported before it (arcade puts pyglet in headless mode)."""

from __future__ import annotations

import os
from types import ModuleType


def pyglet_input() -> ModuleType:
    """The ``pyglet.input`` package; raises what pyglet raises where it cannot load."""
    if os.environ.get("ARCADE_HEADLESS"):
        import arcade  # noqa: F401  (sets pyglet's headless option)
        import pyglet.window.xlib  # loaded first, or pyglet.input fails headless
    import pyglet.input

    return pyglet.input


def controller_db() -> ModuleType:
    """``pyglet.input.controller_db`` (its ``mapping_list`` is what pyglet maps pads with)."""
    pyglet_input()
    import pyglet.input.controller_db

    return pyglet.input.controller_db
