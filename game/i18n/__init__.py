"""The UI's languages: English (the source) and the seeds' French, Dutch and Russian.

Mark a string for translation where it is shown: ``_("Play")``, ``ngettext("%d line",
"%d lines", n) % n``; a string kept in a table at import time is marked with ``N_`` and
translated with ``_`` when drawn, so a language chosen in Settings applies at once.
``tools/i18n_extract`` writes every marked string to ``resources/locale/arcadeforge.pot``.

A broken catalog entry or a missing language falls back to English for those strings, and
is said once (:func:`problems`, shown by the app).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from game.i18n import catalogs
from game.i18n.numbers import DECIMAL, format_number, format_percent
from game.i18n.po import CONTEXT_GLUE, Catalog

LANGUAGES = ("en", "fr", "nl", "ru")
NAMES = {"en": "English", "fr": "Français", "nl": "Nederlands", "ru": "Русский"}
_state: dict[str, object] = {"language": "en", "catalog": Catalog()}
_said: set[str] = set()
_listeners: list[Callable[[str], None]] = []


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language of the system's locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as gettext looks), or English when it is none of ours."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        codes = [c.split("_")[0].split(".")[0].lower() for c in env.get(name, "").split(":")]
        for code in codes:  # LANGUAGE is a list in order of preference: "de:fr" is French
            if code in LANGUAGES:
                return code
        if any(code and code not in ("c", "posix") for code in codes):
            return "en"  # a language of the system's, not one of ours
    return "en"


def set_language(choice: str, say: Callable[[str], None] | None = None) -> str:
    """Use ``choice`` (``"auto"``: the system's) from now on; returns the language used.
    Problems of its catalogs are told through ``say``, each once a run."""
    language = system_language() if choice == "auto" else choice
    catalog = Catalog() if language == "en" else catalogs.load(language)
    for problem in catalog.problems:
        line = f"language {language}: {problem}; those strings are shown in English"
        if line not in _said and say is not None:
            _said.add(line)
            say(line)
    _state.update(language=language, catalog=catalog)
    for listener in list(_listeners):
        listener(language)
    return language


def on_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` after every :func:`set_language`."""
    _listeners.append(listener)


def language() -> str:
    return str(_state["language"])


def _catalog() -> Catalog:
    catalog = _state["catalog"]
    assert isinstance(catalog, Catalog)
    return catalog


def _(message: str) -> str:
    """``message`` in the chosen language (itself where the catalog has no translation)."""
    return _catalog().singular.get(message, message)


def N_(message: str) -> str:  # gettext's name, which the extractor looks for
    """Marks ``message`` for the catalogs without translating it (translate it when shown)."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (one English word, two translations)."""
    return _catalog().singular.get(context + CONTEXT_GLUE + message, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` (Russian has three: 1, 2–4, 5–20…), English's where untranslated."""
    catalog = _catalog()
    forms = catalog.plural.get(singular)
    if forms is None:
        return singular if n == 1 else plural
    return forms[min(catalog.choose(abs(n)), len(forms) - 1)]


def number(value: float, digits: int = 0) -> str:
    """``value`` grouped and with the decimal mark of the chosen language."""
    return format_number(value, language(), digits)


def decimal_mark() -> str:
    """"." or ",": between a clock's seconds and tenths too (1:23,4 in French)."""
    return DECIMAL.get(language(), ".")


def percent(fraction: float, digits: int = 0) -> str:
    return format_percent(fraction, language(), digits)


__all__ = ["LANGUAGES", "NAMES", "N_", "_", "decimal_mark", "language", "ngettext", "number",
           "on_change", "percent", "pgettext", "set_language", "system_language"]
