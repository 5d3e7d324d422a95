"""Tet'light through the real loops: new_session, replays, the rules thread, the sync test."""

from __future__ import annotations

import random
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

OPTIONS = {"edge": 9, "level": 12, "radar": False}


def bot_taps(loop: SyncLoop, rnd: random.Random, memo: dict[str, int]) -> list[Action]:
    """Spread pieces over the board: each new piece slides diagonally towards a random column,
    turns now and then and drops; the radar and an explosion are tried once in a while."""
    snap = loop.latest()
    if snap.active is None:
        return []
    if memo.get("board") != len(snap.board):  # a piece landed: a new one, a new column
        memo["board"] = len(snap.board)
        memo["target"] = rnd.randint(-(snap.edge - 2), snap.edge - 2)
    column, roll = snap.active.pivot[0], rnd.random()
    if roll < 0.05:
        return [rnd.choice([Action.RADAR, Action.EXPLODE, Action.CW, Action.CCW])]
    if column != memo["target"]:
        return [Action.DOWN_RIGHT if column < memo["target"] else Action.DOWN_LEFT]
    return [Action.HARD_DROP] if roll < 0.6 else [Action.CW]


def drive(loop: SyncLoop, ticks: int, seed: int) -> None:
    """The bot taps every fourth tick; a held "down" and a pause now and then exercise the
    repeats and the level clock's run through a pause."""
    rnd = random.Random(seed)
    memo: dict[str, int] = {}
    for t in range(ticks):
        if t % 4 == 0:
            for action in bot_taps(loop, rnd, memo):
                loop.push(action, True)
                loop.push(action, False)
        if t % 400 == 100:
            loop.push(Action.DOWN, True)
        elif t % 400 == 160:
            loop.push(Action.DOWN, False)
        elif t % 400 == 30:
            loop.push(Action.PAUSE, True)
        elif t % 400 == 60:
            loop.push(Action.RESUME, True)
        loop.run(1)


def play_sync(seed: int, ticks: int) -> SyncLoop:
    rules, header = new_session("tetlight", OPTIONS, seed)
    loop = SyncLoop(rules, header)
    drive(loop, ticks, seed)
    return loop


def test_session_header_records_the_full_options_and_version():
    _, header = new_session("tetlight", {"edge": 6}, 4)
    assert header.game == "tetlight" and header.ruleset_version == "tetlight-1"
    assert header.options == {"edge": 6, "level": 0, "radar": False, "gravity": True}


def test_saved_replay_reproduces_the_final_digest(tmp_path: Path):
    loop = play_sync(seed=21, ticks=2500)
    kinds = [e.kind for e in loop.drain_events()]
    assert kinds.count("land") >= 10 and "paused" in kinds  # the game really was played
    path = tmp_path / "tetlight.json"
    loop.replay().save(path)
    rules = verify(Replay.load(path))
    assert rules.state() == loop.rules.state()


def test_a_tampered_replay_is_detected():
    replay = play_sync(seed=5, ticks=1200).replay()
    verify(replay)
    # Take out a drop from the middle of the game (a release alone may change nothing).
    drops = [i for i, c in enumerate(replay.inputs)
             if c.action is Action.HARD_DROP and c.pressed]
    del replay.inputs[drops[len(drops) // 2]]
    with pytest.raises(ReplayMismatch):
        verify(replay)


def test_threaded_and_sync_loops_agree_on_tetlight():
    rules, header = new_session("tetlight", OPTIONS, 9)
    thread = RulesThread(rules, header)
    thread.start()
    for key in (Action.LEFT, Action.CW, Action.HARD_DROP, Action.DOWN_RIGHT, Action.DOWN) * 3:
        thread.push(key, True)
        time.sleep(0.02)
        thread.push(key, False)
        time.sleep(0.01)
    thread.stop()
    assert thread.error is None
    recorded = thread.replay()
    assert recorded.final_tick > 30
    assert verify(recorded).state() == thread.rules.state()


def test_tetlight_is_deterministic_under_the_sync_test():
    inputs = play_sync(seed=8, ticks=800).replay().inputs

    def make() -> GameRules:
        return new_session("tetlight", OPTIONS, 8)[0]

    check_determinism(make, inputs, 800, every=10)  # raises DesyncError on any drift
