"""Telling whether what a cache was made from is still what a frame reads."""

from __future__ import annotations

from collections.abc import Sequence


def same_objects(a: Sequence[object], b: Sequence[object]) -> bool:
    """Whether ``a`` and ``b`` hold the very same objects in the same order: compared with
    ``is``, since arrays have no truth value for ``==`` and a palette compares its dicts."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))
