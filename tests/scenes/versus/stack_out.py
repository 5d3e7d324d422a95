"""Ending a versus match quickly: P1 (the left-hand keys) hard-drops every piece, so it tops
out soon and the other slot takes the round."""

from __future__ import annotations

import arcade

from game.scenes.services import App
from game.scenes.versus.play import VersusPlayScene
from game.scenes.versus.result import MatchOverScene
from tests.scenes.conftest import run_frames


def stack_out(app: App, window: arcade.Window, play: VersusPlayScene) -> None:
    """Hard drops (Space) until the match-over screen shows; fails when it never does."""
    for _ in range(60):
        play.keys.release_all()
        window.dispatch_event("on_key_press", arcade.key.SPACE, 0)
        window.dispatch_events()
        run_frames(window, 15)
        if isinstance(app.nav.top, MatchOverScene):
            return
    raise AssertionError("the match did not end")
