"""Tet'light's and Verse's statistics (goals.md §3): each HUD's live panel follows
``[display] stats`` (Verse's in the keys' place, or left of the board on a tall window);
each game's result screen lists the figures of its own snapshot."""

from __future__ import annotations

import dataclasses
from typing import Any

import arcade
import pytest

from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.hud import WIDE, VerseHud, arrangement
from game.scenes.verse.play import VersePlayScene
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from game.sim.verse_autoplay import VerseAutoPlayer
from game.ui.layout import Layout
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


def _result(app: App, window: arcade.Window, scene: Any) -> tuple[dict[str, str], Any]:
    """Play ``scene`` (autoplayed, giving up) to its game over: its statistics' rows, and the
    snapshot's statistics."""
    app.nav.reset(TitleScene(app))
    app.nav.push(scene)
    run_frames(window, 20000, until=lambda: isinstance(app.nav.top, GameOverScene))
    over = app.nav.top
    assert isinstance(over, GameOverScene) and over.heading_words == "GAME OVER"
    assert scene.snapshot.stats is not None
    return dict(over.stats), scene.snapshot.stats


def test_tetlight_result_lists_its_statistics(app: App, window: arcade.Window) -> None:
    pilot = TetlightAutoPlayer(give_up_after=4)
    figures, stats = _result(app, window, TetlightPlayScene(app, TetlightChoice(), pilot=pilot))
    assert figures["PIECES"] == str(stats.pieces)
    assert figures["CONTACT EXPLOSIONS"] == str(stats.contacts)
    assert figures["HIGHEST LEVEL"] == str(stats.highest_level)


def test_verse_result_lists_its_statistics(app: App, window: arcade.Window) -> None:
    pilot = VerseAutoPlayer(give_up_after=3, pace=2)
    figures, stats = _result(app, window, VersePlayScene(app, VerseChoice(), pilot=pilot))
    assert figures["PLACEMENTS"] == str(stats.pieces)
    assert figures["LONGEST STREAK"] == str(stats.longest_streak)
    assert figures["BOARD CLEARS"] == str(stats.board_clears)


def _verse(app: App, window: arcade.Window) -> VersePlayScene:
    app.nav.reset(TitleScene(app))
    scene = VersePlayScene(app, VerseChoice(), pilot=VerseAutoPlayer())
    app.nav.push(scene)
    run_frames(window, 120, draw=True)
    return scene


def test_verse_stats_panel_takes_the_keys_place_on_a_wide_window(app: App,
                                                                 window: arcade.Window) -> None:
    _stats(app, False)
    scene = _verse(app, window)  # (the tests' window, 800×450, is wide)
    hud, panel = scene.hud, scene.hud.stats_panel
    assert not panel.visible and hud.keys_rect in hud.panel_rects()
    _stats(app, True)
    run_frames(window, 1, draw=True)
    assert panel.visible and panel.rect in hud.panel_rects()
    assert hud.keys_rect not in hud.panel_rects() and not any(t.visible for t in hud.key_texts)
    stats = scene.snapshot.stats
    assert stats is not None and stats.pieces > 0
    shown = {name.text: value.text for name, value in panel.rows}
    assert shown["PIECES"] == str(stats.pieces)
    assert shown["BOARD CLEARS"] == str(stats.board_clears)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768), (800, 600),
                                  (640, 640), (720, 1280)])
def test_verse_stats_panel_fits_beside_the_board_at_any_size(size: tuple[int, int]) -> None:
    """Laid out for the statistics (a tall window's view widens for them), the panel lies in
    the window, left of the board's frame, overlapping no other panel."""
    hud = VerseHud()
    w, h = size
    hud.build(Layout(w, h, arrangement(w, h, stats=True).view), "NO ROTATION",
              [("DRAG", "place")], stats=True)
    panel = hud.stats_panel.rect
    assert panel is not None
    assert panel.left >= 0 and panel.right < hud.frame.left and panel.bottom >= 0
    assert panel.top <= h
    others = [*hud.tray_boxes, *(stat.rect for stat in hud.stats.values())]
    assert not any(panel.left < o.right and o.left < panel.right and panel.bottom < o.top
                   and o.bottom < panel.top for o in others if o is not None)
    assert (hud.arr is WIDE) == (w >= 1.45 * h)
