"""Players' names on the record tables: what a name may be, and how a stored one is shown.

A name is 1–12 characters with no control or other invisible characters (Unicode category
C: a newline, an escape, a bidi override would break a table's line or mislead); spaces at the
ends are dropped. Entry refuses anything else; a name read back from a book another program
wrote is shown through :func:`shown_name`, which never fails.

The last name used is not kept anywhere of its own: it is the name on the book's newest game
(:meth:`game.storage.scores.ScoreBook.last_name`). The book is written at every game over
anyway, a name belongs with the records it signs (a book copied to another machine brings
them), and the settings file stays the player's hand-edited preferences.
"""

from __future__ import annotations

import unicodedata

from game.i18n import N_, _

MAX_LENGTH = 12
#: Offered when the book has no name yet.
DEFAULT_NAME = N_("PLAYER")  # offered in the player's language: see default_name


def default_name() -> str:
    """The name offered when the book has none yet, in the player's language (a name like
    any other once the game is signed with it)."""
    return _(DEFAULT_NAME)


def _invisible(c: str) -> bool:
    return unicodedata.category(c).startswith("C")


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can."""
    if not isinstance(name, str):
        return "not text"  # i18n: not shown
    if any(_invisible(c) for c in name):
        return "has a control character"  # i18n: not shown
    stripped = name.strip()
    if not stripped:
        return "is empty"  # i18n: not shown
    if len(stripped) > MAX_LENGTH:
        return f"is longer than {MAX_LENGTH} characters"  # i18n: not shown
    return None


def check_name(name: object) -> str:
    """``name`` as it is stored (spaces at the ends dropped); ValueError says why not."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(f"name {name!r} {problem}")
    assert isinstance(name, str)
    return name.strip()


def typed(current: str, text: str) -> str:
    """``current`` with ``text`` typed after it: invisible characters dropped, cut to the
    longest name."""
    return (current + "".join(c for c in text if not _invisible(c)))[:MAX_LENGTH]


def shown_name(stored: object) -> str:
    """A stored name safe to draw: invisible characters become "?", a long one is cut with
    "…", a missing one is "—"."""
    if not isinstance(stored, str) or not stored.strip():
        return "—"
    clean = "".join("?" if _invisible(c) else c for c in stored).strip()
    return clean if len(clean) <= MAX_LENGTH else clean[:MAX_LENGTH - 1] + "…"
