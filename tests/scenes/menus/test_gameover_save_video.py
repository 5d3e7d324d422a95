"""Save video on the game over screen: one export of that game's replay, into the data
folder's videos/, shown on the button."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import arcade
import pytest

from game.scenes.menus.gameover import GameOverScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
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


def test_a_second_video_waits_for_the_first(app: App, window: arcade.Window, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """One export at a time: with one running, Save video (here or on another game over)
    starts no process and says what is being saved."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    first = background.Export(tmp_path / "a.json", tmp_path / "videos" / "retris-1.mp4")
    first.done, first.total = 42, 100
    monkeypatch.setattr(background, "EXPORTS", [first])
    started: list[object] = []

    def popen(*args: object, **kw: object) -> None:
        started.append(args)
        raise OSError("not this time")

    monkeypatch.setattr(background, "subprocess", SimpleNamespace(Popen=popen, PIPE=-1))
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    play.replay_path = tmp_path / "20260101T000000000000Z-retris-7.json"
    over = GameOverScene(app, play)
    app.nav.replace(over)
    for _ in range(5):
        over.save_video()
    assert started == [] and over.export is None and [first] == background.EXPORTS
    assert "already saving retris-1.mp4 (42%)" in app.notices.current()[-1]
    with pytest.raises(background.ExportBusy):
        background.start_export(play.replay_path, tmp_path / "videos" / "b.mp4")
    first.status = "saved"  # the first is done: the next may start
    over.save_video()
    assert len(started) == 1 and "not this time" in app.notices.current()[-1]
