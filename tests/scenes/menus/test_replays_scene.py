"""The replays screen and the theatre, driven by keys and the mouse as a player would."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade import key

from game.core.digest import digest
from game.core.replay import Replay, ReplayHeader
from game.input.commands import Command
from game.scenes.menus.replays import ReplaysScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.theatre.screen import SPEEDS, TheatreScene
from game.sim.playback import play
from game.sim.record_demo import record
from game.storage import replay_library as lib
from game.storage.replays import save_finished
from tests.scenes.conftest import press

FRAME = 1.0 / 60.0


@pytest.fixture(scope="module")
def demo() -> Replay:
    return record("retris", {"mode": "arcade"}, seed=4, ticks=2400)


@pytest.fixture
def folder(tmp_path: Path, demo: Replay) -> Path:
    save_finished(demo, tmp_path, score=77)
    Replay(ReplayHeader("retris", {}, 1, 120, "retris-0"), [], 0, "0" * 32).save(
        tmp_path / "20000101T000000000000Z-retris-1.json")
    return tmp_path


def open_list(app: App, folder: Path) -> ReplaysScene:
    app.nav.reset(TitleScene(app))
    scene = ReplaysScene(app, folder)
    app.nav.push(scene)
    return scene


def test_title_opens_the_replays_screen(app: App, window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    while title.menu.focused.label != "REPLAYS":
        press(window, key.RIGHT)
    press(window, key.ENTER)
    assert isinstance(window.current_view, ReplaysScene)
    press(window, key.ESCAPE)
    assert window.current_view is title


def test_enter_watches_and_the_old_ruleset_is_explained(app: App, window: arcade.Window,
                                                        folder: Path) -> None:
    scene = open_list(app, folder)
    scene.on_draw()
    press(window, key.DOWN)
    press(window, key.ENTER)  # the old one: stays, says why
    assert window.current_view is scene
    scene.on_draw()
    assert "made with ruleset retris-0" in scene.note.text
    press(window, key.UP)
    press(window, key.ENTER)
    assert isinstance(window.current_view, TheatreScene)
    press(window, key.ESCAPE)
    assert window.current_view is scene


def test_delete_asks_first(app: App, window: arcade.Window, folder: Path) -> None:
    scene = open_list(app, folder)
    press(window, key.DELETE)
    press(window, key.N)  # anything but Enter keeps it
    assert len(lib.list_replays(folder)) == 2
    press(window, key.DELETE)
    scene.on_draw()
    assert "Delete the replay" in scene.note.text
    press(window, key.ENTER)
    assert [e.problem is not None for e in lib.list_replays(folder)] == [True]
    assert len(scene.entries) == 1


def test_rename_and_favourite_from_the_keyboard(app: App, window: arcade.Window,
                                                folder: Path) -> None:
    scene = open_list(app, folder)
    press(window, key.R)
    press(window, key.BACKSPACE)
    scene.on_text("Big one")
    press(window, key.ENTER)
    press(window, key.F)
    entry = lib.list_replays(folder)[0]
    assert (entry.name, entry.favourite) == ("Big one", True)
    press(window, key.R)
    scene.on_text("x")
    press(window, key.ESCAPE)  # cancelled: the name stays
    assert lib.list_replays(folder)[0].name == "Big one"


def test_mouse_chooses_then_watches(app: App, window: arcade.Window, folder: Path) -> None:
    scene = open_list(app, folder)
    scene.on_draw()
    (_, first), (_, second) = scene.row_rects
    scene.on_mouse_press(int(second.center_x), int(second.center_y), 1, 0)
    assert scene.focus == 1
    scene.on_draw()
    scene.on_mouse_press(int(first.center_x), int(first.center_y), 1, 0)
    scene.on_mouse_press(int(first.center_x), int(first.center_y), 1, 0)
    assert isinstance(window.current_view, TheatreScene)


def straight(replay: Replay, tick: int) -> str:
    cut = Replay(replay.header, [c for c in replay.inputs if c.tick < tick], tick, "")
    return digest(play(cut).state())


def theatre(app: App, folder: Path) -> TheatreScene:
    scene = TheatreScene(app, lib.list_replays(folder)[0])
    app.nav.push(scene)
    return scene


def test_theatre_plays_pauses_steps_and_changes_speed(app: App, window: arcade.Window,
                                                      folder: Path) -> None:
    scene = theatre(app, folder)
    for _ in range(30):
        scene.on_update(FRAME)
    assert scene.stage.tick == 60
    press(window, key.UP)
    assert scene.speed == 2.0
    for _ in range(30):
        scene.on_update(FRAME)
    assert scene.stage.tick == 180  # 2×: four ticks a frame
    press(window, key.SPACE)
    scene.on_update(FRAME)
    assert scene.paused and scene.stage.tick == 180
    press(window, key.PERIOD)
    assert scene.stage.tick == 182
    press(window, key.COMMA)
    assert scene.stage.tick == 180 and scene.paused
    for _ in range(9):
        press(window, key.DOWN)
    assert scene.speed == SPEEDS[0]
    for _ in range(9):
        press(window, key.UP)
    assert scene.speed == SPEEDS[-1]


def test_theatre_seeks_to_the_same_state_as_straight_play(app: App, window: arcade.Window,
                                                          folder: Path, demo: Replay) -> None:
    scene = theatre(app, folder)
    press(window, key.KEY_7)
    assert scene.stage.tick == round(demo.final_tick * 0.7)
    assert scene.stage.cursor.digest() == straight(demo, scene.stage.tick)
    press(window, key.LEFT)
    assert scene.stage.cursor.digest() == straight(demo, scene.stage.tick)
    scene.on_draw()
    t = scene.track
    scene.on_mouse_press(int(t.left + t.width / 4), int(t.center_y), 1, 0)
    assert abs(scene.stage.tick - demo.final_tick / 4) <= demo.final_tick / t.width + 1
    assert scene.stage.cursor.digest() == straight(demo, scene.stage.tick)


def test_theatre_draws_the_same_frame_after_a_seek_as_straight(app: App, window: arcade.Window,
                                                              folder: Path) -> None:
    entry = lib.list_replays(folder)[0]
    from game.scenes.theatre.stage import ReplayStage

    stage = ReplayStage(app, entry.replay)
    while stage.tick < 1200:
        stage.advance(FRAME)
    stage.draw()
    straight_frame = arcade.get_image()
    stage.seek(600)
    stage.seek(1200)
    stage.draw()
    diff = np.abs(np.asarray(arcade.get_image(), np.int16) - np.asarray(straight_frame,
                                                                      np.int16))
    # The scene's clock is a sum of frame times one way and a product the other: the
    # background may differ by a unit here and there, a missing effect by far more.
    assert (diff.max(axis=2) > 8).mean() < 1e-4


def test_theatre_never_keeps_the_watched_game_again(app: App, folder: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(folder / "elsewhere"))
    scene = theatre(app, folder)
    scene.seek(scene.stage.end)
    for _ in range(120):
        scene.on_update(FRAME)
    assert scene.stage.ended and scene.paused
    assert not (folder / "elsewhere").exists()


def test_a_pad_chooses_watches_seeks_and_leaves(app: App, window: arcade.Window,
                                                folder: Path) -> None:
    scene = open_list(app, folder)
    scene.on_command(Command("start", True, "pad"))
    assert lib.list_replays(folder)[0].favourite
    scene.on_command(Command("choose", True, "pad"))
    theatre_scene = window.current_view
    assert isinstance(theatre_scene, TheatreScene)
    theatre_scene.on_command(Command("right", True, "pad"))
    assert theatre_scene.stage.tick == 600
    theatre_scene.on_command(Command("choose", True, "pad"))
    assert theatre_scene.paused
    theatre_scene.on_command(Command("back", True, "pad"))
    assert window.current_view is scene


def test_theatre_saves_the_game_or_a_clip_around_the_moment(
        app: App, window: arcade.Window, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.video import background

    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(folder / "data"))
    started: list[dict] = []

    def fake_start(replay: Path, out: Path, **kw: object) -> background.Export:
        started.append({"replay": replay, "out": out, **kw})
        return background.Export(replay, out)

    monkeypatch.setattr(background, "start_export", fake_start)
    scene = theatre(app, folder)
    press(window, key.KEY_5)  # 10 s in
    press(window, key.C)
    press(window, key.V)
    clip, whole = started
    assert clip["replay"] == whole["replay"] == lib.list_replays(folder)[0].path
    assert (clip["start"], clip["stop"]) == (8.0, 18.0)
    assert (whole["start"], whole["stop"]) == (None, None)
    assert clip["out"].parent == folder / "data" / "videos"
    assert clip["out"].name.startswith("retris-")
    assert len(scene.exports) == 2


def test_theatre_key_line_stays_in_a_narrow_window(app: App, window: arcade.Window,
                                                   folder: Path) -> None:
    """The bar's one line of keys ran off both ends at 600 px wide (and 800 px)."""
    from tests.scenes.conftest import run_frames
    from tests.scenes.text_bounds import drawn, out_of_window, virtual_size

    scene = theatre(app, folder)
    run_frames(window, 2)
    for width, height in [(600, 900), (800, 600), (1280, 720)]:
        with virtual_size(window, width, height):
            texts, _ = drawn(scene)
            helps = [(path, t) for path, t in texts if "ESC BACK" in t.text]
            assert helps and not out_of_window(helps, width, height), (width, height)


