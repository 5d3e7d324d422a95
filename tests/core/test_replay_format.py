from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.actions import Action, InputChange
from game.core.replay import Replay, ReplayError, ReplayHeader


def sample() -> Replay:
    header = ReplayHeader("retris", {"style": "normal"}, 42, 120, "retris-1")
    inputs = [InputChange(3, Action.LEFT, True), InputChange(9, Action.LEFT, False)]
    return Replay(header, inputs, 100, "0123456789abcdef" * 2)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    sample().save(path)
    back = Replay.load(path)
    assert back.header == sample().header
    assert back.inputs == sample().inputs
    assert (back.final_tick, back.final_digest) == (100, "0123456789abcdef" * 2)


@pytest.mark.parametrize(
    ("mutate", "key"),
    [
        (lambda d: d.update(format="zip"), "format"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d["header"].pop("seed"), "header.seed"),
        (lambda d: d["header"].update(tick_rate=0), "header.tick_rate"),
        (lambda d: d["header"].update(options=[]), "header.options"),
        (lambda d: d["inputs"].append([5, "jump", 1]), "inputs[2]"),
        (lambda d: d["inputs"].append([1, "left", 1]), "inputs[2]"),
        (lambda d: d["inputs"].append([200, "left", 7]), "inputs[2]"),
        (lambda d: d["final"].update(tick=1), "final.tick"),
        (lambda d: d["final"].pop("digest"), "final.digest"),
    ],
)
def test_bad_replays_name_the_key(mutate, key: str) -> None:
    raw = json.loads(json.dumps(sample().to_json()))
    mutate(raw)
    with pytest.raises(ReplayError) as err:
        Replay.from_json(raw)
    assert str(err.value).startswith(key)


def test_not_json_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{nope")
    with pytest.raises(ReplayError, match="not JSON"):
        Replay.load(path)


def test_input_args_round_trip_and_plain_changes_keep_three_fields() -> None:
    placed = InputChange(7, Action.PLACE, True, (1, 3, 5))
    assert placed.to_json() == [7, "place", 1, [1, 3, 5]]
    assert InputChange.from_json(placed.to_json()) == placed
    assert InputChange(2, Action.LEFT, False).to_json() == [2, "left", 0]


@pytest.mark.parametrize("row", [[1, "place", 1, []], [1, "place", 1, [1, True]],
                                 [1, "place", 1, "1,2"], [1, "place", 1, [1], 9]])
def test_bad_input_args_are_refused(row: list[object]) -> None:
    with pytest.raises(ValueError, match=r"args|expected"):
        InputChange.from_json(row)
