"""Record tables (rules/goals.md §2): one per game + options + goal, each ranked by its goal's
measure; "would this game enter the top 10" asks the same ranking."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from game.storage.record_tables import table_key
from game.storage.scores import ScoreBook

R = {"mode": "classic", "style": "normal", "level": 1, "das_ms": 167}
T0 = datetime(2025, 5, 1, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> ScoreBook:
    return ScoreBook(tmp_path / "scores.sqlite3")


def _add(book: ScoreBook, options: dict, score: int, ticks: int | None = None,
         won: bool | None = None, k: int = 0, name: str | None = None) -> None:
    book.record("retris", score, options, finished_at=T0 + timedelta(minutes=k),
                figures={"ticks": ticks, "tick_rate": 120, "won": won, "name": name})


def test_sprint_ranks_by_time_lower_first_and_only_won_games(book: ScoreBook) -> None:
    sprint = dict(R, goal="sprint", goal_rows=40)
    _add(book, sprint, 900, ticks=9000, won=True, k=0)
    _add(book, sprint, 100, ticks=6000, won=True, k=1)
    _add(book, sprint, 5000, ticks=3000, won=False, k=2)  # topped out: not ranked
    _add(book, sprint, 50, ticks=6000, won=True, k=3)  # a tie: the earlier first
    table = book.table(table_key("retris", sprint))
    assert [(e.rank, e.ticks, e.score) for e in table] == [(1, 6000, 100), (2, 6000, 50),
                                                           (3, 9000, 900)]
    assert book.place("retris", sprint, 0, ticks=5999, won=True) == 1
    assert book.place("retris", sprint, 10**6, ticks=2000, won=False) is None


def test_ultra_and_endless_rank_by_score(book: ScoreBook) -> None:
    ultra = dict(R, goal="ultra", goal_seconds=120)
    _add(book, ultra, 300, ticks=14400, k=0)
    _add(book, ultra, 800, ticks=14400, k=1)
    _add(book, ultra, 500, ticks=9000, won=False, k=2)  # a top out ranks too
    assert [e.score for e in book.table(table_key("retris", ultra))] == [800, 500, 300]
    _add(book, R, 10, k=3)
    _add(book, R, 70, k=4)
    assert [e.score for e in book.table(table_key("retris", R))] == [70, 10]


def test_marathon_ranks_by_score_then_time(book: ScoreBook) -> None:
    marathon = dict(R, goal="marathon", goal_rows=150)
    _add(book, marathon, 1000, ticks=50000, won=True, k=0)
    _add(book, marathon, 1000, ticks=40000, won=True, k=1)
    _add(book, marathon, 2000, ticks=90000, won=False, k=2)
    assert [(e.score, e.ticks) for e in book.table(table_key("retris", marathon))] == [
        (2000, 90000), (1000, 40000), (1000, 50000)]


def test_each_goal_target_mode_and_style_is_a_table_of_its_own(book: ScoreBook) -> None:
    _add(book, dict(R, goal="sprint", goal_rows=40), 1, ticks=100, won=True)
    _add(book, dict(R, goal="sprint", goal_rows=20), 1, ticks=100, won=True)
    _add(book, dict(R, goal="sprint", goal_rows=40, das_ms=100), 1, ticks=90, won=True)
    _add(book, dict(R, style="relax"), 5)
    _add(book, dict(R, mode="arcade"), 5)
    _add(book, R, 5)
    book.record("tetlight", 9, {"edge": 6, "level": 3, "radar": True})
    book.record("verse", 9, {"rotation": True, "fair": False})
    keys = book.tables()
    assert [(k.game, k.goal, k.target, k.option("mode"), k.option("style")) for k in keys
            if k.game == "retris"] == [
        ("retris", "endless", None, "arcade", "normal"),
        ("retris", "endless", None, "classic", "normal"),
        ("retris", "endless", None, "classic", "relax"),
        ("retris", "sprint", 20, "classic", "normal"),
        ("retris", "sprint", 40, "classic", "normal")]  # handling is no table of its own
    assert [k.options for k in keys if k.game != "retris"] == [
        (("edge", 6), ("level", 3)), (("rotation", True), ("fair", False))]
    forty = table_key("retris", dict(R, goal="sprint", goal_rows=40))
    assert [e.ticks for e in book.table(forty)] == [90, 100]


def test_a_sprint_table_with_no_win_is_not_listed(book: ScoreBook) -> None:
    _add(book, dict(R, goal="sprint", goal_rows=40), 100, ticks=100, won=False)
    assert book.tables() == []


def test_a_table_shows_ten_and_the_eleventh_game_would_not_enter(book: ScoreBook) -> None:
    for k in range(10):
        _add(book, R, 100 * (k + 1), k=k)
    assert [e.score for e in book.table(table_key("retris", R))][-1] == 100
    assert len(book.table(table_key("retris", R), n=10)) == 10
    assert not book.would_enter("retris", R, 100)  # equal to the 10th: the earlier stays
    assert book.would_enter("retris", R, 101)
    assert book.would_enter("retris", dict(R, style="crazy"), 0)  # an empty table
    _add(book, R, 50, k=20)
    assert not book.would_enter("retris", R, 50, row_id=book.last_id)
    _add(book, R, 150, k=21)
    assert book.would_enter("retris", R, 150, row_id=book.last_id)
    assert book.place("retris", R, 150, row_id=book.last_id) == 10


def test_the_last_name_used_is_the_newest_signed_game(book: ScoreBook) -> None:
    assert book.last_name() is None
    _add(book, R, 1, name="ANA", k=0)
    _add(book, R, 2, k=1)  # unsigned: the name before still offered
    assert book.last_name() == "ANA"
    _add(book, R, 3, name="BO", k=2)
    assert book.last_name() == "BO"
    assert book.set_name(book.last_id or 0, "CY")
    assert book.last_name() == "CY"
