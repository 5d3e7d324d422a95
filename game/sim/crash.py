"""Logging a crash of the rules: to the log and, when given, appended to a crash file that
the error scene names.

The crash file may sit in a shared folder (``shot`` used ``$TMPDIR/arcadeforge``), where
another user can plant a symlink named ``rules-crash.log`` pointing at one of our files.
So the folder is created private (0700) and must be a real folder of ours, not a symlink,
and the file is opened with ``O_NOFOLLOW`` and created 0600: a planted link makes the write
fail (logged), never follow it.
"""

from __future__ import annotations

import logging
import os
import stat
import traceback
from pathlib import Path

log = logging.getLogger(__name__)

_FLAGS = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
          | getattr(os, "O_CLOEXEC", 0))


def log_crash(exc: BaseException, path: Path | None) -> None:
    """Log ``exc`` with its traceback, and append it to the crash file at ``path``."""
    text = "".join(traceback.format_exception(exc))
    log.error("the rules crashed:\n%s", text)  # i18n: not shown
    if path is None:
        return
    try:
        append_private(path, text)
    except OSError as exc_write:
        log.error("could not write the crash log to %s: %s", path, exc_write)  # i18n: not shown


def append_private(path: Path, text: str) -> None:
    """Append ``text`` to ``path`` without following a symlink at the file or the folder;
    raises OSError (the reason in its message) when either is not ours."""
    folder = path.parent
    if not folder.exists():
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode):
        raise OSError(f"{folder} is not a plain folder (a symlink?)")  # i18n: not shown
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise OSError(f"{folder} belongs to another user")  # i18n: not shown
    fd = os.open(path, _FLAGS, 0o600)
    try:
        done = os.fstat(fd)
        if not stat.S_ISREG(done.st_mode) or done.st_nlink > 1:
            raise OSError(f"{path} is not a plain file of its own")  # i18n: not shown
        os.write(fd, text.encode("utf-8", "backslashreplace"))
    finally:
        os.close(fd)
