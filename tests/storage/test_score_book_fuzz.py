"""Fuzzing the score book and its pending scores with mutations of real ones: reading the book
(as Verse's setup and the play scenes do) and saving a finished game never raise anything but
ScoreBookError, the new score is always kept (in the book or pending), the scores a book
held are still there after, a book that cannot be read is never changed, a pending file that
cannot be read is kept byte for byte beside it, and nothing is written outside the data
folder."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.storage.pending_scores import PendingScores, make_entry, pending_path
from game.storage.score_saving import ScoreSave
from game.storage.scores import ScoreBook, ScoreBookError
from tests.fuzz_support import FUZZ, changed_outside, count_case, json_mutated, mutated, tree

GAMES = ("verse", "retris", "tetlight")


def _real_book() -> bytes:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        book = ScoreBook(Path(folder) / "scores.sqlite3")
        for i, game in enumerate(GAMES * 4):
            book.record(game, 100 * i, {"rotation": bool(i % 2), "style": "normal"},
                        f"2025-{i}.json")
        return book.path.read_bytes()


REAL = _real_book()
PENDING = [make_entry(g, 10 * i, {"edge": i}, f"r{i}.json") for i, g in enumerate(GAMES * 2)]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def fresh(data: Path) -> None:
    data.mkdir(exist_ok=True)
    for old in data.iterdir():
        old.unlink()


def scores(book: ScoreBook) -> Counter[tuple[str, int]] | None:
    """Every score the book shows, or None when it cannot be read."""
    try:
        return Counter((g, e.score) for g in GAMES for e in book.top(g, 10**6))
    except ScoreBookError:
        return None


@FUZZ
@given(content=mutated(REAL))
def test_any_damaged_book_is_reported_and_every_score_is_kept(
        content: bytes, tmp_path: Path, data: Path) -> None:
    count_case("score book")
    fresh(data)
    book = ScoreBook()
    book.path.write_bytes(content)
    before = tree(tmp_path)
    held = scores(book)
    try:
        book.best("retris")
    except ScoreBookError:
        held = None
    save = ScoreSave(book, "verse", 4321, {"rotation": True}, None)
    save.wait(30)
    pending = [e["score"] for e in PendingScores(pending_path(book.path)).entries()]
    if save.recorded:
        assert pending == []
    else:
        assert pending == [4321]  # kept to save later, never lost
    if held is None:
        assert book.path.read_bytes() == content  # a broken book is never touched
    else:
        after = scores(book)
        assert after is not None and not held - after  # every score it held is still there
    assert changed_outside(before, tree(tmp_path), "data") == []


@FUZZ
@given(content=st.one_of(mutated(json.dumps(PENDING).encode()),
                         json_mutated(PENDING).map(lambda d: json.dumps(d).encode(
                             "utf-8", "surrogatepass"))))
def test_any_damaged_pending_file_loses_no_score(content: bytes, tmp_path: Path,
                                                 data: Path) -> None:
    count_case("score book")
    fresh(data)
    pending = PendingScores(pending_path(ScoreBook().path))
    pending.path.write_bytes(content)
    new = make_entry("verse", 999, {}, None)
    pending.add(new)
    kept = pending.entries()
    assert new in kept
    aside = sorted(data.glob("scores-pending.json.damaged-*"))
    if aside:
        assert [p.read_bytes() for p in aside] == [content]  # moved aside whole
    else:
        assert kept[:-1] == json.loads(content.decode("utf-8-sig"))
    assert changed_outside({}, tree(tmp_path), "data") == []
