"""Keyboard → game actions, from the bindings in ``resources/bindings.toml``.

A key press sends ``push(action, True)`` and its release ``push(action, False)``; the rules
count DAS, ARR and soft drop from those edges. When two keys share an action the action stays
held until both are up. ``pause`` is a scene command, not a rules action.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from arcade import key as arcade_key

from game.core import paths
from game.core.actions import Action

BINDINGS_PATH = paths.resources() / "bindings.toml"
PAUSE = "pause"

Push = Callable[[Action, bool], None]


class BindingError(ValueError):
    """A bindings file that cannot be used; the message names the action or key."""


@dataclass(frozen=True)
class KeyBindings:
    """Key symbol → action, the keys that pause, and the key names as written (for help)."""

    actions: Mapping[int, Action]
    pause: frozenset[int]
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @staticmethod
    def from_mapping(table: Mapping[str, object], source: str = "bindings") -> KeyBindings:
        """Build from ``{action: [key names]}``; raises :class:`BindingError` naming the culprit."""
        actions: dict[int, Action] = {}
        pause: set[int] = set()
        names: dict[str, tuple[str, ...]] = {}
        valid = ", ".join([a.value for a in Action] + [PAUSE])
        for name, keys in table.items():
            if name != PAUSE and name not in {a.value for a in Action}:
                raise BindingError(f"{source}: unknown action {name!r} (expected one of {valid})")
            if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
                raise BindingError(f"{source}: {name} must be a list of key names, got {keys!r}")
            for key_name in keys:
                symbol = key_symbol(key_name, source)
                if name == PAUSE:
                    pause.add(symbol)
                else:
                    actions[symbol] = Action(name)
            names[name] = tuple(k.strip().upper() for k in keys)
        return KeyBindings(actions, frozenset(pause), names)

    @staticmethod
    def load(path: Path = BINDINGS_PATH) -> KeyBindings:
        """Read the ``[keyboard]`` table of a bindings TOML file."""
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise BindingError(f"{path}: cannot read key bindings: {exc}") from exc
        table = data.get("keyboard")
        if not isinstance(table, dict):
            raise BindingError(f"{path}: expected a [keyboard] table of action = [keys]")
        return KeyBindings.from_mapping(table, str(path))


def key_symbol(name: str, source: str = "bindings") -> int:
    """The ``arcade.key`` code for a key name such as ``"LEFT"`` or ``"x"``."""
    symbol = getattr(arcade_key, name.strip().upper(), None)
    if not isinstance(symbol, int):
        raise BindingError(f"{source}: unknown key name {name!r} (use a name from arcade.key)")
    return symbol


class KeyboardInput:
    """Turns key events into input changes on a rules loop."""

    def __init__(self, bindings: KeyBindings, push: Push) -> None:
        self.bindings = bindings
        self.push = push
        self._down: dict[Action, set[int]] = {}

    def is_pause(self, symbol: int) -> bool:
        return symbol in self.bindings.pause

    def press(self, symbol: int) -> bool:
        """Handle a key press; True when the key is bound to an action."""
        action = self.bindings.actions.get(symbol)
        if action is None:
            return False
        keys = self._down.setdefault(action, set())
        if not keys:
            self.push(action, True)
        keys.add(symbol)
        return True

    def release(self, symbol: int) -> bool:
        """Handle a key release; True when the key is bound to an action."""
        action = self.bindings.actions.get(symbol)
        if action is None:
            return False
        keys = self._down.get(action, set())
        if symbol in keys:
            keys.discard(symbol)
            if not keys:
                self.push(action, False)
        return True

    def release_all(self) -> None:
        """Let go of everything held (the releases would otherwise go to another screen)."""
        for action, keys in self._down.items():
            if keys:
                keys.clear()
                self.push(action, False)
