"""Goal options (rules/goals.md §1): checked with the key named, targets from the ruleset,
and an Endless game's options exactly as before goals existed (old replays replay)."""

from __future__ import annotations

import pytest

from game.core.ruleset import ValidationError
from game.rules.retris import RetrisGame, RetrisOptions
from game.rules.retris.options import options_from_dict, options_to_dict
from game.rules.retris.tuning import load_tuning

BEFORE_GOALS = {"mode", "style", "level", "gravity", "hold", "next_count", "das_ms", "arr_ms",
                "soft_drop_factor"}


@pytest.mark.parametrize(("raw", "key", "expected"), [
    ({"goal": "zen"}, "goal", "one of 'endless', 'sprint', 'ultra', 'marathon'"),
    ({"goal": "sprint", "goal_rows": 0}, "goal_rows", "an integer from 1 to 1000"),
    ({"goal": "marathon", "goal_rows": "150"}, "goal_rows", "an integer from 1 to 1000"),
    ({"goal": "ultra", "goal_seconds": 3601}, "goal_seconds", "an integer from 1 to 3600"),
])
def test_a_bad_goal_names_its_key(raw: dict, key: str, expected: str) -> None:
    with pytest.raises(ValidationError) as caught:
        options_from_dict(raw, load_tuning())
    assert caught.value.key == key and expected in str(caught.value)


def test_targets_come_from_the_ruleset_and_the_other_target_is_dropped() -> None:
    tuning = load_tuning()
    sprint = options_from_dict({"goal": "sprint", "goal_seconds": 60}, tuning)
    assert (sprint.goal_rows, sprint.goal_seconds, sprint.goal_target) == (40, None, 40)
    assert options_from_dict({"goal": "ultra"}, tuning).goal_target == 120
    assert options_from_dict({"goal": "marathon"}, tuning).goal_target == 150
    assert tuning.goal_choices["sprint"] == (20, 40, 100)


def test_an_endless_game_keeps_the_options_and_state_it_had_before_goals() -> None:
    endless = RetrisGame(RetrisOptions(), seed=3)
    assert set(options_to_dict(endless.options)) == BEFORE_GOALS
    assert "goal" not in endless.state()
    sprint = RetrisGame(RetrisOptions(goal="sprint", goal_rows=20), seed=3)
    assert options_to_dict(sprint.options)["goal_rows"] == 20
    assert sprint.state()["goal"] == {"won": False, "ticks": 0}
    again = options_from_dict(options_to_dict(sprint.options), load_tuning())
    assert again == sprint.options  # a replay header gives the game back
