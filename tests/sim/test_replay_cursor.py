"""Seeking in a replay: the rules after a seek are the rules after straight play."""

from __future__ import annotations

import pytest

from game.core.digest import digest
from game.core.replay import Replay
from game.sim.playback import play
from game.sim.record_demo import record
from game.sim.replay_cursor import ReplayCursor


def straight_digest(replay: Replay, tick: int) -> str:
    """The digest at ``tick`` of a replay cut there, played with the reference playback."""
    cut = Replay(replay.header, [c for c in replay.inputs if c.tick < tick], tick, "")
    return digest(play(cut).state())


@pytest.fixture(scope="module", params=[("retris", {"mode": "arcade"}),
                                        ("tetlight", {"edge": 6}), ("verse", {})])
def demo(request: pytest.FixtureRequest) -> Replay:
    game, options = request.param
    return record(game, options, seed=11, ticks=3000)


def test_seek_anywhere_matches_straight_play(demo: Replay) -> None:
    cursor = ReplayCursor(demo, every=250)
    cursor.prepare()
    for tick in (2222, 17, 1000, 1001, 2999, 0, demo.final_tick):
        cursor.seek(tick)
        assert cursor.tick == min(tick, demo.final_tick)
        assert cursor.digest() == straight_digest(demo, cursor.tick), tick


def test_seek_without_prepare_and_to_the_end_reproduces_the_final_digest(demo: Replay) -> None:
    cursor = ReplayCursor(demo, every=400)
    cursor.seek(10**9)  # clamped to the end
    assert cursor.tick == demo.final_tick
    assert cursor.digest() == demo.final_digest


def test_run_to_returns_the_ticks_events_once() -> None:
    replay = record("retris", {}, seed=3, ticks=1200)
    cursor = ReplayCursor(replay)
    first = cursor.run_to(600)
    assert any(e.kind == "lock" for e in first)
    assert cursor.run_to(600) == []  # already there
    assert cursor.tick == 600


def test_checkpoint_spacing_must_be_positive() -> None:
    with pytest.raises(ValueError, match="every"):
        ReplayCursor(record("verse", {}, seed=1, ticks=10), every=0)


def test_highlights_are_where_the_most_points_came() -> None:
    replay = record("retris", {}, seed=11, ticks=6000)
    cursor = ReplayCursor(replay)
    cursor.prepare()
    marks = cursor.highlights(3)
    assert 1 <= len(marks) <= 3 and marks == sorted(marks)
    best_tick, best_gain = max(marks, key=lambda m: m[1])
    before = dict(cursor.scores)
    cursor.seek(best_tick + 120 + 240)  # the lead-in, then the 2 s the points came in
    assert cursor.rules.snapshot().score - before[best_tick + 120] == best_gain
