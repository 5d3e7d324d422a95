"""The sound of the game as the scenes see it: effects asked for by name, one music loop per
scene, the ``[audio]`` volumes followed. It never raises and never waits: the mixing, the
device and its failures live in the sound engine (:mod:`game.audio.engine`, in a process of
its own in the game: :mod:`game.audio.engine_process`), whose lines for the player this passes
on from :meth:`Mixer.update`, on the window thread.

Everything here runs on the window thread (the play scenes call it while draining the loop's
events, the menus on a key).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from game.audio.cues import Columns, Cue, cues
from game.audio.library import Library
from game.audio.mix import FADE_S, MAX_VOICES
from game.config.schema import Audio
from game.core.events import Event
from game.i18n import _

__all__ = ["FADE_S", "MAX_VOICES", "REPEAT_S", "Engine", "Latency", "Mixer",  # i18n: not shown
           "open_mixer", "silent_mixer"]

REPEAT_S = 0.03  # the same sound again within this is one sound (a wall of auto-shift moves)


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class Engine(Protocol):
    """What the mixer drives: :class:`game.audio.engine.Engine` in tests, its process
    (:class:`game.audio.engine_process.EngineProcess`) in the game."""

    ready: bool  # its effects are synthesised

    def play(self, name: str, pan: float = 0.0, pitch: float = 0.0, gain: float = 1.0
             ) -> bool: ...

    def music(self, name: str) -> None: ...

    def music_level(self, level: float) -> None: ...

    def take_lines(self) -> list[str]: ...

    def stop(self, wait_s: float = 1.0) -> None: ...


@dataclass
class Latency:
    """Seconds from a cue's event being drained to the engine having been asked for it."""

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


class Mixer:
    """Effects and music on ``engine`` (None: silent), volumes from ``volumes()``.

    ``music_for()`` names the music the current scene wants ("" for none, None to keep what
    plays); :meth:`update` follows it and the volumes: a few times a second is enough, the
    fades run in the engine.
    """

    def __init__(self, library: Library, engine: Engine | None,
                 volumes: Callable[[], Audio] = Audio,
                 music_for: Callable[[], str | None] = lambda: None,
                 report: Callable[[str], None] = _stderr,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.library = library
        self.engine = engine
        self._volumes = volumes
        self._music_for = music_for
        self._report = report
        self._clock = clock
        self.audio = volumes()
        self.latency = Latency()
        self._last: dict[str, float] = {}
        self._wanted = ""
        self._level: float | None = None  # the music level the engine was last told
        self._asked = ""  # the music the engine was last asked for
        for problem in library.problems:
            report(_("sound: {problem}").format(problem=problem))

    # -- effects --------------------------------------------------------------------------

    def play(self, cue: Cue, since: float | None = None) -> None:
        """Start one effect; ``since``: when its event was drained (for the latency)."""
        if self.engine is None or self.audio.mute:
            return
        gain = self.audio.master * self.audio.effects * cue.gain
        if gain <= 0 or cue.name not in self.library.sounds:
            return
        now = self._clock()
        if now - self._last.get(cue.name, -1.0) < REPEAT_S:
            return
        self._last[cue.name] = now
        self.engine.play(cue.name, cue.pan, cue.pitch, min(1.0, gain))
        self.latency.add(self._clock() - (since if since is not None else now))

    def play_all(self, cues: list[Cue], since: float | None = None) -> None:
        for cue in cues:
            self.play(cue, since)

    def event(self, game: str, event: Event, cols: Columns, here: float = 0.0,
              since: float | None = None) -> None:
        """The sounds of one rules event of ``game`` (see :mod:`game.audio.cues`)."""
        if self.engine is not None:
            table = self.library.events.get(game, {})
            self.play_all(cues(table, game, event, cols, here), since)

    def ui(self, group: str, variant: str, pan: float = 0.0, pitch: float = 0.0) -> None:
        """A sound that is no rules event: ``[events.ui.<group>]``'s ``variant``."""
        name = self.library.events.get("ui", {}).get(group, {}).get(variant, "")
        if name:
            self.play(Cue(name, pan, pitch))

    # -- the tick: volumes, the scene's music, the engine's lines ---------------------------

    @property
    def busy(self) -> bool:
        """The engine is still starting (its sounds being synthesised): check often, so the
        first music starts as soon as it can. After that the fades and the ends of sounds
        run in the engine, and a few checks a second follow the scene and the volumes."""
        return self.engine is not None and not self.engine.ready

    def update(self, dt: float = 0.0) -> None:
        """Follow the volumes and the scene's music; pass on what the engine has to say."""
        try:
            self.audio = self._volumes()
        except Exception as exc:  # a broken settings read must not stop the game
            self._report(_("sound: reading the volumes failed ({why})")
                         .format(why=f"{type(exc).__name__}: {exc}"))
        if self.engine is None:
            return
        wanted = self._music_for()
        if wanted is not None:
            self._wanted = wanted if wanted in self.library.music else ""
        level = 0.0 if self.audio.mute else self.audio.master * self.audio.music
        if level != self._level:
            self._level = level
            self.engine.music_level(level)
        if self._wanted != self._asked:
            self._asked = self._wanted
            self.engine.music(self._wanted)
        for line in self.engine.take_lines():
            self._report(line)

    @property
    def music(self) -> str:
        """The loop asked for now, "" for none."""
        return self._asked if self.engine is not None else ""

    def close(self) -> None:
        """Stop the engine (the game is ending)."""
        if self.engine is not None:
            self.engine.stop()
            self.engine = None


def silent_mixer() -> Mixer:
    """A mixer that plays nothing (tests, ``shot``, ``render``): no engine, nothing opened."""
    return Mixer(Library(), None, report=lambda line: None)


def open_mixer(volumes: Callable[[], Audio], music_for: Callable[[], str | None],
               report: Callable[[str], None] = _stderr) -> Mixer:
    """The game's mixer: the sound engine in its own process, on the first driver of
    ``[audio] driver`` (``auto``: see :mod:`game.audio.sinks`) that opens; silent, said once,
    when no driver is to be tried or the process cannot start."""
    from game.audio import quiet
    from game.audio.engine_process import EngineProcess
    from game.audio.library import load_library
    from game.audio.sinks import driver_order

    library = load_library()
    setting = volumes().driver
    order = driver_order(setting, quiet.pyglet_audio())
    engine: Engine | None = None
    if not order:
        why = ('[audio] driver = "none"' if setting == "none"
               else _("PYGLET_AUDIO={value} names no driver to try")
               .format(value=os.environ.get("PYGLET_AUDIO", "")))
        report(_("sound: off ({why}); playing silently").format(why=why))
    elif library.sounds:
        try:
            engine = EngineProcess(order)
        except OSError as exc:
            report(_("sound: the sound process could not start ({why}); playing silently")
                   .format(why=exc))
    return Mixer(library, engine, volumes, music_for, report)
