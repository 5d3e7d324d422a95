"""Every match played is kept: its replay saved into the replay library when it is decided,
or when the players leave it before (a rematch, back to the title); the saved file plays
back to the same result. A match left at once, or one being watched, is not kept."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from game.core.match_replay import MatchReplay
from game.core.replay_files import load_replay_file
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.versus.keep import keep_match
from game.scenes.versus.lineup import Lineup
from game.scenes.versus.match_start import MatchChoice
from game.scenes.versus.play import VersusPlayScene
from game.sim import match_playback
from game.storage.replays import replay_files
from tests.scenes.conftest import run_frames
from tests.scenes.versus.stack_out import stack_out


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data" / "replays"


def _match(app: App, first_to: int = 1) -> VersusPlayScene:
    """Keys (left hand) against a level-5 bot."""
    lineup = Lineup()
    lineup.join_keys("left")
    lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}, first_to), lineup)
    app.nav.push(play)
    return play


def _saved(folder: Path) -> list[MatchReplay]:
    found = [load_replay_file(p) for p in replay_files(folder)] if folder.exists() else []
    assert all(isinstance(r, MatchReplay) for r in found)
    return found  # type: ignore[return-value]


def test_a_decided_match_is_kept_once_and_plays_back(app: App, window: arcade.Window,
                                                     data: Path) -> None:
    play = _match(app)
    stack_out(app, window, play)
    (kept,) = _saved(data)
    assert play.kept is not None and play.kept.name.split("-", 1)[1].startswith("versus-retris")
    assert kept.final.match_winner == 1 and kept.final.round_wins == (0, 1)
    assert [s.to_json() for s in kept.header.slots] == [
        {"kind": "person", "device": "keyboard-left"},
        {"kind": "bot", "level": 5, "device": "bot"}]
    assert {c.player for c in kept.inputs} == {0, 1}  # the bot's changes too
    match_playback.verify(kept)
    play.dismiss()  # leaving the match-over screen keeps nothing more
    assert len(_saved(data)) == 1


def test_a_match_left_before_its_end_is_kept_as_it_stood(app: App, window: arcade.Window,
                                                         data: Path) -> None:
    play = _match(app, first_to=3)
    run_frames(window, 150)  # 2.5 s of play
    play.restart()  # a rematch from the pause menu
    (left,) = _saved(data)
    assert left.final.match_winner is None and left.final.tick >= 240
    match_playback.verify(left)
    run_frames(window, 30)  # half a second of the rematch, then back to the title
    app.nav.go_home()
    assert len(_saved(data)) == 1  # the rematch was left within its first second


def test_a_watched_match_is_not_kept_again(data: Path) -> None:
    class Watching:
        watching = True

        def replay(self) -> None:
            raise AssertionError("a watched match's replay is not taken")

    assert keep_match(Watching()) is None and not data.exists()
