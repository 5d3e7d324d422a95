"""Bindings as data, for every device: the shipped defaults, a player's overrides, conflicts.

The defaults live in ``resources/bindings.toml``: ``[keyboard.<table>]`` (key names from
``arcade.key``, chords like ``"CTRL+ESCAPE"``; :mod:`game.input.keyboard`) and
``[pad.<table>]`` (pad control names; :mod:`game.input.pad_bindings`). Both read
``name = ["control", …]``.

API (what a Settings screen needs)::

    defaults("pad", "retris")                  -> {"left": ["dpleft", …], …}
    with_overrides(defaults, {"hold": ["y"]})  -> the defaults, "hold" replaced; "y" taken
                                                  off any other name that had it
    conflicts("pad", mapping)                  -> [Conflict("y", ("cw", "hold")), …]
    load("keyboard", "retris", overrides=…)    -> KeyBindings
    load("pad", "retris", overrides=…)         -> PadBindings

Overrides are ``{name: [controls]}`` per device and table; an empty list unbinds the name.
A player's settings file could keep them as ``[bindings.pad.retris] hold = ["y"]`` (the
``overrides`` argument takes that inner table). Every error is a :class:`BindingError` whose
message names the file or table and the culprit.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from game.i18n import _
from game.input.keyboard import BINDINGS_PATH, TABLES, BindingError, KeyBindings, normal_name
from game.input.pad_bindings import PAD_TABLES, PadBindings, normal_control, pad_table

BindingDevice = Literal["keyboard", "pad"]
DEVICES: tuple[BindingDevice, ...] = ("keyboard", "pad")
Mapping_ = dict[str, list[str]]


@dataclass(frozen=True, slots=True)
class Conflict:
    """One control bound to several names of a table."""

    control: str
    names: tuple[str, ...]


def tables(device: BindingDevice) -> tuple[str, ...]:
    """The tables a device has: a keyboard table per game and key set, a pad table per game
    plus ``menu``."""
    return TABLES if device == "keyboard" else PAD_TABLES


def table_name(device: BindingDevice, table: str) -> str:
    """The table ``device`` reads for ``table`` (the 1995 Tet'light keys share the pad's)."""
    return table if device == "keyboard" else pad_table(table)


def read_file(path: Path = BINDINGS_PATH, what: str = "bindings") -> dict[str, object]:
    """The whole bindings file; raises :class:`BindingError` when unreadable."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise BindingError(_("{path}: cannot read the {what}: {error}").format(
            path=path, what=what, error=exc)) from exc


def defaults(device: BindingDevice, table: str, path: Path = BINDINGS_PATH,
             data: Mapping[str, object] | None = None) -> Mapping_:
    """``{name: [controls]}`` of ``[device.table]`` in the bindings file (``data``: the file
    already read)."""
    name = table_name(device, table)
    data = read_file(path, _("[{table}] bindings").format(table=f"{device}.{name}")) \
        if data is None else data
    section = data.get(device)
    found = section.get(name) if isinstance(section, dict) else None
    if not isinstance(found, dict):
        raise BindingError(_("{path}: expected a [{table}] table of name = [controls]").format(
            path=path, table=f"{device}.{name}"))
    return {k: list(v) if isinstance(v, list) else v for k, v in found.items()}


def _normal(device: BindingDevice, control: str) -> str:
    try:
        return normal_name(control) if device == "keyboard" else normal_control(control)
    except BindingError:
        return control


def with_overrides(base: Mapping[str, Sequence[str]],
                   overrides: Mapping[str, Sequence[str]] | None,
                   device: BindingDevice = "keyboard") -> Mapping_:
    """``base`` with each overridden name's controls replaced. A control an override takes is
    removed from the names it had in ``base``, so a rebind never leaves a clash behind."""
    merged = {name: list(controls) for name, controls in base.items()}
    if not overrides:
        return merged
    taken = {_normal(device, c) for controls in overrides.values() for c in controls}
    for name, controls in merged.items():
        if name not in overrides:
            merged[name] = [c for c in controls if _normal(device, c) not in taken]
    for name, controls in overrides.items():
        merged[name] = list(controls)
    return merged


def conflicts(device: BindingDevice, mapping: Mapping[str, Sequence[str]]) -> list[Conflict]:
    """Controls bound to more than one name (in the order first written)."""
    users: dict[str, list[str]] = {}
    for name, controls in mapping.items():
        for control in controls:
            names = users.setdefault(_normal(device, control), [])
            if name not in names:
                names.append(name)
    return [Conflict(c, tuple(n)) for c, n in users.items() if len(n) > 1]


def load(device: BindingDevice, table: str, path: Path = BINDINGS_PATH,
         overrides: Mapping[str, Sequence[str]] | None = None,
         data: Mapping[str, object] | None = None) -> KeyBindings | PadBindings:
    """One table of one device, the player's overrides applied; raises
    :class:`BindingError` for a table that cannot be used."""
    mapping = with_overrides(defaults(device, table, path, data), overrides, device)
    name = table_name(device, table)
    source = f"{path} [{device}.{name}]"
    if overrides:
        source = _("{source} with the player's changes").format(source=source)
    if device == "keyboard":
        return KeyBindings.from_mapping(mapping, table, source)
    return PadBindings.from_mapping(mapping, name, source)
