"""A replay played forward tick by tick that can jump to any tick: the theatre's and the video
renderer's rules.

Seeking re-simulates from the nearest earlier checkpoint: a pickled copy of the rules (and
where in the input list they were) taken every ``every`` ticks. :meth:`ReplayCursor.prepare`
plays the replay once to take them all (about 0.5 s for ten minutes of Retris here), so a
seek anywhere then costs one unpickle and at most ``every`` ticks. Pickle, not deepcopy: it
was four times faster on the rules objects (0.7 ms against 2.7 ms for Retris).
"""

from __future__ import annotations

import bisect
import pickle
from typing import Any

from game.core.digest import digest
from game.core.events import Event
from game.core.match_replay import MatchReplay
from game.core.replay import Replay
from game.rules import registry
from game.rules.base import GameRules
from game.rules.versus.views import MatchSnapshot
from game.sim.match_session import match_from_header
from game.sim.session import rules_from_header, version_problem

CHECKPOINT_TICKS = 600  # 5 s of play at 120 Hz: a seek re-simulates at most this many ticks
SCORE_EVERY = 30  # ticks between the score samples that find the highlights
HIGHLIGHT_SPAN = 240  # ticks: a highlight is the most points won within 2 s
LEAD_IN = 120  # ticks shown before a highlight's points, to see it coming


def watch_problem(replay: Replay) -> str | None:
    """Why this replay cannot be watched here (one line), or None when it can."""
    h = replay.header
    return version_problem(h, registry.RULESET_VERSION.get(h.game))


class ReplayCursor:
    """The rules of a replay at some tick, moved forward by :meth:`run_to` or anywhere by
    :meth:`seek`. Raises ``ValueError`` (from the header) for a replay it cannot rebuild."""

    def __init__(self, replay: Replay | MatchReplay, every: int = CHECKPOINT_TICKS) -> None:
        if every < 1:
            raise ValueError(
                f"every: expected a positive number of ticks, got {every}")  # i18n: not shown
        self.replay = replay
        self.every = every
        self.rules: GameRules = (match_from_header(replay.header)  # type: ignore[assignment]
                                 if isinstance(replay, MatchReplay)
                                 else rules_from_header(replay.header))
        self._next = 0  # index of the first input not applied yet
        self._marks: list[int] = []  # ticks of the checkpoints, ascending
        self._saved: list[tuple[bytes, int]] = []  # pickled rules, input index
        self.scores: list[tuple[int, int]] = []  # (tick, score) samples taken by prepare
        self._checkpoint()

    @property
    def tick(self) -> int:
        return int(self.rules.tick)

    @property
    def start(self) -> int:
        """The first tick there is: 0, or where a practice game took over (its origin)."""
        return self._marks[0]

    @property
    def end(self) -> int:
        """The last tick the replay reaches (its final tick, or the top out before it)."""
        return int(self.replay.final_tick)

    def run_to(self, tick: int) -> list[Event]:
        """Advance to ``tick`` (never past the end or a game over); the ticks' events."""
        inputs, events = self.replay.inputs, []
        goal = min(tick, self.end)
        while self.rules.tick < goal and not self.rules.over:
            start = self._next
            while self._next < len(inputs) and inputs[self._next].tick == self.rules.tick:
                self._next += 1
            events.extend(self.rules.step(inputs[start:self._next]))
            if self.rules.tick % self.every == 0:
                self._checkpoint()
        return events

    def seek(self, tick: int) -> None:
        """Put the rules at ``tick`` (clamped to start..end): from the latest checkpoint at
        or before it, played forward with the recorded inputs (events dropped)."""
        tick = max(self.start, min(tick, self.end))
        at = bisect.bisect_right(self._marks, tick) - 1
        if not (self._marks[at] <= self.tick <= tick):  # going back, or far ahead: restore
            data, index = self._saved[at]
            self.rules, self._next = pickle.loads(data), index
        self.run_to(tick)

    def prepare(self) -> None:
        """Play the whole replay once, taking every checkpoint, then go back to the start."""
        here = self.tick
        self.seek(0)
        self.scores = [(0, _score(self.rules))]
        while self.tick < self.end and not self.rules.over:
            self.run_to(self.tick + SCORE_EVERY)
            self.scores.append((self.tick, _score(self.rules)))
        self.seek(here)

    def highlights(self, most: int = 6) -> list[tuple[int, int]]:
        """The ``most`` moments that won the most points within 2 s, in time order, as
        (tick to jump to, points): where to see a big chain or clear coming (after
        :meth:`prepare`)."""
        span = max(1, HIGHLIGHT_SPAN // SCORE_EVERY)
        gains = [(self.scores[min(i + span, len(self.scores) - 1)][1] - score, tick)
                 for i, (tick, score) in enumerate(self.scores)]
        chosen: list[tuple[int, int]] = []
        for gain, tick in sorted(gains, key=lambda g: (-g[0], g[1])):
            if gain <= 0 or len(chosen) >= most:
                break
            if all(abs(tick - t) >= HIGHLIGHT_SPAN for t, _ in chosen):
                chosen.append((tick, gain))
        return sorted((max(0, t - LEAD_IN), g) for t, g in chosen)

    def digest(self) -> str:
        """The state digest now (compared with straight play in the tests)."""
        return digest(self.rules.state())

    def snapshot(self) -> Any:
        return self.rules.snapshot()

    def _checkpoint(self) -> None:
        """Keep a copy of the rules now (once per tick, in tick order)."""
        tick = self.tick
        if self._marks and self._marks[-1] >= tick:
            return  # already taken (a replay played again after a seek back)
        self._marks.append(tick)
        self._saved.append((pickle.dumps(self.rules, pickle.HIGHEST_PROTOCOL), self._next))


def _score(rules: GameRules) -> int:
    """The score as the snapshot shows it (each game keeps its own kind of score); in a
    versus match the lines sent so far this round (Retris) or the slots' scores (a race),
    so the highlights are its big attacks or big points."""
    try:
        snap = rules.snapshot()
        if isinstance(snap, MatchSnapshot):
            if snap.game == "retris":
                return sum(view.sent for view in snap.slots)
            return sum(int(view.game.score) for view in snap.slots)
        return int(snap.score)
    except (AttributeError, TypeError, ValueError):
        return 0
