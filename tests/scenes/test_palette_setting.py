"""The settings file's effects.palette reaches the play scenes (colour-blind players)."""

from __future__ import annotations

import dataclasses

from game.config.schema import Effects, Settings
from game.scenes.base import App
from game.scenes.tetlight_choice import TetlightChoice
from game.scenes.tetlight_play import TetlightPlayScene
from game.scenes.verse_choice import VerseChoice
from game.scenes.verse_play import VersePlayScene


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
