"""Hot reload of the ``[effects]`` and ``[audio]`` sections while playing.

Polled from the frame loop: at most every 0.5 s it looks at the file's modification time and
size, and re-reads it only when they changed. A broken edit (not TOML yet, a bad value, the
file briefly gone while an editor saves) keeps the last good values and is reported once.
The audio volumes follow too (:meth:`SettingsWatch.take_audio`). The other sections are read
at start only: they change a window or a game already running.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path

from game.config.loader import FileProblem, Problem, check_section, read_table
from game.config.schema import Audio, Effects
from game.i18n import _

CHECK_EVERY_S = 0.5
SECTION = "effects"

Stamp = tuple[int, int] | None


def _stamp(path: Path) -> Stamp:
    """(mtime in ns, size), or None when there is no file; a change means re-read."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


class SettingsWatch:
    """Follows one settings file; :meth:`poll` gives new effects when an edit changed them."""

    def __init__(self, path: Path, effects: Effects, report: Callable[[Problem], None],
                 reported: Iterable[Problem] = (),
                 clock: Callable[[], float] = time.monotonic, audio: Audio | None = None
                 ) -> None:
        """``effects`` (and ``audio``, when given): what was loaded at start; ``reported``:
        its problems, already told."""
        self.path = path
        self.effects = effects
        self.report = report  # public: the app points it at the screen too
        self.audio = audio
        self._audio_changed = False
        self._reported = {str(p) for p in reported}
        self._clock = clock
        self._stamp = _stamp(path)
        self._next_check = clock() + CHECK_EVERY_S

    def poll(self) -> Effects | None:
        """The new effects when the file changed them since the last call, else None.

        Cheap enough for every frame: a clock read, and a stat twice a second.
        """
        now = self._clock()
        if now < self._next_check:
            return None
        self._next_check = now + CHECK_EVERY_S
        stamp = _stamp(self.path)
        if stamp == self._stamp:
            return None
        self._stamp = stamp
        effects = self._reload()
        if effects == self.effects:
            return None
        self.effects = effects
        return effects

    def _reload(self) -> Effects:
        try:
            data = read_table(self.path)
        except FileNotFoundError:
            gone = Problem(str(self.path), _("the file is gone; keeping the current effects"))
            self._tell([gone])
            return self.effects
        except FileProblem as exc:
            self._tell([exc.problem(_("keeping the current effects"))])
            return self.effects
        effects, problems = check_section(SECTION, data.get(SECTION, {}), self.effects)
        if self.audio is not None:
            audio, audio_problems = check_section("audio", data.get("audio", {}), self.audio)
            problems += audio_problems
            if audio != self.audio:
                self.audio, self._audio_changed = audio, True
        self._tell(problems)
        return effects

    def take_audio(self) -> Audio | None:
        """The new ``[audio]`` once after an edit changed it (after :meth:`poll` saw the
        edit), else None."""
        if not self._audio_changed:
            return None
        self._audio_changed = False
        return self.audio

    def _tell(self, problems: list[Problem]) -> None:
        """Report what is newly wrong; what the last read already reported is not repeated."""
        texts = {str(p) for p in problems}
        for problem in problems:
            if str(problem) not in self._reported:
                self.report(problem)
        self._reported = texts
