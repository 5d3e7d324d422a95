"""The sound engine in a process of its own, and the game's handle on it.

Why a process: the writer must hand the device a block every ~6 ms, and in the game's process
it waits for the GIL behind the window thread's frames, the rules thread and the garbage
collector. Measured on the Verse screen with the real loop (2 shared cores), a writer thread in
the game's process left 4–7 gaps (~100 ms of silence) in 8 s at a 23 ms buffer; the same
writer in its own process left none. The child does the synthesis too (~0.3 s of CPU at
start-up that no longer competes with the first frames).

The game writes one JSON line per request to the child's stdin (``play``, ``music``,
``level``) without ever waiting for it: on POSIX the pipe is non-blocking, and a request that
finds it full is dropped. The child writes its lines for the player (``say``), ``driver`` and
``ready`` to stdout; a reader thread in the game collects them. The child ends when its stdin
closes: when the game quits, or dies.

The child words its lines itself (its engine's and its drivers' problems, nested in one
another), so it uses the game's language: it starts in the one the game has then
(``--language``), and the game tells it (``language``) when the player chooses another;
its next lines are in that one.

    python -m game.audio.engine_process [--sounds FILE] [--language CODE] DRIVER…
    (DRIVER…: the sinks to try, in order)
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from game import i18n
from game.i18n import _

SWITCH_S = 0.001  # the child's GIL hand-over: its writer waits at most this for the synth


class EngineProcess:
    """The game's end: requests out, lines back; never blocks the caller."""

    def __init__(self, order: Sequence[str], sounds: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        """Start the child on the sinks ``order``, in the game's language; ``sounds``:
        another sounds file than the game's (tests)."""
        self.ready = False
        self._language = i18n.language()
        self.render_seconds: float | None = None
        self.driver = ""
        self._lines: deque[str] = deque()
        self._closing = False
        self._dead = False
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "game.audio.engine_process",
             *(["--sounds", str(sounds)] if sounds is not None else []),
             "--language", self._language, *order],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._fd = self._proc.stdin.fileno()
        if os.name == "posix":
            os.set_blocking(self._fd, False)  # a full pipe drops a request, never waits
        threading.Thread(target=self._read, args=(self._proc.stdout,), name="sound-lines",
                         daemon=True).start()

    @property
    def pid(self) -> int:
        return self._proc.pid

    def play(self, name: str, pan: float = 0.0, pitch: float = 0.0, gain: float = 1.0
             ) -> bool:
        """Ask for one effect (False when the request could not be sent)."""
        return self._send({"play": [name, pan, pitch, gain]})

    def music(self, name: str) -> None:
        self._send({"music": name})

    def music_level(self, level: float) -> None:
        self._send({"level": level})

    def take_lines(self) -> list[str]:
        """The child's lines for the player since the last call. (Called a few times a
        second: the child is told here when the game's language changed.)"""
        if i18n.language() != self._language and self._send({"language": i18n.language()}):
            self._language = i18n.language()
        lines = []
        while self._lines:
            lines.append(self._lines.popleft())
        return lines

    def _send(self, request: dict[str, Any]) -> bool:
        if self._dead:
            return False
        try:
            os.write(self._fd, (json.dumps(request) + "\n").encode())  # < PIPE_BUF: atomic
        except BlockingIOError:
            return False
        except OSError:  # the child is gone (its reader tells why)
            self._dead = True
            return False
        return True

    def _read(self, out: IO[bytes]) -> None:
        for raw in out:
            try:
                message = json.loads(raw)
            except ValueError:
                continue
            if "say" in message:
                self._lines.append(str(message["say"]))
            if "driver" in message:
                self.driver = str(message["driver"])
            if "ready" in message:
                self.render_seconds = float(message["ready"])
                self.ready = True
        self._dead = True
        code = self._proc.wait()
        if not self._closing:
            self._lines.append(_("sound: the sound process stopped (exit status {code}); "
                                 "playing silently").format(code=code))

    def stop(self, wait_s: float = 1.0) -> None:
        """Close the child's stdin (it ends) and wait a moment for it; kill it if it hangs."""
        self._closing = True
        with contextlib.suppress(OSError):
            self._proc.stdin.close()  # type: ignore[union-attr]
        try:
            self._proc.wait(wait_s)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait(wait_s)


def _serve(order: Sequence[str], sounds: Path | None, requests: IO[str], out: IO[str]) -> None:
    """The child: an engine on the first of ``order`` that opens, fed from ``requests``."""
    from game.audio.engine import Engine
    from game.audio.library import load_library
    from game.audio.quiet import quiet_libraries
    from game.audio.sinks import first_that_opens

    lock = threading.Lock()

    def send(message: dict[str, Any]) -> None:
        with lock:
            out.write(json.dumps(message) + "\n")
            out.flush()

    quiet_libraries()
    library = load_library(sounds) if sounds is not None else load_library()
    engine = Engine(library, first_that_opens(order), lambda line: send({"say": line}),
                    on_ready=lambda seconds: send({"ready": seconds}),
                    on_driver=lambda name: send({"driver": name}))
    engine.start()
    try:
        for line in requests:
            try:
                _handle(engine, json.loads(line))
            except (ValueError, KeyError, TypeError):  # not one of the game's requests
                continue
    finally:
        engine.stop()


def _handle(engine: Any, request: dict[str, Any]) -> None:
    if "play" in request:
        name, pan, pitch, gain = request["play"]
        engine.play(str(name), float(pan), float(pitch), float(gain))
    elif "music" in request:
        engine.music(str(request["music"]))
    elif "level" in request:
        engine.music_level(float(request["level"]))
    elif "language" in request and request["language"] in i18n.LANGUAGES:
        i18n.set_language(str(request["language"]))  # its problems: the game said them


def main(argv: Sequence[str]) -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the game's to act on: it ends us
    args = list(argv)
    sounds = None
    if args[:1] == ["--sounds"] and len(args) > 1:
        sounds, args = Path(args[1]), args[2:]
    if args[:1] == ["--language"] and len(args) > 1:
        if args[1] in i18n.LANGUAGES:
            i18n.set_language(args[1])
        args = args[2:]
    sys.setswitchinterval(SWITCH_S)
    with contextlib.suppress(BrokenPipeError):  # the game went first
        _serve(args, sounds, sys.stdin, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