def test_theatre_hides_the_play_hud_pause_line(app: App, window: arcade.Window,
                                               folder: Path) -> None:
    """Space pauses a replay and Esc leaves it: the HUD's "ESC / P  PAUSE" would mislead."""
    scene = theatre(app, folder)
    scene.on_update(FRAME)
    hud = scene.stage.scene.hud
    assert "PAUSE" in hud.pause_hint.text  # the play scene built it as in a game
    scene.on_draw()
    assert hud.pause_hint.text == ""


def test_the_theatre_stage_stays_above_its_bar(app: App, window: arcade.Window,
                                               folder: Path) -> None:
    """Playing or paused, nothing of the play scene (the field's bottom rows included) goes
    under the transport bar: the scene is laid out in the window above it."""
    from tests.scenes.text_bounds import drawn, virtual_size, walk

    scene = theatre(app, folder)
    for size in ((1280, 720), (1920, 1080), (800, 600)):
        with virtual_size(window, *size):
            for paused in (False, True):
                scene.seek_by(2.0)  # a seek builds a new play scene: laid out the same
                scene.paused = paused
                for _ in range(3):
                    scene.on_update(FRAME)
                scene.on_draw()
                top = scene.bar.top
                play = scene.stage.scene
                texts, _ = drawn(play)
                _, rects = walk(play)
                low = [f"{name} {round(r.bottom)}" for name, r in rects
                       if r.width > 0 and r.height > 0 and r.bottom < top - 1]
                low += [f"{name} {t.text!r}" for name, t in texts
                        if t.text.strip() and t.bottom < top - 1]
                assert not low, f"{size} paused={paused}: under the bar (top {top}): {low}"
                assert play.layout.frame is not None and play.layout.y(0) >= top - 1


def test_a_pad_deletes_after_asking(app: App, window: arcade.Window, folder: Path) -> None:
    from game.input import bindings
    assert bindings.load("pad", "menu").names["erase"] == ("x",)
    scene = open_list(app, folder)
    scene.on_command(Command("erase", True, "pad"))
    scene.on_command(Command("back", True, "pad"))  # B keeps it, and stays on the list
    assert len(lib.list_replays(folder)) == 2 and window.current_view is scene
    scene.on_command(Command("erase", True, "pad"))
    scene.hints.use("pad")
    scene.on_draw()
    assert "A deletes it, B keeps it" in scene.note.text
    scene.on_command(Command("choose", True, "pad"))
    assert len(scene.entries) == 1
