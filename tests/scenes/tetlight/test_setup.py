"""Tet'light setup: keys change every choice, Enter on Start (focused first) plays with them;
the words shown come from the ruleset; the live board and the controls follow the choices."""

from __future__ import annotations

from typing import Any

import arcade
import pytest
from arcade import key

from game.input.keyboard import TABLE_ACTIONS, TABLES, KeyBindings
from game.render import hexgrid
from game.rules.tetlight.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.tetlight import play as tetlight_play
from game.scenes.tetlight.choice import TetlightChoice, fall_text, level_text, radar_text
from game.scenes.tetlight.preview import BoardPreview, inside, stack
from game.scenes.tetlight.setup import TetlightSetupScene
from game.ui.controls import TABLE_ROWS, ControlsPanel, key_label, panel_rows
from tests.scenes.conftest import assert_not_blank, frame_pixels, press, run_frames


class FakePlay(Scene):
    """Stands in for the play scene: remembers what it was started with."""

    def __init__(self, app: App, choice: TetlightChoice) -> None:
        super().__init__(app)
        self.choice = choice


@pytest.fixture
def setup(app: App, monkeypatch: pytest.MonkeyPatch) -> TetlightSetupScene:
    monkeypatch.setattr(tetlight_play, "TetlightPlayScene", FakePlay)
    app.nav.reset(TitleScene(app))
    scene = TetlightSetupScene(app)
    app.nav.push(scene)
    return scene


def test_start_is_focused_and_enter_plays_at_once(setup: TetlightSetupScene,
                                                  window: arcade.Window) -> None:
    assert setup.menu.focused is setup.start_item
    press(window, key.ENTER)
    assert isinstance(window.current_view, FakePlay)
    assert window.current_view.choice == TetlightChoice()


def test_the_keys_change_every_choice(setup: TetlightSetupScene, window: arcade.Window) -> None:
    for symbol in (key.UP, key.RIGHT,  # controls: the 1995 keys
                   key.UP, key.RIGHT,  # drop ghost: off
                   key.UP, key.RIGHT,  # radar: on
                   key.UP, key.RIGHT, key.RIGHT, key.RIGHT, key.LEFT,  # start level 2
                   key.UP, key.LEFT):  # board edge 7
        press(window, symbol)
    assert setup.menu.focused is setup.edge_item
    expected = TetlightChoice(edge=7, level=2, radar=True, ghost=False,
                              keys="tetlight_original")
    assert setup.choice == expected
    for _ in range(5):
        press(window, key.DOWN)
    press(window, key.ENTER)
    assert window.current_view.choice == expected


def test_enter_on_an_option_row_starts_with_the_option_unchanged(
        setup: TetlightSetupScene, window: arcade.Window) -> None:
    press(window, key.UP)
    press(window, key.UP)
    press(window, key.UP)  # radar
    assert setup.menu.focused is setup.radar_item
    press(window, key.ENTER)  # the footer says ENTER start
    assert isinstance(window.current_view, FakePlay)
    assert window.current_view.choice == TetlightChoice()


def test_edge_and_level_wrap_inside_the_ruleset_ranges(setup: TetlightSetupScene,
                                                       window: arcade.Window) -> None:
    tuning = load_tuning()
    setup.menu.focus = 1
    press(window, key.LEFT)
    assert setup.choice.level == tuning.start_level_range[1] == 35
    press(window, key.RIGHT)
    assert setup.choice.level == 0
    setup.menu.focus = 0
    assert setup.edge_item.choices == ("6", "7", "8", "9")
    press(window, key.RIGHT)
    assert setup.choice.edge == 9
    press(window, key.RIGHT)
    assert setup.choice.edge == tuning.edge_range[0] == 6


