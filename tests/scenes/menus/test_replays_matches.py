"""The replays screen with versus matches beside solo games: each listed with its players
and winner; choosing one opens it in the theatre, with every field."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade import key

from game.core.match_replay import MatchReplay
from game.scenes.menus.replays import ReplaysScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.theatre.screen import TheatreScene
from game.sim.record_demo import record
from game.storage.replays import save_finished
from tests.scenes.conftest import press
from tests.sim.match_play import scripted


def test_a_match_row_shows_its_players_and_winner(app: App, window: arcade.Window,
                                                  tmp_path: Path) -> None:
    save_finished(record("retris", {}, seed=2, ticks=120), tmp_path, score=5)
    path = save_finished(scripted((9, 14, 20, 26), first_to=1), tmp_path)
    app.nav.reset(TitleScene(app))
    scene = ReplaysScene(app, tmp_path)
    app.nav.push(scene)
    scene.on_draw()
    words = [t.text for t in scene.rows[0][1]]
    assert words[1] == "RETRIS VS"
    assert words[3] == "PAD 1 · KEYS LEFT · BOT 3 · PAD 2"
    assert words[4].endswith(" WINS") and words[5].count("–") == 3
    assert [t.text for t in scene.rows[1][1]][1] == "RETRIS"  # the solo game, as before
    press(window, key.ENTER)
    assert isinstance(window.current_view, TheatreScene)  # the match, with every field
    assert isinstance(window.current_view.stage.replay, MatchReplay)
    assert window.current_view.entry.path == path
    press(window, key.ESCAPE)
    assert window.current_view is scene
    press(window, key.DOWN)
    press(window, key.ENTER)
    assert window.current_view is not scene  # the solo game opens the theatre
