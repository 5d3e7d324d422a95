"""Match replays recorded, played back and verified (rules/versus.md §7): every slot's digest,
the match digest and the result reproduce, and a change anywhere is named."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from game.core.actions import Action, InputChange
from game.core.match_replay import MatchReplay, MatchResult, SlotSpec
from game.core.replay_files import load_replay_file
from game.sim import match_playback
from game.sim.match_session import (
    match_from_header,
    new_match_session,
    ruleset_version,
)
from game.sim.playback import ReplayMismatch
from game.sim.recorder import Recorder
from tests.sim.match_play import PEOPLE, scripted


@pytest.fixture(scope="module")
def duel() -> MatchReplay:
    """Two slots, first to 2: slot 1 stacks faster and tops out in both rounds."""
    return scripted((9, 14))


def test_a_scripted_match_is_saved_loaded_and_verified(duel: MatchReplay,
                                                       tmp_path: Path) -> None:
    path = tmp_path / "duel.json"
    duel.save(path)
    back = load_replay_file(path)
    assert back == duel
    match = match_playback.verify(back)
    assert match.over and match.tick == duel.final.tick
    assert duel.final.round_wins == (0, 2) and duel.final.match_winner == 1
    assert {c.player for c in duel.inputs} == {0, 1}
    assert duel.header.ruleset_version == ruleset_version("retris")


def test_four_slots_reproduce_every_slot(tmp_path: Path) -> None:
    replay = scripted((9, 13, 17, 21), first_to=1)
    path = tmp_path / "four.json"
    replay.save(path)
    match = match_playback.verify(load_replay_file(path))  # type: ignore[arg-type]
    assert [c.player for c in replay.inputs[:4]] == [0, 1, 2, 3]
    assert len(set(replay.final.slot_digests)) == 4
    assert match.slot_digests() == list(replay.final.slot_digests)
    assert replay.final.match_winner is not None


def changed(replay: MatchReplay, slot: int, n: int) -> MatchReplay:
    """The replay with slot ``slot``'s ``n``-th hard drop press turned into a rotation."""
    presses = [i for i, c in enumerate(replay.inputs) if c.player == slot and c.pressed]
    at = presses[n]
    inputs = list(replay.inputs)
    inputs[at] = dataclasses.replace(inputs[at], action=Action.CW)
    inputs[at + 1] = dataclasses.replace(inputs[at + 1], action=Action.CW)
    return dataclasses.replace(replay, inputs=inputs)


def test_a_changed_input_fails_naming_its_slot(duel: MatchReplay) -> None:
    # Slot 2's last press but one: slot 1 still tops out on the same tick.
    edited = changed(duel, 1, -3)
    with pytest.raises(ReplayMismatch, match=r"^slot 2 differs at tick \d+: slot 2 [0-9a-f]"):
        match_playback.verify(edited)


def test_a_change_that_moves_the_end_is_named() -> None:
    duel = scripted((9, 14), first_to=1)
    extra = [InputChange(t, Action.HARD_DROP, t % 2 == 0, player=0) for t in range(2, 6)]
    edited = dataclasses.replace(duel, inputs=sorted([*duel.inputs, *extra],
                                                     key=lambda c: c.tick))
    with pytest.raises(ReplayMismatch, match=r"input \d+ \(tick \d+, slot \d\) was never "
                                             "reached: the match ended at tick"):
        match_playback.verify(edited)  # slot 1 stacks two more: the round ends sooner
    got = dataclasses.replace(duel.final, tick=90, slot_digests=("2" * 32,
                                                                 duel.final.slot_digests[1]))
    with pytest.raises(ReplayMismatch, match=r"^the match ended at tick 90, the file at \d+ "
                                             r"\(slot 1 differs\)$"):
        match_playback.check_result(duel.final, got)


def test_a_changed_result_is_named(duel: MatchReplay) -> None:
    final = duel.final
    cases = [
        (dataclasses.replace(final, digest="0" * 32), "the match digest differs"),
        (dataclasses.replace(final, round_wins=(1, 2)), "round wins differ: 0-2 when played, "
                                                        "1-2 in the file"),
        (dataclasses.replace(final, tick=final.tick + 5), "the match ended at tick"),
    ]
    for want, said in cases:
        with pytest.raises(ReplayMismatch, match=said):
            match_playback.verify(dataclasses.replace(duel, final=want))


def test_a_different_winner_is_named() -> None:
    d = "1" * 32
    got = MatchResult(10, d, (d, d), (2, 2), 0)
    with pytest.raises(ReplayMismatch, match="the winner differs: slot 1 when played, slot 2 "
                                             "in the file"):
        match_playback.check_result(dataclasses.replace(got, match_winner=1), got)


