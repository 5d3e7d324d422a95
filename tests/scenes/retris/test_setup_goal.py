"""The Retris setup's GOAL and TARGET rows (goals.md §1): the goal chosen by keys or pad
becomes the game's goal options, each goal offers its own targets, Endless leaves the options
as they were before goals, and the choice is remembered like mode and style."""

from __future__ import annotations

import tomllib
from pathlib import Path

import arcade
from arcade import key

from game.config.loader import load_settings
from game.input.commands import DOWN, RIGHT, Command
from game.rules.retris.options import GOALS
from game.scenes.menus.title import TitleScene
from game.scenes.navigator import Navigator
from game.scenes.retris.choice import (
    GOAL_TEXT,
    MARATHON_ROWS,
    SPRINT_ROWS,
    ULTRA_SECONDS,
    RetrisChoice,
)
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from tests.scenes.conftest import focus, press

RULESETS = Path(__file__).resolve().parents[3] / "resources" / "rulesets"


def _setup(app: App) -> RetrisSetupScene:
    setup = RetrisSetupScene(app)
    app.nav.reset(TitleScene(app))
    app.nav.push(setup)
    return setup


def test_endless_options_are_those_of_before_goals() -> None:
    assert RetrisChoice().options() == {"mode": "classic", "style": "normal", "level": 1}


def test_sprint_100_by_keys_becomes_the_goal_options(app: App, window: arcade.Window) -> None:
    setup = _setup(app)
    focus(setup, "GOAL")
    press(window, key.RIGHT)  # sprint
    assert setup.goal_item.value == "SPRINT" and setup.target_item.value == "40 ROWS"
    press(window, key.DOWN)  # the target row
    press(window, key.RIGHT)  # 100
    options = setup.choice.options()
    assert options["goal"] == "sprint" and options["goal_rows"] == 100
    assert "goal_seconds" not in options
    press(window, key.ENTER)  # the game starts with that goal
    play = window.current_view
    assert isinstance(play, RetrisPlayScene)
    assert (play.snapshot.goal, play.snapshot.goal_target) == ("sprint", 100)


def test_ultra_by_pad_offers_one_to_five_minutes(app: App) -> None:
    setup = _setup(app)
    focus(setup, "GOAL")
    for _ in range(2):  # endless -> sprint -> ultra
        setup.on_command(Command(RIGHT, True, "pad"))
    assert setup.target_item.choices == ("1:00", "2:00", "3:00", "4:00", "5:00")
    setup.on_command(Command(DOWN, True, "pad"))
    assert setup.menu.focused is setup.target_item
    setup.on_command(Command(RIGHT, True, "pad"))  # 3:00
    assert setup.choice.options() == {"mode": "classic", "style": "normal", "level": 1,
                                      "goal": "ultra", "goal_seconds": 180}


def test_endless_and_marathon_have_no_target_to_change(app: App) -> None:
    setup = _setup(app)
    assert not setup.target_item.enabled  # endless: the focus skips the row
    focus(setup, "GOAL")
    for _ in range(3):
        setup.goal_item.adjust(1)
    assert setup.choice.goal == "marathon" and setup.target_item.value == "150 ROWS"
    assert not setup.target_item.enabled
    assert setup.choice.options()["goal_rows"] == 150
    setup.menu.move(1)
    assert setup.menu.focused is setup.start_item


def test_the_goal_and_each_target_are_remembered(app: App, window: arcade.Window) -> None:
    setup = _setup(app)
    focus(setup, "GOAL")
    press(window, key.RIGHT)  # sprint
    focus(setup, "TARGET")
    press(window, key.LEFT)  # 20 rows
    focus(setup, "GOAL")
    press(window, key.RIGHT)  # ultra: Sprint's 20 is kept for next time
    focus(setup, "TARGET")
    press(window, key.LEFT)  # 1:00
    press(window, key.ESCAPE)  # back to the title: the choice is kept
    assert app.settings_path is not None
    later = App(window, Navigator(window), sync_loops=True,
                settings=load_settings(app.settings_path).settings,
                settings_path=app.settings_path)
    choice = RetrisSetupScene(later).choice
    assert (choice.goal, choice.sprint_rows, choice.ultra_seconds) == ("ultra", 20, 60)
    assert RetrisSetupScene(later).target_item.value == "1:00"


def test_the_targets_offered_are_the_rulesets() -> None:
    goals = tomllib.loads((RULESETS / "retris.toml").read_text(encoding="utf-8"))["goals"]
    assert list(SPRINT_ROWS) == goals["sprint_choices"]
    assert list(ULTRA_SECONDS) == goals["ultra_choices"]
    assert list(MARATHON_ROWS) == goals["marathon_choices"]
    assert set(GOAL_TEXT) == set(GOALS)
