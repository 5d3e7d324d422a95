"""What Retris shows: immutable views the rules publish after each tick.

This is the contract between the Retris rules and everything that draws them.
Coordinates: column 0 at the left, row 0 at the bottom (rows 0–23), as in rules/retris.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.retris.stats import RetrisStats

Cell = tuple[int, int]  # (column, row)


@dataclass(frozen=True, slots=True)
class PieceView:
    """A piece: its name (``"T"``, ``"I"``, crazy shapes like ``"F5"``), its colour key
    (one of ``I O T S Z J L X``) and its cells. For the falling piece the cells are absolute;
    for hold and next they are relative to the lower-left of the spawn-state bounding box.
    ``specials`` is one special letter per cell (scenario alphabet, ``.`` = none)."""

    name: str
    color: str
    cells: tuple[Cell, ...]
    specials: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ChainView:
    """An Arcade chain in progress (rules/retris.md §7): nothing moves until it ends.

    ``generation`` is the last generation resolved (0 = the row hits at the lock), and
    ``next_in`` the ticks until the next one: it runs in tick ``snapshot.tick + next_in`` (0 =
    the very next step). A chain ends in the tick of its last generation, so a published chain
    always has something ``primed``. ``hit`` are the cells whose blocks were hit in that
    generation; ``primed`` the bombs and activators destroyed in it, which fire in the next one.
    ``generation`` is -1 (``hit`` and ``primed`` empty) while a final shift has left full rows
    and chain ``chain`` waits ``next_in`` ticks for its generation 0."""

    chain: int  # 1 for the lock's chain, 2… for the re-checks after a final shift
    generation: int
    next_in: int
    hit: tuple[Cell, ...] = ()
    primed: tuple[Cell, ...] = ()


@dataclass(frozen=True, slots=True)
class RetrisSnapshot:
    """The whole visible game after ``tick`` ticks.

    ``field[row][col]`` is the scenario's two-character cell code (``".."`` empty, ``"T."``
    a plain T block, ``"In"`` an I block with a Normal Bomb…), row 0 at the bottom.
    """

    tick: int
    tick_rate: int
    mode: str
    style: str
    field: tuple[tuple[str, ...], ...]
    active: PieceView | None
    ghost: tuple[Cell, ...]
    hold: PieceView | None
    hold_used: bool
    next: tuple[PieceView, ...]
    score: int
    rows: int
    level: int
    over: bool
    lock_progress: float = 0.0  # 0..1 of the lock delay spent (for a visual hint)
    chain: ChainView | None = None  # Arcade: the chain being resolved (no piece falls then)
    goal: str = "endless"  # rules/goals.md §1
    goal_target: int = 0  # Sprint / Marathon rows, Ultra seconds (0: Endless)
    won: bool = False  # the goal was reached (``over`` is True then too)
    game_ticks: int = 0  # game time: from the first piece to the ending lock or tick
    stats: RetrisStats | None = None  # the figures so far (goals.md §3)

    @property
    def seconds(self) -> float:
        return self.tick / self.tick_rate
