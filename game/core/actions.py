"""Player actions and the input changes that carry them to the rules.

The window thread only ever sends *changes* (pressed / released); the rules keep the held
state themselves, so DAS, ARR and soft drop are counted in ticks and replay exactly.
A scenario's one-tick action (``"left"``) is a press and a release in the same tick.
Commands that need numbers (Verse's ``place``) carry them in ``args``; they are sent as a press
alone, since nothing is held.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.core.safe_read import shown


class Action(StrEnum):
    """Every action a game can receive; each game ignores the ones it has no use for."""

    LEFT = "left"
    RIGHT = "right"
    DOWN = "down"  # Retris: soft drop while held; a tap moves one row and never locks
    CW = "cw"
    CCW = "ccw"
    HOLD = "hold"
    HARD_DROP = "hard_drop"  # Retris hard drop; Tet'light "drop" (scenario name ``drop``)
    # Tet'light (rules/tetlight.md §4): the other moves and commands, each a rules action so
    # that replays reproduce them (pause included: the level clock runs on while paused).
    DOWN_LEFT = "down_left"
    DOWN_RIGHT = "down_right"
    EXPLODE = "explode"
    RADAR = "radar"
    LEVEL_UP = "level_up"
    PAUSE = "pause"
    RESUME = "resume"
    ABORT = "abort"
    # Verse (rules/verse.md §3): commands with arguments (InputChange.args).
    PLACE = "place"  # args (slot, row, col): the piece's box top-left on the board
    ROTATE = "rotate"  # args (slot,): a quarter turn clockwise, when rotation is on


#: Action by its file name; a dict lookup (replays read hundreds of thousands of rows).
_BY_NAME = {a.value: a for a in Action}

#: An input change waiting for its tick: (action, pressed, args), or in a versus match
#: (action, pressed, args, player) with the player's slot (0-based).
Pending = tuple[Action, bool, tuple[int, ...]] | tuple[Action, bool, tuple[int, ...], int]


@dataclass(frozen=True, slots=True)
class InputChange:
    """One edge of one action, stamped with the rules tick it applies to. ``player`` is the
    versus slot it moves (0-based; always 0 in a solo game, and not written in its replay)."""

    tick: int
    action: Action
    pressed: bool
    args: tuple[int, ...] = ()
    player: int = 0

    def to_json(self) -> list[object]:
        row: list[object] = [self.tick, self.action.value, int(self.pressed)]
        return [*row, list(self.args)] if self.args else row

    @staticmethod
    def from_json(raw: object) -> InputChange:
        """Parse ``[tick, action, 0|1]`` or ``[tick, action, 0|1, [ints]]``; raises ValueError
        saying what was expected."""
        if not (isinstance(raw, list) and len(raw) in (3, 4)):
            raise ValueError(f"expected [tick, action, 0|1] or [tick, action, 0|1, [ints]], "
                             f"got {shown(raw)}")
        tick, action, pressed = raw[:3]
        args = _args(raw[3]) if len(raw) == 4 else ()
        if not isinstance(tick, int) or isinstance(tick, bool) or tick < 0:
            raise ValueError(f"tick must be an int >= 0, got {shown(tick)}")
        act = _BY_NAME.get(action) if isinstance(action, str) else None
        if act is None:
            names = ", ".join(a.value for a in Action)
            raise ValueError(f"action must be one of {names}, got {shown(action)}")
        if pressed not in (0, 1) or isinstance(pressed, float):
            raise ValueError(f"pressed must be 0 or 1, got {shown(pressed)}")
        return InputChange(tick, act, bool(pressed), args)


def _args(raw: object) -> tuple[int, ...]:
    if not (isinstance(raw, list) and raw and len(raw) <= 8
            and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)):
        raise ValueError(f"args must be a list of 1 to 8 integers, got {shown(raw)}")
    return tuple(raw)
