"""Save video on the game over screen: one export of that game's replay, into the data
folder's videos/, shown on the button."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from game.scenes.base import App
from game.scenes.gameover import GameOverScene
from game.scenes.retris_choice import RetrisChoice
from game.scenes.retris_play import RetrisPlayScene
from game.video import background


def test_game_over_save_video_starts_one_export_of_that_game(
        app: App, window: arcade.Window, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    started: list[tuple[Path, Path]] = []

    def fake_start(replay: Path, out: Path, **kw: object) -> background.Export:
        started.append((replay, out))
        return background.Export(replay, out)

    monkeypatch.setattr(background, "start_export", fake_start)
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    over = GameOverScene(app, play)
    app.nav.replace(over)
    over.save_video()  # no replay was kept for this game
    assert started == [] and "nothing to render" in app.notices.current()[-1]
    play.replay_path = tmp_path / "20260101T000000000000Z-retris-7.json"
    over.save_video()
    over.save_video()  # once
    assert len(started) == 1 and started[0][0] == play.replay_path
    assert started[0][1].parent == tmp_path / "videos" and started[0][1].name.startswith(
        "retris-")
    over.on_draw()
    assert over.menu.items[1].label == "SAVING…"
