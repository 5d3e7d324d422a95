"""Every finished game is saved as a replay; only the newest ``keep`` are kept, favourites
besides.

Next to each replay ``<name>.json`` a small sidecar ``<name>.meta.json`` may hold what the
replays screen adds: the score, a name the player gave it, and the favourite mark. The
replay file itself is never rewritten, so ``arcadeforge replay`` reads it as before.
"""

from __future__ import annotations

import json
import logging
import stat
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.replay import Replay
from game.core.safe_read import decode, parse_json, read_bytes
from game.storage.locations import data_dir

log = logging.getLogger(__name__)

KEEP = 100
#: A ``*.json.tmp`` older than this is a save that never finished (the game was killed
#: between writing and renaming); a younger one may be another window's save in progress.
LEFTOVER_AGE_S = 60.0
META = ".meta.json"
META_LIMIT = 64 * 1024  # a name, a score and a flag: far less than this


def replay_dir() -> Path:
    return data_dir() / "replays"


def save_finished(replay: Replay, directory: Path | None = None, keep: int = KEEP,
                  score: int | None = None) -> Path:
    """Write ``replay`` as ``<utc time>-<game>-<seed>.json`` (its score in the sidecar);
    prune the oldest beyond ``keep``."""
    folder = directory or replay_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = folder / f"{stamp}-{replay.header.game}-{replay.header.seed}.json"
    replay.save(path)
    if score is not None:
        write_meta(path, {"score": int(score)})
    prune(folder, keep)
    return path


def replay_files(folder: Path) -> list[Path]:
    """The replays in ``folder``, oldest first (names start with the time)."""
    return sorted(p for p in folder.glob("*.json") if not p.name.endswith(META))


def meta_path(path: Path) -> Path:
    return path.with_name(path.name[: -len(".json")] + META)


def read_meta(path: Path) -> dict[str, Any]:
    """The sidecar of replay ``path`` ({} when missing or unreadable: it only adds looks)."""
    try:  # a FIFO would block a plain read; nesting 5000 deep is a RecursionError
        raw = parse_json(decode(read_bytes(meta_path(path), META_LIMIT)))
    except (OSError, ValueError):
        return {}
    return raw if isinstance(raw, dict) else {}


def write_meta(path: Path, changes: dict[str, Any]) -> None:
    """Merge ``changes`` into the sidecar of replay ``path`` (atomically)."""
    meta = {**read_meta(path), **changes}
    target = meta_path(path)
    tmp = target.with_suffix(".tmp")
    tmp.write_text(json.dumps(meta, ensure_ascii=False))
    tmp.replace(target)


def prune(folder: Path, keep: int) -> None:
    """Delete the oldest replays beyond the newest ``keep`` that are not favourites;
    favourites are never deleted."""
    plain = [p for p in replay_files(folder) if not read_meta(p).get("favourite")]
    for old in plain[: max(0, len(plain) - keep)]:
        old.unlink(missing_ok=True)
        meta_path(old).unlink(missing_ok=True)


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
