"""Every finished game and versus match is saved as a replay; only the newest ``keep`` are
kept, favourites besides.

Next to each replay ``<name>.json`` a small sidecar ``<name>.meta.json`` may hold what the
replays screen adds: the score, a name the player gave it, and the favourite mark. The
replay file itself is never rewritten, so ``arcadeforge replay`` reads it as before.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from game.core.atomic_write import temp_pattern, write_atomic
from game.core.match_replay import MatchReplay
from game.core.replay import Replay
from game.core.safe_read import decode, parse_json, read_bytes
from game.storage import leftovers
from game.storage.leftovers import LEFTOVER_AGE_S
from game.storage.locations import data_dir

log = logging.getLogger(__name__)

KEEP = 100
#: The name the game gives a finished game's replay (``save_finished``): only files named so
#: are pruned; a player's ``friend-000.json`` never is.
OWN_NAME = re.compile(r"\d{8}T\d{12}Z-[a-z0-9_-]+-(-?\d+)\.json")
META = ".meta.json"
META_LIMIT = 64 * 1024  # a name, a score and a flag: far less than this


def replay_dir() -> Path:
    return data_dir() / "replays"


def save_finished(replay: Replay | MatchReplay, directory: Path | None = None,
                  keep: int = KEEP, score: int | None = None) -> Path:
    """Write ``replay`` as ``<utc time>-<game>-<seed>.json`` (a match's as
    ``<utc time>-versus-<game>-<seed>.json``, a practice game's as
    ``<utc time>-practice-<game>-<seed>.json``; a score in the sidecar); prune the oldest
    beyond ``keep``, never this one. A file already of that name is never replaced."""
    folder = directory or replay_dir()
    kind = "versus-" if isinstance(replay, MatchReplay) else (
        "practice-" if getattr(replay.header, "origin", None) is not None else "")
    path = free_name(folder, f"{kind}{replay.header.game}-{replay.header.seed}")
    replay.save(path)
    if score is not None:
        try:
            write_meta(path, {"score": int(score)})
        except OSError as exc:  # the replay is saved; its sidecar only adds the score shown
            log.warning("could not save the score beside %s: %s", path, exc)  # i18n: not shown
    prune(folder, keep, spare=path)
    return path


def free_name(folder: Path, rest: str, now: datetime | None = None) -> Path:
    """``<utc time>-<rest>.json`` in ``folder``, the time stepped on by a microsecond while a
    file (or anything else) already has the name: two saves in one microsecond, a clock set
    back, keep both files."""
    when = now or datetime.now(UTC)
    while True:
        path = folder / f"{when:%Y%m%dT%H%M%S%fZ}-{rest}.json"  # i18n: not shown
        if not os.path.lexists(path):
            return path
        when += timedelta(microseconds=1)


def replay_files(folder: Path) -> list[Path]:
    """The replays in ``folder`` (every ``*.json`` but sidecars, the player's own files
    too), by name."""
    return sorted(p for p in folder.glob("*.json") if not p.name.endswith(META))


def own_replays(folder: Path) -> list[Path]:
    """The replays the game saved in ``folder`` (regular files named as it names them),
    oldest first: their names start with the time."""
    found = []
    for path in replay_files(folder):
        try:
            own = OWN_NAME.fullmatch(path.name) and stat.S_ISREG(path.lstat().st_mode)
        except OSError:
            own = False
        if own:
            found.append(path)
    return found


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
    write_atomic(meta_path(path), json.dumps(meta, ensure_ascii=False).encode("utf-8"))


def prune(folder: Path, keep: int, spare: Path | None = None) -> None:
    """Delete the oldest of the game's own replays beyond the newest ``keep`` that are not
    favourites; favourites, ``spare`` (the one just saved) and files the game did not name
    are never deleted. Never raises: a file that cannot be removed is a log line."""
    plain = [p for p in own_replays(folder) if not read_meta(p).get("favourite")]
    doomed = [p for p in plain if p != spare][: max(0, len(plain) - keep)]
    for old in doomed:
        for path in (old, meta_path(old)):
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                log.warning("could not prune the old replay %s: %s", path, exc)  # i18n: not shown


def remove_leftovers(folder: Path | None = None, older_than_s: float = LEFTOVER_AGE_S,
                     now: float | None = None) -> list[Path]:
    """Delete the half-written replays and sidecars a killed game left in ``folder`` (the
    temporary files of :func:`game.core.atomic_write.write_atomic`, and older versions'
    ``*.json.tmp`` / ``*.meta.tmp``), when older than ``older_than_s``."""
    patterns = (temp_pattern("*.json"), "*.json.tmp", "*.meta.tmp")
    return leftovers.remove_leftovers(folder or replay_dir(), patterns, older_than_s, now)
