"""Retris plays the shared effects: a hard drop streaks its lanes and springs the field, the
spring moving the kept pictures with everything else (a frame at the spring's lowest is the
frame at rest moved down); reduced motion keeps the trail short and the field still."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np

from game.core.actions import Action
from game.headless.positions import play_position, press, run_until
from game.scenes.services import App
from tests.scenes.conftest import frame_pixels
from tests.scenes.fx.support import with_effects

STACK = Path(__file__).resolve().parents[3] / "tools" / "gallery" / "positions" \
    / "classic-stack-hard-drop.toml"


def dropped(app: App, window: arcade.Window, **effects: object):  # type: ignore[no-untyped-def]
    with_effects(app, **effects)
    scene = play_position(app, STACK)
    window.show_view(scene)
    scene.on_update(0.0)
    press(scene, Action.HARD_DROP)
    return scene


def test_a_hard_drop_streaks_each_lane_and_springs_the_field(app: App, window) -> None:
    scene = dropped(app, window)
    streaks = scene.feel.trails.streaks
    assert len(streaks) == 3  # a T: three lanes
    assert all(s.tail[1] > s.head[1] for s in streaks)  # from where it was down to where it is
    kick = scene.feel.spring.kicks[-1]
    assert kick[0] > 0
    run_until(scene, kick[1] + 0.04)
    assert scene.still_shift()[1] < -2  # the kept pictures move down with the field


def test_the_spring_moves_the_whole_frame_kept_pictures_and_all(app: App, window) -> None:
    scene = dropped(app, window)
    run_until(scene, scene.feel.spring.kicks[-1][1] + 0.04)
    dy = int(-scene.feel.offset(scene.time)[1])
    assert dy >= 3
    lowest = frame_pixels(window).astype(int)  # image rows run top down: moved down = +dy
    scene.feel.spring.clear()
    rest = frame_pixels(window).astype(int)
    h = lowest.shape[0]
    field = scene.hud.frame
    x0, x1 = int(field.left) + 20, int(field.right) - 20
    y0, y1 = int(h - field.top) + 20, int(h - field.bottom) - 20  # inside the field's frame
    moved = lowest[y0 + dy:y1 + dy, x0:x1]
    assert np.abs(moved - rest[y0:y1, x0:x1]).mean() < 0.5
    assert np.abs(lowest[y0:y1, x0:x1] - rest[y0:y1, x0:x1]).mean() > 2


def test_reduced_motion_keeps_the_field_still_and_the_trail_short(app: App, window) -> None:
    full = dropped(app, window)
    long = max(abs(s.tail[1] - s.head[1]) for s in full.feel.trails.streaks)
    full.dismiss()
    calm = dropped(app, window, reduced_motion=True)
    assert not calm.feel.spring.kicks and calm.still_shift() == (0.0, 0.0)
    short = max(abs(s.tail[1] - s.head[1]) for s in calm.feel.trails.streaks)
    assert 0 < short < long * 0.5


def test_strength_zero_draws_no_trail_and_no_spring(app: App, window) -> None:
    scene = dropped(app, window, trails=0.0, bounce=0.0)
    assert not scene.feel.trails.streaks and not scene.feel.spring.kicks
