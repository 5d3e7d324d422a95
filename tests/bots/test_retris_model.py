"""The Retris bot's picture of the game is the rules' own: where it thinks a move locks, the
game locks it; its fast evaluation counts what the plain one counts."""

from __future__ import annotations

import random

import pytest

from game.bots.retris_board import (
    col_lock,
    columns,
    field_rows,
    heights,
    locate,
    lock_rows,
    piece_shapes,
)
from game.bots.retris_bot import RetrisBot
from game.bots.retris_eval import Evaluator, Weights, figures
from game.bots.retris_moves import reachable
from game.bots.retris_search import Choice
from game.bots.tuning import load_tuning
from game.core.actions import InputChange
from game.rules.retris.game import RetrisGame
from game.rules.retris.options import RetrisOptions
from game.rules.retris.tuning import load_tuning as load_retris
from tests.bots.support import WIDTH, random_field, retris_setup

TUNING = load_retris()
SHAPES = piece_shapes(TUNING)
STILL = RetrisOptions(gravity=False)  # the piece goes only where the taps take it


def _play(field: list[str], name: str, choice: Choice) -> list[tuple[int, int]]:
    """Drive the piece with the bot's own tap logic until it locks; its locked cells."""
    game = RetrisGame(STILL, seed=1, setup=retris_setup(field, (name, "O", "O")))
    for _ in range(80):
        snap = game.snapshot()
        at = locate(SHAPES[name], snap.active.cells)
        action = RetrisBot._toward(choice, *at)
        tick = game.tick
        for event in game.step([InputChange(tick, action, True), InputChange(tick, action, False)]):
            if event.kind == "lock":
                return sorted(tuple(c) for c in event.data["cells"])
    raise AssertionError("the piece never locked")


@pytest.mark.parametrize("name", (*TUNING.standard, "F5", "I5", "U7", "R8"))
def test_every_reachable_move_locks_where_the_bot_thinks(name: str) -> None:
    rng = random.Random(name)
    piece = SHAPES[name]
    checked = 0
    for _ in range(4):
        field = random_field(rng)
        rows = field_rows(tuple(tuple(line[i:i + 2] for i in range(0, 2 * WIDTH, 2))
                                for line in reversed(field)))
        x, y = piece.spawn
        for move in reachable(rows, heights(rows, WIDTH), piece, 0, x, y, WIDTH, tucks=True):
            want = sorted((cx + move.final_x, cy + move.y)
                          for cx, cy in piece.states[move.rot].cells)
            assert _play(field, name, Choice(False, name, move)) == want, move
            checked += 1
    assert checked > 20


def _field(*rows: str) -> list[str]:
    """A field from rows of one character per cell ('X' a block), top first, padded up."""
    drawn = ["".join("X." if ch == "X" else ".." for ch in row) for row in rows]
    return [".." * WIDTH] * (24 - len(drawn)) + drawn


def test_tucks_are_found_under_an_overhang() -> None:
    # A ledge over columns 0-3: an I can only get under it by sliding along row 1.
    field = _field("XXXX......", "..........", "....XXXXXX")
    rows = field_rows(tuple(tuple(line[i:i + 2] for i in range(0, 2 * WIDTH, 2))
                            for line in reversed(field)))
    piece = SHAPES["I"]
    moves = reachable(rows, heights(rows, WIDTH), piece, 0, *piece.spawn, WIDTH, tucks=True)
    under = [m for m in moves if m.tuck_y is not None
             and min(cx + m.final_x for cx, _ in piece.states[m.rot].cells) < 4]
    assert under
    for move in under:
        want = sorted((cx + move.final_x, cy + move.y) for cx, cy in piece.states[move.rot].cells)
        assert max(r for _, r in want) == 1  # under the ledge
        assert _play(field, "I", Choice(False, "I", move)) == want


def test_locate_finds_every_state_of_every_piece() -> None:
    for name, piece in SHAPES.items():
        for rot, state in enumerate(piece.states):
            cells = tuple((cx + 3, cy + 5) for cx, cy in state.cells)
            assert locate(piece, cells) == (rot, 3, 5), name


def test_column_locks_clear_rows_as_the_field_does() -> None:
    rng = random.Random(4)
    full = (1 << WIDTH) - 1
    for _ in range(300):
        rows = [rng.getrandbits(WIDTH) | (full if rng.random() < 0.4 else 0) & ~(
            1 << rng.randrange(WIDTH)) if r < 8 else 0 for r in range(24)]
        piece = SHAPES[rng.choice(TUNING.standard)]
        rot = rng.randrange(4)
        shape = piece.states[rot]
        x = rng.randint(-shape.min_x, WIDTH - 1 - shape.max_x)
        y = max(heights(rows, WIDTH)[x + dx] - low for dx, low in shape.cols)
        after_rows, cleared_rows = lock_rows(rows, shape, x, y, full)
        after_cols, cleared_cols = col_lock(columns(rows, WIDTH), shape, x, y)
        assert cleared_cols == cleared_rows
        assert after_cols == columns(after_rows, WIDTH)


def test_the_fast_evaluation_counts_what_the_plain_one_counts() -> None:
    w = Weights.from_dict(load_tuning().weights)
    fast = Evaluator(w, WIDTH)
    rng = random.Random(9)
    for _ in range(200):
        field = random_field(rng, max_height=rng.randint(0, 18), holes=rng.random() * 0.4)
        rows = field_rows(tuple(tuple(line[i:i + 2] for i in range(0, 2 * WIDTH, 2))
                                for line in reversed(field)))
        cols = columns(rows, WIDTH)
        f = figures(cols)
        value = (w.height * sum(f.heights) + w.holes * f.holes + w.covered * f.covered
                 + w.bumpiness * f.bumpiness + w.row_transitions * f.row_transitions
                 + w.col_transitions * f.col_transitions + w.wells * f.wells
                 + w.well_keep * min(f.deepest, 4))
        over = max(f.heights) + 3 - w.danger_start
        value += w.danger * over * over if over > 0 else 0
        assert fast.field(cols, 3) == pytest.approx((value, max(f.heights)))


def test_figures_of_a_known_field() -> None:
    # Row 0: XX.XXXXXXX (a well at column 2, one deep under its neighbours); row 1: X at col 2
    # over nothing would be a hole, so: column 5 has a hole at row 0 under a block at row 1.
    rows = [0b1111011011, 0b0000100000] + [0] * 22
    f = figures(columns(rows, WIDTH))
    assert f.heights == (1, 1, 0, 1, 1, 2, 1, 1, 1, 1)
    assert f.holes == 1 and f.covered == 1
    assert f.bumpiness == 1 + 1 + 1 + 1
    assert f.deepest == 1
