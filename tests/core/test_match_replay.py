"""The match replay format (game/core/match_replay.py): round trips, every bad input named by
its key (issue 27: an unknown slot, a slot count outside 2-4, ...), and the limits."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from game.core.actions import Action, InputChange
from game.core.match_replay import (
    FORMAT,
    MAX_FILE_BYTES,
    MatchHeader,
    MatchReplay,
    MatchResult,
    SlotSpec,
    row_from_json,
)
from game.core.replay import MAX_GAME_SECONDS, Replay, ReplayError, ReplayHeader
from game.core.replay_files import load_replay_file

DIG = [f"{d}" * 32 for d in "0123456789abcdef"]


def sample(slots: int = 3, winner: int | None = 1) -> MatchReplay:
    specs = (SlotSpec("person", "pad 1"), SlotSpec("bot", "", 4),
             SlotSpec("person", "keys left"), SlotSpec("bot", "", 1))[:slots]
    header = MatchHeader("retris", {"mode": "marathon"}, 7, 120, "retris-3+versus-1", 2, specs)
    inputs = [InputChange(0, Action.LEFT, True, player=0),
              InputChange(0, Action.CW, True, player=slots - 1),
              InputChange(5, Action.LEFT, False, player=0),
              InputChange(9, Action.PLACE, True, (1, 2, 3), player=1)]
    wins = [0] * slots
    if winner is not None:
        wins[winner] = 2
    return MatchReplay(header, inputs, MatchResult(400, DIG[0], tuple(DIG[1:slots + 1]),
                                                   tuple(wins), winner))


def raw(replay: MatchReplay | None = None) -> dict[str, Any]:
    return json.loads(json.dumps((replay or sample()).to_json()))


def refused(doc: Any) -> str:
    with pytest.raises(ReplayError) as err:
        MatchReplay.from_json(doc)
    return str(err.value)


# -- round trips ------------------------------------------------------------------------------

@pytest.mark.parametrize(("slots", "winner"), [(2, 0), (3, 1), (4, None), (4, 3)])
def test_save_and_load_round_trip(tmp_path: Path, slots: int, winner: int | None) -> None:
    path = tmp_path / "m.json"
    sample(slots, winner).save(path)
    back = MatchReplay.load(path)
    assert back == sample(slots, winner)
    assert load_replay_file(path) == sample(slots, winner)


def test_the_file_numbers_slots_from_one_and_writes_format_first() -> None:
    doc = raw()
    assert list(doc) == ["format", "version", "header", "inputs", "final"]
    assert doc["format"] == FORMAT and doc["version"] == 1
    assert doc["inputs"] == [[0, 1, "left", 1], [0, 3, "cw", 1], [5, 1, "left", 0],
                             [9, 2, "place", 1, [1, 2, 3]]]
    assert doc["header"]["slots"] == [{"kind": "person", "device": "pad 1"},
                                      {"kind": "bot", "level": 4, "device": ""},
                                      {"kind": "person", "device": "keys left"}]
    assert doc["final"]["match_winner"] == 2 and doc["final"]["round_wins"] == [0, 2, 0]


def test_a_solo_replay_still_loads_through_the_same_door(tmp_path: Path) -> None:
    solo = Replay(ReplayHeader("verse", {}, 1, 120, "verse-1"),
                  [InputChange(2, Action.LEFT, True)], 10, DIG[3])
    path = tmp_path / "solo.json"
    solo.save(path)
    back = load_replay_file(path)
    assert isinstance(back, Replay) and back.inputs == solo.inputs


def test_each_loader_refuses_the_other_kind(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    sample().save(path)
    with pytest.raises(ReplayError, match="format: expected 'arcadeforge-replay', got "
                                          "'arcadeforge-match'"):
        Replay.load(path)
    solo = raw()
    solo["format"] = "arcadeforge-replay"
    assert refused(solo).startswith("format: expected 'arcadeforge-match'")


def test_a_file_with_its_inputs_before_its_format_loads_the_same(tmp_path: Path) -> None:
    doc = raw()
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"inputs": doc.pop("inputs"), **doc}))
    assert load_replay_file(path) == sample()


def test_a_format_written_twice_is_refused(tmp_path: Path) -> None:
    # Rows read as match rows must not then be taken as a solo replay's.
    text = json.dumps(raw())
    path = tmp_path / "m.json"
    path.write_text(text[:-1] + ',"format":"arcadeforge-replay"}')
    with pytest.raises(ReplayError, match="'format' twice"):
        load_replay_file(path)


def test_a_replay_without_its_result_is_not_written(tmp_path: Path) -> None:
    replay = sample()
    replay.final = None
    with pytest.raises(ValueError, match="final"):
        replay.save(tmp_path / "m.json")
    assert not list(tmp_path.iterdir())


def test_saving_over_a_file_replaces_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    sample(2, 0).save(path)
    sample(4, None).save(path)
    assert MatchReplay.load(path) == sample(4, None)
    assert [p.name for p in tmp_path.iterdir()] == ["m.json"]  # no temporary file left


# -- bad input, each named by its key ---------------------------------------------------------

def slots_of(n: int) -> list[dict[str, Any]]:
    return [{"kind": "person", "device": f"pad {i}"} for i in range(n)]


HEADER_CASES = [
    (lambda d: d.update(format="arcadeforge-matches"), "format: expected"),
    (lambda d: d.update(version=2), "version: expected 1, got 2"),
    (lambda d: d.update(version="1"), "version: expected an int"),
    (lambda d: d.pop("header"), "header: expected an object"),
    (lambda d: d["header"].pop("game"), "header.game"),
    (lambda d: d["header"].update(seed=2**64), "header.seed"),
    (lambda d: d["header"].update(tick_rate=0), "header.tick_rate"),
    (lambda d: d["header"].pop("ruleset_version"), "header.ruleset_version"),
    (lambda d: d["header"].pop("first_to"), "header.first_to: expected an int"),
    (lambda d: d["header"].update(first_to=0), "header.first_to: expected an int from 1 to 9"),
    (lambda d: d["header"].update(first_to=10), "header.first_to: expected an int from 1 to 9"),
    (lambda d: d["header"].update(first_to=True), "header.first_to: expected an int"),
    (lambda d: d["header"].pop("slots"), "header.slots: expected a list"),
    (lambda d: d["header"].update(slots={"1": {}}), "header.slots: expected a list"),
    (lambda d: d["header"].update(slots=[]), "header.slots: expected 2 to 4 slots, got 0"),
    (lambda d: d["header"].update(slots=slots_of(1)), "header.slots: expected 2 to 4 slots, "
                                                      "got 1"),
    (lambda d: d["header"].update(slots=slots_of(5)), "header.slots: expected 2 to 4 slots, "
                                                      "got 5"),
    (lambda d: d["header"]["slots"].__setitem__(1, "bot"), "header.slots[1]: expected an "
                                                           "object"),
    (lambda d: d["header"]["slots"][0].pop("kind"), "header.slots[0].kind: expected 'person' "
                                                    "or 'bot', got None"),
    (lambda d: d["header"]["slots"][0].update(kind="ghost"), "header.slots[0].kind"),
    (lambda d: d["header"]["slots"][0].update(kind=["bot"]), "header.slots[0].kind"),
    (lambda d: d["header"]["slots"][1].pop("level"), "header.slots[1].level: expected a "
                                                     "bot's level"),
    (lambda d: d["header"]["slots"][1].update(level=0), "header.slots[1].level: expected an "
                                                        "int from 1 to 5, got 0"),
    (lambda d: d["header"]["slots"][1].update(level=6), "header.slots[1].level"),
    (lambda d: d["header"]["slots"][1].update(level=True), "header.slots[1].level"),
    (lambda d: d["header"]["slots"][1].update(level=2.0), "header.slots[1].level"),
    (lambda d: d["header"]["slots"][0].update(level=3), "header.slots[0].level: only a bot "
                                                        "has a level"),
    (lambda d: d["header"]["slots"][2].pop("device"), "header.slots[2].device: expected a "
                                                      "string"),
    (lambda d: d["header"]["slots"][2].update(device=2), "header.slots[2].device"),
    (lambda d: d["header"]["slots"][2].update(device="x" * 101), "header.slots[2].device: "
                                                                 "expected at most 100"),
    (lambda d: d["header"]["slots"][2].update(device="pad\n1"), "header.slots[2].device"),
]


@pytest.mark.parametrize(("mutate", "said"), HEADER_CASES)
def test_a_bad_header_is_named(mutate, said: str) -> None:
    doc = raw()
    mutate(doc)
    assert refused(doc).startswith(said)


INPUT_CASES = [
    (lambda d: d.update(inputs={}), "inputs: expected a list"),
    (lambda d: d["inputs"].append([20, 4, "left", 1]), "inputs[4]: slot 4 is not in this "
                                                       "match (header.slots has 3)"),
    (lambda d: d["inputs"].append([20, 5, "left", 1]), "inputs[4]: slot must be an int from "
                                                       "1 to 4, got 5"),
    (lambda d: d["inputs"].append([20, 0, "left", 1]), "inputs[4]: slot must be"),
    (lambda d: d["inputs"].append([20, -1, "left", 1]), "inputs[4]: slot must be"),
    (lambda d: d["inputs"].append([20, "2", "left", 1]), "inputs[4]: slot must be"),
    (lambda d: d["inputs"].append([20, True, "left", 1]), "inputs[4]: slot must be"),
    (lambda d: d["inputs"].append([20, "left", 1]), "inputs[4]: expected [tick, slot, "),
    (lambda d: d["inputs"].append([20, 1, "left", 1, [1], 9]), "inputs[4]: expected [tick"),
    (lambda d: d["inputs"].append([3, 1, "left", 1]), "inputs[4]: tick 3 is before the "
                                                      "previous one"),
    (lambda d: d["inputs"].append([-1, 1, "left", 1]), "inputs[4]: tick must be"),
    (lambda d: d["inputs"].append([20, 1, "jump", 1]), "inputs[4]: action must be"),
    (lambda d: d["inputs"].append([20, 1, "left", 2]), "inputs[4]: pressed must be 0 or 1"),
    (lambda d: d["inputs"].append([20, 1, "place", 1, []]), "inputs[4]: args must be"),
]


@pytest.mark.parametrize(("mutate", "said"), INPUT_CASES)
def test_a_bad_input_is_named(mutate, said: str, tmp_path: Path) -> None:
    doc = raw()
    mutate(doc)
    assert refused(doc).startswith(said)
    # The same through the file, where the rows are converted as they are read.
    path = tmp_path / "m.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ReplayError) as err:
        load_replay_file(path)
    assert str(err.value).startswith(f"{path}: {said}") or str(err.value).startswith(said)


FINAL_CASES = [
    (lambda d: d.pop("final"), "final: expected an object"),
    (lambda d: d["final"].update(tick=8), "final.tick: expected >= the last input's tick 9"),
    (lambda d: d["final"].update(tick=10**18), "final.tick: expected at most "
                                               f"{MAX_GAME_SECONDS * 120}"),
    (lambda d: d["final"].update(digest="ABC"), "final.digest: expected 32 hex digits"),
    (lambda d: d["final"].pop("slots"), "final.slots: expected a list of digests"),
    (lambda d: d["final"]["slots"].pop(), "final.slots: expected one per slot (3), got 2"),
    (lambda d: d["final"]["slots"].append(DIG[9]), "final.slots: expected one per slot"),
    (lambda d: d["final"]["slots"].__setitem__(2, "z" * 32), "final.slots[2]: expected 32 hex"),
    (lambda d: d["final"]["slots"].__setitem__(0, None), "final.slots[0]: expected a string"),
    (lambda d: d["final"].pop("round_wins"), "final.round_wins: expected a list"),
    (lambda d: d["final"]["round_wins"].pop(), "final.round_wins: expected one per slot"),
    (lambda d: d["final"]["round_wins"].__setitem__(0, -1), "final.round_wins[0]: expected 0 "
                                                           "to header.first_to (2), got -1"),
    (lambda d: d["final"]["round_wins"].__setitem__(0, 3), "final.round_wins[0]: expected 0"),
    (lambda d: d["final"]["round_wins"].__setitem__(0, "1"), "final.round_wins[0]: expected "
                                                            "an int"),
    (lambda d: d["final"]["round_wins"].__setitem__(0, 2), "final.round_wins: slots 1 and 2 "
                                                          "both have the 2"),
    (lambda d: d["final"].pop("match_winner"), "final.match_winner: expected a slot or null, "
                                               "got nothing"),
    (lambda d: d["final"].update(match_winner=None), "final.match_winner: slot 2 has 2 round "
                                                     "wins"),
    (lambda d: d["final"].update(match_winner=0), "final.match_winner: expected a slot from "
                                                  "1 to 3 or null, got 0"),
    (lambda d: d["final"].update(match_winner=4), "final.match_winner: expected a slot from"),
    (lambda d: d["final"].update(match_winner="2"), "final.match_winner: expected a slot "
                                                    "(an int)"),
    (lambda d: d["final"].update(match_winner=1), "final.match_winner: slot 1 has 0 round "
                                                  "wins, not the 2"),
]


@pytest.mark.parametrize(("mutate", "said"), FINAL_CASES)
def test_a_bad_result_is_named(mutate, said: str) -> None:
    doc = raw()
    mutate(doc)
    assert refused(doc).startswith(said)


@pytest.mark.parametrize("doc", [None, [], "match", 3, {"format": FORMAT}])
def test_not_an_object_or_an_empty_one_is_named(doc: Any) -> None:
    assert refused(doc).split(":")[0] in ("replay", "version")


def test_row_from_json_keeps_the_solo_field_checks() -> None:
    assert row_from_json([4, 2, "hard_drop", 1]) == InputChange(4, Action.HARD_DROP, True,
                                                                player=1)
    with pytest.raises(ValueError, match="pressed must be 0 or 1"):
        row_from_json([4, 2, "hard_drop", 1.0])


# -- limits -----------------------------------------------------------------------------------

def test_a_match_file_over_its_limit_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # sparse: nothing this large is written
        f.write(b'{"format":"arcadeforge-match"')
        f.truncate(MAX_FILE_BYTES + 1)
    for load in (MatchReplay.load, load_replay_file):
        with pytest.raises(ReplayError) as err:
            load(path)
        assert str(err.value) == f"{path}: is 33,554,433 bytes, more than the 32 MiB allowed"


def test_a_solo_file_keeps_the_solo_limit(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(8 * 1024 * 1024 + 1)
    with pytest.raises(ReplayError, match=r"is 8,388,6.. bytes, more than the 8 MiB allowed"):
        load_replay_file(path)


def test_a_solo_file_that_only_mentions_the_match_format_keeps_the_solo_limit(
        tmp_path: Path) -> None:
    doc = {"format": "arcadeforge-replay", "note": "arcadeforge-match"}
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(doc) + " " * (8 * 1024 * 1024))
    with pytest.raises(ReplayError, match=r"is 8,388,6.. bytes, more than the 8 MiB allowed"):
        load_replay_file(path)


def long_match(rows: int) -> MatchReplay:
    replay = sample(4, None)
    replay.inputs = [InputChange(t // 4, Action.LEFT, t % 8 < 4, player=t % 4)
                     for t in range(rows)]
    replay.final = MatchResult(rows // 4, DIG[0], tuple(DIG[1:5]), (0, 0, 0, 0), None)
    return replay


def test_a_match_beyond_the_solo_limit_loads(tmp_path: Path) -> None:
    """Four slots pressing for an hour: more than a solo replay may hold."""
    replay = long_match(460_000)
    path = tmp_path / "long.json"
    replay.save(path)
    assert path.stat().st_size > 8 * 1024 * 1024
    loaded = load_replay_file(path)
    assert isinstance(loaded, MatchReplay) and loaded.inputs == replay.inputs


def test_a_match_loads_in_a_few_times_its_size(tmp_path: Path) -> None:
    """The rows are converted as they are read, not built as lists first (~14x)."""
    replay = long_match(40_000)
    path = tmp_path / "long.json"
    replay.save(path)
    tracemalloc.start()
    try:
        loaded = load_replay_file(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert isinstance(loaded, MatchReplay) and loaded.inputs == replay.inputs
    assert peak < 8 * path.stat().st_size, f"peak {peak / path.stat().st_size:.1f}x the size"
