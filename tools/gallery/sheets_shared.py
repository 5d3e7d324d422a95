"""The shared primitives' sheets: the hard drop's trail and spring, banners by tier, flashes,
the background's pulse (on Retris's play scene), and the four-generation Mega Bomb chain as
it plays now."""

from __future__ import annotations

from typing import Any

from gallery.sheet import Row, Sheet
from game.core.actions import Action
from game.headless.positions import press

STACK = "classic-stack-hard-drop.toml"
CHAIN = "mega-chain-four-generations.toml"
FIELD = (402.0, 10.0, 476.0, 700.0)  # Retris's field and frame, with room for banners
REDUCED = {"reduced_motion": True}


def hard_drop(scene: Any) -> None:
    press(scene, Action.HARD_DROP)


def banner(words: str, tier: int) -> Any:
    def fire(scene: Any) -> None:
        fx = scene.fx
        scene.hud.banners.show(words, tier, (scene.field.rect.center_x, scene.field.row_y(12)),
                               scene.time, fx.banners, fx.reduced_motion)
    return fire


def flash(strength: float, whole_screen: bool = False) -> Any:
    def fire(scene: Any) -> None:
        scene.feel.flash_at(strength, scene.time, None if whole_screen else scene.field.rect)
    return fire


def pulse(scene: Any) -> None:
    ratio = scene.window.get_pixel_ratio()
    box = scene.field.rect
    scene.feel.pulse_at(1.0, scene.time, (box.center_x * ratio, box.center_y * ratio))


SHEETS = [
    Sheet("hard-drop", "Hard drop: the trail and the field's spring",
          "A T hard-dropped onto a Retris stack: a streak down each lane it fell, clearing "
          "from the top, and the field springing down and back (its lowest near +0.04 s); "
          "reduced motion keeps a short trail and no spring.",
          (Row("normal", STACK, hard_drop), Row("reduced / motion", STACK, hard_drop, REDUCED)),
          moments=(0.0, 0.04, 0.1, 0.25), region=FIELD),
    Sheet("banners", "Banners by tier",
          "The same moment at tiers 1 to 5: each tier bigger, warmer, glowing more, popping "
          "in with more overshoot and staying longer; reduced motion fades one in.",
          (Row("tier 1", STACK, banner("SINGLE", 1)), Row("tier 2", STACK, banner("DOUBLE", 2)),
           Row("tier 3", STACK, banner("TRIPLE", 3)), Row("tier 4", STACK, banner("RETRIS", 4)),
           Row("tier 5", STACK, banner("ALL CLEAR", 5)),
           Row("tier 4 / reduced / motion", STACK, banner("RETRIS", 4), REDUCED)),
          moments=(0.0, 0.08, 0.4, 1.2), region=FIELD, scale=0.45),
    Sheet("flash", "Flashes",
          "A field flash at 0.6 (a big clear), the whole screen at 0.5 (a Mega Bomb), and the "
          "field flash under reduced motion (at most 35 %).",
          (Row("field", STACK, flash(0.6)), Row("screen", STACK, flash(0.5, True)),
           Row("field / reduced / motion", STACK, flash(0.6), REDUCED)),
          moments=(0.0, 0.06, 0.14, 0.25), scale=0.3),
    Sheet("pulse", "The background's pulse",
          "The grid lights up and a ring spreads from the field, around the kept panels; "
          "reduced motion has none.",
          (Row("pulse", STACK, pulse), Row("reduced / motion", STACK, pulse, REDUCED)),
          moments=(0.0, 0.15, 0.35, 0.6), scale=0.3),
    Sheet("mega-chain", "A Mega Bomb chain of four generations",
          "Retris Arcade: the dropped I fills a row whose Mega Bomb starts a chain of four "
          "Mega Bomb generations, 0.5 s apart; each frame is just after one. Each Mega Bomb "
          "flashes the screen (the first pulses the background too); from generation 2 on "
          "a CHAIN ×k banner shows, a tier bigger each generation.",
          (Row("", CHAIN, hard_drop),),
          moments=(0.05, 0.55, 1.05, 1.55, 2.05), region=FIELD, scale=0.45,
          group="Retris Arcade"),
]
