"""Tet'light through the real loop: a golden replay pins the rules' behaviour."""

from __future__ import annotations

from pathlib import Path

from game.core.actions import Action
from game.core.replay import Replay
from game.sim.playback import verify
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop
from game.sim.tetlight_autoplay import TetlightAutoPlayer

GOLDEN = Path(__file__).resolve().parents[1] / "replays" / "tetlight-golden.json"
# Commands the autoplayer never sends, at fixed frames: the golden covers them too.
EXTRA = {300: Action.RADAR, 900: Action.LEVEL_UP, 1500: Action.PAUSE, 1620: Action.RESUME,
         2400: Action.RADAR}


def play_golden(seed: int = 2026, frames: int = 3600) -> SyncLoop:
    """An edge-7 game from level 3, two ticks a frame, played by the autoplayer."""
    rules, header = new_session("tetlight", {"edge": 7, "level": 3}, seed)
    loop = SyncLoop(rules, header)
    pilot = TetlightAutoPlayer(pace=1)
    for frame in range(frames):
        snap = loop.latest()
        if snap.over:
            break
        for action, pressed in pilot.act(snap):
            loop.push(action, pressed)
        if frame in EXTRA:
            loop.push(EXTRA[frame], True)
            loop.push(EXTRA[frame], False)
        loop.run(2)
    return loop


def test_golden_replay_still_reproduces() -> None:
    # Any change to Tet'light behaviour breaks this digest. If intended, bump the ruleset
    # version and record a new golden (tests/replays/README.md).
    replay = Replay.load(GOLDEN)
    assert replay.header.game == "tetlight"
    assert replay.final_tick >= 3000 and len(replay.inputs) > 300
    verify(replay)


def test_the_golden_game_exercised_lines_and_commands() -> None:
    replay = Replay.load(GOLDEN)
    rules, _ = new_session("tetlight", replay.header.options, replay.header.seed)
    kinds: set[str] = set()
    changes = sorted(replay.inputs, key=lambda c: c.tick)
    i = 0
    for tick in range(replay.final_tick):
        now = []
        while i < len(changes) and changes[i].tick == tick:
            now.append(changes[i])
            i += 1
        kinds |= {e.kind for e in rules.step(now)}
    assert {"lines", "gravity", "radar", "level_up", "paused", "resumed"} <= kinds
