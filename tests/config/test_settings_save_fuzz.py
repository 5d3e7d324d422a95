"""Fuzzing the Settings screen's save: settings files laid out every way TOML allows (tables,
dotted keys, inline tables, in any order, with comments and keys the game does not know),
and byte mutations of the shipped file, each saved with a few changed values. A save either
writes exactly the changes (every other value, key and comment kept, nothing new to report)
or is refused with the file byte-identical; it never leaves a temporary file."""

from __future__ import annotations

import copy
import dataclasses
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.config import schema
from game.config.defaults import defaults_path
from game.config.loader import load_settings
from game.config.schema import SECTIONS, Settings, toml_literal
from game.config.writer import SaveRefused, file_values, save_settings
from tests.fuzz_support import FUZZ, count_case, mutated

DEFAULTS = file_values(Settings())
WORDS = st.text(alphabet="abcxyz -_", min_size=1, max_size=8).map(str.strip).filter(bool)


def other_values(section: str, key: str) -> st.SearchStrategy[Any]:
    """Values a key may take, as the Settings screen holds them (a kind of key this does
    not know keeps its default)."""
    kind = SECTIONS[section].keys[key]
    if isinstance(kind, schema.Boolean):
        return st.booleans()
    if isinstance(kind, schema.Integer):
        return st.integers(kind.lo, kind.hi)
    if isinstance(kind, schema.Number):
        return st.sampled_from([float(kind.lo), float(kind.hi), (kind.lo + kind.hi) / 4])
    if isinstance(kind, schema.Choice):
        return st.sampled_from(kind.choices)
    if isinstance(kind, schema.Size):
        return st.sampled_from([(800, 600), (1024, 768), (kind.lo, kind.hi)])
    if isinstance(kind, schema.FrameCap):
        return st.sampled_from(schema.FRAME_CAPS)
    return st.just(getattr(getattr(Settings(), section), key))


CHANGES = st.lists(st.sampled_from([(s, k) for s in SECTIONS for k in SECTIONS[s].keys])
                   .flatmap(lambda sk: st.tuples(st.just(sk), other_values(*sk))),
                   min_size=1, max_size=3)


@st.composite
def laid_out(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A settings file of some of the keys, each section as a table, dotted keys or an
    inline table, with comments; and the comments."""
    comments: list[str] = []

    def comment() -> str:
        if not draw(st.booleans()):
            return ""
        text = f"# {draw(WORDS)} {len(comments)}"
        comments.append(text)
        return "  " + text

    top, tables = [], []
    for section in draw(st.permutations(list(DEFAULTS))):
        values = DEFAULTS[section]
        keys = draw(st.lists(st.sampled_from(sorted(values)), unique=True))
        pairs = [(k, toml_literal(values[k])) for k in keys]
        if draw(st.booleans()):
            pairs.append((f"mine_{draw(WORDS).replace(' ', '')}", '"kept"'))
        layout = draw(st.sampled_from(["absent", "table", "dotted", "inline"]))
        if layout == "table":
            tables.append(f"[{section}]{comment()}\n"
                          + "".join(f"{k} = {v}{comment()}\n" for k, v in pairs))
        elif layout == "dotted":
            top.extend(f"{section}.{k} = {v}{comment()}\n" for k, v in pairs)
        elif layout == "inline":
            inner = ", ".join(f"{k} = {v}" for k, v in pairs)
            top.append(f"{section} = {{ {inner} }}{comment()}\n")
    return "".join(top) + "\n".join(tables), comments


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for old in tmp_path.iterdir():
        old.unlink()
    return tmp_path


def changed(settings: Settings, changes: list[tuple[tuple[str, str], Any]]) -> Settings:
    for (section, key), value in changes:
        part = dataclasses.replace(getattr(settings, section), **{key: value})
        settings = dataclasses.replace(settings, **{section: part})
    return settings


def expected_after(before: dict[str, Any], then: Settings, settings: Settings) -> dict[str, Any]:
    """The file's data with the keys that changed set as the writer spells them."""
    out = copy.deepcopy(before)
    now, old = file_values(settings), file_values(then)
    for section, key in [(s, k) for s in now for k in now[s] if now[s][k] != old[s][k]]:
        if not isinstance(out.get(section), dict):
            out[section] = {}  # not a table: the loader ignored it, a table replaces it
        out[section][key] = now[section][key]
    return out


def save_and_check(path: Path, changes: list[tuple[tuple[str, str], Any]]) -> str | None:
    """Save ``changes`` into the file at ``path``; the saved text, or None when refused
    (then the file is as it was). Either way no temporary file is left."""
    original = path.read_bytes()
    loaded = load_settings(path)
    after = changed(loaded.settings, changes)
    try:
        save_settings(path, after, loaded.settings)
    except SaveRefused as exc:
        assert "\n" not in str(exc) and str(exc).startswith("settings not saved: ")
        assert path.read_bytes() == original
        return None
    finally:
        assert os.listdir(path.parent) == [path.name]
    reloaded = load_settings(path)
    assert reloaded.settings == after
    assert sorted(map(str, reloaded.problems)) == sorted(map(str, loaded.problems))
    before_data = tomllib.loads(original.decode("utf-8-sig"))
    assert tomllib.loads(path.read_text("utf-8")) == expected_after(before_data, loaded.settings,
                                                                    after)
    return path.read_text("utf-8")


@FUZZ
@given(layout=laid_out(), changes=CHANGES)
def test_any_layout_keeps_every_other_value_key_and_comment(
        layout: tuple[str, list[str]], changes: list[tuple[tuple[str, str], Any]],
        folder: Path) -> None:
    count_case("settings")
    text, comments = layout
    path = folder / "settings.toml"
    path.write_text(text, encoding="utf-8")
    saved = save_and_check(path, changes)
    assert saved is not None  # a valid file is always saved
    for line in comments:
        assert line in saved


@FUZZ
@given(data=mutated(defaults_path().read_bytes()), changes=CHANGES)
def test_any_mutated_file_is_saved_losing_nothing_or_left_as_it_was(
        data: bytes, changes: list[tuple[tuple[str, str], Any]], folder: Path) -> None:
    count_case("settings")
    path = folder / "settings.toml"
    path.write_bytes(data)
    save_and_check(path, changes)
