"""Verse's clears: the banner's word climbs with the lines at once and its tier with the
streak too; each cleared line bursts outward from the piece placed (the line's far end
later than its near end); a cleared board's confetti goes in a wave from the centre."""

from __future__ import annotations

import numpy as np
import pytest

from game.scenes.verse.moments import (
    ALONG_STEP,
    CONFETTI_WAVE,
    along_delays,
    clear_of,
    streak_tier,
    wave_delays,
)


def test_the_word_follows_the_lines_and_the_tier_the_streak() -> None:
    assert [clear_of(n, 1).words for n in (1, 2, 3, 4, 6)] == \
        ["GOOD", "GREAT", "EXCELLENT", "AMAZING", "UNBELIEVABLE"]
    assert [clear_of(n, 1).tier for n in (1, 2, 3)] == [1, 2, 3]
    assert clear_of(1, 3).tier == 2 and clear_of(1, 6).tier == 3
    assert clear_of(1, 1).shake < clear_of(3, 1).shake
    assert not clear_of(1, 1).pulse and clear_of(3, 1).pulse and clear_of(1, 5).pulse
    assert streak_tier(2) < streak_tier(8) <= 5


def test_a_line_bursts_outward_from_the_piece() -> None:
    row = [[7, c, 2] for c in range(8)]
    delays = along_delays(row, [[7, 2], [6, 2]])
    assert delays[2] == 0.0
    assert delays[7] == pytest.approx(5 * ALONG_STEP)
    assert delays[0] == pytest.approx(2 * ALONG_STEP)
    assert np.all(np.diff(delays[2:]) > 0) and np.all(np.diff(delays[:3]) < 0)


def test_a_board_clear_waves_from_the_centre() -> None:
    cells = [(r, c) for r in range(8) for c in range(8)]
    delays = wave_delays(cells, 8)
    assert delays[cells.index((3, 3))] < delays[cells.index((0, 0))]
    assert delays[cells.index((0, 0))] == pytest.approx(CONFETTI_WAVE)
