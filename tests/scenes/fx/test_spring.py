"""The field's spring: a kick moves the field down about that far, it swings back a little
past its rest and is still within a third of a second; kicks in a row add up within a limit;
offsets are whole pixels, as the kept pictures move."""

from __future__ import annotations

import pytest

from game.scenes.fx.spring import MOST_KICKS_PX, REST_S, Spring


def lowest_and_highest(spring: Spring, start: float, seconds: float) -> tuple[float, float]:
    ds = [spring.displacement(start + i / 1000) for i in range(round(seconds * 1000))]
    return max(ds), min(ds)


def test_a_kick_goes_down_about_its_size_then_back_a_little_past_rest() -> None:
    spring = Spring()
    spring.kick(10.0, 1.0)
    assert spring.offset(1.0) == (0.0, 0.0)  # it starts from rest
    down, up = lowest_and_highest(spring, 1.0, REST_S)
    assert down == pytest.approx(10.0, abs=0.05)
    assert -4.0 < up < -1.0  # mostly downward: the swing back is a fraction of the drop
    assert spring.offset(1.04)[1] < -8  # the field drawn lower (y down)


def test_it_returns_to_rest_within_a_third_of_a_second_or_so() -> None:
    spring = Spring()
    spring.kick(16.0, 0.0)
    assert not spring.at_rest(0.1)
    assert abs(spring.displacement(0.3)) < 0.5
    assert spring.at_rest(0.36) and spring.offset(0.36) == (0.0, 0.0)


def test_offsets_are_whole_pixels() -> None:
    spring = Spring()
    spring.kick(7.3, 0.0)
    for i in range(30):
        dx, dy = spring.offset(i / 100)
        assert dx == 0.0 and dy == round(dy)


def test_nothing_for_a_kick_of_zero() -> None:
    spring = Spring()
    spring.kick(0.0, 0.0)
    assert spring.at_rest(0.0) and lowest_and_highest(spring, 0.0, 0.3) == (0.0, 0.0)


def test_kicks_in_a_row_add_up_within_the_limit() -> None:
    one, many = Spring(), Spring()
    one.kick(8.0, 0.0)
    for i in range(6):
        many.kick(8.0, i * 0.01)
    assert lowest_and_highest(many, 0.0, 0.4)[0] > lowest_and_highest(one, 0.0, 0.4)[0]
    assert lowest_and_highest(many, 0.0, 0.4)[0] <= 8.0 * MOST_KICKS_PX + 1e-9


def test_clear_stops_it() -> None:
    spring = Spring()
    spring.kick(8.0, 0.0)
    spring.clear()
    assert spring.offset(0.04) == (0.0, 0.0)