def test_esc_goes_back_to_the_title(setup: TetlightSetupScene, window: arcade.Window) -> None:
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_start_builds_the_real_play_scene_with_the_options(app: App,
                                                           window: arcade.Window) -> None:
    from tests.scenes.tetlight.fakes import show, snapshot

    show(app, snapshot(edge=6))
    shown = app.new_session
    calls: list[tuple[str, dict]] = []

    def session(game: str, options: dict, seed: int) -> tuple[Any, Any]:
        calls.append((game, options))
        return shown(game, options, seed)

    app.new_session = session
    choice = TetlightChoice(edge=6, level=4, radar=True, keys="tetlight_original")
    app.nav.reset(TetlightSetupScene(app, choice))
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, tetlight_play.TetlightPlayScene) and play.choice == choice
    assert calls == [("tetlight", {"edge": 6, "level": 4, "radar": True})]
    assert play.keys.bindings.table == "tetlight_original"


def test_the_words_follow_the_ruleset() -> None:
    assert fall_text(0) == "Level 0: the piece falls one cell every 1.00 s (1.0 cells a second)."
    assert "every 25 ms (40.0 cells a second)" in fall_text(35)  # 3 ticks of 120 per second
    assert "level-up key (NUM +) raises it at once and adds 40 s" in level_text(3, key="NUM +")
    radar = radar_text(3)  # 100 × (3 + 5); (1 + r) × (3 + 10), r = 1 on, 2 off
    assert "costs 800 points at level 3" in radar
    assert "×2 instead of ×3: 26 points instead of 39" in radar


@pytest.mark.parametrize("table", TABLES)
def test_the_controls_panel_lists_every_action_of_its_table(table: str) -> None:
    listed = {action for actions, _ in TABLE_ROWS[table] for action in actions}
    assert listed == set(TABLE_ACTIONS[table])
    assert ControlsPanel(KeyBindings.load(table)).rows == panel_rows(KeyBindings.load(table))


def test_the_tetlight_panels_name_the_keys_shortly() -> None:
    original = dict((what, keys) for keys, what in panel_rows(KeyBindings.load(
        "tetlight_original")))
    assert original["move in V"] == "LEFT  RIGHT"
    assert original["down-left"] == "INS" and original["down-right"] == "HOME"
    assert original["level up"] == "NUM +" and original["abort"] == "CTRL+ESC"
    assert original["continue"] == "ENTER" and original["radar"] == "HELP / F1"
    modern = dict((what, keys) for keys, what in panel_rows(KeyBindings.load("tetlight")))
    assert "continue" not in modern  # no key for it: the row is left out
    assert modern["level up"] == "+ / NUM +" and modern["global explosion"] == "B / BKSP"
    assert [key_label(n) for n in ("NUM_7", "BACKSPACE", "CTRL+ESCAPE")] == \
        ["NUM 7", "BKSP", "CTRL+ESC"]


@pytest.mark.parametrize("edge", hexgrid.EDGES)
def test_the_preview_piece_falls_clear_of_the_stack_and_lands_inside(
        window: arcade.Window, edge: int) -> None:
    from game.render.palette import load_palette

    preview = BoardPreview(window.ctx, load_palette())
    start, floor = preview.fall_steps(edge)
    assert start > floor
    path = [{(dc, y + dy) for dc, dy in preview.offsets} for y in range(floor, start + 1, 2)]
    swept = set().union(*path)
    cells = stack(edge, swept)
    assert cells and all(inside(edge, p) for p in cells)
    assert all(inside(edge, p) for p in swept) and not swept & set(cells)
    # The piece rests on the floor or on the stack: one step lower would leave the board.
    assert not all(inside(edge, (c, y - 2)) for c, y in path[0])


@pytest.mark.parametrize("edge", [6, 9])
def test_the_setup_screen_draws_the_chosen_board_and_keys(
        app: App, window: arcade.Window, edge: int, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    monkeypatch.setattr(ControlsPanel, "draw", lambda panel: drawn.append(panel.bindings.table))
    keys = "tetlight_original" if edge == 9 else "tetlight"
    scene = TetlightSetupScene(app, TetlightChoice(edge=edge, keys=keys))
    app.nav.reset(scene)
    run_frames(window, 3)
    assert_not_blank(frame_pixels(window))
    assert drawn[-1] == keys
    piece_and_ghost = 8
    assert scene.board.renderer.count == hexgrid.cell_count(edge) + piece_and_ghost
