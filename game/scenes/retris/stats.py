"""Retris's statistics in words (goals.md §3): the live panel's rows and the result screen's,
from the snapshot's ``stats`` (``game.rules.retris.stats.RetrisStats``)."""

from __future__ import annotations

from typing import Any

from game.i18n import _, number
from game.ui.stats_panel import Row, common_rows


def live_count(mode: str) -> int:
    """How many rows the HUD's panel shows in ``mode`` (Arcade adds its chains and bombs)."""
    return 8 if mode == "arcade" else 6


def clears_text(clears: tuple[int, ...]) -> str:
    """Rows cleared by clear size, singles to 4+: ``12 · 4 · 1 · 3``."""
    return " · ".join(number(n) for n in clears)


def live_rows(stats: Any, mode: str) -> list[Row]:
    """The HUD panel's rows (the HUD has its own clock)."""
    rows = [*common_rows(stats, time=False), ("1·2·3·4+", clears_text(stats.clears)),
            (_("HOLDS"), number(stats.holds)), (_("FINESSE"), number(stats.finesse))]
    if mode == "arcade":
        rows += [(_("MAX CHAIN"), number(stats.max_generation)),
                 (_("BOMBS"), number(stats.bombs))]
    return rows


def result_rows(stats: Any, mode: str) -> list[Row]:
    """The result screen's figures: time, pieces, PPS, KPP, rows by clear size, holds,
    finesse faults, and in Arcade the deepest chain and the bombs fired."""
    singles, doubles, triples, more = stats.clears
    rows = [*common_rows(stats), (_("SINGLES"), number(singles)),
            (_("DOUBLES"), number(doubles)), (_("TRIPLES"), number(triples)),
            (_("4+ ROWS"), number(more)), (_("HOLDS"), number(stats.holds)),
            (_("FINESSE FAULTS"), number(stats.finesse))]
    if mode == "arcade":
        rows += [(_("MAX CHAIN"), number(stats.max_generation)),
                 (_("BOMBS FIRED"), number(stats.bombs))]
    return rows
