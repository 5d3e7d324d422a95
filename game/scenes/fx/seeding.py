"""The effects' randomness, seeded: every numpy generator a play scene's effects hold (sparks,
bursts, the chain's blasts), found by walking its objects, reseeded from a seed and a tick.
The theatre reseeds from the replay's seed and the tick every frame, so a frame depends only
on the tick; ``shot``, the gallery and the Effects page's sample seed once, so the same run
is the same picture."""

from __future__ import annotations

from typing import Any

import numpy as np


def reseed(rngs: list[Any], seed: int, tick: int) -> None:
    """Seed each generator from ``seed``, ``tick`` and its place in ``rngs``."""
    seed &= 0xFFFF_FFFF_FFFF_FFFF
    for i, rng in enumerate(rngs):
        rng.bit_generator.state = np.random.PCG64([seed, tick, i]).state


def seed_effects(scene: Any, seed: int) -> None:
    """A play scene's effects (sparks, bursts) from generators seeded by ``seed``: the same
    scene driven the same way draws the same frames."""
    reseed(effect_rngs(scene), seed, 0)


def effect_rngs(obj: Any, depth: int = 4) -> list[Any]:
    """Every numpy generator the play scene's own objects hold (particles, chain bursts), in
    a stable order; found by walking attributes, so new effects are covered without a list.

    Two walks: attributes only, then into lists and tuples of game objects too (a match's
    fields). The second only adds what the first did not find, after it, so a solo scene's
    generators keep the places (and the seeds) they always had."""
    found: list[Any] = []
    taken: set[int] = set()
    for lists in (False, True):
        _walk(obj, depth, lists, set(), taken, found)
    return found


def _walk(obj: Any, depth: int, lists: bool, visited: set[int], taken: set[int],
          found: list[Any]) -> None:
    if depth < 0 or id(obj) in visited:
        return
    visited.add(id(obj))
    for name, value in sorted(vars(obj).items()) if hasattr(obj, "__dict__") else ():
        if name in ("app", "window"):
            continue
        if isinstance(value, np.random.Generator):
            if id(value) not in taken:
                taken.add(id(value))
                found.append(value)
        elif _ours(value):
            _walk(value, depth - 1, lists, visited, taken, found)
        elif lists and isinstance(value, (list, tuple)):
            for item in value:
                if _ours(item):
                    _walk(item, depth - 1, lists, visited, taken, found)


def _ours(value: Any) -> bool:
    return type(value).__module__.startswith("game.")
