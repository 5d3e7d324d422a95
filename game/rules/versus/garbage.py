"""A slot's garbage queue (rules/versus.md §3-4): attacks wait, become ready after the delay,
cancel against the slot's own attacks and rise after a lock that clears nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.rng import Stream
from game.rules.versus.views import Attack


@dataclass(slots=True)
class Waiting:
    lines: int
    ready_at: int  # the first tick on which these lines may rise
    hole: int


@dataclass(slots=True)
class GarbageQueue:
    """Oldest first. Hole columns come from ``forced`` first (scenarios), then ``stream``."""

    stream: Stream
    width: int
    forced: list[int] = field(default_factory=list)
    attacks: list[Waiting] = field(default_factory=list)

    def receive(self, lines: int, ready_at: int) -> Waiting:
        """A new attack; it draws its hole column now, so the bar can show it."""
        hole = self.forced.pop(0) if self.forced else self.stream.below(self.width)
        attack = Waiting(lines, ready_at, hole)
        self.attacks.append(attack)
        return attack

    def cancel(self, lines: int) -> int:
        """Cancel up to ``lines`` waiting lines, oldest first; returns what is left to send."""
        while lines and self.attacks:
            oldest = self.attacks[0]
            used = min(lines, oldest.lines)
            oldest.lines -= used
            lines -= used
            if not oldest.lines:
                self.attacks.pop(0)
        return lines

    def take_ready(self, tick: int, cap: int) -> list[int]:
        """Up to ``cap`` ready lines, oldest first, as one hole column per garbage row (the
        bottom row last); a part of an attack left over keeps waiting with its hole."""
        holes: list[int] = []
        while self.attacks and self.attacks[0].ready_at <= tick and len(holes) < cap:
            oldest = self.attacks[0]
            used = min(oldest.lines, cap - len(holes))
            holes += [oldest.hole] * used
            oldest.lines -= used
            if not oldest.lines:
                self.attacks.pop(0)
        return holes

    def view(self, tick: int) -> tuple[Attack, ...]:
        return tuple(Attack(a.lines, max(0, a.ready_at - tick), a.hole) for a in self.attacks)

    def state(self) -> dict[str, Any]:
        return {"rng": self.stream.state, "forced": list(self.forced),
                "attacks": [[a.lines, a.ready_at, a.hole] for a in self.attacks]}
