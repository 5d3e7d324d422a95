"""One Arcade chain on a grid (rules/retris.md §7): hit rules, firing, shift and points."""

from __future__ import annotations

from game.rules.retris.chain import Chain, full_rows
from tests.rules.retris.arcade_support import (
    destroyed_cells,
    empty_grid,
    full_row,
    grid,
    picture,
    put,
    run_chain,
)

E = ".."


def test_a_plain_full_row_goes_whole_scores_and_the_blocks_above_come_down():
    g = grid(
        "T.................T.",
        "X.X.X.X.X.X.X.X.X.X.",
        "Z.Z.Z.Z...Z.Z.Z.Z.Z.",
    )
    gens, end = run_chain(g)
    assert len(gens) == 1 and gens[0].row_hits == (1,)
    assert end.rows_scored == (1,) and end.row_points == 1 and end.bomb_points == 0
    assert sorted(end.shift) == [(0, 2, 1), (9, 2, 1)]
    assert picture(g) == [
        "....................",
        "T.................T.",
        "Z.Z.Z.Z...Z.Z.Z.Z.Z.",
    ]


def test_rows_of_stones_alone_are_not_full_but_one_other_block_makes_them_full():
    assert full_rows(grid("XsXsXsXsXsXsXsXsXsXS")) == []
    assert full_rows(grid("XsXsXsXsXsXsXsXsXsT.")) == [0]
    assert full_rows(grid("XsXsXsXsXsXsXsXsXs..")) == []


def test_stone_survives_the_row_hit_never_moves_and_splits_its_column():
    g = grid(
        "I.I.........Z.......",
        "Xs..........Z.......",
        "X.X.X.X.X.XsX.X.X.X.",
        "L.L.L.L.L.L.L.L.L...",
    )
    gens, end = run_chain(g)
    (gen,) = gens
    assert gen.tally.survived == [(5, 1)]
    assert end.rows_scored == () and end.row_points == 0  # the stone protected the row
    # Column 0: the stone at (0, 2) stands, so the I above it stays; column 1: the I comes
    # down by the one emptied cell into row 2; the L row below was not touched.
    assert picture(g) == [
        "I...................",
        "XsI.........Z.......",
        "..........XsZ.......",
        "L.L.L.L.L.L.L.L.L...",
    ]


def test_ice_takes_the_row_hit_alone_and_the_row_scores_nothing():
    g = grid("X.X.X.XiX.X.XSX.X.X.")
    gens, end = run_chain(g)
    assert gens[0].tally.stripped == [(3, 0), (6, 0)]
    assert end.rows_scored == () and end.row_points == 0 and end.bomb_points == 0
    assert picture(g) == ["......X.....Xs......"]


def test_a_bomb_in_a_full_row_fires_in_the_next_generation_and_nothing_moves_before_the_end():
    g = grid(
        "T.T.T...............",
        "XnX.X.X.X.X.X.X.X.X.",
    )
    chain = Chain(g, 1)
    gen0 = chain.generation()
    assert [p[:2] for p in gen0.tally.primed] == [(0, 0)] and not chain.done
    assert picture(g) == ["T.T.T...............", "...................."]  # floating
    gen1 = chain.generation()
    assert chain.done
    assert [(b.kind, b.cell, b.by_activator) for b in gen1.fired] == [("normal", (0, 0), False)]
    assert destroyed_cells(gen1) == {(0, 1), (1, 1)}
    end = chain.finish((1, 4, 12, 24))
    assert (end.rows_scored, end.row_points, end.bomb_points) == ((0,), 1, 2)
    assert end.shift == ((2, 1, 0),)
    assert picture(g) == ["....................", "....T..............."]


def test_each_cell_is_hit_once_per_generation_even_in_two_areas():
    # (4, 1) is iced and next to both bombs: one hit strips the ice, a second would destroy it.
    g = grid(
        "........Xi..........",
        "X.X.X.XnX.XnX.X.X.X.",
    )
    gens, end = run_chain(g)
    assert len(gens) == 2
    assert gens[1].tally.stripped == [(4, 1)] and gens[1].tally.destroyed == []
    assert picture(g) == ["....................", "........X..........."]
    assert end.bomb_points == 0


