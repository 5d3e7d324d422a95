"""A versus match's recorder: each tick, before the match steps, every bot slot is asked for
its input changes (rules/versus.md §6), which are stamped and recorded exactly like a
person's, so a match replay needs no bot to play back.

A bot sees the :class:`~game.rules.versus.views.SlotView` of the snapshot after the previous
tick (what is on screen), never the match's inner state. A slot a bot holds takes no changes
from a person (its pad was unplugged and the players gave the slot away, say); a slot handed
back to a person (:meth:`MatchRecorder.set_bot` with None) takes them again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.core.actions import Action, Pending
from game.core.events import Event
from game.core.match_replay import MatchHeader, MatchReplay, SlotSpec, header_from_json
from game.core.replay import ReplayHeader
from game.rules.base import GameRules
from game.sim.recorder import Recorder

BotChange = tuple[Action, bool, tuple[int, ...]]


class Bot(Protocol):
    """What ``game.bots.make_bot`` returns (versus-plan: the bots' API)."""

    def changes(self, view: Any, tick: int) -> Sequence[BotChange]: ...


def slot_of(change: Pending) -> int:
    """The slot a pending change moves (0 for a solo game's 3-tuple)."""
    return int(change[3]) if len(change) == 4 else 0


class MatchRecorder(Recorder):
    """:class:`Recorder` for a match (``rules.snapshot()`` is a ``MatchSnapshot``), with
    ``bots``: slot (0-based) → bot."""

    def __init__(self, rules: GameRules, header: MatchHeader | ReplayHeader,
                 bots: Mapping[int, Bot] | None = None) -> None:
        super().__init__(rules, header)
        self.bots: dict[int, Bot] = dict(bots or {})
        #: Who plays each slot, as a match replay's header lists them (versus-plan:
        #: ``{"kind": "person"|"bot", "level": 1-5 (bots), "device": str}``); the screen
        #: that starts the match fills it in and keeps it current (a slot given to a bot).
        self.slots: list[dict[str, Any]] = []
        self._seen: Any = None  # the snapshot the loop took last (its tick says if it is new)

    def set_bot(self, slot: int, bot: Bot | None) -> None:
        """Hand ``slot`` to ``bot`` from the next tick on (None: back to a person)."""
        if bot is None:
            self.bots.pop(slot, None)
        else:
            self.bots[slot] = bot

    def step(self, pending: list[Pending]) -> list[Event]:
        """The persons' ``pending`` changes (those for bot slots dropped), then each bot's in
        slot order, all stamped with this tick."""
        if not self.bots:
            return super().step(pending)
        people = [p for p in pending if slot_of(p) not in self.bots]
        return super().step(people + self._bot_changes())

    def _bot_changes(self) -> list[Pending]:
        view = self._view()
        tick = self.rules.tick
        out: list[Pending] = []
        for slot in sorted(self.bots):
            if slot >= len(view.slots):
                continue
            for action, pressed, args in self.bots[slot].changes(view.slots[slot], tick):
                out.append((action, pressed, tuple(args), slot))
        return out

    def _view(self) -> Any:
        """The snapshot after the last tick: the loop's own when it took one since."""
        seen = self._seen
        if seen is None or seen.tick != self.rules.tick:
            seen = self._seen = self.rules.snapshot()
        return seen

    def snapshot(self) -> Any:
        self._seen = self.rules.snapshot()
        return self._seen

    def replay(self) -> Any:
        """The match replay (:meth:`Recorder.replay`), its header's slots as :attr:`slots`
        has them now: who played each slot at the end (a slot handed to a bot is a bot's;
        its person's changes before are in the inputs all the same)."""
        from game.sim.match_session import fit_slot

        replay = super().replay()
        if isinstance(replay, MatchReplay) and self.slots:
            slots = [fit_slot(SlotSpec(s["kind"], s.get("device", ""), s.get("level")))
                     for s in self.slots]
            header = replay.header.to_json() | {"slots": [s.to_json() for s in slots]}
            replay.header = header_from_json(header, replay.header.format_version)
        return replay
