"""The demos: each game's real play scene with its autoplayer, on an app of its own that
keeps nothing.

The play scene is built on a :class:`DemoApp`: the player's services (window, settings,
bindings, background, notices), except that

* its rules loop is a :class:`DemoDriver`, which ``keep_finished_game`` reads as a game being
  watched: a demo that ends saves no replay and records no score (the score book's row
  carries the statistics, so none of those either);
* its navigator only notes what the scene asks for (the pause, game over and error screens
  are never shown: the attract mode moves on to the next demo instead);
* its sound is silent (the title's music plays on under the demos);
* its seed is the demo's (:func:`demo_seed`).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable
from typing import Any, ClassVar

from game.audio.mixer import silent_mixer
from game.scenes.base import Scene
from game.scenes.driver import LoopDriver
from game.scenes.embedded import NotingNav, UntickedInput
from game.scenes.fx.seeding import seed_effects
from game.scenes.services import App

SEED_BITS = 48  # as the game's own seeds (App.seed_source)


@dataclasses.dataclass(frozen=True)
class Demo:
    """One game's demo: how long it plays, and its play scene with its autoplayer."""

    game: str
    seconds: float
    build: Callable[[App], Scene]


def _retris(app: App) -> Scene:
    """Arcade mode, so the specials, bombs and chains show."""
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene
    from game.sim.autoplay import AutoPlayer

    return RetrisPlayScene(app, RetrisChoice(mode="arcade"), pilot=AutoPlayer(pace=3))


def _tetlight(app: App) -> Scene:
    from game.scenes.tetlight.choice import TetlightChoice
    from game.scenes.tetlight.play import TetlightPlayScene
    from game.sim.tetlight_autoplay import TetlightAutoPlayer

    return TetlightPlayScene(app, TetlightChoice(), pilot=TetlightAutoPlayer(pace=3))


def _verse(app: App) -> Scene:
    from game.scenes.verse.choice import VerseChoice
    from game.scenes.verse.play import VersePlayScene
    from game.sim.verse_autoplay import VerseAutoPlayer

    return VersePlayScene(app, VerseChoice(), pilot=VerseAutoPlayer(pace=20))


#: The demos in the order they play, then back to the title.
DEMOS = (Demo("retris", 25.0, _retris), Demo("tetlight", 25.0, _tetlight),
         Demo("verse", 20.0, _verse))


def demo_seed(base: int, cycle: int, index: int) -> int:
    """The seed of demo ``index`` in run ``cycle`` of the title's demos, from ``base`` (the
    app's seed source): each run plays other games, the same ones for the same seeds."""
    digest = hashlib.blake2b(f"{base}:{cycle}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


class DemoDriver(LoopDriver):
    """The demo's rules loop: a game watched, never kept (``keep_finished_game``)."""

    watching = True


@dataclasses.dataclass
class DemoApp(App):
    """The player's app as a demo's play scene sees it (see the module docstring)."""

    loop_driver: ClassVar[type[LoopDriver]] = DemoDriver
    shared: Any = None

    def __post_init__(self) -> None:
        # Nothing new watches the window for a scene that is never shown itself.
        self.input = UntickedInput(self.shared.input)  # type: ignore[assignment]
        self.keys_down = self.shared.keys_down


def start_demo(app: App, demo: Demo, seed: int) -> tuple[Scene, NotingNav]:
    """``demo``'s play scene on a :class:`DemoApp` of ``app`` with ``seed`` (its effects'
    randomness too), and the navigator that notes what it asks for."""
    nav = NotingNav()
    fields = {f.name: getattr(app, f.name) for f in dataclasses.fields(App) if f.init}
    demo_app = DemoApp(**{**fields, "nav": nav, "sound": silent_mixer(),
                          "seed_source": lambda: seed, "shared": app})
    scene = demo.build(demo_app)
    nav.scene = scene
    seed_effects(scene, seed)
    return scene, nav
