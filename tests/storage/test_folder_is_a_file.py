"""A data folder that is really a file: one line naming it, nothing lost or overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.folders import NotAFolder, make_folder
from game.core.replay import Replay
from game.storage.scores import ScoreBook, ScoreBookError


def test_make_folder_names_the_file_in_the_way(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("keep me")
    with pytest.raises(NotAFolder) as err:
        make_folder(blocker / "replays" / "deeper")
    assert str(err.value) == f"{blocker} is a file, not a folder: move it away"
    assert blocker.read_text() == "keep me"


def test_make_folder_creates_missing_parents(tmp_path: Path) -> None:
    make_folder(tmp_path / "a" / "b")
    make_folder(tmp_path / "a" / "b")  # already there: fine
    assert (tmp_path / "a" / "b").is_dir()


def test_score_book_under_a_file_says_so_in_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("keep me")
    book = ScoreBook(blocker / "scores.sqlite3")
    with pytest.raises(ScoreBookError) as err:
        book.record("retris", 100, {"mode": "classic"})
    text = str(err.value)
    assert "is a file, not a folder" in text and "Errno" not in text and "\n" not in text
    assert blocker.read_text() == "keep me"


def test_replay_saved_under_a_file_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("keep me")
    replay = Replay.from_json({
        "format": "arcadeforge-replay", "version": 1,
        "header": {"game": "verse", "options": {}, "seed": 1, "tick_rate": 120,
                   "ruleset_version": "verse-1"},
        "inputs": [], "final": {"tick": 0, "digest": "0" * 32}})
    with pytest.raises(NotAFolder, match="is a file, not a folder"):
        replay.save(blocker / "replays" / "r.json")
    assert blocker.read_text() == "keep me"
