"""The strengths a frame uses: one per family from the settings, reduced motion applied in one
place (no shake, bounce or pulse, gentle flashes, short trails), full strength without
settings."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from game.config.schema import Effects
from game.scenes.fx.strengths import (
    FULL,
    NAMES,
    REDUCED_FLASH,
    REDUCED_TRAIL_LENGTH,
    Strengths,
    read_strengths,
    strengths_of,
)


def test_every_family_of_the_settings_reaches_the_strengths() -> None:
    values = {name: round(0.1 * (i + 1), 2) for i, name in enumerate(NAMES)}
    fx = strengths_of(Effects(**values))
    assert {name: getattr(fx, name) for name in NAMES} == values
    assert not fx.reduced_motion and fx.trail_length == 1.0


def test_no_settings_plays_everything_as_designed() -> None:
    assert read_strengths(SimpleNamespace()) == FULL
    assert strengths_of(SimpleNamespace()) == Strengths()


@pytest.mark.parametrize(("family", "chosen", "played"), [
    ("shake", 2.0, 0.0), ("bounce", 1.0, 0.0), ("pulse", 0.8, 0.0),
    ("flash", 1.0, REDUCED_FLASH), ("flash", 0.2, 0.2),  # a gentler choice stays
    ("particles", 1.5, 1.5), ("bloom", 0.6, 0.6), ("trails", 0.7, 0.7), ("banners", 0.9, 0.9),
])
def test_reduced_motion_per_family(family: str, chosen: float, played: float) -> None:
    effects = dataclasses.replace(Effects(), **{family: chosen})
    assert getattr(strengths_of(effects), family) == chosen
    reduced = strengths_of(dataclasses.replace(effects, reduced_motion=True))
    assert getattr(reduced, family) == played
    assert reduced.reduced_motion


def test_reduced_motion_keeps_trails_short() -> None:
    reduced = strengths_of(Effects(reduced_motion=True))
    assert reduced.trail_length == REDUCED_TRAIL_LENGTH < 0.5


def test_read_every_frame_so_an_edit_shows_at_once() -> None:
    current = Effects()
    app = SimpleNamespace(effects=lambda: current)
    assert read_strengths(app).shake == 1.0
    current = Effects(reduced_motion=True)
    assert read_strengths(app).shake == 0.0


def test_odd_values_play_as_designed_or_off() -> None:
    odd = SimpleNamespace(particles=-1, bloom="x", pulse=float("nan"), reduced_motion="yes")
    fx = strengths_of(odd)
    assert (fx.particles, fx.bloom, fx.pulse, fx.reduced_motion) == (0.0, 1.0, 1.0, False)
