"""The theatre's seek from a real pad, through the command router: a d-pad direction held
seeks once, then repeats by the theatre's own frames only. The play scene the stage runs never
ticks the router: a seek runs seconds of its frames inside the theatre's command, and ticked
there the held direction seeked again from within that seek, without end (RecursionError)."""

from __future__ import annotations

from pathlib import Path

import arcade

from game.input.router import REPEAT_DELAY, REPEAT_EVERY
from game.scenes.services import App
from game.scenes.theatre.screen import SEEK_SECONDS, TheatreScene
from game.sim.record_demo import record
from game.storage import replay_library as lib
from game.storage.replays import save_finished
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import FRAME, run_frames


def test_a_held_pad_direction_seeks_once_then_repeats_by_the_theatres_frames(
        app: App, window: arcade.Window, tmp_path: Path) -> None:
    pad = FakePad()
    app.manager = FakeManager(pad)  # type: ignore[attr-defined]
    app.start_pads(app.manager)  # type: ignore[attr-defined]
    demo = record("retris", {"mode": "classic"}, seed=4, ticks=2400)  # 20 s
    theatre = TheatreScene(app, lib.load_entry(save_finished(demo, tmp_path, score=1)))
    app.nav.reset(theatre)
    seeks: list[int] = []
    seek = theatre.seek
    theatre.seek = lambda tick: (seeks.append(tick), seek(tick))[1]  # type: ignore[method-assign]
    pad.dpad(1, 0)  # held
    assert seeks == [round(SEEK_SECONDS * theatre.rate)]
    assert theatre.stage.tick == seeks[0]
    for speed in (1.0, 4.0):  # 0.3 s of the theatre's frames, whatever the replay's speed
        theatre.speed = speed
        run_frames(window, 9)
    assert 18 * FRAME < REPEAT_DELAY < 24 * FRAME < REPEAT_DELAY + REPEAT_EVERY
    assert len(seeks) == 1
    run_frames(window, 6)  # past the repeat delay: one more
    assert len(seeks) == 2
    pad.dpad(0, 0)
    run_frames(window, 30)
    assert len(seeks) == 2
