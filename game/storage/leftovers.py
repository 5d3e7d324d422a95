"""Removing what a killed game left half-written: the temporary files of its atomic writes
(:mod:`game.core.atomic_write`) and of older versions, by name, when they are old enough that
no window can still be writing them."""

from __future__ import annotations

import logging
import stat
import time
from collections.abc import Iterable
from pathlib import Path

log = logging.getLogger(__name__)

#: A temporary file older than this is a save that never finished (the game was killed
#: between writing and renaming); a younger one may be another window's save in progress.
LEFTOVER_AGE_S = 60.0


def remove_leftovers(folder: Path, patterns: Iterable[str], older_than_s: float = LEFTOVER_AGE_S,
                     now: float | None = None) -> list[Path]:
    """Delete the regular files in ``folder`` matching any of ``patterns`` (globs) whose last
    change is older than ``older_than_s``; nothing else is touched (a link is not ours to
    follow or remove). Returns what was removed; a folder that cannot be listed removes
    nothing."""
    cutoff = (time.time() if now is None else now) - older_than_s
    removed: list[Path] = []
    try:
        candidates = sorted({p for pattern in patterns for p in folder.glob(pattern)})
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                path.unlink()
                removed.append(path)
        except OSError as exc:
            log.warning("could not remove the leftover %s: %s", path, exc)  # i18n: not shown
    return removed
