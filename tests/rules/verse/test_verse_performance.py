"""Cheap enough for the rules thread (120 ticks a second next to rendering): a placement with
its clear, gravity and game-over test well under a millisecond; fair dealing bounded."""

from __future__ import annotations

import time

from verse_helpers import make, place

from game.rules.verse.bitboard import forms
from game.rules.verse.dealer import Dealer
from game.rules.verse.fair import OrderSearch
from game.rules.verse.tuning import load_tuning

# Crowded boards (found by a hill climb maximising the search's time), each with the tray
# that took longest; the pieces fit nowhere all together, so every order is explored.
HARD = [
    (0x8D3A354F6082C1A2, ("T", "bigL", "square3"), True),
    (0x3F10300707238717, ("corner3", "square3", "corner3"), True),
    (0x2D041C0A48F248C4, ("bigL", "bigL", "bigL"), True),
    (0x0C2400FD00240290, ("domino", "square3", "single"), False),
]


def best_of(fn, runs: int = 5) -> float:
    best = 1.0
    for _ in range(runs):
        start = time.thread_time()
        fn()
        best = min(best, time.thread_time() - start)
    return best


def test_a_placement_with_a_clear_gravity_and_the_over_test_is_well_under_a_millisecond():
    board = ["#.#.#.#.", ".#.#.#.#"] * 3 + ["#.#.#.#.", "#######."]
    times = []
    for _ in range(50):
        # Rotation on: the over test tries (in vain) every orientation of the pieces left.
        game = make(["#", "###,#..,#..", "##,##"], board, rotation=True)
        game.step()
        start = time.thread_time()
        events = place(game, 0, 7, 7)
        times.append(time.thread_time() - start)
        assert [e.kind for e in events] == ["placed", "cleared", "gravity", "game_over"]
    times.sort()
    assert times[len(times) // 2] < 2e-3, times[len(times) // 2]


def test_snapshot_keeps_the_board_between_changes_and_is_cheap():
    game = make(["#", "#", "#"])
    first = game.snapshot()
    assert game.snapshot().board is first.board
    start = time.thread_time()
    for _ in range(2000):
        game.snapshot()
    assert (time.thread_time() - start) / 2000 < 0.4e-3


def test_fair_search_on_the_hardest_boards_found_stays_within_a_few_milliseconds():
    shapes = load_tuning().shapes
    for board, names, rotation in HARD:
        pieces = [forms(shapes[n].orientations[0], rotation) for n in names]
        assert not OrderSearch(pieces).run(board)
        assert best_of(lambda p=pieces, b=board: OrderSearch(p).run(b)) < 20e-3, names


def test_a_fair_deal_is_bounded_even_where_every_draw_fails():
    """21 draws that each fail: the worst a deal can do."""
    t = load_tuning()
    for board, _, rotation in HARD:
        worst = max(best_of(lambda s=seed, b=board, r=rotation: Dealer(s, t).deal(b, True, r),
                            runs=2) for seed in range(5))
        assert worst < 60e-3
