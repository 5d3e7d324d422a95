"""A game's best score and the record of each finished game, through the score book.

A storage problem (a damaged, read-only, locked or missing book) is a line in the log, never
the end of a game: the best is then unknown. The player's own book is written off the window
thread and a score it refuses is kept to save later (:mod:`game.storage.score_saving`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from game.i18n import N_, _, number
from game.storage.score_saving import SaveStatus, ScoreSave
from game.storage.scores import ScoreBook, ScoreBookError
from game.ui.text import tr

log = logging.getLogger(__name__)

GAME = "verse"  # the default, for Verse's scenes


class ScoreBookLike(Protocol):
    """What the play scene needs of :class:`game.storage.scores.ScoreBook`."""

    def record(self, game: str, score: int, options: Mapping[str, Any],
               replay: str | None) -> int: ...

    def best(self, game: str) -> int | None: ...


def open_score_book() -> ScoreBookLike:
    """The player's score book (in the data folder)."""
    return ScoreBook()


class ScoreKeeper:
    """Reads the best score of ``game`` and records its finished games; ``book`` None opens
    the player's own book when first needed."""

    def __init__(self, book: ScoreBookLike | None = None, game: str = GAME) -> None:
        self._book = book
        self.game = game
        #: The last :meth:`finish`'s save into the player's book (the name prompt signs it).
        self.last_save: ScoreSave | None = None

    @property
    def book(self) -> ScoreBookLike:
        if self._book is None:
            self._book = open_score_book()
        return self._book

    def best(self) -> int | None:
        """The best score of this game so far; None when there is none or the book cannot
        be read."""
        try:
            return self.book.best(self.game)
        except (ScoreBookError, OSError) as exc:
            log.warning("could not read the best score: %s", exc)  # i18n: not shown
            return None

    def finish(self, score: int, options: Mapping[str, Any], replay: str | None,
               figures: Mapping[str, Any] | None = None
               ) -> tuple[int | None, int | None, bool | SaveStatus]:
        """Read the best so far and record a finished game: (best before it, its rank,
        where it is when not in the book: a falsy status once recorded). The player's book
        is written on a background thread, waited for at most a moment; a book that
        refuses the score keeps it pending or, when nothing can be written, in memory.
        ``figures``: the book's time, rows, won and stats of the game (see ScoreBook.record)."""
        if isinstance(self.book, ScoreBook):
            save = ScoreSave(self.book, self.game, score, options, replay, figures)
            self.last_save = save
            save.wait()
            return save.best_before, save.rank, save.status
        best = self.best()
        rank = self.record(score, options, replay)
        return best, rank, False

    def record(self, score: int, options: Mapping[str, Any], replay: str | None) -> int | None:
        """Record a finished game; its rank (1 = best), or None when it could not be kept."""
        try:
            return self.book.record(self.game, score, dict(options), replay)
        except (ScoreBookError, OSError) as exc:
            log.warning("could not record the score: %s", exc)  # i18n: not shown
            return None


#: The RANK of a score not in the book yet, in the player's words (marked for the catalogs).
STATUS_WORDS = {SaveStatus.LATER: N_("SAVED LATER"), SaveStatus.MEMORY: N_("NOT SAVED YET"),
                SaveStatus.SAVING: N_("SAVING")}


def best_and_rank(score: int, best_before: int | None, rank: int | None,
                  later: bool | SaveStatus = False) -> list[tuple[str, str]]:
    """The game over screen's BEST (this game counted) and RANK (when it was recorded;
    else where the score is: SAVED LATER when it waits in the pending file, NOT SAVED YET
    when only memory holds it)."""
    figures = [(_("BEST"), number(max(best_before or 0, score)))]
    if rank is not None:
        figures.append((_("RANK"), _("#{rank}").format(rank=number(rank))))
    elif later:
        status = later if isinstance(later, SaveStatus) else SaveStatus.LATER
        figures.append((_("RANK"), tr(STATUS_WORDS.get(status, status.value))))
    return figures


class BestThen:
    """The score book as a replay's play scene sees it: the best score as it stood when
    that game was played (:func:`best_when_played`); it records nothing."""

    def __init__(self, best: int | None) -> None:
        self._best = best

    def best(self, game: str) -> int | None:
        return self._best

    def record(self, game: str, score: int, options: Mapping[str, Any],
               replay: str | None) -> int:
        raise ScoreBookError("a replay being watched records no score")  # i18n: not shown


def best_when_played(game: str, replay: Path, book: ScoreBook | None = None) -> int | None:
    """The best score of ``game`` before the game of ``replay`` was played: of the book's
    games finished before it (its own row found by the replay's file name, else the time in
    that name); None when there was none or the book cannot be read."""
    from game.storage.replay_library import saved_at

    try:
        games = (book or ScoreBook()).top(game, n=1 << 62)
    except (ScoreBookError, OSError) as exc:
        log.warning("could not read the best score: %s", exc)  # i18n: not shown
        return None
    mine = next((g for g in games if g.replay == replay.name), None)
    when = mine.finished_at if mine else saved_at(replay).isoformat(timespec="seconds")
    return max((g.score for g in games if g.finished_at < when), default=None)
