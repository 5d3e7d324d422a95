"""The throwaway folder of a ``shot`` or ``render`` process: the games it plays keep their
replays, scores and settings there, never in the player's folders.

One folder per process (``/tmp/arcadeforge-shot-*``), made on first use and removed when the
process ends: at exit, or on SIGTERM (how a background video export is cancelled) once
:func:`remove_on_sigterm` is called. Each run used to leave two empty ones behind.
"""

from __future__ import annotations

import atexit
import shutil
import signal
import sys
import tempfile
from pathlib import Path

PREFIX = "arcadeforge-shot-"
_folder: Path | None = None


def scratch_folder() -> Path:
    """This process's throwaway folder (made on the first call)."""
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix=PREFIX))
        atexit.register(remove_scratch)
    return _folder


def remove_scratch() -> None:
    """Remove the throwaway folder and everything in it (again at exit: a thread that was
    still saving may have made it anew)."""
    if _folder is not None:
        shutil.rmtree(_folder, ignore_errors=True)


def remove_on_sigterm() -> None:
    """Let SIGTERM end the process as an exit does (cleanup handlers run, status 143)."""
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
