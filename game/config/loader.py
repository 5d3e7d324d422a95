"""Reading the player's settings file: check every key, report what is wrong, load the rest.

Nothing here writes (the Settings screen saves through :mod:`game.config.writer`): a missing
file means the defaults (no file is created), a file that is not TOML means the defaults for
everything, and a bad key or value is reported as a :class:`Problem` (its name, what was
expected and the value used instead) while the other keys still apply. ``[keyboard.<table>]``
and ``[pad.<table>]`` hold the player's bindings (:mod:`game.config.binding_tables`).
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.config.schema import SECTIONS, Settings, toml_literal
from game.core.safe_read import KIB, UnsafeFile, decode, one_line, parse_toml, read_bytes
from game.i18n import _, ngettext, number
from game.storage.locations import config_dir

FILE_NAME = "settings.toml"
#: A settings file larger than this is refused before parsing (the shipped one is ~2 KiB).
MAX_BYTES = 256 * KIB
#: Unknown keys reported one by one; the rest are counted in one more line.
MAX_UNKNOWN_REPORTED = 10


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the file. ``key`` is the dotted name (``effects.bloom``), a
    section name, or the file's path for faults of the whole file."""

    key: str
    message: str

    def __str__(self) -> str:
        # one_line(): a quoted key may hold a line break; a report is always one line.
        return one_line(_("settings: {key}: {message}").format(key=self.key,
                                                               message=self.message))


class FileProblem(Exception):
    """The file exists but cannot be used at all (unreadable, or not TOML); ``detail`` says
    why, and the caller adds what it does instead."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail

    def problem(self, instead: str) -> Problem:
        return Problem(str(self.path), f"{self.detail}; {instead}")


@dataclass(frozen=True, slots=True)
class Loaded:
    """The settings to use and what was wrong with the file (empty when nothing)."""

    settings: Settings
    problems: tuple[Problem, ...]
    #: The player's key and pad bindings (``[keyboard.<table>]``, ``[pad.<table>]``):
    #: ``{device: {table: {name: [controls]}}}``, shape-checked only.
    bindings: dict[str, dict[str, dict[str, list[str]]]] = dataclasses.field(
        default_factory=dict)


def settings_path(override: Path | None = None) -> Path:
    """``--config PATH`` when given, else ``settings.toml`` in the user's config folder."""
    return override if override is not None else config_dir() / FILE_NAME


def load_settings(path: Path, must_exist: bool = False) -> Loaded:
    """The file at ``path`` checked against the schema, over the defaults.

    A missing file is no problem unless ``must_exist`` (the player named it with --config).
    """
    try:
        data = read_table(path)
    except FileNotFoundError:
        missing = Problem(str(path), _("no such file; using the defaults"))
        return Loaded(Settings(), (missing,) if must_exist else ())
    except FileProblem as exc:
        return Loaded(Settings(), (exc.problem(_("using the defaults")),))
    return check(data, Settings())


def read_table(path: Path) -> dict[str, Any]:
    """The parsed file; raises FileNotFoundError, or FileProblem saying what is wrong.

    Only a regular file of at most MAX_BYTES is read (a FIFO or device never blocks the
    game), a UTF-8 BOM is skipped, and nesting or numbers too large for the parser are a
    FileProblem like any other fault of the file.
    """
    try:
        raw = read_bytes(path, MAX_BYTES)
    except UnsafeFile as exc:
        raise FileProblem(path, str(exc)) from None
    return parse_table(raw, path)


