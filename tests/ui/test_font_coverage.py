"""Every character the UI can draw has a glyph in every UI font (no boxes for "−" or "·").

The UI's strings are the string constants (docstrings aside) of the modules that build text
on screen, plus the key names and labels in the shipped TOML files. Cyrillic and Greek must
be covered too: file paths and names the player chose appear in messages.
"""

from __future__ import annotations

import ast
import functools
import tomllib
from pathlib import Path

import arcade
import pytest

from game.core.paths import resources
from game.ui import theme
from tests.scenes.cmap import covered

ROOT = Path(__file__).resolve().parents[2]
UI_SOURCES = [*sorted((ROOT / "game" / "scenes").rglob("*.py")),
              *sorted((ROOT / "game" / "ui").glob("*.py")),
              *sorted((ROOT / "game" / "headless").glob("*.py")),
              *sorted((ROOT / "game" / "config").glob("*.py")),
              *sorted((ROOT / "game" / "input").glob("*.py"))]
SCRIPTS = "".join(map(chr, [*range(0x410, 0x450), 0x401, 0x451,  # Russian
                            *range(0x391, 0x3A2), *range(0x3A3, 0x3AA),  # Greek capitals
                            *range(0x3B1, 0x3CA)]))  # and small letters
# Pad control names ("D-PAD ←") are key caps, drawn in the label font only; Play has no arrows.
LABEL_ONLY = set("←↑→↓")


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring nodes, which are never drawn."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def source_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    skip = _docstrings(tree)
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip]


def toml_strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (str(k), *toml_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in toml_strings(v)]
    return []


@functools.cache
def ui_characters() -> frozenset[str]:
    strings = [s for path in UI_SOURCES for s in source_strings(path)]
    for path in sorted(resources().glob("*.toml")):
        strings += toml_strings(tomllib.loads(path.read_text()))
    return frozenset(ch for s in strings for ch in s if ch.isprintable() and not ch.isspace())


def font_path(entry: str) -> Path:
    if entry.startswith(":"):
        return Path(arcade.resources.resolve(entry))
    return resources() / entry


def test_the_ui_uses_the_characters_that_were_missing() -> None:
    chars = ui_characters()
    assert {"−", "·", "×"} <= chars  # the collector finds the UI's text


@pytest.mark.parametrize(("entry", "family"), theme.FONT_FILES, ids=lambda v: str(v))
def test_every_ui_character_has_a_glyph(entry: str, family: str) -> None:
    glyphs = covered(font_path(entry))
    needed = ui_characters() | set(SCRIPTS)
    if family == theme.DISPLAY_FONT:
        needed -= LABEL_ONLY
    missing = sorted(ch for ch in needed if ord(ch) not in glyphs)
    assert not missing, f"{entry} ({family}) has no glyph for {''.join(missing)!r}"


def test_the_old_display_font_would_fail() -> None:
    kenney = covered(font_path(":resources:fonts/ttf/Kenney/Kenney_Future.ttf"))
    assert ord("−") not in kenney and ord("Ж") not in kenney  # the check can catch it


def test_every_shipped_font_has_its_licence() -> None:
    for entry, _ in theme.FONT_FILES:
        if not entry.startswith(":"):
            assert any((font_path(entry).parent / name).is_file()
                       for name in ("OFL.txt", "LICENSE", "LICENSE.txt"))
