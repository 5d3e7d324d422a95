"""Finesse (rules/goals.md §3): the search's fewest presses against the published guideline
table, and the faults of random play (hypothesis): never negative, none for the fewest."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action, InputChange
from game.rules.retris import RetrisGame, RetrisOptions
from game.rules.retris.finesse import fewest_presses
from game.rules.retris.setup import RetrisSetup
from game.rules.retris.tuning import load_tuning

# The guideline finesse table (Hard Drop wiki, "Finesse"; SRS, spawn in columns 3-6, DAS to
# the wall, no 180° turn): for each piece and orientation (its cells on the floor, lower-left
# at 0, 0), the inputs before the hard drop for each column its left edge can stand in, left
# to right. Written out from the table, not from the search.
TABLE = {
    "I": {((0, 0), (1, 0), (2, 0), (3, 0)): [1, 2, 1, 0, 1, 2, 1],
          ((0, 0), (0, 1), (0, 2), (0, 3)): [2, 2, 2, 2, 1, 1, 2, 2, 2, 2]},
    "O": {((0, 0), (0, 1), (1, 0), (1, 1)): [1, 2, 2, 1, 0, 1, 2, 2, 1]},
    "T": {((0, 0), (1, 0), (1, 1), (2, 0)): [1, 2, 1, 0, 1, 2, 2, 1],
          ((0, 0), (0, 1), (0, 2), (1, 1)): [2, 2, 3, 2, 1, 2, 3, 3, 2],
          ((0, 1), (1, 0), (1, 1), (1, 2)): [2, 3, 2, 1, 2, 3, 3, 2, 2],
          ((0, 1), (1, 0), (1, 1), (2, 1)): [3, 4, 3, 2, 3, 4, 4, 3]},
    "S": {((0, 0), (1, 0), (1, 1), (2, 1)): [1, 2, 1, 0, 1, 2, 2, 1],
          ((0, 1), (0, 2), (1, 0), (1, 1)): [2, 2, 2, 1, 1, 2, 3, 2, 2]},
    "Z": {((0, 1), (1, 0), (1, 1), (2, 0)): [1, 2, 1, 0, 1, 2, 2, 1],
          ((0, 0), (0, 1), (1, 1), (1, 2)): [2, 2, 2, 1, 1, 2, 3, 2, 2]},
    "J": {((0, 0), (0, 1), (1, 0), (2, 0)): [1, 2, 1, 0, 1, 2, 2, 1],
          ((0, 0), (0, 1), (0, 2), (1, 2)): [2, 2, 3, 2, 1, 2, 3, 3, 2],
          ((0, 0), (1, 0), (1, 1), (1, 2)): [2, 3, 2, 1, 2, 3, 3, 2, 2],
          ((0, 1), (1, 1), (2, 0), (2, 1)): [3, 4, 3, 2, 3, 4, 4, 3]},
    "L": {((0, 0), (1, 0), (2, 0), (2, 1)): [1, 2, 1, 0, 1, 2, 2, 1],
          ((0, 0), (0, 1), (0, 2), (1, 0)): [2, 2, 3, 2, 1, 2, 3, 3, 2],
          ((0, 2), (1, 0), (1, 1), (1, 2)): [2, 3, 2, 1, 2, 3, 3, 2, 2],
          ((0, 0), (0, 1), (1, 1), (2, 1)): [3, 4, 3, 2, 3, 4, 4, 3]},
}


def test_the_search_gives_the_published_table_for_every_piece_and_column() -> None:
    tuning = load_tuning()
    for name, orientations in TABLE.items():
        found = fewest_presses(tuning.pieces[name], tuning.width, tuning.height)
        expected = {frozenset((c + column, r) for c, r in cells): inputs + 1  # + hard drop
                    for cells, row in orientations.items()
                    for column, inputs in enumerate(row)}
        assert found == expected, name


PRESSES = [Action.LEFT, Action.RIGHT, Action.CW, Action.CCW]


def _table_inputs(name: str, cells: list[list[int]]) -> int:
    """The table's inputs for the placement ``cells`` (its orientation and left column)."""
    low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
    shape = tuple(sorted((c - low_c, r - low_r) for c, r in cells))
    return TABLE[name][shape][low_c]


@settings(max_examples=200, deadline=None)
@given(piece=st.sampled_from(list(TABLE)),
       presses=st.lists(st.sampled_from(PRESSES), max_size=8))
def test_random_taps_make_the_faults_the_table_says(piece: str, presses: list[Action]) -> None:
    """Any taps then a hard drop on an empty field: the faults are the presses beyond the
    table's for where the piece locked, never negative."""
    game = RetrisGame(RetrisOptions(gravity=False), 1, RetrisSetup((piece, "O")))
    events = []
    for tick, action in enumerate([*presses, Action.HARD_DROP]):
        events += game.step([InputChange(tick, action, True), InputChange(tick, action, False)])
    locked = next(e for e in events if e.kind == "lock")
    best = _table_inputs(piece, locked.data["cells"]) + 1
    stats = game.tally.view()
    assert stats.pieces == 1 and stats.presses == len(presses) + 1
    assert stats.finesse == max(0, len(presses) + 1 - best) >= 0
