"""Fuzzing the replays folder with what a player (or another program) may put in it: replays
named the game's way or their own, favourites, damaged files, folders, links and FIFOs named
like replays. Saving a game and listing the folder never raise or hang; the game just saved
is always there; only the oldest of the game's own plain replays are pruned, down to the
number kept; nothing else is ever removed or changed."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.replay import Replay, ReplayHeader
from game.storage.replay_library import list_replays
from game.storage.replays import OWN_NAME, meta_path, save_finished, write_meta
from tests.fuzz_support import FUZZ, count_case, within

HEADER = ReplayHeader("verse", {"rotation": True}, 5, 120, "verse-1")
STAMP = st.builds("{:04d}{:02d}{:02d}T{:02d}0000{:06d}Z".format, st.integers(2000, 2099),
                  st.integers(1, 12), st.integers(1, 28), st.integers(0, 23),
                  st.integers(0, 999_999))
NAME = st.one_of(STAMP.map(lambda s: f"{s}-retris-7.json"),
                 st.integers(0, 200).map("friend-{:03d}.json".format),
                 st.sampled_from(["x.json", "a.meta.json", ".hidden.json", "notes.txt"]))
KIND = st.sampled_from(["replay", "favourite", "junk", "empty", "folder", "link", "dangling",
                        "fifo"])


@pytest.fixture
def place(tmp_path: Path) -> Path:
    return tmp_path


def make(folder: Path, outside: Path, name: str, kind: str) -> None:
    path = folder / name
    if kind in ("replay", "favourite"):
        Replay(HEADER, final_digest="0" * 32).save(path)
        if kind == "favourite":
            write_meta(path, {"favourite": True})
    elif kind in ("junk", "empty"):
        path.write_bytes(b"{\"format\": 1" if kind == "junk" else b"")
    elif kind == "folder":
        path.mkdir()
    elif kind == "link":
        path.symlink_to(outside)
    elif kind == "dangling":
        path.symlink_to(folder / "nowhere")
    else:
        os.mkfifo(path)


def snapshot(folder: Path) -> dict[str, tuple[int, int, bytes | str]]:
    """Every entry of ``folder``: its kind, size and content (a link: where it points)."""
    out = {}
    for path in folder.iterdir():
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            body: bytes | str = os.readlink(path)
        elif stat.S_ISREG(info.st_mode):
            body = path.read_bytes()
        else:
            body = ""
        out[path.name] = (stat.S_IFMT(info.st_mode), info.st_size, body)
    return out


def own_plain(name: str, entry: tuple[int, int, bytes | str], favourites: set[str]) -> bool:
    return bool(OWN_NAME.fullmatch(name)) and entry[0] == stat.S_IFREG and name not in favourites


@FUZZ
@given(contents=st.dictionaries(NAME, KIND, max_size=12), keep=st.integers(0, 6))
def test_any_replays_folder_keeps_the_new_game_and_everything_not_the_games(
        contents: dict[str, str], keep: int, place: Path) -> None:
    count_case("replays")
    folder, outside = place / "replays", place / "outside.json"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    outside.write_bytes(b"the player's")
    for name, kind in contents.items():
        make(folder, outside, name, kind)
    before = snapshot(folder)
    favourites = {n for n, k in contents.items() if k == "favourite"}
    saved = within(15, lambda: save_finished(Replay(HEADER, final_digest="0" * 32), folder,
                                             keep=keep), folder, contents)
    listed = within(15, lambda: list_replays(folder), folder, contents)
    assert saved.exists() and Replay.load(saved).header == HEADER
    assert saved in [e.path for e in listed]
    after = snapshot(folder)
    gone = sorted(n for n in before if n not in after)
    for name in set(before) - set(gone):
        assert after[name] == before[name]  # nothing kept was changed
    for name in gone:  # only the game's own plain replays (and their sidecars) go
        owner = name.removesuffix(".meta.json") + ".json" if name.endswith(".meta.json") else name
        assert own_plain(owner, before.get(owner, after.get(owner, (0, 0, ""))), favourites) \
            or (name.endswith(".meta.json") and owner in gone), name
    left = sorted(n for n in after if own_plain(n, after[n], favourites) and n != saved.name)
    pruned = [n for n in gone if not n.endswith(".meta.json")]
    assert len(left) + 1 <= max(keep, 1) or not pruned
    if pruned and left:
        assert max(pruned) < min(left)  # the oldest went first
    assert outside.read_bytes() == b"the player's"
    assert not any(meta_path(folder / n).exists() for n in pruned)
