"""The settings file reaches the play scenes: palette (colour-blind players) and handling."""

from __future__ import annotations

import dataclasses

from game.config.schema import Effects, Settings
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.play import VersePlayScene


def _colorblind(app: App) -> None:
    app.settings = dataclasses.replace(Settings(), effects=Effects(palette="colorblind"))


def test_play_scenes_use_the_default_palette_unless_the_settings_say_otherwise(app) -> None:
    assert TetlightPlayScene(app, TetlightChoice(edge=6)).palette.name == "default"
    _colorblind(app)
    assert TetlightPlayScene(app, TetlightChoice(edge=6)).palette.name == "colorblind"
    assert VersePlayScene(app, VerseChoice()).palette.name == "colorblind"


def test_a_palette_asked_for_by_name_wins(app) -> None:
    _colorblind(app)
    assert TetlightPlayScene(app, TetlightChoice(), palette="default").palette.name == "default"


def test_retris_plays_with_the_settings_handling_and_palette(app) -> None:
    from game.config.schema import Handling
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene

    app.settings = Settings(handling=Handling(das_ms=100, arr_ms=0, soft_drop_factor=40),
                            effects=Effects(palette="colorblind"))
    scene = RetrisPlayScene(app, RetrisChoice())
    header = scene.driver.replay().header
    assert (header.options["das_ms"], header.options["arr_ms"],
            header.options["soft_drop_factor"]) == (100, 0, 40)
    assert scene.field.palette.name == "colorblind"
    scene.dismiss()
