"""Saving the player's settings file from the Settings screen, without losing anything of theirs.

The file is edited, not rewritten: it is parsed with ``tomlkit`` (which keeps comments, order,
spacing and keys the game does not know), only the values that changed are set, and the
result replaces the file atomically (a temporary file in the same folder, flushed and
fsynced, then ``os.replace``), so a crash or a full disk leaves the old file whole.

A file that exists but cannot be read as TOML is never overwritten: :class:`SaveRefused`
says why in one line, and the player's file stays as it is. The shipped defaults
(``resources/settings.toml``) are never written, whatever path is given.

Settings are written as the file spells them (a size as ``"1280x720"``); key and pad bindings
the player changed go to ``[keyboard.<table>]`` / ``[pad.<table>]`` tables, the format of
``resources/bindings.toml``; a table reset to the shipped defaults is removed.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import InlineTable

from game.config.defaults import defaults_path
from game.config.loader import MAX_BYTES, FileProblem, check, parse_table, read_table
from game.config.schema import SECTIONS, Settings
from game.core import atomic_write
from game.i18n import _, number

#: ``{device: {table: {name: [controls]}}}``: a table's full mapping, or None to remove it.
BindingTables = Mapping[str, Mapping[str, Mapping[str, Sequence[str]] | None]]
#: The first comment of a new file (in English, as the shipped file's comments are).
HEADER = ("ArcadeForge settings, written by the Settings screen (edit "  # i18n: not shown
          "freely: comments and keys it does not know are kept). "  # i18n: not shown
          "resources/settings.toml lists every key.")  # i18n: not shown


class SaveRefused(Exception):
    """The file was not written; the message is one line naming the file and why."""


def file_values(settings: Settings) -> dict[str, dict[str, Any]]:
    """``{section: {key: value as written in TOML}}`` for every key of ``settings``."""
    out: dict[str, dict[str, Any]] = {}
    for name, section in SECTIONS.items():
        values = getattr(settings, name)
        out[name] = {key: _toml_value(getattr(values, key)) for key in section.keys}
    return out


def _toml_value(value: Any) -> Any:
    if isinstance(value, tuple):  # a window size
        return f"{value[0]}x{value[1]}"
    return value


def save_settings(path: Path, settings: Settings, before: Settings,
                  bindings: BindingTables | None = None) -> bool:
    """Write what differs between ``before`` (what the screen opened with) and ``settings``
    into the file at ``path``, and the binding tables in ``bindings``. True when the file
    changed; raises :class:`SaveRefused` when it cannot be written (the file untouched)."""
    _refuse_shipped(path)
    path = _through_link(path)
    doc = _read_document(path)
    now, then = file_values(settings), file_values(before)
    try:
        changed = _set_values(doc, now, then)
        changed |= _set_bindings(doc, bindings or {})
    except (TOMLKitError, ValueError) as exc:  # a layout tomlkit cannot edit: say so
        raise SaveRefused(_("settings not saved: {path}: cannot edit it ({error}); your file "
                            "is unchanged").format(path=path, error=exc)) from None
    if not changed:
        return False
    if not path.exists():
        doc = _with_header(doc)
    data = tomlkit.dumps(doc).encode("utf-8")
    _check_reads_back(path, data, _changes(now, then), bindings or {})
    write_atomic(path, data.decode("utf-8"))
    return True


def _changes(now: dict[str, dict[str, Any]],
             then: dict[str, dict[str, Any]]) -> dict[tuple[str, str], Any]:
    return {(section, key): value for section, values in now.items()
            for key, value in values.items() if then[section][key] != value}


def _check_reads_back(path: Path, data: bytes, changes: Mapping[tuple[str, str], Any],
                      bindings: BindingTables) -> None:
    """Refuse to write a file the loader would not read as saved: over its size limit, too
    deeply nested, or (an editing fault) not holding the values just set."""
    if len(data) > MAX_BYTES:  # the common case, said short enough to read on screen
        raise SaveRefused(_("settings not saved: {path} would be {size} bytes, over the "
                            "{most} KiB the game reads; file unchanged").format(
                                path=path, size=number(len(data)), most=MAX_BYTES // 1024))
    try:
        loaded = check(parse_table(data, path), Settings())
    except FileProblem as exc:
        raise SaveRefused(_("settings not saved: {path}: the saved file {fault}, so the "
                            "game would not read it; your file is unchanged").format(
                                path=path, fault=exc.detail)) from None
    values = file_values(loaded.settings)
    wrong = [f"{section}.{key}" for (section, key), value in changes.items()
             if values[section][key] != value]
    for device, tables in bindings.items():
        for name, mapping in tables.items():
            got = loaded.bindings.get(device, {}).get(name)
            if got != (None if mapping is None else {k: list(v) for k, v in mapping.items()}):
                wrong.append(f"{device}.{name}")
    if wrong:
        raise SaveRefused(_("settings not saved: {path}: {keys} would not read back as set; "
                            "your file is unchanged").format(path=path, keys=", ".join(wrong)))


def _through_link(path: Path) -> Path:
    """The file to edit: a link's target (the player's link stays a link), never a new file
    where a link leads nowhere."""
    if not path.is_symlink():
        return path
    try:
        return path.resolve(strict=True)
    except FileNotFoundError:
        raise SaveRefused(_("settings not saved: {path}: a link to {target}, which does not "
                            "exist; your link is unchanged").format(
                                path=path, target=os.readlink(path))) from None
    except (OSError, RuntimeError) as exc:  # RuntimeError: a loop, before Python 3.13
        raise SaveRefused(_("settings not saved: {path}: cannot follow the link ({error})").format(
            path=path, error=exc)) from None


def _refuse_shipped(path: Path) -> None:
    try:
        shipped = path.resolve() == defaults_path().resolve()
    except (OSError, RuntimeError):  # a link that loops: not the shipped file
        shipped = False
    if shipped:
        raise SaveRefused(_("{path}: this is the shipped defaults file, never written; "
                            "save to your own settings.toml (--config PATH)").format(path=path))


def _read_document(path: Path) -> tomlkit.TOMLDocument:
    """The file as an editable document (empty when there is none yet)."""
    try:
        read_table(path)  # the loader's checks first: size, kind of file, valid TOML
        text = path.read_bytes()[: MAX_BYTES + 1].decode("utf-8-sig")
        return tomlkit.parse(text)
    except FileNotFoundError:
        return tomlkit.document()
    except FileProblem as exc:
        raise SaveRefused(_("settings not saved: {path}: {fault}; fix or remove the file, then "
                            "save again").format(path=exc.path, fault=exc.detail)) from None
    except (OSError, UnicodeDecodeError, TOMLKitError) as exc:
        raise SaveRefused(_("settings not saved: {path}: cannot read it ({error})").format(
            path=path, error=exc)) from None


def _set_values(doc: tomlkit.TOMLDocument, now: dict[str, dict[str, Any]],
                then: dict[str, dict[str, Any]]) -> bool:
    """Set each changed value; a key already in the file keeps its place and comment."""
    changed = False
    for (section, key), value in _changes(now, then).items():
        table = _table(doc, section)
        if key in table and table[key] == value:
            continue
        table[key] = value
        changed = True
    return changed


def _table(parent: MutableMapping[str, Any], name: str) -> MutableMapping[str, Any]:
    """The table ``name`` in ``parent`` however the file writes it (``[name]``, dotted keys
    ``name.key = …``, an inline ``name = { … }``), edited in place; made when missing (or
    when it is not a table: the loader reported that value)."""
    table = parent.get(name)
    if isinstance(table, MutableMapping):
        return table
    table = tomlkit.inline_table() if isinstance(parent, InlineTable) else tomlkit.table()
    parent[name] = table
    return parent[name]


def _set_bindings(doc: tomlkit.TOMLDocument, bindings: BindingTables) -> bool:
    changed = False
    for device, tables in bindings.items():
        for name, mapping in tables.items():
            changed |= _set_binding_table(doc, device, name, mapping)
    return changed


def _set_binding_table(doc: tomlkit.TOMLDocument, device: str, name: str,
                       mapping: Mapping[str, Sequence[str]] | None) -> bool:
    parent = doc.get(device)
    if mapping is None:  # back to the shipped defaults
        if isinstance(parent, MutableMapping) and name in parent:
            del parent[name]
            if not parent:
                del doc[device]
            return True
        return False
    if not isinstance(parent, MutableMapping):
        doc[device] = tomlkit.table(is_super_table=True)
    parent = doc[device]
    wanted = {k: list(v) for k, v in mapping.items()}
    current = parent.get(name)
    if isinstance(current, MutableMapping) and _plain(current) == wanted:
        return False
    table = _table(parent, name)  # kept as the file writes it, with its comments
    for key in [k for k in table if k not in wanted]:
        del table[key]
    for key, controls in wanted.items():
        if table.get(key) != controls:
            table[key] = controls
    return True


def _plain(value: Any) -> Any:
    """A tomlkit value as plain Python (its proxies have no ``unwrap``)."""
    unwrap = getattr(value, "unwrap", None)
    return unwrap() if unwrap else {k: _plain(v) for k, v in value.items()}


def _with_header(doc: tomlkit.TOMLDocument) -> tomlkit.TOMLDocument:
    """A new file starts with a comment saying what it is."""
    out = tomlkit.document()
    out.add(tomlkit.comment(HEADER))
    out.add(tomlkit.nl())
    for key, value in doc.body:
        if key is None:
            out.add(value)
        else:
            out.append(key, value)
    return out


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once (:mod:`game.core.atomic_write`: a temporary
    file flushed to disk, then renamed over it). Raises :class:`SaveRefused` on any
    failure, leaving the old file and no temporary file."""
    try:
        atomic_write.write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        raise SaveRefused(_("settings not saved: {path}: {error}").format(
            path=path, error=exc.strerror or exc)) from None