def parse_table(raw: bytes, path: Path) -> dict[str, Any]:
    """The file's bytes parsed as :func:`read_table` does (the writer checks a file it is
    about to write with this); raises FileProblem naming ``path``."""
    if len(raw) > MAX_BYTES:
        raise FileProblem(path, _("is {size} bytes, more than the {most} KiB allowed").format(
            size=number(len(raw)), most=MAX_BYTES // KIB))
    try:
        return parse_toml(decode(raw))
    except tomllib.TOMLDecodeError as exc:
        raise FileProblem(path, _toml_fault(exc, raw)) from None
    except UnsafeFile as exc:
        raise FileProblem(path, str(exc)) from None


_AT = re.compile(r"\s*\(at (line (\d+), column (\d+)|end of document)\)$")


def _toml_fault(exc: tomllib.TOMLDecodeError, raw: bytes) -> str:
    """``not valid TOML at line 3, column 9 (Invalid value): bloom = lots``: the line too,
    since the player is looking for it."""
    text = str(exc)
    match = _AT.search(text)
    if match is None:
        return _("not valid TOML ({error})").format(error=text)
    what = text[: match.start()]  # the parser's own words, in English
    where = _("end of document") if match.group(2) is None else _(
        "line {line}, column {column}").format(line=match.group(2), column=match.group(3))
    quoted = ""
    if match.group(2) is not None:
        lines = raw.decode("utf-8-sig", errors="replace").splitlines()
        number = int(match.group(2))
        if 1 <= number <= len(lines):
            quoted = f": {_clip(lines[number - 1].strip())}"
    return _("not valid TOML at {where} ({error}){line}").format(where=where, error=what,
                                                                 line=quoted)


def _clip(text: str, most: int = 80) -> str:
    """A report quotes at most ``most`` characters of the player's text."""
    return text if len(text) <= most else text[: most - 1] + "…"


def capped(problems: list[Problem], most: int = MAX_UNKNOWN_REPORTED) -> list[Problem]:
    """The first ``most`` problems, and one line counting the rest: a file of ten thousand
    stray keys is reported in eleven lines."""
    if len(problems) <= most:
        return problems
    rest = len(problems) - most
    more = ngettext("... and {n} more unknown key; ignored",
                    "... and {n} more unknown keys; ignored", rest).format(n=number(rest))
    return [*problems[:most], Problem("settings", more)]


def check(data: dict[str, Any], fallback: Settings) -> Loaded:
    """``data`` laid over the defaults; a bad value falls back to ``fallback``'s value."""
    from game.config.binding_tables import BINDING_SECTIONS, binding_tables

    known = (*SECTIONS, *BINDING_SECTIONS)
    said = _("unknown section (known: {names}); ignored").format(names=", ".join(known))
    unknown = [Problem(_clip(name), said) for name in data if name not in known]
    problems = capped(unknown)
    bindings, found = binding_tables(data)
    problems.extend(found)
    sections = {}
    for name in SECTIONS:
        value, found = check_section(name, data.get(name, {}), getattr(fallback, name))
        sections[name] = value
        problems.extend(found)
    return Loaded(Settings(**sections), tuple(problems), bindings)


def check_section(name: str, table: Any, fallback: Any) -> tuple[Any, list[Problem]]:
    """One section: keys missing from ``table`` take the default, bad ones ``fallback``'s."""
    section = SECTIONS[name]
    if not isinstance(table, dict):
        problem = Problem(name, _("expected a table of settings, got {value}; ignored").format(
            value=_clip(toml_literal(table))))
        return fallback, [problem]
    default = section.make()
    said = _("unknown key (known: {names}); ignored").format(names=", ".join(section.keys))
    problems = capped([Problem(f"{name}.{_clip(key)}", said)
                       for key in table if key not in section.keys])
    values = {}
    for key, kind in section.keys.items():
        if key not in table:
            values[key] = getattr(default, key)
            continue
        try:
            values[key] = kind.convert(table[key])
        except ValueError:
            values[key] = getattr(fallback, key)
            problems.append(Problem(f"{name}.{key}", _(
                "expected {expected}, got {value}; using {used}").format(
                    expected=kind.expected(), value=_clip(toml_literal(table[key])),
                    used=kind.show(values[key]))))
    return dataclasses.replace(default, **values), problems
