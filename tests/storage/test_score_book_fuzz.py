"""Fuzzing the score book with byte mutations of a real one: reading it (as Verse's setup
and the play scenes do) and saving a finished game never raise anything but
ScoreBookError, the new score is always kept (in the book or pending), a book that cannot be
read is never changed, and nothing is written outside the data folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given

from game.storage.pending_scores import PendingScores, pending_path
from game.storage.score_saving import ScoreSave
from game.storage.scores import ScoreBook, ScoreBookError
from tests.fuzz_support import FUZZ, changed_outside, mutated, tree


def _real_book() -> bytes:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        book = ScoreBook(Path(folder) / "scores.sqlite3")
        for i, game in enumerate(["verse", "retris", "tetlight"] * 4):
            book.record(game, 100 * i, {"rotation": bool(i % 2), "style": "normal"},
                        f"2025-{i}.json")
        return book.path.read_bytes()


REAL = _real_book()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@FUZZ
@given(content=mutated(REAL))
def test_any_damaged_book_is_reported_and_the_new_score_is_kept(
        content: bytes, tmp_path: Path, data: Path) -> None:
    data.mkdir(exist_ok=True)
    for old in data.iterdir():
        old.unlink()
    book = ScoreBook()
    book.path.write_bytes(content)
    before = tree(tmp_path)
    try:
        book.top("verse", 3)
        book.best("retris")
        readable = True
    except ScoreBookError:
        readable = False
    save = ScoreSave(book, "verse", 4321, {"rotation": True}, None)
    save.wait(30)
    pending = [e["score"] for e in PendingScores(pending_path(book.path)).entries()]
    if save.recorded:
        assert pending == []
    else:
        assert pending == [4321]  # kept to save later, never lost
    if not readable:
        assert book.path.read_bytes() == content  # a broken book is never touched
    assert changed_outside(before, tree(tmp_path), "data") == []
