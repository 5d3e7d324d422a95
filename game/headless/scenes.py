"""Every screen as ``arcadeforge shot`` shows it: each builder leaves its screen on top of
the app's navigator (the play scenes first played by the autoplayer, through the loop's
``push`` only). ``retris`` in Arcade mode plays on until a bomb generation and stops a
moment after it: the chain's effects in flight. ``verse-drag`` shows a Verse piece held by
the mouse over a spot where it clears lines (mouse events sent to the scene, never
released)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.headless import attract_scenes, practice_scenes, replay_scenes, versus_scenes
from game.headless.app import drive
from game.scratch import scratch_folder

SCENES = ("title", "retris", "retris-setup", "tetlight", "tetlight-setup", "verse", "verse-setup",
          "verse-drag", "pause", "gameover", "error", "settings", "settings-video",
          "settings-handling", "settings-effects", "settings-audio", "settings-controls",
          "settings-rebind", "replays", "theatre", "theatre-paused", "replay", "records",
          "name-entry", "help", "versus-join", "versus-2", "versus-3", "versus-4",
          "versus-round", "versus-over", "practice", "practice-play", "attract")
GAMES = ("retris", "tetlight", "verse")  # whose pause, game over or demo to show
SHOW_SECONDS = 1.0
BLAST_SHOW_SECONDS = 0.12  # Arcade: the frame after a bomb generation, its effects mid-flight
BLAST_WAIT_SECONDS = 120.0  # …played for at most this long to see one


def _title(app: Any) -> None:
    from game.scenes.menus.title import TitleScene

    app.nav.reset(TitleScene(app))


def _seeded(app: Any, scene: Any) -> None:
    """The scene's sparks and bursts drawn from generators seeded by the shot's seed, so the
    same shot twice is the same picture."""
    from game.scenes.fx.seeding import seed_effects

    seed_effects(scene, app.seed_source())


def _setup(app: Any) -> None:
    from game.rules.retris.options import GOALS
    from game.scenes.retris.setup import RetrisSetupScene

    _title(app)
    scene = RetrisSetupScene(app)
    app.nav.push(scene)
    if getattr(app, "shot_mode", "classic") == "arcade":  # the mode row, its specials shown
        scene.mode_item.adjust(1)
        scene.menu.focus = scene.menu.items.index(scene.mode_item)
    goal = getattr(app, "shot_goal", "endless")
    if goal != "endless":  # the goal row, that goal chosen
        scene.goal_item.adjust(GOALS.index(goal))
        scene.menu.focus = scene.menu.items.index(scene.goal_item)


def _play(app: Any, pilot: Any = None, seconds: float = 24.0) -> Any:
    """The play scene after the autoplayer has stacked pieces for ``seconds`` of game time."""
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene
    from game.sim.autoplay import AutoPlayer

    _setup(app)
    choice = RetrisChoice(mode=getattr(app, "shot_mode", "classic"),
                          style=getattr(app, "shot_style", "normal"),
                          goal=getattr(app, "shot_goal", "endless"))
    scene = RetrisPlayScene(app, choice, pilot=pilot or AutoPlayer(pace=3))
    app.nav.push(scene)
    _seeded(app, scene)
    drive(app.window, seconds, draw=False, until=lambda: app.nav.top is not scene)
    return scene


def _retris(app: Any) -> None:
    scene = _play(app)
    if scene.choice.mode == "arcade":
        _until_blast(app, scene)


def _until_blast(app: Any, scene: Any) -> None:
    """Play on until a bomb generation fires, then show a frame just after it."""
    scene.arcade.last_blast = None
    drive(app.window, BLAST_WAIT_SECONDS, draw=False,
          until=lambda: scene.arcade.last_blast is not None or app.nav.top is not scene)
    app.shot_show = BLAST_SHOW_SECONDS


def _tetlight_setup(app: Any) -> None:
    from game.scenes.tetlight.setup import TetlightSetupScene

    _title(app)
    app.nav.push(TetlightSetupScene(app))


def _tetlight_play(app: Any, pilot: Any = None, seconds: float = 30.0) -> Any:
    """The Tet'light play scene after the autoplayer has played ``seconds`` of game time."""
    from game.scenes.tetlight.choice import TetlightChoice
    from game.scenes.tetlight.play import TetlightPlayScene
    from game.sim.tetlight_autoplay import TetlightAutoPlayer

    _tetlight_setup(app)
    choice = TetlightChoice(edge=getattr(app, "shot_edge", 8))
    scene = TetlightPlayScene(app, choice, pilot=pilot or TetlightAutoPlayer(pace=3))
    app.nav.push(scene)
    _seeded(app, scene)
    drive(app.window, seconds, draw=False, until=lambda: app.nav.top is not scene)
    return scene


