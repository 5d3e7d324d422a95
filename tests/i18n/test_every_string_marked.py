"""No English left in a translated screen: every literal of the UI's modules that reads as
words is marked for translation (or says why not), and every marked string is in every
language's catalogs, with the same placeholders as the English."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from game.i18n import LANGUAGES, catalogs
from game.i18n.extract import messages_in
from game.i18n.po import CONTEXT_GLUE, Catalog
from tests.i18n.marked import ROOT, ui_modules, unmarked

MODULES = ui_modules()
IDS = [p.relative_to(ROOT).as_posix() for p in MODULES]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[-+ #0]*\d*(?:\.\d+)?[sdif%]")


@functools.cache
def catalog(language: str) -> Catalog:
    return catalogs.load(language)


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_every_shown_literal_is_marked(module: Path) -> None:
    left = unmarked(module)
    assert not left, "\n".join(f"{module.name}:{line}: {text!r}" for line, text in left)


def _placeholders(text: str) -> list[str]:
    """The format fields of ``text``; ``{{``/``}}`` are braces written out, not fields (a
    TOML example such as ``{{ variant = "sound" }}`` is words to translate)."""
    return sorted(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_every_marked_string_is_translated(module: Path, language: str) -> None:
    missing, wrong = [], []
    for m in messages_in(module, module.name):
        key = m.msgid if m.context is None else m.context + CONTEXT_GLUE + m.msgid
        table = catalog(language)
        forms = table.plural.get(key) if m.plural is not None else (
            [table.singular[key]] if key in table.singular else None)
        if forms is None:
            missing.append(f"{m.where[0]}: {m.msgid!r}")
            continue
        expected = _placeholders(m.plural or m.msgid)
        wrong += [f"{m.where[0]}: {form!r} has not the placeholders {expected}"
                  for form in forms if _placeholders(form) != expected
                  and not (m.plural and _placeholders(form) == _placeholders(m.msgid))]
    assert not missing and not wrong, "\n".join([*missing, *wrong])


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_catalog_reads_without_problems(language: str) -> None:
    assert catalogs.load(language).problems == []


def test_the_template_is_up_to_date() -> None:
    """resources/locale/arcadeforge.pot holds every marked string (run tools/i18n_extract);
    a line moved by an edit elsewhere is not a change."""
    from game.i18n.extract import collect, pot_text

    def entries(text: str) -> list[str]:  # where each is used ("#: file:line") moves on
        return [line for line in text.splitlines() if not line.startswith("#:")]

    pot = ROOT / "resources" / "locale" / "arcadeforge.pot"
    assert entries(pot.read_text(encoding="utf-8")) == entries(pot_text(collect(ROOT))), (
        "run tools/i18n_extract")
