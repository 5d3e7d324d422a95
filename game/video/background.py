"""Saving a video while the game goes on: ``arcadeforge render`` in a child process.

A GL context belongs to one thread of one process, and rendering a video takes whole cores:
so the export is its own process (started with a lower priority, so the game's frames come
first), reporting ``frame N/M`` lines on a pipe that a small thread reads. Exports live in
:data:`EXPORTS` for the whole session; every screen draws their progress in a corner
(:func:`draw_badge`), so starting another game does not hide it. One runs at a time: a
second would halve the speed of both, and of the game (:class:`ExportBusy`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game import i18n
from game.core.folders import make_folder
from game.i18n import _, percent
from game.storage.locations import data_dir

EXPORT_SIZE = (1280, 720)  # 1080p renders at a third of the speed on a software GL
EXPORT_FPS = 60
DONE_SHOWN_S = 6.0  # the "saved" line stays this long


def videos_dir() -> Path:
    return data_dir() / "videos"


def video_path(game: str, when: datetime | None = None) -> Path:
    """``<data>/videos/<game>-<YYYYmmdd-HHMMSS>.mp4`` (``-2``, ``-3``… when taken, by a file
    or by an export still running)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    folder = videos_dir()
    taken = {e.out for e in EXPORTS if e.status == "running"}  # not written until done
    path, n = folder / f"{game}-{stamp}.mp4", 2
    while path.exists() or path in taken:
        path, n = folder / f"{game}-{stamp}-{n}.mp4", n + 1
    return path


@dataclass
class Export:
    """One export: its progress (``done`` of ``total`` frames) and how it ended."""

    replay: Path
    out: Path
    done: int = 0
    total: int = 0
    status: str = "running"  # running, saved, failed
    message: str = ""  # the failure, one line
    ended_at: float = 0.0
    _proc: subprocess.Popen[str] | None = field(default=None, repr=False)

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def cancel(self) -> None:
        """Stop the child (it removes its unfinished file)."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()


EXPORTS: list[Export] = []


class ExportBusy(Exception):
    """Another video is being saved; the message says which, in one line."""


def running() -> Export | None:
    """The export still running, if any."""
    return next((e for e in EXPORTS if e.status == "running"), None)


def busy_line(export: Export) -> str:
    """What a second press of "save video" is told about ``export``."""
    if export.status == "running":
        return _("save video: already saving {file} ({percent}); one video at a "
                 "time").format(file=export.out.name, percent=percent(export.fraction))
    return _("save video: already saved as {file}").format(file=export.out)


def start_export(replay: Path, out: Path, size: tuple[int, int] = EXPORT_SIZE,
                 fps: int = EXPORT_FPS, on_end: Callable[[Export], None] | None = None,
                 start: float | None = None, stop: float | None = None) -> Export:
    """Start rendering ``replay`` (or its ``start``..``stop`` seconds) to ``out`` in a child
    process; returns at once.
    Raises :class:`ExportBusy` while another export runs,
    :class:`~game.video.encoder.EncoderError` (one line) when the video extra is missing,
    ``OSError`` when the process cannot start."""
    from game.video.encoder import ffmpeg_exe

    busy = running()
    if busy is not None:
        raise ExportBusy(busy_line(busy))
    ffmpeg_exe()  # the one clear line now, not a failed child later
    make_folder(out.parent)
    cmd = [sys.executable, "-m", "game", "render", str(replay), str(out), "--fps", str(fps),
           "--size", f"{size[0]}x{size[1]}", "--progress", "lines",
           "--language", i18n.language()]  # the video's words as the player reads them
    if start is not None:  # a clip: seconds of game time
        cmd += ["--from", f"{start:.3f}"]
    if stop is not None:
        cmd += ["--to", f"{stop:.3f}"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_lower_priority if os.name == "posix" else None)
    export = Export(replay, out, _proc=proc)
    EXPORTS.append(export)
    threading.Thread(target=_follow, args=(export, on_end), daemon=True,
                     name="video-export").start()
    return export


def _lower_priority() -> None:
    os.nice(10)  # the game's own frames come first


def _follow(export: Export, on_end: Callable[[Export], None] | None) -> None:
    """Read the child's progress lines until it ends; then note how it went."""
    proc = export._proc
    assert proc is not None and proc.stdout is not None and proc.stderr is not None
    for line in proc.stdout:
        if line.startswith("frame "):
            done, _sep, total = line[6:].strip().partition("/")
            if done.isdigit() and total.isdigit():
                export.done, export.total = int(done), int(total)
    errors = proc.stderr.read().strip().splitlines()
    if proc.wait() == 0 and export.out.exists():
        export.status = "saved"
    else:
        export.status = "failed"
        export.message = errors[-1] if errors else _("exit status {code}").format(
            code=proc.returncode)
    export.ended_at = time.monotonic()
    if on_end is not None:
        on_end(export)


def shown(now: float | None = None) -> list[Export]:
    """The exports to show: running ones, and those that ended a moment ago."""
    now = time.monotonic() if now is None else now
    return [e for e in EXPORTS
            if e.status == "running" or now - e.ended_at < DONE_SHOWN_S]


def badge_line(export: Export) -> str:
    if export.status == "running":
        return _("SAVING VIDEO  {percent}").format(percent=percent(export.fraction).rjust(4))
    if export.status == "saved":
        return _("VIDEO SAVED")  # the badge shows where, below
    return _("VIDEO FAILED")
