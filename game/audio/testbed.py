"""A private PulseAudio server with a null sink, and a recording of that sink's monitor with a
time for every sample: what the tests and ``tools/bench --sections sound`` hear the game with.

The server runs in a fresh ``XDG_RUNTIME_DIR`` (mode 700), loads only a null sink "cap" and the
native protocol (anonymous: no cookie in anyone's home), and is stopped with everything it
started. A null sink nobody asked for a latency renders in 2-second blocks, so the first stream
to connect would wait up to 2 s for its first request; a "keeper" (``pacat`` playing silence at
5 ms) is connected while the sink is suspended, so from its first moment the sink runs as a
busy desktop's does, in small blocks.

The recording is a pa_simple record stream read in small fragments on a thread; a fragment can
reach us late but never early, so the time of sample ``i`` is the earliest
(arrival - i / RATE) among the fragments near it.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from game.audio.synth import RATE

SINK = "cap"
FRAGMENT = 256  # frames a record read returns (~5.8 ms)


class ServerError(RuntimeError):
    """The private server could not start (one line: why)."""


class PulseServer:
    """``pulseaudio`` in its own runtime folder; :attr:`env` points clients at it."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="arcadeforge-pulse-"))
        self.root.chmod(0o700)
        socket = self.root / "pulse" / "native"
        self.env = {"XDG_RUNTIME_DIR": str(self.root), "PULSE_SERVER": f"unix:{socket}"}
        self._proc: subprocess.Popen[bytes] | None = None
        self._keeper: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 10.0) -> None:
        """Start (or restart) the server and wait until it answers."""
        binary = shutil.which("pulseaudio")
        if binary is None:
            raise ServerError("no pulseaudio binary "  # i18n: not shown
                              "(Debian: apt install pulseaudio)")
        if shutil.which("pactl") is None:
            raise ServerError("no pactl (Debian: apt install pulseaudio-utils)")  # i18n: not shown
        env = {**os.environ, **self.env, "HOME": str(self.root)}
        env.pop("PULSE_SERVER")
        self._proc = subprocess.Popen(
            [binary, "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
             "--log-target=stderr", "--log-level=error",
             f"--load=module-null-sink sink_name={SINK} rate={RATE} channels=2",  # i18n: not shown
             "--load=module-native-protocol-unix auth-anonymous=1"],  # i18n: not shown
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                why = (self._proc.stderr.read() if self._proc.stderr else b"").decode()
                last = why.strip().splitlines()[-1:]
                raise ServerError(f"pulseaudio exited: {last}")  # i18n: not shown
            if self.answers():
                self._keep_running(deadline)
                return
            time.sleep(0.05)
        self.stop()
        raise ServerError(f"pulseaudio did not answer within {timeout_s:g} s")  # i18n: not shown

    def _keep_running(self, deadline: float) -> None:
        """Connect the keeper while the sink is suspended, then let the sink run."""
        self.pactl("suspend-sink", SINK, "1")
        self._keeper = subprocess.Popen(
            ["pacat", "--playback", "--raw", "--latency-msec=5", "--client-name=keeper",
             "/dev/zero"], env={**os.environ, **self.env}, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while "keeper" not in (self.pactl("list", "sink-inputs") or ""):
            if time.monotonic() > deadline or self._keeper.poll() is not None:
                self.stop()
                raise ServerError("pacat (the keeper stream) did not connect")  # i18n: not shown
            time.sleep(0.02)
        self.pactl("suspend-sink", SINK, "0")

    def answers(self) -> bool:
        """Whether ``pactl info`` reaches the server."""
        return self.pactl("info") is not None

    def pactl(self, *args: str) -> str | None:
        """``pactl`` against this server: its output, None when it failed."""
        done = subprocess.run(["pactl", *args], env={**os.environ, **self.env},
                              capture_output=True, text=True, timeout=10)
        return done.stdout if done.returncode == 0 else None

    def kill(self) -> None:
        """Kill the server at once, as a crash would (SIGKILL)."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.send_signal(signal.SIGKILL)
            self._proc.wait(5)
        self._stop_keeper()

    def _stop_keeper(self) -> None:
        if self._keeper is not None:
            if self._keeper.poll() is None:
                self._keeper.terminate()
            self._keeper.wait(5)
            self._keeper = None

    def stop(self) -> None:
        """Stop the server (what it runs goes with it)."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(5)
            except subprocess.TimeoutExpired:
                self.kill()
        if self._proc is not None and self._proc.stderr is not None:
            self._proc.stderr.close()
        self._stop_keeper()

    def remove(self) -> None:
        """Stop it and remove its runtime folder."""
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


@contextmanager
def private_server() -> Iterator[PulseServer]:
    """A started server, this process's clients (and its children) pointed at it while the
    block runs; stopped and removed after. :class:`ServerError` when it cannot start."""
    server = PulseServer()
    try:
        server.start()
    except ServerError:
        server.remove()
        raise
    saved = {key: os.environ.get(key) for key in server.env}
    os.environ.update(server.env)
    try:
        yield server
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        server.remove()


class Recording:
    """The monitor of the server's null sink, recorded on a thread from :meth:`start`."""

    def __init__(self, device: str = SINK + ".monitor") -> None:
        from game.audio.sinks.pulse import SimpleStream

        self._stream = SimpleStream(record=True, device=device, request=FRAGMENT,
                                    app="arcadeforge-test-recorder")
        self._chunks: list[bytes] = []
        self._arrived: list[float] = []  # perf_counter when each chunk was read
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._read, name="recorder", daemon=True)
        self.error: str | None = None

    def start(self) -> Recording:
        self._thread.start()
        return self

    def _read(self) -> None:
        from game.audio.sinks.base import SinkLost

        try:
            while not self._stop.is_set():
                chunk = self._stream.read(FRAGMENT * 4)
                self._arrived.append(time.perf_counter())
                self._chunks.append(chunk)
        except SinkLost as exc:
            self.error = str(exc)

    def stop(self) -> None:
        """Stop recording (the stream is closed; what was recorded stays)."""
        self._stop.set()
        self._thread.join(2)
        if not self._thread.is_alive():
            self._stream.close()

    def now_index(self) -> int:
        """Frames recorded so far."""
        return len(self._chunks) * FRAGMENT

    def samples(self) -> np.ndarray:
        """Everything recorded: int16, shape (frames, 2)."""
        return np.frombuffer(b"".join(self._chunks), dtype="<i2").reshape(-1, 2)

    def index_at(self, t: float) -> int:
        """The frame that reached the monitor at perf_counter time ``t``."""
        k = int(np.searchsorted(np.asarray(self._arrived), t))
        return round((t - self._offset_near(k)) * RATE)

    def time_of(self, index: int) -> float:
        """perf_counter time at which frame ``index`` reached the monitor."""
        return self._offset_near(index // FRAGMENT) + index / RATE

    def _offset_near(self, k: int, window: int = 100) -> float:
        """perf_counter time of frame 0, from the ~1 s of chunks around chunk ``k``."""
        arrived = np.asarray(self._arrived)
        ends = np.arange(1, len(arrived) + 1) * FRAGMENT
        k = max(0, min(len(arrived) - 1, k))
        lo, hi = max(0, k - window), min(len(arrived), k + window)
        return float(np.min(arrived[lo:hi] - ends[lo:hi] / RATE))  # late, never early


def onset(samples: np.ndarray, start: int, floor: int = 300, within: int = RATE) -> int | None:
    """The first frame at or after ``start`` (within ``within`` frames) where either side
    passes ``floor``; None when none does."""
    part = np.abs(samples[max(0, start):start + within].astype(np.int32)).max(axis=1)
    loud = np.nonzero(part > floor)[0]
    return int(loud[0]) + max(0, start) if len(loud) else None


def zero_runs(samples: np.ndarray, longest: int) -> list[tuple[int, int]]:
    """(start, length) of every run of frames silent on both sides longer than ``longest``."""
    silent = np.all(samples == 0, axis=1).astype(np.int8)
    edges = np.diff(np.concatenate(([0], silent, [0])))
    starts, ends = np.nonzero(edges == 1)[0], np.nonzero(edges == -1)[0]
    return [(int(s), int(e - s)) for s, e in zip(starts, ends, strict=True) if e - s > longest]
