"""The contract every game's rules object meets (the rules loop only talks to this), and the
tick they all share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.actions import InputChange
from game.core.events import Event


class GameRules(Protocol):
    """A game in progress. Mutable inside, but only ``step`` changes it.

    ``step`` advances exactly one tick (120 Hz) after applying the input changes of that
    tick, in order; it returns the tick's events. ``snapshot`` returns an immutable view for
    drawing; ``state`` returns plain JSON-able data that determines the future completely
    (it feeds the digest).
    """

    tick: int

    def step(self, changes: Sequence[InputChange]) -> list[Event]: ...

    def snapshot(self) -> Any: ...

    def state(self) -> dict[str, Any]: ...

    @property
    def over(self) -> bool: ...

    @property
    def settled(self) -> bool:
        """True when nothing is in motion (used by a scenario's ``settle``)."""
        ...


class TickedRules:
    """The tick every game's rules share. :meth:`step` runs the game's own :meth:`_advance`
    (where its order of a tick lives: inputs, falling, chains…), counts the tick and hands
    out the events :meth:`_emit` gathered; those of the constructor (the first spawn or
    deal) come out with the first step."""

    def __init__(self) -> None:
        self.tick = 0
        self._events: list[Event] = []

    def step(self, changes: Sequence[InputChange] = ()) -> list[Event]:
        """Advance one tick after applying ``changes`` in order; returns the tick's events."""
        self._advance(changes)
        self.tick += 1
        events, self._events = self._events, []
        return events

    def _advance(self, changes: Sequence[InputChange]) -> None:
        """One tick of this game, ``changes`` applied in order (before ``tick`` counts it)."""
        raise NotImplementedError

    def _emit(self, kind: str, /, **data: Any) -> None:
        # Positional-only: an event's data may have a key called "kind" (Tet'light's flash).
        self._events.append(Event(self.tick, kind, data))
