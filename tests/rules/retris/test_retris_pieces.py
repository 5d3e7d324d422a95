"""Piece shapes, rotation states and spawn positions (rules/retris.md §2–3)."""

from __future__ import annotations

import pytest
from retris_kick_fixtures import STATES

from game.rules.retris.pieces import KICKS_I, KICKS_JLSTZ, KICKS_NONE, rotate_cw
from game.rules.retris.tuning import load_tuning

TUNING = load_tuning()
PIECES = TUNING.pieces


def normalise(cells):
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return frozenset((x - min_x, y - min_y) for x, y in cells)


def rotations(cells):
    shapes = []
    current = list(cells)
    for _ in range(4):
        shapes.append(normalise(current))
        current = [(y, -x) for x, y in current]
    return shapes


def drawing(rows):
    n = len(rows)
    return {(x, n - 1 - top) for top, r in enumerate(rows) for x, ch in enumerate(r) if ch == "#"}


@pytest.mark.parametrize("name", ["T", "J", "L", "S", "Z", "I"])
def test_tetromino_states_match_the_guideline_drawings(name):
    for rot in range(4):
        assert set(PIECES[name].states[rot]) == drawing(STATES[name][rot])


def test_standard_set_is_the_seven_tetrominoes():
    assert sorted(TUNING.standard) == sorted("IOTSZJL")
    for name in TUNING.standard:
        assert PIECES[name].block_count == 4
        assert PIECES[name].color == name


def test_crazy_set_has_the_18_one_sided_pentominoes():
    pentominoes = [n for n in TUNING.crazy if PIECES[n].block_count == 5]
    assert len(pentominoes) == 18
    seen: list[frozenset] = []
    for name in pentominoes:
        shape = normalise(PIECES[name].states[0])
        assert not any(shape in rotations(other) for other in seen), name
        seen.append(shape)
    # Up to reflection too, they are the 12 free pentominoes.
    free = {min(rotations(s) + rotations([(-x, y) for x, y in s]), key=sorted)
            for s in seen}
    assert len(free) == 12


def test_crazy_set_has_large_shapes_of_6_to_9_blocks():
    large = {PIECES[n].block_count for n in TUNING.crazy if PIECES[n].block_count > 5}
    assert large and min(large) >= 6 and max(large) <= 9
    assert drawing(["#.#", "#.#", "###"]) == set(PIECES["U7"].states[0])
    assert normalise(PIECES["B6"].states[0]) == normalise(drawing(["###", "###"]))
    for name in TUNING.crazy:
        assert PIECES[name].color == "X"


@pytest.mark.parametrize("name", sorted(PIECES))
def test_four_turns_come_back_and_keep_block_order(name):
    piece = PIECES[name]
    assert rotate_cw(piece.states[3], piece.size) == piece.states[0]
    for state in piece.states:
        assert len(set(state)) == piece.block_count
        assert all(0 <= x < piece.size and 0 <= y < piece.size for x, y in state)


@pytest.mark.parametrize("name", sorted(PIECES))
def test_kick_table_follows_box_parity_and_o_never_kicks(name):
    piece = PIECES[name]
    if name == "O":
        assert piece.kicks == KICKS_NONE
    else:
        assert piece.kicks == (KICKS_JLSTZ if piece.size % 2 else KICKS_I)


def test_block_order_is_reading_order_of_state_0():
    for piece in PIECES.values():
        cells = piece.states[0]
        assert list(cells) == sorted(cells, key=lambda c: (-c[1], c[0]))


@pytest.mark.parametrize(("name", "cells"), [
    ("T", {(3, 22), (4, 22), (5, 22), (4, 23)}),
    ("J", {(3, 23), (3, 22), (4, 22), (5, 22)}),
    ("L", {(5, 23), (3, 22), (4, 22), (5, 22)}),
    ("S", {(4, 23), (5, 23), (3, 22), (4, 22)}),
    ("Z", {(3, 23), (4, 23), (4, 22), (5, 22)}),
    ("I", {(3, 22), (4, 22), (5, 22), (6, 22)}),
    ("O", {(4, 22), (5, 22), (4, 23), (5, 23)}),
    ("I5", {(2, 22), (3, 22), (4, 22), (5, 22), (6, 22)}),
])
def test_spawn_cells(name, cells):
    piece = PIECES[name]
    x, y = piece.spawn_origin(TUNING.width, TUNING.height)
    assert {(cx + x, cy + y) for cx, cy in piece.states[0]} == cells


def test_every_piece_spawns_inside_the_top_rows():
    for piece in PIECES.values():
        x, y = piece.spawn_origin(TUNING.width, TUNING.height)
        cells = [(cx + x, cy + y) for cx, cy in piece.states[0]]
        assert all(0 <= c < TUNING.width and 0 <= r < TUNING.height for c, r in cells)
        assert max(r for _, r in cells) >= TUNING.height - 2
        left = min(c for c, _ in cells)
        right = TUNING.width - 1 - max(c for c, _ in cells)
        assert left in (right, right - 1), piece.name  # centred, rounded left
