"""A counting score: it runs up to the real number, showing a new value at most every
SHOW_STEP (each one is laid out again by pyglet), the real number at once."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.hud_parts import SHOW_STEP, CountUp


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 2_000_000), st.sampled_from([1 / 240, 1 / 144, 1 / 120, 1 / 60, 1 / 30]))
def test_a_count_shows_at_most_one_value_a_step_and_ends_on_the_number(
        target: int, dt: float) -> None:
    count = CountUp()
    shown, changes, t = [0], [], 0.0
    while shown[-1] != target:
        t += dt
        value = count.update(target, dt)
        assert shown[-1] <= value <= target  # up, never past the number
        if value != shown[-1]:
            changes.append((t, value))
        shown.append(value)
        assert t < 3.0, "the count takes too long"
    for (a, _), (b, value) in itertools.pairwise(changes):
        assert b - a >= SHOW_STEP - 1e-9 or value == target


def test_a_new_game_shows_its_lower_score_at_once() -> None:
    count = CountUp()
    for _ in range(200):
        count.update(5_000, 1 / 120)
    assert count.update(5_000, 1 / 120) == 5_000
    assert count.update(0, 1 / 120) == 0
    assert count.update(40, 1 / 120) == 0  # a new value waits a step
    assert count.update(40, SHOW_STEP) > 0
