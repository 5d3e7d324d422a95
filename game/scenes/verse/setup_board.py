"""The setup screen's small live Verse board: a tray of three, the first piece's ghost on the
board with the row it completes lit, then the placement, the row's flash and the blocks above
sliding down (rules/verse.md §3–§4). With rotation on, the second tray piece turns.

Illustration only: fixed pictures drawn with the games' cell shader; it plays no game.
"""

from __future__ import annotations

import arcade
import numpy as np

from game.i18n import _, number
from game.render import flags
from game.render.board import BoardRenderer
from game.render.palette import Palette
from game.rules.verse.scoring import line_points, placement_points
from game.rules.verse.shapes import Cells, rotate_cw
from game.rules.verse.tuning import VerseTuning, load_tuning
from game.scenes.verse.board import COLOR_KEYS

SIZE = 8
# The board mid-game, row 0 at the top; a digit is a Verse colour (1–8, as the play board
# draws it), '.' is empty. Row 6 lacks exactly the line of three the first tray piece fills.
BOARD = (
    "........",
    "........",
    ".....777",
    "..11..7.",
    ".11.....",
    "3......4",
    "38...244",
    "3888.266",
)
TARGET_ROW, TARGET_COL = 6, 2
# The tray: a shape of the ruleset and which of its orientations is dealt.
TRAY = (("line3", 0), ("corner3", 3), ("square2", 0))
TURNING_SLOT = 1  # the piece that turns when rotation is on
# The cycle, in seconds: aim (ghost and lit row) until AIM, placed (flash) until PLACED, then
# cleared (the blocks above slide down, then rest) until CYCLE.
AIM, PLACED, CYCLE = 1.8, 2.4, 4.4
FLASH_SECONDS = 0.6
SLIDE_SECONDS = 0.3
TURN_SECONDS = 1.1
TRAY_SCALE = 0.62  # tray cells against board cells


def turned(cells: Cells, quarters: int) -> Cells:
    """``cells`` turned ``quarters`` times 90° clockwise (the rules' own quarter turn)."""
    for _turn in range(quarters % 4):
        cells = rotate_cw(cells)
    return cells


def phase(time: float) -> tuple[str, float]:
    """Where in the cycle ``time`` is: ``("aim"|"placed"|"cleared", seconds into it)``."""
    t = time % CYCLE
    if t < AIM:
        return "aim", t
    if t < PLACED:
        return "placed", t - AIM
    return "cleared", t - PLACED


