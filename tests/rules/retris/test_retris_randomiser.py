"""The 7-bag and the Crazy bag (rules/retris.md §2)."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rng import RngStreams
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup
from game.rules.retris.randomiser import PieceQueue, QueuedPiece
from game.rules.retris.tuning import load_tuning

TUNING = load_tuning()
SEVEN = sorted("IOTSZJL")


def deal(seed: int, count: int, crazy: bool = False, forced=()) -> list[str]:
    queue = PieceQueue(RngStreams(seed)("pieces"), TUNING.standard,
                       TUNING.crazy if crazy else (), 3 if crazy else 0,
                       lambda name: "." * TUNING.pieces[name].block_count, forced)
    return [queue.pop(3).name for _ in range(count)]


@settings(max_examples=60)
@given(st.integers(min_value=-(2**63), max_value=2**63))
def test_every_bag_of_seven_is_a_permutation(seed):
    pieces = deal(seed, 70)
    for start in range(0, 70, 7):
        assert sorted(pieces[start:start + 7]) == SEVEN


@settings(max_examples=60)
@given(st.integers(min_value=0, max_value=2**32))
def test_no_piece_comes_more_than_twice_in_a_row_and_gaps_stay_under_13(seed):
    pieces = deal(seed, 140)
    for name in SEVEN:
        positions = [i for i, p in enumerate(pieces) if p == name]
        assert all(b - a <= 13 for a, b in itertools.pairwise(positions))
    runs = [pieces[i:i + 3] for i in range(len(pieces) - 2)]
    assert not any(len(set(run)) == 1 for run in runs)


@settings(max_examples=40)
@given(st.integers(min_value=0, max_value=2**32),
       st.lists(st.sampled_from(["T", "I5", "O"]), max_size=5))
def test_forced_pieces_come_first_then_whole_bags(seed, forced):
    queued = [QueuedPiece(n, "." * TUNING.pieces[n].block_count) for n in forced]
    pieces = deal(seed, len(forced) + 21, forced=queued)
    assert pieces[:len(forced)] == forced
    rest = pieces[len(forced):]
    for start in range(0, 21, 7):
        assert sorted(rest[start:start + 7]) == SEVEN


@settings(max_examples=40)
@given(st.integers(min_value=0, max_value=2**32))
def test_crazy_bag_is_seven_tetrominoes_plus_three_distinct_crazy_pieces(seed):
    pieces = deal(seed, 50, crazy=True)
    for start in range(0, 50, 10):
        bag = pieces[start:start + 10]
        standard = sorted(p for p in bag if p in SEVEN)
        extra = [p for p in bag if p not in SEVEN]
        assert standard == SEVEN
        assert len(extra) == 3 and len(set(extra)) == 3
        assert all(p in TUNING.crazy for p in extra)


def test_crazy_bags_reach_every_crazy_piece():
    counts = Counter(deal(5, 3000, crazy=True))
    assert set(TUNING.crazy) <= set(counts)


def test_same_seed_same_pieces_other_seed_other_pieces():
    assert deal(11, 30) == deal(11, 30)
    assert deal(11, 30) != deal(12, 30)


def test_game_deals_from_its_pieces_stream_after_the_forced_queue():
    game = RetrisGame(RetrisOptions(gravity=False), seed=3, setup=RetrisSetup(queue=("Z",)))
    assert game.active is not None and game.active.piece.name == "Z"
    shown = [view.name for view in game.snapshot().next]
    assert shown == deal(3, 3)
    assert len(game.snapshot().next) == 3


def test_crazy_pieces_are_shuffled_in_among_the_tetrominoes():
    # "shuffled together" (§2): over many bags a Crazy piece turns up at every place of a bag.
    pieces = deal(7, 2000, crazy=True)
    places = {i % 10 for i, name in enumerate(pieces) if name not in SEVEN}
    assert places == set(range(10))
