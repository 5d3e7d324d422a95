"""Verse through the registry, the loops and replays: the args of place/rotate are recorded,
a saved replay reproduces the game, the threaded and sync loops agree, runs are
deterministic."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.replay import Replay
from game.rules import registry
from game.rules.base import GameRules
from game.rules.verse import VerseGame, VerseOptions
from game.rules.verse.placement import fits
from game.scenes.verse.choice import VerseChoice
from game.sim.loop import RulesThread, SyncLoop
from game.sim.playback import ReplayMismatch, verify
from game.sim.session import new_session
from game.sim.synctest import check_determinism

OPTIONS = {"rotation": True, "fair": True}


def bot_command(snapshot, rnd: random.Random) -> tuple[Action, tuple[int, ...]] | None:
    """A legal placement read off the snapshot (what a scene would send), now and then a
    turn or an illegal target; None when the game is over."""
    if snapshot.over:
        return None
    slots = [s for s, p in enumerate(snapshot.tray) if p is not None]
    roll = rnd.random()
    if roll < 0.15:
        return Action.ROTATE, (rnd.choice(slots),)
    if roll < 0.2:
        return Action.PLACE, (rnd.choice(slots), rnd.randint(-1, 8), rnd.randint(-1, 8))
    moves = [(s, r, c) for s in slots for r in range(8) for c in range(8)
             if fits(snapshot.board, snapshot.tray[s], r, c)]
    return (Action.PLACE, rnd.choice(moves)) if moves else (Action.ROTATE, (slots[0],))


def play_sync(seed: int, ticks: int, options: dict | None = None) -> SyncLoop:
    rules, header = new_session("verse", options or OPTIONS, seed)
    loop = SyncLoop(rules, header)
    rnd = random.Random(seed)
    for t in range(ticks):
        if t % 3 == 0:
            command = bot_command(loop.latest(), rnd)
            if command is not None:
                loop.push(command[0], True, command[1])
        loop.run(1)
    return loop


def test_registry_builds_verse_and_names_its_ruleset():
    assert registry.RULESET_VERSION["verse"] == "verse-1"
    game = registry.create("verse", {"rotation": True}, 3)
    assert isinstance(game, VerseGame) and game.options == VerseOptions(rotation=True)
    with pytest.raises(ValueError, match=r"options\.rotate: expected a Verse option"):
        registry.create("verse", {"rotate": True}, 3)


def test_session_header_records_the_full_options_and_the_choice_scene_fits():
    _, header = new_session("verse", {"fair": True}, 4)
    assert header.game == "verse" and header.ruleset_version == "verse-1"
    assert header.options == {"rotation": False, "fair": True}
    rules, _ = new_session("verse", VerseChoice(rotation=True).options(), 4)
    assert rules.snapshot().rotation and not rules.snapshot().fair


def test_saved_replay_keeps_the_args_and_reproduces_the_final_digest(tmp_path: Path):
    loop = play_sync(seed=21, ticks=400)
    kinds = [e.kind for e in loop.drain_events()]
    assert kinds.count("placed") >= 15 and "rotated" in kinds and "cleared" in kinds
    path = tmp_path / "verse.json"
    loop.replay().save(path)
    raw = json.loads(path.read_text())
    assert any(len(row) == 4 and row[1] == "place" and len(row[3]) == 3
               for row in raw["inputs"])
    rules = verify(Replay.load(path))
    assert rules.state() == loop.rules.state()


def test_a_tampered_replay_is_detected():
    replay = play_sync(seed=5, ticks=300).replay()
    verify(replay)
    # Move one placement's target: the game it replays is no longer the recorded one.
    index = next(i for i, c in enumerate(replay.inputs)
                 if c.action is Action.PLACE and 0 <= c.args[1] < 7)
    change = replay.inputs[index]
    replay.inputs[index] = type(change)(change.tick, change.action, change.pressed,
                                        (change.args[0], change.args[1] + 1, change.args[2]))
    with pytest.raises(ReplayMismatch):
        verify(replay)


def test_threaded_and_sync_loops_agree_on_verse():
    rules, header = new_session("verse", OPTIONS, 9)
    thread = RulesThread(rules, header)
    thread.start()
    rnd = random.Random(9)
    pushed = 0
    for _ in range(25):
        command = bot_command(thread.latest(), rnd)
        if command is not None:
            thread.push(command[0], True, command[1])
            pushed += 1
        # Wait until the thread has stamped the push and stepped past it, so a loaded machine
        # plays the same game (fixed sleeps let pushes pile up on one stale snapshot).
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline and len(thread.replay().inputs) < pushed:
            time.sleep(0.002)
        time.sleep(0.01)
    thread.stop()
    assert thread.error is None
    recorded = thread.replay()
    assert recorded.final_tick > 10 and len(recorded.inputs) >= 10
    assert verify(recorded).state() == thread.rules.state()


@pytest.mark.parametrize("options", [OPTIONS, {"rotation": False, "fair": False}])
def test_verse_is_deterministic_under_the_sync_test(options):
    inputs = play_sync(seed=8, ticks=300, options=options).replay().inputs

    def make() -> GameRules:
        return new_session("verse", options, 8)[0]

    check_determinism(make, inputs, 300, every=5)  # raises DesyncError on any drift


def test_the_snapshot_is_immutable_and_settled_is_always_true():
    rules, _ = new_session("verse", {}, 1)
    snap = rules.snapshot()
    with pytest.raises(AttributeError):
        snap.score = 5  # type: ignore[misc]
    assert isinstance(snap.tray, tuple) and len(snap.tray) == 3
    assert rules.settled and snap.tick_rate == 120
