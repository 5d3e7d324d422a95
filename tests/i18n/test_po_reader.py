"""The .po reader: what translators' tools write reads back; a broken entry is named and
left out (its strings fall back to English), the rest still reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.i18n import catalogs
from game.i18n.po import read_po

RUSSIAN = r'''# a translator's comment
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
"(n%100<10 || n%100>=20) ? 1 : 2);\n"

#: game/scenes/menus/title.py:10
msgid "Play"
msgstr "Играть"

msgid "A long "
"line"
msgstr "Длинная "
"строка"

msgctxt "menu"
msgid "Back"
msgstr "Назад"

msgid "Say \"hi\"\n"
msgstr "Скажи \"привет\"\n"

#, fuzzy
msgid "Unsure"
msgstr "Неуверенно"

msgid "Untranslated"
msgstr ""

msgid "%d line"
msgid_plural "%d lines"
msgstr[0] "%d линия"
msgstr[1] "%d линии"
msgstr[2] "%d линий"
'''


def write(tmp_path: Path, text: str, language: str = "ru", name: str = "menus.po") -> Path:
    folder = tmp_path / language / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_a_catalog_reads_as_gettext_writes_it(tmp_path: Path) -> None:
    catalog = read_po(write(tmp_path, RUSSIAN) / "ru" / "LC_MESSAGES" / "menus.po")
    assert catalog.problems == []
    assert catalog.singular == {"Play": "Играть", "A long line": "Длинная строка",
                                "menu\x04Back": "Назад", 'Say "hi"\n': 'Скажи "привет"\n'}
    assert catalog.plural_forms == 3
    assert [catalog.choose(n) for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111)] == [
        0, 1, 1, 2, 2, 2, 0, 1, 2, 0, 2]


@pytest.fixture
def russian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(catalogs, "locale_root", lambda: tmp_path)
    write(tmp_path, RUSSIAN)
    yield tmp_path
    i18n.set_language("en")


def test_russian_plurals_and_fallbacks(russian: Path) -> None:
    assert i18n.set_language("ru") == "ru"
    assert i18n._("Play") == "Играть"
    assert i18n.pgettext("menu", "Back") == "Назад"
    assert i18n._("Back") == "Back"  # the context tells them apart
    assert i18n._("Unsure") == "Unsure" and i18n._("Untranslated") == "Untranslated"
    assert [i18n.ngettext("%d line", "%d lines", n) % n for n in (1, 3, 5, 21)] == [
        "1 линия", "3 линии", "5 линий", "21 линия"]
    assert i18n.ngettext("%d row", "%d rows", 1) == "%d row"  # not in the catalog: English
    assert i18n.ngettext("%d row", "%d rows", 2) == "%d rows"


def test_a_broken_entry_falls_back_and_is_said_once(russian: Path) -> None:
    broken = RUSSIAN.replace('msgstr "Назад"', 'msgstr Назад"') + '\ngarbage here\n'
    write(russian, broken)
    said: list[str] = []
    i18n.set_language("ru", said.append)
    i18n.set_language("ru", said.append)
    assert len(said) == 2, said  # the broken entry, the stray line: each once
    assert "menus.po:" in said[0] and "English" in said[0]
    assert i18n.pgettext("menu", "Back") == "Back"
    assert i18n._("Play") == "Играть"  # the rest still reads
    assert i18n.ngettext("%d line", "%d lines", 5) == "%d линий"


def test_a_missing_language_is_english_and_said(russian: Path) -> None:
    said: list[str] = []
    assert i18n.set_language("nl", said.append) == "nl"
    assert i18n._("Play") == "Play" and len(said) == 1 and "'nl'" in said[0]


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANGUAGE": "nl:en", "LANG": "ru_RU.UTF-8"}, "nl"),
    ({"LC_ALL": "ru_RU.UTF-8", "LANG": "fr_FR"}, "ru"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"), ({}, "en"), ({"LANGUAGE": "de:fr", "LANG": "de_DE"}, "fr"),
    ({"LANGUAGE": "de", "LANG": "fr_FR"}, "en"), ({"LC_ALL": "C", "LANG": "nl_NL"}, "nl")])
def test_the_system_language(environ: dict[str, str], expected: str) -> None:
    assert i18n.system_language(environ) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "1,234,567.5"), ("fr", "1 234 567,5"), ("nl", "1.234.567,5"),
    ("ru", "1 234 567,5")])
def test_numbers_follow_the_language(language: str, expected: str) -> None:
    assert i18n.format_number(1234567.5, language, 1) == expected
    assert i18n.format_number(-999, language) == "-999"


def test_the_extractor_finds_literals_and_refuses_built_strings(tmp_path: Path) -> None:
    from game.i18n.extract import NotLiteral, messages_in

    module = tmp_path / "m.py"
    module.write_text('TABLE = [N_("Hold")]\nx = _(TABLE[0])\ny = _("Play")\n'
                      'z = ngettext("{n} row", "{n} rows", 2)\nw = pgettext("menu", "Back")\n')
    found = [(m.context, m.msgid, m.plural) for m in messages_in(module, "m.py")]
    assert sorted(found, key=str) == sorted([(None, "Hold", None), (None, "Play", None),
                                             (None, "{n} row", "{n} rows"),
                                             ("menu", "Back", None)], key=str)
    module.write_text('n = 3\nx = _(f"{n} rows")\n')
    with pytest.raises(NotLiteral, match=r"m\.py:2"):
        messages_in(module, "m.py")


def test_a_part_without_a_header_keeps_the_language_s_plural_rule(russian: Path) -> None:
    write(russian, 'msgid "Quit"\nmsgstr "Выход"\n', name="zz-late.po")  # read after menus.po
    i18n.set_language("ru")
    assert i18n._("Quit") == "Выход"
    assert i18n.ngettext("%d line", "%d lines", 5) == "%d линий"  # still three forms
