"""Where pieces come from: forced ones first (a scenario's queue), then three seeded streams.

``pieces`` picks a shape uniformly over the table, ``colours`` a colour 1–count, ``bombs``
whether it is a bomb piece (1/10). Separate streams keep each draw from shifting the others.
One piece is always waiting, so the radar can show it without drawing (looking never changes
the game).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from game.core.rng import RngStreams
from game.rules.tetlight.tuning import TetlightTuning


@dataclass(frozen=True, slots=True)
class QueuedPiece:
    """A piece waiting to be dealt."""

    name: str
    color: int
    bomb: bool

    def to_json(self) -> list[object]:
        return [self.name, self.color, self.bomb]


class Dealer:
    """Deals pieces in order, keeping one waiting for the radar."""

    def __init__(self, seed: int, tuning: TetlightTuning,
                 forced: Iterable[QueuedPiece] = ()) -> None:
        streams = RngStreams(seed)
        self._pieces, self._colours, self._bombs = (
            streams("pieces"), streams("colours"), streams("bombs"))
        self._tuning = tuning
        self._names = tuple(tuning.pieces)
        self.pending: deque[QueuedPiece] = deque(forced)
        self._fill()

    def _draw(self) -> QueuedPiece:
        t = self._tuning
        name = self._pieces.choice(self._names)
        color = self._colours.below(t.color_count) + 1
        if t.color_per_shape:
            color = t.pieces[name].color
        numerator, denominator = t.bomb_chance
        bomb = self._bombs.below(denominator) < numerator
        return QueuedPiece(name, color, bomb)

    def _fill(self) -> None:
        while not self.pending:
            self.pending.append(self._draw())

    def pop(self) -> QueuedPiece:
        """The next piece; another is drawn so one is still waiting."""
        piece = self.pending.popleft()
        self._fill()
        return piece

    def peek(self) -> QueuedPiece:
        """The piece that comes next (the radar's)."""
        return self.pending[0]

    def state(self) -> dict[str, object]:
        return {"pending": [p.to_json() for p in self.pending],
                "rng": [self._pieces.state, self._colours.state, self._bombs.state]}
