"""Tests in each of the UI's languages: the language chosen for one test, English after it
whatever happens (the rest of the session compares English strings)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game import i18n
from game.i18n import LANGUAGES

TRANSLATED = LANGUAGES[1:]  # every language but the source
__all__ = ["LANGUAGES", "TRANSLATED", "speaking"]


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """The UI in ``language`` inside the block, English again after it."""
    assert i18n.set_language(language) == language
    try:
        yield language
    finally:
        i18n.set_language("en")
