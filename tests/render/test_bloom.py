"""Bloom: a bright spot glows onto its surroundings; dim things do not; off costs nothing;
the GL state is left as it was."""

from __future__ import annotations

import math

import arcade
import numpy as np
import pytest

from game.render.bloom import SCALE, Bloom, clip_region

SPOT = (160, 120)  # canvas pixels (row 0 at the bottom)
DIM = (60, 60)


def _scene(bloom: Bloom, strength: float, region=(0, 0, 320, 240)):
    def draw() -> None:
        arcade.draw_circle_filled(*SPOT, 14, (255, 255, 255))
        arcade.draw_circle_filled(*DIM, 14, (90, 90, 90))
        bloom.apply(region, strength)

    return draw


def _ring(image: np.ndarray, center: tuple[int, int], r0: float, r1: float) -> np.ndarray:
    """Pixels between r0 and r1 from a centre."""
    y, x = np.mgrid[: image.shape[0], : image.shape[1]]
    d = np.hypot(x - center[0], y - center[1])
    return image[(d >= r0) & (d < r1)].astype(float)


def test_a_bright_spot_glows_around_itself(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    plain = canvas.render(_scene(bloom, 0.0))
    lit = canvas.render(_scene(bloom, 1.0))
    around = _ring(lit, SPOT, 17, 26).mean() - _ring(plain, SPOT, 17, 26).mean()
    assert around > 6, f"no glow around the bright spot ({around:.1f})"
    farther = _ring(lit, SPOT, 40, 50).mean() - _ring(plain, SPOT, 40, 50).mean()
    assert 0 <= farther < around  # it fades with the distance
    dim = _ring(lit, DIM, 17, 26).mean() - _ring(plain, DIM, 17, 26).mean()
    assert dim < 1.0  # below the threshold: no glow
    assert np.abs(lit[SPOT[1], SPOT[0]].astype(int) - plain[SPOT[1], SPOT[0]]).max() <= 1
    stronger = canvas.render(_scene(bloom, 2.0))
    assert _ring(stronger, SPOT, 17, 26).mean() > _ring(lit, SPOT, 17, 26).mean()


def test_only_the_region_blooms(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    plain = canvas.render(_scene(bloom, 0.0))
    half = canvas.render(_scene(bloom, 1.0, region=(0, 0, 160, 240)))  # up to the spot's middle
    diff = np.abs(half.astype(int) - plain).sum(axis=2)
    assert diff[:, :160].sum() > 0 and diff[:, 162:].sum() == 0


def test_bloom_off_costs_nothing(ctx, canvas, monkeypatch) -> None:
    bloom = Bloom(ctx)
    calls: list[str] = []
    geometry_type = type(ctx.geometry([]))
    original = geometry_type.render

    def counting(self, *args, **kwargs):
        calls.append("render")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(geometry_type, "render", counting)
    assert bloom.apply((0, 0, 320, 240), 0.0) is False
    assert not bloom.allocated and bloom.applied == 0 and calls == []
    assert bloom.apply((0, 0, 320, 240), 1.0) is True  # the counter works: passes do draw
    assert calls and bloom.allocated


def test_the_gl_state_is_put_back(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    seen: dict[str, object] = {}

    def draw() -> None:
        target = ctx.active_framebuffer
        blend, viewport = ctx.blend_func, ctx.viewport
        bloom.apply((10, 10, 200, 200), 1.0)
        seen.update(same_target=ctx.active_framebuffer is target,
                    blend=ctx.blend_func == blend, viewport=ctx.viewport == viewport)
        arcade.draw_lrbt_rectangle_filled(300, 320, 220, 240, (255, 0, 0))  # still drawable

    image = canvas.render(draw)
    assert seen == {"same_target": True, "blend": True, "viewport": True}
    assert tuple(image[230, 310]) == (255, 0, 0)


def test_regions_are_cut_to_the_framebuffer() -> None:
    assert clip_region((-10, -5, 100, 50), (320, 240)) == (0, 0, 90, 45)
    assert clip_region((300, 200, 100, 100), (320, 240)) == (300, 200, 20, 40)
    assert clip_region((400, 0, 10, 10), (320, 240)) is None
    assert clip_region((0, 0, SCALE - 1, 100), (320, 240)) is None


@pytest.mark.parametrize("bloom_setting", [0.0, 0.6])
def test_the_play_scene_blooms_only_when_the_setting_asks(window, tmp_path,
                                                          bloom_setting) -> None:
    from types import SimpleNamespace

    from game.scenes.navigator import Navigator
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene
    from game.scenes.services import App
    from tests.scenes.conftest import run_frames

    app = App(window, Navigator(window), sync_loops=True, seed_source=lambda: 7,
              log_path=tmp_path / "crash.log", on_quit=lambda: None)
    settings = SimpleNamespace(particles=1.0, bloom=bloom_setting, shake=1.0, flash=1.0,
                               palette="default")
    app.effects = lambda: settings  # type: ignore[attr-defined]  # the config layer's API
    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade"))
    app.nav.reset(scene)
    try:
        run_frames(window, 3, draw=True)
        if bloom_setting:  # added each frame, or kept in the boards' picture after the first
            assert scene.bloom.applied >= 1 and scene.bloom.allocated
        else:
            assert scene.bloom.applied == 0 and not scene.bloom.allocated
    finally:
        scene.dismiss()


# -- glow sources (Bloom.glow + Bloom.composite): no grab ------------------------------------


def _spots() -> None:
    arcade.draw_circle_filled(*SPOT, 14, (255, 255, 255))
    arcade.draw_circle_filled(*DIM, 14, (90, 90, 90))


def _glow_scene(bloom: Bloom, strength: float, region=(0, 0, 320, 240), heights=None):
    def draw() -> None:
        bloom.glow(region, strength, _spots)  # first, then the frame itself
        _spots()
        bloom.composite(heights)

    return draw


def test_glow_sources_bloom_as_the_grab_did(ctx, canvas) -> None:
    plain = canvas.render(_scene(Bloom(ctx), 0.0))
    grabbed = canvas.render(_scene(Bloom(ctx), 1.0))
    glowed = canvas.render(_glow_scene(Bloom(ctx), 1.0))
    around = _ring(glowed, SPOT, 17, 26).mean() - _ring(plain, SPOT, 17, 26).mean()
    assert around > 6, f"no glow around the bright spot ({around:.1f})"
    assert _ring(glowed, DIM, 17, 26).mean() - _ring(plain, DIM, 17, 26).mean() < 1.0
    diff = np.abs(glowed.astype(int) - grabbed)
    assert diff.max() <= 6 and diff.mean() < 0.5, (diff.max(), diff.mean())


def test_glow_reads_nothing_back(ctx, canvas) -> None:
    from tests.gl_calls import counting_gl_calls, reads

    bloom = Bloom(ctx)
    draw = _glow_scene(bloom, 1.0)
    with counting_gl_calls() as counts:
        canvas.render(draw)
        seen = reads(counts) - 1  # the canvas's own read of the result
    assert bloom.applied == 1 and seen == 0, counts
    grab = _scene(Bloom(ctx), 1.0)
    with counting_gl_calls() as counts:
        canvas.render(grab)
    assert reads(counts) - 1 == 1  # the counter sees the grab's blit


def test_the_light_is_added_only_over_the_bands_asked_for(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    plain = canvas.render(_glow_scene(bloom, 0.0))
    everywhere = canvas.render(_glow_scene(bloom, 1.0))
    spot_band = canvas.render(_glow_scene(bloom, 1.0, heights=[(SPOT[1] - 14, SPOT[1] + 14)]))
    assert np.abs(spot_band.astype(int) - everywhere).max() <= 1  # the light reaches no farther
    elsewhere = canvas.render(_glow_scene(bloom, 1.0, heights=[(0, 10)]))
    assert np.array_equal(elsewhere[60:], plain[60:])
    assert bloom.composite() is False  # once per glow()


def test_glow_off_or_empty_draws_nothing(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    drawn: list[int] = []
    assert bloom.glow((0, 0, 320, 240), 0.0, lambda: drawn.append(1)) is False
    assert bloom.glow((99999, 0, 10, 10), 1.0, lambda: drawn.append(1)) is False
    assert drawn == [] and not bloom.allocated and bloom.composite() is False


def test_light_bands_widen_merge_and_cut() -> None:
    from game.render.bloom import REACH, light_bands

    area = (0, 100, 50, 400)
    reach = math.ceil(REACH)
    assert light_bands(area, []) == []
    assert light_bands(area, [(300, 310)]) == [(math.floor(300 - REACH), 310 + reach)]
    assert light_bands(area, [(300, 310), (312, 320)]) == [(math.floor(300 - REACH),
                                                            320 + reach)]
    assert light_bands(area, [(0, 110)]) == [(100, 110 + reach)]  # cut to the area
    assert light_bands(area, [(900, 950)]) == []


def test_light_with_a_key_is_made_again_only_when_the_key_changes(ctx, canvas) -> None:
    bloom = Bloom(ctx)
    drawn: list[str] = []

    def frame(key: object, spot: tuple[int, int] = SPOT):
        def draw() -> None:
            def sources() -> None:
                drawn.append("sources")
                arcade.draw_circle_filled(*spot, 14, (255, 255, 255))

            bloom.glow((0, 0, 320, 240), 1.0, sources, key)
            arcade.draw_circle_filled(*spot, 14, (255, 255, 255))
            bloom.composite()

        return draw

    first = canvas.render(frame("a"))
    again = canvas.render(frame("a"))
    assert drawn == ["sources"] and np.array_equal(first, again)  # the light kept
    moved = canvas.render(frame("b", (100, 150)))
    assert drawn == ["sources"] * 2
    around = _ring(moved, (100, 150), 17, 26).mean() - _ring(first, (100, 150), 17, 26).mean()
    assert around > 6  # the new light, not the kept one
    canvas.render(frame(None))
    canvas.render(frame(None))  # no key: made every time
    assert drawn == ["sources"] * 4


def test_a_kept_light_adds_the_same_light_anywhere(ctx, canvas) -> None:
    """Bloom.light keeps a copy of the light made; added later over the same region it is what
    composite added, over a region moved by whole pixels the same light moved (light alone
    on black here: over the spots it would saturate)."""
    region = (0, 0, 320, 240)
    bloom = Bloom(ctx)

    def composited() -> None:
        bloom.glow(region, 1.0, _spots)
        bloom.composite()

    direct = canvas.render(composited).astype(int)
    bloom.glow(region, 1.0, _spots)
    texture, made = bloom.light()
    assert made == region and bloom.composite() is False  # nothing left pending
    again = canvas.render(lambda: bloom.add_light(texture, region, 1.0)).astype(int)
    assert np.abs(again - direct).max() <= 1 and direct.max() > 20
    moved = canvas.render(lambda: bloom.add_light(texture, (24, -16, 320, 240), 1.0))
    # (The canvas's rows run up the framebuffer: 16 px down is 16 rows less.)
    diff = np.abs(moved.astype(int)[8:168, 60:280] - direct[24:184, 36:256])
    assert diff.max() <= 1
    assert canvas.render(lambda: bloom.add_light(texture, region, 0.0)).max() == 0
