"""Seeking in a match replay (the theatre's cursor): after a seek the match is the match of
straight play, across rounds and their breaks; its highlights are its biggest attacks."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.digest import digest
from game.core.match_replay import MatchReplay
from game.core.replay_files import load_replay_file
from game.sim.match_playback import play
from game.sim.replay_cursor import ReplayCursor
from tests.sim.match_play import scripted
from tests.sim.test_match_golden import GOLDEN


def straight_digest(replay: MatchReplay, tick: int) -> str:
    """The match digest at ``tick`` of the replay cut there, played straight."""
    cut = dataclasses.replace(replay, inputs=[c for c in replay.inputs if c.tick < tick],
                              final=dataclasses.replace(replay.final, tick=tick))
    return digest(play(cut).state())


@pytest.fixture(scope="module", params=["golden", "rounds"])
def match(request: pytest.FixtureRequest) -> MatchReplay:
    if request.param == "golden":
        replay = load_replay_file(GOLDEN)
        assert isinstance(replay, MatchReplay)
        return replay
    return scripted((9, 14), first_to=2)  # two rounds with the break between


def test_seek_anywhere_in_a_match_matches_straight_play(match: MatchReplay) -> None:
    end = match.final.tick
    cursor = ReplayCursor(match, every=250)
    cursor.prepare()
    for tick in (end // 2, 17, end - 1, 300, 0, end // 3, end):
        cursor.seek(tick)
        assert cursor.tick == tick
        assert cursor.digest() == straight_digest(match, tick), tick
    assert cursor.rules.over and cursor.digest() == match.final.digest


def test_a_matchs_highlights_are_its_attacks() -> None:
    replay = load_replay_file(GOLDEN)
    cursor = ReplayCursor(replay)  # type: ignore[arg-type]
    cursor.prepare()
    marks = cursor.highlights()
    assert marks and all(lines >= 2 for _, lines in marks)
    assert all(0 <= tick < replay.final_tick for tick, _ in marks)
