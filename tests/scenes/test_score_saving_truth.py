"""Game over on a full data folder (a real, filled tmpfs) tells the truth: RANK says NOT SAVED
YET and a line says why and what happens to the score, where it used to say SAVED LATER with
nothing kept anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from game.scenes.menus.gameover import GameOverScene
from game.scenes.services import App
from game.storage.unsaved_scores import UNSAVED, take_news
from tests.fs_support import fill, leftovers, mount_problem, mounted
from tests.scenes.test_score_book_scenes import _play_retris_to_the_end


@pytest.fixture
def full_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    if mount_problem():
        pytest.skip(mount_problem())
    with mounted(tmp_path / "data") as folder:
        monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(folder))
        take_news()
        UNSAVED.forget()
        yield folder
        UNSAVED.forget()


def test_game_over_on_a_full_disk_says_not_saved_yet_and_why(
        app: App, window: arcade.Window, full_data: Path) -> None:
    filler = fill(full_data)
    scene, _ = _play_retris_to_the_end(app, window)
    over = GameOverScene(app, scene)
    assert dict(over.figures)["RANK"] == "NOT SAVED YET"
    (line,) = app.notices.current()  # cut to fit: the folder comes last
    assert line.startswith("score not saved: No space left on device, kept in memory and "
                           f"retried every minute (quitting loses it): {full_data.parents[2]}")
    assert leftovers(full_data) == []
    assert [e["score"] for _, e, _ in UNSAVED.items] == [scene.snapshot.score]
    filler.unlink()
    assert UNSAVED.retry() == 1
