"""Per-instance bit flags read by ``shaders/board.frag``.

Layout of the ``uint32`` (the shader's constants in ``shaders/common.glsl`` must agree; a test
checks them):

- bits 0–7: independent looks (:class:`Flag`), combinable;
- bits 8–10: bomb kind (:class:`Bomb`, one per cell) drawn as an icon, so no bomb relies on
  colour alone;
- bits 16–20: rows a sliding block is drawn above its cell, times the draw's ``slide``
  (:func:`drop`), so a fall shared by many blocks moves them all through one uniform;
- bits 24–31: flash strength for :data:`FLASH` (0 means full), so a scene can fade a flash.
"""

from __future__ import annotations

from enum import IntEnum, IntFlag

import numpy as np


class Flag(IntFlag):
    """Independent per-cell looks."""

    NONE = 0
    EMPTY = 1 << 0  # dim lattice cell: the board's shape without content
    GHOST = 1 << 1  # translucent outline of the landing spot
    HIGHLIGHT = 1 << 2  # pulsing glow (focus, preview, selection)
    FLASH = 1 << 3  # white flash (rows being cleared)
    ICE = 1 << 4  # frosted cover
    STONE = 1 << 5  # stone cover


class Bomb(IntEnum):
    """Bomb kinds, stored in :data:`BOMB_MASK`."""

    NONE = 0
    NORMAL = 1
    HORIZONTAL = 2
    VERTICAL = 3
    LIGHTNING = 4
    MEGA = 5
    ACTIVATOR = 6


NONE = int(Flag.NONE)
EMPTY = int(Flag.EMPTY)
GHOST = int(Flag.GHOST)
HIGHLIGHT = int(Flag.HIGHLIGHT)
FLASH = int(Flag.FLASH)
ICE = int(Flag.ICE)
STONE = int(Flag.STONE)

BOMB_SHIFT = 8
BOMB_MASK = 0x7 << BOMB_SHIFT
DROP_SHIFT = 16
DROP_MASK = 0x1F << DROP_SHIFT
MAX_DROP = DROP_MASK >> DROP_SHIFT  # the most rows a drop holds
FLASH_SHIFT = 24
FLASH_MASK = 0xFF << FLASH_SHIFT


def bomb(kind: Bomb | int) -> int:
    """Flag bits for a bomb kind."""
    kind = Bomb(kind)
    return int(kind) << BOMB_SHIFT


BOMB_NORMAL = bomb(Bomb.NORMAL)
BOMB_HORIZONTAL = bomb(Bomb.HORIZONTAL)
BOMB_VERTICAL = bomb(Bomb.VERTICAL)
BOMB_LIGHTNING = bomb(Bomb.LIGHTNING)
BOMB_MEGA = bomb(Bomb.MEGA)
BOMB_ACTIVATOR = bomb(Bomb.ACTIVATOR)


def bomb_of(flags: int) -> Bomb:
    """The bomb kind encoded in ``flags``."""
    return Bomb((int(flags) & BOMB_MASK) >> BOMB_SHIFT)


def flash(strength: float = 1.0) -> int:
    """:data:`FLASH` with a strength in ``(0, 1]``; 0 or less gives no flash at all."""
    if strength <= 0.0:
        return 0
    level = min(255, max(1, round(strength * 255)))
    return FLASH | (0 if level == 255 else level << FLASH_SHIFT)


def drop(rows: int) -> int:
    """Flag bits for a block drawn ``rows`` rows (0–31) above its cell at a full ``slide``."""
    if not 0 <= rows <= MAX_DROP:
        raise ValueError(f"a drop is 0 to {MAX_DROP} rows, got {rows}")
    return rows << DROP_SHIFT


def flash_strength(flags: int) -> float:
    """Strength of the flash encoded in ``flags`` (0.0 when :data:`FLASH` is not set)."""
    if not int(flags) & FLASH:
        return 0.0
    level = (int(flags) & FLASH_MASK) >> FLASH_SHIFT
    return 1.0 if level == 0 else level / 255.0


def array(n: int, value: int = 0) -> np.ndarray:
    """A ``(n,)`` uint32 flags array filled with ``value``, ready for ``BoardRenderer.update``."""
    return np.full(n, value, dtype=np.uint32)
