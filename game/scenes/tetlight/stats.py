"""Tet'light's statistics in words (goals.md §3): the live panel's rows and the result
screen's, from the snapshot's ``stats`` (``game.rules.tetlight.stats.TetlightStats``)."""

from __future__ import annotations

from typing import Any

from game.i18n import _, number
from game.ui.stats_panel import Row, common_rows

LIVE_COUNT = 6  # the HUD panel's rows


def live_rows(stats: Any) -> list[Row]:
    """The HUD panel's rows (the HUD shows the level and its clock already)."""
    return [*common_rows(stats, time=False),
            (_("LINES STRAIGHT · V"), f"{number(stats.lines_straight)} · {number(stats.lines_v)}"),
            (_("CONTACTS"), number(stats.contacts)), (_("GLOBALS"), number(stats.globals))]


def result_rows(stats: Any) -> list[Row]:
    """Time, pieces, PPS, KPP, lines straight and V, contact and global explosions, bombs
    earned and the highest level."""
    return [*common_rows(stats), (_("LINES STRAIGHT"), number(stats.lines_straight)),
            (_("LINES V"), number(stats.lines_v)),
            (_("CONTACT EXPLOSIONS"), number(stats.contacts)),
            (_("GLOBAL EXPLOSIONS"), number(stats.globals)),
            (_("BOMBS EARNED"), number(stats.bombs_earned)),
            (_("HIGHEST LEVEL"), number(stats.highest_level))]
