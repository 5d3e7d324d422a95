"""The Controls page's model: each game's key and pad bindings as the player is editing them,
rebinding one action, conflicts, reset to the shipped defaults, and what to save.

A rebind replaces the action's controls with the one pressed. A control already on another
action of the same table is a conflict: both rows show it, and the screen is not left (so
never saved) until it is resolved, since the game cannot play a table with one key on two
actions. Tables equal to the shipped defaults are saved as "no table" (removed from the
player's file); changed ones are saved whole.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from arcade import key as arcade_key

from game.i18n import _
from game.input import bindings
from game.input.bindings import BindingDevice, Conflict
from game.input.keyboard import MODIFIERS
from game.input.pad_looks import XBOX_LOOK, PadLook
from game.ui.controls import key_label

#: The games whose bindings the page edits: (their words on the GAME row, key table).
GAMES: tuple[tuple[Callable[[], str], str], ...] = (
    (lambda: "RETRIS", "retris"), (lambda: "TET'LIGHT", "tetlight"),  # i18n: a name
    (lambda: "TET'LIGHT 1995", "tetlight_original"), (lambda: "VERSE", "verse"),  # i18n: a name
    (lambda: _("VERSUS LEFT HAND"), "versus_left"),
    (lambda: _("VERSUS RIGHT HAND"), "versus_right"))


def game_words(table: str) -> str:
    """A key table's game as the GAME row names it."""
    return next((words() for words, name in GAMES if name == table), table.upper())


def device_words(device: BindingDevice) -> str:
    return _("KEYBOARD") if device == "keyboard" else _("GAMEPAD")


def _action_words() -> dict[str, str]:
    """How an action reads on its row (names not listed read as themselves, "_" as
    spaces)."""
    return {
        "left": _("move left"), "right": _("move right"), "down": _("down / soft drop"),
        "cw": _("rotate right"), "ccw": _("rotate left"), "hold": _("hold"),
        "hard_drop": _("drop"), "pause": _("pause"), "down_left": _("down-left"),
        "down_right": _("down-right"), "explode": _("global explosion"), "radar": _("radar"),
        "level_up": _("level up"), "resume": _("continue"), "abort": _("abort"),
        "cursor_left": _("cursor left"), "cursor_right": _("cursor right"),
        "cursor_up": _("cursor up"), "cursor_down": _("cursor down"), "slot_1": _("piece 1"),
        "slot_2": _("piece 2"), "slot_3": _("piece 3"), "next_slot": _("next piece"),
        "prev_slot": _("previous piece"), "place": _("place"), "cancel": _("put back"),
        "rotate": _("rotate"),
    }


TableKey = tuple[BindingDevice, str]  # (device, table as that device names it)
Mapping_ = dict[str, list[str]]


def action_words(name: str) -> str:
    return _action_words().get(name, name.replace("_", " "))


def control_label(device: BindingDevice, control: str, look: PadLook = XBOX_LOOK) -> str:
    """A key or pad control as the player reads it (``LCTRL`` → ``CTRL``; ``a`` → ``A``,
    or ``CROSS`` with a PlayStation ``look``)."""
    return key_label(control.upper()) if device == "keyboard" else look.glyph(control)


def _key_names() -> dict[int, str]:
    """Key symbol → the name bindings write: the shipped file's spelling where it has one
    (``RETURN``, not ``ENTER``), else the first ``arcade.key`` name."""
    shipped = {c for device in ("keyboard",) for t in bindings.tables(device)
               for cs in bindings.defaults(device, t).values() for c in cs}
    names: dict[int, str] = {}
    for name in dir(arcade_key):
        value = getattr(arcade_key, name)
        if not name.isupper() or name.startswith("MOD_") or not isinstance(value, int):
            continue
        if value not in names or (name in shipped and names[value] not in shipped):
            names[value] = name
    return names


_NAMES: dict[int, str] | None = None


def key_name(symbol: int) -> str | None:
    """The binding name of a key symbol (None for a key arcade has no name for)."""
    global _NAMES
    if _NAMES is None:
        _NAMES = _key_names()
    name = _NAMES.get(symbol)
    return None if name is None or name in MODIFIERS else name


def chord_name(symbol: int, modifiers: int) -> str | None:
    """The binding name of a key pressed with ``modifiers``: ``"CTRL+ESCAPE"`` with Ctrl held
    (Ctrl, Shift, Alt, in that order, as the bindings file writes them), a bare name without;
    None for a modifier alone (the capture waits for the key it is held with)."""
    name = key_name(symbol)
    if name is None:
        return None
    held = [word for word, bit in MODIFIERS.items() if modifiers & bit]
    return "+".join([*held, name])


@dataclass
class BindingsModel:
    """Every table the page shows: the shipped defaults and the player's current mapping."""

    overrides: Mapping[str, Mapping[str, Mapping[str, list[str]]]]
    tables: dict[TableKey, Mapping_] = field(default_factory=dict)
    defaults: dict[TableKey, Mapping_] = field(default_factory=dict)
    changed: set[TableKey] = field(default_factory=set)

    def key(self, device: BindingDevice, table: str) -> TableKey:
        return device, bindings.table_name(device, table)

    def mapping(self, device: BindingDevice, table: str) -> Mapping_:
        """The table as the player has it now (loaded on first use)."""
        k = self.key(device, table)
        if k not in self.tables:
            base = bindings.defaults(device, k[1])
            self.defaults[k] = {n: list(c) for n, c in base.items()}
            mine = self.overrides.get(device, {}).get(k[1])
            self.tables[k] = bindings.with_overrides(base, mine, device)
        return self.tables[k]

    def rebind(self, device: BindingDevice, table: str, name: str, control: str) -> None:
        """``name`` is now reached by ``control`` alone."""
        mapping = self.mapping(device, table)
        mapping[name] = [control]
        self.changed.add(self.key(device, table))

    def reset(self, device: BindingDevice, table: str) -> None:
        """The shipped defaults again for this table."""
        k = self.key(device, table)
        self.mapping(device, table)
        self.tables[k] = {n: list(c) for n, c in self.defaults[k].items()}
        self.changed.add(k)

    def conflicts(self, device: BindingDevice, table: str) -> list[Conflict]:
        return bindings.conflicts(device, self.mapping(device, table))

    def all_conflicts(self) -> list[tuple[TableKey, Conflict]]:
        """Every conflict of every table looked at, in the order they were opened."""
        return [(k, c) for k in self.tables for c in bindings.conflicts(k[0], self.tables[k])]

    def to_save(self) -> dict[str, dict[str, Mapping_ | None]]:
        """``{device: {table: mapping or None}}`` for the tables changed: None when a table is
        the shipped one again (the player's file then drops it)."""
        out: dict[str, dict[str, Mapping_ | None]] = {}
        for device, table in sorted(self.changed):
            mapping = self.tables[(device, table)]
            same = mapping == self.defaults[(device, table)]
            out.setdefault(device, {})[table] = None if same else dict(mapping)
        return out

    def overrides_after_save(self) -> dict[str, dict[str, dict[str, list[str]]]]:
        """The app's ``binding_overrides`` once the changed tables are in use."""
        out = {d: {t: dict(m) for t, m in tables.items()} for d, tables in self.overrides.items()}
        for (device, table), mapping in ((k, self.tables[k]) for k in self.changed):
            if mapping == self.defaults[(device, table)]:
                out.get(device, {}).pop(table, None)
            else:
                out.setdefault(device, {})[table] = {n: list(c) for n, c in mapping.items()}
        return out
