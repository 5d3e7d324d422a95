"""Helpers for the Arcade tests: small grids drawn as text, games on a given field, taps."""

from __future__ import annotations

import dataclasses

from game.core.actions import Action, InputChange
from game.core.events import Event
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup
from game.rules.retris.cells import EMPTY, parse_field
from game.rules.retris.chain import Chain, ChainEnd, Generation
from game.rules.retris.tuning import RetrisTuning, load_tuning

TUNING = load_tuning()
BLANK = "." * 20


def grid(*rows: str) -> list[list[str]]:
    """A grid drawn top row first, two characters a cell; returned bottom row first."""
    width = len(rows[0]) // 2
    return parse_field(list(rows), width, len(rows))


def picture(g: list[list[str]]) -> list[str]:
    """A grid back as text, top row first (compare with what ``grid`` was given)."""
    return ["".join(row) for row in reversed(g)]


def run_chain(g: list[list[str]], number: int = 1) -> tuple[list[Generation], ChainEnd]:
    """Every generation of one chain on ``g`` (changed in place), then its end."""
    chain = Chain(g, number)
    generations = [chain.generation()]
    while not chain.done:
        generations.append(chain.generation())
        assert len(generations) < 1000, "the chain never ended"
    return generations, chain.finish(TUNING.row_points)


def destroyed_cells(generation: Generation) -> set[tuple[int, int]]:
    return {(c, r) for c, r, _ in generation.tally.destroyed}


def empty_grid(width: int = 10, height: int = 6) -> list[list[str]]:
    return [[EMPTY] * width for _ in range(height)]


def put(g: list[list[str]], cells: dict[tuple[int, int], str]) -> list[list[str]]:
    """Place codes at (column, row) cells; returns ``g``."""
    for (c, r), code in cells.items():
        g[r][c] = code
    return g


def full_row(g: list[list[str]], r: int, code: str = "X.") -> None:
    g[r] = [code] * len(g[r])


def field(*bottom_rows: str) -> tuple[str, ...]:
    """A 24-row field for a setup from its lowest rows, given top first."""
    return tuple([BLANK] * (24 - len(bottom_rows)) + list(bottom_rows))


def arcade(queue: tuple[str, ...] = ("O",), bottom: tuple[str, ...] = (), seed: int = 1,
           tuning: RetrisTuning | None = None, **options: object) -> RetrisGame:
    """An Arcade game without gravity on a field whose lowest rows are ``bottom``."""
    opts = RetrisOptions(mode="arcade", gravity=False, **options)  # type: ignore[arg-type]
    setup = RetrisSetup(queue=queue, field=field(*bottom) if bottom else None)
    return RetrisGame(opts, seed=seed, setup=setup, tuning=tuning)


def tap(game: RetrisGame, action: Action) -> list[Event]:
    return game.step([InputChange(game.tick, action, True), InputChange(game.tick, action, False)])


def odds(**changes: object) -> RetrisTuning:
    """The ruleset with some of the Arcade odds changed."""
    return dataclasses.replace(TUNING, arcade_odds=dataclasses.replace(TUNING.arcade_odds,
                                                                       **changes))


def only(letter: str) -> tuple[int, ...]:
    """Weights that pick only ``letter`` (one of n h v l m a s)."""
    return tuple(int(x == letter) for x in "nhvlmas")


def settle(game: RetrisGame, limit: int = 10_000) -> list[Event]:
    events: list[Event] = []
    for _ in range(limit):
        if game.settled:
            return events
        events += game.step([])
    raise AssertionError("never settled")


def blocks(g: list[list[str]] | tuple[tuple[str, ...], ...]) -> int:
    return sum(code != EMPTY for row in g for code in row)
