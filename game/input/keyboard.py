"""Keyboard → game actions, from the bindings in ``resources/bindings.toml``.

Each game reads its own table, ``[keyboard.<table>]`` (:data:`TABLES`). A key is an
``arcade.key`` name (``"LEFT"``, ``"x"``) or a chord of modifiers and a key
(``"CTRL+ESCAPE"``). A bare key acts whatever modifiers are held; a chord acts only with its
modifiers and then wins over the bare key, so Ctrl+Esc can abort while Esc pauses.

A key press sends ``push(action, True)`` and its release ``push(action, False)``; the rules
count DAS, ARR and soft drop from those edges. When two keys share an action the action stays
held until both are up.

Some names are scene commands, not rules actions (:data:`TABLE_COMMANDS`): the play scene
asks :meth:`KeyBindings.command` what a press means and acts itself. ``pause`` is one in
every table (the scene decides what pausing means); every Verse name is one, because a
placement needs the slot and the cell the scene's cursor holds (``Action.PLACE`` args).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from arcade import key as arcade_key

from game.core import paths
from game.core.actions import Action
from game.i18n import _

BINDINGS_PATH = paths.resources() / "bindings.toml"
PAUSE = "pause"
#: The tables the game ships and reads: Retris, Tet'light's modern and 1995 key sets, Verse,
#: and versus's two keyboard sets (two players on one keyboard: left hand, right hand).
TABLES = ("retris", "tetlight", "tetlight_original", "verse", "versus_left", "versus_right")
VERSUS_KEY_TABLES = {"left": "versus_left", "right": "versus_right"}
MODIFIERS = {"CTRL": arcade_key.MOD_CTRL, "SHIFT": arcade_key.MOD_SHIFT,
             "ALT": arcade_key.MOD_ALT}

_RETRIS = frozenset({"left", "right", "down", "cw", "ccw", "hold", "hard_drop", PAUSE})
_TETLIGHT = frozenset({"left", "right", "down_left", "down_right", "down", "cw", "ccw",
                       "hard_drop", "explode", "radar", "level_up", PAUSE, "resume", "abort"})
# Verse's scene commands (rules/verse.md §3): move a cursor on the board, pick a tray slot,
# place or put back the picked piece, turn it (when rotation is on).
VERSE_COMMANDS = frozenset({"cursor_left", "cursor_right", "cursor_up", "cursor_down",
                            "slot_1", "slot_2", "slot_3", "next_slot", "prev_slot", "place",
                            "cancel", "rotate", PAUSE})
# A versus keyboard set plays Retris and Tet'light (rules/versus.md §1): the moves of both.
_VERSUS = _RETRIS | frozenset({"down_left", "down_right", "explode"})
#: What each shipped table may bind: a key on an action its game ignores is a mistake worth
#: an error. Tables not listed may bind any action.
TABLE_ACTIONS: dict[str, frozenset[str]] = {
    "retris": _RETRIS, "tetlight": _TETLIGHT, "tetlight_original": _TETLIGHT,
    "verse": VERSE_COMMANDS, "versus_left": _VERSUS, "versus_right": _VERSUS,
}
#: The names of each table that are scene commands (never pushed to the rules); tables not
#: listed have only :data:`PAUSE`.
TABLE_COMMANDS: dict[str, frozenset[str]] = {"verse": VERSE_COMMANDS}

Push = Callable[[Action, bool], None]
Chord = tuple[int, int]  # (modifier mask, key symbol); mask 0 is the bare key


class BindingError(ValueError):
    """A bindings file that cannot be used; the message names the table and action or key."""


@dataclass(frozen=True)
class KeyBindings:
    """One table: key (or chord) → action or command name, and the key names as written."""

    bound: Mapping[Chord, str]
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    table: str = "retris"

    @cached_property
    def commands(self) -> frozenset[str]:
        """The names of this table that are scene commands, not rules actions."""
        return TABLE_COMMANDS.get(self.table, frozenset({PAUSE}))

    @cached_property
    def actions(self) -> Mapping[int, Action]:
        """Bare key symbol → rules action (scene commands left out)."""
        return {sym: Action(n) for (mods, sym), n in self.bound.items()
                if mods == 0 and n not in self.commands}

    @cached_property
    def pause(self) -> frozenset[int]:
        """The bare keys that pause."""
        return frozenset(sym for (mods, sym), n in self.bound.items() if mods == 0 and n == PAUSE)

    @cached_property
    def _by_key(self) -> dict[int, list[tuple[int, str]]]:
        """Symbol → its (modifiers, name) bindings, the most modifiers first."""
        out: dict[int, list[tuple[int, str]]] = {}
        for (mods, sym), name in self.bound.items():
            out.setdefault(sym, []).append((mods, name))
        for entries in out.values():
            entries.sort(key=lambda e: -bin(e[0]).count("1"))
        return out

    def command(self, symbol: int, modifiers: int = 0) -> str | None:
        """The action or command name a press of ``symbol`` means with these modifiers
        held: the chord needing the most of them, else the bare key; None when unbound."""
        for mods, name in self._by_key.get(symbol, ()):
            if modifiers & mods == mods:
                return name
        return None

    @staticmethod
    def from_mapping(mapping: Mapping[str, object], table: str = "retris",
                     source: str | None = None) -> KeyBindings:
        """Build from ``{action: [key names]}``; raises :class:`BindingError` naming the
        table (``source``) and the culprit."""
        source = source or f"[keyboard.{table}]"
        allowed = TABLE_ACTIONS.get(table, frozenset(a.value for a in Action) | {PAUSE})
        unknown = (_("{source}: unknown command {name} (expected one of {valid})")
                   if allowed <= TABLE_COMMANDS.get(table, frozenset()) else
                   _("{source}: unknown action {name} (expected one of {valid})"))
        bound: dict[Chord, str] = {}
        names: dict[str, tuple[str, ...]] = {}
        for name, keys in mapping.items():
            if name not in allowed:
                valid = ", ".join(sorted(allowed))
                raise BindingError(unknown.format(source=source, name=repr(name), valid=valid))
            if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
                raise BindingError(_("{source}: {name} must be a list of key names, got {keys}")
                                   .format(source=source, name=name, keys=repr(keys)))
            for key_name in keys:
                chord = key_chord(key_name, source)
                if bound.get(chord, name) != name:
                    raise BindingError(_("{source}: key {key} is bound to both {one} and "
                                         "{other}").format(source=source, key=repr(key_name),
                                                           one=bound[chord], other=name))
                bound[chord] = name
            names[name] = tuple(normal_name(k) for k in keys)
        return KeyBindings(bound, names, table)

    @staticmethod
    def load(table: str, path: Path = BINDINGS_PATH) -> KeyBindings:
        """Read the ``[keyboard.<table>]`` table of a bindings TOML file."""
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise BindingError(_("{path}: cannot read the [{table}] key bindings: {error}")
                               .format(path=path, table=f"keyboard.{table}",
                                       error=exc)) from exc
        keyboard = data.get("keyboard")
        found = keyboard.get(table) if isinstance(keyboard, dict) else None
        if not isinstance(found, dict):
            raise BindingError(_("{path}: expected a [{table}] table of action = [keys]")
                               .format(path=path, table=f"keyboard.{table}"))
        return KeyBindings.from_mapping(found, table, f"{path} [keyboard.{table}]")


def normal_name(name: str) -> str:
    """``" ctrl + escape"`` → ``"CTRL+ESCAPE"``: how names are kept (and shown in help)."""
    return "+".join(part.strip().upper() for part in name.split("+"))


def key_symbol(name: str, source: str = "bindings") -> int:
    """The ``arcade.key`` code for a key name such as ``"LEFT"`` or ``"x"``."""
    symbol = getattr(arcade_key, name.strip().upper(), None)
    if not isinstance(symbol, int) or name.strip().upper().startswith("MOD_"):
        raise BindingError(_("{source}: unknown key name {name} (use a name from arcade.key)")
                           .format(source=source, name=repr(name)))
    return symbol


def key_chord(name: str, source: str = "bindings") -> Chord:
    """``"CTRL+ESCAPE"`` → ``(MOD_CTRL, ESCAPE)``; a bare name has no modifiers."""
    *mods, last = name.split("+")
    mask = 0
    for mod in mods:
        bit = MODIFIERS.get(mod.strip().upper())
        if bit is None:
            raise BindingError(_("{source}: unknown modifier {modifier} in {name} (use "
                                 "{valid})").format(source=source, modifier=repr(mod.strip()),
                                                    name=repr(name), valid=", ".join(MODIFIERS)))
        mask |= bit
    return mask, key_symbol(last, source)


class KeyboardInput:
    """Turns presses and releases of named actions into input changes on a rules loop.

    Each press comes from a source: a key symbol (:meth:`press`), or any other hashable such
    as ``("pad", "dpleft")`` (:meth:`hold`), so keys and pad controls on one action share it:
    the action is pushed down with the first source and up when the last lets go."""

    def __init__(self, bindings: KeyBindings, push: Push) -> None:
        self.bindings = bindings
        self.push = push
        self._down: dict[Action, set[Hashable]] = {}
        self._held: dict[Hashable, Action] = {}  # source → the action its press sent

    def is_pause(self, symbol: int, modifiers: int = 0) -> bool:
        return self.bindings.command(symbol, modifiers) == PAUSE

    def press(self, symbol: int, modifiers: int = 0) -> bool:
        """Handle a key press; True when the key (with these modifiers) is bound to a rules
        action (a scene command is left to the scene: False)."""
        name = self.bindings.command(symbol, modifiers)
        return name is not None and self.hold(name, symbol)

    def hold(self, name: str, source: Hashable) -> bool:
        """``source`` presses the action ``name``; False when the name is a scene command
        (or no action at all)."""
        if name in self.bindings.commands:
            return False
        try:
            action = Action(name)
        except ValueError:
            return False
        if source in self._held:  # a second press without a release: nothing new
            return True
        self._held[source] = action
        sources = self._down.setdefault(action, set())
        if not sources:
            self.push(action, True)
        sources.add(source)
        return True

    def let_go(self, source: Hashable) -> bool:
        """``source`` lets go of the action it pressed; False when it held none."""
        action = self._held.pop(source, None)
        if action is None:
            return False
        sources = self._down.get(action, set())
        sources.discard(source)
        if not sources:
            self.push(action, False)
        return True

    def release(self, symbol: int, modifiers: int = 0) -> bool:
        """Handle a key release; True when the key is bound to an action.

        The release lets go of what the press sent, whatever modifiers are held now (Ctrl may
        come up before Esc)."""
        if self.let_go(symbol):
            return True
        name = self.bindings.command(symbol, modifiers)
        return name is not None and name not in self.bindings.commands

    def release_all(self) -> None:
        """Let go of everything held (the releases would otherwise go to another screen)."""
        self._held.clear()
        for action, sources in self._down.items():
            if sources:
                sources.clear()
                self.push(action, False)
