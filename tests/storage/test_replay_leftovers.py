"""Half-written replays (``*.json.tmp``) a killed game left are removed at start; nothing
else in the folder is touched, and a save in progress (a young temp file) is left alone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.storage.housekeeping import tidy_at_start
from game.storage.replays import LEFTOVER_AGE_S, remove_leftovers


def touch(path: Path, age_s: float, now: float) -> Path:
    path.write_text("{}")
    os.utime(path, (now - age_s, now - age_s))
    return path


def test_only_old_half_written_replays_are_removed(tmp_path: Path) -> None:
    now = 1_000_000.0
    old = touch(tmp_path / "20250101T000000Z-verse-1.json.tmp", LEFTOVER_AGE_S + 5, now)
    young = touch(tmp_path / "20250101T000001Z-verse-2.json.tmp", 5, now)
    kept = [touch(tmp_path / name, 10_000, now) for name in
            ("20250101T000000Z-verse-1.json", "notes.tmp", "x.json.tmp.bak", "scores.sqlite3")]
    target = touch(tmp_path / "elsewhere.txt", 10_000, now)
    (tmp_path / "link.json.tmp").symlink_to(target)
    (tmp_path / "dir.json.tmp").mkdir()
    assert remove_leftovers(tmp_path, now=now) == [old]
    assert young.exists() and all(p.exists() for p in kept)
    assert target.exists() and (tmp_path / "link.json.tmp").is_symlink()
    assert (tmp_path / "dir.json.tmp").is_dir()


def test_a_missing_folder_removes_nothing(tmp_path: Path) -> None:
    assert remove_leftovers(tmp_path / "nowhere") == []


def test_the_game_tidies_its_replays_folder_at_start(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    folder = tmp_path / "replays"
    folder.mkdir()
    left = folder / "20250101T000000Z-retris-9.json.tmp"
    left.write_text('{"format": "arcadeforge-re')  # cut short by a kill
    os.utime(left, (1, 1))
    tidy_at_start()
    assert not left.exists()
