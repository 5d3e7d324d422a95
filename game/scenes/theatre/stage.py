"""A replay on the real play scene: what the theatre shows and the video renderer records.

The game's own play scene (Retris, Tet'light or Verse, with every effect) is built on an app
whose rules loop is a :class:`~game.scenes.theatre.playback_driver.PlaybackDriver`; its
requests to navigate (pause, game over, the error screen) are noted, never carried out. The
stage moves it in frames of game time and can seek anywhere.

Seeking builds a fresh play scene a little before the target (``PREROLL_SECONDS``) and runs
its frames there without drawing, so effects started just before the target (bursts,
popups, the counting score) are in flight as they were. The effects' randomness is reseeded
every frame from the replay's seed and the tick, so a frame depends only on the replay and
the tick: the theatre, ``arcadeforge render`` (with or without ``--from``) and
``arcadeforge shot replay`` draw the same frame at the same tick.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from typing import Any

import numpy as np

from game.audio.mixer import silent_mixer
from game.core.match_replay import MatchReplay
from game.core.replay import Replay
from game.scenes.base import Scene
from game.scenes.embedded import NotingNav, UntickedInput
from game.scenes.fx.seeding import effect_rngs, reseed
from game.scenes.score_keeper import BestThen, best_when_played
from game.scenes.services import App
from game.scenes.theatre.playback_driver import PlaybackDriver
from game.sim.match_session import match_watch_problem
from game.sim.replay_cursor import ReplayCursor, watch_problem
from game.storage.scores import ScoreBook

PREROLL_SECONDS = 3.0  # longer than any effect lives (bursts ~1.5 s, popups ~2 s)
FRAME_DT = 1.0 / 60.0
_EPS = 1e-6  # frame times are sums of floats: 1/60 * 120 must count as 2 ticks


@dataclasses.dataclass
class _StageApp(App):
    """The player's app, except that games come from the replay and loops are playback."""

    driver: Any = None
    shared_input: Any = None

    def __post_init__(self) -> None:
        # The player's command router (its pads, its last device); nothing new watches the
        # window for a scene that is never shown itself.
        self.input = (UntickedInput(self.shared_input) if self.shared_input is not None
                      else None)

    def start_loop(self, rules: Any, header: Any, recorder: Any = None) -> Any:
        return self.driver


def stage_problem(replay: Replay | MatchReplay) -> str | None:
    """Why this replay (a game or a match) cannot be watched here, or None."""
    if isinstance(replay, MatchReplay):
        return match_watch_problem(replay.header)
    return watch_problem(replay)


def play_scene_for(app: App, replay: Replay | MatchReplay, best: int | None = None) -> Scene:
    """The game's play scene with the replay's choices (what the HUD shows; ``best``: the
    best score when that game was played, for a HUD that shows one); a match's versus
    screen with every slot's field."""
    if isinstance(replay, MatchReplay):
        from game.scenes.theatre.match_scene import WatchedMatchScene

        return WatchedMatchScene(app, replay.header)
    game, o = replay.header.game, replay.header.options
    if game == "retris":
        from game.scenes.retris.choice import RetrisChoice
        from game.scenes.retris.play import RetrisPlayScene

        return RetrisPlayScene(app, RetrisChoice.of_options(o))
    if game == "tetlight":
        from game.scenes.tetlight.choice import TetlightChoice
        from game.scenes.tetlight.play import TetlightPlayScene

        return TetlightPlayScene(app, TetlightChoice(edge=int(o.get("edge", 8)),
                                                     level=int(o.get("level", 0)),
                                                     radar=bool(o.get("radar", False))))
    from game.scenes.verse.choice import VerseChoice
    from game.scenes.verse.play import VersePlayScene

    return VersePlayScene(app, VerseChoice(rotation=bool(o.get("rotation", False)),
                                           fair=bool(o.get("fair", False))),
                          scores=BestThen(best))


