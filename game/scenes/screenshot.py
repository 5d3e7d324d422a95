"""F12 on any screen: the frame as a PNG in ``<data>/screenshots/<game>-<YYYYmmdd-HHMMSS>.png``
(the game being played or watched; ``arcadeforge`` on the menus)."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Any

import arcade

from game.core.folders import make_folder
from game.storage.locations import data_dir

log = logging.getLogger(__name__)
GAMES = ("retris", "tetlight", "verse")


def screenshots_dir() -> Path:
    return data_dir() / "screenshots"


def screen_game(view: Any) -> str:
    """Whose screen this is: the game played, watched (theatre) or over; else the app."""
    stage = getattr(view, "stage", None)
    if stage is not None and hasattr(stage, "replay"):
        return str(stage.replay.header.game)
    for obj in (view, getattr(view, "play", None)):  # a game over names its game
        game = next((p for p in type(obj).__module__.split(".") if p in GAMES), None)
        if game is not None:  # a game's screens live in its folder (game/scenes/<game>/)
            return game
    return "arcadeforge"


def shot_path(game: str, when: datetime | None = None) -> Path:
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    folder = screenshots_dir()
    path, n = folder / f"{game}-{stamp}.png", 2
    while path.exists():  # two in the same second
        path, n = folder / f"{game}-{stamp}-{n}.png", n + 1
    return path


def save_screenshot(window: arcade.Window) -> Path:
    """Draw the shown view once more (what is on screen may be a swapped-out buffer) and
    save it; raises ``OSError`` when the folder cannot be written."""
    view = window.current_view
    window.ctx.screen.use()
    if view is not None:
        view.on_draw()
    image = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")  # i18n: not shown
    path = shot_path(screen_game(view))
    make_folder(path.parent)
    tmp = path.with_suffix(".png.tmp")
    image.save(tmp, format="PNG")  # i18n: not shown
    tmp.replace(path)
    return path
