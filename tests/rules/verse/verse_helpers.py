"""Small helpers shared by the Verse rules tests (imported by file name, like the Tet'light
helpers), and a slow, plain reference of the rules to check the bitboard code against."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from game.core.actions import Action, InputChange
from game.core.events import Event
from game.rules.verse import TrayPiece, VerseGame, VerseOptions, VerseSetup
from game.rules.verse.setup import parse_piece
from game.rules.verse.shapes import rotations
from game.rules.verse.tuning import load_tuning

EMPTY = ["." * 8] * 8


def make(tray: Sequence[str] | None = None, board: Sequence[str] | None = None, *,
         rotation: bool = False, fair: bool = False, seed: int = 0) -> VerseGame:
    setup = VerseSetup(None if tray is None else list(tray),
                       None if board is None else list(board))
    return VerseGame(VerseOptions(rotation=rotation, fair=fair), seed, setup)


def place(game: VerseGame, slot: int, row: int, col: int) -> list[Event]:
    return game.step([InputChange(game.tick, Action.PLACE, True, (slot, row, col))])


def rotate(game: VerseGame, slot: int) -> list[Event]:
    return game.step([InputChange(game.tick, Action.ROTATE, True, (slot,))])


def piece(text: str) -> TrayPiece:
    return parse_piece(text, load_tuning(), "piece")


def set_tray(game: VerseGame, *texts: str | None) -> None:
    """White box: replace the dealt tray (to continue a hand-made position across trays)."""
    game.tray = [None if t is None else piece(t) for t in texts]


def rows(game: VerseGame) -> list[str]:
    return ["".join("#" if c else "." for c in row) for row in game.board.rows()]


def colors(game: VerseGame) -> list[str]:
    return ["".join(str(c) if c else "." for c in row) for row in game.board.rows()]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: Sequence[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def legal_moves(game: VerseGame) -> list[tuple[int, int, int]]:
    return [(s, r, c) for s in range(3) for r in range(8) for c in range(8)
            if game.can_place(s, r, c)]


# -- a plain reference: sets of (row, col), no bits --------------------------------------------

Grid = frozenset[tuple[int, int]]


def grid_of(board: Sequence[str]) -> Grid:
    return frozenset((r, c) for r, line in enumerate(board) for c, ch in enumerate(line)
                     if ch != ".")


def ref_places(grid: Grid, cells: Sequence[tuple[int, int]]) -> list[Grid]:
    """Every board reachable by placing ``cells`` once, after clearing and row gravity."""
    out = []
    for r0 in range(8):
        for c0 in range(8):
            spot = {(r0 + r, c0 + c) for r, c in cells}
            if all(0 <= r < 8 and 0 <= c < 8 for r, c in spot) and not spot & grid:
                out.append(ref_clear(grid | spot))
    return out


def ref_clear(grid: Grid) -> Grid:
    full_rows = {r for r in range(8) if all((r, c) in grid for c in range(8))}
    full_cols = {c for c in range(8) if all((r, c) in grid for r in range(8))}
    kept = {(r, c) for r, c in grid if r not in full_rows and c not in full_cols}
    return frozenset((r + sum(1 for x in full_rows if x > r), c) for r, c in kept)


def ref_all_placeable(grid: Grid, pieces: Sequence[TrayPiece], rotation: bool) -> bool:
    """Brute force over every order, orientation and position (§7's question)."""
    def go(g: Grid, left: tuple[TrayPiece, ...]) -> bool:
        if not left:
            return True
        shapes = rotations(left[0].cells) if rotation else (left[0].cells,)
        return any(go(nxt, left[1:]) for cells in shapes for nxt in ref_places(g, cells))
    return any(go(grid, order) for order in set(permutations(pieces)))


def ref_fits(grid: Grid, p: TrayPiece, rotation: bool) -> bool:
    shapes = rotations(p.cells) if rotation else (p.cells,)
    return any(ref_places(grid, cells) for cells in shapes)
