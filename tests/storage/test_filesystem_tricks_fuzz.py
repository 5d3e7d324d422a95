"""Fuzzing every file and folder the game reads or writes with filesystem tricks: FIFOs,
sockets, folders where files belong, links to a device, to nowhere or to themselves,
unreadable, empty, 1-byte and huge (sparse) files; on a normal, a full and a read-only disk
(a small tmpfs, where it can be mounted). Over them a whole session runs as the game does:
load the settings, tidy at start, read the best score, list the replays, finish a game (its
replay and score) and save a change from Settings.

Nothing hangs or raises; no score is lost (the book's, the pending one's and the new one are
each in the book, the pending file or memory); the settings file is either saved with the
change and everything else kept, or left byte-identical; replays not tricked are all still
there; every trick is left as it was (or, for the pending file, moved aside whole; a regular
file at the book's journal is SQLite's to recover or remove, as it does a killed game's); no
temporary file is left anywhere; nothing outside the two folders is changed."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import stat
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.app import startup_loaded
from game.config.loader import load_settings
from game.config.writer import SaveRefused, save_settings
from game.core.replay import Replay, ReplayHeader
from game.scenes.score_keeper import ScoreKeeper
from game.storage.housekeeping import tidy_at_start
from game.storage.pending_scores import PendingScores, make_entry, pending_path
from game.storage.replay_library import list_replays
from game.storage.replays import save_finished, write_meta
from game.storage.score_saving import ScoreSave
from game.storage.scores import ScoreBook, ScoreBookError
from game.storage.unsaved_scores import FLUSH_LOCK, UNSAVED, take_news
from tests.fs_support import fill, leftovers, mount_problem, mounted, remount
from tests.fuzz_support import FUZZ, count_case, within

SETTINGS = '# mine\n[effects]  # glow\nbloom = 0.25\n[video]\nsize = "800x600"  # laptop\n'
OWN = ("20250101T000000000000Z-verse-1.json", "20250102T000000000000Z-retris-2.json")
FRIEND = "friend-000.json"
PLACES = {  # what may be tricked, relative to the root
    "settings": "config/settings.toml", "config": "config", "data": "data",
    "book": "data/scores.sqlite3", "journal": "data/scores.sqlite3-journal",
    "wal": "data/scores.sqlite3-wal", "pending": "data/scores-pending.json",
    "replays": "data/replays", "replay": f"data/replays/{OWN[0]}",
    "meta": f"data/replays/{OWN[0][:-5]}.meta.json", "json-name": "data/replays/x.json"}
KINDS = ("fifo", "socket", "folder", "device-link", "dangling-link", "loop-link", "unreadable",
         "empty", "one-byte", "huge")
HANG_S = 15.0  # a session takes milliseconds; a FIFO opened for reading, for ever
HUGE = 3 * 1024**3  # sparse: it takes no space, but no reader may take it whole
BOOK = [("retris", 100), ("verse", 50)]
PENDING = make_entry("tetlight", 70, {"edge": 7}, None)
NEW = ("retris", 1234)
MOUNTABLE = not mount_problem()
STATES = ["normal", "full", "read-only"] if MOUNTABLE else ["normal"]
TRICKS = st.lists(st.tuples(st.sampled_from(sorted(PLACES)), st.sampled_from(KINDS)),
                  max_size=3, unique_by=lambda t: t[0])


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The folder holding ``data`` and ``config``: a small tmpfs where one can be mounted
    (one for every example of a test: each starts by emptying it)."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "root" / "data"))
    monkeypatch.setenv("ARCADEFORGE_CONFIG_DIR", str(tmp_path / "root" / "config"))
    if MOUNTABLE:
        with mounted(tmp_path / "root", 2048) as folder:
            yield folder
    else:
        (tmp_path / "root").mkdir()
        yield tmp_path / "root"


def empty(folder: Path) -> None:
    for path in folder.rglob("*"):
        with contextlib.suppress(OSError):
            if not path.is_symlink():
                path.chmod(0o700)
    for path in list(folder.iterdir()):
        remove(path)


def remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()


def good_state(root: Path) -> None:
    """What a player who has played a while has: settings, a book, a pending score,
    replays of the game's and a friend's."""
    (root / "config").mkdir()
    (root / "config" / "settings.toml").write_text(SETTINGS)
    book = ScoreBook(root / "data" / "scores.sqlite3")
    for game, score in BOOK:
        book.record(game, score, {})
    PendingScores(pending_path(book.path)).add(PENDING)
    for name in (*OWN, FRIEND):
        Replay(ReplayHeader("verse", {}, 1, 120, "verse-1"), final_digest="0" * 32).save(
            root / "data" / "replays" / name)
    write_meta(root / "data" / "replays" / OWN[0], {"score": 9})


def trick(path: Path, kind: str, outside: Path) -> bool:
    """Put ``kind`` at ``path`` (replacing what is there); False when its folder is gone."""
    if not path.parent.is_dir() or path.parent.is_symlink():
        return False
    remove(path)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        folder = os.open(path.parent, os.O_RDONLY)
        try:  # through /proc: a socket's path must be short, a tmp_path's is long
            with socket.socket(socket.AF_UNIX) as s:
                s.bind(f"/proc/self/fd/{folder}/{path.name}")
        finally:
            os.close(folder)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("the player's")
    elif kind == "device-link":
        path.symlink_to("/dev/zero")
    elif kind == "dangling-link":
        path.symlink_to(outside.parent / "nowhere" / "at-all")
    elif kind == "loop-link":
        path.symlink_to(path.name)
    elif kind == "huge":
        with path.open("wb") as f:
            f.truncate(HUGE)
    else:
        path.write_bytes({"unreadable": b"secret", "empty": b"", "one-byte": b"x"}[kind])
        if kind == "unreadable":
            path.chmod(0)
    return True


def looks(path: Path) -> tuple[int, int, str]:
    """A trick's kind, size and (for a link) target."""
    info = path.lstat()
    target = os.readlink(path) if stat.S_ISLNK(info.st_mode) else ""
    size = info.st_size if stat.S_ISREG(info.st_mode) else 0
    return stat.S_IFMT(info.st_mode), size, target


