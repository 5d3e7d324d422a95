"""Retris through the real loops: replays reproduce the final state, both loops agree."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.replay import Replay
from game.rules.base import GameRules
from game.sim.loop import RulesThread, SyncLoop
from game.sim.playback import ReplayMismatch, verify
from game.sim.session import new_session
from game.sim.synctest import check_determinism
from tests.sim.retris_play import drive

GOLDEN = Path(__file__).resolve().parents[1] / "replays" / "retris-crazy-golden.json"


def play_sync(style: str, seed: int, ticks: int) -> SyncLoop:
    rules, header = new_session("retris", {"style": style, "level": 5}, seed)
    loop = SyncLoop(rules, header)
    drive(loop, ticks)
    return loop


@pytest.mark.parametrize("style", ["normal", "relax", "crazy"])
def test_saved_replay_reproduces_the_final_digest(style: str, tmp_path: Path) -> None:
    loop = play_sync(style, seed=11, ticks=3000)
    locks = sum(1 for e in loop.drain_events() if e.kind == "lock")
    assert locks >= 10  # the game really was played
    path = tmp_path / "game.json"
    loop.replay().save(path)
    rules = verify(Replay.load(path))
    assert rules.state() == loop.rules.state()


def test_a_tampered_replay_is_detected(tmp_path: Path) -> None:
    replay = play_sync("normal", seed=3, ticks=1500).replay()
    del replay.inputs[len(replay.inputs) // 2]
    with pytest.raises(ReplayMismatch):
        verify(replay)


def test_golden_replay_still_reproduces() -> None:
    # Pins the rules: any change to Retris behaviour breaks this replay's digest. If a change
    # is intended, bump the ruleset version and record a new golden (see tests/replays/README).
    replay = Replay.load(GOLDEN)
    assert replay.final_tick >= 4000 and len(replay.inputs) > 500
    verify(replay)


def test_threaded_and_sync_loops_agree_on_retris() -> None:
    rules, header = new_session("retris", {"style": "normal", "level": 10}, 5)
    thread = RulesThread(rules, header)
    thread.start()
    for key in (Action.LEFT, Action.CW, Action.HARD_DROP, Action.RIGHT, Action.DOWN) * 3:
        thread.push(key, True)
        time.sleep(0.02)
        thread.push(key, False)
        time.sleep(0.01)
    thread.stop()
    assert thread.error is None
    recorded = thread.replay()
    assert recorded.final_tick > 30
    assert verify(recorded).state() == thread.rules.state()


def test_retris_is_deterministic_under_the_sync_test() -> None:
    inputs = play_sync("crazy", seed=8, ticks=600).replay().inputs

    def make() -> GameRules:
        return new_session("retris", {"style": "crazy", "level": 5}, 8)[0]

    check_determinism(make, inputs, 600, every=10)  # raises DesyncError on any drift
