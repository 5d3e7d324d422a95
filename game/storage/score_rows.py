"""The score book's rows: a finished game as a row to insert, and a row read back as a
:class:`ScoreEntry` (None for one whose JSON is not what this code writes)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from game.storage.player_names import check_name
from game.storage.record_tables import TableKey, table_key

#: The figures :meth:`ScoreBook.record` takes beside the score (schema 2's columns).
FIGURES = ("name", "ticks", "tick_rate", "rows", "won", "stats")


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One finished game as the book keeps it (schema 2's figures are None where unknown:
    a game recorded before them)."""

    rank: int  # 1 = the best of its game (or of its table, from :meth:`ScoreBook.table`)
    game: str
    score: int
    options: dict[str, Any]
    replay: str | None  # the replay's file name, when the game was saved
    finished_at: str  # ISO 8601, UTC
    name: str | None = None  # as stored; draw it through player_names.shown_name
    ticks: int | None = None  # game time in rules ticks
    tick_rate: int | None = None
    rows: int | None = None  # cleared rows (Retris) or lines
    won: bool | None = None  # the goal was reached
    stats: dict[str, Any] | None = None  # the figures (the rules' stats.to_json())
    id: int = field(default=0, compare=False)  # the row's id (ties rank the lower first)

    @property
    def seconds(self) -> float | None:
        """Game time in seconds, when known."""
        if self.ticks is None or not self.tick_rate:
            return None
        return self.ticks / self.tick_rate

    @property
    def table(self) -> TableKey:
        return table_key(self.game, self.options)


def entry_row(game: str, score: int, options: Mapping[str, Any], replay: str | None,
               finished_at: datetime) -> tuple[str, int, str, str | None, str]:
    """The row to insert; a wrong argument is a programming error (ValueError names it)."""
    if not isinstance(game, str) or not game:
        raise ValueError(f"game: expected a game name, got {game!r}")  # i18n: not shown
    if not isinstance(score, int) or isinstance(score, bool):
        raise ValueError(f"score: expected an int, got {score!r}")  # i18n: not shown
    if replay is not None and not isinstance(replay, str):
        raise ValueError(f"replay: expected a file name or None, got {replay!r}")  # i18n: not shown
    try:
        text = json.dumps(dict(options), sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise ValueError(
            f"options: expected JSON values, got {options!r} ({exc})") from None  # i18n: not shown
    stamp = finished_at.astimezone(UTC).isoformat(timespec="seconds")
    return game, score, text, replay, stamp


def options_of(text: str) -> dict[str, Any] | None:
    """A row's options, or None when they are not the JSON object this code writes."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def figures_row(figures: Mapping[str, Any]) -> tuple[Any, ...]:
    """Schema 2's columns for a new row, in :data:`FIGURES` order; ValueError names a
    wrong one (a name is checked: game.storage.player_names)."""
    unknown = set(figures) - set(FIGURES)
    if unknown:
        raise ValueError(f"figures: unknown {sorted(unknown)} (known: {', '.join(FIGURES)})")
    name = figures.get("name")
    out: list[Any] = [None if name is None else check_name(name)]
    for key in ("ticks", "tick_rate", "rows"):
        value = figures.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                  or value < (1 if key == "tick_rate" else 0)):
            raise ValueError(f"{key}: expected a count or None, got {value!r}")  # i18n: not shown
        out.append(value)
    won = figures.get("won")
    if won is not None and not isinstance(won, bool):
        raise ValueError(f"won: expected true, false or None, got {won!r}")  # i18n: not shown
    out.append(None if won is None else int(won))
    stats = figures.get("stats")
    if stats is not None:
        try:
            stats = json.dumps(dict(stats), sort_keys=True, separators=(",", ":"))
        except (TypeError, ValueError) as exc:
            raise ValueError(
                f"stats: expected JSON values, got {stats!r} ({exc})") from None  # i18n: not shown
    out.append(stats)
    return tuple(out)


def entry_of(row: tuple[Any, ...]) -> ScoreEntry | None:
    """A good row (the book's query checked its types) as an entry; None when its JSON is not
    what this code writes. A name is kept as stored: the screens draw it through
    ``shown_name``, so a damaged one is shown safely and never hides the score."""
    rowid, game, score, options, replay, finished, name, ticks, rate, rows, won, stats = row
    opts = options_of(options)
    figures = options_of(stats) if stats is not None else {}
    if opts is None or figures is None:
        return None
    return ScoreEntry(0, game, score, opts, replay, finished, name, ticks, rate, rows,
                      None if won is None else bool(won), figures or None, rowid)
