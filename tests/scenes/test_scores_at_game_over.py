"""Every game's finished games go to the score book, and game over shows BEST and RANK."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.scenes.menus.gameover import GameOverScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.storage.scores import ScoreBook
from tests.scenes.conftest import run_frames

# How each game is ended quickly: Retris by hard drops until it tops out, Tet'light by abort.
ENDINGS = {
    "retris": (lambda app: RetrisPlayScene(app, RetrisChoice()), Action.HARD_DROP),
    "tetlight": (lambda app: TetlightPlayScene(app, TetlightChoice(edge=6)), Action.ABORT),
}


@pytest.mark.parametrize("game", sorted(ENDINGS))
def test_a_finished_game_is_recorded_and_ranked(app, window, game: str, tmp_path,
                                               monkeypatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))  # a score book of its own
    make, ending = ENDINGS[game]
    ScoreBook().record(game, 10**9, {}, None)  # an earlier, better game
    scene = make(app)
    app.nav.push(scene)
    for _ in range(400):
        if scene.snapshot.over:
            break
        scene.driver.push(ending, True)
        scene.driver.push(ending, False)
        run_frames(window, 1)
    run_frames(window, 2)
    assert scene.snapshot.over
    assert scene.rank == 2
    figures = dict(GameOverScene(app, scene).figures)
    assert figures["BEST"] == f"{10**9:,}" and figures["RANK"] == "#2"
    assert [e.score for e in ScoreBook().top(game)][1] == scene.snapshot.score
