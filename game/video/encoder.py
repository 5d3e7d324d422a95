"""Frames to a video file through the ffmpeg that imageio-ffmpeg ships (the ``video`` extra).

ffmpeg runs as its own process fed raw RGB on a pipe, so encoding uses the other core while
this one renders. The container follows the file's suffix: ``.mp4`` (H.264), ``.webm`` (VP9)
or ``.gif`` (one palette for the whole clip). The file is written under a temporary name and
renamed when complete: an interrupted export never leaves half a video behind.

A GIF's frame delays are whole hundredths of a second, and browsers stretch a delay under
2/100 s to 10/100 s: so a GIF is made at most 50 frames a second (30 by default), and
ffmpeg's GIF muxer gives each frame the difference of its rounded timestamps (3, 3, 4… at
30 fps), so the delays add up to the real time (a test decodes them).
"""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType

import numpy as np

from game.i18n import N_, _

SUFFIXES = (".mp4", ".webm", ".gif")
GIF_MAX_FPS = 50  # delays of 2/100 s; 1/100 s is shown as 10/100 by browsers
GIF_FPS = 30  # the default frame rate of a GIF (60 for the others)
VIDEO_FPS = 60


def default_fps(path: Path) -> int:
    """The frame rate a video is made at unless asked: 30 for a GIF, 60 otherwise."""
    return GIF_FPS if path.suffix.lower() == ".gif" else VIDEO_FPS
MISSING = N_("video export needs the 'video' extra (imageio-ffmpeg, which brings its own "
           "ffmpeg): install it with `uv sync --extra video` or `pip install imageio-ffmpeg`")

_CODECS: dict[str, list[str]] = {
    ".mp4": ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
             "-movflags", "+faststart"],
    ".webm": ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "0",
              "-crf", "34", "-pix_fmt", "yuv420p", "-row-mt", "1"],
    ".gif": ["-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer",
             "-loop", "0"],
}


class EncoderError(RuntimeError):
    """The encoder is missing or ffmpeg failed; the message is one line for the player."""


def ffmpeg_exe() -> str:
    """The bundled ffmpeg; :class:`EncoderError` with how to install it when it is missing."""
    try:
        import imageio_ffmpeg
    except ImportError:
        raise EncoderError(_(MISSING)) from None
    return str(imageio_ffmpeg.get_ffmpeg_exe())


def check_output(path: Path, size: tuple[int, int], fps: int | None = None) -> str | None:
    """What is wrong with writing ``path`` at ``size`` (and ``fps``) (one line), or None."""
    if path.suffix.lower() not in SUFFIXES:
        return (f"{path}: expected a .mp4, .webm or .gif file name, "
                f"got {path.suffix or 'none'!r}")  # i18n: not shown
    if fps is not None and (problem := fps_problem(path, fps)):
        return problem
    if path.suffix.lower() != ".gif" and (size[0] % 2 or size[1] % 2):
        return (f"--size {size[0]}x{size[1]}: "
                "H.264 and VP9 need an even width and height")  # i18n: not shown
    if not path.parent.exists():
        return f"{path}: folder {path.parent} does not exist"  # i18n: not shown
    try:  # the writer's temporary file goes next to the video: try one now, not at the end
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError as exc:
        return (f"{path}: folder {path.parent} cannot be written "
                f"({exc.strerror or exc})")  # i18n: not shown
    return None


def fps_problem(path: Path, fps: int) -> str | None:
    """Why ``path`` cannot be made at ``fps`` (a GIF over :data:`GIF_MAX_FPS`), or None."""
    if path.suffix.lower() == ".gif" and fps > GIF_MAX_FPS:
        return (f"--fps {fps}: a GIF holds at most {GIF_MAX_FPS} frames a second (its delays "
                f"are in hundredths of a second); use --fps {GIF_MAX_FPS} or less (default "
                f"{GIF_FPS})")  # i18n: not shown
    return None


class VideoWriter:
    """``write(rgb_rows_bottom_up)`` once a frame, then ``close()`` (or use ``with``)."""

    def __init__(self, path: Path, size: tuple[int, int], fps: int) -> None:
        self.path = Path(path)
        self.size = size
        problem = fps_problem(self.path, fps)
        if problem is not None:
            raise EncoderError(problem)
        suffix = self.path.suffix.lower()
        self._part = self.path.with_name(f".{self.path.stem}.part{suffix}")
        self._log = tempfile.TemporaryFile()  # noqa: SIM115  # ffmpeg's stderr, read on failure
        cmd = [ffmpeg_exe(), "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
               "-s", f"{size[0]}x{size[1]}", "-framerate", str(fps), "-i", "-",
               *_CODECS[suffix], str(self._part)]
        self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                      stderr=self._log)
        self.frames = 0

    def write(self, rgb: bytes | np.ndarray) -> None:
        """One frame of RGB bytes as GL reads them (rows bottom-up): flipped here."""
        w, h = self.size
        data = np.frombuffer(rgb, dtype=np.uint8)
        if data.size != w * h * 3:
            self.abort()
            raise EncoderError(f"ffmpeg was given a frame of {data.size} bytes, "  # i18n: not shown
                               f"expected {w}x{h} RGB ({w * h * 3})")
        rows = data.reshape(h, w, 3)[::-1]
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(np.ascontiguousarray(rows).data)
        except (BrokenPipeError, OSError):
            self._proc.wait()
            said = self._ffmpeg_said()
            raise EncoderError(_("ffmpeg stopped: {said}").format(said=said)) from None
        self.frames += 1

    def close(self) -> None:
        """Finish the file and move it into place; :class:`EncoderError` if ffmpeg failed."""
        assert self._proc.stdin is not None
        with contextlib.suppress(OSError):  # a dead ffmpeg is reported just below
            self._proc.stdin.close()
        if self._proc.wait() != 0:
            self._part.unlink(missing_ok=True)
            raise EncoderError(_("ffmpeg failed: {said}").format(said=self._ffmpeg_said()))
        self._part.replace(self.path)
        self._log.close()

    def abort(self) -> None:
        """Stop ffmpeg and remove the unfinished file."""
        self._proc.kill()
        self._proc.wait()
        self._part.unlink(missing_ok=True)
        self._log.close()

    def _ffmpeg_said(self) -> str:
        self._log.seek(0)
        lines = self._log.read().decode(errors="replace").strip().splitlines()
        return lines[-1] if lines else _("exit status {code}").format(code=self._proc.returncode)

    def __enter__(self) -> VideoWriter:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if kind is None:
            self.close()
        else:
            self.abort()
