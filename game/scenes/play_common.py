"""What every play scene does the same way at its end: keep the replay, show a crash."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def save_finished_replay(driver: Any) -> Path | None:
    """Keep a finished game's replay; a full disk must not end the session (None then)."""
    from game.storage.replays import save_finished

    if driver is None:
        return None
    try:
        return save_finished(driver.replay())
    except OSError as exc:
        log.warning("could not save the replay: %s", exc)
        return None


def show_crash(app: Any, scene: Any, error: BaseException, log_path: Path | None) -> None:
    """Replace ``scene`` (and any overlay over it, like the pause screen) with the error
    screen, which names the error and where the log is."""
    from game.scenes.error import ErrorScene

    while app.nav.top is not scene and len(app.nav.stack) > 1:
        app.nav.pop()
    app.nav.replace(ErrorScene(app, error, log_path))
