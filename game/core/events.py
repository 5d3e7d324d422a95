"""Events the rules emit each tick; effects, sound and HUD react to them, never change state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened on a tick: ``kind`` names it, ``data`` holds plain values.

    Kinds used by Retris: ``spawn`` (piece), ``move``, ``rotate`` (kick index),
    ``rotate_refused`` (every kick blocked), ``hold``, ``lock`` (cells), ``rows_cleared``
    (rows, points), ``level_up`` (level), ``game_over``;
    in Arcade also ``chain`` (chain, rows), ``generation`` (k, row_hits, fired bombs with their
    areas, activators, destroyed, stripped, survived) and ``chain_end`` (rows_scored,
    row_points, bomb_points, shift).

    Tet'light (``move``, ``rotate``, ``rotate_refused`` too) adds
    ``land`` (cells, dropped, points, bomb_points), ``flash`` (cells, kind),
    ``contact`` and ``lines`` (cells with colours, points), ``gravity`` (drops),
    ``bomb_gained``, ``global_explosion``, ``radar`` (on, cost, taken: what left the score),
    ``paused``, ``resumed``;
    its ``level_up`` says ``by_hand`` and its ``game_over`` a ``reason``.
    """

    tick: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
