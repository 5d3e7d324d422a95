"""Pruning the replays folder: only the game's own replays (named ``<UTC time>-<game>-<seed>
.json``, regular files) are ever deleted, oldest first by the time in their names; the game
just saved, favourites, the player's own files, folders and links are never touched, and
nothing there makes a save fail."""

from __future__ import annotations

from pathlib import Path

from game.core.replay import Replay, ReplayHeader
from game.storage.replays import meta_path, save_finished, write_meta

HEADER = ReplayHeader("retris", {}, 0, 120, "x")


def own(folder: Path, stamp: str, seed: int = 1) -> Path:
    path = folder / f"{stamp}-retris-{seed}.json"
    Replay(HEADER).save(path)
    return path


def test_a_folder_full_of_the_players_files_never_loses_the_game_just_saved(
        tmp_path: Path) -> None:
    friends = []
    for i in range(120):  # more than are kept, named after the game's pattern or not
        path = tmp_path / f"friend-{i:03d}.json"
        Replay(HEADER).save(path)
        friends.append(path)
    saved = save_finished(Replay(HEADER), tmp_path)
    assert saved.exists()
    assert all(p.exists() for p in friends)


def test_only_the_oldest_of_the_games_own_replays_go(tmp_path: Path) -> None:
    old = [own(tmp_path, f"2025010{d}T120000000000Z") for d in range(1, 6)]
    favourite = own(tmp_path, "20240101T000000000000Z")
    write_meta(favourite, {"favourite": True, "score": 5})
    write_meta(old[0], {"score": 3})
    saved = save_finished(Replay(HEADER), tmp_path, keep=3)
    assert [p.exists() for p in old] == [False, False, False, True, True]
    assert not meta_path(old[0]).exists()  # its sidecar went with it
    assert favourite.exists() and saved.exists()


def test_a_replay_dated_in_the_future_does_not_push_out_the_one_just_saved(
        tmp_path: Path) -> None:
    future = [own(tmp_path, f"2099010{d}T000000000000Z") for d in range(1, 4)]
    saved = save_finished(Replay(HEADER), tmp_path, keep=3)
    assert saved.exists()
    assert [p.exists() for p in future] == [False, True, True]


def test_folders_and_links_in_the_replays_folder_are_left_and_saving_goes_on(
        tmp_path: Path) -> None:
    (tmp_path / "x.json").mkdir()
    (tmp_path / "20200101T000000000000Z-retris-1.json").mkdir()  # a folder with our name
    (tmp_path / "20200101T000000000001Z-retris-2.meta.json").mkdir()
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere.json"
    Replay(HEADER).save(elsewhere)
    (tmp_path / "20200101T000000000002Z-retris-3.json").symlink_to(elsewhere)
    for _ in range(3):
        assert save_finished(Replay(HEADER), tmp_path, keep=1).exists()
    assert (tmp_path / "x.json").is_dir()
    assert (tmp_path / "20200101T000000000000Z-retris-1.json").is_dir()
    assert (tmp_path / "20200101T000000000002Z-retris-3.json").is_symlink()
    assert elsewhere.exists()
    assert len(list(tmp_path.glob("2*Z-retris-0.json"))) == 1


def test_a_sidecar_that_cannot_be_removed_does_not_stop_the_pruning(tmp_path: Path) -> None:
    first = own(tmp_path, "20250101T000000000000Z")
    meta_path(first).mkdir()  # a folder where its sidecar would be
    second = own(tmp_path, "20250102T000000000000Z")
    saved = save_finished(Replay(HEADER), tmp_path, keep=1)
    assert not first.exists() and not second.exists() and saved.exists()
    assert meta_path(first).is_dir()
