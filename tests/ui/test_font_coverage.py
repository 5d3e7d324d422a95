"""Every character the UI can draw has a glyph in every UI font (no boxes for "−" or "·").

The UI's strings are the string constants (docstrings aside) of the modules that build text
on screen, plus the key names and labels in the shipped TOML files, plus every character of
every translation in the catalogs (French, Dutch, Russian: each msgstr and plural form).
Cyrillic and Greek must be covered too: file paths and names the player chose appear in
messages. The catalogs' spaces count: the display font (Play) has no no-break, narrow
no-break or thin space, so a translator's "«\u00a0…\u00a0»" or "12\u202f345" would draw a
box (why game/i18n/numbers.py groups with a plain space).
"""

from __future__ import annotations

import ast
import functools
import tomllib
import unicodedata
from pathlib import Path

import arcade
import pytest

from game.core.paths import resources
from game.i18n import LANGUAGES, catalogs
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


def translations(root: Path | None = None) -> list[tuple[str, str, str]]:
    """(language, msgid, text) of every translated string and plural form of the catalogs
    under ``root`` (default: the shipped ones)."""
    found = []
    for language in LANGUAGES[1:]:
        catalog = catalogs.load(language, root)
        found += [(language, key, text) for key, text in catalog.singular.items()]
        found += [(language, key, form) for key, forms in catalog.plural.items()
                  for form in forms]
    return found


def translated_characters(root: Path | None = None) -> dict[str, str]:
    """Every character the translations draw, each with where it is first found. Only the
    plain space and the line break are left out: the other spaces are glyphs a font may lack."""
    where: dict[str, str] = {}
    for language, key, text in translations(root):
        for ch in text:
            if ch not in " \n":
                where.setdefault(ch, f"{language}: {key!r} → {text!r}")
    return where


def missing_glyphs(entry: str, family: str, needed: set[str]) -> list[str]:
    """The characters of ``needed`` that the font ``entry`` has no glyph for, in order."""
    glyphs = covered(font_path(entry))
    if family == theme.DISPLAY_FONT:
        needed = needed - LABEL_ONLY
    return sorted(ch for ch in needed if ord(ch) not in glyphs)


def named(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}"


def font_path(entry: str) -> Path:
    if entry.startswith(":"):
        return Path(arcade.resources.resolve(entry))
    return resources() / entry


def test_the_ui_uses_the_characters_that_were_missing() -> None:
    chars = ui_characters()
    assert {"−", "·", "×"} <= chars  # the collector finds the UI's text


@pytest.mark.parametrize(("entry", "family"), theme.FONT_FILES, ids=lambda v: str(v))
def test_every_ui_character_has_a_glyph(entry: str, family: str) -> None:
    missing = missing_glyphs(entry, family, ui_characters() | set(SCRIPTS))
    assert not missing, f"{entry} ({family}) has no glyph for {''.join(missing)!r}"


@pytest.mark.parametrize(("entry", "family"), theme.FONT_FILES, ids=lambda v: str(v))
def test_every_translated_character_has_a_glyph(entry: str, family: str) -> None:
    """Any translated string may be drawn in any of the UI's fonts (titles, labels, body)."""
    where = translated_characters()
    missing = missing_glyphs(entry, family, set(where))
    assert not missing, f"{entry} ({family}) has no glyph for:\n" + "\n".join(
        f"  {named(ch)}, first in {where[ch]}" for ch in missing)


def test_a_no_break_space_in_a_translation_is_caught(tmp_path: Path) -> None:
    """The check reads every language's catalogs, plural forms too, and sees the spaces a
    translator's typography brings (Play has none of them; Liberation Sans has)."""
    plural = ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
              "(n%100<10 || n%100>=20) ? 1 : 2);")
    entries = {"fr": ('msgid "Play"\nmsgstr "«\u00a0Jouer\u00a0»"\n',
                      "nplurals=2; plural=(n > 1);"),
               "ru": ('msgid "{n} row"\nmsgid_plural "{n} rows"\nmsgstr[0] "{n} ряд"\n'
                      'msgstr[1] "{n} ряда"\nmsgstr[2] "{n}\u202fрядов"\n', plural)}
    for language, (entry, forms) in entries.items():
        folder = tmp_path / language / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "part.po").write_text(
            f'msgid ""\nmsgstr ""\n"Plural-Forms: {forms}\\n"\n\n{entry}', encoding="utf-8")
    where = translated_characters(tmp_path)
    assert {"«", "\u00a0", "\u202f", "я"} <= set(where) and " " not in where
    # Named by language and msgid, the invisible space written out.
    assert where["\u00a0"] == "fr: 'Play' → '«\\xa0Jouer\\xa0»'"
    assert where["\u202f"].startswith("ru: '{n} row'") and "рядов" in where["\u202f"]
    display = next(e for e, family in theme.FONT_FILES if family == theme.DISPLAY_FONT)
    assert {"\u00a0", "\u202f"} <= set(missing_glyphs(display, theme.DISPLAY_FONT, set(where)))
    body = next(e for e, family in theme.FONT_FILES if family == theme.BODY_FONT)
    assert missing_glyphs(body, theme.BODY_FONT, set(where)) == []


def test_the_old_display_font_would_fail() -> None:
    kenney = covered(font_path(":resources:fonts/ttf/Kenney/Kenney_Future.ttf"))
    assert ord("−") not in kenney and ord("Ж") not in kenney  # the check can catch it


def test_every_shipped_font_has_its_licence() -> None:
    for entry, _ in theme.FONT_FILES:
        if not entry.startswith(":"):
            assert any((font_path(entry).parent / name).is_file()
                       for name in ("OFL.txt", "LICENSE", "LICENSE.txt"))