class VerseSetupBoard:
    """Draws the preview board and tray into pixel boxes; :meth:`draw` takes the choice."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette,
                 tuning: VerseTuning | None = None) -> None:
        self.palette = palette
        tuning = tuning or load_tuning()
        # (colour, cells) of each tray piece, from the ruleset's shapes.
        self.pieces = [(tuning.shapes[name].color, tuning.shapes[name].orientations[k])
                       for name, k in TRAY]
        # What placing the first piece scores (rules §5): its cells and one line.
        self.clear_points = (placement_points(tuning, len(self.pieces[0][1]))
                             + line_points(tuning, 1, 0))
        self.board = BoardRenderer(ctx, "square", SIZE * SIZE + 8)
        self.tray = BoardRenderer(ctx, "square", 16)
        self.board_box = arcade.LBWH(0, 0, 1, 1)
        self.tray_box = arcade.LBWH(0, 0, 1, 1)
        self.cell = 1.0

    def place(self, board_box: arcade.Rect, tray_box: arcade.Rect) -> None:
        """The board fills ``board_box`` (square cells), the tray's three slots ``tray_box``."""
        self.board_box, self.tray_box = board_box, tray_box
        self.cell = min(board_box.width, board_box.height) / SIZE

    def caption(self, time: float) -> str:
        """What the cycle shows now, for a line under the board."""
        name, since = phase(time)
        if name == "aim":
            return _("THE LIT ROW WILL CLEAR")
        if name == "placed" or since < 0.8:
            return _("ROW CLEARED · +{points}").format(points=number(self.clear_points))
        return _("BLOCKS ABOVE MOVE DOWN")

    def draw(self, rotation: bool, time: float) -> None:
        name, since = phase(time)
        self._fill_board(name, since)
        self.board.draw(self.cell, time)
        quarters = int(time / TURN_SECONDS) if rotation else 0
        self.tray.update(*self.tray_cells(name == "aim", quarters))
        self.tray.draw(self.cell * TRAY_SCALE, time)

    # -- cells ---------------------------------------------------------------------------

    def color(self, verse_color: int) -> tuple[int, int, int, int]:
        """The palette colour the play board gives a Verse colour (1–8)."""
        return self.palette.retris_color(COLOR_KEYS[(verse_color - 1) % len(COLOR_KEYS)])

    def _center(self, row: float, col: float) -> tuple[float, float]:
        box, s = self.board_box, self.cell
        left = box.center_x - SIZE * s / 2
        top = box.center_y + SIZE * s / 2
        return left + (col + 0.5) * s, top - (row + 0.5) * s

    def _fill_board(self, name: str, since: float) -> None:
        """The lattice, the blocks and this phase's extras: the ghost and the lit row, or
        the placed piece flashing with its row, or the blocks above the row sliding down."""
        centers: list[tuple[float, float]] = []
        colors: list[tuple[int, int, int, int]] = []
        fl: list[int] = []

        def add(row: float, col: float, color: tuple[int, int, int, int], look: int) -> None:
            centers.append(self._center(row, col))
            colors.append(color)
            fl.append(look)

        empty = self.palette.ui_color("empty")
        for row in range(SIZE):
            for col in range(SIZE):
                add(row, col, empty, flags.EMPTY)
        lit = flags.HIGHLIGHT if name == "aim" else flags.flash(1.0 - since / FLASH_SECONDS)
        slide = min(1.0, since / SLIDE_SECONDS) if name == "cleared" else 0.0
        for row, line in enumerate(BOARD):
            for col, ch in enumerate(line):
                if ch == "." or (name == "cleared" and row == TARGET_ROW):
                    continue
                drop = slide if row < TARGET_ROW else 0.0
                add(row + drop, col, self.color(int(ch)), lit if row == TARGET_ROW else 0)
        if name != "cleared":
            color, cells = self.pieces[0]
            look = (flags.GHOST | flags.HIGHLIGHT) if name == "aim" else lit
            for r, c in cells:
                add(TARGET_ROW + r, TARGET_COL + c, self.color(color), look)
        self.board.update(np.array(centers, np.float32), np.array(colors, np.uint8),
                          np.array(fl, np.uint32))

    def tray_cells(self, picked: bool, quarters: int) -> tuple[np.ndarray, np.ndarray,
                                                              np.ndarray]:
        """Centres, colours and flags of the tray's cells: each piece centred in its third
        of the tray, the turning one turned ``quarters`` times; the first glows while it is
        picked and is gone once placed."""
        box, s = self.tray_box, self.cell * TRAY_SCALE
        centers, colors, fl = [], [], []
        for slot, (color, shape) in enumerate(self.pieces):
            if slot == 0 and not picked:
                continue
            cells = turned(shape, quarters) if slot == TURNING_SLOT else shape
            h = max(r for r, _ in cells) + 1
            w = max(c for _, c in cells) + 1
            cx = box.left + box.width * (slot + 0.5) / len(TRAY)
            left, top = cx - w * s / 2, box.center_y + h * s / 2
            for r, c in cells:
                centers.append((left + (c + 0.5) * s, top - (r + 0.5) * s))
                colors.append(self.color(color))
                fl.append(flags.HIGHLIGHT if slot == 0 else 0)
        return (np.array(centers, np.float32), np.array(colors, np.uint8),
                np.array(fl, np.uint32))
