"""The tray of three pieces: a glass slot each, the piece centred in it at tray scale, dimmed
when it fits nowhere; the chosen slot glows. A new tray pops in piece by piece, a turned piece
pulses. Also :class:`PieceView`, which draws one piece at any pose (the lifted piece too)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import arcade
import numpy as np

from game.render import flags
from game.render.board import BoardRenderer
from game.rules.verse.snapshot import SLOTS, TrayPiece
from game.scenes.verse.drag import ease_out
from game.scenes.verse.grid import Pose, piece_centers
from game.ui import theme
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import Shape, glow_shape, panel_shape, pulse
from game.ui.textbatch import set_color

RGBA = tuple[int, int, int, int]
DIMMED: RGBA = (84, 92, 120, 255)  # a piece that fits nowhere
DEAL_SECONDS, DEAL_STAGGER = 0.26, 0.07  # a new tray's pieces grow in one after another
TURN_SECONDS = 0.2  # a turned piece swells a little and settles
TRAY_SCALE = 0.5  # tray cells against board cells
FIT_CELLS = 5.6  # a slot must hold the longest piece (5 cells) with a margin


class PieceView:
    """Pieces drawn with one instanced draw of the square cell shader (one piece, or several
    of the same cell size)."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.cells = BoardRenderer(ctx, "square", 16)
        self.shadow = LiveShapes(ctx)
        self._shown: tuple | None = None  # the pieces the cells' buffer holds

    def draw(self, piece: TrayPiece, pose: Pose, color: RGBA, now: float, look: int = 0,
             shadow: float = 0.0) -> None:
        """The piece's cells at ``pose``; with ``shadow`` > 0 a soft shadow falls that many
        cells down and right of it first (a piece lifted off the board)."""
        points = piece_centers(piece, pose)
        if shadow > 0:
            _shadow(self.shadow, points, pose.size, shadow)
            self.shadow.draw()
        self.draw_many([(points, color)], pose.size, now, look)

    def draw_many(self, pieces: Sequence[tuple[Sequence[tuple[float, float]], RGBA]],
                  size: float, now: float, look: int = 0) -> None:
        """Several pieces' cells (their centres and colour), all ``size`` px: one draw."""
        counts = [len(points) for points, _ in pieces]
        n = sum(counts)
        if n == 0:
            return
        key = (tuple((tuple(points), color) for points, color in pieces), look)
        if key != self._shown:  # a resting tray keeps its instances from frame to frame
            centers = np.array([p for points, _ in pieces for p in points], np.float32)
            colors = np.repeat(np.array([c for _, c in pieces], np.uint8), counts, axis=0)
            self.cells.update(centers.reshape(-1, 2), colors, flags.array(n, look))
            self._shown = key
        self.cells.draw(size, now)


def _shadow(shapes: LiveShapes, points: Sequence[tuple[float, float]], size: float,
            depth: float) -> None:
    """Dark squares under the cells, offset by ``depth`` cells, with a softer wider rim."""
    dx, dy = 0.35 * depth * size, -0.55 * depth * size
    for grow_by, alpha in ((0.16, 34), (0.0, 64)):
        side = size * (1.0 + grow_by)
        for x, y in points:
            shapes.rect(arcade.XYWH(x + dx, y + dy, side, side), (0, 0, 0, alpha))


@dataclass(frozen=True, slots=True)
class SlotLook:
    """How one tray slot is drawn this frame."""

    piece: TrayPiece | None
    color: RGBA
    hidden: bool = False  # the piece is off the slot (held, landing or flying back)
    dimmed: bool = False  # it fits nowhere
    chosen: bool = False  # the keys hold it
    hovered: bool = False  # the pointer is over it


