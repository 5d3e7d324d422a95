"""Fair dealing's search (game/rules/verse/fair.py) against an exhaustive search with no
cuts, on random crowded boards where pieces often fit nowhere until a line clears."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from verse_helpers import grid_of, piece, ref_all_placeable

from game.rules.verse.bitboard import anchors, forms, positions, resolve
from game.rules.verse.dealer import Dealer
from game.rules.verse.fair import can_place_all
from game.rules.verse.tuning import load_tuning


def exhaustive(board: int, pieces) -> bool:
    def go(b: int, left) -> bool:
        if not left:
            return True
        return any(go(resolve(b | f.mask << a), left[1:])
                   for f in left[0] for a in positions(anchors(b, f)))
    return any(go(board, order) for order in set(permutations(pieces)))


def crowded(rnd: random.Random) -> int:
    density = rnd.uniform(0.6, 0.95)
    return resolve(sum(1 << i for i in range(64) if rnd.random() < density))


@pytest.mark.parametrize("rotation", [False, True])
def test_the_search_answers_like_an_exhaustive_one(rotation):
    rnd = random.Random(17)
    dealer = Dealer(17, load_tuning())
    answers = []
    for _ in range(400):
        board = crowded(rnd)
        pieces = [forms(p.cells, rotation) for p in dealer.draw_tray()]
        answer = can_place_all(board, pieces)
        assert answer == exhaustive(board, pieces), hex(board)
        answers.append(answer)
    assert 30 <= sum(answers) <= 370, sum(answers)  # both answers are common here


def test_a_set_up_board_with_full_lines_clears_them_with_the_first_placement():
    rnd = random.Random(5)
    dealer = Dealer(5, load_tuning())
    for _ in range(150):
        board = sum(1 << i for i in range(64) if rnd.random() < 0.85)  # full lines likely
        pieces = [forms(p.cells, False) for p in dealer.draw_tray()]
        assert can_place_all(board, pieces) == exhaustive(board, pieces), hex(board)


def board_of(rows: list[str]) -> int:
    return sum(1 << (r * 8 + c) for r, c in grid_of(rows))


def test_a_piece_that_fits_only_after_two_others_clear_a_line():
    # The square fits nowhere; neither the single nor the domino clears a line alone, but
    # together they complete row 7, and after the fall rows 0 and 1 hold a 2×2 hole.
    rows = ["##......", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#",
            "#.#.#.#.", "...#####"]
    board = board_of(rows)
    single, domino, square = (forms(piece(t).cells, False) for t in ("#", "##", "##,##"))
    assert not anchors(board, square[0])
    assert can_place_all(board, [square, single, domino])
    assert ref_all_placeable(grid_of(rows), [piece("##,##"), piece("#"), piece("##")], False)
    # Two singles complete no line, so the square never fits.
    assert not can_place_all(board, [square, single, single])
    assert not ref_all_placeable(grid_of(rows), [piece("##,##"), piece("#"), piece("#")], False)
