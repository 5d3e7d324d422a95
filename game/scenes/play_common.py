"""What every play scene does the same way at its end: keep the replay and the score, show a
crash."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.scenes.score_keeper import ScoreKeeper
from game.storage.score_saving import SaveStatus, ScoreSave

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class KeptGame:
    """Where a finished game went: its replay file, the best score before it, its rank
    (None where storage failed; the game over screen shows what there is)."""

    replay_path: Path | None
    best_before: int | None
    rank: int | None
    #: Where the score is when not in the book (SAVED LATER, NOT SAVED YET); falsy once in.
    saved_later: bool | SaveStatus = False
    #: The save into the player's book: the game over's name prompt signs it (None: a
    #: replay watched, or a book that is not the player's).
    save: ScoreSave | None = None


def game_figures(snapshot: Any, replay: Any) -> dict[str, Any]:
    """The score book's figures of a finished game, from its last snapshot and replay: game
    time (the rules' ``game_ticks`` where they count it, else the replay's last tick), rows
    (Retris) or lines, whether the goal was reached, and the rules' stats where they keep
    them."""
    ticks = getattr(snapshot, "game_ticks", 0) or int(replay.final_tick)
    stats = getattr(snapshot, "stats", None)
    figures: dict[str, Any] = {"ticks": ticks, "tick_rate": int(replay.header.tick_rate)}
    rows = getattr(snapshot, "rows", None)
    if rows is None and stats is not None:
        lines = getattr(stats, "lines_straight", 0) + getattr(stats, "lines_v", 0)
        by_count = getattr(stats, "lines_by_count", None) or {}
        rows = lines + sum(int(n) * int(k) for n, k in dict(by_count).items())
    if isinstance(rows, int) and not isinstance(rows, bool):
        figures["rows"] = rows
    if isinstance(getattr(snapshot, "won", None), bool):
        figures["won"] = snapshot.won
    if stats is not None and hasattr(stats, "to_json"):
        figures["stats"] = stats.to_json()
    return figures


def keep_finished_game(driver: Any, keeper: ScoreKeeper, score: int) -> KeptGame:
    """Save the replay (the newest are kept) and record the score with that replay's options
    and file name. Storage problems are logged; the session goes on."""
    from game.storage.replays import save_finished

    if getattr(driver, "watching", False):  # a replay being watched is already kept
        return KeptGame(None, keeper.best(), None)
    replay = driver.replay()  # built once: it digests the whole state
    path: Path | None = None
    try:
        path = save_finished(replay, score=score)
    except OSError as exc:
        log.warning("could not save the replay: %s", exc)  # i18n: not shown
    if getattr(replay.header, "origin", None) is not None:
        # A practice game started mid-game: its replay is kept, its score is not a game's.
        return KeptGame(path, keeper.best(), None)
    figures = game_figures(driver.latest(), replay)
    best, rank, later = keeper.finish(score, replay.header.options, path.name if path else None,
                                      figures)
    return KeptGame(path, best, rank, later, keeper.last_save)


def show_crash(app: Any, scene: Any, error: BaseException, log_path: Path | None) -> None:
    """Replace ``scene`` (and any overlay over it, like the pause screen) with the error
    screen, which names the error and where the log is."""
    from game.scenes.menus.error import ErrorScene

    while app.nav.top is not scene and len(app.nav.stack) > 1:
        app.nav.pop()
    app.nav.replace(ErrorScene(app, error, log_path))


def pause_if_playing(scene: Any) -> bool:
    """Pause ``scene``'s game if it is still running and on screen (a pad plugged in or out,
    the window's focus lost: held controls were let go); True when it paused."""
    if scene.snapshot.over or scene.app.nav.top is not scene:
        return False
    scene.pause()
    return True


def hold_or_let_go(keys: Any, command: Any) -> bool:
    """A rules action's control pressed or released, from the keys or a pad alike."""
    if command.pressed:
        return bool(keys.hold(command.name, command.source))
    return bool(keys.let_go(command.source))
