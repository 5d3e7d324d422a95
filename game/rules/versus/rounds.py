"""Rounds (rules/versus.md §1, §5): each round's seed, and when a round is decided."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import RngStreams
from game.rules.versus.slot import Slot


def round_seed(seed: int, round_number: int) -> int:
    """Round 1 plays the match's seed itself (its pieces are a solo game's of that seed);
    each later round draws a seed of its own from it."""
    if round_number == 1:
        return seed
    return RngStreams(seed)(f"round-{round_number}").next_u64()


def score_of(game: Any) -> int:
    """A race's score: Verse keeps a number, Tet'light a Score with its points."""
    score = game.score
    return score if isinstance(score, int) else score.points


def standing(slots: Sequence[Slot], race_left: int | None) -> tuple[bool, int | None]:
    """(decided, winner). Retris (``race_left`` None): decided when at most one slot is
    left standing; that one wins, none left is a draw. A score race: decided when every slot
    has stopped or the time is up; the single highest score wins, a shared one is a draw."""
    living = [s for s in slots if not s.out]
    if race_left is None:
        if len(living) > 1:
            return False, None
        return True, living[0].index if living else None
    if living and race_left > 0:
        return False, None
    scores = [score_of(s.game) for s in slots]
    best = max(scores)
    leaders = [i for i, score in enumerate(scores) if score == best]
    return True, leaders[0] if len(leaders) == 1 else None
