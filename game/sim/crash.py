"""Logging a crash of the rules: to the log and, when given, appended to a crash file that
the error scene names."""

from __future__ import annotations

import logging
import traceback
from pathlib import Path

log = logging.getLogger(__name__)


def log_crash(exc: BaseException, path: Path | None) -> None:
    text = "".join(traceback.format_exception(exc))
    log.error("the rules crashed:\n%s", text)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a") as f:
            f.write(text)
    except OSError:
        log.exception("could not write the crash log to %s", path)
