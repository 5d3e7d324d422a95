"""The piece queue: forced pieces first, then bags from the seeded ``pieces`` stream.

Normal and Relax deal 7-bags of the tetrominoes. Crazy deals bags of the 7 tetrominoes plus
``extra`` distinct pieces drawn from the Crazy set, shuffled together (rules/retris.md §2).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.core.rng import Stream


@dataclass(frozen=True, slots=True)
class QueuedPiece:
    """A piece waiting to be dealt: its name and one special letter per block (``.`` none)."""

    name: str
    specials: str

    def to_json(self) -> list[str]:
        return [self.name, self.specials]


def make_bag(stream: Stream, standard: tuple[str, ...], crazy: tuple[str, ...],
             extra: int) -> list[str]:
    """One shuffled bag: every standard piece once, plus ``extra`` distinct Crazy pieces."""
    bag = list(standard)
    if extra and crazy:
        pool = list(crazy)
        stream.shuffle(pool)
        bag.extend(pool[:extra])
    stream.shuffle(bag)
    return bag


class PieceQueue:
    """Deals pieces in order; refills itself a whole bag at a time so previews stay full."""

    def __init__(self, stream: Stream, standard: tuple[str, ...], crazy: tuple[str, ...],
                 extra: int, specials_for: Callable[[str], str],
                 forced: Iterable[QueuedPiece] = ()) -> None:
        self.stream = stream
        self.standard = standard
        self.crazy = crazy
        self.extra = extra
        self.specials_for = specials_for
        self.pending: deque[QueuedPiece] = deque(forced)

    def fill(self, count: int) -> None:
        """Make sure at least ``count`` pieces are waiting."""
        while len(self.pending) < count:
            for name in make_bag(self.stream, self.standard, self.crazy, self.extra):
                self.pending.append(QueuedPiece(name, self.specials_for(name)))

    def pop(self, keep: int) -> QueuedPiece:
        """The next piece; afterwards ``keep`` more are waiting (the next window)."""
        self.fill(keep + 1)
        piece = self.pending.popleft()
        self.fill(keep)
        return piece

    def peek(self, count: int) -> list[QueuedPiece]:
        """Up to ``count`` waiting pieces; never draws (looking must not change the game)."""
        return [self.pending[i] for i in range(min(count, len(self.pending)))]

    def state(self) -> dict[str, object]:
        return {"pending": [p.to_json() for p in self.pending], "rng": self.stream.state}
