"""The effect strengths a frame uses, read fresh every frame from the settings, with reduced
motion applied: the one place that decides how strong each family of effects is drawn.

The settings (``app.effects()``, hot-reloaded by the config layer) give a float per family:
``particles`` (count multiplier, 0 = none, up to 2), ``bloom``, ``shake`` (up to 2),
``flash``, ``bounce``, ``trails``, ``banners``, ``pulse`` (0 = off … 1), and
``reduced_motion``. An app without settings plays every effect at full strength.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

#: The families, in the order :class:`Strengths` takes them.
NAMES = ("particles", "bloom", "shake", "flash", "bounce", "trails", "banners", "pulse")
#: Reduced motion: flashes at most this bright (a gentle brightening, never a white-out).
REDUCED_FLASH = 0.35
#: Reduced motion: the part of a hard drop's path its trail covers (a short streak).
REDUCED_TRAIL_LENGTH = 0.3


@dataclass(frozen=True, slots=True)
class Strengths:
    """How strong each family of effects is drawn (all 1.0: as designed), reduced motion
    already applied by :func:`strengths_of` (the flag stays for what it changes beyond a
    strength: banners pop in without their overshoot, trails are short)."""

    particles: float = 1.0
    bloom: float = 1.0
    shake: float = 1.0
    flash: float = 1.0
    bounce: float = 1.0
    trails: float = 1.0
    banners: float = 1.0
    pulse: float = 1.0
    reduced_motion: bool = False

    @property
    def trail_length(self) -> float:
        """The part of a hard drop's path its trail covers (1: all of it)."""
        return REDUCED_TRAIL_LENGTH if self.reduced_motion else 1.0


FULL = Strengths()


def _strength(value: Any) -> float:
    """A usable multiplier: finite and not negative (anything else plays as designed)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 1.0
    return max(0.0, number) if math.isfinite(number) else 1.0


def reduce_motion(fx: Strengths) -> Strengths:
    """``fx`` as reduced motion plays it: no shake, bounce or pulse, flashes capped at
    :data:`REDUCED_FLASH`; particles, bloom, trails (short) and banners (no overshoot) stay."""
    return replace(fx, shake=0.0, bounce=0.0, pulse=0.0, flash=min(fx.flash, REDUCED_FLASH),
                   reduced_motion=True)


def strengths_of(effects: Any) -> Strengths:
    """The strengths of an ``[effects]`` table (:class:`game.config.schema.Effects`, or
    anything with those attributes; a missing one plays as designed), reduced motion applied."""
    fx = Strengths(*(_strength(getattr(effects, name, 1.0)) for name in NAMES))
    return reduce_motion(fx) if getattr(effects, "reduced_motion", False) is True else fx


def read_strengths(app: Any) -> Strengths:
    """``app.effects()`` as :class:`Strengths`; full strength when the app has no settings.

    Called every frame, so an edited settings file shows at once."""
    effects = getattr(app, "effects", None)
    if not callable(effects):
        return FULL
    return strengths_of(effects())