def _tetlight(app: Any) -> None:
    _tetlight_play(app)


def _verse_setup(app: Any) -> None:
    from game.scenes.verse.setup import VerseSetupScene

    _title(app)
    app.nav.push(VerseSetupScene(app))


def _verse_play(app: Any, pilot: Any = None, seconds: float = 12.0) -> Any:
    """The Verse play scene after the autoplayer has placed pieces for ``seconds``; scores go
    to a score book of its own in the temp folder, never the player's."""
    from game.scenes.verse.choice import VerseChoice
    from game.scenes.verse.play import VersePlayScene
    from game.sim.verse_autoplay import VerseAutoPlayer
    from game.storage.scores import ScoreBook

    _title(app)
    book = ScoreBook(scratch_folder() / "verse-scores" / "scores.sqlite3")
    scene = VersePlayScene(app, VerseChoice(), pilot=pilot or VerseAutoPlayer(pace=20),
                           scores=book)
    app.nav.push(scene)
    _seeded(app, scene)
    drive(app.window, seconds, draw=False, until=lambda: app.nav.top is not scene)
    return scene


def _verse(app: Any) -> None:
    _verse_play(app)


def _verse_drag(app: Any) -> None:
    """A piece lifted by the mouse and held a little off a spot where it clears lines."""
    from game.scenes.verse.drag import LIFT_CELLS

    scene = _verse_play(app, seconds=6.0)
    move = None
    for _ in range(240):  # play on until some piece of the tray would clear a line
        move = _clearing_move(scene.snapshot)
        if move is not None or scene.snapshot.over:
            break
        drive(app.window, 0.25, draw=False)
    scene.pilot = None
    drive(app.window, 0.5, draw=False)  # let the last placement's effects settle
    if move is None:
        return
    slot, row, col = move
    piece = scene.snapshot.tray[slot]
    home = scene.tray.home(slot)
    scene.on_mouse_press(round(home.x), round(home.y), 1, 0)  # the left button
    pose = scene.board.grid.piece_pose(piece, row, col)
    # Held a third of a cell off the spot: the ghost shows where it would snap.
    x = pose.x + 0.3 * pose.size
    y = pose.y - (piece.height / 2 + LIFT_CELLS - 0.25) * pose.size
    for k in (0.3, 0.6, 0.9, 1.0):  # a few motion events on the way, as a hand would
        scene.on_mouse_drag(round(home.x + (x - home.x) * k), round(home.y + (y - home.y) * k),
                            0, 0, 1, 0)
        drive(app.window, 0.05, draw=False)


def _clearing_move(snap: Any) -> tuple[int, int, int] | None:
    """A (slot, row, col) placement of the tray that clears the most lines, if any does."""
    from game.rules.verse.placement import clears, fits

    best, most = None, 0
    for slot, piece in enumerate(snap.tray):
        if piece is None:
            continue
        for row in range(8 - piece.height + 1):
            for col in range(8 - piece.width + 1):
                if fits(snap.board, piece, row, col):
                    rows, cols = clears(snap.board, piece, row, col)
                    if len(rows) + len(cols) > most:
                        best, most = (slot, row, col), len(rows) + len(cols)
    return best


def _pause(app: Any) -> None:
    from arcade import key

    game = getattr(app, "shot_game", "")
    builders = {"tetlight": _tetlight_play, "verse": _verse_play}
    scene = builders.get(game, _play)(app)
    scene.on_key_press(key.ESCAPE, 0)


