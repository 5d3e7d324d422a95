"""Issue 27's "done when", as two people with a pad each play it (fake pyglet devices under
pyglet's own Controller, tests/input/fake_pad.py): both join from the title, play a first-to-3
Retris match to its end, rematch, leave, and watch the match back from the Replays screen;
its replay reproduces every slot."""

from __future__ import annotations

import arcade

from game.core.match_replay import MatchReplay
from game.scenes.menus.replays import ReplaysScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.theatre.match_scene import WatchedMatchScene
from game.scenes.theatre.screen import TheatreScene
from game.scenes.versus.join import VersusJoinScene
from game.scenes.versus.pause import VersusPauseScene
from game.scenes.versus.play import VersusPlayScene
from game.scenes.versus.result import MatchOverScene
from game.sim import match_playback
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import assert_not_blank, focus, frame_pixels, run_frames


def _from_title(app: App, pad: FakePad, label: str) -> None:
    focus(app.nav.top, label)
    pad.tap("a")


def _play_to_the_end(window: arcade.Window, app: App, p1: FakePad) -> MatchOverScene:
    """P1 hard-drops every piece (d-pad up), so it tops out first each round; P2 lets its
    pieces fall. Rounds follow on their own after the round-over break."""
    for _ in range(1500):
        p1.dpad(0, 1)
        run_frames(window, 1)
        p1.dpad(0, 0)
        run_frames(window, 7)
        if isinstance(app.nav.top, MatchOverScene):
            return app.nav.top
    raise AssertionError("the match did not end")


def test_two_pads_join_play_a_first_to_3_match_rematch_and_watch_it_back(
        app: App, window: arcade.Window) -> None:
    p1, p2 = FakePad(), FakePad()
    app.start_pads(FakeManager(p1, p2))
    app.nav.reset(TitleScene(app))
    _from_title(app, p1, "VERSUS")
    join = app.nav.top
    assert isinstance(join, VersusJoinScene)
    p1.tap("a")
    p2.tap("a")
    assert [s.pad for s in join.lineup.slots] == [p1.controller, p2.controller]
    assert join.choice.game == "retris" and join.choice.first_to == 3  # the defaults
    focus(join, "START")
    p1.tap("a")
    play = app.nav.top
    assert isinstance(play, VersusPlayScene)

    over = _play_to_the_end(window, app, p1)
    final = play.snapshot
    assert final.match_winner == 1 and [v.wins for v in final.slots] == [0, 3]
    assert final.round == 3  # three rounds, each P2's
    assert [row[1] for row in over.rows()] == ["0", "3"]  # the screen's WINS column
    assert_not_blank(frame_pixels(window))
    kept = play.kept
    assert kept is not None and kept.is_file()

    p1.tap("a")  # REMATCH, the match-over screen's first item
    again = play.snapshot
    assert app.nav.top is play and again.tick == 0 and [v.wins for v in again.slots] == [0, 0]
    run_frames(window, 30)
    p2.tap("start")  # either player's pause
    pause = app.nav.top
    assert isinstance(pause, VersusPauseScene)
    focus(pause, "QUIT TO TITLE")
    p2.tap("a")
    assert isinstance(app.nav.top, TitleScene)

    _from_title(app, p1, "REPLAYS")
    replays = app.nav.top
    assert isinstance(replays, ReplaysScene)
    newest = replays.focused
    assert newest is not None and newest.path == kept  # the rematch left at once: not kept
    assert isinstance(newest.replay, MatchReplay)
    p1.tap("a")  # watch
    theatre = app.nav.top
    assert isinstance(theatre, TheatreScene) and isinstance(theatre.stage.scene, WatchedMatchScene)
    run_frames(window, 60, draw=True)
    assert theatre.stage.tick > 0
    assert_not_blank(frame_pixels(window))
    match_playback.verify(newest.replay)  # every slot's digest and the result
