"""Tet'light's and Verse's statistics (goals.md §3): the Tet'light HUD's live panel follows
``[display] stats``; each game's result screen lists the figures of its own snapshot."""

from __future__ import annotations

import dataclasses

import arcade

from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.play import VersePlayScene
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from game.sim.verse_autoplay import VerseAutoPlayer
from tests.scenes.conftest import run_frames


def _stats(app: App, on: bool) -> None:
    app.settings = dataclasses.replace(app.settings, display=dataclasses.replace(
        app.settings.display, stats=on))


def test_tetlight_stats_panel_follows_the_setting(app: App, window: arcade.Window) -> None:
    _stats(app, False)
    app.nav.reset(TitleScene(app))
    scene = TetlightPlayScene(app, TetlightChoice(), pilot=TetlightAutoPlayer(pace=3))
    app.nav.push(scene)
    run_frames(window, 240, draw=True)
    panel = scene.hud.stats_panel
    assert not panel.visible and panel.rect not in scene.hud.panel_rects()
    _stats(app, True)
    run_frames(window, 1, draw=True)
    assert panel.visible and panel.rect in scene.hud.panel_rects()
    stats = scene.snapshot.stats
    assert stats is not None and stats.pieces > 0
    shown = {name.text: value.text for name, value in panel.rows}
    assert shown["PIECES"] == str(stats.pieces)
    assert shown["LINES STRAIGHT · V"] == f"{stats.lines_straight} · {stats.lines_v}"


def test_tetlight_result_lists_its_statistics(app: App, window: arcade.Window) -> None:
    app.nav.reset(TitleScene(app))
    scene = TetlightPlayScene(app, TetlightChoice(), pilot=TetlightAutoPlayer(give_up_after=4))
    app.nav.push(scene)
    run_frames(window, 20000, until=lambda: isinstance(app.nav.top, GameOverScene))
    over = app.nav.top
    assert isinstance(over, GameOverScene)
    stats = scene.snapshot.stats
    assert stats is not None
    figures = dict(over.stats)
    assert figures["PIECES"] == str(stats.pieces)
    assert figures["CONTACT EXPLOSIONS"] == str(stats.contacts)
    assert figures["HIGHEST LEVEL"] == str(stats.highest_level)
    assert over.heading_words == "GAME OVER"


def test_verse_result_lists_its_statistics(app: App, window: arcade.Window) -> None:
    app.nav.reset(TitleScene(app))
    scene = VersePlayScene(app, VerseChoice(), pilot=VerseAutoPlayer(give_up_after=3, pace=2))
    app.nav.push(scene)
    run_frames(window, 20000, until=lambda: isinstance(app.nav.top, GameOverScene))
    over = app.nav.top
    assert isinstance(over, GameOverScene)
    stats = scene.snapshot.stats
    assert stats is not None
    figures = dict(over.stats)
    assert figures["PLACEMENTS"] == str(stats.pieces)
    assert figures["LONGEST STREAK"] == str(stats.longest_streak)
    assert figures["BOARD CLEARS"] == str(stats.board_clears)
