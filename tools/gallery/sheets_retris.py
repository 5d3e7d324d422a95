"""Retris's sheets: each Arcade special's own blast, and the clears of one to four rows side
by side (each row more a bigger flash, burst, shake and banner)."""

from __future__ import annotations

from typing import Any

from gallery.sheet import Row, Sheet
from game.core.actions import Action
from game.headless.positions import press

FIELD = (402.0, 10.0, 476.0, 700.0)  # Retris's field and frame, with room for banners
KINDS = (("Normal", "normal"), ("Horizontal", "horizontal"), ("Vertical", "vertical"),
         ("Lightning", "lightning"), ("Mega", "mega"), ("Activator", "activator"))


def hard_drop(scene: Any) -> None:
    press(scene, Action.HARD_DROP)


SHEETS = [
    Sheet("bombs", "Each special its own blast",
          "Retris Arcade: the dropped I's row hit destroys the special, which fires in "
          "generation 1, 0.5 s later (frames 0.02, 0.08, 0.18 and 0.35 s after it): the "
          "Normal Bomb's ring shockwave and debris, the Horizontal and Vertical beams "
          "sweeping out from the bomb, the Lightning bolts to every block of its colour, the "
          "Mega Bomb all four under a screen flash, the Activator's pulses to the bombs it "
          "fires; ice shatters and stone crumbles where the blasts reach.",
          tuple(Row(label, f"arcade-{kind}.toml", hard_drop) for label, kind in KINDS),
          moments=(0.52, 0.58, 0.68, 0.85), region=FIELD, scale=0.4, group="Retris Arcade"),
    Sheet("clears", "One to four rows at once",
          "Retris Classic: an I stood up in the well clears 1, 2, 3 or 4 rows. A single is "
          "a quick row flash, a few sparks and a small banner; each row more flashes "
          "brighter, bursts more, shakes harder and shows a bigger banner; four flash the "
          "whole field and pulse the background.",
          (Row("single", "classic-one-row.toml", hard_drop),
           Row("double", "classic-two-rows.toml", hard_drop),
           Row("triple", "classic-three-rows.toml", hard_drop),
           Row("four rows", "classic-four-rows.toml", hard_drop)),
          moments=(0.02, 0.08, 0.2, 0.45), region=FIELD, scale=0.4, group="Retris Classic"),
]
