"""Invariants under random play (hypothesis): random legal placements keep the rules sound."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from verse_helpers import first, legal_moves, make, place, rotate

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.verse import VerseGame, VerseOptions, VerseSetup
from game.rules.verse.bitboard import full_lines

games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "rotation": st.booleans(),
    "fair": st.booleans(),
    "fill": st.integers(min_value=0, max_value=6),  # set-up rows at the bottom, with holes
    "choices": st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=40),
})


def start_board(seed: int, fill: int) -> list[str]:
    rnd = random.Random(seed)
    rows = []
    for r in range(8):
        dense = r >= 8 - fill
        rows.append("".join(str(rnd.randint(1, 8)) if dense and rnd.random() < 0.75 else "."
                            for _ in range(8)))
    return rows


def column_survivors(board, removed: set[tuple[int, int]]) -> list[list[int]]:
    return [[board[r][c] for r in range(8) if board[r][c] and (r, c) not in removed]
            for c in range(8)]


def check_placement(game: VerseGame, before, slot: int, events) -> None:
    """One legal placement: nothing overlapped, counts add up, gravity kept column order."""
    placed = first(events, "placed").data
    piece = before.tray[slot]
    cells = [tuple(c) for c in placed["cells"]]
    assert all(before.board[r][c] == 0 for r, c in cells), "placed on a filled cell"
    grid = [list(row) for row in before.board]
    for r, c in cells:
        grid[r][c] = piece.color
    cleared = next((e.data for e in events if e.kind == "cleared"), None)
    removed = {(r, c) for r, c, _ in cleared["cells"]} if cleared else set()
    after = game.snapshot()
    filled_before = sum(1 for row in before.board for v in row if v)
    filled_after = sum(1 for row in after.board for v in row if v)
    assert filled_after == filled_before + len(cells) - len(removed)
    assert column_survivors(grid, removed) == column_survivors(after.board, set())
    assert after.score > before.score
    assert full_lines(game.board.mask) == (0, 0), "a full line was left"
    assert game.board.mask == sum(1 << (r * 8 + c) for r in range(8) for c in range(8)
                                  if after.board[r][c])


@settings(max_examples=60, deadline=None)
@given(games)
def test_random_legal_placements_keep_the_board_and_score_sound(params):
    game = make(None, start_board(params["seed"], params["fill"]), seed=params["seed"],
                rotation=params["rotation"], fair=params["fair"])
    game.step()
    inputs: list[tuple[int, Action, tuple[int, ...]]] = []
    for choice in params["choices"]:
        if game.over:
            break
        moves = legal_moves(game)
        if not moves:  # with rotation on, only a turned piece fits
            slots = [s for s, p in enumerate(game.tray) if p is not None]
            inputs.append((game.tick, Action.ROTATE, (slots[choice % len(slots)],)))
            rotate(game, inputs[-1][2][0])
            continue
        slot, row, col = moves[choice % len(moves)]
        before = game.snapshot()
        inputs.append((game.tick, Action.PLACE, (slot, row, col)))
        check_placement(game, before, slot, place(game, slot, row, col))
    # The same inputs on a fresh game give the same state, digest for digest.
    again = VerseGame(game.options, params["seed"], VerseSetup(
        None, start_board(params["seed"], params["fill"])))
    for tick in range(game.tick):
        again.step([InputChange(t, a, True, args) for t, a, args in inputs if t == tick])
    assert digest(again.state()) == digest(game.state())


args = st.lists(st.one_of(st.integers(-3, 10), st.integers(), st.booleans()), max_size=5)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 1000), st.lists(st.tuples(st.sampled_from([Action.PLACE, Action.ROTATE,
                                                                 Action.CW, Action.HOLD]),
                                                st.booleans(), args), max_size=12))
def test_any_input_either_acts_or_changes_nothing_and_never_raises(seed, changes):
    game = VerseGame(VerseOptions(rotation=seed % 2 == 0), seed)
    for action, pressed, raw in changes:
        before = game.state()
        events = game.step([InputChange(game.tick, action, pressed, tuple(raw))])
        acted = {e.kind for e in events} & {"placed", "rotated"}
        if not acted:
            assert {**game.state(), "tick": 0} == {**before, "tick": 0}