class TrayView:
    """Three slots in pixel boxes (from the HUD's layout)."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.views = [PieceView(ctx) for _ in range(SLOTS)]
        self.boxes: list[arcade.Rect] = []
        self.size = 1.0  # a tray cell's side in pixels
        self.cut = 1.0
        self.numbers: list[arcade.Text] = []
        self._dealt = -1e9
        self._turned: dict[int, float] = {}
        self._drawn: tuple = (None, [])  # what the last draw showed, and its (view, size)s

    def build(self, layout: Layout, boxes: Sequence[arcade.Rect], board_size: float) -> None:
        """Slots in ``boxes``; pieces at :data:`TRAY_SCALE` of ``board_size``, smaller if the
        longest piece would not fit a slot."""
        self.boxes = list(boxes)
        side = min(min(b.width, b.height) for b in self.boxes)
        self.size = min(board_size * TRAY_SCALE, side / FIT_CELLS)
        self.cut = layout.len(10)
        self.numbers = [arcade.Text(str(i + 1), b.left + layout.len(14), b.top - layout.len(16),
                                    theme.INK_FAINT, layout.font(11),
                                    font_name=theme.LABEL_FONT, bold=True, anchor_y="center")
                        for i, b in enumerate(self.boxes)]

    def home(self, slot: int) -> Pose:
        """Where the piece of ``slot`` sits in its slot."""
        box = self.boxes[slot]
        return Pose(box.center_x, box.center_y, self.size)

    def slot_at(self, x: float, y: float) -> int | None:
        """The slot whose box holds pixel ``(x, y)``."""
        for i, box in enumerate(self.boxes):
            if box.left <= x <= box.right and box.bottom <= y <= box.top:
                return i
        return None

    def dealt(self, now: float) -> None:
        self._dealt = now

    def turned(self, slot: int, now: float) -> None:
        self._turned[slot] = now

    def scale(self, slot: int, now: float) -> float:
        """The slot's piece size now, against its resting size (deal pop, turn pulse)."""
        k = ease_out((now - self._dealt - DEAL_STAGGER * slot) / DEAL_SECONDS)
        turned = now - self._turned.get(slot, -1e9)
        if 0 <= turned < TURN_SECONDS:
            k *= 1.0 + 0.18 * np.sin(np.pi * turned / TURN_SECONDS)
        return float(k)

    def shapes(self, looks: Sequence[SlotLook], now: float) -> list[Shape]:
        """The slots' glass panels (and the chosen one's glow), for the HUD's panel layer;
        the slot numbers take their colours here too (they are drawn in the HUD's text)."""
        shapes = []
        for i, (box, look) in enumerate(zip(self.boxes, looks, strict=False)):
            if look.chosen:
                shapes.append(glow_shape(box, self.cut, theme.ACCENT, self.cut * 1.6,
                                         pulse(now, 5.0)))
            rim = theme.ACCENT if look.chosen else (
                theme.mix(theme.PANEL_RIM, theme.INK, 0.45) if look.hovered else theme.PANEL_RIM)
            shapes.append(panel_shape(box, self.cut, rim=rim,
                                      rim_width=2.0 if look.chosen else 1.5))
            set_color(self.numbers[i], theme.ACCENT if look.chosen else theme.INK_FAINT)
        return shapes

    def steady_key(self, looks: Sequence[SlotLook], now: float) -> Hashable:
        """What :meth:`draw` shows while no piece in the tray moves (no deal popping, no turn
        pulsing), or None."""
        looks = looks[:len(self.boxes)]
        if any(self.scale(i, now) != 1.0 for i in range(len(looks))):
            return None
        return tuple(looks), tuple(tuple(box) for box in self.boxes)

    def draw(self, looks: Sequence[SlotLook], now: float) -> None:
        """The slots' pieces (their panels and numbers are the HUD's): one draw per cell size,
        so one draw unless a new tray is popping in or a piece is turning."""
        looks = looks[:len(self.boxes)]
        key = (tuple(looks), tuple(self.scale(i, now) for i in range(len(looks))),
               tuple(tuple(box) for box in self.boxes))
        if key == self._drawn[0]:  # most frames: nothing in the tray moved
            for view, size in self._drawn[1]:
                view.cells.draw(size, now)
            return
        groups: dict[float, list[tuple[list[tuple[float, float]], RGBA]]] = {}
        for i, look in enumerate(looks):
            if look.piece is None or look.hidden:
                continue
            k = self.scale(i, now)
            if k <= 0.02:
                continue
            home = self.home(i)
            pose = Pose(home.x, home.y, home.size * k)
            color = DIMMED if look.dimmed else look.color
            groups.setdefault(pose.size, []).append((piece_centers(look.piece, pose), color))
        drawn = []
        for view, (size, pieces) in zip(self.views, groups.items(), strict=False):
            view.draw_many(pieces, size, now)
            drawn.append((view, size))
        self._drawn = key, drawn
