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


@pytest.mark.parametrize(("game", "words"), [("tetlight", "BOMBS"), ("verse", "PLACED")])
def test_the_versus_shot_plays_the_game_asked_for(app: App, window: arcade.Window, game: str,
                                                  words: str) -> None:
    """``shot versus-2 --game verse``: that game's score race, its fields' own figures."""
    app.shot_game = game  # type: ignore[attr-defined]  # as arcadeforge shot sets it
    SCENE_BUILDERS["versus-2"](app)
    scene = window.current_view
    assert scene.choice.game == game  # type: ignore[attr-defined]
    run_frames(window, 2, draw=True)
    figures = [field.figures.text for field in scene.fields]  # type: ignore[attr-defined]
    assert len(figures) == 2 and all(words in text for text in figures), figures
    assert_not_blank(frame_pixels(window))
