"""resources/rulesets/bots.toml: the levels of versus.md §6, and bad data names the key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.bots.tuning import AttackTable, load_tuning, tuning_from
from game.core.ruleset import ValidationError, load_ruleset, rulesets_dir
from game.rules.versus.tuning import load_tuning as load_versus


def test_the_levels_are_the_rules_pages() -> None:
    t = load_tuning()
    assert [t.level(n).pieces_per_second for n in range(1, 6)] == [0.5, 1.0, 1.5, 2.5, 4.0]
    assert [t.level(n).lookahead for n in range(1, 6)] == [0, 1, 1, 2, 2]
    assert [t.level(n).hold for n in range(1, 6)] == [False, False, True, True, True]
    # Mistakes fall with the level.
    assert [t.level(n).mistake_percent for n in range(1, 6)] == sorted(
        (t.level(n).mistake_percent for n in range(1, 6)), reverse=True)


def test_the_attack_is_the_matchs() -> None:
    attack = AttackTable.of(load_versus())
    assert [attack.lines(rows, False, 1, False) for rows in (1, 2, 3, 4, 5)] == [0, 1, 2, 4, 4]
    assert attack.lines(4, True, 1, False) == 5  # back-to-back
    assert [attack.lines(1, False, k, False) for k in (1, 2, 4, 6, 8, 12)] == [0, 1, 2, 3, 4, 4]
    assert attack.lines(2, False, 1, True) == 11  # a perfect clear


def _load(tmp_path: Path, old: str, new: str) -> None:
    shutil.copy(rulesets_dir() / "bots.toml", tmp_path / "bots.toml")
    path = tmp_path / "bots.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    tuning_from(load_ruleset("bots", tmp_path), load_versus())


@pytest.mark.parametrize(("old", "new", "key"), [
    ("pieces_per_second = 0.5", "pieces_per_second = 0", "levels.1.pieces_per_second"),
    ("lookahead = 0", "lookahead = -1", "levels.1.lookahead"),
    ("hold = false", "hold = 1", "levels.1.hold"),
    ("holes = -6.0", "holes = \"many\"", "retris.weights.holes"),
    ("[levels.1]", "[levels.1]\nspeed = 3", "levels.1.speed"),
    ("room_line = 5.0", "room_line = []", "verse.weights.room_line"),
    ("explode_level = 3", "explode_level = 0", "tetlight.weights.explode_level"),
])
def test_bad_data_names_the_key(tmp_path: Path, old: str, new: str, key: str) -> None:
    with pytest.raises(ValidationError, match=key.replace(".", r"\.")):
        _load(tmp_path, old, new)


def test_a_missing_level_names_it(tmp_path: Path) -> None:
    shutil.copy(rulesets_dir() / "bots.toml", tmp_path / "bots.toml")
    path = tmp_path / "bots.toml"
    path.write_text(path.read_text().replace("[levels.5]", "[unused]"))
    with pytest.raises(ValidationError, match=r"levels\.5"):
        tuning_from(load_ruleset("bots", tmp_path), load_versus())
