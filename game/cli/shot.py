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
from pathlib import Path

from game.cli.args import OneLineParser, int_between, parse_size
from game.headless.app import drive, make_app, save_png
from game.headless.scenes import GAMES, SCENE_BUILDERS, SCENES, SHOW_SECONDS
from game.scratch import remove_on_sigterm, remove_scratch, scratch_folder


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
    p.add_argument("--goal", choices=("endless", "sprint", "ultra", "marathon"),
                   default="endless",
                   help="Retris goal for the setup, play and gameover scenes (default endless; "
                        "the setup shows its row, a gameover of a goal plays until it is won)")
    p.add_argument("--stats", action="store_true",
                   help="the play screens' live statistics panel on ([display] stats)")
    p.add_argument("--edge", type=int_between(6, 9), default=8, metavar="6..9",
                   help="Tet'light board edge (default 8)")
    p.add_argument("--game", choices=GAMES, default="retris",
                   help="the game under the pause and gameover screens, or the attract's "
                        "demo (default retris)")
    p.add_argument("--device", choices=("keyboard", "pad"), default="keyboard",
                   help="the device used last: its key caps or pad glyphs in the hints "
                        "(default keyboard)")
    p.add_argument("--replay", type=Path, default=None, metavar="FILE",
                   help="scene replay: the replay to show a frame of")
    p.add_argument("--tick", type=int_between(0, 10**9), default=0,
                   help="scene replay: the tick to show")
    p.add_argument("--language", choices=("auto", "en", "fr", "nl", "ru"), default="en",
                   help="the UI's language ([ui] language; default en)")
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
    from game import i18n
    from game.window import open_window

    i18n.set_language(args.language, lambda line: print(line, file=sys.stderr))
    window = open_window(*args.size, headless=True)
    app = make_app(window, seed=args.seed)
    app.input.last_device = args.device
    app.shot_style = args.style  # type: ignore[attr-defined]  # read by _play
    app.shot_mode = args.mode  # type: ignore[attr-defined]  # read by _play
    app.shot_goal = args.goal  # type: ignore[attr-defined]  # read by _setup, _play
    if args.stats:
        from dataclasses import replace

        app.settings = replace(app.settings, display=replace(app.settings.display, stats=True))
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
    from game.core.replay import ReplayError
    from game.core.replay_files import load_replay_file
    from game.core.safe_read import one_line

    try:
        load_replay_file(replay)  # a game's or a match's
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


