"""Whom a Retris slot's attack goes to (rules/versus.md §3): with two slots the other one;
with more, the living slots other than the sender in turn, starting from the slot after it,
one target per sending lock."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.versus.slot import Slot


def current_target(slots: Sequence[Slot], sender: Slot) -> int | None:
    """The slot the sender's next attack would go to (the HUD's arrow); None if none lives."""
    count = len(slots)
    for step in range(count):
        index = (sender.next_target + step) % count
        if index != sender.index and not slots[index].out:
            return index
    return None


def take_target(slots: Sequence[Slot], sender: Slot) -> int | None:
    """The target of an attack being sent now; the turn moves on past it."""
    target = current_target(slots, sender)
    if target is not None:
        sender.next_target = (target + 1) % len(slots)
    return target
