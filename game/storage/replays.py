"""Every finished game is saved as a replay; only the newest ``keep`` are kept."""

from __future__ import annotations

import logging
import stat
import time
from datetime import UTC, datetime
from pathlib import Path

from game.core.replay import Replay
from game.storage.locations import data_dir

log = logging.getLogger(__name__)

KEEP = 100
#: A ``*.json.tmp`` older than this is a save that never finished (the game was killed
#: between writing and renaming); a younger one may be another window's save in progress.
LEFTOVER_AGE_S = 60.0


def replay_dir() -> Path:
    return data_dir() / "replays"


def save_finished(replay: Replay, directory: Path | None = None, keep: int = KEEP) -> Path:
    """Write ``replay`` as ``<utc time>-<game>-<seed>.json``; prune the oldest beyond ``keep``."""
    folder = directory or replay_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = folder / f"{stamp}-{replay.header.game}-{replay.header.seed}.json"
    replay.save(path)
    prune(folder, keep)
    return path


def prune(folder: Path, keep: int) -> None:
    """Delete the oldest replays (by name, which starts with the time) beyond ``keep``."""
    files = sorted(folder.glob("*.json"))
    for old in files[: max(0, len(files) - keep)]:
        old.unlink(missing_ok=True)


def remove_leftovers(folder: Path | None = None, older_than_s: float = LEFTOVER_AGE_S,
                     now: float | None = None) -> list[Path]:
    """Delete the half-written replays (``*.json.tmp``, regular files older than
    ``older_than_s``) a killed game left in ``folder``; nothing else is touched. Returns what
    was removed; a folder that cannot be listed removes nothing."""
    folder = folder or replay_dir()
    cutoff = (time.time() if now is None else now) - older_than_s
    removed: list[Path] = []
    try:
        candidates = sorted(folder.glob("*.json.tmp"))
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()  # a symlink is not ours to follow or remove
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                path.unlink()
                removed.append(path)
        except OSError as exc:
            log.warning("could not remove the leftover replay %s: %s", path, exc)
    return removed
