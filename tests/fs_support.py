"""Real troubled folders for the storage tests: a small tmpfs filled to the last page (a full
disk) and one mounted read-only (which stops root too). Mounting needs root; where it is not
allowed, :func:`mounted` says so and a test falls back or skips with that line."""

from __future__ import annotations

import contextlib
import functools
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

FILLER = ".filler"


@functools.cache
def mount_problem() -> str:
    """Why a tmpfs cannot be mounted here ("" when it can): tried once, for real."""
    if os.geteuid() != 0:
        return "mounting a small tmpfs needs root"
    with tempfile.TemporaryDirectory() as folder:
        try:
            with mounted(Path(folder), 64):
                return ""
        except OSError as exc:
            return f"cannot mount a small tmpfs here ({exc})"


@contextlib.contextmanager
def mounted(folder: Path, size_kib: int = 256) -> Iterator[Path]:
    """A fresh tmpfs of ``size_kib`` at ``folder`` (made if missing), unmounted after."""
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kib}k,mode=0755", "tmpfs",
                           str(folder)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise OSError(f"mount failed: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """Fill the file system of ``folder`` to the last byte; returns the filler (remove it to
    free the space)."""
    filler = folder / FILLER
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        for chunk in (65536, 1):  # then the last partial page
            with contextlib.suppress(OSError):
                while os.write(fd, b"\0" * chunk):
                    pass
    finally:
        os.close(fd)
    return filler


def remount(folder: Path, read_only: bool) -> None:
    """Make the tmpfs at ``folder`` read-only (or writable again)."""
    subprocess.run(["mount", "-o", f"remount,{'ro' if read_only else 'rw'}", str(folder)],
                   check=True, capture_output=True)


def leftovers(folder: Path) -> list[str]:
    """Temporary files anywhere under ``folder`` (hidden ones included)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if
                  p.name.endswith(".tmp") and p.name != FILLER)
