"""Every finished game is saved as a replay; only the newest ``keep`` are kept."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from game.core.replay import Replay
from game.storage.locations import data_dir

KEEP = 100


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