class ReplayStage:
    """A watchable replay: :meth:`seek`, :meth:`advance` (game seconds), :meth:`draw`.

    ``path`` (the replay's file) lets the HUD show the best score as it stood when the game
    was played, from ``book`` (the player's score book unless given); without it, none."""

    def __init__(self, app: App, replay: Replay | MatchReplay, prepare: bool = True,
                 path: Path | None = None, book: ScoreBook | None = None) -> None:
        problem = stage_problem(replay)
        if problem is not None:
            raise ValueError(problem)
        self.app = app
        self.replay = replay
        solo = not isinstance(replay, MatchReplay)  # a match's HUD shows no best score
        self.best_then = (best_when_played(replay.header.game, path, book)
                          if path is not None and solo else None)
        self.rate = replay.header.tick_rate
        self.cursor = ReplayCursor(replay)
        if prepare:
            self.cursor.prepare()
        self.position = 0.0  # ticks, fractional: where the watcher's clock is
        #: Where in the window each play scene is laid out (None: all of it; the theatre
        #: keeps its bar free).
        self.frame: tuple[float, float, float, float] | None = None
        self.scene: Any = None
        self.nav = NotingNav()
        self._rngs: list[np.random.Generator] = []
        self.seek(0)

    @property
    def tick(self) -> int:
        return self.cursor.tick

    @property
    def end(self) -> int:
        return self.cursor.end

    @property
    def error(self) -> BaseException | None:
        return self.scene.driver.error if self.scene is not None else None

    def seek(self, tick: int, preroll: float = PREROLL_SECONDS) -> None:
        """Show ``tick``: a fresh play scene from ``preroll`` seconds before, run there."""
        start = self.cursor.start  # 0, or a practice game's first tick
        tick = max(start, min(int(tick), self.end))
        frame_ticks = self.rate * FRAME_DT
        back = math.floor(preroll / FRAME_DT)  # whole frames, so frames fall on the same ticks
        first = max(start, tick - round(back * frame_ticks))
        self.cursor.seek(first)
        self._build()
        self.position = float(first)
        self.scene.time = first / self.rate
        sound, self.scene.app.sound = self.scene.app.sound, silent_mixer()
        try:  # the preroll's events are seen, not heard: 3 s of sounds at once otherwise
            while self.tick < tick and self.error is None:
                self.advance(min(FRAME_DT, (tick - self.position) / self.rate))
        finally:
            self.scene.app.sound = sound

    def advance(self, seconds: float) -> None:
        """Move ``seconds`` of game time: the ticks they are worth, then one scene update."""
        driver = self.scene.driver
        self.position = min(float(self.end), self.position + seconds * self.rate)
        driver.goal = math.floor(self.position + _EPS)
        self._reseed(driver.goal)
        self.scene.on_update(seconds)

    def draw(self) -> None:
        """The play scene's frame, background included."""
        self.scene.on_draw()

    @property
    def ended(self) -> bool:
        """Nothing more to see: the game is over and its top-out banner has been shown (the
        scene asked to go on to its game over screen), or the replay stops before any end."""
        if self.nav.asked:
            return True
        return self.tick >= self.end and not self.cursor.rules.over

    def _build(self) -> None:
        if self.scene is not None:
            self.scene.dismiss()
        driver = PlaybackDriver(self.cursor)
        fields = {f.name: getattr(self.app, f.name) for f in dataclasses.fields(App) if f.init}
        app = _StageApp(**{**fields, "nav": self.nav, "sync_loops": True, "driver": driver,
                           "new_session": self._session, "new_match": self._match,
                           "shared_input": getattr(self.app, "input", None)})
        self.nav.asked.clear()
        self.scene = play_scene_for(app, self.replay, self.best_then)
        self.scene.frame = self.frame
        self.nav.scene = self.scene
        self._rngs = list(effect_rngs(self.scene))

    def _session(self, game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
        return self.cursor.rules, self.replay.header

    def _match(self, game: str, options: dict[str, Any], seed: int, slots: Any,
               first_to: int) -> tuple[Any, Any]:
        return self.cursor.rules, self.replay.header

    def _reseed(self, tick: int) -> None:
        """Effects draw from generators seeded by the replay's seed and this tick only."""
        reseed(self._rngs, self.replay.header.seed, tick)
