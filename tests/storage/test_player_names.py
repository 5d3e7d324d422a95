"""Players' names: up to 12 characters, no control characters, refused at entry and shown
safely when a book another program wrote holds a bad one."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.storage.player_names import MAX_LENGTH, check_name, shown_name, typed
from game.storage.scores import ScoreBook


@pytest.mark.parametrize("name", ["A", "ANA", "ABCDEFGHIJKL", "Zoë 9", "  PAD  "])
def test_good_names_are_kept_without_end_spaces(name: str) -> None:
    assert check_name(name) == name.strip()


@pytest.mark.parametrize("name", ["", "   ", "ABCDEFGHIJKLM", "A\nB", "A\x1b[31m", "\u202eABC",
                                  "A\x00", 12, None])
def test_bad_names_are_refused(name: object) -> None:
    with pytest.raises(ValueError):
        check_name(name)


def test_typing_drops_control_characters_and_stops_at_twelve() -> None:
    assert MAX_LENGTH == 12
    assert typed("AB", "C\r\x1bD\t") == "ABCD"
    assert typed("ABCDEFGHIJ", "KLMNOP") == "ABCDEFGHIJKL"


def test_the_book_refuses_a_bad_name(tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    with pytest.raises(ValueError):
        book.record("verse", 1, {}, figures={"name": "A\nB"})
    book.record("verse", 1, {})
    with pytest.raises(ValueError):
        book.set_name(book.last_id or 0, "X" * 13)
    assert book.top("verse")[0].name is None


@pytest.mark.parametrize("stored, shown", [("A\nB", "A?B"), ("\x1b[2J", "?[2J"),
                                          ("ABCDEFGHIJKLMNOP", "ABCDEFGHIJK…"), ("", "—"),
                                          (None, "—")])
def test_a_stored_bad_name_is_shown_safely(tmp_path: Path, stored: str | None,
                                           shown: str) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.record("verse", 5, {})
    db = sqlite3.connect(book.path)
    db.execute("UPDATE games SET name = ?", (stored,))
    db.commit()
    db.close()
    (entry,) = book.top("verse")
    assert entry.score == 5 and book.damaged == 0
    assert shown_name(entry.name) == shown
    assert book.last_name() is None or stored is None


def test_a_name_that_is_not_text_makes_the_row_damaged_not_a_crash(tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.record("verse", 5, {})
    book.record("verse", 6, {})
    db = sqlite3.connect(book.path)
    db.execute("UPDATE games SET name = x'ff00' WHERE score = 6")
    db.commit()
    db.close()
    assert [e.score for e in book.top("verse")] == [5] and book.damaged == 1
    assert book.last_name() is None
