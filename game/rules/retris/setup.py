"""A forced starting position: the pieces to deal first and the field to start on.

Used by scenarios and tests; a normal game has no setup (empty field, randomiser only).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.ruleset import ValidationError
from game.rules.retris.cells import parse_field, parse_specials
from game.rules.retris.randomiser import QueuedPiece
from game.rules.retris.tuning import RetrisTuning


@dataclass(frozen=True, slots=True)
class RetrisSetup:
    """``queue``: entries ``"T"`` or ``"T:n..."`` (one special per block, state-0 reading
    order); ``field``: one string per row, top row first, two characters per cell."""

    queue: tuple[str, ...] = ()
    field: tuple[str, ...] | None = None


def parse_queue_entry(entry: object, tuning: RetrisTuning, key: str) -> QueuedPiece:
    """``"NAME"`` or ``"NAME:SPECIALS"``."""
    if not isinstance(entry, str):
        raise ValidationError(key, "a piece name string", entry)
    name, sep, specials = entry.partition(":")
    piece = tuning.pieces.get(name)
    if piece is None:
        raise ValidationError(key, "a piece name (" + ", ".join(tuning.pieces) + ")", name)
    if not sep:
        return QueuedPiece(name, ("." * piece.block_count))
    return QueuedPiece(name, "".join(parse_specials(specials, piece.block_count, key)))


def parse_setup(setup: RetrisSetup, tuning: RetrisTuning
                ) -> tuple[list[QueuedPiece], list[list[str]] | None]:
    """Check a setup; raises ValidationError naming ``queue[i]`` or ``field``."""
    queue = [parse_queue_entry(entry, tuning, f"queue[{index}]")
             for index, entry in enumerate(setup.queue)]
    grid = None
    if setup.field is not None:
        grid = parse_field(tuple(setup.field), tuning.width, tuning.height)
    return queue, grid
