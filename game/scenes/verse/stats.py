"""Verse's statistics in words (goals.md §3): the live panel's rows and the result screen's,
from the snapshot's ``stats`` (``game.rules.verse.stats.VerseStats``)."""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext, number
from game.ui.stats_panel import Row, common_rows

LIVE_COUNT = 6  # the HUD panel's rows


def lines_text(lines_by_count: Any) -> str:
    """Clears by how many lines at once: ``1×12  2×3`` (— before the first)."""
    return "  ".join(f"{n}×{number(times)}" for n, times in lines_by_count) or "—"


def live_rows(stats: Any) -> list[Row]:
    """The HUD panel's rows (placements are the pieces)."""
    return [*common_rows(stats, time=False), (_("LINES"), lines_text(stats.lines_by_count)),
            (_("LONGEST STREAK"), number(stats.longest_streak)),
            (_("BOARD CLEARS"), number(stats.board_clears))]


def result_rows(stats: Any) -> list[Row]:
    """Time, placements, PPS, KPP, lines by how many at once, the longest streak and the
    board clears."""
    time, placements, *rates = common_rows(stats)
    return [time, (_("PLACEMENTS"), placements[1]), *rates,
            *((ngettext("{n} LINE AT ONCE", "{n} LINES AT ONCE", n).format(n=number(n)),
               number(times)) for n, times in stats.lines_by_count),
            (_("LONGEST STREAK"), number(stats.longest_streak)),
            (_("BOARD CLEARS"), number(stats.board_clears))]
