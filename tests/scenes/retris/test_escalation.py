"""A Retris clear's effects grow with its rows: what the effects add to the frames of a
four-row clear (the frame with effects less the same frame with every effect at 0) differs
from a single's by much more than two singles' differ from each other, and is several times
what a single adds; each clear's banner is a tier higher than the one of a row less."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np

from game.core.actions import Action
from game.headless.positions import play_position, press, run_until
from game.scenes.services import App
from tests.scenes.conftest import frame_pixels
from tests.scenes.fx.support import EVERY_EFFECT_AT_0, with_effects

POSITIONS = Path(__file__).resolve().parents[3] / "tools" / "gallery" / "positions"
MOMENTS = (0.03, 0.12, 0.3)


def _frames(app: App, window: arcade.Window, name: str, **effects: float) -> list[np.ndarray]:
    kept = app.settings
    with_effects(app, **effects)
    scene = play_position(app, POSITIONS / f"{name}.toml")
    window.show_view(scene)
    scene.on_update(0.0)
    press(scene, Action.HARD_DROP)
    start, frames = scene.time, []
    for moment in MOMENTS:
        run_until(scene, start + moment)
        frames.append(frame_pixels(window).astype(np.int16))
    app.settings = kept
    return frames


def _added(app: App, window: arcade.Window, name: str) -> list[np.ndarray]:
    """What the effects add to each moment's frame."""
    full, calm = _frames(app, window, name), _frames(app, window, name, **EVERY_EFFECT_AT_0)
    return [f - c for f, c in zip(full, calm, strict=True)]


def _apart(a: list[np.ndarray], b: list[np.ndarray]) -> float:
    return float(sum(np.abs(x - y).mean() for x, y in zip(a, b, strict=True)))


def test_a_four_row_clear_hits_far_harder_than_a_single(app: App, window) -> None:
    single = _added(app, window, "classic-one-row")
    other = _added(app, window, "classic-one-row-other")
    four = _added(app, window, "classic-four-rows")
    singles, big = _apart(single, other), _apart(single, four)
    assert big > 5 * singles, (big, singles)
    still = [np.zeros_like(f) for f in single]
    assert _apart(four, still) > 2.5 * _apart(single, still)  # not only more rows' sparks


def test_each_row_more_shows_a_bigger_banner(app: App, window) -> None:
    tiers = []
    for name in ("one-row", "two-rows", "three-rows", "four-rows"):
        scene = play_position(app, POSITIONS / f"classic-{name}.toml")
        window.show_view(scene)
        scene.on_update(0.0)
        press(scene, Action.HARD_DROP)
        (banner,) = [b for b in scene.hud.banners.live if b.kind == "clear"]
        tiers.append(banner.tier)
    assert tiers == [1, 2, 3, 4]

