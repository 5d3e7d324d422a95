"""Verse's statistics in words (goals.md §3): the live panel's rows and the result screen's,
from the snapshot's ``stats`` (``game.rules.verse.stats.VerseStats``)."""

from __future__ import annotations

from typing import Any

from game.ui.stats_panel import Row, common_rows

LIVE_COUNT = 6  # the HUD panel's rows


def lines_text(lines_by_count: Any) -> str:
    """Clears by how many lines at once: ``1×12  2×3`` (— before the first)."""
    return "  ".join(f"{n}×{times}" for n, times in lines_by_count) or "—"


def live_rows(stats: Any) -> list[Row]:
    """The HUD panel's rows (placements are the pieces)."""
    return [*common_rows(stats, time=False), ("LINES", lines_text(stats.lines_by_count)),
            ("LONGEST STREAK", str(stats.longest_streak)),
            ("BOARD CLEARS", str(stats.board_clears))]


def result_rows(stats: Any) -> list[Row]:
    """Time, placements, PPS, KPP, lines by how many at once, the longest streak and the
    board clears."""
    time, placements, *rates = common_rows(stats)
    return [time, ("PLACEMENTS", placements[1]), *rates,
            *((f"{n} LINE{'S' if n > 1 else ''} AT ONCE", str(times))
              for n, times in stats.lines_by_count),
            ("LONGEST STREAK", str(stats.longest_streak)),
            ("BOARD CLEARS", str(stats.board_clears))]
