"""Tet'light's statistics in words (goals.md §3): the live panel's rows and the result
screen's, from the snapshot's ``stats`` (``game.rules.tetlight.stats.TetlightStats``)."""

from __future__ import annotations

from typing import Any

from game.ui.stats_panel import Row, common_rows

LIVE_COUNT = 6  # the HUD panel's rows


def live_rows(stats: Any) -> list[Row]:
    """The HUD panel's rows (the HUD shows the level and its clock already)."""
    return [*common_rows(stats, time=False),
            ("LINES STRAIGHT · V", f"{stats.lines_straight} · {stats.lines_v}"),
            ("CONTACTS", str(stats.contacts)), ("GLOBALS", str(stats.globals))]


def result_rows(stats: Any) -> list[Row]:
    """Time, pieces, PPS, KPP, lines straight and V, contact and global explosions, bombs
    earned and the highest level."""
    return [*common_rows(stats), ("LINES STRAIGHT", str(stats.lines_straight)),
            ("LINES V", str(stats.lines_v)), ("CONTACT EXPLOSIONS", str(stats.contacts)),
            ("GLOBAL EXPLOSIONS", str(stats.globals)), ("BOMBS EARNED", str(stats.bombs_earned)),
            ("HIGHEST LEVEL", str(stats.highest_level))]
