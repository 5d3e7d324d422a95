from __future__ import annotations

from pathlib import Path

from game.core.replay import Replay, ReplayHeader
from game.sim.playback import verify
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop
from game.storage.replays import save_finished


def finished_replay(seed: int) -> Replay:
    rules, header = new_session("retris", {"style": "normal"}, seed)
    loop = SyncLoop(rules, header)
    loop.run(50)
    return loop.replay()


def test_finished_games_are_saved_and_play_back(tmp_path: Path) -> None:
    path = save_finished(finished_replay(4), tmp_path)
    assert path.parent == tmp_path and path.name.endswith("-retris-4.json")
    assert verify(Replay.load(path)).tick == 50


def test_only_the_newest_are_kept(tmp_path: Path) -> None:
    header = ReplayHeader("retris", {}, 0, 120, "x")
    names = [save_finished(Replay(header), tmp_path, keep=3).name for _ in range(5)]
    assert sorted(p.name for p in tmp_path.glob("*.json")) == sorted(names[-3:])


def test_default_folder_honours_the_override(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    path = save_finished(finished_replay(1))
    assert path.parent == tmp_path / "replays"
