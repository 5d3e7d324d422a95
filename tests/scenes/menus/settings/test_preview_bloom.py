"""The Settings effects sample blooms without grabbing the screen (its glow sources are drawn
before the rest of the frame), except on the very first frame, when the sample is made."""

from __future__ import annotations

import arcade

from game.scenes.services import App
from tests.gl_calls import counting_gl_calls, screen_reads
from tests.scenes.conftest import run_frames
from tests.scenes.menus.settings.test_screen import open_settings, settings_app  # noqa: F401


def test_the_effects_sample_blooms_without_reading_the_screen(
        settings_app: App, window: arcade.Window) -> None:  # noqa: F811
    scene = open_settings(settings_app, "EFFECTS")
    run_frames(window, 1, draw=True)  # the sample is made while this frame is drawn
    assert scene.preview is not None and settings_app.effects().bloom > 0
    scene.preview.next_clear = 0.0  # a flash and sparks in the next frames
    run_frames(window, 2, draw=False)
    applied = scene.preview.bloom.applied
    with counting_gl_calls() as counts:
        scene.on_draw()
    assert scene.preview.bloom.applied == applied + 1
    assert screen_reads(counts) == 0, counts  # the kept backdrop is copied, not the screen
