"""Playing Tet'light: the hex board and HUD are drawn from the snapshot, keys reach the rules,
the pause is a rules pause (the level clock runs on), and a game ends on the game over
screen."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from arcade import key
from PIL import Image

from game.core.replay import Replay
from game.render.palette import load_palette
from game.rules.tetlight.snapshot import FLASH, GRAVITY, Drop, Hexagon, TetlightSnapshot
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.name_entry import NameEntryScene
from game.scenes.menus.pause import PauseScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.tetlight.board import fall_ease
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.hud import TetlightHud, clock_text
from game.scenes.tetlight.play import TetlightPlayScene
from game.sim.playback import verify
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from game.ui.hud_parts import clock_text as game_time
from game.ui.layout import Layout
from tests.scenes.conftest import assert_not_blank, frame_pixels, press, run_frames
from tests.scenes.tetlight import fakes

ROOT = Path(__file__).resolve().parents[3]


def _shown(app: App, snap: TetlightSnapshot, **choice: object) -> TetlightPlayScene:
    """A play scene showing ``snap`` (no real rules), laid out and updated once."""
    fakes.show(app, snap)
    scene = TetlightPlayScene(app, TetlightChoice(edge=snap.edge, **choice))  # type: ignore[arg-type]
    app.nav.reset(scene)
    run_frames(scene.window, 1)
    return scene


def _pixel(pixels: np.ndarray, xy: tuple[float, float]) -> np.ndarray:
    """The pixel at window coordinates ``xy`` (y up) of a frame read top row first."""
    x, y = xy
    return pixels[pixels.shape[0] - 1 - round(y), round(x)].astype(int)


def _patch(pixels: np.ndarray, xy: tuple[float, float], radius: float) -> np.ndarray:
    """Mean RGB of the square of half-side ``radius`` around window coordinates ``xy``."""
    x, y = round(xy[0]), pixels.shape[0] - 1 - round(xy[1])
    r = max(1, round(radius))
    return pixels[y - r:y + r + 1, x - r:x + r + 1].reshape(-1, 3).mean(axis=0)


def _real(app: App, edge: int = 8, pilot: TetlightAutoPlayer | None = None,
          **choice: object) -> TetlightPlayScene:
    scene = TetlightPlayScene(app, TetlightChoice(edge=edge, **choice),  # type: ignore[arg-type]
                              pilot=pilot)
    app.nav.reset(scene)
    return scene


# -- drawing --------------------------------------------------------------------------------


@pytest.mark.parametrize(("size", "edge"), [("1280x720", 9), ("640x360", 6)])
def test_shot_draws_the_play_screen_at_any_window_size(tmp_path: Path, size: str,
                                                       edge: int) -> None:
    # A process of its own: the window size is fixed when the (single) window is made.
    out = tmp_path / "tetlight.png"
    code = ("import sys; from game.cli.shot import main; "
            "sys.exit(main(['tetlight', sys.argv[1], '--size', sys.argv[2], "
            "'--edge', sys.argv[3]]))")
    done = subprocess.run([sys.executable, "-c", code, str(out), size, str(edge)], cwd=ROOT,
                          timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.size == tuple(int(v) for v in size.split("x"))
        assert_not_blank(np.asarray(image.convert("RGB")))


@pytest.mark.parametrize("window_size", [(1280, 720), (640, 360), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("edge", [6, 9])
def test_the_board_fits_its_frame_beside_the_panels(app: App, window_size: tuple[int, int],
                                                    edge: int) -> None:
    scene = _shown(app, fakes.snapshot(edge))
    hud, board = TetlightHud(4800), scene.board
    hud.build(Layout(*window_size, TetlightPlayScene.VIEW), "", {})
    board.place(hud.board_box)
    xs, ys = zip(*board.outline(hud.cut), strict=True)
    assert min(xs) >= 0 and max(xs) <= window_size[0]
    assert min(ys) >= 0 and max(ys) <= window_size[1]
    panels = [*(s.rect for s in hud.stats.values()), hud.clock_rect, hud.radar_rect,
              hud.bomb_bar_rect, hud.bombs_rect]
    assert max(p.right for p in panels if p.right < window_size[0] / 2) < min(xs)
    assert min(p.left for p in panels if p.left > window_size[0] / 2) > max(xs)
    # The board is as large as the height allows: its frame spans most of the window.
    assert max(ys) - min(ys) > 0.85 * hud.layout.len(720)


def test_the_board_its_hexagons_and_a_bomb_icon_are_drawn(app: App, window) -> None:
    snap = fakes.snapshot(board=(Hexagon((-2, 0), 4, False), Hexagon((2, 0), 4, True)),
                          active=None, ghost=())
    scene = _shown(app, snap)
    pixels = frame_pixels(window)
    assert_not_blank(pixels)
    red = load_palette().tetlight_color(3)
    plain = _pixel(pixels, scene.board.center(-2, 0))
    assert plain[0] > 150 and plain[0] > 2 * plain[2], f"no red hexagon: {plain}"
    # The bomb is an icon, not a colour: the bomb hexagon's middle is near white.
    icon = _pixel(pixels, scene.board.center(2, 0))
    assert icon.min() > plain.min() + 80, (icon, plain, red)
    # Empty board cells are the dim lattice: dark in the middle, brighter at the rim.
    middle = _pixel(pixels, scene.board.center(0, 5))
    rim = _pixel(pixels, np.add(scene.board.center(0, 5), (0, scene.board.size * 0.84)))
    assert middle.max() < 70 and rim.sum() > middle.sum()


def test_the_falling_piece_and_its_ghost_are_drawn(app: App, window) -> None:
    scene = _shown(app, fakes.snapshot())
    pixels = frame_pixels(window)
    cyan = load_palette().tetlight_color(1)
    for cell in scene.snapshot.active.cells:
        p = _pixel(pixels, scene.board.center(*cell))
        assert p[2] > 150 and p[1] > 120 and p[0] < p[2], (cell, p, cyan)
    ghost = _pixel(pixels, scene.board.center(*scene.snapshot.ghost[1]))
    assert ghost.max() < 110  # an outline: the middle stays dark
    hidden = _shown(app, fakes.snapshot(), ghost=False)
    without = frame_pixels(window)
    x, y = hidden.board.center(*hidden.snapshot.ghost[1])
    top = [(x, y + hidden.board.size * k) for k in np.linspace(0.6, 0.95, 15)]

    def rim(frame: np.ndarray) -> int:  # the brightest pixel up to the cell's top edge
        return max(int(_pixel(frame, xy).sum()) for xy in top)

    assert rim(pixels) > rim(without) + 80


def test_a_flash_phase_draws_the_marked_cells_brighter(app: App, window) -> None:
    marked = ((-3, 0), (-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0), (3, 0))
    scene = _shown(app, fakes.snapshot(active=None, ghost=()))
    calm = frame_pixels(window)
    flashing = dataclasses.replace(scene.snapshot, phase=FLASH, phase_progress=0.8,
                                   marked=marked, mark_kind="lines")
    scene = _shown(app, flashing)
    lit = frame_pixels(window)
    r = scene.board.size * 0.5
    for cell in marked:
        xy = scene.board.center(*cell)
        assert _patch(lit, xy, r).sum() > _patch(calm, xy, r).sum() + 120, cell
        assert _patch(lit, xy, r).min() > 170  # towards white, whatever the colour
    untouched = scene.board.center(-3, 1)
    assert abs(_patch(lit, untouched, r).sum() - _patch(calm, untouched, r).sum()) < 30


def test_gravity_slides_each_hexagon_from_its_old_height_to_its_new_one(app: App,
                                                                        window) -> None:
    base = fakes.snapshot(board=(Hexagon((1, 0), 3, False),), active=None, ghost=())
    drop = Drop(1, 4, 0)
    heights = []
    for progress in (0.0, 0.5, 1.0):
        snap = dataclasses.replace(base, phase=GRAVITY, phase_progress=progress, drops=(drop,))
        scene = _shown(app, snap)
        centers, _, fl = scene.board._board_layer(snap)
        slid = centers[-1]  # the moving hexagon is drawn last, over the lattice
        x, y = scene.board.center(1, 0)
        heights.append((slid[1] - y) / (scene.board.size * np.sqrt(3)))
        assert slid[0] == pytest.approx(x)
        assert fl[scene.board.index[(1, 0)]] & 1  # its destination shows the empty lattice
        if progress == 0.5:
            pixels = frame_pixels(window)
            assert _pixel(pixels, (x, y)).max() < 80  # not there yet
            assert _pixel(pixels, scene.board.center(1, 4 * (1 - fall_ease(0.5)))).max() > 150
    assert heights == pytest.approx([4.0, 4 * (1 - fall_ease(0.5)), 0.0], abs=1e-3)


def test_the_radar_shows_the_next_piece_only_when_it_is_on(app: App, window) -> None:
    nxt = fakes.piece("O", color=5, pivot=None, offsets=((0, 0), (0, 2), (1, -1), (1, 1)))
    purple = np.array(load_palette().tetlight_color(4)[:3])

    def purple_in_radar(scene: TetlightPlayScene) -> int:
        box = scene.hud.radar_box
        pixels = frame_pixels(window)
        h = pixels.shape[0]
        crop = pixels[h - round(box.top):h - round(box.bottom), round(box.left):round(box.right)]
        return int((np.abs(crop.astype(int) - purple).sum(axis=2) < 90).sum())

    on = _shown(app, fakes.snapshot(radar=True, next=nxt))
    assert purple_in_radar(on) > 200 and not on.hud.radar_off.visible
    off = _shown(app, fakes.snapshot(radar=False, next=nxt))  # the radar's state decides
    # (the HUD's texts are one batch: "RADAR OFF" is shown by being visible in it)
    assert purple_in_radar(off) == 0 and off.hud.radar_off.visible
    assert off.hud.radar_off.text == "RADAR OFF" and off.hud.radar_off.label.batch is not None


def test_the_hud_shows_the_figures_of_the_snapshot(app: App, window) -> None:
    snap = fakes.snapshot(score=4321, level=7, clock_ticks=65 * 120 + 1, bomb_points=230,
                          bomb_threshold=800, bombs=2, can_explode=True)
    scene = _shown(app, snap)
    run_frames(window, 60)  # the score counts up to its value
    scene.on_draw()
    hud = scene.hud
    assert hud.stats["score"].value.text == "4,321"
    assert hud.stats["level"].value.text == "7"
    assert hud.clock_value.text == "01:06"  # rounded up: 00:00 only once it has run out
    assert hud.bomb_bar_value.text == "230 / 800"
    assert clock_text(0, 120) == "00:00" and clock_text(4800, 120) == "00:40"
    icons = scene._bomb_icons(scene.snapshot)[2]
    assert [bool(f & 0x700) for f in icons] == [True, True, False, False, False]


# -- playing --------------------------------------------------------------------------------


def test_keys_reach_the_rules_through_the_loop(app: App, window) -> None:
    play = _real(app)
    run_frames(window, 2)
    column = play.snapshot.active.pivot[0]
    press(window, key.LEFT)
    run_frames(window, 1)
    assert play.snapshot.active.pivot[0] == column - 1
    press(window, key.R)  # the radar, a rules action like any other
    run_frames(window, 1)
    assert play.snapshot.radar and play.snapshot.next is not None


def test_the_pause_keeps_the_level_clock_running_and_freezes_the_piece(app: App,
                                                                       window) -> None:
    play = _real(app)
    run_frames(window, 10)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, PauseScene)
    run_frames(window, 1)
    frozen = play.snapshot
    assert frozen.paused and not play.driver.paused  # a rules pause: the loop runs on
    run_frames(window, 60, draw=True)  # one second under the pause screen
    assert play.snapshot.clock_ticks == pytest.approx(frozen.clock_ticks - 120, abs=2)
    assert play.snapshot.active == frozen.active
    press(window, key.ESCAPE)
    assert window.current_view is play
    run_frames(window, 1)
    assert not play.snapshot.paused


def test_retris_pause_stops_its_clock_instead(app: App, window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 10)
    press(window, key.ESCAPE)
    seconds = play.driver.latest().seconds
    run_frames(window, 60)
    assert play.driver.latest().seconds == seconds


def test_losing_focus_stops_the_loop_and_the_clock(app: App, window) -> None:
    play = _real(app)
    run_frames(window, 10)
    window.dispatch_event("on_deactivate")
    window.dispatch_events()
    pause = window.current_view
    assert isinstance(pause, PauseScene) and play.driver.paused
    clock = play.snapshot.clock_ticks
    run_frames(window, 60)
    assert play.snapshot.clock_ticks == clock
    window.dispatch_event("on_activate")  # focus back: the (rules-paused) clock runs again
    window.dispatch_events()
    run_frames(window, 30)
    assert not play.driver.paused and play.snapshot.paused
    assert play.snapshot.clock_ticks < clock
    press(window, key.ENTER)  # Resume
    run_frames(window, 1)
    assert window.current_view is play and not play.snapshot.paused


@pytest.mark.parametrize("paused", [False, True])
def test_ctrl_esc_aborts_the_game(app: App, window, paused: bool) -> None:
    play = _real(app)
    run_frames(window, 5)
    if paused:
        press(window, key.P)
    window.dispatch_event("on_key_press", key.ESCAPE, key.MOD_CTRL)
    window.dispatch_events()
    run_frames(window, 2)
    assert play.snapshot.over and window.current_view is play
    play.on_draw()
    assert play.over_text.text == "ABORTED"
    run_frames(window, 120, until=lambda: isinstance(window.current_view, GameOverScene))
    assert isinstance(window.current_view, GameOverScene)
    assert play.over_reason == "abort"


def test_an_autoplayed_game_ends_on_the_game_over_screen(app: App, window) -> None:
    play = _real(app, edge=6, pilot=TetlightAutoPlayer(give_up_after=4))
    run_frames(window, 4000, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    assert_not_blank(frame_pixels(window))
    snap = play.snapshot
    assert snap.over and over.score_text.text == f"{snap.score:,}"
    shown = {name.text: value.text for name, value in over.rows}
    assert {k: shown[k] for k in ("LEVEL", "TIME", "EDGE")} == {
        "LEVEL": str(snap.level), "TIME": game_time(snap.seconds), "EDGE": "6"}
    assert shown["RANK"] == f"#{play.rank}" and play.rank is not None
    assert play.replay_path is not None
    rules = verify(Replay.load(play.replay_path))
    assert rules.over and rules.snapshot().score == snap.score
    run_frames(window, 60)  # game over takes keys after a moment
    # A game in its record table's top 10 asks for a name first (the tests' book may hold
    # other games of this file): the name offered is kept.
    if isinstance(window.current_view, NameEntryScene):
        press(window, key.ENTER)
    assert window.current_view is over
    press(window, key.ENTER)  # Play again: the same choice, a fresh game
    again = window.current_view
    assert isinstance(again, TetlightPlayScene) and again.choice == play.choice
    assert again.snapshot.tick == 0


def test_restart_from_the_pause_screen_starts_a_fresh_game(app: App, window) -> None:
    play = _real(app)
    run_frames(window, 30)
    press(window, key.ESCAPE)
    press(window, key.DOWN)
    press(window, key.ENTER)  # Restart
    assert window.current_view is play and play.snapshot.tick == 0
    assert isinstance(play, TetlightPlayScene) and not play.snapshot.paused


def test_with_the_rules_thread_focus_stops_the_clock_and_the_pause_does_not(
        app: App, window) -> None:
    app.sync_loops = False  # the real game's RulesThread
    play = _real(app)

    def clock_after(seconds: float) -> int:
        time.sleep(seconds)
        run_frames(window, 1)
        return play.snapshot.clock_ticks

    start = clock_after(0.1)
    press(window, key.ESCAPE)  # the rules pause: the clock runs on
    paused_at = clock_after(0.05)
    assert clock_after(0.2) < paused_at - 12 and play.snapshot.paused
    window.dispatch_event("on_deactivate")
    window.dispatch_events()
    stopped_at = clock_after(0.05)  # a tick already under way may finish
    assert clock_after(0.2) == stopped_at < start
    press(window, key.ESCAPE)  # resume: the loop and the game run again
    assert clock_after(0.1) < stopped_at and not play.snapshot.paused


def test_a_big_score_shrinks_to_fit_its_panel(app: App, window) -> None:
    scene = _shown(app, fakes.snapshot(score=98_765_432))
    run_frames(window, 200)  # the count up from 0
    scene.on_draw()
    score = scene.hud.stats["score"]
    assert score.value.text == "98,765,432"
    assert score.value.content_width <= score.rect.width - scene.layout.len(30)
    assert score.value.left >= score.rect.left
