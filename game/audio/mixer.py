"""The sound of the game: effects played on request, one music loop crossfaded between
scenes, the ``[audio]`` volumes applied. It never raises: without an audio device, or when the
driver breaks, it says so once on stderr and plays silently.

Everything here runs on the window thread (the play scenes call it while draining the loop's
events, the menus on a key); only the synthesis runs on a worker thread, started once.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.audio.cues import Columns, Cue, cues
from game.audio.library import Library
from game.audio.out import Output
from game.audio.score import NoteError, render_tune
from game.audio.synth import RATE, pitch_shift, render, to_pcm16_stereo
from game.config.schema import Audio
from game.core.events import Event

MAX_VOICES = 24  # effects at once; the oldest stops for a new one
REPEAT_S = 0.03  # the same sound again within this is one sound (a wall of auto-shift moves)
PAN_STEPS = 8  # pans are rounded to 1/8: a cached source per (sound, pan, pitch)
FADE_S = 0.8  # music crossfade between scenes


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


@dataclass
class Latency:
    """Seconds from a cue's event being drained to the player having started it."""

    samples: list[float] = field(default_factory=list)

    def add(self, seconds: float) -> None:
        if len(self.samples) < 10_000:
            self.samples.append(seconds)

    def summary(self) -> dict[str, float]:
        """count, median, p95 and max in milliseconds (empty when nothing played)."""
        if not self.samples:
            return {}
        ms = np.asarray(self.samples) * 1000
        return {"count": float(len(ms)), "median_ms": float(np.median(ms)),
                "p95_ms": float(np.percentile(ms, 95)), "max_ms": float(ms.max())}


@dataclass
class _Track:
    name: str
    handle: Any
    fade: float  # 0..1, times the music volume
    target: float


