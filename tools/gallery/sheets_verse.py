"""Verse's sheets: one to three lines at once, a streak and a board left empty."""

from __future__ import annotations

from typing import Any

from gallery.sheet import Row, Sheet
from game.core.actions import Action
from game.headless.positions import press


def place(slot: int, row: int, col: int) -> Any:
    def fire(scene: Any) -> None:
        press(scene, (Action.PLACE, (slot, row, col)))
    return fire


SHEETS = [
    Sheet("verse-lines", "Verse: one to three lines at once",
          "A placement clears one, two or three lines: GOOD, GREAT, EXCELLENT, each a tier "
          "bigger, with more sparks, a harder shake and (from two) a flash of the board; "
          "each line bursts outward from the piece along the line.",
          (Row("one line", "verse-one-line.toml", place(0, 7, 7)),
           Row("two lines", "verse-two-lines.toml", place(0, 6, 7)),
           Row("three lines", "verse-three-lines.toml", place(0, 5, 7))),
          moments=(0.1, 0.2, 0.35, 0.7), scale=0.3, group="Verse"),
    Sheet("verse-streak", "Verse: a streak",
          "The second clear in a row: its banner and STREAK ×2 under it.",
          (Row("", "verse-streak.toml", place(1, 7, 7)),),
          moments=(0.1, 0.3, 0.7), scale=0.3, group="Verse"),
    Sheet("verse-board-clear", "Verse: the board cleared",
          "The last lines go and the board is empty: the screen flashes, the background "
          "pulses from the board, confetti of every colour bursts from every cell in a wave "
          "from the centre, under BOARD CLEAR.",
          (Row("", "verse-board-clear.toml", place(0, 7, 7)),),
          moments=(0.05, 0.2, 0.4, 0.8), scale=0.3, group="Verse"),
]
