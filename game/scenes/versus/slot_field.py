"""One Retris slot of a match on screen: its field drawn by the Retris board renderer
(:class:`~game.scenes.retris.board.FieldView`, placed in the slot's box), next and hold
(:class:`~game.scenes.retris.board.PreviewView`), and its HUD: the player and device above
the field with the round wins as pips, the garbage bar left of it (grey while waiting, red
once ready: ``SlotView.waiting``), next, hold and the target (``SlotView.target``) right of
it, score, rows and lines sent under it. Cleared rows flash and burst, locks flash, on the
slot's own field.

The words go in the scene's one text batch (:meth:`texts`); the bar, the pips and the
target's arrow in its :class:`~game.ui.live_shapes.LiveShapes` (:meth:`shapes`); the
panels in its kept still part (:meth:`panels`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

import arcade
import numpy as np

from game.core.events import Event
from game.i18n import _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.render.palette import Palette
from game.rules.retris.snapshot import Cell, RetrisSnapshot
from game.rules.versus.views import SlotView
from game.scenes.fx.field import FieldFx
from game.scenes.retris.board import FieldView, PreviewView
from game.scenes.retris.moments import LOCK_FLASH, clear_of
from game.scenes.versus.colors import (
    GARBAGE_READY,
    GARBAGE_WAITING,
    player_color,
    player_name,
)
from game.scenes.versus.field_layout import ROWS, SlotBoxes
from game.scenes.versus.lineup import Slot
from game.ui import theme
from game.ui.hud_parts import CountUp, warm_glyphs
from game.ui.live_shapes import LiveShapes
from game.ui.panel import Shape, glow_shape, panel_shape
from game.ui.textbatch import set_color

GARBAGE_FLASH = 0.55  # risen garbage rows flash this strongly (times the flash setting)
INCOMING_PER_LINE = 14  # sparks per line of an attack, in the target's garbage bar


def _text(value: str, x: float, y: float, size: float, color: theme.Color = theme.INK,
          label: bool = False, **kwargs: Any) -> arcade.Text:
    font = theme.LABEL_FONT if label else theme.DISPLAY_FONT
    return arcade.Text(value, round(x), round(y), color, max(7.0, size), font_name=font,
                       bold=True, **kwargs)


class SlotField:
    """A Retris slot's field and HUD; :meth:`place` before drawing."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette, index: int,
                 slot: Slot) -> None:
        self.index = index
        self.slot = slot
        self.field = FieldView(ctx, palette)
        self.previews = PreviewView(ctx, palette)
        self.score = CountUp()
        self.view: SlotView | None = None
        self._before: RetrisSnapshot | None = None  # the frame before (cleared rows' colours)
        self._locked: dict[Cell, str] = {}
        self.boxes: SlotBoxes | None = None

    @property
    def palette(self) -> Palette:
        return self.field.palette

    def set_palette(self, palette: Palette) -> None:
        self.field.set_palette(palette)
        self.previews.palette = palette

    # -- layout -----------------------------------------------------------------------------

    def place(self, boxes: SlotBoxes, first_to: int) -> None:
        """Lay the field and the HUD out in ``boxes``."""
        self.boxes, self.first_to = boxes, first_to
        self.field.place(boxes.field)
        c, color = boxes.cell, player_color(self.index)
        head, foot, side = boxes.header, boxes.footer, boxes.side
        self.name = _text(player_name(self.index), head.left, head.center_y, 1.15 * c, color,
                          anchor_y="center")
        self.device = _text(self._device_words(), head.left + 2.6 * c, head.center_y,
                            0.5 * c, theme.INK_DIM, label=True, anchor_y="center")
        self.score_value = _text("0", foot.left, foot.top - 1.3 * c, 1.05 * c,
                                 anchor_y="center")
        self.figures = _text("", foot.left, foot.top - 2.2 * c, 0.48 * c, theme.INK_DIM,
                             label=True, anchor_y="center")
        self.next_label = _text(_("NEXT"), side.left, side.top - 0.45 * c, 0.5 * c,
                                theme.INK_DIM, label=True, anchor_y="center")
        hold = boxes.hold_box()
        self.hold_label = _text(_("HOLD"), side.left, hold.top + 0.35 * c, 0.5 * c,
                                theme.INK_DIM, label=True, anchor_y="center")
        target = boxes.target_box()
        self.target_label = _text(_("TARGET"), side.left, target.top, 0.5 * c, theme.INK_DIM,
                                  label=True, anchor_y="center")
        self.target_value = _text("", side.left + 1.2 * c, target.center_y, 0.9 * c,
                                  anchor_y="center")
        # Low on the field: the round-over figures take its middle, the verdict its top.
        self.out_text = _text("", boxes.field.center_x, boxes.field.bottom + 3.2 * c, 1.6 * c,
                              theme.DANGER, anchor_x="center", anchor_y="center")
        warm_glyphs([self.score_value, self.target_value])
        if self.view is not None:
            self._show(self.view)

    def _device_words(self) -> str:
        slot = self.slot
        if slot.is_bot:
            return _("BOT · LEVEL {n}").format(n=number(slot.level))
        device = translate(slot.device)  # a pad's name is itself
        return f"{slot.glyph} · {device}" if slot.glyph else device

    def set_slot(self, slot: Slot) -> None:
        """The slot changed hands (a pad lost, a bot took over)."""
        self.slot = slot
        if self.boxes is not None:
            self.device.text = self._device_words()

    def texts(self) -> list[arcade.Text]:
        return [self.name, self.device, self.score_value, self.figures, self.next_label,
                self.hold_label, self.target_label, self.target_value, self.out_text]

    def panels(self) -> list[Shape]:
        """The field's frame (rim in the player's colour) and the side column's glass."""
        b = self.boxes
        assert b is not None
        c, color = b.cell, player_color(self.index)
        frame = arcade.LRBT(b.field.left - 0.25 * c, b.field.right + 0.25 * c,
                            b.field.bottom - 0.25 * c, b.field.top + 0.25 * c)
        cut = 0.4 * c
        return [glow_shape(frame, cut, color, cut * 1.2, 0.45),
                panel_shape(frame, cut, (6, 9, 22, 235), theme.with_alpha(color, 200), 2.0),
                panel_shape(arcade.LRBT(b.bar.left, b.bar.right, b.bar.bottom, b.bar.top),
                            0.2 * c, (10, 14, 30, 220), theme.PANEL_RIM, 1.0)]

    # -- state ------------------------------------------------------------------------------

    def update(self, view: SlotView, dt: float) -> None:
        """The slot's newest view: figures and words follow it."""
        if self.view is not None:
            self._before = self.view.game
        self.view = view
        self._locked = {}
        snap: RetrisSnapshot = view.game
        self.score.update(snap.score, dt)
        self._show(view)

    def _show(self, view: SlotView) -> None:
        """The HUD's words as ``view`` has them (once laid out; a layout made later, after
        a resize or the theatre's seek, shows them at once rather than at their next change)."""
        if self.boxes is None:
            return
        snap: RetrisSnapshot = view.game
        words = number(self.score.value)
        if self.score_value.text != words:
            self.score_value.text = words
        figures = _("ROWS {rows}   SENT {sent}   GOT {got}").format(
            rows=number(snap.rows), sent=number(view.sent), got=number(view.received))
        if self.figures.text != figures:
            self.figures.text = figures
        target = "" if view.target is None or view.out else player_name(view.target)
        if self.target_value.text != target:
            self.target_value.text = target
            if view.target is not None:
                set_color(self.target_value, player_color(view.target))
        out = _("OUT") if view.out else ""
        if self.slot.waiting:
            out = _("NO PAD")
        if self.out_text.text != out:
            self.out_text.text = out

    def react(self, event: Event, now: float, density: float, flash: float,
              feel: FieldFx | None = None) -> None:
        """Flashes, bursts and (with the screen's ``feel``) hard drops' trails and big
        clears' field flashes of this slot's events (looks only)."""
        if event.kind == "rows_cleared":
            rows = [int(r) for r in event.data.get("rows", ())]
            if not rows:
                return
            moment = clear_of(len(rows))
            self.field.flash_rows(rows, now, moment.rows_flash * flash)
            if feel is not None and moment.field_flash > 0:
                feel.flash_at(moment.field_flash, now, self.field.rect)
            before = self._before or (self.view.game if self.view else None)
            if density > 0 and before is not None:
                self.field.burst_rows(rows, before.field, self._locked, now,
                                      density * moment.burst)
        elif event.kind == "lock":
            cells = event.data.get("cells", ())
            piece = self._before.active if self._before is not None else None
            key = piece.color if piece is not None else str(event.data.get("piece", ""))[:1]
            for col, row in cells:
                self._locked[(int(col), int(row))] = key
            self.field.flash_cells(cells, now, LOCK_FLASH * flash)
            dropped = int(event.data.get("dropped", 0) or 0)
            if feel is not None and event.data.get("hard") and dropped > 0 and cells:
                ends = [self.field.center(int(c), int(r)) for c, r in cells]
                starts = [self.field.center(int(c), int(r) + dropped) for c, r in cells]
                color = self.palette.retris_color(key) if key else theme.INK
                feel.trail(starts, ends, self.field.size, color, now)

        elif event.kind == "garbage":  # rows rose into the field: they flash as they come
            rows = int(event.data.get("rows", 0) or 0)
            self.field.flash_rows(range(min(rows, ROWS)), now, GARBAGE_FLASH * flash)

    def incoming(self, lines: int, now: float, density: float) -> int:
        """An attack on this slot: sparks in the garbage bar over the lines it adds (they
        wait on top of those there already); returns the sparks spawned."""
        b, view = self.boxes, self.view
        per = round(INCOMING_PER_LINE * density)
        if b is None or view is None or lines <= 0 or per <= 0:
            return 0
        c = b.cell
        below = sum(a.lines for a in view.waiting)
        rows = range(min(below, ROWS), min(below + lines, ROWS))
        centers = np.array([(b.bar.center_x, b.bar.bottom + (r + 0.5) * c) for r in rows],
                           np.float32).reshape(-1, 2)
        if not len(centers):
            return 0
        colors = np.tile(np.array(GARBAGE_READY, np.uint8), (len(centers), 1))
        return self.field.particles.burst(centers, colors, now, per_cell=per, speed=4.0 * c,
                                          spread=0.3 * c, size=0.28 * c, life=0.45,
                                          origin=tuple(centers.mean(axis=0)), outward=0.9)

    def clear_effects(self) -> None:
        self.field.clear_effects()

    # -- drawing ----------------------------------------------------------------------------

    def prepare(self, now: float) -> None:
        """Put this frame's cells in the field's buffers (before :meth:`still_key`)."""
        if self.view is not None and self.boxes is not None:
            self.field.prepare(self.view.game, now)

    def _pieces(self) -> tuple[list, float]:
        snap, b = self.view.game, self.boxes  # type: ignore[union-attr]
        nexts = list(snap.next[:3]) + [None] * 3
        pieces = [(snap.hold, b.hold_box(), snap.hold_used),
                  *((nexts[i], b.next_box(i), False) for i in range(3))]
        return pieces, 0.8 * b.cell

    def still_key(self) -> Hashable:
        """What the lattice, the blocks, hold and next show while none of it moves with time
        (they are then kept in the screen's board picture: :meth:`draw_still`), else None."""
        if self.view is None or self.boxes is None or self.field.field_key is None:
            return None
        previews = self.previews.steady_key(*self._pieces())
        return None if previews is None else (self.field.field_key, previews)

    def draw_still(self, now: float) -> None:
        """The part :meth:`still_key` names."""
        self.field.draw_field(now)
        self.previews.draw(*self._pieces(), now)

    def draw(self, now: float, kept: bool = False) -> None:
        """The field, the ghost and piece, hold and next, then the bursts over them; with
        ``kept`` the lattice, blocks, hold and next are in the board picture already."""
        if self.view is None or self.boxes is None:
            return
        if not kept:
            self.field.draw_field(now)
        self.field.draw_cells(now)
        if not kept:
            self.previews.draw(*self._pieces(), now)
        self.field.draw_particles(now)

    def shapes(self, shapes: LiveShapes, wins: int) -> None:
        """The garbage bar, the round-win pips, the target's arrow and an out field's veil."""
        view, b = self.view, self.boxes
        if view is None or b is None:
            return
        self._bar(shapes, view, b)
        self._pips(shapes, wins, b)
        if view.target is not None and not view.out:
            t = b.target_box()
            c, cy = b.cell, t.center_y
            x0 = t.left + 0.1 * c
            color = player_color(view.target)
            shapes.quad(((x0, cy - 0.4 * c), (x0 + 0.8 * c, cy), (x0 + 0.8 * c, cy),
                         (x0, cy + 0.4 * c)), (color, color, color, color))
        if view.out or self.slot.waiting:
            shapes.rect(b.field, theme.with_alpha(theme.SHADE, 170))

    def _bar(self, shapes: LiveShapes, view: SlotView, b: SlotBoxes) -> None:
        """Each waiting attack a block of its lines from the bottom up, a hair apart."""
        bar, c = b.bar, b.cell
        inner = arcade.LRBT(bar.left + 0.12 * c, bar.right - 0.12 * c, bar.bottom, bar.top)
        y = inner.bottom
        for attack in view.waiting:
            lines = min(attack.lines, ROWS - round((y - inner.bottom) / c))
            if lines <= 0:
                break
            color = GARBAGE_READY if attack.ticks_left <= 0 else GARBAGE_WAITING
            shapes.rect(arcade.LRBT(inner.left, inner.right, y + 0.06 * c,
                                    y + lines * c - 0.06 * c), color)
            y += lines * c

    def _pips(self, shapes: LiveShapes, wins: int, b: SlotBoxes) -> None:
        """Round wins: ``first_to`` pips at the header's right, the won ones lit."""
        c, color = b.cell, player_color(self.index)
        size, gap = 0.7 * c, 0.3 * c
        right, cy = b.header.right, b.header.center_y
        for i in range(self.first_to):
            x1 = right - i * (size + gap)
            pip = arcade.LRBT(x1 - size, x1, cy - size / 2, cy + size / 2)
            lit = self.first_to - i <= wins
            shapes.rect(pip, color if lit else theme.with_alpha(theme.PANEL_RIM, 160))


def figures_of(view: SlotView) -> Mapping[str, int]:
    """A slot's figures for the round-over and match-over screens."""
    game = view.game
    stats = getattr(game, "stats", None)
    pieces = int(getattr(stats, "pieces", 0) or 0) if stats is not None else 0
    return {"score": int(getattr(game, "score", 0)), "rows": int(getattr(game, "rows", 0) or 0),
            "sent": view.sent, "received": view.received, "pieces": pieces}
