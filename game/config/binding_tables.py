"""Key and pad bindings in the player's settings file: ``[keyboard.<table>]`` and
``[pad.<table>]`` tables in the format of ``resources/bindings.toml`` (``name = ["KEY", …]``).

Only the shape is checked here (no arcade: the settings are read before a window exists);
whether each key, control and name exists is checked when the app builds the tables, which
reports a bad table and uses the shipped one instead (``game.app``).
"""

from __future__ import annotations

from typing import Any

from game.config.loader import Problem
from game.config.schema import toml_literal
from game.i18n import _

#: The settings file's sections that hold bindings, one per device.
BINDING_SECTIONS = ("keyboard", "pad")

#: ``{device: {table: {name: [controls]}}}``
Overrides = dict[str, dict[str, dict[str, list[str]]]]


def binding_tables(data: dict[str, Any]) -> tuple[Overrides, list[Problem]]:
    """The well-formed binding tables of a parsed settings file, and what was wrong with the
    others (each skipped whole: half a table could leave an action without a key)."""
    found: Overrides = {}
    problems: list[Problem] = []
    for device in BINDING_SECTIONS:
        section = data.get(device)
        if section is None:
            continue
        if not isinstance(section, dict):
            problems.append(Problem(device, _(
                "expected [{device}.<game>] tables of name = [controls]; ignored").format(
                    device=device)))
            continue
        for table, mapping in section.items():
            checked = _table(mapping)
            if checked is None:
                problems.append(Problem(f"{device}.{table}", _(
                    'expected name = ["control", …] lines, got {value}; using the shipped '
                    "bindings").format(value=_first_bad(mapping))))
                continue
            found.setdefault(device, {})[table] = checked
    return found, problems


def _table(mapping: Any) -> dict[str, list[str]] | None:
    if not isinstance(mapping, dict):
        return None
    out = {}
    for name, controls in mapping.items():
        if not isinstance(controls, list) or not all(isinstance(c, str) for c in controls):
            return None
        out[name] = list(controls)
    return out


def _first_bad(mapping: Any) -> str:
    if not isinstance(mapping, dict):
        return toml_literal(mapping)[:60]
    for name, controls in mapping.items():
        if not isinstance(controls, list) or not all(isinstance(c, str) for c in controls):
            return f"{name} = {toml_literal(controls)[:60]}"
    return _("something else")
