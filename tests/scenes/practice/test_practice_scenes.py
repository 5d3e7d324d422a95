"""Practice on the real scenes: T (and the pad's Y) in the theatre takes over at the moment
shown; ``arcadeforge play --scenario`` starts the real play scene from a file's position (a
bad file is one line and status 2); the Practice list shows the config folder's files."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from game.cli.play_scenario import open_scenario, scenario_start
from game.core.digest import digest
from game.input.commands import Command
from game.scenes.practice.files import practice_files
from game.scenes.practice.menu import PracticeScene
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.theatre.screen import TheatreScene
from game.scenes.verse.play import VersePlayScene
from game.sim.playback import verify
from game.sim.record_demo import record
from game.storage import replay_library as lib
from game.storage.replays import save_finished
from tests.scenes.conftest import run_frames

FIELD = "\n".join(["." * 20] * 21 + ["I.I.I.I...I.I.I.I.I.", "I.I.I.I...I.I.I.I.I.",
                                      "I.I.I.I...I.I.I.I.I."])
GOOD = f'game = "retris"\nseed = 5\ndescription = "a well"\n[setup]\nqueue = ["I", "T"]\n' \
       f'field = """\n{FIELD}\n"""\n'
VERSE = 'game = "verse"\n[setup]\ntray = ["#", "##", "#,#"]\n'


def test_t_in_the_theatre_takes_over_and_the_game_saved_reproduces(
        app: App, window: arcade.Window, tmp_path: Path) -> None:
    demo = record("retris", {"mode": "arcade"}, seed=5, ticks=120 * 30)
    path = save_finished(demo, tmp_path, score=1)
    theatre = TheatreScene(app, lib.load_entry(path))
    app.nav.reset(theatre)
    theatre.seek(demo.final_tick // 2)
    here = theatre.stage.tick
    assert "T PRACTICE FROM HERE" in (theatre.ensure_layout() and theatre.help.text)
    theatre.on_command(Command("take_over", True, "pad"))  # the pad's Y, as T
    play = app.nav.top
    assert isinstance(play, RetrisPlayScene) and play is not theatre.stage.scene
    assert not getattr(play.driver, "watching", False)  # a game of the player's own
    assert play.driver.latest().score == theatre.stage.cursor.rules.snapshot().score
    run_frames(window, 30)
    replay = play.driver.replay()
    assert replay.header.origin["replay"] == path.name
    assert replay.header.origin["tick"] == here
    verify(replay)
    kept = save_finished(replay, tmp_path)
    assert "-practice-retris-5" in kept.name
    verify(lib.load_entry(kept).replay)
    watch = TheatreScene(app, lib.load_entry(kept))  # the practice replay, watched
    app.nav.push(watch)
    watch.seek(0)
    assert watch.stage.tick == watch.stage.cursor.start >= here  # where it took over (settled)
    watch.seek(watch.stage.end)
    run_frames(window, 3, draw=True)
    assert watch.stage.error is None
    assert watch.stage.cursor.digest() == replay.final_digest
    watch.on_key_press(arcade.key.T, 0)  # not again: take over its origin instead
    assert app.nav.top is watch


def test_play_scenario_starts_the_real_play_scene_from_the_files_position(
        app: App, tmp_path: Path) -> None:
    good = tmp_path / "well.toml"
    good.write_text(GOOD, encoding="utf-8")
    header = scenario_start(good)
    assert not isinstance(header, int)
    scene = open_scenario(app, header)
    assert isinstance(scene, RetrisPlayScene) and app.nav.top is scene
    snap = scene.driver.latest()
    assert snap.hold is None and snap.score == 0
    rows = scene.driver.loop.rules.field.top_first()
    assert rows[-3:] == FIELD.splitlines()[-3:]
    assert header.options["gravity"] is True  # a game to play falls, unlike a rules check
    assert digest(scene.driver.loop.rules.state()) == header.origin["start"]


@pytest.mark.parametrize(("body", "key"), [
    ('game = "retris"\n[setup]\nqueue = ["Q"]\n', "setup.queue[0]"),
    ('game = "chess"\n', "game"),
    ('game = "tetlight"\n[options]\nedge = 99\n', "options.edge"),
    ('game = "retris"\n[[slot]]\n[[slot]]\n', "slot")])
def test_a_scenario_the_game_cannot_start_from_is_one_line_and_status_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, key: str) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(body, encoding="utf-8")
    assert scenario_start(bad) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"arcadeforge: bad.toml: {key}")


def test_the_practice_list_shows_the_files_and_why_a_bad_one_cannot_start(
        app: App, window: arcade.Window, tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text("", encoding="utf-8")  # not a scenario
    (tmp_path / "a-well.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b-bad.toml").write_text('game = "verse"\n[setup]\ntray = [1]\n',
                                         encoding="utf-8")
    (tmp_path / "c-verse.toml").write_text(VERSE, encoding="utf-8")
    files = practice_files(tmp_path, tmp_path / "settings.toml")
    assert [f.path.name for f in files] == ["a-well.toml", "b-bad.toml", "c-verse.toml"]
    assert files[0].description == "a well" and files[1].header is None
    assert files[1].problem.startswith("b-bad.toml: setup.tray[0]")
    scene = PracticeScene(app, tmp_path)
    app.nav.reset(scene)
    run_frames(window, 1, draw=True)
    shown = [part.text for _, parts, _ in scene.rows for part in parts]
    assert files[1].problem in shown and "CAN'T START" in shown
    scene.on_key_press(arcade.key.DOWN, 0)
    scene.on_key_press(arcade.key.ENTER, 0)  # the bad one: its line again, no game
    assert app.nav.top is scene
    scene.on_key_press(arcade.key.DOWN, 0)
    scene.on_command(Command("choose", True, "pad"))
    assert isinstance(app.nav.top, VersePlayScene)
