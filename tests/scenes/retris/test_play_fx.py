"""The Retris play scene bursts particles and shakes on row clears, and never changes state."""

from __future__ import annotations

import dataclasses
import itertools

import arcade
import numpy as np
import pytest

from game.core.events import Event
from game.render.palette import load_palette
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.moments import clear_of
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.shake import SHAKE_SECONDS, Shake
from game.sim.autoplay import AutoPlayer
from tests.scenes.conftest import FRAME, run_frames


def _play(app: App, pilot: AutoPlayer | None = None) -> RetrisPlayScene:
    scene = RetrisPlayScene(app, RetrisChoice(), pilot=pilot)
    app.nav.reset(scene)
    return scene


def _clear(scene: RetrisPlayScene, rows: list[int]) -> None:
    scene._react(Event(scene.snapshot.tick, "rows_cleared", {"rows": rows, "points": 100}))


def test_rows_cleared_bursts_from_every_cell_in_its_colour(app: App, window, monkeypatch) -> None:
    scene = _play(app)
    run_frames(window, 2)
    field = [list(line) for line in scene.snapshot.field]
    field[0] = ["T."] * 9 + [".."]  # the last cell came with the piece that locked
    scene._before = dataclasses.replace(scene.snapshot, field=tuple(map(tuple, field)))
    scene._locked = {(9, 0): "I"}
    seen: list[tuple[np.ndarray, np.ndarray]] = []
    real = scene.field.particles.burst

    def spy(centers, colors, now, *args, **kwargs):
        seen.append((np.array(centers), np.array(colors)))
        return real(centers, colors, now, *args, **kwargs)

    monkeypatch.setattr(scene.field.particles, "burst", spy)
    _clear(scene, [0])
    assert seen, "a row clear should burst particles"
    centers, colors = seen[0]
    palette = load_palette()
    assert len(centers) == 10
    assert [tuple(c) for c in colors[:9]] == [palette.retris_color("T")] * 9
    assert tuple(colors[9]) == palette.retris_color("I")
    assert np.allclose(centers[:, 1], scene.field.row_y(0))
    assert scene.field.particles.alive(scene.time)
    assert scene.shake.strength(scene.time) > 0


def test_four_rows_burst_more_and_faster_than_one(app: App, window, monkeypatch) -> None:
    scene = _play(app)
    run_frames(window, 2)
    calls: list[dict] = []
    real = scene.field.particles.burst

    def spy(centers, colors, now, *args, **kwargs):
        calls.append({"cells": len(centers), **kwargs})
        return real(centers, colors, now, *args, **kwargs)

    monkeypatch.setattr(scene.field.particles, "burst", spy)
    used = scene.field.particles.used
    _clear(scene, [0])
    one = scene.field.particles.used - used
    single = calls[0]
    shake_one = scene.shake.strength(scene.time)
    scene.shake = Shake()
    calls.clear()
    used = scene.field.particles.used
    _clear(scene, [0, 1, 2, 3])
    four = scene.field.particles.used - used
    assert four > 4 * one  # more cells and more particles per cell
    assert calls[0]["per_cell"] > single["per_cell"] and calls[0]["speed"] > single["speed"]
    assert scene.shake.strength(scene.time) == pytest.approx(6 * shake_one)  # 12 px vs 2


def test_the_shake_offsets_the_field_and_hud_then_settles(app: App, window, monkeypatch) -> None:
    scene = _play(app)
    run_frames(window, 2)
    ctx = window.ctx
    offsets: list[tuple[float, float]] = []
    real = scene.field.draw_cells

    def spy(now):  # (the bloom's glow sources, then the screen: the last call is the screen's)
        offsets.append((ctx.view_matrix[12], ctx.view_matrix[13]))
        return real(now)

    monkeypatch.setattr(scene.field, "draw_cells", spy)
    view = ctx.view_matrix
    scene.on_draw()
    assert offsets[-1] == (0.0, 0.0)
    _clear(scene, [0, 1, 2, 3])
    scene.on_draw()
    dx, dy = offsets[-1]
    limit = scene.layout.len(clear_of(4).shake) + 0.5
    assert (dx, dy) != (0.0, 0.0) and abs(dx) <= limit and abs(dy) <= limit
    assert ctx.view_matrix == view  # restored for whatever draws next
    scene.time += SHAKE_SECONDS + FRAME
    scene.on_draw()
    assert offsets[-1] == (0.0, 0.0)


def test_shake_decays_and_a_weak_kick_does_not_cut_a_strong_one() -> None:
    shake = Shake(0.3)
    assert shake.offset(0.0) == (0.0, 0.0)
    shake.kick(8.0, 1.0)
    strengths = [shake.strength(1.0 + i / 60) for i in range(20)]
    assert strengths[0] == 8.0 and strengths[-1] == 0.0
    assert all(a >= b for a, b in itertools.pairwise(strengths))
    assert all(max(map(abs, shake.offset(1.0 + i / 60))) <= 8 for i in range(20))
    shake.kick(2.0, 1.05)
    assert shake.strength(1.05) > 2.0


def _autoplay(app: App, window: arcade.Window, effects: bool, frames: int) -> tuple:
    scene = _play(app, AutoPlayer(pace=3))
    scene.effects = effects
    lit_frames = 0  # frames drawn with particles flying
    for i in range(frames):
        scene.on_update(FRAME)
        alive = scene.field.particles.alive(scene.time)
        if alive or i % 8 == 0:
            scene.on_draw()
        lit_frames += int(alive)
    snapshot = scene.snapshot
    replay = scene.driver.replay()  # inputs and the final state's digest
    scene.dismiss()
    return snapshot, replay, scene.field.particles.used, lit_frames


def test_effects_never_change_the_game(app: App, window) -> None:
    frames = 330  # the autoplayer clears a few rows in this time
    with_fx = _autoplay(app, window, True, frames)
    without = _autoplay(app, window, False, frames)
    assert with_fx[2] > 0 and with_fx[3] > 0, "the autoplayer should have cleared rows"
    assert without[2] == 0
    assert with_fx[0] == without[0]
    assert with_fx[0].rows > 0
    assert with_fx[1] == without[1]
