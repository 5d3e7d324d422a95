"""The golden match replay: three autoplayers of different speeds play Retris versus to a
winner, with attacks, cancelling and rising garbage on the way; playing the file back must
reproduce every slot's digest and the result. A rules change that is meant to alter how a
match plays bumps a ruleset version and records it again (tests/replays/README.md)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.core.match_replay import MatchReplay
from game.core.replay_files import load_replay_file
from game.sim import match_playback
from game.sim.match_session import match_from_header
from game.sim.record_demo import record_match

GOLDEN = Path(__file__).resolve().parents[1] / "replays" / "retris-versus-golden.json"


def record_golden() -> MatchReplay:
    return record_match({}, seed=1, paces=(0, 4, 8), first_to=1)


def test_the_golden_match_reproduces() -> None:
    replay = load_replay_file(GOLDEN)
    assert isinstance(replay, MatchReplay)
    match = match_playback.verify(replay)
    assert match.over and replay.final.match_winner == 0
    assert len(replay.header.slots) == 3 and {c.player for c in replay.inputs} == {0, 1, 2}


def test_the_golden_match_plays_the_versus_rules() -> None:
    """It is worth its bytes: garbage was sent to more than one slot and rose."""
    replay = load_replay_file(GOLDEN)
    assert isinstance(replay, MatchReplay)
    match, seen, targets, i = match_from_header(replay.header), Counter(), set(), 0
    while match.tick < replay.final.tick:
        start = i
        while i < len(replay.inputs) and replay.inputs[i].tick == match.tick:
            i += 1
        for event in match.step(replay.inputs[start:i]):
            seen[event.kind] += 1
            if event.kind == "attack":
                targets.add(event.data["target"])
    assert seen["attack"] >= 20 and seen["garbage"] >= 10 and seen["slot_out"] == 2
    assert len(targets) >= 2
