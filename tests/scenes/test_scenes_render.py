"""Every screen renders on the shared headless window and shows something real."""

from __future__ import annotations

import arcade
import pytest

from game import shot
from game.scenes.base import App
from tests.scenes.conftest import assert_not_blank, frame_pixels, run_frames


@pytest.mark.parametrize("scene", shot.SCENES)
def test_each_scene_renders_and_is_not_blank(app: App, window: arcade.Window, scene: str) -> None:
    shot.SCENE_BUILDERS[scene](app)
    run_frames(window, 3, draw=True)
    assert_not_blank(frame_pixels(window))


def test_the_scene_names_of_shot_are_the_builders() -> None:
    assert set(shot.SCENES) == set(shot.SCENE_BUILDERS)
