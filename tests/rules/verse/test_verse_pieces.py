"""The piece set of rules/verse.md §2 as the ruleset writes it, and piece geometry."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.ruleset import Ruleset, ValidationError, load_ruleset
from game.rules.verse.shapes import cells_from_rows, rotate_cw, rotations, rows_from_cells
from game.rules.verse.tuning import load_tuning, tuning_from

# §2: shape -> (number of orientations, weight of each), and the cell count of the shape.
PAGE = {
    "single": (1, 2, 1), "domino": (2, 3, 2), "line3": (2, 3, 3), "corner3": (4, 2, 3),
    "square2": (1, 6, 4), "line4": (2, 2, 4), "T": (4, 1, 4), "L": (4, 1, 4), "J": (4, 1, 4),
    "S": (2, 1, 4), "Z": (2, 1, 4), "line5": (2, 1, 5), "bigL": (4, 1, 5),
    "square3": (1, 1, 9),
}


def test_the_table_has_exactly_the_shapes_counts_and_weights_of_the_page():
    shapes = load_tuning().shapes
    assert set(shapes) == set(PAGE)
    for name, (count, weight, size) in PAGE.items():
        shape = shapes[name]
        assert len(shape.orientations) == count, name
        assert shape.weight == weight, name
        assert all(len(cells) == size for cells in shape.orientations), name


def test_each_shapes_orientations_are_exactly_its_distinct_quarter_turns():
    for shape in load_tuning().shapes.values():
        listed = set(shape.orientations)
        assert len(listed) == len(shape.orientations)
        assert set(rotations(shape.orientations[0])) == listed, shape.name


def test_no_two_shapes_share_an_orientation_and_the_colours_are_1_to_8():
    t = load_tuning()
    assert len(t.by_cells) == sum(len(s.orientations) for s in t.shapes.values()) == 35
    assert {s.color for s in t.shapes.values()} == set(range(1, 9))
    assert t.cumulative[-1] == sum(PAGE[n][0] * PAGE[n][1] for n in PAGE) == 55


def test_the_recognisable_shapes_look_like_their_names():
    shapes = load_tuning().shapes
    assert rows_from_cells(shapes["T"].orientations[0]) == ["###", ".#."]
    assert rows_from_cells(shapes["S"].orientations[0]) == [".##", "##."]
    assert rows_from_cells(shapes["bigL"].orientations[0]) == ["#..", "#..", "###"]
    assert rows_from_cells(shapes["square3"].orientations[0]) == ["###"] * 3


def test_the_scores_and_retries_of_the_page():
    t = load_tuning()
    assert (t.version, t.tick_rate) == ("verse-1", 120)
    assert (t.per_cell, t.per_line, t.empty_board, t.fair_retries) == (1, 10, 300, 20)


def test_a_quarter_turn_is_clockwise_and_four_make_a_full_turn():
    t = cells_from_rows(["###", ".#."])
    assert rows_from_cells(rotate_cw(t)) == [".#", "##", ".#"]
    assert rows_from_cells(rotate_cw(rotate_cw(t))) == [".#.", "###"]
    turned = t
    for _ in range(4):
        turned = rotate_cw(turned)
    assert turned == t
    assert rows_from_cells(rotate_cw(cells_from_rows(["#..", "###"]))) == ["##", "#.", "#."]


@pytest.mark.parametrize("rows, message", [
    ([], "1 to 8 rows"), (["#########"], "at most 8"), (["#x"], "rows of '#'"),
    (["..", ".."], "at least one"), (["#.", ".."], "a tight box"), ([".#", ".#"], "a tight box"),
    (["", "#"], "rows of '#'"),
])
def test_bad_piece_rows_are_refused_saying_why(rows, message):
    with pytest.raises(ValueError, match=message):
        cells_from_rows(rows)


def test_ragged_rows_count_as_padded():
    assert cells_from_rows(["#", "##"]) == ((0, 0), (1, 0), (1, 1))


def ruleset(text: str) -> Ruleset:
    import tomllib
    return Ruleset("verse", tomllib.loads(text))


BASE = '''
version = "v"
tick_rate = 120
[scoring]
per_cell = 1
per_line = 10
empty_board = 300
[dealing]
fair_retries = 20
[shapes.single]
color = 1
weight = 2
orientations = [["#"]]
'''


@pytest.mark.parametrize("change, key", [
    (('weight = 2', 'weight = 0'), "shapes.single.weight"),
    (('color = 1', 'color = 9'), "shapes.single.color"),
    (('[["#"]]', '[["#"], ["#"]]'), "shapes.single.orientations[1]"),
    (('[["#"]]', '[["#."]]'), "shapes.single.orientations[0]"),
    (('[["#"]]', '"#"'), "shapes.single.orientations"),
    (('weight = 2', 'weight = 2\nwieght = 3'), "shapes.single.wieght"),
    (('fair_retries = 20', 'fair_retries = 20\nextra = 1'), "dealing.extra"),
])
def test_a_bad_ruleset_names_the_key(change, key):
    with pytest.raises(ValidationError) as info:
        tuning_from(ruleset(BASE.replace(*change)))
    assert info.value.key == f"verse.toml: {key}"


def test_two_shapes_with_a_common_orientation_are_refused():
    text = BASE + '[shapes.dot]\ncolor = 2\nweight = 1\norientations = [["#"]]\n'
    with pytest.raises(ValidationError, match="shared with single"):
        tuning_from(ruleset(text))


def test_the_shipped_file_loads_and_uses_every_key():
    rs = load_ruleset("verse", Path(__file__).resolve().parents[3] / "resources" / "rulesets")
    assert tuning_from(rs).version == "verse-1"
