"""The contract every game's rules object meets; the rules loop only talks to this."""

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
