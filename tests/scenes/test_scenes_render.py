"""Every screen renders on the shared headless window, shows something real, and reads
nothing back from GL while it draws (each read waits for Mesa's threaded dispatch)."""

from __future__ import annotations

import arcade
import pytest

from game.glcalls import threaded
from game.headless.scenes import SCENE_BUILDERS, SCENES
from game.scenes.services import App
from tests.gl_calls import QUERIES, counting_gl_calls
from tests.scenes.conftest import assert_not_blank, frame_pixels, run_frames


@pytest.mark.parametrize("scene", SCENES)
def test_each_scene_renders_and_is_not_blank(app: App, window: arcade.Window, scene: str) -> None:
    SCENE_BUILDERS[scene](app)
    run_frames(window, 3, draw=True)
    with counting_gl_calls() as counts:
        run_frames(window, 3, draw=True)
    asked = {k: counts[k] for k in QUERIES if counts[k]}
    if not threaded():  # (the bloom waits for its light then: game/render/bloom.py)
        asked.pop("glFinish", None)
    assert not asked, asked
    assert_not_blank(frame_pixels(window))


def test_the_scene_names_of_shot_are_the_builders() -> None:
    assert set(SCENES) == set(SCENE_BUILDERS)
