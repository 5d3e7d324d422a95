"""``arcadeforge shot SCENE OUT.png [--seed N] [--size WxH] [--style S] [--mode M] [--edge N]
[--game G]``: one screen to a PNG.

Runs headless (no display needed): builds the scene, drives its frames with a fixed ``dt`` for
about a second of game time (the play scenes are first played by the autoplayer, through the
loop's ``push`` only), then saves the last frame. ``retris --mode arcade`` plays on until a
bomb generation and saves a frame a moment after it: the chain's effects in flight.
``verse-drag`` shows a Verse piece held by the mouse over a spot where it clears lines (mouse
events sent to the scene, never released).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import replay_shots
from game.cli_args import OneLineParser, int_between
from game.core.folders import make_folder
from game.scratch import remove_on_sigterm, remove_scratch, scratch_folder

SCENES = ("title", "retris", "retris-setup", "tetlight", "tetlight-setup", "verse", "verse-setup",
          "verse-drag", "pause", "gameover", "error", "settings", "settings-video",
          "settings-handling", "settings-effects", "settings-audio", "settings-controls",
          "settings-rebind", "replays", "theatre", "theatre-paused", "replay")
GAMES = ("retris", "tetlight", "verse")  # whose pause or game over screen to show
FRAME_DT = 1.0 / 60.0
SHOW_SECONDS = 1.0
BLAST_SHOW_SECONDS = 0.12  # Arcade: the frame after a bomb generation, its effects mid-flight
BLAST_WAIT_SECONDS = 120.0  # …played for at most this long to see one


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x720"`` → ``(1280, 720)``."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, got {text!r}") from None
    if not (64 <= w <= 8192 and 64 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size must be between 64 and 8192 a side, got {text}")
    return w, h


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="arcadeforge shot", description=__doc__.splitlines()[0])
    p.add_argument("scene", help="one of: " + ", ".join(SCENES))
    p.add_argument("out", type=Path, help="PNG file to write")
    p.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    p.add_argument("--size", type=parse_size, default=(1280, 720), help="WxH (default 1280x720)")
    p.add_argument("--style", choices=("normal", "relax", "crazy"), default="normal",
                   help="Retris style for the play scenes (default normal)")
    p.add_argument("--mode", choices=("classic", "arcade"), default="classic",
                   help="Retris mode for the play and setup scenes (default classic; arcade "
                        "shows a chain mid-flight, or the setup's specials)")
    p.add_argument("--edge", type=int_between(6, 9), default=8, metavar="6..9",
                   help="Tet'light board edge (default 8)")
    p.add_argument("--game", choices=GAMES, default="retris",
                   help="the game under the pause and gameover screens (default retris)")
    p.add_argument("--device", choices=("keyboard", "pad"), default="keyboard",
                   help="the device used last: its key caps or pad glyphs in the hints "
                        "(default keyboard)")
    p.add_argument("--replay", type=Path, default=None, metavar="FILE",
                   help="scene replay: the replay to show a frame of")
    p.add_argument("--tick", type=int_between(0, 10**9), default=0,
                   help="scene replay: the tick to show")
    return p


def main(argv: list[str]) -> int:
    """Entry point; returns the exit status (2 for a bad scene name or argument)."""
    args = _parser().parse_args(argv)
    if args.scene not in SCENES:
        print(f"arcadeforge shot: unknown scene {args.scene!r}; valid scenes: "
              f"{', '.join(SCENES)}", file=sys.stderr)
        return 2
    problem = input_problem(args.replay) or output_problem(args.out)
    if problem is not None:
        print(f"arcadeforge shot: {problem}", file=sys.stderr)
        return 2
    os.environ["ARCADE_HEADLESS"] = "1"  # before arcade is imported anywhere
    from game.storage.locations import data_dir

    args.player_data = data_dir()  # read only: a replay's HUD shows the best when it was played
    # A screenshot's games are not the player's: their replays and scores go to a scratch
    # folder, never into the real data folder (score book, replays).
    remove_on_sigterm()
    try:
        os.environ["ARCADEFORGE_DATA_DIR"] = str(scratch_folder() / "data")
        return _shoot(args)
    finally:
        remove_scratch()


def _shoot(args: argparse.Namespace) -> int:
    """Build the scene, drive it and save the PNG; the exit status."""
    from game.scenes.window import open_window

    window = open_window(*args.size, headless=True)
    app = make_app(window, seed=args.seed)
    app.input.last_device = args.device
    app.shot_style = args.style  # type: ignore[attr-defined]  # read by _play
    app.shot_mode = args.mode  # type: ignore[attr-defined]  # read by _play
    app.shot_edge = args.edge  # type: ignore[attr-defined]  # read by _tetlight_play
    app.shot_game = args.game  # type: ignore[attr-defined]  # read by _pause, _gameover
    app.shot_replay = args.replay  # type: ignore[attr-defined]  # read by replay_frame
    app.shot_tick = args.tick  # type: ignore[attr-defined]  # read by replay_frame
    app.shot_player_data = args.player_data  # type: ignore[attr-defined]  # read by replay_frame
    SCENE_BUILDERS[args.scene](app)
    drive(window, getattr(app, "shot_show", SHOW_SECONDS))
    try:
        save_png(args.out)
    except OSError as exc:
        print(f"arcadeforge shot: {args.out}: cannot be written ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    print(f"wrote {args.out} ({args.size[0]}x{args.size[1]}, scene {args.scene})")
    return 0


def input_problem(replay: Path | None) -> str | None:
    """What is wrong with ``--replay`` (one line), checked before any GL work, or None."""
    if replay is None:
        return None
    from game.core.replay import Replay, ReplayError
    from game.core.safe_read import one_line

    try:
        Replay.load(replay)
    except (OSError, ReplayError, ValueError, RecursionError) as exc:
        text = str(getattr(exc, "strerror", None) or exc).removeprefix(f"{replay}: ")
        return f"{one_line(str(replay))}: {one_line(text)}"
    return None


def output_problem(out: Path) -> str | None:
    """What stops a PNG being written at ``out`` (one line), before the scene is run."""
    if out.is_dir():
        return f"{out}: is a folder, expected a PNG file name"
    folder = next((p for p in out.parents if p.exists()), Path("."))
    if not folder.is_dir():
        return f"{out}: {folder} is not a folder"
    return None


def make_app(window: Any, seed: int) -> Any:
    """An app that runs games synchronously, seeded, logging crashes to the temp folder."""
    import tempfile

    from game.scenes.base import App
    from game.scenes.navigator import Navigator

    log = Path(tempfile.gettempdir()) / "arcadeforge" / "rules-crash.log"
    # A shot never saves into the player's settings file: a scratch path of its own.
    return App(window, Navigator(window), sync_loops=True,
               seed_source=lambda: seed, log_path=log, on_quit=lambda: None,
               settings_path=scratch_folder() / "settings.toml")


def drive(window: Any, seconds: float, draw: bool = True,
          until: Callable[[], bool] | None = None) -> None:
    """Run frames on whatever view is current (scenes may switch views while running)."""
    for _ in range(round(seconds / FRAME_DT)):
        if until is not None and until():
            return
        view = window.current_view
        view.on_update(FRAME_DT)
        if draw:
            window.current_view.on_draw()


def save_png(out: Path) -> None:
    import arcade

    make_folder(out.parent)
    arcade.get_image().convert("RGB").save(out, format="PNG")


# -- scene builders: each leaves the requested screen on top of the navigator ---------------


def _title(app: Any) -> None:
    from game.scenes.title import TitleScene

    app.nav.reset(TitleScene(app))


def _seeded(app: Any, scene: Any) -> None:
    """The scene's sparks and bursts drawn from generators seeded by the shot's seed, so the
    same shot twice is the same picture."""
    from game.scenes.replay_stage import seed_effects

    seed_effects(scene, app.seed_source())


def _setup(app: Any) -> None:
    from game.scenes.retris_setup import RetrisSetupScene

    _title(app)
    scene = RetrisSetupScene(app)
    app.nav.push(scene)
    if getattr(app, "shot_mode", "classic") == "arcade":  # the mode row, its specials shown
        scene.mode_item.adjust(1)
        scene.menu.focus = scene.menu.items.index(scene.mode_item)


def _play(app: Any, pilot: Any = None, seconds: float = 24.0) -> Any:
    """The play scene after the autoplayer has stacked pieces for ``seconds`` of game time."""
    from game.scenes.retris_choice import RetrisChoice
    from game.scenes.retris_play import RetrisPlayScene
    from game.sim.autoplay import AutoPlayer

    _setup(app)
    choice = RetrisChoice(mode=getattr(app, "shot_mode", "classic"),
                          style=getattr(app, "shot_style", "normal"))
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
    from game.scenes.tetlight_setup import TetlightSetupScene

    _title(app)
    app.nav.push(TetlightSetupScene(app))


def _tetlight_play(app: Any, pilot: Any = None, seconds: float = 30.0) -> Any:
    """The Tet'light play scene after the autoplayer has played ``seconds`` of game time."""
    from game.scenes.tetlight_choice import TetlightChoice
    from game.scenes.tetlight_play import TetlightPlayScene
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
    from game.scenes.verse_setup import VerseSetupScene

    _title(app)
    app.nav.push(VerseSetupScene(app))


