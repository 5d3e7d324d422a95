"""The replays screen's list: order, what each entry says, favourites, names, deletion and
replays of another ruleset."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.replay import Replay, ReplayHeader
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop
from game.storage import replay_library as lib
from game.storage.replays import meta_path, replay_files, save_finished


def short(game: str, options: dict, seed: int, ticks: int = 240) -> Replay:
    rules, header = new_session(game, options, seed)
    loop = SyncLoop(rules, header)
    loop.run(ticks)
    return loop.replay()


def test_listed_newest_first_with_game_options_score_and_length(tmp_path: Path) -> None:
    save_finished(short("retris", {"mode": "arcade", "style": "relax"}, 1), tmp_path, score=40)
    save_finished(short("tetlight", {"edge": 7}, 2, ticks=360), tmp_path, score=900)
    newest = save_finished(short("verse", {"rotation": True}, 3, ticks=1), tmp_path)
    entries = lib.list_replays(tmp_path)
    assert [e.game for e in entries] == ["verse", "tetlight", "retris"]
    assert entries[0].path == newest and entries[0].score is None
    assert entries[1].options_text == "EDGE 7 · LEVEL 0" and entries[1].score == 900
    assert entries[2].options_text == "ARCADE · RELAX"
    assert entries[1].seconds == 3.0 and entries[2].seconds == 2.0
    assert entries[0].saved >= entries[1].saved >= entries[2].saved
    assert all(e.watchable for e in entries)


def test_a_favourite_survives_pruning(tmp_path: Path) -> None:
    first = save_finished(short("retris", {}, 1, 1), tmp_path, keep=3)
    lib.set_favourite(lib.load_entry(first), True)
    for seed in range(2, 8):
        save_finished(short("retris", {}, seed, 1), tmp_path, keep=3)
    files = replay_files(tmp_path)
    assert first in files and len(files) == 4  # three newest plus the favourite
    lib.set_favourite(lib.load_entry(first), False)
    save_finished(short("retris", {}, 9, 1), tmp_path, keep=3)
    assert first not in replay_files(tmp_path) and not meta_path(first).exists()


def test_rename_is_kept_and_the_replay_file_is_untouched(tmp_path: Path) -> None:
    path = save_finished(short("retris", {}, 4), tmp_path)
    before = path.read_bytes()
    lib.rename(lib.load_entry(path), "  the   big chain  ")
    assert lib.load_entry(path).name == "the big chain"
    assert path.read_bytes() == before
    assert Replay.load(path).final_tick == 240  # `arcadeforge replay` still reads it


def test_delete_removes_the_replay_and_its_sidecar(tmp_path: Path) -> None:
    path = save_finished(short("retris", {}, 5), tmp_path, score=3)
    lib.delete(lib.load_entry(path))
    assert not path.exists() and not meta_path(path).exists()
    assert lib.list_replays(tmp_path) == []


def test_an_older_ruleset_is_listed_with_why_it_cannot_be_watched(tmp_path: Path) -> None:
    old = Replay(ReplayHeader("retris", {}, 1, 120, "retris-1"), [], 0, "0" * 32)
    old.save(tmp_path / "20200101T000000000000Z-retris-1.json")
    (tmp_path / "20200102T000000000000Z-retris-2.json").write_text("{not json")
    entries = lib.list_replays(tmp_path)
    assert [e.watchable for e in entries] == [False, False]
    assert entries[0].problem.startswith("can't be read:")
    assert "made with ruleset retris-1, this game has retris-" in entries[1].problem


def test_a_broken_sidecar_is_ignored(tmp_path: Path) -> None:
    path = save_finished(short("retris", {}, 6), tmp_path)
    meta_path(path).write_text(json.dumps(["not", "a", "dict"]))
    entry = lib.load_entry(path)
    assert entry.watchable and not entry.favourite and entry.score is None


def test_hostile_folder_entries_are_listed_never_raised_or_waited_on(tmp_path: Path) -> None:
    """A link that loops or leads nowhere, a FIFO and a folder named like replays, and
    sidecars that are a FIFO or nested 5000 deep: each one an entry with its problem."""
    import os

    good = save_finished(short("retris", {}, 1, 1), tmp_path, score=5)
    (tmp_path / "loop.json").symlink_to("loop.json")
    (tmp_path / "gone.json").symlink_to("nowhere.json")
    os.mkfifo(tmp_path / "20260101T000000000000Z-verse-1.json")
    (tmp_path / "20260101T000000000001Z-verse-2.json").mkdir()
    os.mkfifo(meta_path(tmp_path / "20260101T000000000000Z-verse-1.json"))
    meta_path(good).write_text("[" * 5000)
    entries = lib.list_replays(tmp_path)  # before: OSError (loop), a hang (FIFO sidecar)
    assert len(entries) == 5
    assert [e.path for e in entries if e.watchable] == [good]
    assert all(e.problem for e in entries if e.path != good)
    assert next(e for e in entries if e.path == good).score is None  # the sidecar is junk


def test_a_players_own_file_is_listed_by_its_files_time(tmp_path: Path) -> None:
    import os

    older = save_finished(short("retris", {}, 1, 1), tmp_path)
    friend = tmp_path / "friend-000.json"
    short("verse", {}, 2, 1).save(friend)
    os.utime(friend, (1_000_000_000, 1_000_000_000))  # copied in long ago (2001)
    newer = save_finished(short("retris", {}, 3, 1), tmp_path)
    assert [e.path for e in lib.list_replays(tmp_path)] == [newer, older, friend]
