"""Starting a practice game on the real play scene.

The game's own play scene is built on :class:`PracticeApp`: the player's app in every way
(navigation, input, sound, settings, what the scene sets on it) except that its games start
at the practice start (:func:`game.sim.practice.start_rules`). So the pause screen's Restart
and the game over's Play again start from the same moment again, and the finished game's
replay carries its origin (``header.origin``), saved as ``<time>-practice-<game>-<seed>``.
"""

from __future__ import annotations

from typing import Any

from game.core.replay import Replay, ReplayHeader
from game.rules.base import GameRules
from game.scenes.base import Scene
from game.sim.practice import start_rules


class PracticeApp:
    """``app`` with :meth:`new_session` giving the practice start of ``header``."""

    def __init__(self, app: Any, header: ReplayHeader) -> None:
        object.__setattr__(self, "_app", app)
        object.__setattr__(self, "header", header)

    def new_session(self, game: str, options: dict[str, Any], seed: int
                    ) -> tuple[GameRules, ReplayHeader]:
        """The practice start, built afresh (the scene's options and seed are the origin's:
        its choice was made from the header)."""
        return start_rules(self.header), self.header

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._app, name, value)  # the scene's changes are the player's app's


def practice_scene(app: Any, header: ReplayHeader) -> Scene:
    """The play scene of a practice game from ``header`` (its game's, with its choices);
    raises ValueError (one line) when its start cannot be built."""
    from game.scenes.theatre.stage import play_scene_for

    return play_scene_for(PracticeApp(app, header), Replay(header))  # type: ignore[arg-type]


def start_practice(app: Any, header: ReplayHeader) -> Scene | None:
    """Push the practice game of ``header``; a start that cannot be built is one line on
    screen (and stderr) instead, and None."""
    try:
        scene = practice_scene(app, header)
    except ValueError as exc:
        app.report(f"practice: {exc}")
        return None
    app.nav.push(scene)
    return scene
