"""Opening the one game window (every process has at most one; arcade expects that)."""

from __future__ import annotations

import arcade

TITLE = "ArcadeForge"


def open_window(width: int = 1280, height: int = 720, *, headless: bool = False,
                fullscreen: bool = False) -> arcade.Window:
    """A resizable window without MSAA (edges come from the shaders; MSAA is costly in
    software GL). The first window of a process has been seen to fail once with a shader
    error on Mesa, so one retry is made before giving up."""
    try:
        return _make(width, height, headless, fullscreen)
    except Exception:  # arcade raises its own ShaderException type; retry on anything
        return _make(width, height, headless, fullscreen)


def _make(width: int, height: int, headless: bool, fullscreen: bool) -> arcade.Window:
    window = arcade.Window(width, height, TITLE, fullscreen=fullscreen, resizable=True,
                           antialiasing=False, vsync=not headless)
    window.set_minimum_size(640, 360)
    return window
