"""How big a Retris moment's effects are: a single is a quick row flash, a few sparks and a
small banner; each row more flashes brighter, bursts more, shakes harder and shows a bigger
banner; four rows flash the whole field, pulse the background and shake three times a
single's. The chain's generations grow their banner in :mod:`game.scenes.retris.arcade_fx`."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class Clear:
    """The effects of clearing some rows at once."""

    words: str  # marked for the catalogs: translated when the banner shows
    tier: int  # the banner's (1-5)
    burst: float  # the particles, times the setting
    shake: float  # reference px, before the setting
    rows_flash: float  # the cleared rows' flash (0-1), times the setting
    field_flash: float  # a flash of the whole field (0: none), times the setting
    pulse: bool  # the background's pulse


CLEARS = {
    1: Clear(N_("SINGLE"), 1, 0.55, 2.0, 0.55, 0.0, False),
    2: Clear(N_("DOUBLE"), 2, 0.9, 4.0, 0.75, 0.0, False),
    3: Clear(N_("TRIPLE"), 3, 1.3, 6.0, 0.9, 0.18, False),
    4: Clear(N_("RETRIS!"), 4, 2.2, 12.0, 1.0, 0.5, True),
}

LOCK_FLASH = 0.3  # a locked piece's cells flash this bright (times the flash setting)
SOFT_LANDING_DIP = 2.0  # reference px the field dips when a piece lands without a hard drop
# A Mega Bomb's flash of the whole screen: short and sharp (a hit, not a glow: the field's own
# wash lasts longer), and a whole-screen pass a frame in software GL while it shows.
MEGA_FLASH, MEGA_FLASH_S = 0.45, 0.13


def clear_of(rows: int) -> Clear:
    """The effects of ``rows`` rows at once (more than four are four's)."""
    return CLEARS[max(1, min(rows, 4))]
