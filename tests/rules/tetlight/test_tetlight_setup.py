"""Setups, options and ruleset data: bad values are refused naming the key."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from tetlight_helpers import make

from game.core.ruleset import ValidationError, rulesets_dir
from game.rules import registry
from game.rules.tetlight import TetlightOptions
from game.rules.tetlight.dealer import QueuedPiece
from game.rules.tetlight.tuning import load_tuning


def test_forced_pieces_come_first_then_the_seeded_streams():
    game = make(["Y:bomb", "C:c6", "S:c2:bomb"], seed=4)
    assert game.dealer.pop() == QueuedPiece("C", 6, False)
    assert game.dealer.pop() == QueuedPiece("S", 2, True)
    # After the forced ones the streams deal exactly what a game without a queue deals.
    fresh = make(seed=4)
    after = game.dealer.pop()
    assert (after.name, after.color, after.bomb) == (
        fresh.active.piece.name, fresh.active.color, fresh.active.bomb)
    assert game.dealer.pop() == fresh.dealer.pop()
    forced = make(["Y:bomb"])
    assert forced.active.bomb and forced.active.color == 1


def test_random_pieces_are_uniform_and_bombs_rare():
    game = make(seed=11)
    dealt = [game.dealer.pop() for _ in range(5000)]
    names = {q.name for q in dealt}
    assert names == set(load_tuning().pieces)
    for name in names:
        assert 380 < sum(q.name == name for q in dealt) < 620
    assert {q.color for q in dealt} == {1, 2, 3, 4, 5, 6}
    assert 380 < sum(q.bomb for q in dealt) < 620


def test_the_same_seed_deals_the_same_pieces():
    a, b, c = make(seed=9), make(seed=9), make(seed=10)
    first = [a.dealer.pop() for _ in range(30)]
    assert first == [b.dealer.pop() for _ in range(30)]
    assert first != [c.dealer.pop() for _ in range(30)]


@pytest.mark.parametrize(("queue", "cells", "key"), [
    (["W"], [], "queue[0]"),
    (["I", "O:c7"], [], "queue[1]"),
    (["O:bomb:bomb"], [], "queue[0]"),
    (["O:c1:c2"], [], "queue[0]"),
    ([3], [], "queue[0]"),
    ([], [[0, 11, 1, False]], "cells[0]"),
    ([], [[0, 0, 1, False], [6, 0, 1, False]], "cells[1]"),
    ([], [[0, 0, 0, False]], "cells[0]"),
    ([], [[0, 0, 1, 0]], "cells[0]"),
    ([], [[0, 0, 1]], "cells[0]"),
    ([], [[0, 0, 1, False], [1, 0, 1, False], [0, 0, 2, True]], "cells[2]"),
    ([], ["x"], "cells[0]"),
])
def test_bad_setup_names_the_entry(queue, cells, key):
    with pytest.raises(ValidationError) as info:
        make(queue, cells)
    assert info.value.key == key


@pytest.mark.parametrize(("options", "key"), [
    ({"edge": 5}, "options.edge"), ({"edge": 10}, "options.edge"),
    ({"level": 36}, "options.level"), ({"level": -1}, "options.level"),
    ({"radar": 1}, "options.radar"), ({"gravity": "no"}, "options.gravity"),
    ({"speed": 3}, "options.speed"), ({"edge": True}, "options.edge"),
])
def test_bad_options_name_the_key(options, key):
    with pytest.raises(ValidationError) as info:
        registry.create("tetlight", options, 1)
    assert info.value.key == key


def test_registry_builds_tetlight_and_fills_the_options():
    rules = registry.create("tetlight", {"edge": 7}, 3)
    assert rules.snapshot().edge == 7
    assert registry.options_to_dict("tetlight", {"level": 4}) == {
        "edge": 8, "level": 4, "radar": False, "gravity": True}
    assert registry.RULESET_VERSION["tetlight"] == "tetlight-1"
    assert registry.options_to_dict("tetlight", TetlightOptions()) == {
        "edge": 8, "level": 0, "radar": False, "gravity": True}


def test_defaults_are_the_rules_page_numbers():
    t = load_tuning()
    assert (t.tick_rate, t.edge_range, t.start_level_range, t.max_level) == (120, (6, 9),
                                                                            (0, 35), 35)
    assert t.level_ticks == 4800 and t.bomb_chance == (1, 10) and t.color_count == 6
    assert t.bomb_thresholds == (400, 600, 800, 1000)
    assert (t.ms_to_ticks(t.flash_ms), t.ms_to_ticks(t.gravity_ms)) == (36, 18)
    assert (t.ms_to_ticks(t.das_ms), t.ms_to_ticks(t.arr_ms)) == (20, 6)
    assert (t.land_points, t.drop_factor, t.factor_radar_on, t.factor_radar_off) == (5, 2, 2, 3)
    assert (t.explosion_per_hexagon, t.radar_cost_per_level, t.radar_cost_level_offset) == (
        100, 100, 5)


def broken(tmp_path: Path, old: str, new: str) -> Path:
    shutil.copy(rulesets_dir() / "tetlight.toml", tmp_path / "tetlight.toml")
    path = tmp_path / "tetlight.toml"
    text = path.read_text()
    assert re.search(old, text, flags=re.M)
    path.write_text(re.sub(old, new, text, count=1, flags=re.M))
    return tmp_path


@pytest.mark.parametrize(("old", "new", "key"), [
    (r"^thresholds = .*", "thresholds = [400, 600]", "bombs.thresholds"),
    (r"^    5, 5, 4, 4, 3, 3,", "    5, 5, 4, 4, 3,", "levels.fall_ticks"),
    (r"^per_shape = false", "per_shape = 1", "colors.per_shape"),
    (r"^count = 6", "count = 7", "colors.count"),
    (r"^arr_ms = 50", "arr_ms = 2", "handling.arr_ms"),
    (r"^cells = \[\[0, 0\], \[0, 2\], \[0, 4\], \[0, 6\]\]",
     "cells = [[0, 0], [0, 2], [0, 4], [0, 10]]", "shapes.I.cells"),
    (r"^pivot = \[0, 2\]", "pivot = [0]", "shapes.I.pivot"),
    (r"^color = 1", "color = 1\ncolour = 2", "shapes.I.colour"),
    (r"^gravity_ms = 150", "gravity_ms = 150\nslide_ms = 3", "phases.slide_ms"),
    (r"^tick_rate = 120", "", "tick_rate"),
])
def test_bad_ruleset_data_names_the_key(tmp_path, old, new, key):
    directory = broken(tmp_path, old, new)
    with pytest.raises(ValidationError) as info:
        load_tuning.__wrapped__(directory)
    assert str(info.value).startswith(f"tetlight.toml: {key}")
    assert "expected" in str(info.value)
