"""The end of a game: the final figures; and a crash in the rules shows the error screen."""

from __future__ import annotations

import time
from typing import Any

import arcade
from arcade import key

from game.core.replay import Replay
from game.headless.scenes import FailingRules
from game.scenes.menus.error import ErrorScene
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.name_entry import NameEntryScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.sim.autoplay import AutoPlayer
from game.sim.playback import verify
from tests.scenes.conftest import assert_not_blank, frame_pixels, press, run_frames


def _finish_a_game(app: App, window: arcade.Window) -> tuple[RetrisPlayScene, GameOverScene]:
    play = RetrisPlayScene(app, RetrisChoice(), pilot=AutoPlayer(give_up_after=12))
    app.nav.reset(play)
    run_frames(window, 3000, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    run_frames(window, 60)  # the screen takes keys after a moment (fresh presses only)
    # The test's own score book is empty or holds this file's same games: the game is in its
    # table's top 10, and the name offered is kept.
    assert isinstance(window.current_view, NameEntryScene)
    press(window, key.ENTER)
    assert window.current_view is over
    return play, over


def test_game_over_shows_the_final_score(app: App, window: arcade.Window) -> None:
    play, over = _finish_a_game(app, window)
    snap = play.snapshot
    assert snap.over
    assert_not_blank(frame_pixels(window))  # builds the texts too
    assert over.score_text.text == f"{snap.score:,}"
    shown = {name.text: value.text for name, value in over.rows}
    assert shown["ROWS"] == str(snap.rows) and shown["LEVEL"] == str(snap.level)
    assert shown["MODE"] == "CLASSIC" and shown["STYLE"] == "NORMAL"


def test_a_finished_game_is_saved_as_a_replay_that_plays_back(app: App,
                                                              window: arcade.Window) -> None:
    play, _ = _finish_a_game(app, window)
    assert play.replay_path is not None and play.replay_path.is_file()
    rules = verify(Replay.load(play.replay_path))
    assert rules.over and rules.state()["score"] == play.snapshot.score


def test_game_over_enter_plays_again_and_esc_goes_to_title(app: App,
                                                           window: arcade.Window) -> None:
    _finish_a_game(app, window)
    press(window, key.ENTER)
    again = window.current_view
    assert isinstance(again, RetrisPlayScene) and again.snapshot.tick == 0
    _finish_a_game(app, window)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def _failing_sessions(app: App, fail_at: int) -> None:
    real = app.new_session

    def session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
        rules, header = real(game, options, seed)
        return FailingRules(rules, fail_at), header

    app.new_session = session


def test_a_crash_in_the_rules_shows_the_error_scene(app: App, window: arcade.Window) -> None:
    _failing_sessions(app, fail_at=5)
    app.nav.reset(RetrisPlayScene(app, RetrisChoice()))
    run_frames(window, 10)
    error = window.current_view
    assert isinstance(error, ErrorScene)
    assert_not_blank(frame_pixels(window))
    assert "the rules raised on tick 5" in error.message.text
    assert error.log_path == app.log_path and "the rules raised" in app.log_path.read_text()
    assert str(app.log_path) in error.log_text.text
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_a_crash_in_the_rules_thread_shows_the_error_scene(app: App,
                                                           window: arcade.Window) -> None:
    app.sync_loops = False
    _failing_sessions(app, fail_at=3)
    app.nav.reset(RetrisPlayScene(app, RetrisChoice()))
    deadline = time.monotonic() + 3.0
    while not isinstance(window.current_view, ErrorScene) and time.monotonic() < deadline:
        run_frames(window, 1)
        time.sleep(0.01)
    error = window.current_view
    assert isinstance(error, ErrorScene)
    assert "tick 3" in str(error.error) and error.log_path == app.log_path
