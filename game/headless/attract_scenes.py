"""``arcadeforge shot attract --game G``: the attract mode as the title starts it (left
untouched for its idle time), on the demo of game G a while into it."""

from __future__ import annotations

from typing import Any

from game.headless.app import drive

INTO_DEMO_SECONDS = 12.0  # into the demo shown: its board has filled a little


def attract(app: Any) -> None:
    from game.scenes.attract.screen import AttractScene
    from game.scenes.attract.timer import IDLE_SECONDS
    from game.scenes.menus.title import TitleScene

    app.nav.reset(TitleScene(app))
    drive(app.window, IDLE_SECONDS + 0.1, draw=False)
    scene = app.nav.top
    if not isinstance(scene, AttractScene):
        raise RuntimeError("the title did not start the attract mode")
    wanted = getattr(app, "shot_game", "retris")
    drive(app.window, 600.0, draw=False,
          until=lambda: app.nav.top is not scene or (
              scene.demo.game == wanted and scene.shown_for >= INTO_DEMO_SECONDS - 1.0))
