"""A play scene at a scenario position: the scenario file's field (or board) and pieces, its
actions played on the rules first, then the game's real play scene over those rules, its
effects seeded. The effects gallery and the effects budget bench feed it their moments
(:func:`press`): the play scene sees their events as in a game. The file format is
docs/scenarios.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.headless.app import FRAME_DT


def _retris(app: Any, options: dict[str, Any]) -> Any:
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene

    return RetrisPlayScene(app, RetrisChoice(mode=options.get("mode", "classic"),
                                             style=options.get("style", "normal")))


def _tetlight(app: Any, options: dict[str, Any]) -> Any:
    from game.scenes.tetlight.choice import TetlightChoice
    from game.scenes.tetlight.play import TetlightPlayScene

    return TetlightPlayScene(app, TetlightChoice(edge=int(options.get("edge", 8))))


def _verse(app: Any, options: dict[str, Any]) -> Any:
    from game.scenes.verse.choice import VerseChoice
    from game.scenes.verse.play import VersePlayScene
    from game.scratch import scratch_folder
    from game.storage.scores import ScoreBook

    book = ScoreBook(scratch_folder() / "position-scores" / "scores.sqlite3")
    return VersePlayScene(app, VerseChoice(rotation=bool(options.get("rotation", False))),
                          scores=book)


#: How each game's play scene is made for a position's options.
SCENES: dict[str, Callable[[Any, dict[str, Any]], Any]] = {
    "retris": _retris, "tetlight": _tetlight, "verse": _verse}


def play_position(app: Any, path: Path) -> Any:
    """The play scene of scenario file ``path`` on top of ``app``'s navigator, at the
    position its actions lead to (played on the rules, then settled); its effects seeded from
    ``app``'s seed. Raises ``ValidationError`` for a bad file, naming the key."""
    from game.core.replay import ReplayHeader
    from game.rules import registry
    from game.scenario.runner import run
    from game.scenario.spec import load_scenario, read_toml
    from game.scenes.fx.seeding import seed_effects
    from game.sim.session import TICK_RATE

    scenario = load_scenario(str(path))
    rules = scenario.prepared.rules
    run(scenario.prepared)
    options = read_toml(str(path)).get("options", {})
    header = ReplayHeader(scenario.game, registry.options_to_dict(scenario.game, rules.options),
                          int(read_toml(str(path)).get("seed", 0)), TICK_RATE,
                          registry.RULESET_VERSION[scenario.game])
    app.new_session = lambda game, opts, seed: (rules, header)
    scene = SCENES[scenario.game](app, options)
    app.nav.push(scene)
    seed_effects(scene, app.seed_source())
    return scene


def press(scene: Any, *actions: Action | tuple[Action, tuple[int, ...]]) -> None:
    """Each action pressed and let go, in a tick of its own (a frame of one tick): the play
    scene reacts to the last one's events in that frame, so its clock then reads the time
    of the moment. ``(action, args)`` is a press with numbers (Verse's ``place``)."""
    for action in actions:
        if isinstance(action, tuple):
            scene.driver.push(action[0], True, tuple(action[1]))
        else:
            scene.driver.push(action, True)
            scene.driver.push(action, False)
        scene.on_update(1.0 / scene.driver.tick_rate)


def run_until(scene: Any, moment: float, draw: bool = False) -> None:
    """Frames of at most :data:`FRAME_DT` until the scene's clock reads ``moment``."""
    while scene.time < moment - 1e-9:
        scene.on_update(min(FRAME_DT, moment - scene.time))
        if draw:
            scene.on_draw()
