"""The theatre plays a versus match with every field: opened from the replays list, each
slot's field drawn with its player's device, seeking and playing draw the same frame, the
match plays to its result (the round wins and winner the file holds), and watching saves
nothing."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np
from arcade import key

from game.core.match_replay import MatchReplay, SlotSpec
from game.scenes.menus.replays import ReplaysScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.theatre.match_scene import WatchedMatchScene, watched_slot
from game.scenes.theatre.screen import TheatreScene
from game.scenes.theatre.stage import FRAME_DT, ReplayStage
from game.storage.replay_library import load_entry
from game.storage.replays import save_finished
from tests.scenes.conftest import press
from tests.sim.match_play import scripted


def _frame(stage: ReplayStage) -> np.ndarray:
    stage.draw()
    return np.asarray(arcade.get_image().convert("RGB")).astype(int)


def test_a_slot_is_shown_as_its_player_joined() -> None:
    left = watched_slot(SlotSpec("person", "keyboard-left"))
    assert left.keys == "left" and left.device == "KEYS · LEFT HAND"
    pad = watched_slot(SlotSpec("person", "pad:DualSense Wireless Controller"))
    assert pad.device == "DualSense Wireless Controller" and pad.keys is None
    bot = watched_slot(SlotSpec("bot", "bot", 4))
    assert bot.is_bot and bot.level == 4
    assert watched_slot(SlotSpec("person", "pad:")).device == "PLAYER"


def test_the_replays_list_opens_a_match_in_the_theatre(app: App, window: arcade.Window,
                                                       tmp_path: Path) -> None:
    save_finished(scripted((9, 14, 20), first_to=1), tmp_path)
    app.nav.reset(TitleScene(app))
    app.nav.push(ReplaysScene(app, tmp_path))
    press(window, key.ENTER)
    theatre = window.current_view
    assert isinstance(theatre, TheatreScene)
    scene = theatre.stage.scene
    assert isinstance(scene, WatchedMatchScene) and len(scene.fields) == 3
    assert [f.slot.device for f in scene.fields] == [
        "Xbox Wireless Controller", "KEYS · LEFT HAND", "BOT"]
    theatre.on_draw()  # the bar under three fields


def test_every_field_is_drawn_and_seeking_draws_what_playing_did(app: App,
                                                                  window: arcade.Window
                                                                  ) -> None:
    replay = scripted((9, 14, 20, 26), first_to=1)
    tick = replay.final_tick // 2
    seek = ReplayStage(app, replay)
    seek.seek(tick)
    first = _frame(seek)
    played = ReplayStage(app, replay)
    played.seek(tick - 30 * round(replay.header.tick_rate * FRAME_DT))
    while played.tick < tick:
        played.advance(FRAME_DT)
    assert played.tick == tick
    assert np.abs(first - _frame(played)).max() <= 2
    scene = seek.scene
    assert isinstance(scene, WatchedMatchScene) and len(scene.fields) == 4
    h = first.shape[0]
    for field in scene.fields:  # each field has its stack drawn half-way through the match
        box = field.boxes.field
        part = first[h - round(box.top):h - round(box.bottom),
                     round(box.left):round(box.right)]
        assert (part.max(axis=2) > 80).mean() > 0.03, "a field drew no blocks"


def test_a_watched_match_plays_to_its_result_and_saves_nothing(app: App,
                                                                tmp_path: Path) -> None:
    replay = scripted((8, 15), first_to=2)
    assert isinstance(replay, MatchReplay) and replay.final is not None
    stage = ReplayStage(app, replay)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    frames = 0
    while not stage.ended and frames < 60 * 600:
        stage.advance(4 * FRAME_DT)
        frames += 1
    assert stage.ended and stage.cursor.rules.over
    snap = stage.scene.snapshot
    assert [v.wins for v in snap.slots] == list(replay.final.round_wins)
    assert stage.cursor.rules.match_winner == replay.final.match_winner
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


def test_after_a_seek_each_hud_shows_the_match_as_it_stands(app: App) -> None:
    golden = Path(__file__).parents[2] / "replays" / "retris-versus-golden.json"
    app.nav.reset(TitleScene(app))
    theatre = TheatreScene(app, load_entry(golden))
    app.nav.push(theatre)
    theatre.seek(2500)  # the new play scene is laid out after the seek's frames
    theatre.on_draw()
    scene = theatre.stage.scene
    for field, view in zip(scene.fields, scene.snapshot.slots, strict=True):
        assert view.game.rows > 0
        assert field.figures.text.startswith(f"ROWS {view.game.rows} ")  # not 0, not blank
