"""Where input is stamped, applied and recorded: the one step both loops share."""

from __future__ import annotations

from typing import Any

from game.core.actions import InputChange, Pending
from game.core.digest import digest
from game.core.events import Event
from game.core.match_replay import MatchHeader, MatchReplay
from game.core.replay import Replay, ReplayHeader
from game.rules.base import GameRules


class Recorder:
    """Steps the rules one tick at a time, stamping pending input with that tick and
    keeping every change for the replay."""

    def __init__(self, rules: GameRules, header: ReplayHeader | MatchHeader) -> None:
        self.rules = rules
        self.header = header
        self.inputs: list[InputChange] = []

    def step(self, pending: list[Pending]) -> list[Event]:
        """Apply ``pending`` (in arrival order) at the current tick and advance one tick."""
        tick = self.rules.tick
        changes = [InputChange(tick, *change) for change in pending]
        self.inputs.extend(changes)
        return self.rules.step(changes)

    def replay(self) -> Replay | MatchReplay:
        """The replay so far, ending with the digest of the current state and the statistics
        (of the games that count them). A versus match's (a :class:`MatchHeader`) is the
        match replay of every change stamped here, each with its slot, and the result."""
        if isinstance(self.header, MatchHeader):
            return self._match_replay(self.header)
        stats = getattr(self.rules, "stats", None)
        return Replay(self.header, list(self.inputs), self.rules.tick, self.digest(),
                      stats() if stats is not None else None)

    def digest(self) -> str:
        return digest(self.rules.state())

    def snapshot(self) -> Any:
        return self.rules.snapshot()

    def _match_replay(self, header: MatchHeader) -> MatchReplay:
        from game.rules.versus.match import VersusMatch
        from game.sim.match_session import match_result

        if not isinstance(self.rules, VersusMatch):
            # Something between this recorder and the match (bots' seats) would step the
            # match with changes this recorder never saw: the replay would not play back.
            raise ValueError(f"a match replay records the changes a VersusMatch is stepped "
                             f"with; this recorder steps a "
                             f"{type(self.rules).__name__}")  # i18n: not shown
        return MatchReplay(header, list(self.inputs), match_result(self.rules))
