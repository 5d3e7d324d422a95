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

import contextlib
import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import Table

from game.config.defaults import defaults_path
from game.config.loader import MAX_BYTES, FileProblem, read_table
from game.config.schema import SECTIONS, Settings
from game.core.folders import make_folder

#: ``{device: {table: {name: [controls]}}}``: a table's full mapping, or None to remove it.
BindingTables = Mapping[str, Mapping[str, Mapping[str, Sequence[str]] | None]]
HEADER = ("ArcadeForge settings, written by the Settings screen (edit freely: comments and "
          "keys it does not know are kept). resources/settings.toml lists every key.")


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
    doc = _read_document(path)
    changed = _set_values(doc, file_values(settings), file_values(before))
    changed |= _set_bindings(doc, bindings or {})
    if not changed:
        return False
    if not path.exists():
        doc = _with_header(doc)
    write_atomic(path, tomlkit.dumps(doc))
    return True


def _refuse_shipped(path: Path) -> None:
    try:
        shipped = path.resolve() == defaults_path().resolve()
    except OSError:
        shipped = False
    if shipped:
        raise SaveRefused(f"{path}: this is the shipped defaults file, never written; "
                          "save to your own settings.toml (--config PATH)")


def _read_document(path: Path) -> tomlkit.TOMLDocument:
    """The file as an editable document (empty when there is none yet)."""
    try:
        read_table(path)  # the loader's checks first: size, kind of file, valid TOML
        text = path.read_bytes()[: MAX_BYTES + 1].decode("utf-8-sig")
        return tomlkit.parse(text)
    except FileNotFoundError:
        return tomlkit.document()
    except FileProblem as exc:
        raise SaveRefused(f"settings not saved: {exc.path}: {exc.detail}; "
                          "fix or remove the file, then save again") from None
    except (OSError, UnicodeDecodeError, TOMLKitError) as exc:
        raise SaveRefused(f"settings not saved: {path}: cannot read it ({exc})") from None


def _set_values(doc: tomlkit.TOMLDocument, now: dict[str, dict[str, Any]],
                then: dict[str, dict[str, Any]]) -> bool:
    """Set each changed value; a key already in the file keeps its place and comment."""
    changed = False
    for section, values in now.items():
        for key, value in values.items():
            if then[section][key] == value:
                continue
            table = doc.get(section)
            if not isinstance(table, Table):  # missing (or not a table: the loader said so)
                table = tomlkit.table()
                doc[section] = table
            if key in table and table[key] == value:
                continue
            table[key] = value
            changed = True
    return changed


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
        if isinstance(parent, Table) and name in parent:
            del parent[name]
            if not parent:
                del doc[device]
            return True
        return False
    if not isinstance(parent, Table):
        parent = tomlkit.table(is_super_table=True)
        doc[device] = parent
    wanted = {k: list(v) for k, v in mapping.items()}
    current = parent.get(name)
    if isinstance(current, Table) and current.unwrap() == wanted:
        return False
    if isinstance(current, Table):  # keep the table (and its comments): replace its values
        for key in [k for k in current if k not in wanted]:
            del current[key]
        for key, controls in wanted.items():
            if current.get(key) != controls:
                current[key] = controls
        return True
    table = tomlkit.table()
    for key, controls in wanted.items():
        table[key] = controls
    parent[name] = table
    return True


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
    """Replace ``path`` with ``text`` all at once: a temporary file next to it, flushed to
    disk, then renamed over it (the folder is created if missing). Raises
    :class:`SaveRefused` on any failure, leaving the old file and no temporary file."""
    try:
        make_folder(path.parent)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveRefused(f"settings not saved: {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _keep_mode(path, tmp)
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise SaveRefused(f"settings not saved: {path}: {exc.strerror or exc}") from None
    _sync_folder(path.parent)


def _keep_mode(path: Path, tmp: str) -> None:
    """The new file keeps the old one's permissions (mkstemp makes it 0600)."""
    try:
        mode = path.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = 0o644
    os.chmod(tmp, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the platform allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
