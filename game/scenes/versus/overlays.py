"""The round-over overlay over the fields during the match's break between rounds: who won
the round (or a draw), each slot's figures of that round over its own field, and the seconds
until the next round starts (the match starts it by itself)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from game.i18n import N_, _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.rules.versus.views import MATCH_OVER, ROUND_OVER, MatchSnapshot
from game.scenes.versus.colors import player_color, player_name
from game.scenes.versus.field_layout import SlotBoxes
from game.scenes.versus.slot_field import figures_of
from game.ui import theme
from game.ui.panel import draw_panels, panel_shape
from game.ui.textbatch import TextBatch, set_color

FIGURES = ("score", "rows", "sent", "received", "pieces")
FIGURE_WORDS = {"score": N_("SCORE"), "rows": N_("ROWS"), "sent": N_("SENT"),
                "received": N_("RECEIVED"), "pieces": N_("PIECES")}


def verdict(snap: MatchSnapshot) -> str:
    """The words of a finished round or match."""
    if snap.phase == MATCH_OVER:
        winner = snap.match_winner
        return _("MATCH DRAWN") if winner is None else _("{player} WINS THE MATCH").format(
            player=player_name(winner))
    winner = snap.round_winner
    if winner is None:
        return _("ROUND {n} · DRAW").format(n=number(snap.round))
    return _("ROUND {n} · {player} WINS").format(n=number(snap.round),
                                                 player=player_name(winner))


def figure_lines(snap: MatchSnapshot, index: int) -> list[tuple[str, str]]:
    """(label, value) rows of slot ``index``'s figures."""
    figures = figures_of(snap.slots[index])
    return [(translate(FIGURE_WORDS[name]), number(figures[name])) for name in FIGURES]


class RoundOverlay:
    """Shown while the snapshot's phase is ROUND_OVER."""

    def __init__(self) -> None:
        self.shown = False
        self.snapshot: MatchSnapshot | None = None
        self.boxes: list[SlotBoxes] = []

    def build(self, boxes: Sequence[SlotBoxes], size: tuple[float, float]) -> None:
        self.boxes = list(boxes)
        w, _ = size
        cell = boxes[0].cell
        mid = boxes[0].field.center_y
        self.band = panel_shape(arcade.LRBT(boxes[0].column.left, boxes[-1].column.right,
                                            mid + 4.6 * cell, mid + 8.8 * cell), 0.4 * cell,
                                (6, 9, 22, 225))
        self.title = arcade.Text("", round(w / 2), round(mid + 7.3 * cell), theme.INK,
                                 1.3 * cell, font_name=theme.DISPLAY_FONT, bold=True,
                                 anchor_x="center", anchor_y="center")
        self.countdown = arcade.Text("", round(w / 2), round(mid + 5.6 * cell),
                                     theme.INK_DIM, max(8.0, 0.6 * cell),
                                     font_name=theme.LABEL_FONT, bold=True, anchor_x="center",
                                     anchor_y="center")
        self.rows: list[list[tuple[arcade.Text, arcade.Text]]] = []
        for box in boxes:
            c, f = box.cell, box.field
            lines = []
            for k in range(len(FIGURES)):
                y = f.center_y + 1.6 * c - k * 1.3 * c
                lines.append((arcade.Text("", round(f.left + 0.9 * c), round(y), theme.INK_DIM,
                                          max(7.0, 0.5 * c), font_name=theme.LABEL_FONT,
                                          bold=True, anchor_y="center"),
                              arcade.Text("", round(f.right - 0.9 * c), round(y), theme.INK,
                                          max(7.0, 0.62 * c), font_name=theme.DISPLAY_FONT,
                                          bold=True, anchor_x="right", anchor_y="center")))
            self.rows.append(lines)
        self.texts = TextBatch([self.title, self.countdown,
                                *(t for lines in self.rows for pair in lines for t in pair)])
        self._panels = [panel_shape(arcade.LRBT(b.field.left + 0.4 * b.cell,
                                                b.field.right - 0.4 * b.cell,
                                                b.field.center_y - 5.2 * b.cell,
                                                b.field.center_y + 2.6 * b.cell),
                                    0.4 * b.cell, (8, 12, 28, 235)) for b in boxes]

    def update(self, snap: MatchSnapshot) -> None:
        self.snapshot = snap
        self.shown = snap.phase in (ROUND_OVER, MATCH_OVER) and bool(self.boxes)
        if not self.shown:
            return
        words = verdict(snap)
        if self.title.text != words:
            self.title.text = words
            winner = snap.match_winner if snap.phase == MATCH_OVER else snap.round_winner
            set_color(self.title, theme.INK if winner is None else player_color(winner))
        seconds = math.ceil(snap.break_left / max(1, snap.tick_rate))
        countdown = (_("NEXT ROUND IN {seconds}").format(seconds=number(seconds))
                     if snap.phase == ROUND_OVER else "")
        if self.countdown.text != countdown:
            self.countdown.text = countdown
        for index, lines in enumerate(self.rows[:len(snap.slots)]):
            for (name, value), (label, figure) in zip(figure_lines(snap, index), lines,
                                                      strict=True):
                if label.text != name:
                    label.text = name
                if figure.text != value:
                    figure.text = value

    def draw(self, now: float) -> None:
        if not self.shown:
            return
        draw_panels([self.band, *self._panels])
        self.texts.draw()
