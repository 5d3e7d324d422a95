"""Tet'light's sheets: lines, the contact explosion flooding through its component and the
global explosion's wave from the centre."""

from __future__ import annotations

from typing import Any

from gallery.sheet import Row, Sheet
from game.core.actions import Action
from game.headless.positions import press

BOARD = (330.0, 0.0, 620.0, 720.0)  # the hex board and its frame


def drop(scene: Any) -> None:
    press(scene, Action.HARD_DROP)


def explode(scene: Any) -> None:
    press(scene, Action.EXPLODE)


SHEETS = [
    Sheet("tetlight-lines", "Tet'light lines",
          "A drop completes one V-line, then two at once: two lines burst more, shake harder "
          "and show a bigger banner (three flash the screen, four pulse the background too).",
          (Row("one line", "tetlight-one-line.toml", drop),
           Row("two lines", "tetlight-two-lines.toml", drop)),
          moments=(0.31, 0.36, 0.45, 0.7), region=BOARD, scale=0.4, group="Tet'light"),
    Sheet("tetlight-contact", "The contact explosion floods",
          "A bomb piece dropped onto a loaded component: the component flashes (the rules' "
          "0.3 s), then its hexagons burst ring by ring, out from the ones the piece "
          "touched, 35 ms a ring.",
          (Row("", "tetlight-contact.toml", drop),),
          moments=(0.31, 0.36, 0.42, 0.5, 0.7), region=BOARD, scale=0.4, group="Tet'light"),
    Sheet("tetlight-global", "The global explosion",
          "Explode: a wave of bursts from the board's centre to its rim in 0.45 s, under a "
          "flash of the whole screen, the background's pulse and the biggest banner.",
          (Row("", "tetlight-global.toml", explode),),
          moments=(0.0, 0.1, 0.25, 0.45, 0.8), region=BOARD, scale=0.4, group="Tet'light"),
]
