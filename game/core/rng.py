"""Named, seeded random streams.

Each purpose (pieces, specials, colours…) draws from its own stream derived from the game seed
and the stream's name, so adding draws to one never shifts another. SplitMix64 is used instead of
``random.Random`` so the sequence is fixed by this file alone and its state is one int that goes
into the state digest.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Stream:
    """A SplitMix64 generator; deterministic across platforms and Python versions."""

    __slots__ = ("name", "state")

    def __init__(self, name: str, state: int) -> None:
        self.name = name
        self.state = state & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform int in [0, n) without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def chance(self, p: float) -> bool:
        return self.random() < p

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        total = float(sum(weights))
        x = self.random() * total
        for item, w in zip(items, weights, strict=True):
            x -= w
            if x < 0:
                return item
        return items[-1]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class RngStreams:
    """Hands out one :class:`Stream` per name, all derived from one game seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._streams: dict[str, Stream] = {}

    def __call__(self, name: str) -> Stream:
        if name not in self._streams:
            digest = hashlib.sha256(f"{self.seed}:{name}".encode()).digest()
            self._streams[name] = Stream(name, int.from_bytes(digest[:8], "little"))
        return self._streams[name]

    def state(self) -> dict[str, int]:
        """Every stream's state, for the digest."""
        return {name: s.state for name, s in sorted(self._streams.items())}
