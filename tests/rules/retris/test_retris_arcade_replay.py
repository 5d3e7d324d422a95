"""Arcade through the real loop: a saved replay plays back to the same state, chains included."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.replay import Replay
from game.rules.base import GameRules
from game.sim.loop import SyncLoop
from game.sim.playback import ReplayMismatch, verify
from game.sim.session import new_session
from game.sim.synctest import check_determinism
from tests.sim.retris_play import drive


def play(style: str, seed: int, ticks: int) -> SyncLoop:
    rules, header = new_session("retris", {"mode": "arcade", "style": style, "level": 5}, seed)
    loop = SyncLoop(rules, header)
    drive(loop, ticks)
    return loop


@pytest.mark.parametrize(("style", "seed"), [("normal", 12), ("crazy", 4)])
def test_an_arcade_replay_reproduces_the_final_state(style: str, seed: int,
                                                     tmp_path: Path) -> None:
    loop = play(style, seed, ticks=3000)
    events = loop.drain_events()
    assert loop.replay().header.options["mode"] == "arcade"
    assert any(e.kind == "generation" and e.data["fired"] for e in events)  # bombs went off
    path = tmp_path / "arcade.json"
    loop.replay().save(path)
    rules = verify(Replay.load(path))
    assert rules.state() == loop.rules.state()
    assert "arcade" in rules.state()


def test_a_tampered_arcade_replay_is_detected() -> None:
    replay = play("normal", seed=12, ticks=1500).replay()
    del replay.inputs[len(replay.inputs) // 3]
    with pytest.raises(ReplayMismatch):
        verify(replay)


def test_arcade_is_deterministic_under_the_sync_test() -> None:
    inputs = play("normal", seed=12, ticks=900).replay().inputs

    def make() -> GameRules:
        return new_session("retris", {"mode": "arcade", "style": "normal", "level": 5}, 12)[0]

    check_determinism(make, inputs, 900, every=10)  # raises DesyncError on any drift