def test_iced_bomb_in_a_full_row_survives_unfired_and_a_neighbouring_bomb_fires_it_later():
    g = grid(
        "....T.....J.........",
        "XnXNX.X.X.X.X.X.X.X.",
    )
    gens, end = run_chain(g)
    assert [gen.k for gen in gens] == [0, 1, 2]
    assert gens[0].tally.stripped == [(1, 0)] and gens[0].tally.primed[0][:2] == (0, 0)
    assert [b.cell for b in gens[1].fired] == [(0, 0)]
    assert gens[1].tally.destroyed == [(1, 0, "Xn")]  # uncovered now: destroyed, primed
    assert [b.cell for b in gens[2].fired] == [(1, 0)]
    assert destroyed_cells(gens[2]) == {(2, 1)}  # (5, 1) is out of reach
    # The ice kept the row from scoring, though all of it is gone in the end.
    assert end.rows_scored == () and end.bomb_points == 2
    assert picture(g) == ["....................", "..........J........."]


def test_activators_give_one_common_firing_of_every_uncovered_bomb():
    g = empty_grid(10, 5)
    full_row(g, 0)
    put(g, {(0, 0): "Xa", (9, 0): "Xa", (4, 0): "Xh",  # two activators, one bomb of the row
            (3, 2): "Tn", (4, 3): "Jl", (7, 3): "Tv",  # fired by the activators
            (5, 2): "TN",  # iced: not fired
            (2, 3): "Z.", (1, 4): "J.", (8, 4): "J.", (7, 1): "O."})
    gens, end = run_chain(g)
    assert len(gens) == 2
    gen1 = gens[1]
    assert gen1.activators == ((0, 0), (9, 0))
    assert [(b.kind, b.cell, b.by_activator) for b in gen1.fired] == [
        ("horizontal", (4, 0), False), ("normal", (3, 2), True),
        ("lightning", (4, 3), True), ("vertical", (7, 3), True)]
    # (4, 3) is inside the normal bomb's area but had left the field: no hit, no point.
    assert destroyed_cells(gen1) == {(2, 3), (1, 4), (8, 4), (7, 1)}
    assert end.bomb_points == 4 and end.rows_scored == (0,) and end.row_points == 1
    expected = empty_grid(10, 5)
    expected[1][5] = "TN"  # down by the one cell emptied below it; the older hole stays
    assert g == expected


def test_an_activator_destroyed_by_a_bomb_fires_the_bombs_in_the_next_generation():
    g = empty_grid(10, 6)
    full_row(g, 0)
    put(g, {(0, 0): "Xn", (1, 1): "Ta", (6, 3): "Lv", (6, 5): "Z.", (9, 5): "O."})
    gens, end = run_chain(g)
    assert [gen.k for gen in gens] == [0, 1, 2]
    assert gens[1].tally.destroyed == [(1, 1, "Ta")]
    assert gens[2].activators == ((1, 1),)
    assert [(b.cell, b.by_activator) for b in gens[2].fired] == [((6, 3), True)]
    assert destroyed_cells(gens[2]) == {(6, 5)}
    assert end.bomb_points == 2  # the activator and the Z; the fired bomb scores nothing


def test_a_bomb_destroys_a_stone_which_then_no_longer_splits_the_column():
    g = empty_grid(10, 5)
    full_row(g, 0)
    put(g, {(2, 0): "Xn", (2, 1): "Xs", (2, 3): "T.",  # stone in reach of the bomb
            (5, 1): "Xs", (5, 2): "J."})  # stone out of reach: stands, J stays on it
    gens, end = run_chain(g)
    assert gens[1].tally.destroyed == [(2, 1, "Xs")]
    assert end.bomb_points == 1
    assert (2, 3, 1) in end.shift and all(move[0] != 5 for move in end.shift)
    assert g[1][2] == "T." and g[1][5] == "Xs" and g[2][5] == "J."
    assert g[3][2] == E and g[0][5] == E


def test_an_iced_stone_in_a_full_row_loses_only_its_ice():
    g = grid("XSX.X.X.X.X.X.X.X.X.")
    gens, end = run_chain(g)
    assert gens[0].tally.stripped == [(0, 0)]
    assert picture(g) == ["Xs.................."] and end.rows_scored == ()