def _verse_play(app: Any, pilot: Any = None, seconds: float = 12.0) -> Any:
    """The Verse play scene after the autoplayer has placed pieces for ``seconds``; scores go
    to a score book of its own in the temp folder, never the player's."""
    from game.scenes.verse_choice import VerseChoice
    from game.scenes.verse_play import VersePlayScene
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
    from game.scenes.verse_drag import LIFT_CELLS

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
    from game.scenes.gameover import GameOverScene
    from game.sim.autoplay import AutoPlayer
    from game.sim.tetlight_autoplay import TetlightAutoPlayer
    from game.sim.verse_autoplay import VerseAutoPlayer

    game = getattr(app, "shot_game", "")
    if game == "tetlight":
        _tetlight_play(app, TetlightAutoPlayer(give_up_after=30, pace=1), seconds=240.0)
    elif game == "verse":
        _verse_play(app, VerseAutoPlayer(give_up_after=24, pace=2), seconds=240.0)
    else:
        _play(app, AutoPlayer(give_up_after=100), seconds=240.0)
    drive(app.window, 60.0, draw=False, until=lambda: isinstance(app.nav.top, GameOverScene))


def _error(app: Any) -> None:
    from game.scenes.error import ErrorScene

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
    from game.scenes.settings import SettingsScene

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
    "replays": replay_shots.replays,
    "theatre": replay_shots.theatre,
    "theatre-paused": replay_shots.theatre_paused,
    "replay": replay_shots.replay_frame,
}
