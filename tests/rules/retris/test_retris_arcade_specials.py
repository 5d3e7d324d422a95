"""Arcade specials given as pieces enter the queue (rules/retris.md §6): odds, weights, caps."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from game.core.actions import Action
from game.core.rng import RngStreams
from game.rules.retris import RetrisGame, RetrisOptions
from game.rules.retris.cells import is_iced, main_special
from game.rules.retris.specials import PPM, SpecialCounts, assign, count_specials
from tests.rules.retris.arcade_support import TUNING, arcade, odds, only, tap

UNCAPPED = dataclasses.replace(TUNING.arcade_odds, cap_bombs=10**9, cap_activators=10**9,
                               cap_stones=10**9, cap_ice=10**9)


def queued_specials(game: RetrisGame) -> str:
    return "".join(q.specials for q in game.queue.pending)


def test_ruleset_numbers_are_the_leads():
    o = TUNING.arcade_odds
    assert (o.special_ppm, o.ice_ppm) == (80_000, 50_000)
    assert o.weights == (25, 15, 15, 10, 5, 10, 20)  # n h v l m a s
    assert (o.cap_bombs, o.cap_activators, o.cap_stones, o.cap_ice) == (5, 3, 10, 10)
    assert TUNING.ms_to_ticks(TUNING.generation_ms) == 60
    assert TUNING.version == "retris-3"


def test_assignment_statistics_match_the_odds_and_weights():
    letters = assign(RngStreams(2024)("specials"), 120_000, SpecialCounts(), UNCAPPED)
    mains = Counter(main_special(s) for s in letters)
    specials = len(letters) - mains["."]
    assert abs(specials / len(letters) - 0.08) < 0.004  # sd 0.0008
    expected = dict(zip("nhvlmas", (0.25, 0.15, 0.15, 0.10, 0.05, 0.10, 0.20), strict=True))
    for letter, share in expected.items():
        assert abs(mains[letter] / specials - share) < 0.015, letter  # sd <= 0.004
    iced = [is_iced(s) for s in letters]
    assert abs(sum(iced) / len(letters) - 0.05) < 0.003  # sd 0.0006
    # Ice is independent of the main special: as common on specials as on plain blocks.
    on_specials = [i for i, s in zip(iced, letters, strict=True) if main_special(s) != "."]
    assert abs(sum(on_specials) / len(on_specials) - 0.05) < 0.01


def test_the_same_stream_gives_the_same_specials():
    first = assign(RngStreams(5)("specials"), 500, SpecialCounts(), TUNING.arcade_odds)
    again = assign(RngStreams(5)("specials"), 500, SpecialCounts(), TUNING.arcade_odds)
    assert first == again and first != assign(RngStreams(6)("specials"), 500, SpecialCounts(),
                                               TUNING.arcade_odds)


def test_specials_have_their_own_stream_so_the_pieces_are_classics():
    def pieces(mode: str) -> list[str]:
        game = RetrisGame(RetrisOptions(mode=mode, gravity=False), seed=77)
        game.queue.fill(40)
        return [q.name for q in game.queue.pending]

    assert pieces("arcade") == pieces("classic")


def test_classic_pieces_get_no_specials_and_arcade_pieces_do():
    classic = RetrisGame(RetrisOptions(gravity=False), seed=3)
    classic.queue.fill(300)
    assert set(queued_specials(classic)) == {"."}
    assert "arcade" not in classic.state()
    game = RetrisGame(RetrisOptions(mode="arcade", gravity=False), seed=3)
    game.queue.fill(300)
    assert set(queued_specials(game)) - {"."}


def every_block(letter: str, ice: bool = False) -> object:
    """A ruleset in which every block asks for ``letter`` (and ice, if asked)."""
    return odds(special_ppm=PPM if letter != "." else 0, ice_ppm=PPM if ice else 0,
                weights=only(letter if letter != "." else "n"))


def test_a_fourth_activator_is_never_given():
    game = arcade(queue=(), tuning=every_block("a"))
    letters = game.active.specials + queued_specials(game)
    assert letters.startswith("aaa") and letters.count("a") == 3
    for _ in range(5):  # more pieces come, the three activators are still in play
        tap(game, Action.HARD_DROP)
        assert count_specials(game._specials_in_play()).activators == 3


@pytest.mark.parametrize(("letter", "code", "cap", "ice"), [
    ("m", "Xn", 5, False),  # bombs: the five kinds count together
    ("a", "Xa", 3, False),
    ("s", "Xs", 10, False),
    (".", "Xi", 10, True),
])
@pytest.mark.parametrize("on_field_below_cap", [0, 1])
def test_each_cap_counts_the_field(letter, code, cap, ice, on_field_below_cap):
    on_field = cap - on_field_below_cap
    bottom = "".join([code] * min(on_field, 9)) + ".." * (10 - min(on_field, 9))
    second = "".join([code] * (on_field - 9)) + ".." * (10 - (on_field - 9)) if on_field > 9 \
        else "." * 20
    game = arcade(queue=(), bottom=(second, bottom), tuning=every_block(letter, ice))
    given = count_specials(game.active.specials + queued_specials(game))
    counted = given.ice if ice else {"m": given.bombs, "a": given.activators,
                                     "s": given.stones}[letter]
    assert counted == on_field_below_cap


def test_bombs_of_every_kind_share_one_cap():
    tuning = odds(special_ppm=PPM, ice_ppm=0, weights=(1, 1, 1, 1, 1, 0, 0))
    game = arcade(queue=(), bottom=("XnXhXv" + "." * 14,), tuning=tuning)
    assert count_specials(game.active.specials + queued_specials(game)).bombs == 2


@pytest.mark.parametrize(("field_activators", "given"), [(2, 0), (1, 1)])
def test_the_falling_piece_counts(field_activators, given):
    bottom = "Xa" * field_activators + ".." * (10 - field_activators)
    game = arcade(queue=("T:a...", "O", "O", "O"), bottom=(bottom,), tuning=every_block("a"))
    assert game.active.specials == "a..." and queued_specials(game) == "." * 12
    tap(game, Action.HOLD)  # the next bag is drawn while the T is still falling
    assert queued_specials(game).count("a") == given


@pytest.mark.parametrize(("field_activators", "given"), [(2, 0), (1, 1)])
def test_the_hold_counts(field_activators, given):
    bottom = "Xa" * field_activators + ".." * (10 - field_activators)
    game = arcade(queue=("T:a...", "O", "O", "O", "O"), bottom=(bottom,),
                  tuning=every_block("a"))
    tap(game, Action.HOLD)
    assert game.hold_piece.specials == "a..." and queued_specials(game) == "." * 12
    tap(game, Action.HARD_DROP)  # the next bag is drawn with the T in the hold
    assert queued_specials(game)[8:].count("a") == given


@pytest.mark.parametrize(("field_activators", "given"), [(2, 0), (1, 1)])
def test_the_whole_queue_counts(field_activators, given):
    bottom = "Xa" * field_activators + ".." * (10 - field_activators)
    # The first bag is drawn behind the T that waits in the queue.
    game = arcade(queue=("O", "O", "T:a..."), bottom=(bottom,), tuning=every_block("a"))
    assert queued_specials(game)[4:8] == "a..."
    assert queued_specials(game)[8:].count("a") == given


def test_forced_pieces_carry_exactly_their_specials_whatever_the_caps():
    game = arcade(queue=("T:aaaa", "I"), bottom=("XaXaXa" + "." * 14,),
                  tuning=every_block("a"))
    assert game.active.specials == "aaaa"
    assert game.queue.pending[0].specials == "...."
    plain = arcade(queue=("T:.n.s",), tuning=every_block("a"))
    assert plain.active.specials == ".n.s"
