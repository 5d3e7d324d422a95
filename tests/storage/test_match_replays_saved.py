"""Versus match replays in the replay folder: saved beside solo ones under a name of their
own, pruned like them, and never written over another file."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from pathlib import Path

from game.core.match_replay import MatchHeader, MatchReplay, MatchResult, SlotSpec
from game.core.replay import Replay, ReplayHeader
from game.storage import replay_library as lib
from game.storage.replays import OWN_NAME, free_name, own_replays, save_finished

D = "a" * 32


def match(seed: int = 7) -> MatchReplay:
    header = MatchHeader("retris", {}, seed, 120, "retris-0+versus-0", 3,
                         (SlotSpec("person", "pad 1"), SlotSpec("bot", "", 2)))
    return MatchReplay(header, [], MatchResult(600, D, (D, D), (3, 0), 0))


def test_a_match_is_saved_under_a_versus_name_the_pruning_knows(tmp_path: Path) -> None:
    path = save_finished(match(), tmp_path)
    assert path.name.endswith("-versus-retris-7.json") and OWN_NAME.fullmatch(path.name)
    assert MatchReplay.load(path) == match()
    assert own_replays(tmp_path) == [path]


def test_matches_and_solo_games_share_the_kept_count(tmp_path: Path) -> None:
    solo = Replay(ReplayHeader("retris", {}, 0, 120, "x"))
    names = [save_finished(match(s) if s % 2 else solo, tmp_path, keep=3).name
             for s in range(6)]
    assert sorted(p.name for p in tmp_path.glob("*.json")) == sorted(names[-3:])


def test_a_name_already_taken_is_never_written_over(tmp_path: Path) -> None:
    now = datetime(2026, 12, 2, 11, 0, 0, 999_999, tzinfo=UTC)
    first = free_name(tmp_path, "versus-retris-7", now)
    first.write_text("someone's file")
    (tmp_path / "20261202T110001000000Z-versus-retris-7.json").mkdir()  # even a folder
    taken = free_name(tmp_path, "versus-retris-7", now)
    assert taken.name == "20261202T110001000001Z-versus-retris-7.json"
    assert first.read_text() == "someone's file"


def test_a_damaged_match_is_listed_with_why(tmp_path: Path) -> None:
    doc = match().to_json()
    doc["header"]["slots"] *= 3  # six slots
    path = tmp_path / "20261202T110000000000Z-versus-retris-7.json"
    path.write_text(json.dumps(doc))
    (entry,) = lib.list_replays(tmp_path)
    assert entry.replay is None and not entry.watchable
    assert entry.problem == "can't be read: header.slots: expected 2 to 4 slots, got 6"


def test_a_match_is_listed_with_its_players_and_winner(tmp_path: Path) -> None:
    from tests.sim.match_play import scripted

    replay = scripted((9, 14))
    save_finished(Replay(ReplayHeader("retris", {}, 0, 120, "x")), tmp_path)
    save_finished(replay, tmp_path)
    save_finished(match(), tmp_path)  # of another ruleset
    old, new, solo = lib.list_replays(tmp_path)
    assert (solo.match, solo.slots_text, solo.winner_text, solo.wins_text) == (None, "", "", "")
    assert new.match == replay and new.watchable and new.game == "retris"
    assert new.slots_text == "PAD 1 · KEYS LEFT"
    assert (new.winner_text, new.wins_text) == ("P2 WINS", "0–2")
    assert new.seconds == replay.final.tick / 120
    assert not old.watchable and old.problem.startswith(
        "can't be watched: made with ruleset retris-0+versus-0, this game has retris-")


def test_an_unfinished_match_says_so(tmp_path: Path) -> None:
    four = dataclasses.replace(match(), final=MatchResult(60, D, (D, D), (1, 2), None))
    entry = lib.load_entry(save_finished(four, tmp_path))
    assert (entry.winner_text, entry.wins_text) == ("UNFINISHED", "1–2")
