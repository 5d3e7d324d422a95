"""A reader for gettext ``.po`` catalogs (the files translators' tools edit): entries with
``msgctxt``, ``msgid``, ``msgid_plural`` and ``msgstr`` / ``msgstr[n]``, strings continued
over lines, C escapes, ``#`` comments; ``#, fuzzy`` entries are skipped as gettext does.

A broken entry is left out and named (file, line, what was wrong): the rest of the catalog
still reads, and the strings of the broken entry fall back to English.
"""

from __future__ import annotations

import ast
import gettext
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')
_CONTINUED = re.compile(r'^(".*")\s*$')
CONTEXT_GLUE = "\x04"  # gettext's separator between a msgctxt and its msgid


@dataclass(frozen=True, slots=True)
class PoProblem:
    """A line of a catalog that could not be used."""

    path: Path
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path.name}:{self.line}: {self.what}"


@dataclass(slots=True)
class Catalog:
    """What one ``.po`` file says: singular and plural translations keyed by msgid (with
    ``context + CONTEXT_GLUE`` in front where the entry has a msgctxt)."""

    singular: dict[str, str] = field(default_factory=dict)
    plural: dict[str, list[str]] = field(default_factory=dict)
    plural_forms: int = 2
    choose: Callable[[int], int] = field(default=lambda n: int(n != 1))
    plural_header: bool = False  # the file said its Plural-Forms (else English's are assumed)
    problems: list[PoProblem] = field(default_factory=list)


@dataclass(slots=True)
class _Entry:
    line: int
    fuzzy: bool = False
    parts: dict[str, str] = field(default_factory=dict)  # keyword → its string so far
    last: str | None = None


def _unquote(token: str) -> str:
    """A quoted .po string's text (C escapes: \\n, \\t, \\", \\\\, octal and hex)."""
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError("a string must be in double quotes")
    body = token[1:-1]
    if re.search(r'(?<!\\)(\\\\)*"', body):
        raise ValueError("a double quote inside a string must be written \\\"")
    return ast.literal_eval('"' + body + '"')


def _header(catalog: Catalog, text: str, path: Path, line: int) -> None:
    """The header entry's ``Plural-Forms: nplurals=N; plural=EXPR;``."""
    for row in text.splitlines():
        name, _, value = row.partition(":")
        if name.strip().lower() != "plural-forms":
            continue
        found = re.match(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*$", value)
        try:
            if not found:
                raise ValueError(value.strip())
            catalog.plural_forms = int(found.group(1))
            catalog.choose = gettext.c2py(found.group(2))
            catalog.plural_header = True
        except ValueError as exc:
            catalog.problems.append(PoProblem(path, line, f"Plural-Forms is not understood "
                                              f"({exc}); expected nplurals=N; plural=EXPR;"))


def _store(catalog: Catalog, entry: _Entry, path: Path) -> None:
    parts = entry.parts
    if "msgid" not in parts:
        catalog.problems.append(PoProblem(path, entry.line, "an entry without msgid"))
        return
    key = parts["msgid"]
    if "msgctxt" in parts:
        key = parts["msgctxt"] + CONTEXT_GLUE + key
    if key == "":
        _header(catalog, parts.get("msgstr", ""), path, entry.line)
        return
    if entry.fuzzy:
        return
    if "msgid_plural" in parts:
        forms = [parts.get(f"msgstr[{i}]") for i in range(catalog.plural_forms)]
        if any(form is None for form in forms):
            catalog.problems.append(PoProblem(
                path, entry.line, f"{key!r} needs msgstr[0] to msgstr[{catalog.plural_forms - 1}]"))
        elif all(forms):
            catalog.plural[key] = [form for form in forms if form is not None]
        return
    if "msgstr" not in parts:
        catalog.problems.append(PoProblem(path, entry.line, f"{key!r} has no msgstr"))
    elif parts["msgstr"]:  # an empty msgstr is "not translated yet"
        catalog.singular[key] = parts["msgstr"]


def read_po(path: Path) -> Catalog:
    """The catalog in ``path``; problems are collected in it, never raised."""
    catalog = Catalog()
    entry: _Entry | None = None
    broken = fuzzy = False

    def finish() -> None:
        nonlocal entry, broken
        if entry is not None and not broken:
            _store(catalog, entry, path)
        entry, broken = None, False

    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        done = entry is not None and any(k.startswith("msgstr") for k in entry.parts)
        if not line or line.startswith("#"):
            if done or not line:  # a comment or a blank line ends an entry
                finish()
            fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
            continue
        keyword = _KEYWORD.match(line)
        try:
            if keyword:
                name = keyword.group(1)
                if name in ("msgctxt", "msgid") and done:
                    finish()
                if entry is None:
                    entry, fuzzy = _Entry(number, fuzzy), False
                if name in entry.parts:
                    raise ValueError(f"{name} twice in one entry")
                entry.parts[name] = _unquote(keyword.group(3))
                entry.last = name
            elif (more := _CONTINUED.match(line)) and entry is not None and entry.last:
                entry.parts[entry.last] += _unquote(more.group(1))
            else:
                raise ValueError(f"not a .po line: {line[:40]!r}")
        except (ValueError, SyntaxError) as exc:
            catalog.problems.append(PoProblem(path, number, str(exc)))
            broken = entry is not None  # that entry is left out; a stray line only named
    finish()
    return catalog
