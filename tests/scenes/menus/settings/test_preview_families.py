"""The Effects page's sample plays the family of the row in focus (a bounce and a trail, a
banner, a pulse, a flash…), shows what reduced motion takes away, and is seeded: the same
frames are the same pictures."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.services import App
from tests.scenes.conftest import focus, frame_pixels, run_frames
from tests.scenes.fx.support import with_effects
from tests.scenes.menus.settings.test_screen import open_settings, settings_app  # noqa: F401

LABELS = {"particles": "PARTICLES", "flash": "FLASH", "bounce": "BOUNCE",
          "trails": "TRAILS", "banners": "BANNERS", "pulse": "PULSE",
          "reduced_motion": "REDUCED MOTION"}


def playing(app: App, window: arcade.Window, family: str, **effects: object) -> SettingsScene:
    """The Effects page, the family's row in focus, a moment just played."""
    with_effects(app, **effects)
    scene = open_settings(app, "EFFECTS")
    focus(scene, LABELS[family])
    run_frames(window, 1, draw=True)  # the sample is made when first drawn
    scene.preview.next_clear = 0.0
    run_frames(window, 3, draw=True)
    assert scene.focused_family() == family
    return scene


@pytest.mark.parametrize("family", ["bounce", "trails"])
def test_bounce_and_trails_drop_the_piece(settings_app: App, window, family: str) -> None:  # noqa: F811
    feel = playing(settings_app, window, family).preview.feel
    assert not feel.spring.at_rest(feel.spring.kicks[-1][1] + 0.02)
    assert feel.trails.streaks


def test_banners_show_a_banner_of_the_next_tier_each_time(settings_app: App, window) -> None:  # noqa: F811
    preview = playing(settings_app, window, "banners").preview
    assert [b.tier for b in preview.banners.live] == [1]
    preview.next_clear = 0.0
    run_frames(window, 2, draw=True)
    assert preview.banners.live[-1].tier == 2


def test_pulse_lights_the_screens_grid(settings_app: App, window) -> None:  # noqa: F811
    scene = playing(settings_app, window, "pulse")
    assert scene.preview.feel.pulse.remaining(scene.time) > 0
    lit = frame_pixels(window).astype(int)
    scene.preview.feel.pulse.clear()
    plain = frame_pixels(window).astype(int)
    height = lit.shape[0]
    margin = (slice(0, height), slice(0, int(window.width * 0.05)))  # beside the rows
    assert (lit[margin] - plain[margin]).sum() > 1000


def test_flash_flashes_the_sample_field(settings_app: App, window) -> None:  # noqa: F811
    preview = playing(settings_app, window, "flash").preview
    assert preview.feel.flash.lit and preview.played == "clear"


def test_a_row_of_another_page_or_family_clears_rows(settings_app: App, window) -> None:  # noqa: F811
    preview = playing(settings_app, window, "particles").preview
    assert preview.played == "clear" and preview.field.particles.used > 0
    assert not preview.feel.trails.streaks and not preview.banners.live


def test_reduced_motion_plays_everything_without_what_it_takes_away(
        settings_app: App, window) -> None:  # noqa: F811
    full = playing(settings_app, window, "reduced_motion").preview
    assert full.feel.spring.kicks and full.feel.pulse.remaining(full.next_clear - 2.1) > 0
    assert full.shake.amplitude > 0
    calm = playing(settings_app, window, "reduced_motion", reduced_motion=True).preview
    assert not calm.feel.spring.kicks and calm.feel.pulse.strength == 0
    assert calm.shake.amplitude == 0
    assert calm.banners.live and calm.banners.live[-1].calm  # banners fade in
    assert calm.feel.trails.streaks  # short, but there
    short = calm.feel.trails.streaks[0]
    long = full.feel.trails.streaks[0]
    assert abs(short.head[1] - short.tail[1]) < abs(long.head[1] - long.tail[1]) * 0.5
    assert max(lit.strength for lit in calm.feel.flash.lit) <= 0.35 * 0.5 + 1e-9


def test_the_sample_is_the_same_picture_twice(settings_app: App, window) -> None:  # noqa: F811
    def picture() -> np.ndarray:
        open_settings(settings_app, "EFFECTS")
        run_frames(window, 50, draw=True)  # past the first moment: sparks in flight
        return frame_pixels(window)

    assert (picture() == picture()).all()
