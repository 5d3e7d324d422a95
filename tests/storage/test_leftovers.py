"""At start the game removes the temporary files a killed game left (its own names only, over
a minute old, regular files only) in the data, replays and settings folders, and tells the
player once about a score book it cannot use."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from game.storage.housekeeping import tidy_at_start


def make(path: Path, age_s: float, text: str = "half") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    then = time.time() - age_s
    os.utime(path, (then, then))
    return path


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data", tmp_path / "config"


def test_the_games_old_temporary_files_go_and_nothing_else(folders: tuple[Path, Path]) -> None:
    data, config = folders
    gone = [make(config / ".settings.toml.k2j4_x9a.tmp", 120),
            make(data / "scores-pending.json.4242.tmp", 120),  # older versions' name
            make(data / ".scores-pending.json.ab12cd34.tmp", 120),
            make(data / "scores-pending.json.lock", 120),  # older versions' lock file
            make(data / "replays" / ".20250101T000000000000Z-verse-1.json.abcd1234.tmp", 120),
            make(data / "replays" / ".20250101T000000000000Z-verse-1.meta.json.x.tmp", 120),
            make(data / "replays" / "20250101T000000000000Z-verse-1.meta.tmp", 120)]
    kept = [make(config / ".settings.toml.young123.tmp", 5),  # another window saving now
            make(data / "scores-pending.json.9.tmp", 5),
            make(config / "settings.toml", 120), make(config / "notes.tmp", 120),
            make(config / ".other.toml.abc.tmp", 120),
            make(data / "scores-pending.json", 120, "[]"),
            make(data / "my.lock", 120)]
    target = make(config / "mine.txt", 120)
    (config / ".settings.toml.link.tmp").symlink_to(target)
    (data / ".scores-pending.json.dir.tmp").mkdir()
    assert tidy_at_start(config / "settings.toml") == []
    assert [p.exists() for p in gone] == [False] * len(gone)
    assert all(p.exists() for p in kept)
    assert (config / ".settings.toml.link.tmp").is_symlink() and target.exists()
    assert (data / ".scores-pending.json.dir.tmp").is_dir()


def test_a_book_that_cannot_be_used_is_told_about_at_start(folders: tuple[Path, Path]) -> None:
    data, _ = folders
    data.mkdir()
    os.mkfifo(data / "scores.sqlite3")
    assert tidy_at_start() == [
        f"score book {data / 'scores.sqlite3'}: cannot be read: it is a FIFO, not a regular "
        "file; it was left untouched; new scores wait in scores-pending.json until it can be "
        "used"]
