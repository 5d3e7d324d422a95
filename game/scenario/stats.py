"""An ``[expect.stats]`` table (docs/scenarios.md § Goals and statistics): any of a game's
statistics keys, each checked; only the keys given are compared."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.ruleset import ValidationError
from game.i18n import _

#: A key whose value is not a plain count: how to check it, and what it should be.
Shaped = dict[str, tuple[Callable[[Any], bool], str]]


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def expect_stats(value: Any, keys: tuple[str, ...], shaped: Shaped | None = None,
                 ) -> dict[str, Any]:
    """``value`` checked: a table of ``keys``, each a count unless ``shaped`` says else."""
    if not isinstance(value, dict):
        raise ValidationError("expect.stats", _("a table of {keys}").format(keys=", ".join(keys)),
                              value)
    shaped = shaped or {}
    for key, figure in value.items():
        if key not in keys:
            raise ValidationError(f"expect.stats.{key}",
                                  _("a key from {keys}").format(keys=", ".join(keys)), key)
        check, expected = shaped.get(key, (is_count, _("an integer of 0 or more")))
        if not check(figure):
            raise ValidationError(f"expect.stats.{key}", expected, figure)
    return value
