"""Effect strengths for the play scenes, read fresh every frame from the settings.

The settings (``app.effects()``, hot-reloaded by the config layer) give four floats:
``particles`` (count multiplier, 0 = none), ``bloom`` (0 = off … 1), ``shake`` (multiplier)
and ``flash`` (0 = off … 1). An app without settings plays every effect at full strength.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

NAMES = ("particles", "bloom", "shake", "flash")


@dataclass(frozen=True, slots=True)
class Strengths:
    """How strong each kind of effect is drawn (all 1.0: as designed)."""

    particles: float = 1.0
    bloom: float = 1.0
    shake: float = 1.0
    flash: float = 1.0


FULL = Strengths()


def _strength(value: Any) -> float:
    """A usable multiplier: finite and not negative (anything else plays as designed)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 1.0
    return max(0.0, number) if math.isfinite(number) else 1.0


def read_strengths(app: Any) -> Strengths:
    """``app.effects()`` as :class:`Strengths`; full strength when the app has no settings.

    Called every frame, so an edited settings file shows at once."""
    effects = getattr(app, "effects", None)
    if not callable(effects):
        return FULL
    current = effects()
    return Strengths(*(_strength(getattr(current, name, 1.0)) for name in NAMES))
