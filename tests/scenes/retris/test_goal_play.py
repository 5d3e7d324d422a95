"""A Retris game with a goal (goals.md §1–3) on screen: the HUD's goal panel counts the rows
or the time left and shows Sprint's pace against the table's best; a reached goal is a win
with its own banner, word over the field and result screen (the time big, the figures and
the statistics); the live statistics panel follows ``[display] stats``, from the Settings
screen too."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest

from game.rules.retris.snapshot import RetrisSnapshot
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.pace import best_sprint
from game.scenes.retris.play import RetrisPlayScene, result_time
from game.scenes.services import App
from game.sim.autoplay import AutoPlayer
from game.storage.scores import ScoreBook
from game.ui.hud_parts import clock_text
from tests.scenes.conftest import focus, run_frames

SPRINT = RetrisChoice(goal="sprint", sprint_rows=20)


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test's score book in a folder of its own: bests never carry over."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    yield


def _play(app: App, choice: RetrisChoice, stats: bool = False) -> RetrisPlayScene:
    app.settings = dataclasses.replace(
        app.settings, display=dataclasses.replace(app.settings.display, stats=stats))
    app.nav.reset(TitleScene(app))
    scene = RetrisPlayScene(app, choice, pilot=AutoPlayer())
    app.nav.push(scene)
    return scene


def _until(window: arcade.Window, done: Callable[[], bool], frames: int = 6000) -> None:
    run_frames(window, frames, until=done)
    assert done(), "the game did not get there"


def test_sprint_counts_the_rows_left(app: App, window: arcade.Window) -> None:
    scene = _play(app, SPRINT)
    _until(window, lambda: scene.snapshot.rows >= 3)
    scene.on_draw()
    hud = scene.hud
    assert hud.goal_box is not None and hud.goal_box.label.text == "ROWS LEFT"
    assert hud.goal_box.value.text == str(20 - scene.snapshot.rows)
    assert hud.goal_name.text == "SPRINT 20"
    assert hud.goal_box.rect in hud.panel_rects()


def test_ultra_counts_the_game_time_left(app: App, window: arcade.Window) -> None:
    scene = _play(app, RetrisChoice(goal="ultra", ultra_seconds=60))
    run_frames(window, 300)
    scene.on_draw()
    snap = scene.snapshot
    assert snap.game_ticks > 0
    left = clock_text(60 - snap.game_ticks / snap.tick_rate)
    assert scene.hud.goal_box is not None and scene.hud.goal_box.label.text == "TIME LEFT"
    assert scene.hud.goal_box.value.text == left


def test_endless_has_no_goal_panel(app: App, window: arcade.Window) -> None:
    scene = _play(app, RetrisChoice())
    run_frames(window, 2, draw=True)
    assert scene.hud.goal_box is None
    assert all("LEFT" not in t.text for t in scene.hud.front.texts)


def test_sprint_shows_the_pace_against_the_tables_best(app: App,
                                                      window: arcade.Window) -> None:
    # A best far slower than the autoplayer at 10 rows: this game is ahead there.
    ScoreBook().record("retris", 40, SPRINT.options(), figures={
        "ticks": 100_000, "tick_rate": 120, "rows": 20, "won": True,
        "stats": {"splits": [50_000, 100_000]}})
    scene = _play(app, SPRINT)
    assert scene.sprint_best is not None and scene.sprint_best.splits == (50_000, 100_000)
    run_frames(window, 30, draw=True)
    assert scene.hud.pace_value.text == ""  # before the first 10 rows: nothing to compare
    _until(window, lambda: scene.snapshot.rows >= 10)
    scene.on_draw()
    assert scene.snapshot.stats is not None
    ahead = scene.snapshot.stats.splits[0] - 50_000
    assert ahead < 0
    assert scene.hud.pace_value.text == f"PACE −{-ahead / scene.snapshot.tick_rate:.2f}"


def test_a_won_sprint_is_a_win_with_its_own_result_screen(app: App,
                                                          window: arcade.Window) -> None:
    scene = _play(app, SPRINT)
    _until(window, lambda: scene.snapshot.over)
    snap: RetrisSnapshot = scene.snapshot
    assert snap.won and snap.rows >= 20
    words = [b.text.text for b in scene.hud.banners.live]
    assert "SPRINT 20 COMPLETE" in words
    scene.on_draw()  # the field fades under COMPLETE, not TOP OUT
    assert scene.win_text.text == "COMPLETE" and scene.win_text.color[3] >= 0
    _until(window, lambda: isinstance(app.nav.top, GameOverScene), frames=200)
    over = app.nav.top
    assert isinstance(over, GameOverScene)
    over.on_draw()
    assert over.won and over.heading.text == "SPRINT 20 COMPLETE"
    assert over.score_label.text == "TIME"
    assert over.score_text.text == result_time(snap.game_ticks, snap.tick_rate)
    figures = dict(over.figures)
    assert figures["GOAL"] == "SPRINT 20" and figures["ROWS"] == str(snap.rows)
    stats = dict(over.stats)
    assert snap.stats is not None
    assert stats["PIECES"] == str(snap.stats.pieces)
    assert stats["PPS"] == f"{snap.stats.pps:.2f}" and stats["KPP"] == f"{snap.stats.kpp:.2f}"
    assert stats["FINESSE FAULTS"] == str(snap.stats.finesse)
    assert stats["SINGLES"] == str(snap.stats.clears[0])
    assert [v.text for _, v in over.stat_rows] == [v for _, v in over.stats]
    # The win is the table's best in the score book: the next Sprint 20 paces against it.
    best = best_sprint(ScoreBook(), SPRINT.options())
    assert best is not None and best.ticks == snap.game_ticks and len(best.splits) == 2


def test_a_top_out_is_still_game_over(app: App, window: arcade.Window) -> None:
    scene = _play(app, SPRINT)
    scene.pilot = AutoPlayer(give_up_after=1)
    _until(window, lambda: isinstance(app.nav.top, GameOverScene))
    over = app.nav.top
    assert isinstance(over, GameOverScene) and not scene.snapshot.won
    over.on_draw()
    assert over.heading.text == "GAME OVER" and over.score_label.text == "FINAL SCORE"
    assert dict(over.figures)["GOAL"] == "SPRINT 20"


def test_the_stats_panel_follows_the_setting(app: App, window: arcade.Window) -> None:
    scene = _play(app, RetrisChoice(), stats=False)
    run_frames(window, 120, draw=True)
    panel = scene.hud.stats_panel
    assert not panel.visible and not any(t.visible for t in panel.texts())
    assert panel.rect not in scene.hud.panel_rects()
    app.settings = dataclasses.replace(app.settings, display=dataclasses.replace(
        app.settings.display, stats=True))
    run_frames(window, 1, draw=True)
    assert panel.visible and all(t.visible for t in panel.texts())
    assert panel.rect in scene.hud.panel_rects()
    shown = {name.text: value.text for name, value in panel.rows}
    assert scene.snapshot.stats is not None
    assert shown["PIECES"] == str(scene.snapshot.stats.pieces)
    assert shown["FINESSE"] == str(scene.snapshot.stats.finesse)


def test_settings_switches_the_stats_panel_and_saves_it(app: App,
                                                       window: arcade.Window) -> None:
    app.nav.reset(TitleScene(app))
    settings = SettingsScene(app, "VIDEO")
    app.nav.push(settings)
    focus(settings, "STATS PANEL")
    assert settings.menu.focused.value == "OFF"
    settings.menu.focused.adjust(1)
    assert app.settings.display.stats  # at once: a game paused beneath shows it
    settings.leave()
    assert app.settings_path is not None
    assert "[display]\nstats = true" in app.settings_path.read_text()