def test_vertical_and_mega_bombs_in_a_row_reach_up_their_column():
    g = empty_grid(10, 6)
    full_row(g, 0)
    put(g, {(3, 0): "Tv", (3, 2): "I.", (3, 5): "IS", (4, 4): "Z.",
            (8, 0): "Lm", (8, 3): "O.", (1, 5): "L.", (7, 1): "S.", (0, 4): "Z."})
    gens, end = run_chain(g)
    gen1 = gens[1]
    assert [b.kind for b in gen1.fired] == ["vertical", "mega"]
    # Vertical: column 3 (the iced stone only loses its ice). Mega: column 8, the
    # neighbours of (8, 0), and every L block (the row itself is gone already).
    assert destroyed_cells(gen1) == {(3, 2), (8, 3), (1, 5), (7, 1)}
    assert gen1.tally.stripped == [(3, 5)]
    assert end.bomb_points == 4
    # Each Z comes down by the one cell emptied below it; the iced stone never moves.
    assert g[3][0] == "Z." and g[3][4] == "Z." and g[5][3] == "Is"


def test_lightning_reaches_every_block_of_its_colour_anywhere():
    g = empty_grid(10, 6)
    full_row(g, 0)
    put(g, {(5, 0): "Sl", (0, 5): "S.", (9, 3): "Si", (4, 2): "T.", (6, 1): "S."})
    gens, end = run_chain(g)
    assert destroyed_cells(gens[1]) == {(0, 5), (6, 1)}
    assert gens[1].tally.stripped == [(9, 3)]
    assert sorted(gens[1].fired[0].area) == [(0, 5), (6, 1), (9, 3)]
    assert end.bomb_points == 2


def test_crazy_pieces_share_colour_x_for_lightning():
    g = empty_grid(10, 3)
    full_row(g, 0)
    put(g, {(0, 0): "Xl", (5, 2): "X.", (6, 2): "T."})
    gens, _ = run_chain(g)
    assert destroyed_cells(gens[1]) == {(5, 2)}


def test_row_points_follow_the_table_for_the_rows_that_scored():
    rows = ["X." * 10] * 5 + ["X." * 9 + "Xi"]
    g = grid(*rows)
    _, end = run_chain(g)
    assert len(end.rows_scored) == 5 and end.row_points == 24
    g = grid("X." * 10, "X." * 10, "Xs" + "X." * 9)
    _, end = run_chain(g)
    assert end.rows_scored == (1, 2) and end.row_points == 4


def test_a_chain_ends_when_a_generation_destroys_no_bomb_or_activator():
    # Generation 1 only strips the ice off a bomb: nothing was destroyed that could fire.
    g = empty_grid(10, 3)
    full_row(g, 0)
    put(g, {(0, 0): "Xn", (1, 1): "TM"})
    gens, end = run_chain(g)
    assert len(gens) == 2 and gens[1].tally.stripped == [(1, 1)]
    assert g[0][1] == "Tm" and end.bomb_points == 0


def test_shift_moves_only_blocks_above_cells_emptied_in_this_chain():
    g = grid(
        "..T.................",
        "....................",
        "..Z.................",
        "X.X.X.X.X.X.X.X.X.X.",
        "....................",
        "..L.................",
    )
    _, end = run_chain(g)
    # Older holes stay: Z comes down one row (onto the hole, not to the bottom), as does T.
    assert sorted(end.shift) == [(1, 3, 2), (1, 5, 4)]
    assert picture(g) == [
        "....................",
        "..T.................",
        "....................",
        "..Z.................",
        "....................",
        "..L.................",
    ]


def test_the_event_data_is_plain_json():
    g = empty_grid(10, 3)
    full_row(g, 0)
    put(g, {(0, 0): "Xn", (1, 1): "Ta", (5, 2): "Xh"})
    gens, end = run_chain(g, number=2)
    data = gens[1].event_data(2)
    assert data["chain"] == 2 and data["k"] == 1 and data["row_hits"] == []
    assert data["fired"] == [{"kind": "normal", "cell": [0, 0], "color": "X",
                              "area": [[1, 0], [0, 1], [1, 1]], "by_activator": False}]
    assert data["destroyed"] == [[1, 1, "Ta"]] and data["stripped"] == []
    assert gens[0].event_data(2)["row_hits"] == [0]
    assert end.event_data()["chain"] == 2
