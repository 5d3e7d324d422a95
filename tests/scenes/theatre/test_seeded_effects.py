"""A replay's frames show its effects identically however the watcher got there: two stages
seeking the same tick draw the same picture, and one that played up to it frame by frame
draws it too (the effects' randomness comes from the replay's seed and the tick, their time
from the game's). A frame with the effects at 0 differs, so effects were in flight."""

from __future__ import annotations

import dataclasses

import arcade
import numpy as np
import pytest

from game.core.replay import Replay
from game.scenes.services import App
from game.scenes.theatre.stage import FRAME_DT, ReplayStage
from game.sim.record_demo import record

# Each game's autoplayed replay and ticks near its first clears (found by watching them).
GAMES = [("retris", {"mode": "arcade"}, 4), ("tetlight", {"edge": 6}, 1), ("verse", {}, 3)]
TICKS = 2400


CALM = dict(particles=0.0, flash=0.0, shake=0.0, bounce=0.0, trails=0.0, banners=0.0,
            pulse=0.0)


def _frame(stage: ReplayStage) -> np.ndarray:
    stage.draw()
    return np.asarray(arcade.get_image().convert("RGB"))


def _with(app: App, **effects: float) -> App:
    app.settings = dataclasses.replace(
        app.settings, effects=dataclasses.replace(app.settings.effects, **effects))
    return app


def _seen(app: App, replay: Replay, tick: int) -> np.ndarray:
    stage = ReplayStage(app, replay)
    stage.seek(tick)
    return _frame(stage)


def _busy_tick(app: App, replay: Replay) -> int:
    """The first tick (of a few tried) at which the effects draw something."""
    full = app.settings
    for tick in range(240, TICKS, 150):
        calm = _seen(_with(app, **CALM), replay, tick)
        app.settings = full
        if np.abs(calm.astype(int) - _seen(app, replay, tick)).max() > 40:
            return tick
    raise AssertionError("no effects in flight in the replay")


@pytest.mark.parametrize(("game", "options", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_replay_draws_its_effects_the_same_every_time(
        app: App, window: arcade.Window, game: str, options: dict, seed: int) -> None:
    replay = record(game, options, seed=seed, ticks=TICKS)
    tick = _busy_tick(app, replay)
    first = _seen(app, replay, tick)
    assert np.array_equal(first, _seen(app, replay, tick)), f"two seeks to {tick} differ"
    played = ReplayStage(app, replay)
    played.seek(tick - 40 * round(replay.header.tick_rate * FRAME_DT))
    while played.tick < tick:
        played.advance(FRAME_DT)
    assert played.tick == tick
    assert np.abs(first.astype(int) - _frame(played)).max() <= 2, \
        f"played up to tick {tick}, it looks otherwise than seeking there"

