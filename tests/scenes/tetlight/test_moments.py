"""Tet'light's big moments: a contact's hexagons burst ring by ring out from the bomb piece
through the component (a hexagon farther along the walk later, never before its neighbour on
the way), the global explosion's wave reaches the centre before the rim, and each line more
shows a bigger banner, a harder shake and, from three, a flash."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from game.scenes.tetlight.moments import (
    FLOOD_MAX,
    GLOBAL,
    WAVE_SECONDS,
    contact_moment,
    flood_delays,
    lines_moment,
    wave_delays,
)

SPACING = 10.0


def test_a_contact_floods_out_from_the_bomb_along_the_component() -> None:
    # A hook: along x from the bomb, then up and back (near the bomb in a straight line but
    # far along the component).
    path = [(x * SPACING, 0.0) for x in range(6)] + [(50.0, SPACING), (50.0, 2 * SPACING)]
    path += [(x * SPACING, 2 * SPACING) for x in range(4, -1, -1)]
    centers = np.array(path, np.float32)
    delays = flood_delays(centers, np.array([(-SPACING, 0.0)], np.float32), SPACING)
    assert delays[0] == 0.0
    assert np.all(np.diff(delays) > 0)  # each one further along bursts later
    assert delays[-1] > delays[5]  # above the start, but the walk's far end: last
    assert delays.max() <= FLOOD_MAX + 1e-9


def test_a_contact_with_no_touching_hexagon_starts_from_the_first() -> None:
    centers = np.array([(0.0, 0.0), (SPACING, 0.0)], np.float32)
    assert list(flood_delays(centers, np.zeros((0, 2), np.float32), SPACING)) == \
        pytest.approx([0.0, 0.035])
    assert len(flood_delays(np.zeros((0, 2), np.float32), centers, SPACING)) == 0


def test_the_global_explosion_is_a_wave_from_the_centre() -> None:
    centers = np.array([(0.0, 0.0), (30.0, 0.0), (0.0, -60.0), (5.0, 5.0)], np.float32)
    delays = wave_delays(centers, (0.0, 0.0))
    assert delays[0] == 0.0 and delays[2] == pytest.approx(WAVE_SECONDS)
    assert delays[3] < delays[1] < delays[2]


def test_each_line_more_is_a_bigger_moment() -> None:
    moments = [lines_moment(n) for n in (1, 2, 3, 4)]
    assert [m.tier for m in moments] == [1, 2, 3, 4]
    assert all(a.shake < b.shake for a, b in itertools.pairwise(moments))
    assert [m.flash > 0 for m in moments] == [False, False, True, True]
    assert [m.pulse for m in moments] == [False, False, False, True]
    assert contact_moment(3).tier < contact_moment(30).tier
    assert GLOBAL.tier == 5 and GLOBAL.flash > 0 and GLOBAL.pulse
