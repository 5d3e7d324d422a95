"""Replacing a file all at once, so a crash, a kill or a full disk leaves the old file whole
and no half-written or empty temporary file behind.

The new content goes to a temporary file in the same folder, named ``.<name>.<random>.tmp``
(:func:`temp_pattern`: the leftovers a kill can still leave are found by that name and removed
at start), is flushed to disk, takes the old file's permissions, and is renamed over it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from game.core.folders import make_folder


def temp_pattern(name: str) -> str:
    """The glob of the temporary files :func:`write_atomic` makes for a file called ``name``."""
    return f".{name}.*.tmp"


def write_atomic(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Replace ``path`` with ``data`` (the folder is made if missing); a new file gets
    ``mode``, an existing one keeps its own. Raises OSError on any failure, after removing
    the temporary file, with the old file untouched; a link at ``path`` is never replaced
    (callers that mean to write through one resolve it first)."""
    if path.is_symlink():
        raise OSError(f"{path} is a link, not a file the game wrote: move it away")
    make_folder(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _mode_of(path, mode))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)


def _mode_of(path: Path, default: int) -> int:
    """The permissions of the file being replaced (mkstemp makes the new one 0600)."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        return default


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the platform allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
