"""What a scenario's actions turn into: one tick of input, a wait, or a settle."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.i18n import _

#: The most rules ticks one scenario may ask for (waits plus one a input step): one hour of
#: play at 120 Hz, about 3 s of running. Settles are bounded on their own (runner.py).
MAX_TICKS = 3600 * 120


@dataclass(frozen=True, slots=True)
class Tick:
    """One rules tick with input: ``changes(tick)`` gives the changes stamped with that tick."""

    changes: Callable[[int], Sequence[Any]]


@dataclass(frozen=True, slots=True)
class Wait:
    """``wait:N``: N ticks with no input."""

    ticks: int


@dataclass(frozen=True, slots=True)
class Settle:
    """``settle``: ticks with no input until nothing is in motion."""


Step = Tick | Wait | Settle


def parse_common(action: str, key: str) -> Step | None:
    """``wait:N`` and ``settle``, shared by every game; None for anything else."""
    if action == "settle":
        return Settle()
    if action.startswith("wait:"):
        count = action.removeprefix("wait:")
        # isascii(): str.isdigit() also accepts '²' and other digits int() refuses or misreads.
        if not (count.isascii() and count.isdigit()) or int(count) > 1_000_000:
            raise ValidationError(key, _("wait:N with N a whole number from 0 to 1000000"),
                                  action)
        return Wait(int(count))
    return None


def parse_actions(raw: object, key: str, parse_game: Callable[[str, str], Step]) -> list[Step]:
    """A list of action strings; ``parse_game(action, key)`` handles the game's own actions."""
    if not isinstance(raw, list):
        raise ValidationError(key, _("a list of action strings"), raw)
    steps = []
    ticks = 0
    for index, action in enumerate(raw):
        item_key = f"{key}[{index}]"
        if not isinstance(action, str):
            raise ValidationError(item_key, _("an action string"), action)
        step = parse_common(action, item_key) or parse_game(action, item_key)
        ticks += step.ticks if isinstance(step, Wait) else isinstance(step, Tick)
        if ticks > MAX_TICKS:
            raise ValidationError(item_key, _("at most {most} ticks of play in all (one hour "
                                              "at 120 Hz); the actions so far ask for {ticks}"
                                              ).format(most=MAX_TICKS, ticks=ticks), action)
        steps.append(step)
    return steps
