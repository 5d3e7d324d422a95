"""resources/rulesets/retris.toml: defaults of the rules page; bad data names the key."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.core.ruleset import ValidationError, rulesets_dir
from game.rules.retris.tuning import load_tuning


def test_defaults_are_the_rules_page_numbers():
    t = load_tuning()
    assert (t.width, t.height, t.tick_rate) == (10, 24, 120)
    assert (t.lock_delay_ms, t.lock_max_resets, t.next_count) == (500, 15, 3)
    assert (t.das_ms, t.arr_ms, t.soft_drop_factor) == (167, 33, 20)
    assert t.row_points == (1, 4, 12, 24)
    assert t.relax_level_range == (1, 20) and t.start_level_range == (1, 15)
    assert t.rows_per_level == 10 and t.crazy_extra_per_bag == 3
    assert t.next_count_range == (1, 6)
    assert t.version


def broken(tmp_path: Path, old: str, new: str) -> Path:
    shutil.copy(rulesets_dir() / "retris.toml", tmp_path / "retris.toml")
    path = tmp_path / "retris.toml"
    text = path.read_text()
    assert re.search(old, text, flags=re.M)
    path.write_text(re.sub(old, new, text, count=1, flags=re.M))
    return tmp_path


@pytest.mark.parametrize(("old", "new", "key"), [
    (r"^delay_ms = 500", "delay_ms = -5", "lock.delay_ms"),
    (r"^das_ms = 167", 'das_ms = "fast"', "handling.das_ms"),
    (r"^row_points = .*", "row_points = []", "scoring.row_points"),
    (r"^next_count = 3", "next_count = 9", "queue.next_count"),
    (r"^extra_per_bag = 3", "extra_per_bag = 3\nextra_per_bagg = 4", "crazy.extra_per_bagg"),
    (r'^rows = \["#\.#", "#\.#", "###"\]', 'rows = ["#.#", "#.#"]', "shapes.U7.rows"),
    (r'^kicks = "none"', 'kicks = "wobble"', "shapes.O.kicks"),
    (r'^standard = .*', 'standard = ["I", "Q"]', "pieces.standard"),
    (r"^tick_rate = 120", "", "tick_rate"),
    (r"^special_percent = 8", "special_percent = 120", "arcade.special_percent"),
    (r"^ice_percent = 5", 'ice_percent = "often"', "arcade.ice_percent"),
    (r"^generation_ms = 500", "generation_ms = 1", "arcade.generation_ms"),
    (r"^mega = 5", "mega = -1", "arcade.weights.mega"),
    (r"^activators = 3", "activators = 3\nactivator = 3", "arcade.caps.activator"),
    (r"^bombs = 5", "", "arcade.caps.bombs"),
])
def test_bad_ruleset_data_names_the_key(tmp_path, old, new, key):
    directory = broken(tmp_path, old, new)
    with pytest.raises(ValidationError) as info:
        load_tuning.__wrapped__(directory)
    assert str(info.value).startswith(f"retris.toml: {key}")
    assert "expected" in str(info.value)


def test_unreadable_ruleset_is_reported(tmp_path):
    (tmp_path / "retris.toml").write_text("version = \n")
    with pytest.raises(ValidationError, match="valid TOML"):
        load_tuning.__wrapped__(tmp_path)
