"""A full or read-only data folder, for real (a small tmpfs, filled or mounted read-only):
nothing is said to be saved that was not, the score is kept in memory and retried (a timer,
the next game over) until it lands, and no empty temporary file is left anywhere."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.config.loader import load_settings
from game.config.writer import SaveRefused, save_settings
from game.core.replay import Replay, ReplayHeader
from game.storage import unsaved_scores
from game.storage.pending_scores import PendingScores, pending_path
from game.storage.replays import save_finished
from game.storage.score_saving import SaveStatus, ScoreSave
from game.storage.scores import ScoreBook
from game.storage.unsaved_scores import UNSAVED, take_news
from tests.fs_support import fill, leftovers, mount_problem, mounted, remount


@pytest.fixture
def unsaved() -> Iterator[unsaved_scores.UnsavedScores]:
    """The in-memory scores, empty before and after (it is one per process)."""
    take_news()
    UNSAVED.forget()
    yield UNSAVED
    UNSAVED.forget()
    take_news()


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    if mount_problem():
        pytest.skip(mount_problem())
    with mounted(tmp_path / "data") as folder:
        yield folder


def save(book: ScoreBook, score: int) -> ScoreSave:
    saving = ScoreSave(book, "retris", score, {"mode": "classic"}, None)
    saving.wait(10)
    return saving


def test_a_full_disk_says_not_saved_keeps_the_score_in_memory_and_saves_it_once_there_is_room(
        disk: Path, unsaved: unsaved_scores.UnsavedScores, monkeypatch: pytest.MonkeyPatch
        ) -> None:
    book = ScoreBook(disk / "scores.sqlite3")
    book.record("retris", 50, {})
    filler = fill(disk)
    monkeypatch.setattr(unsaved_scores, "RETRY_SECONDS", 0.2)
    saving = save(book, 1234)
    assert saving.status is SaveStatus.MEMORY and saving.rank is None
    assert take_news() == ["score not saved: No space left on device, kept in memory and "
                           f"retried every minute (quitting loses it): {disk}"]
    assert [e["score"] for _, e, _ in unsaved.items] == [1234]
    assert leftovers(disk) == [] and not pending_path(book.path).exists()
    assert [e.score for e in book.top("retris")] == [50]  # the book survives the full disk
    filler.unlink()
    unsaved._timer.join(5)  # type: ignore[union-attr]  # the timer's retry
    assert [e.score for e in book.top("retris")] == [1234, 50]
    assert unsaved.items == [] and take_news() == ["score 1,234 (retris) saved at last"]


def test_the_next_game_over_saves_what_memory_kept(disk: Path,
                                                   unsaved: unsaved_scores.UnsavedScores) -> None:
    book = ScoreBook(disk / "scores.sqlite3")
    filler = fill(disk)
    assert save(book, 700).status is SaveStatus.MEMORY
    assert save(book, 800).status is SaveStatus.MEMORY
    filler.unlink()
    assert save(book, 10).status is SaveStatus.RECORDED
    assert [e.score for e in book.top("retris")] == [800, 700, 10]
    assert unsaved.items == []


def test_a_read_only_data_folder_keeps_the_book_and_says_not_saved(
        disk: Path, unsaved: unsaved_scores.UnsavedScores) -> None:
    book = ScoreBook(disk / "scores.sqlite3")
    book.record("retris", 50, {})
    before = book.path.read_bytes()
    remount(disk, read_only=True)
    try:
        saving = save(book, 99)
        assert saving.status is SaveStatus.MEMORY
        assert "Read-only file system" in take_news()[0]
        assert book.path.read_bytes() == before
    finally:
        remount(disk, read_only=False)
    assert unsaved.retry() == 1
    assert [e.score for e in book.top("retris")] == [99, 50]


def test_a_book_that_refuses_keeps_the_score_pending_and_says_why(
        disk: Path, unsaved: unsaved_scores.UnsavedScores) -> None:
    book = ScoreBook(disk / "scores.sqlite3")
    book.path.write_bytes(b"x")
    saving = save(book, 5)
    assert saving.status is SaveStatus.LATER
    assert take_news() == [f"score book {book.path}: not a score book (not an SQLite "
                           "database); it was left untouched; the score waits in "
                           "scores-pending.json"]
    assert [e["score"] for e in PendingScores(pending_path(book.path)).entries()] == [5]
    assert book.path.read_bytes() == b"x"


def test_lost_scores_are_named_on_stderr_at_exit(disk: Path, capsys: pytest.CaptureFixture[str],
                                                 unsaved: unsaved_scores.UnsavedScores) -> None:
    fill(disk)
    save(ScoreBook(disk / "scores.sqlite3"), 4321)
    unsaved.last_try()
    assert capsys.readouterr().err == (f"arcadeforge: 1 score(s) could not be saved and are lost "
                                       f"(retris 4,321): {disk}: No space left on device\n")


def test_replays_and_settings_on_a_full_disk_fail_whole_and_leave_no_temporary(
        disk: Path) -> None:
    settings = disk / "settings.toml"
    settings.write_text("[effects]  # mine\nbloom = 0.25\n")
    (disk / "replays").mkdir()
    fill(disk)
    with pytest.raises(OSError, match="No space left on device"):
        save_finished(Replay(ReplayHeader("retris", {}, 1, 120, "x")), disk / "replays")
    before = load_settings(settings).settings
    after = dataclasses.replace(before, effects=dataclasses.replace(before.effects, bloom=0.5))
    with pytest.raises(SaveRefused, match="No space left on device"):
        save_settings(settings, after, before)
    assert settings.read_text() == "[effects]  # mine\nbloom = 0.25\n"
    assert leftovers(disk) == [] and os.listdir(disk / "replays") == []



@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder (the "
                                              "read-only tmpfs above stops root too)")
def test_a_folder_without_write_permission_says_not_saved(
        tmp_path: Path, unsaved: unsaved_scores.UnsavedScores) -> None:
    folder = tmp_path / "data"
    book = ScoreBook(folder / "scores.sqlite3")
    book.record("retris", 50, {})
    folder.chmod(0o500)
    try:
        assert save(book, 99).status is SaveStatus.MEMORY
        assert "Permission denied" in take_news()[0]
        assert leftovers(folder) == []
    finally:
        folder.chmod(0o700)
    assert unsaved.retry() == 1
