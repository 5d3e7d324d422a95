"""VerseGame: the rules of rules/verse.md. The rules are instant (no phases, always settled):
a tick only applies its input changes, in order.

A placement (§3) scores its cells, clears full rows and columns in one pass with row gravity
(§4), scores the lines (§5), then either deals the next tray (all three placed) or checks the
remaining pieces; a deal is checked too (§6). Refused commands change nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.rules.base import TickedRules
from game.rules.verse.bitboard import fits_at, fits_somewhere, form_of, forms
from game.rules.verse.board import Board
from game.rules.verse.dealer import Dealer
from game.rules.verse.options import VerseOptions, options_to_dict, resolve_options
from game.rules.verse.scoring import line_points, placement_points
from game.rules.verse.setup import VerseSetup, parse_board, parse_tray
from game.rules.verse.shapes import rotate_cw
from game.rules.verse.snapshot import SLOTS, TrayPiece, VerseSnapshot
from game.rules.verse.stats import Tally
from game.rules.verse.tuning import VerseTuning, load_tuning
from game.rules.verse.views import SnapshotBuilder


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class VerseGame(TickedRules):
    """A Verse game in progress; only :meth:`step` changes it."""

    def __init__(self, options: VerseOptions | None = None, seed: int = 0,
                 setup: VerseSetup | None = None, tuning: VerseTuning | None = None):
        self.tuning = t = tuning or load_tuning()
        self.options = resolve_options(options or VerseOptions())
        self.seed = seed
        setup = setup or VerseSetup()
        forced = parse_tray(setup.tray, t) if setup.tray is not None else None
        self.board = Board()
        if setup.board is not None:
            for r, row in enumerate(parse_board(setup.board)):
                for c, color in enumerate(row):
                    if color:
                        self.board.place([(r, c)], color)
        self.dealer = Dealer(seed, t)
        self.tray: list[TrayPiece | None] = [None] * SLOTS
        super().__init__()  # tick 0, no events yet
        self.score = 0
        self.streak = 0  # clearing placements in a row, the last one included
        self.placements = 0
        self.trays = 0
        self._over = False
        self.tally = Tally(t.tick_rate)  # the statistics (rules/goals.md §3)
        self._views = SnapshotBuilder(self)
        if forced is None:
            self._deal()
        else:
            self._set_tray(forced)

    # -- the GameRules contract ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def settled(self) -> bool:
        """Always: a placement, its clear and the next deal all happen within one tick."""
        return True

    def _advance(self, changes: Sequence[InputChange]) -> None:
        """A tick: each press placed or turned at once (nothing is held: a release means
        nothing). Game time runs until the game is over."""
        if not self._over:
            self.tally.ticks += 1
        for change in changes:
            if change.pressed:
                self._apply(change.action, change.args)

    def snapshot(self) -> VerseSnapshot:
        return self._views.snapshot()

    def stats(self) -> dict[str, Any]:
        """The statistics so far as plain data (what a replay carries)."""
        return self.tally.view().to_json()

    def state(self) -> dict[str, Any]:
        """Everything that decides the future, as plain JSON-able data."""
        return {
            "ruleset": self.tuning.version,
            "seed": self.seed,
            "options": options_to_dict(self.options),
            "tick": self.tick,
            "board": [list(row) for row in self.board.rows()],
            "tray": [None if p is None else [p.name, p.color, [list(c) for c in p.cells]]
                     for p in self.tray],
            "score": self.score,
            "streak": self.streak,
            "placements": self.placements,
            "trays": self.trays,
            "over": self._over,
            "pieces_rng": self.dealer.state,
        }

    # -- commands -------------------------------------------------------------------------

    def _apply(self, action: Action, args: tuple[int, ...]) -> None:
        if action in (Action.PLACE, Action.ROTATE) and not self._over:
            self.tally.presses += 1
        if action is Action.PLACE:
            self._place(args)
        elif action is Action.ROTATE:
            self._rotate(args)

    def _piece_at(self, slot: object) -> TrayPiece | None:
        if isinstance(slot, int) and not isinstance(slot, bool) and 0 <= slot < SLOTS:
            return self.tray[slot]
        return None

    def _place(self, args: tuple[int, ...]) -> None:
        """place(slot, row, col): (row, col) is the top-left of the piece's box (§3)."""
        ok = len(args) == 3 and all(_is_int(a) for a in args) and not self._over
        piece = self._piece_at(args[0]) if ok else None
        if piece is None or not fits_at(self.board.mask, form_of(piece.cells), *args[1:]):
            padded = [*args[:3], None, None, None]
            self._emit("refused", slot=padded[0], row=padded[1], col=padded[2])
            return
        slot, row, col = args
        cells = [(row + r, col + c) for r, c in piece.cells]
        self.board.place(cells, piece.color)
        self.tray[slot] = None
        self.placements += 1
        self.tally.pieces += 1
        points = placement_points(self.tuning, len(cells))
        self.score += points
        self._emit("placed", slot=slot, row=row, col=col, cells=[list(c) for c in cells],
                   points=points)
        self._clear()
        if all(p is None for p in self.tray):
            self._deal()
        else:
            self._check_over()

    def _clear(self) -> None:
        """§4 and §5: the lines, their points with the streak, the empty-board bonus."""
        cleared = self.board.clear_lines()
        if not cleared.lines:
            self.streak = 0
            return
        points = line_points(self.tuning, cleared.lines, self.streak)
        self.streak += 1
        bonus = self.tuning.empty_board if self.board.mask == 0 else 0
        self.score += points + bonus
        self.tally.cleared(cleared.lines, self.streak, bonus > 0)
        self._emit("cleared", rows=cleared.rows, cols=cleared.cols,
                   cells=[list(c) for c in cleared.cells], points=points, streak=self.streak,
                   empty_bonus=bonus)
        if cleared.moves:
            self._emit("gravity", moves=[list(m) for m in cleared.moves])

    def _rotate(self, args: tuple[int, ...]) -> None:
        """rotate(slot): a quarter turn clockwise, when the rotation setting is on (§3)."""
        if self._over or not self.options.rotation or len(args) != 1:
            return
        piece = self._piece_at(args[0])
        if piece is None:
            return
        self.tray[args[0]] = TrayPiece(piece.name, piece.color, rotate_cw(piece.cells))
        self._emit("rotated", slot=args[0])

    # -- trays and the end ----------------------------------------------------------------

    def _deal(self) -> None:
        o = self.options
        self._set_tray(list(self.dealer.deal(self.board.mask, o.fair, o.rotation)))

    def _set_tray(self, tray: list[TrayPiece | None]) -> None:
        self.tray = tray
        self.trays += 1
        self._emit("dealt", trays=self.trays)
        self._check_over()

    def _check_over(self) -> None:
        """§6: over when no remaining tray piece fits anywhere (in any orientation when the
        rotation setting is on)."""
        rotation = self.options.rotation
        if not any(fits_somewhere(self.board.mask, forms(p.cells, rotation))
                   for p in self.tray if p is not None):
            self._over = True
            self._emit("game_over")

    def can_place(self, slot: int, row: int, col: int) -> bool:
        """Whether place(slot, row, col) would be accepted now (bots, tests)."""
        piece = self._piece_at(slot)
        return (not self._over and piece is not None
                and fits_at(self.board.mask, form_of(piece.cells), row, col))
