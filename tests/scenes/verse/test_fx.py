"""The Verse play scene's effects: a set piece glows, cleared cells flash white where they were
then burst in their colours, blocks slide down from their old rows, big clears shake; and
none of it ever changes the game."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.core.events import Event
from game.render import flags
from game.scenes.services import App
from game.scenes.shake import Shake
from game.scenes.verse.board import FLASH_SECONDS, SET_SECONDS, SLIDE_SECONDS, fall_ease
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.moments import SHAKES
from game.scenes.verse.play import VersePlayScene
from game.sim.verse_autoplay import VerseAutoPlayer
from tests.scenes.conftest import FRAME, run_frames
from tests.scenes.fx.support import (
    EVERY_EFFECT_AT_0,
    assert_shows_nothing,
    assert_still_and_gentle,
    with_effects,
)
from tests.scenes.verse.test_play import MemoryBook, start

# Row 7 of colours 1..8, cleared: the event's cells are (row, col, colour).
ROW7 = [[7, c, 1 + c] for c in range(8)]
BOARD = ["........"] * 5 + ["..3.....", "..3.....", "........"]


def _shown(app: App) -> VersePlayScene:
    return start(app, board=BOARD, tray=["#", "##", "###"])


def _spy_bursts(scene: VersePlayScene, monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    calls: list[dict] = []
    real = scene.board.particles.burst_particles

    def spy(centers, colors, now, *args, **kwargs):
        calls.append({"centers": np.array(centers), "colors": np.array(colors), **kwargs})
        return real(centers, colors, now, *args, **kwargs)

    monkeypatch.setattr(scene.board.particles, "burst_particles", spy)
    return calls


def _layers(scene: VersePlayScene) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return scene.board.layers(scene.snapshot.board, None, scene.time)


def test_cleared_cells_flash_where_they_were_then_burst_in_their_colours(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _shown(app)
    calls = _spy_bursts(scene, monkeypatch)
    scene._react(Event(0, "cleared", {"rows": [7], "cols": [], "cells": ROW7, "points": 10,
                                       "streak": 1, "empty_bonus": 0}))
    centers, colors, fl = _layers(scene)
    flashing = fl & flags.FLASH != 0
    assert flashing.sum() == 8
    for (r, c, color), xy, rgba in zip(ROW7, centers[flashing], colors[flashing], strict=True):
        assert xy == pytest.approx(scene.board.grid.center(r, c))
        assert tuple(rgba) == scene.board.color(color)
    assert calls == []  # the burst waits for the flash
    run_frames(app.window, round(FLASH_SECONDS / FRAME) + 1)
    assert len(calls) == 1
    assert len(calls[0]["centers"]) == 8
    assert [tuple(c) for c in calls[0]["colors"]] == [scene.board.color(k) for k in range(1, 9)]
    assert not (_layers(scene)[2] & flags.FLASH).any()  # the flash has given way
    assert scene.board.particles.alive(scene.time)
    assert scene.shake.strength(scene.time) > 0
    assert any(p.text.text == "GOOD  +10" for p in scene.hud.banners.live)


def test_more_lines_burst_bigger_and_shake_harder(app: App,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _shown(app)
    calls = _spy_bursts(scene, monkeypatch)
    shakes = []
    for lines in (1, 3):
        scene.shake = Shake()
        scene._react(Event(0, "cleared", {"rows": list(range(lines)), "cols": [],
                                           "cells": ROW7, "points": 10, "streak": 1,
                                           "empty_bonus": 0}))
        shakes.append(scene.shake.strength(scene.time))
        run_frames(app.window, round(FLASH_SECONDS / FRAME) + 1)
    assert calls[1]["per_cell"] > calls[0]["per_cell"] and calls[1]["speed"] > calls[0]["speed"]
    assert shakes == pytest.approx([scene.layout.len(SHAKES[n - 1]) for n in (1, 3)])


def test_a_streak_shows_from_its_second_clear(app: App) -> None:
    scene = _shown(app)
    for streak in (1, 2):
        scene._react(Event(0, "cleared", {"rows": [7], "cols": [], "cells": ROW7,
                                           "points": 10, "streak": streak, "empty_bonus": 0}))
    words = [p.text.text for p in scene.hud.banners.live]
    assert "STREAK ×2" in words and scene.max_streak == 2


def test_blocks_slide_down_from_their_old_rows(app: App) -> None:
    scene = _shown(app)  # column 2 holds colour 3 in rows 5 and 6
    scene._react(Event(0, "gravity", {"moves": [[3, 5, 2], [4, 6, 2]]}))
    grid = scene.board.grid
    start = scene.time
    heights = []
    for wait in (0.0, FLASH_SECONDS + SLIDE_SECONDS / 2, FLASH_SECONDS + SLIDE_SECONDS + 0.01):
        scene.time = start + wait
        centers, _, fl = _layers(scene)
        moving = centers[64:]  # drawn after the 64 board cells
        heights.append([grid.cell_at(*xy)[0] for xy in moving])
        if len(moving):  # the destinations show empty while their blocks are on the way
            assert fl[scene.board.index(5, 2)] & flags.EMPTY
            assert fl[scene.board.index(6, 2)] & flags.EMPTY
    k = fall_ease(0.5)
    assert heights[0] == pytest.approx([3.0, 4.0])  # still where they were (the flash)
    assert heights[1] == pytest.approx([3 + 2 * k, 4 + 2 * k])
    assert heights[2] == []  # arrived: drawn as the board's own blocks
    assert not _layers(scene)[2][scene.board.index(5, 2)] & flags.EMPTY


def test_a_set_piece_glows_a_moment(app: App) -> None:
    scene = _shown(app)
    scene._react(Event(0, "placed", {"slot": 0, "row": 5, "col": 2,
                                     "cells": [[5, 2], [6, 2]], "points": 2}))
    fl = _layers(scene)[2]
    i = scene.board.index(5, 2)
    assert flags.flash_strength(int(fl[i])) > 0.4
    scene.time += SET_SECONDS / 2
    assert 0 < flags.flash_strength(int(_layers(scene)[2][i])) < 0.4
    scene.time += SET_SECONDS
    assert flags.flash_strength(int(_layers(scene)[2][i])) == 0


def test_a_clear_lights_up_the_screen_then_dies(app: App, window: arcade.Window) -> None:
    scene = _shown(app)
    scene.on_draw()
    calm = np.asarray(arcade.get_image().convert("RGB")).astype(int)
    scene._react(Event(0, "cleared", {"rows": [7], "cols": [], "cells": ROW7, "points": 10,
                                       "streak": 1, "empty_bonus": 0}))
    scene.on_draw()
    flash = np.asarray(arcade.get_image().convert("RGB")).astype(int)
    xy = scene.board.grid.center(7, 0)  # the row's end: clear of the banner over its middle
    x, y = round(xy[0]), flash.shape[0] - 1 - round(xy[1])
    assert flash[y, x].min() > calm[y, x].max() + 60  # an empty cell turned near white
    run_frames(window, round(FLASH_SECONDS / FRAME) + 6)
    scene.on_draw()
    burst = np.asarray(arcade.get_image().convert("RGB")).astype(int)
    assert (np.abs(burst - calm).sum(axis=2) > 120).sum() > 500
    scene.time += 3.0
    assert not scene.board.particles.alive(scene.time)


def _autoplay(app: App, effects: bool, frames: int) -> tuple:
    scene = VersePlayScene(app, VerseChoice(), pilot=VerseAutoPlayer(pace=4),
                           scores=MemoryBook())
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
    frames = 240  # the autoplayer clears lines in this time (seed 7)
    with_fx = _autoplay(app, True, frames)
    without = _autoplay(app, False, frames)
    assert with_fx[2] > 0 and with_fx[3] > 0, "the autoplayer should have cleared lines"
    assert without[2] == 0
    assert with_fx[0] == without[0]
    assert with_fx[1] == without[1]


def _board_cleared(scene: VersePlayScene) -> None:
    scene._react(Event(0, "placed", {"slot": 0, "cells": [[7, 0]]}))
    scene._react(Event(0, "cleared", {"rows": [7], "cols": [0, 1, 2], "cells": ROW7,
                                       "points": 120, "streak": 6, "empty_bonus": 300}))


def test_a_board_cleared_celebrates(app: App) -> None:
    scene = _shown(app)
    scene.on_update(FRAME)
    _board_cleared(scene)
    now = scene.time
    assert [b.tier for b in scene.hud.banners.live if b.kind == "bonus"] == [5]
    assert any(f.rect is None for f in scene.feel.flash.lit)  # the whole screen flashes
    assert scene.feel.pulse.remaining(now) > 0
    assert scene.board.particles.used >= 64 * 8  # confetti from every cell


def test_every_effect_at_0_shows_nothing_of_a_board_cleared(app: App) -> None:
    with_effects(app, **EVERY_EFFECT_AT_0)
    scene = _shown(app)
    scene.on_update(FRAME)
    _board_cleared(scene)
    run_frames(scene.window, 20)
    assert_shows_nothing(scene)


def test_reduced_motion_keeps_the_board_still_and_the_flash_gentle(app: App) -> None:
    with_effects(app, reduced_motion=True)
    scene = _shown(app)
    scene.on_update(FRAME)
    _board_cleared(scene)
    assert_still_and_gentle(scene)
