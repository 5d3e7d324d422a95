"""One English string, one translation: a msgid in two parts' catalogs (menus.po and
versus.po both have "START") is translated the same in both, or the screen that reads the
part loaded last would say something else than the rest (pgettext tells meanings apart)."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, catalogs
from game.i18n.po import read_po


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_a_string_in_two_catalogs_is_translated_alike(language: str) -> None:
    seen: dict[str, tuple[str, str]] = {}
    differ = []
    for path in sorted((catalogs.locale_root() / language / "LC_MESSAGES").glob("*.po")):
        part = read_po(path)
        entries = {**part.singular, **{k: " | ".join(v) for k, v in part.plural.items()}}
        for msgid, text in entries.items():
            first = seen.setdefault(msgid, (path.name, text))
            if first[1] != text:
                differ.append(f"{msgid!r}: {first[0]} {first[1]!r}, {path.name} {text!r}")
    assert not differ, "\n".join(differ)
