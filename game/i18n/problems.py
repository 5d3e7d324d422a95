"""A bad file's problem in the player's language: the pure layers (game/core, game/rules) may
not import the catalogs, so their :class:`~game.core.ruleset.ValidationError` reads
``key: expected …, got …`` in English; the screens that show one say it again here. The frame
is translated, and what was expected where it is one of the core's usual phrases (a range, a
choice, true or false…); the scenario keys' own expectations are translated where they are
raised (game/scenario)."""

from __future__ import annotations

import re

from game.core.ruleset import ValidationError
from game.core.safe_read import shown
from game.i18n import N_, _

# The core's and the rules' fixed wordings of what a key takes.
PHRASES = (N_("true or false"), N_("a table"), N_("no such key (unknown or misspelt)"),
           N_("at least one tick"))
# …and their wordings with figures in them: (the English as the core writes it, the msgid).
SHAPES = (
    (re.compile(r"an integer from (?P<lo>-?\d+) to (?P<hi>-?\d+)"),
     N_("an integer from {lo} to {hi}")),
    (re.compile(r"a number from (?P<lo>\S+) to (?P<hi>\S+)"), N_("a number from {lo} to {hi}")),
    (re.compile(r"one of (?P<choices>.+)"), N_("one of {choices}")),
)


def said(problem: BaseException) -> str:
    """``str(problem)``, in the player's language where it is a :class:`ValidationError`."""
    if not isinstance(problem, ValidationError):
        return str(problem)
    key = f"{problem.key} ({problem.where})" if problem.where else problem.key
    expected = expectation(problem.expected)
    if not problem.given:
        return _("{key}: expected {expected}").format(key=key, expected=expected)
    return _("{key}: expected {expected}, got {value}").format(
        key=key, expected=expected, value=shown(problem.got, 200))


def expectation(english: str) -> str:
    """What a key takes, in the player's language where the core worded it one of its usual
    ways; anything else as it was given (translated already, or the core's own English)."""
    if english in PHRASES:
        return _(english)
    for shape, msgid in SHAPES:
        found = shape.fullmatch(english)
        if found:
            return _(msgid).format(**found.groupdict())
    return english
