"""Small helpers shared by the Tet'light rules tests (imported by file name, like the Retris
fixtures)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.core.events import Event
from game.rules.tetlight import TetlightGame, TetlightOptions, TetlightSetup
from game.rules.tetlight.geometry import to_cell

# Scenario-style names for the rules' actions ("drop" is the hard drop).
NAMES = {"drop": Action.HARD_DROP}


def make(queue: Sequence[str] = (), cells: Sequence[Any] = (), *, edge: int = 6,
         level: int = 0, radar: bool = False, gravity: bool = False,
         seed: int = 0) -> TetlightGame:
    options = TetlightOptions(edge=edge, level=level, radar=radar, gravity=gravity)
    return TetlightGame(options, seed, TetlightSetup(tuple(queue), tuple(cells)))


def action(name: str) -> Action:
    return NAMES.get(name) or Action(name)


def tap(game: TetlightGame, *names: str) -> list[Event]:
    """Each action as a press and release in one tick, like a scenario; returns the events."""
    events: list[Event] = []
    for name in names:
        act = action(name)
        events += game.step([InputChange(game.tick, act, True),
                             InputChange(game.tick, act, False)])
    return events


def press(game: TetlightGame, name: str, pressed: bool = True) -> list[Event]:
    return game.step([InputChange(game.tick, action(name), pressed)])


def idle(game: TetlightGame, ticks: int) -> list[Event]:
    events: list[Event] = []
    for _ in range(ticks):
        events += game.step([])
    return events


def settle(game: TetlightGame, limit: int = 10_000) -> list[Event]:
    events: list[Event] = []
    for _ in range(limit):
        if game.settled:
            return events
        events += game.step([])
    raise AssertionError("the game did not settle")


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: Sequence[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def pivot_cell(game: TetlightGame) -> tuple[int, int]:
    assert game.active is not None
    return to_cell(game.active.pivot)


def put(game: TetlightGame, cell: tuple[int, int], rot: int = 0) -> None:
    """Move the falling piece's pivot to board cell ``cell`` (white box, for table tests)."""
    assert game.active is not None
    c, h = cell
    game.active.pivot = (c, 2 * h + abs(c))
    game.active.rot = rot
    assert game.active.fits(game.board), "test set the piece where it does not fit"


def cells_of(game: TetlightGame) -> list[list[Any]]:
    return [list(h) for h in game.board.hexagons()]
