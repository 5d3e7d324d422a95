"""How big a Tet'light moment's effects are, and when each destroyed hexagon bursts.

Lines grow with how many went at once: one is a burst, a small shake and a small banner; each
further line bursts more, shakes harder, shows a bigger banner; three flash the screen, four or
more pulse the background too. A contact explosion floods through its component: the
hexagons burst ring by ring, out from the ones the bomb piece touched. The global explosion
is a wave from the board's centre to its rim, under a flash of the whole screen, the pulse
and the biggest banner. Only looks: the rules have removed the hexagons already."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.i18n import N_, _, ngettext, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals


@dataclass(frozen=True)
class Moment:
    """The effects of one destruction."""

    words: str
    tier: int  # the banner's (1-5)
    shake: float  # reference px, before the setting
    flash: float  # a flash of the screen (0: none), before the setting
    pulse: bool  # the background's pulse


LINE_NAMES = {1: N_("LINE"), 2: N_("DOUBLE"), 3: N_("TRIPLE"), 4: N_("QUADRUPLE")}
LINE_SHAKE = (2.0, 4.0, 7.0, 12.0)  # reference px for 1, 2, 3, 4+ lines
LINE_FLASH = (0.0, 0.0, 0.2, 0.35)
CONTACT_TIERS = ((6, 2), (14, 3), (10**9, 4))  # (at most this many hexagons, tier)
SHAKE_CONTACT, SHAKE_GLOBAL = 6.0, 14.0
FLOOD_STEP = 0.035  # seconds from one ring of a contact's hexagons to the next
FLOOD_MAX = 0.5  # the flood's last ring bursts this long after the first at most
WAVE_SECONDS = 0.45  # the global explosion's wave, centre to rim
TOUCHING = 1.2  # hexagons whose centres are this many spacings apart or less touch


def lines_moment(count: int) -> Moment:
    """``count`` lines at once."""
    i = max(1, min(count, 4)) - 1
    name = translate(LINE_NAMES[count]) if count in LINE_NAMES else ngettext(
        "{n} LINE", "{n} LINES", count).format(n=number(count))
    return Moment(name, i + 1, LINE_SHAKE[i], LINE_FLASH[i], count >= 4)


def contact_moment(hexagons: int) -> Moment:
    """A contact explosion of ``hexagons``."""
    tier = next(t for most, t in CONTACT_TIERS if hexagons <= most)
    return Moment(_("CONTACT"), tier, SHAKE_CONTACT, 0.1 * (tier - 1), tier >= 4)


# Made at import: its words are only marked, and translated when the banner shows.
GLOBAL = Moment(N_("GLOBAL EXPLOSION"), 5, SHAKE_GLOBAL, 0.5, True)


def flood_delays(centers: np.ndarray, touched: np.ndarray, spacing: float) -> np.ndarray:
    """Seconds after the contact at which each destroyed hexagon (pixel ``centers``) bursts:
    rings of a walk through touching hexagons from those next to ``touched`` (the bomb
    piece's hexagons); hexagons the walk does not reach go with the last ring."""
    n = len(centers)
    if n == 0:
        return np.zeros(0)
    near = TOUCHING * spacing
    touching = np.linalg.norm(centers[:, None] - centers[None], axis=2) <= near
    if len(touched):
        start = (np.linalg.norm(centers[:, None] - touched[None], axis=2) <= near).any(axis=1)
    else:
        start = np.zeros(n, bool)
    if not start.any():
        start[0] = True
    ring = np.full(n, -1)
    ring[start], frontier, k = 0, start, 0
    while frontier.any():
        k += 1
        reached = touching[frontier].any(axis=0) & (ring < 0)
        ring[reached], frontier = k, reached
    ring[ring < 0] = max(k - 1, 0)
    step = min(FLOOD_STEP, FLOOD_MAX / max(1, int(ring.max())))
    return ring * step


def wave_delays(centers: np.ndarray, middle: Sequence[float]) -> np.ndarray:
    """Seconds after the global explosion at which each hexagon bursts: its distance from
    the board's ``middle``, the farthest at :data:`WAVE_SECONDS`."""
    if len(centers) == 0:
        return np.zeros(0)
    far = np.linalg.norm(centers - np.asarray(middle, np.float32), axis=1)
    return WAVE_SECONDS * far / max(float(far.max()), math.ulp(1.0))