def session(root: Path) -> ScoreSave:
    """What the game does with these files, from start to a saved setting."""
    loaded, _ = startup_loaded(None)
    tidy_at_start(root / "config" / "settings.toml")
    ScoreKeeper(game="retris").best()
    list_replays()
    replay = Replay(ReplayHeader("retris", {}, 3, 120, "retris-1"), final_digest="0" * 32)
    with contextlib.suppress(OSError):  # as keep_finished_game does: a log line
        save_finished(replay, score=NEW[1])
    saving = ScoreSave(ScoreBook(), NEW[0], NEW[1], {}, None)
    saving.wait(20)
    settings = loaded.settings
    with contextlib.suppress(SaveRefused):
        save_settings(root / "config" / "settings.toml",
                      replace(settings, audio=replace(settings.audio, mute=True)), settings)
    with FLUSH_LOCK:  # the start's pending scores are recorded by now
        pass
    for thread in threading.enumerate():
        if thread.name.startswith("score-save"):
            thread.join(20)
    return saving


def scores_kept(root: Path, tricked: set[str]) -> None:
    """Every score is in the book, the pending file or memory (those not tricked away)."""
    book = ScoreBook(root / "data" / "scores.sqlite3")
    for side in ("journal", "wal"):  # the player's things: out of the way to read the book
        if side in tricked:
            remove(root / PLACES[side])
    try:
        held = Counter((g, e.score) for g in ("retris", "verse", "tetlight") for e in book.top(g))
    except ScoreBookError:
        held = Counter()
    try:
        waiting = PendingScores(pending_path(book.path)).entries()
    except OSError:
        waiting = []
    held += Counter((e["game"], e["score"]) for e in waiting)
    held += Counter((e["game"], e["score"]) for _, e, _ in UNSAVED.items)
    expected = [NEW]
    if not tricked & {"book", "data"}:
        expected += BOOK
    if not tricked & {"pending", "data"}:
        expected.append((PENDING["game"], PENDING["score"]))
    assert not Counter(expected) - held, (expected, held)


def tricks_kept(root: Path, applied: dict[str, tuple[int, int, str]]) -> None:
    """Each trick is where it was, as it was; a pending file the game could not read may
    have been moved aside whole (it keeps it for the player)."""
    for place, was in applied.items():
        path = root / PLACES[place]
        if was[0] == stat.S_IFREG and (was[1] == 0 or place in ("journal", "wal")):
            # An empty file has nothing in it to lose (it may become a new book); a regular
            # file named as the book's journal is SQLite's own, to roll back or remove (how
            # a killed game's journal is recovered).
            continue
        if os.path.lexists(path) and looks(path) == was:
            continue
        asides = list(path.parent.glob(f"{path.name}.damaged-*")) if place == "pending" else []
        assert any(looks(a) == was for a in asides), (place, was)


def settings_kept(root: Path, tricked: set[str]) -> None:
    if tricked & {"settings", "config"}:
        return
    path = root / "config" / "settings.toml"
    text = path.read_text()
    if text != SETTINGS:  # saved: the change, with everything of the player's kept
        assert load_settings(path).settings.audio.mute
        assert all(line in text for line in SETTINGS.splitlines())


@FUZZ
@given(tricks=TRICKS, state=st.sampled_from(STATES))
def test_any_tricked_file_or_folder_hangs_nothing_and_loses_nothing(
        tricks: list[tuple[str, str]], state: str, root: Path) -> None:
    count_case("filesystem")
    empty(root)
    UNSAVED.forget()
    take_news()
    outside = root.parent / "outside"
    outside.mkdir(exist_ok=True)
    good_state(root)
    done = [place for place, kind in tricks if trick(root / PLACES[place], kind, outside)]
    # A later trick may take an earlier one away (the data folder made a FIFO).
    applied = {p: looks(root / PLACES[p]) for p in done if os.path.lexists(root / PLACES[p])}
    filler = fill(root) if state == "full" else None
    if state == "read-only":
        remount(root, read_only=True)
    try:
        within(HANG_S, lambda: session(root), root, (tricks, state))
    finally:
        if state == "read-only":
            remount(root, read_only=False)
        if filler is not None:
            filler.unlink()
    assert leftovers(root) == []
    tricks_kept(root, applied)
    scores_kept(root, set(applied))
    settings_kept(root, set(applied))
    for name in (*OWN, FRIEND):
        place = "replay" if name == OWN[0] else None
        if not {"data", "replays", place} & set(applied):
            assert (root / "data" / "replays" / name).exists()
    assert list(outside.iterdir()) == [] and not (outside.parent / "nowhere").exists()
    UNSAVED.forget()
