"""The Tet'light play scene bursts particles and shakes on destructions, and never changes
the game."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.core.events import Event
from game.render.palette import load_palette
from game.scenes.services import App
from game.scenes.shake import Shake
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.moments import LINE_SHAKE, SHAKE_CONTACT, SHAKE_GLOBAL
from game.scenes.tetlight.play import TetlightPlayScene
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from tests.scenes.conftest import FRAME, run_frames
from tests.scenes.fx.support import (
    EVERY_EFFECT_AT_0,
    assert_shows_nothing,
    assert_still_and_gentle,
    with_effects,
)
from tests.scenes.tetlight import fakes

LINE = [[c, 0, 1 + (c + 7) % 6] for c in range(-7, 8)]  # the bottom V of an edge-8 board


def _shown(app: App) -> TetlightPlayScene:
    fakes.show(app, fakes.snapshot(active=None, ghost=()))
    scene = TetlightPlayScene(app, TetlightChoice())
    app.nav.reset(scene)
    run_frames(scene.window, 1)
    return scene


def _spy_bursts(scene: TetlightPlayScene, monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    calls: list[dict] = []
    real = scene.board.particles.burst_particles

    def spy(centers, colors, now, *args, **kwargs):
        calls.append({"centers": np.array(centers), "colors": np.array(colors), **kwargs})
        return real(centers, colors, now, *args, **kwargs)

    monkeypatch.setattr(scene.board.particles, "burst_particles", spy)
    return calls


def test_full_lines_burst_from_every_cell_in_its_colour(app: App, monkeypatch) -> None:
    scene = _shown(app)
    calls = _spy_bursts(scene, monkeypatch)
    scene._react(Event(scene.snapshot.tick, "lines", {"cells": LINE, "count": 1,
                                                       "points": 195}))
    assert len(calls) == 1
    palette = load_palette()
    centers, colors = calls[0]["centers"], calls[0]["colors"]
    assert len(centers) == len(LINE)
    for (c, h, color), xy, rgba in zip(LINE, centers, colors, strict=True):
        assert xy == pytest.approx(scene.board.center(c, h))
        assert tuple(rgba) == palette.tetlight_color(color - 1)
    assert scene.board.particles.alive(scene.time)
    assert scene.shake.strength(scene.time) == pytest.approx(scene.layout.len(LINE_SHAKE[0]))
    assert any("+195" in b.text.text for b in scene.hud.banners.live)


def test_more_lines_a_contact_and_the_global_explosion_burst_ever_bigger(
        app: App, monkeypatch) -> None:
    scene = _shown(app)
    calls = _spy_bursts(scene, monkeypatch)
    shakes = []
    for kind, data in [("lines", {"count": 1}), ("lines", {"count": 3}), ("contact", {}),
                       ("global_explosion", {})]:
        scene.shake = Shake()
        scene._react(Event(0, kind, {"cells": LINE[:6], "points": 100, **data}))
        shakes.append(scene.shake.strength(scene.time))
    per_cell = [c["per_cell"] for c in calls]
    speed = [c["speed"] for c in calls]
    assert per_cell[1] > per_cell[0] and speed[1] > speed[0]  # three lines beat one
    assert per_cell[3] == max(per_cell) and speed[3] == max(speed)  # the global explosion
    assert per_cell[2] > per_cell[0] and speed[2] > speed[0]
    assert shakes == pytest.approx([scene.layout.len(v) for v in
                                    (LINE_SHAKE[0], LINE_SHAKE[2], SHAKE_CONTACT,
                                     SHAKE_GLOBAL)])
    assert any(b.text.text == "GLOBAL EXPLOSION" for b in scene.hud.banners.live)


def test_a_burst_lights_up_the_screen_then_dies(app: App, window: arcade.Window) -> None:
    scene = _shown(app)
    scene.on_draw()
    calm = np.asarray(arcade.get_image().convert("RGB")).astype(int)
    scene._react(Event(0, "global_explosion", {"cells": LINE, "points": 1500}))
    scene.time += 0.12
    scene.on_draw()
    burst = np.asarray(arcade.get_image().convert("RGB")).astype(int)
    assert (np.abs(burst - calm).sum(axis=2) > 120).sum() > 2000
    scene.time += 3.0
    assert not scene.board.particles.alive(scene.time)


def _autoplay(app: App, effects: bool, frames: int) -> tuple:
    scene = TetlightPlayScene(app, TetlightChoice(edge=6), pilot=TetlightAutoPlayer(pace=0))
    app.nav.reset(scene)
    scene.effects = effects
    lit = 0
    for i in range(frames):
        scene.on_update(FRAME)
        alive = scene.board.particles.alive(scene.time)
        if alive or i % 10 == 0:
            scene.on_draw()
        lit += int(alive)
    result = (scene.snapshot, scene.driver.replay(), scene.board.particles.used, lit)
    scene.dismiss()
    return result


def test_effects_never_change_the_game(app: App) -> None:
    frames = 150  # the autoplayer fills two lines in this time (seed 7, edge 6)
    with_fx = _autoplay(app, True, frames)
    without = _autoplay(app, False, frames)
    assert with_fx[2] > 0 and with_fx[3] > 0, "the autoplayer should have filled lines"
    assert without[2] == 0
    assert with_fx[0] == without[0]
    assert with_fx[1] == without[1]


def test_every_effect_at_0_shows_nothing_of_the_biggest_moment(app: App) -> None:
    with_effects(app, **EVERY_EFFECT_AT_0)
    scene = _shown(app)
    scene.on_update(FRAME)  # the strengths are read each frame
    scene._react(Event(0, "global_explosion", {"cells": LINE, "points": 1500}))
    scene._react(Event(0, "land", {"cells": [[0, 3], [0, 4]], "dropped": 6}))
    assert_shows_nothing(scene)


def test_reduced_motion_keeps_the_board_still_and_the_flash_gentle(app: App) -> None:
    with_effects(app, reduced_motion=True)
    scene = _shown(app)
    scene.on_update(FRAME)
    scene._react(Event(0, "global_explosion", {"cells": LINE, "points": 1500}))
    scene._react(Event(0, "land", {"cells": [[0, 3], [0, 4]], "dropped": 6}))
    assert_still_and_gentle(scene)
