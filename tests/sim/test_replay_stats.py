"""A replay carries the statistics it ended with (rules/goals.md §3): saved, read back,
compared when played, printed by ``arcadeforge replay``; bad figures are one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli.replay import main
from game.core.replay import Replay, ReplayError
from game.sim.playback import ReplayMismatch, verify
from tests.sim.test_retris_replays import GOLDEN, play_sync


def test_a_saved_replay_carries_the_statistics_playing_it_makes(tmp_path: Path) -> None:
    loop = play_sync("normal", seed=11, ticks=3000)
    path = tmp_path / "game.json"
    loop.replay().save(path)
    stored = json.loads(path.read_text())["final"]["stats"]
    played = loop.rules.tally.view()
    assert stored["pieces"] == played.pieces >= 10 and stored["ticks"] == 3000
    assert stored["presses"] > stored["pieces"] and len(stored["clears"]) == 4
    assert verify(Replay.load(path)).stats() == stored


def test_edited_statistics_are_a_mismatch_naming_the_figure(tmp_path: Path) -> None:
    replay = play_sync("normal", seed=3, ticks=1500).replay()
    assert replay.final_stats is not None
    replay.final_stats["finesse"] += 1
    with pytest.raises(ReplayMismatch, match="final stats differ: finesse"):
        verify(replay)


def test_a_replay_from_before_statistics_still_plays_and_prints_them(capsys) -> None:
    assert "stats" not in json.loads(GOLDEN.read_text())["final"]
    assert main([str(GOLDEN)]) == 0
    ok, figures = capsys.readouterr().out.splitlines()
    assert ok.endswith(Replay.load(GOLDEN).final_digest)
    assert figures.startswith("  time ") and ", pieces " in figures and ", finesse " in figures


@pytest.mark.parametrize(("stats", "message"), [
    ([1, 2], "final.stats: expected an object of figures"),
    ({"pieces": -1}, "final.stats.pieces: expected a count from 0 to 1000000000, got -1"),
    ({"pieces": "12"}, "final.stats.pieces: expected a count"),
    ({"clears": [1, 2, True, 0]}, "final.stats.clears[2]: expected a count"),
    ({"lines_by_count": {"x": 1}}, "final.stats.lines_by_count: expected counts by a number"),
    ({"Pieces\n": 1}, "final.stats: expected figure names like 'pieces'"),
    ({f"f{i}": 1 for i in range(33)}, "final.stats: expected at most 32 figures"),
])
def test_bad_statistics_are_refused_in_one_line(stats: object, message: str, tmp_path: Path,
                                                capsys) -> None:
    raw = json.loads(GOLDEN.read_text())
    raw["final"]["stats"] = stats
    with pytest.raises(ReplayError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Replay.from_json(raw)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw))
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


@pytest.mark.parametrize(("options", "message"), [
    ({"goal": "zen"}, "goal: expected one of 'endless', 'sprint', 'ultra', 'marathon'"),
    ({"goal": "sprint", "goal_rows": 100000}, "goal_rows: expected an integer from 1 to 1000"),
])
def test_a_replay_with_a_bad_goal_is_one_line(options: dict, message: str, tmp_path: Path,
                                              capsys) -> None:
    raw = json.loads(GOLDEN.read_text())
    raw["header"]["options"].update(options)
    path = tmp_path / "goal.json"
    path.write_text(json.dumps(raw))
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_a_won_sprint_replays_to_its_win(tmp_path: Path) -> None:
    from game.sim.session import new_session
    from game.sim.sync_loop import SyncLoop
    from tests.sim.retris_play import drive

    rules, header = new_session("retris", {"goal": "sprint", "goal_rows": 4}, 5)
    loop = SyncLoop(rules, header)
    drive(loop, 4000)
    assert loop.rules.won and loop.rules.over and loop.rules.rows >= 4
    path = tmp_path / "sprint.json"
    loop.replay().save(path)
    played = verify(Replay.load(path))
    assert played.won and played.stats()["ticks"] < 4000  # game time stops at the win
    assert json.loads(path.read_text())["header"]["options"]["goal_rows"] == 4
