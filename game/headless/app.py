"""The headless app factory: an app that runs games synchronously and seeded, its frames
driven with a fixed step, the picture saved; a replay on its play scene. ``shot``,
``render``, the tools and the tests build on it (no command imports another)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.folders import make_folder
from game.scratch import scratch_folder

FRAME_DT = 1.0 / 60.0  # one frame of a headless run
TAIL_SECONDS = 1.5  # after the last tick: the top-out banner before the game over screen


def make_app(window: Any, seed: int, language: str | None = None) -> Any:
    """An app that runs games synchronously, seeded, logging crashes to the temp folder.

    The UI stays in the language in use (English unless a caller chose one: ``shot
    --language``), or takes ``language``; the settings' ``[ui] language`` says which, so the
    Settings screen shows it (never "auto": a shot looks the same on every system)."""
    import dataclasses
    import tempfile

    from game import i18n
    from game.config.schema import Ui
    from game.scenes.menus.title import TitleScene
    from game.scenes.navigator import Navigator
    from game.scenes.services import App

    log = Path(tempfile.gettempdir()) / "arcadeforge" / "rules-crash.log"
    # A shot never saves into the player's settings file: a scratch path of its own.
    app = App(window, Navigator(window), sync_loops=True,
              seed_source=lambda: seed, log_path=log, on_quit=lambda: None,
              settings_path=scratch_folder() / "settings.toml")
    if language is not None:
        i18n.set_language(language, app.report)
    app.settings = dataclasses.replace(app.settings, ui=Ui(i18n.language()))
    app.nav.home = lambda: TitleScene(app)  # back to the title, as in the game
    return app


def drive(window: Any, seconds: float, draw: bool = True,
          until: Callable[[], bool] | None = None) -> None:
    """Run frames on whatever view is current (scenes may switch views while running)."""
    for _ in range(round(seconds / FRAME_DT)):
        if until is not None and until():
            return
        view = window.current_view
        view.on_update(FRAME_DT)
        if draw:
            window.current_view.on_draw()


def save_png(out: Path) -> None:
    """The frame on screen now as a PNG at ``out`` (its folder made if needed)."""
    import arcade

    make_folder(out.parent)
    arcade.get_image().convert("RGB").save(out, format="PNG")


def open_offscreen(size: tuple[int, int]) -> Any:
    """A headless window of ``size`` (the one of this process)."""
    from game.window import open_window

    return open_window(*size, headless=True)


def make_stage(window: Any, replay: Any, path: Path | None = None) -> Any:
    """The replay on its play scene, with the player's settings (palette, effects) and the
    best score when it was played (``path``: its file)."""
    from game.scenes.theatre.stage import ReplayStage

    app = make_app(window, seed=replay.header.seed)
    app.settings = player_settings()
    return ReplayStage(app, replay, path=path)


def player_settings() -> Any:
    """The player's settings file (its looks are what they saw), defaults where it is bad."""
    from game.config import load_settings, settings_path

    return load_settings(settings_path(None)).settings
