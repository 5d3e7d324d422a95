"""The ``[handling]`` keys are Retris's options of the same names: each one the file accepts
is an option the rules accept (and nothing more), a saved value reads back, and a game started
with them records them in its replay header."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game.config import Settings, load_settings
from game.config.schema import SECTIONS, Boolean, Integer
from game.config.writer import save_settings
from game.core.ruleset import ValidationError
from game.rules import registry

KEYS = SECTIONS["handling"].keys


@pytest.mark.parametrize("key", sorted(KEYS))
def test_every_value_the_file_takes_is_a_retris_option_and_no_other(key: str) -> None:
    kind = KEYS[key]
    if isinstance(kind, Integer):
        good, bad = (kind.lo, kind.hi), (kind.lo - 1, kind.hi + 1)
    else:
        assert isinstance(kind, Boolean)
        good, bad = (False, True), (0, "on")
    for value in good:
        assert getattr(registry.parse_options("retris", {key: value}), key) == value
    for value in bad:
        with pytest.raises(ValidationError, match=rf"^options\.{key}: expected "):
            registry.parse_options("retris", {key: value})


def test_the_new_keys_load_and_the_rest_of_the_file_still_applies(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[handling]\ndas_ms = 100\ndcd_ms = 17\nhard_drop_guard_ms = 50\n"
                    "soft_drop_factor = 0\nirs = true\nihs = true\n", encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.problems == ()
    h = loaded.settings.handling
    assert (h.das_ms, h.dcd_ms, h.hard_drop_guard_ms, h.soft_drop_factor, h.irs, h.ihs) == \
        (100, 17, 50, 0, True, True)


def test_a_broken_new_key_names_itself_and_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[handling]\ndcd_ms = 17\nirs = \"yes\"\nihs = true\n", encoding="utf-8")
    loaded = load_settings(path)
    assert [str(p) for p in loaded.problems] == [
        "settings: handling.irs: expected true or false, got \"yes\"; using false"]
    assert (loaded.settings.handling.dcd_ms, loaded.settings.handling.ihs) == (17, True)


def test_saved_handling_reads_back_with_comments_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[handling]\ndas_ms = 150  # mine\n", encoding="utf-8")
    before = load_settings(path).settings
    after = dataclasses.replace(before, handling=dataclasses.replace(
        before.handling, soft_drop_factor=0, dcd_ms=33, hard_drop_guard_ms=100, irs=True,
        ihs=True))
    assert save_settings(path, after, before)
    assert "das_ms = 150  # mine" in path.read_text(encoding="utf-8")
    again = load_settings(path)
    assert again.problems == () and again.settings.handling == after.handling


def test_the_default_settings_add_nothing_to_a_replay_header() -> None:
    """A game started with the default settings has the header it had before DCD, the guard,
    IRS and IHS existed (stored replays keep their digests)."""
    options = dataclasses.asdict(Settings().handling)
    header = registry.options_to_dict("retris", options)
    assert not {"dcd_ms", "hard_drop_guard_ms", "irs", "ihs"} & set(header)