class Mixer:
    """Effects and music on ``output`` (None: silent), volumes from ``volumes()``.

    ``music_for()`` names the music the current scene wants ("" for none, None to keep what
    plays); :meth:`update` follows it and the volumes, call it a few times a second or more.
    """

    def __init__(self, library: Library, output: Output | None,
                 volumes: Callable[[], Audio] = Audio,
                 music_for: Callable[[], str | None] = lambda: None,
                 report: Callable[[str], None] = _stderr,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.library = library
        self.output = output
        self._volumes = volumes
        self._music_for = music_for
        self._report = report
        self._clock = clock
        self.audio = volumes()
        self.latency = Latency()
        self.samples: dict[str, np.ndarray] = {}  # rendered effects (filled by the worker)
        self.loops: dict[str, np.ndarray] = {}  # rendered music
        self.render_seconds: float | None = None  # how long the effects took to synthesise
        self._sources: dict[tuple[str, int, int], Any] = {}
        self._playing: list[tuple[float, Any]] = []  # (end time, handle)
        self._last: dict[str, float] = {}
        self._tracks: list[_Track] = []
        self._wanted = ""
        self._worker: threading.Thread | None = None
        self._warmed = False
        for problem in library.problems:
            report(f"sound: {problem}")

    # -- synthesis ------------------------------------------------------------------------

    def render_now(self) -> None:
        """Synthesise every effect, then every music loop (the worker's job; tests call it)."""
        start = time.perf_counter()
        for name, voices in self.library.sounds.items():
            self.samples[name] = render(voices)
        self.render_seconds = time.perf_counter() - start
        for name, tune in self.library.music.items():
            try:
                self.loops[name] = render_tune(tune)
            except NoteError as exc:
                self._report(f"sound: music.{name}: {exc}; that music stays silent")

    def start_rendering(self) -> None:
        """Render on a worker thread so the window opens at once; sounds asked for before
        theirs is ready are skipped."""
        if self.output is None or self._worker is not None:
            return
        self._worker = threading.Thread(target=self.render_now, name="sound-synth", daemon=True)
        self._worker.start()

    # -- effects --------------------------------------------------------------------------

    def play(self, cue: Cue, since: float | None = None) -> None:
        """Start one effect; ``since``: when its event was drained (for the latency)."""
        if self.output is None or self.audio.mute:
            return
        gain = self.audio.master * self.audio.effects * cue.gain
        mono = self.samples.get(cue.name)
        if gain <= 0 or mono is None:
            return
        now = self._clock()
        if now - self._last.get(cue.name, -1.0) < REPEAT_S:
            return
        self._last[cue.name] = now
        try:
            source = self._source(cue, mono)
            handle = self.output.start(source, min(1.0, gain))
        except Exception as exc:  # any driver failure: say so once, then silence
            self._fail("playing a sound", exc)
            return
        self.latency.add(self._clock() - (since if since is not None else now))
        length = len(mono) / RATE / 2 ** (cue.pitch / 12)
        self._playing.append((now + length + 0.05, handle))
        if len(self._playing) > MAX_VOICES:
            self._stop(self._playing.pop(0)[1])

    def play_all(self, cues: list[Cue], since: float | None = None) -> None:
        for cue in cues:
            self.play(cue, since)

    def event(self, game: str, event: Event, cols: Columns, here: float = 0.0,
              since: float | None = None) -> None:
        """The sounds of one rules event of ``game`` (see :mod:`game.audio.cues`)."""
        if self.output is not None:
            table = self.library.events.get(game, {})
            self.play_all(cues(table, game, event, cols, here), since)

    def ui(self, group: str, variant: str, pan: float = 0.0, pitch: float = 0.0) -> None:
        """A sound that is no rules event: ``[events.ui.<group>]``'s ``variant``."""
        name = self.library.events.get("ui", {}).get(group, {}).get(variant, "")
        if name:
            self.play(Cue(name, pan, pitch))

    def _source(self, cue: Cue, mono: np.ndarray) -> Any:
        pan = round(max(-1.0, min(1.0, cue.pan)) * PAN_STEPS)
        pitch = round(cue.pitch)
        key = (cue.name, pan, pitch)
        source = self._sources.get(key)
        if source is None:
            assert self.output is not None
            pcm = to_pcm16_stereo(pitch_shift(mono, pitch), pan / PAN_STEPS)
            source = self._sources[key] = self.output.source(pcm)
        return source

    # -- the frame tick: volumes, music, finished sounds -------------------------------------

    @property
    def busy(self) -> bool:
        """Something needs a fine hand: a fade under way, effects sounding, sources still to
        build. When idle the caller may check less often (a resting menu wakes less)."""
        if self.output is None:
            return False
        fading = any(t.fade != t.target for t in self._tracks)
        return fading or bool(self._playing) or not self._warmed

    def update(self, dt: float) -> None:
        """Follow the volumes and the scene's music, fade, and free finished effects."""
        try:
            self.audio = self._volumes()
        except Exception as exc:  # a broken settings read must not stop the game
            self._fail("reading the volumes", exc)
        if self.output is None:
            return
        now = self._clock()
        while self._playing and self._playing[0][0] <= now:
            self._stop(self._playing.pop(0)[1])
        self._warm(4)
        wanted = self._music_for()
        if wanted is not None:
            self._wanted = wanted
        self._follow_music()
        self._fade(dt)

    def _warm(self, count: int) -> None:
        """Build a few centred sources ahead of need, so a first play costs no more than a
        later one (the build is most of a cold play's time)."""
        if self._warmed:
            return
        for name, mono in list(self.samples.items()):
            if count <= 0:
                return
            if (name, 0, 0) not in self._sources:
                try:
                    self._source(Cue(name), mono)
                except Exception as exc:
                    self._fail("preparing a sound", exc)
                    return
                count -= 1
        self._warmed = len(self.samples) == len(self.library.sounds)  # all there and built

    def _follow_music(self) -> None:
        current = next((t for t in self._tracks if t.target > 0), None)
        if current is not None and current.name == self._wanted:
            return
        if current is None and (not self._wanted or self._wanted not in self.loops):
            return  # nothing to start yet (or its loop is still being rendered)
        for track in self._tracks:
            track.target = 0.0
        if self._wanted in self.loops:
            old = next((t for t in self._tracks if t.name == self._wanted), None)
            if old is not None:
                old.target = 1.0
                return
            try:
                pcm = to_pcm16_stereo(self.loops[self._wanted])
                assert self.output is not None
                handle = self.output.start(self.output.source(pcm), 0.0, loop=True)
            except Exception as exc:
                self._fail("starting the music", exc)
                return
            self._tracks.append(_Track(self._wanted, handle, 0.0, 1.0))

    def _fade(self, dt: float) -> None:
        step = dt / FADE_S
        level = 0.0 if self.audio.mute else self.audio.master * self.audio.music
        for track in list(self._tracks):
            if track.fade < track.target:
                track.fade = min(track.target, track.fade + step)
            elif track.fade > track.target:
                track.fade = max(track.target, track.fade - step)
            if track.fade <= 0 and track.target <= 0:
                self._tracks.remove(track)
                self._stop(track.handle)
                continue
            try:
                assert self.output is not None
                self.output.set_volume(track.handle, track.fade * level)
            except Exception as exc:
                self._fail("setting the music volume", exc)
                return

    @property
    def music(self) -> str:
        """The loop playing (or fading in) now, "" for none."""
        return next((t.name for t in self._tracks if t.target > 0), "")

    # -- failure ------------------------------------------------------------------------------

    def _stop(self, handle: Any) -> None:
        try:
            if self.output is not None:
                self.output.stop(handle)
        except Exception as exc:
            self._fail("stopping a sound", exc)

    def _fail(self, doing: str, exc: BaseException) -> None:
        """Silence from now on, said once."""
        if self.output is None:
            return
        self.output = None
        self._playing.clear()
        self._tracks.clear()
        self._sources.clear()
        self._report(f"sound: {doing} failed ({type(exc).__name__}: {exc}); "
                     "playing silently from now on")


def silent_mixer() -> Mixer:
    """A mixer that plays nothing (tests, ``shot``): no output, nothing rendered."""
    return Mixer(Library(), None, report=lambda line: None)


def open_mixer(volumes: Callable[[], Audio], music_for: Callable[[], str | None],
               report: Callable[[str], None] = _stderr) -> Mixer:
    """The game's mixer on pyglet; silent (said once) when there is no usable audio device."""
    from game.audio.library import load_library
    from game.audio.out import PygletOutput

    output: Output | None
    try:
        pyglet_out = PygletOutput()
    except Exception as exc:
        report(f"sound: no audio output ({type(exc).__name__}: {exc}); playing silently")
        output = None
    else:
        if pyglet_out.silent:
            report("sound: no audio device found (pyglet's silent driver); playing silently")
        output = pyglet_out
    mixer = Mixer(load_library(), output, volumes, music_for, report)
    mixer.start_rendering()
    return mixer
