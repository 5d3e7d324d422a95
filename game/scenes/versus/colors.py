"""Each player's colour (their field's rim, name and arrow), the same on every versus screen."""

from __future__ import annotations

from game.ui import theme

PLAYER_COLORS: tuple[theme.Color, ...] = (
    (84, 214, 255, 255),  # P1 cyan (the accent)
    (255, 168, 64, 255),  # P2 amber
    (120, 232, 140, 255),  # P3 green
    (246, 110, 200, 255),  # P4 pink
)
GARBAGE_WAITING: theme.Color = (128, 134, 150, 255)  # grey: not ready yet (versus.md §4)
GARBAGE_READY: theme.Color = (255, 72, 92, 255)  # red: rises at the next non-clearing lock


def player_color(index: int) -> theme.Color:
    return PLAYER_COLORS[index % len(PLAYER_COLORS)]


def player_name(index: int) -> str:
    return f"P{index + 1}"
