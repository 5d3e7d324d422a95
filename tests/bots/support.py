"""Shared helpers for the bot tests: random Retris fields, and solo games driven by a bot."""

from __future__ import annotations

import random

from game.bots.solo import SoloRun, solo
from game.rules.retris.setup import RetrisSetup

WIDTH, HEIGHT = 10, 24


def random_field(rng: random.Random, max_height: int = 10, holes: float = 0.15) -> list[str]:
    """A ragged field (top row first, scenario cell codes) with overhangs and no full row."""
    tops = [rng.randint(0, max_height) for _ in range(WIDTH)]
    grid = [[".." for _ in range(WIDTH)] for _ in range(HEIGHT)]  # row 0 at the bottom
    for c, top in enumerate(tops):
        for r in range(top):
            if rng.random() >= holes:
                grid[r][c] = "X."
    for row in grid:
        if ".." not in row:
            row[rng.randrange(WIDTH)] = ".."
    return ["".join(row) for row in reversed(grid)]


def retris_setup(field: list[str], queue: tuple[str, ...]) -> RetrisSetup:
    return RetrisSetup(queue=queue, field=tuple(field))


def run_pieces(level: int, options: dict, seed: int, pieces: int, bot_seed: int = 0,
               max_ticks: int = 2_000_000) -> SoloRun:
    """A solo Retris game played by a bot until ``pieces`` locked or the game ended."""
    run = solo("retris", level, options, seed, bot_seed)
    run.run(lambda r: r.game.tally.pieces >= pieces, max_ticks)
    return run
