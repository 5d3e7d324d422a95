"""What the games' effects tests share: setting strengths, and what calm and gentle look like."""

from __future__ import annotations

import dataclasses

from game.scenes.fx.strengths import REDUCED_FLASH
from game.scenes.services import App

# Every family at 0: the games' moments must then show nothing at all.
EVERY_EFFECT_AT_0 = dict(particles=0.0, flash=0.0, shake=0.0, bounce=0.0, trails=0.0,
                         banners=0.0, pulse=0.0)


def with_effects(app: App, **effects: object) -> None:
    """The app's [effects] with these strengths; the scenes read them every frame."""
    app.settings = dataclasses.replace(
        app.settings, effects=dataclasses.replace(app.settings.effects, **effects))


def assert_shows_nothing(scene) -> None:  # type: ignore[no-untyped-def]
    """No sparks, shake, spring, flash, pulse or banner in flight."""
    assert scene.board.particles.used == 0 and scene.shake.strength(scene.time) == 0
    assert not scene.feel.busy(scene.time) and not scene.hud.banners.live


def assert_still_and_gentle(scene) -> None:  # type: ignore[no-untyped-def]
    """Reduced motion: no shake, spring or pulse; a flash, but no brighter than the gentle cap."""
    now = scene.time
    assert scene.shake.strength(now) == 0 and scene.feel.spring.at_rest(now)
    assert scene.feel.pulse.remaining(now) == 0
    assert 0 < max(f.strength for f in scene.feel.flash.lit) <= REDUCED_FLASH