def _gameover(app: Any) -> None:
    from game.scenes.menus.gameover import GameOverScene
    from game.sim.autoplay import AutoPlayer
    from game.sim.tetlight_autoplay import TetlightAutoPlayer
    from game.sim.verse_autoplay import VerseAutoPlayer

    game = getattr(app, "shot_game", "")
    if game == "tetlight":
        _tetlight_play(app, TetlightAutoPlayer(give_up_after=30, pace=1), seconds=240.0)
    elif game == "verse":
        _verse_play(app, VerseAutoPlayer(give_up_after=24, pace=2), seconds=240.0)
    elif getattr(app, "shot_goal", "endless") != "endless":  # played until the goal is won
        _play(app, AutoPlayer(), seconds=600.0)
    else:
        _play(app, AutoPlayer(give_up_after=100), seconds=240.0)
    drive(app.window, 60.0, draw=False, until=lambda: isinstance(app.nav.top, GameOverScene))
    if isinstance(app.nav.top, GameOverScene):
        app.nav.top.name_asked = True  # the result itself (the prompt is shot as name-entry)


def _error(app: Any) -> None:
    from game.scenes.menus.error import ErrorScene

    real = app.new_session

    def failing_session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
        rules, header = real(game, options, seed)
        return FailingRules(rules, fail_at=240), header

    app.new_session = failing_session
    _play(app, seconds=10.0)
    drive(app.window, 5.0, draw=False, until=lambda: isinstance(app.nav.top, ErrorScene))


class FailingRules:
    """Real rules that raise on one tick: shows the crash path as a player would see it."""

    def __init__(self, rules: Any, fail_at: int) -> None:
        self._rules = rules
        self._fail_at = fail_at

    def step(self, changes: Any) -> Any:
        if self._rules.tick >= self._fail_at:
            raise RuntimeError(f"demonstration crash: the rules raised on tick {self._fail_at}")
        return self._rules.step(changes)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


def _settings(app: Any, page: str = "VIDEO", focus: int = 1) -> Any:
    """The Settings screen from the title, on ``page`` with row ``focus`` focused (the
    window's own size is not changed: the shot's --size stays)."""
    from game.scenes.menus.settings.screen import SettingsScene

    _title(app)
    app.apply_video = lambda video: None  # type: ignore[method-assign]
    scene = SettingsScene(app, page)
    scene.menu.focus = focus
    app.nav.push(scene)
    return scene


def _settings_controls(app: Any) -> Any:
    """The Controls page on Retris's keys, one rebound into a conflict (the marks shown)."""
    scene = _settings(app, "CONTROLS", 5)
    scene.rebind("hold", "X")  # X also rotates: a conflict
    return scene


def _settings_rebind(app: Any) -> None:
    """Waiting for the new key of an action."""
    from arcade import key

    scene = _settings(app, "CONTROLS", 5)
    scene.menu.on_key_press(key.ENTER)


def _help(app: Any) -> None:
    """The help screen over the title, opened by its key (F1), on the page of ``--game``."""
    from arcade import key

    _title(app)
    app.nav.top.on_key_press(key.F1, 0)
    app.nav.top.show(getattr(app, "shot_game", "") or "retris")


def _settings_page(page: str, focus: int = 1) -> Callable[[Any], None]:
    return lambda app: _settings(app, page, focus)


SCENE_BUILDERS: dict[str, Callable[[Any], None]] = {
    "title": _title,
    "retris": _retris,
    "retris-setup": _setup,
    "tetlight": _tetlight,
    "tetlight-setup": _tetlight_setup,
    "verse": _verse,
    "verse-setup": _verse_setup,
    "verse-drag": _verse_drag,
    "pause": _pause,
    "gameover": _gameover,
    "error": _error,
    "settings": _settings_page("VIDEO", 0),
    "settings-video": _settings_page("VIDEO", 2),
    "settings-handling": _settings_page("HANDLING", 1),
    "settings-effects": _settings_page("EFFECTS", 1),
    "settings-audio": _settings_page("AUDIO", 1),
    "settings-controls": _settings_controls,
    "settings-rebind": _settings_rebind,
    "replays": replay_scenes.replays,
    "theatre": replay_scenes.theatre,
    "theatre-paused": replay_scenes.theatre_paused,
    "replay": replay_scenes.replay_frame,
    "records": replay_scenes.records,
    "name-entry": replay_scenes.name_entry,
    "help": _help,
    **versus_scenes.BUILDERS,
    "practice": practice_scenes.practice_list,
    "practice-play": practice_scenes.theatre_take_over,
    "attract": attract_scenes.attract,
}
