"""Bots seated in a versus match: the match, with some of its slots played by bots.

:class:`BotSeats` is a GameRules wrapper (what the scenario runner and a headless match step):
every tick it asks each seated bot for its changes on the match's latest snapshot and steps the
match with them and the changes it was given (a person's, a scenario's). A bot's changes are
stamped with the match tick and its slot, exactly as a person's keys would be, so a replay of
the match's inputs reproduces it without the bots. Between rounds bots say nothing (the match
ignores inputs then anyway).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots import Bot, make_bot
from game.core.actions import InputChange
from game.core.events import Event
from game.core.rng import RngStreams
from game.core.ruleset import ValidationError
from game.rules.versus.match import VersusMatch
from game.rules.versus.views import PLAY, MatchSnapshot


def bot_seed(seed: int, slot: int) -> int:
    """Each seat's own seed for its mistakes, from the match seed."""
    return RngStreams(seed)(f"bot-seat-{slot}").next_u64()


class BotSeats:
    """``match`` with the slots of ``levels`` ({slot: level 1-5}, slots 0-based) played by bots."""

    def __init__(self, match: VersusMatch, levels: dict[int, int], seed: int) -> None:
        self.match = match
        self.seed = seed
        self.bots: dict[int, Bot] = {}
        # Every change the match was stepped with, the given ones and the bots', in order:
        # what a match replay holds (a recorder in front of this sees the given ones only).
        self.inputs: list[InputChange] = []
        self._snap: MatchSnapshot | None = None
        for slot, level in sorted(levels.items()):
            self.seat(slot, level)

    def seat(self, slot: int, level: int) -> None:
        """A bot of ``level`` takes ``slot`` from the next tick on (at a match's start, or
        mid-round when a person's pad is gone: it plays on from what the field shows)."""
        if not isinstance(slot, int) or isinstance(slot, bool) \
                or not 0 <= slot < self.match.players:
            raise ValidationError("bots", f"slots from 0 to {self.match.players - 1}", slot)
        bot = make_bot(self.match.game_name, level, self.match.options, bot_seed(self.seed, slot))
        self.bots = dict(sorted({**self.bots, slot: bot}.items()))

    def unseat(self, slot: int) -> None:
        """The slot's bot leaves it (a person takes the slot back); no bot there is no error."""
        self.bots.pop(slot, None)

    def bot_changes(self, snap: MatchSnapshot) -> list[InputChange]:
        """The bots' changes for the tick about to be stepped, given the latest snapshot."""
        if snap.phase != PLAY:
            return []
        out = []
        for slot, bot in self.bots.items():
            out.extend(InputChange(snap.tick, action, pressed, args, player=slot)
                       for action, pressed, args in bot.changes(snap.slots[slot], snap.tick))
        return out

    # -- the GameRules contract, delegated ---------------------------------------------------

    @property
    def tick(self) -> int:
        return self.match.tick

    def step(self, changes: Sequence[InputChange] = ()) -> list[Event]:
        stepped = [*changes, *self.bot_changes(self.snapshot())]
        self.inputs.extend(stepped)
        events = self.match.step(stepped)
        self._snap = None
        return events

    def snapshot(self) -> MatchSnapshot:
        if self._snap is None or self._snap.tick != self.match.tick:
            self._snap = self.match.snapshot()
        return self._snap

    def state(self) -> dict[str, Any]:
        return self.match.state()

    @property
    def over(self) -> bool:
        return self.match.over

    @property
    def settled(self) -> bool:
        return self.match.settled
