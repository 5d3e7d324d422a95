"""Bots seated in versus matches: bot against bot, headless, and the match replays from the
inputs alone (a bot slot is replayed like any other)."""

from __future__ import annotations

import pytest

from game.bots.seats import BotSeats
from game.core.actions import Action, InputChange
from game.core.ruleset import ValidationError
from game.rules.versus.match import VersusMatch
from game.scenario.versus import seat_bots

LIMIT = 120 * 60 * 8  # ticks: no test match may run longer than 8 minutes of play


def _play(seats: BotSeats) -> None:
    while not seats.over and seats.tick < LIMIT:
        seats.step()
    assert seats.over, "the match never ended"


def _replay(game: str, options: dict, seed: int, players: int, first_to: int,
            inputs: list[InputChange], ticks: int) -> VersusMatch:
    match = VersusMatch(game, options, seed, players, first_to)
    by_tick: dict[int, list[InputChange]] = {}
    for change in inputs:
        by_tick.setdefault(change.tick, []).append(change)
    for tick in range(ticks):
        match.step(by_tick.get(tick, []))
    return match


def test_level_5_beats_level_1_and_the_match_replays() -> None:
    match = VersusMatch("retris", {}, 21, 2, first_to=2)
    seats = BotSeats(match, {0: 1, 1: 5}, seed=21)
    _play(seats)
    assert match.match_winner == 1 and match.wins == [0, 2]
    again = _replay("retris", {}, 21, 2, 2, seats.inputs, match.tick)
    assert again.over and again.match_winner == 1
    assert again.slot_digests() == match.slot_digests()
    assert all(c.player in (0, 1) for c in seats.inputs)


def test_four_bots_play_a_match_headless() -> None:
    match = VersusMatch("retris", {"mode": "arcade"}, 8, 4, first_to=1)
    seats = BotSeats(match, {0: 2, 1: 3, 2: 4, 3: 5}, seed=8)
    attacks = 0
    while not seats.over and seats.tick < LIMIT:
        attacks += sum(1 for e in seats.step() if e.kind == "attack")
    assert seats.over and attacks > 5
    again = _replay("retris", {"mode": "arcade"}, 8, 4, 1, seats.inputs, match.tick)
    assert again.match_winner == match.match_winner is not None
    assert again.slot_digests() == match.slot_digests()


@pytest.mark.parametrize("game", ["verse", "tetlight"])
def test_score_races_go_to_the_stronger_bot(game: str) -> None:
    options = {"race_seconds": 60}
    match = VersusMatch(game, options, 5, 2, first_to=1)
    seats = BotSeats(match, {0: 5, 1: 1}, seed=5)
    _play(seats)
    assert match.match_winner == 0
    again = _replay(game, options, 5, 2, 1, seats.inputs, match.tick)
    assert again.slot_digests() == match.slot_digests()


def test_a_person_and_a_bot_share_a_match() -> None:
    match = VersusMatch("retris", {}, 2, 2, first_to=1)
    seats = BotSeats(match, {1: 3}, seed=2)
    for tick in range(600):
        person = [InputChange(tick, Action.HARD_DROP, True, player=0),
                  InputChange(tick, Action.HARD_DROP, False, player=0)] if tick % 90 == 45 else []
        seats.step(person)
    assert match.games[1].tally.pieces >= 5 and match.games[0].tally.pieces == 7
    assert {c.player for c in seats.inputs} == {0, 1}  # the person's changes are kept too
    again = _replay("retris", {}, 2, 2, 1, seats.inputs, match.tick)
    assert again.slot_digests() == match.slot_digests()


def test_bad_seats_name_the_key() -> None:
    match = VersusMatch("retris", {}, 2, 2)
    with pytest.raises(ValidationError, match="bots"):
        BotSeats(match, {2: 3}, seed=0)
    with pytest.raises(ValidationError, match="level"):
        BotSeats(match, {1: 9}, seed=0)


def test_the_scenario_runner_seats_its_bots() -> None:
    match = VersusMatch("retris", {}, 2, 2)
    assert seat_bots(match, [0, 0], 1) is match
    seated = seat_bots(match, [0, 4], 1)
    assert isinstance(seated, BotSeats) and list(seated.bots) == [1]
    assert seated.match is match and seated.tick == match.tick


def test_a_bot_takes_over_mid_round_and_gives_the_slot_back() -> None:
    match = VersusMatch("retris", {}, 4, 2, first_to=1)
    seats = BotSeats(match, {1: 5}, seed=4)
    for _ in range(700):
        seats.step()
    before = match.games[0].tally.pieces
    seats.seat(0, 3)  # slot 0's pad is gone: a bot plays on from where its piece is
    for _ in range(1200):
        seats.step()
    taken = match.games[0].tally.pieces
    assert taken >= before + 5
    seats.unseat(0)
    seats.unseat(0)  # twice is no error
    for _ in range(300):
        seats.step()
    assert match.games[0].tally.pieces <= taken + 1  # back to nobody pressing anything
    assert list(seats.bots) == [1]
