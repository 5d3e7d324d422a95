"""Gamepad controls → action or command names, one ``[pad.<table>]`` table per screen kind.

The format mirrors the keyboard's: ``name = ["control", …]`` with control names from
:data:`game.input.pad_controls.CONTROLS`. ``[pad.menu]`` drives every menu, setup, pause and
game over screen (:data:`game.input.commands.MENU_COMMANDS`); ``[pad.retris]``,
``[pad.tetlight]`` (both Tet'light key sets) and ``[pad.verse]`` use their game's names.
Loading, overrides and conflicts are in :mod:`game.input.bindings`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.i18n import _
from game.input.commands import MENU_COMMANDS
from game.input.keyboard import PAUSE, TABLE_ACTIONS, BindingError
from game.input.pad_controls import CONTROLS
from game.input.pad_looks import XBOX_LOOK, PadLook

#: The pad tables the game ships and reads.
PAD_TABLES = ("menu", "retris", "tetlight", "verse")
#: Keyboard tables that share a pad table (the 1995 keys and versus's two keyboard sets are
#: a keyboard matter: a pad in a match uses its game's table).
PAD_TABLE_OF = {"tetlight_original": "tetlight", "versus_left": "retris",
                "versus_right": "retris"}
#: What each pad table may bind.
PAD_ACTIONS: dict[str, frozenset[str]] = {
    "menu": MENU_COMMANDS,
    **{t: TABLE_ACTIONS[t] for t in ("retris", "tetlight", "verse")},
}


def pad_table(table: str) -> str:
    """The pad table a keyboard table (or a pad table) uses."""
    return PAD_TABLE_OF.get(table, table)


@dataclass(frozen=True)
class PadBindings:
    """One pad table: control → name, and each name's controls in the order written;
    ``look`` names the controls as the pad pressed last prints them (hints, panels)."""

    bound: Mapping[str, str]
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    table: str = "menu"
    look: PadLook = XBOX_LOOK

    def command(self, control: str) -> str | None:
        """The name a press of ``control`` means here; None when unbound."""
        return self.bound.get(control)

    @property
    def pause(self) -> frozenset[str]:
        return frozenset(c for c, n in self.bound.items() if n == PAUSE)

    @staticmethod
    def from_mapping(mapping: Mapping[str, object], table: str = "menu",
                     source: str | None = None) -> PadBindings:
        """Build from ``{name: [controls]}``; raises :class:`BindingError` naming the
        table (``source``) and the culprit."""
        source = source or f"[pad.{table}]"
        allowed = PAD_ACTIONS.get(pad_table(table))
        if allowed is None:
            raise BindingError(_("{source}: unknown pad table {table} (expected one of "
                                 "{valid})").format(source=source, table=repr(table),
                                                    valid=", ".join(PAD_TABLES)))
        bound: dict[str, str] = {}
        names: dict[str, tuple[str, ...]] = {}
        for name, controls in mapping.items():
            if name not in allowed:
                raise BindingError(_("{source}: unknown name {name} (expected one of "
                                     "{valid})").format(source=source, name=repr(name),
                                                        valid=", ".join(sorted(allowed))))
            if not isinstance(controls, list) or not all(isinstance(c, str) for c in controls):
                raise BindingError(_("{source}: {name} must be a list of pad control names, "
                                     "got {controls}").format(source=source, name=name,
                                                              controls=repr(controls)))
            for raw in controls:
                control = normal_control(raw, source)
                if bound.get(control, name) != name:
                    raise BindingError(_("{source}: pad control {control} is bound to both "
                                         "{one} and {other}").format(
                                             source=source, control=repr(raw),
                                             one=bound[control], other=name))
                bound[control] = name
            names[name] = tuple(normal_control(c, source) for c in controls)
        return PadBindings(bound, names, pad_table(table))


def normal_control(name: str, source: str = "bindings") -> str:
    """``" LeftShoulder "`` → ``"leftshoulder"``; raises for a name no pad has."""
    control = name.strip().lower()
    if control not in CONTROLS:
        raise BindingError(_("{source}: unknown pad control {name} (expected one of "
                             "{valid})").format(source=source, name=repr(name),
                                                valid=", ".join(sorted(CONTROLS))))
    return control
