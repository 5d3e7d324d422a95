"""Practice games (issue 28 part 2): a game taken over from a replay starts from that exact
state, settled, and its replay reproduces from its origin."""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.digest import digest
from game.core.replay import Replay, ReplayError, ReplayHeader
from game.sim.playback import ReplayMismatch, verify
from game.sim.practice import PracticeError, held_actions, start_rules, take_over
from game.sim.record_demo import record
from game.sim.recorder import Recorder
from game.sim.replay_cursor import ReplayCursor

GOLDEN = Path(__file__).parents[1] / "replays"
#: What the issue names as the start: each game's parts of the state.
PARTS = {"retris": ("field", "queue", "hold", "hold_used", "score", "arcade"),
         "tetlight": ("board", "dealer", "level", "clock", "score", "held"),
         "verse": ("board", "tray", "pieces_rng", "score", "streak")}


@cache
def arcade_replay() -> Replay:
    return record("retris", {"mode": "arcade"}, 7, 120 * 60)


def origin_at(replay: Replay, tick: int) -> ReplayCursor:
    cursor = ReplayCursor(replay)
    cursor.seek(tick)
    return cursor


def busy_tick(replay: Replay) -> int:
    """A tick in the middle of the replay where an Arcade chain is running."""
    cursor = ReplayCursor(replay)
    for tick in range(replay.final_tick // 3, replay.final_tick):
        cursor.run_to(tick)
        if not cursor.rules.settled:
            return tick
    raise AssertionError("no chain in the demo game")


def play_on(header: ReplayHeader, presses: int = 8) -> Replay:
    """The practice game played by 'the player': a hard drop every half second."""
    rec = Recorder(start_rules(header), header)
    for i in range(presses * 60):
        pending = [(Action.HARD_DROP, i % 60 == 0, ())] if i % 60 in (0, 1) else []
        pending += [(Action.LEFT, True, ())] if i % 60 == 20 else []
        pending += [(Action.LEFT, False, ())] if i % 60 == 26 else []
        rec.step(pending)
    replay = rec.replay()
    assert isinstance(replay, Replay)
    return replay


def test_a_practice_game_from_the_middle_of_an_arcade_replay_reproduces(tmp_path: Path) -> None:
    origin = arcade_replay()
    tick = busy_tick(origin)
    header = take_over(origin, "20260101T000000000000Z-retris-7.json", tick)
    replay = play_on(header)
    path = tmp_path / "practice.json"
    replay.save(path)
    loaded = Replay.load(path)
    assert loaded.header.origin["replay"] == "20260101T000000000000Z-retris-7.json"
    assert loaded.header.origin["digest"] == origin.final_digest
    assert loaded.header.origin["tick"] == tick
    assert loaded.inputs and loaded.inputs[0].tick >= tick  # only the player's own inputs
    verify(loaded)  # the final digest and stats, rebuilt from the origin alone
    cursor = ReplayCursor(loaded)  # …and the theatre can watch it, seeking anywhere
    cursor.prepare()
    cursor.seek(cursor.end)
    assert cursor.digest() == loaded.final_digest
    cursor.seek(0)
    assert cursor.tick == cursor.start > tick


def test_mid_chain_the_start_is_the_chain_settled() -> None:
    origin = arcade_replay()
    tick = busy_tick(origin)
    rules = start_rules(take_over(origin, "o.json", tick))
    assert rules.settled and rules.tick > tick
    # The same as the origin's moment let go of and left alone until the chain ended.
    from game.core.actions import InputChange

    cursor = origin_at(origin, tick)
    held = held_actions([c for c in origin.inputs if c.tick < tick])
    mine = cursor.rules
    if held:
        mine.step([InputChange(mine.tick, a, False, args) for a, args in held])
    while not mine.settled:
        mine.step(())
    assert digest(mine.state()) == digest(rules.state())


@pytest.mark.parametrize(("game", "options"), [("retris", {"mode": "arcade"}),
                                               ("tetlight", {"edge": 7}), ("verse", {})])
def test_the_start_is_the_origin_at_that_tick(game: str, options: dict) -> None:
    origin = record(game, options, 3, 120 * 30)
    cursor = ReplayCursor(origin)
    tick = origin.final_tick // 2
    while True:  # a settled moment with nothing held: no tick runs before the player's
        cursor.seek(tick)
        before = [c for c in origin.inputs if c.tick < tick]
        if cursor.rules.settled and (game == "verse" or not held_actions(before)):
            break
        tick += 1
    start = start_rules(take_over(origin, "o.json", tick))
    there, here = cursor.rules.state(), start.state()
    for part in PARTS[game]:
        assert here[part] == there[part], part
    assert here == there
    assert here["tick"] == tick


def test_the_golden_replays_still_load_and_reproduce() -> None:
    for name in ("retris-crazy-golden.json", "tetlight-golden.json"):
        replay = Replay.load(GOLDEN / name)
        assert replay.header.origin is None
        assert "origin" not in replay.to_json()["header"]
        verify(replay)


def test_an_origin_that_does_not_rebuild_is_named() -> None:
    header = take_over(arcade_replay(), "o.json", 900)
    bad = dataclasses.replace(header, origin={**header.origin, "start": "0" * 32})
    with pytest.raises(ValueError, match=r"header\.origin\.start"):
        start_rules(bad)
    replay = play_on(header, 2)
    verify(replay)
    with pytest.raises(ReplayMismatch, match="final digest"):  # the player's first drop gone
        verify(dataclasses.replace(replay, inputs=replay.inputs[2:]))


@pytest.mark.parametrize(("change", "key"), [
    ({"tick": -1}, "header.origin.tick"), ({"start": "x"}, "header.origin.start"),
    ({"inputs": [[5000, "left", 1]]}, "header.origin.inputs[0]"),
    ({"scenario": "a.toml"}, "exactly one of"), ({"extra": 1}, "header.origin.extra")])
def test_a_bad_origin_is_one_line_naming_the_key(change: dict, key: str) -> None:
    header = take_over(arcade_replay(), "o.json", 900)
    raw = play_on(header, 1).to_json()
    raw["header"]["origin"].update(change)
    with pytest.raises(ReplayError, match=key.replace("[", r"\[")):
        Replay.from_json(raw)


def test_what_cannot_be_taken_over_says_why() -> None:
    origin = arcade_replay()
    with pytest.raises(PracticeError, match="tick"):
        take_over(origin, "o.json", origin.final_tick + 1)
    practice = play_on(take_over(origin, "o.json", 900), 1)
    with pytest.raises(PracticeError, match="practice game already"):
        take_over(practice, "p.json", practice.final_tick)
