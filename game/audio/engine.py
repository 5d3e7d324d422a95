"""The sound engine: the synthesised sounds, the software mix and the writer thread that
feeds one long-lived output (a sink) a block at a time. When the output cannot be opened or
goes away (the sound server died), it says so once, plays silently and tries again every
second; when the output is back, it says so once and the sound returns.

It runs in a process of its own in the game (:mod:`game.audio.engine_process`), in the
test's process in tests. Its lines for the player go to ``say`` (from the writer thread), or
wait for :meth:`Engine.take_lines` when none is given.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

import numpy as np

from game.audio.library import Library
from game.audio.mix import Mix
from game.audio.score import NoteError, render_tune
from game.audio.sinks.base import Sink, SinkBroken, SinkLost
from game.audio.synth import pitch_shift, render
from game.i18n import _, decimal_mark

BLOCK_FRAMES = 256  # one block of the stream, ~5.8 ms: a new sound waits at most this long
RETRY_S = 1.0  # between attempts to open the output while it is gone

SinkFactory = Callable[[], Sink]


class Engine:
    """``library``'s sounds mixed into the sink ``open_sink`` makes (None: never any)."""

    def __init__(self, library: Library, open_sink: SinkFactory | None,
                 say: Callable[[str], None] | None = None, block: int = BLOCK_FRAMES,
                 retry_s: float = RETRY_S,
                 on_ready: Callable[[float], None] = lambda seconds: None,
                 on_driver: Callable[[str], None] = lambda name: None) -> None:
        self.library = library
        self.mix = Mix()
        self.samples: dict[str, np.ndarray] = {}  # rendered effects (the synth thread's)
        self.loops: dict[str, np.ndarray] = {}  # rendered music
        self.render_seconds: float | None = None  # how long the effects took
        self.driver = ""  # the sink playing now ("" while there is none)
        self._open_sink = open_sink
        self._lines: deque[str] = deque()
        self._say = say or self._lines.append
        self._on_ready = on_ready
        self._on_driver = on_driver
        self._block = block
        self._retry_s = retry_s
        self._pitched: dict[tuple[str, int], np.ndarray] = {}
        self._wanted = ""
        self._music_lock = threading.Lock()  # the synth thread and the requests both start music
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._failed = False  # the output went away (or never came): "back" is said next

    # -- synthesis ------------------------------------------------------------------------

    def render_effects(self) -> None:
        """Synthesise every effect (the synth thread's first job; tests call it)."""
        start = time.perf_counter()
        for name, voices in self.library.sounds.items():
            self.samples[name] = render(voices)
        self.render_seconds = time.perf_counter() - start
        self._on_ready(self.render_seconds)

    @property
    def ready(self) -> bool:
        """The effects are synthesised."""
        return self.render_seconds is not None

    def take_lines(self) -> list[str]:
        """The lines for the player since the last call (when no ``say`` was given)."""
        lines = []
        while self._lines:
            lines.append(self._lines.popleft())
        return lines

    def render_music(self, name: str) -> None:
        """Synthesise one music loop (a bad one is said once and stays silent)."""
        tune = self.library.music.get(name)
        if tune is None or name in self.loops:
            return
        try:
            self.loops[name] = render_tune(tune)
        except NoteError as exc:
            self.loops[name] = np.zeros(0, dtype=np.float32)
            self._say(_("sound: music.{name}: {problem}; that music stays silent")
                      .format(name=name, problem=exc))
        with self._music_lock:
            if name == self._wanted:
                self.mix.music(name, self.loops[name])

    def _synthesise(self) -> None:
        self.render_effects()
        while not self._stop.is_set():  # the loop wanted now first, then the rest
            left = [n for n in self.library.music if n not in self.loops]
            if not left:
                return
            self.render_music(self._wanted if self._wanted in left else left[0])

    # -- what the game asks for ------------------------------------------------------------

    def play(self, name: str, pan: float = 0.0, pitch: float = 0.0, gain: float = 1.0
             ) -> bool:
        """Start one effect; False when it cannot sound now (not rendered yet, no output)."""
        mono = self.samples.get(name)
        if mono is None or gain <= 0 or (self._open_sink is not None and not self.driver):
            return False
        semis = round(pitch)
        if semis:
            key = (name, semis)
            if key not in self._pitched:
                self._pitched[key] = pitch_shift(mono, semis)
            mono = self._pitched[key]
        self.mix.play(mono, min(1.0, gain), max(-1.0, min(1.0, pan)))
        return True

    def music(self, name: str) -> None:
        """Crossfade to the loop ``name`` ("" for none); one not rendered yet starts when
        it is."""
        with self._music_lock:
            self._wanted = name
            self.mix.music(name, self.loops.get(name))

    def music_level(self, level: float) -> None:
        """Master × music volume (0 when muted)."""
        self.mix.music_level(level)

    # -- the writer ------------------------------------------------------------------------

    def start(self) -> None:
        """Synthesise on one thread, write to the output on another (both daemons)."""
        if self._threads:
            return
        self._threads = [threading.Thread(target=self._synthesise, name="sound-synth",
                                          daemon=True)]
        if self._open_sink is not None:
            self._threads.append(threading.Thread(target=self._write, name="sound-writer",
                                                  daemon=True))
        for thread in self._threads:
            thread.start()

    def stop(self, wait_s: float = 1.0) -> None:
        """Stop writing and close the output (waits at most ``wait_s`` for the writer)."""
        self._stop.set()
        for thread in self._threads:
            thread.join(wait_s)

    def _write(self) -> None:
        while not self._stop.is_set():
            sink = self._connect()
            if sink is None:
                self._stop.wait(self._retry_s)
                continue
            try:
                while not self._stop.is_set():
                    sink.write(self.mix.render(self._block).tobytes())
            except SinkBroken as exc:
                self._say(_("sound: lost the audio output ({why}); playing silently until "
                            "the game is started again").format(why=exc))
                return
            except Exception as exc:  # SinkLost, or a driver's own error: never a traceback
                self._went_away(exc)
            finally:
                self._set_driver("")
                sink.close()
            self._stop.wait(self._retry_s)

    def _connect(self) -> Sink | None:
        assert self._open_sink is not None
        try:
            sink = self._open_sink()
        except SinkBroken as exc:
            self._say(_("sound: no audio output ({why}); playing silently until the game "
                        "is started again").format(why=exc))
            self._stop.set()  # nothing will open in this process: the writer ends
            return None
        except Exception as exc:
            if not self._failed:
                self._failed = True
                self._say(_("sound: no audio output ({why}); playing silently, trying again "
                            "every {seconds} s").format(why=_why(exc), seconds=self._seconds))
            return None
        if self._failed:
            self._say(_("sound is back ({driver})").format(driver=sink.name))
        self._failed = False
        self._set_driver(sink.name)
        return sink

    def _set_driver(self, name: str) -> None:
        self.driver = name
        self._on_driver(name)

    def _went_away(self, exc: BaseException) -> None:
        self._failed = True
        self._say(_("sound: lost the audio output ({why}); playing silently, trying again "
                    "every {seconds} s").format(why=_why(exc), seconds=self._seconds))

    @property
    def _seconds(self) -> str:
        """The retry delay as the player's language writes it (1, 0.5 or 0,5)."""
        return f"{self._retry_s:g}".replace(".", decimal_mark())


def _why(exc: BaseException) -> str:
    return str(exc) if isinstance(exc, SinkLost) else f"{type(exc).__name__}: {exc}"
