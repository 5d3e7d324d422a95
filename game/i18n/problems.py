"""A bad file's problem in the player's language: the pure layers (game/core, game/rules) may
not import the catalogs, so their :class:`~game.core.ruleset.ValidationError` reads
``key: expected …, got …`` in English; the screens that show one say its frame again here.
What was expected is translated where the layer above marked it (the scenario keys); the
core's own wording stays English."""

from __future__ import annotations

from game.core.ruleset import ValidationError
from game.core.safe_read import shown
from game.i18n import _


def said(problem: BaseException) -> str:
    """``str(problem)``, its frame translated when it is a :class:`ValidationError`."""
    if not isinstance(problem, ValidationError):
        return str(problem)
    key = f"{problem.key} ({problem.where})" if problem.where else problem.key
    if not problem.given:
        return _("{key}: expected {expected}").format(key=key, expected=problem.expected)
    return _("{key}: expected {expected}, got {value}").format(
        key=key, expected=problem.expected, value=shown(problem.got, 200))