def test_an_input_after_the_end_is_never_reached(duel: MatchReplay) -> None:
    late = InputChange(duel.final.tick, Action.LEFT, True, player=1)
    with pytest.raises(ReplayMismatch, match=r"input \d+ \(tick \d+, slot 2\) was never "
                                             "reached"):
        match_playback.play(dataclasses.replace(duel, inputs=[*duel.inputs, late]))


@pytest.mark.parametrize(("change", "said"), [
    ({"ruleset_version": "retris-3+versus-0"}, "header.ruleset_version: expected"),
    ({"tick_rate": 60}, "header.tick_rate: expected 120, got 60"),
    ({"game": "tennis"}, "header.game: unknown game 'tennis'"),
    ({"options": {"mode": "bogus"}}, "header.options.mode: expected one of"),
    ({"options": {"level": 99}}, "header.options.level: expected an integer from 1 to 15"),
])
def test_a_header_this_version_cannot_play_is_named(duel: MatchReplay, change: dict[str, Any],
                                                    said: str) -> None:
    with pytest.raises(ValueError, match=said):
        match_from_header(dataclasses.replace(duel.header, **change))


def test_a_score_race_keeps_its_time_limit_and_reproduces_its_draw() -> None:
    """Verse, nobody placing: a 60 s round ends in a draw of equal scores, the next starts."""
    match, header = new_match_session("verse", {"race_seconds": 60}, 3, PEOPLE[:2], 1)
    rec = Recorder(match, header)
    for _ in range(60 * 120 + 360 + 30):
        rec.step([])
    replay = rec.replay()
    assert header.options["race_seconds"] == 60
    back = MatchReplay.from_json(json.loads(json.dumps(replay.to_json())))
    match = match_playback.verify(back)
    assert match.round == 2 and replay.final.round_wins == (0, 0)
    assert replay.final.match_winner is None


class BotsToo(Recorder):
    """As the versus screens' recorder does: a bot's changes for slot 2 added to what the
    loop stamps, before the match steps."""

    def step(self, pending: list[Any]) -> list[Any]:
        t = self.rules.tick
        mine = [(Action.HARD_DROP, t % 11 == 0, (), 1)] if t % 11 in (0, 1) else []
        return super().step([*pending, *mine])


def test_changes_a_recorder_adds_for_bots_are_in_the_replay() -> None:
    slots = (SlotSpec("person", "pad 1"), SlotSpec("bot", "", 2))
    match, header = new_match_session("retris", {}, 8, slots, 1)
    rec = BotsToo(match, header)
    while not match.over:
        t = match.tick
        rec.step([(Action.HARD_DROP, t % 8 == 0, (), 0)] if t % 8 in (0, 1) else [])
    replay = rec.replay()
    assert isinstance(replay, MatchReplay)
    assert {c.player for c in replay.inputs} == {0, 1}
    match_playback.verify(replay)


class Seats:
    """Bots' seats between the recorder and the match: they step it with changes of their
    own that the recorder never sees."""

    def __init__(self, match: Any) -> None:
        self.match = match

    def step(self, changes: list[InputChange]) -> list[Any]:
        return self.match.step(changes)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.match, name)


def test_a_recorder_over_something_else_than_the_match_is_refused() -> None:
    match, header = new_match_session("retris", {}, 1, PEOPLE[:2], 1)
    rec = Recorder(Seats(match), header)  # type: ignore[arg-type]
    rec.step([])
    with pytest.raises(ValueError, match="records the changes a VersusMatch is stepped with; "
                                         "this recorder steps a Seats"):
        rec.replay()


def test_a_pads_name_of_any_length_or_letters_never_stops_a_match() -> None:
    odd = SlotSpec("person", "pad:" + "Generic\tUSB\x00 Joystick " * 10)
    _, header = new_match_session("retris", {}, 1, (odd, PEOPLE[1]), 1)
    device = header.slots[0].device
    assert len(device) == 100 and device.isprintable() and device.startswith("pad:Generic USB")


def test_a_slot_a_file_would_refuse_is_refused_at_the_start() -> None:
    with pytest.raises(ValueError, match=r"header.slots\[1\].level: expected an int from 1 "
                                         "to 5, got 9"):
        new_match_session("retris", {}, 1, (PEOPLE[0], SlotSpec("bot", "", 9)), 1)
    with pytest.raises(ValueError, match="players"):
        new_match_session("retris", {}, 1, PEOPLE[:1], 1)
