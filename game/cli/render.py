"""``arcadeforge render REPLAY.json OUT.mp4 [--fps N] [--size 1920x1080] [--from T] [--to T]``

Renders a replay headless through the real play scene (every effect, its randomness seeded
from the replay) to an MP4, WebM or GIF, with a progress bar and the time left. Frame ``f``
shows tick ``f · 120 / fps``; a video that reaches the end of the game runs on for the
top-out banner. Exit status 2 for a bad replay or argument (one line), 1 when encoding fails.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

from game.headless.app import TAIL_SECONDS, make_stage, open_offscreen

PROG = "arcadeforge render"


def _parser() -> argparse.ArgumentParser:
    from game.cli.args import OneLineParser, int_between, parse_size
    from game.video.progress import parse_time

    def when(text: str) -> float:
        try:
            return parse_time(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"expected seconds or M:SS (like 90 or 1:30), got {text!r}") from None

    p = OneLineParser(prog=PROG, description=(
        "Render a replay to video headless, through the real play scene with every effect "
        "(their randomness seeded from the replay), with a progress bar and the time left."))
    p.add_argument("replay", type=Path, help="a replay file (.json, from the data folder)")
    p.add_argument("out", type=Path, help="the video to write: .mp4, .webm or .gif")
    p.add_argument("--fps", type=int_between(1, 240), default=None, metavar="1..240",
                   help="frames a second (default 60; a .gif 30, at most 50)")
    p.add_argument("--size", type=parse_size, default=(1920, 1080),
                   help="WxH (default 1920x1080)")
    p.add_argument("--from", dest="start", type=when, default=0.0, metavar="T",
                   help="start at T (seconds or M:SS of game time; default the start)")
    p.add_argument("--to", dest="stop", type=when, default=None, metavar="T",
                   help="stop at T (default the end, plus the top-out banner)")
    p.add_argument("--progress", choices=("bar", "lines", "none"), default="bar",
                   help="a bar with the time left (default), 'frame N/M' lines, or nothing")
    p.add_argument("--language", choices=("auto", "en", "fr", "nl", "ru"), default="en",
                   help="the language of the video's words ([ui] language; default en)")
    return p


def frame_range(end_tick: int, rate: int, fps: int, start: float,
                stop: float | None) -> range:
    """The frames to render: ``start``..``stop`` seconds, within the game and its tail."""
    last = math.floor(end_tick * fps / rate + 1e-9) + round(TAIL_SECONDS * fps)
    first = round(min(start * fps, last))  # clamped before rounding: 1e308 s is no frame
    if stop is not None:
        last = round(min(stop * fps, last))
    return range(first, last + 1)


def main(argv: list[str]) -> int:
    """Entry point; returns the exit status."""
    args = _parser().parse_args(argv)
    os.environ["ARCADE_HEADLESS"] = "1"  # before arcade is imported anywhere
    from game import i18n

    # The game's own export asks for its language: the HUD in the video, the lines it shows.
    i18n.set_language(args.language, lambda line: print(line, file=sys.stderr))
    from game.core.match_replay import MatchReplay
    from game.core.replay import ReplayError
    from game.core.replay_files import load_replay_file
    from game.scratch import remove_on_sigterm, remove_scratch
    from game.sim.match_session import match_watch_problem
    from game.sim.replay_cursor import watch_problem
    from game.video.encoder import EncoderError, check_output, default_fps, ffmpeg_exe
    from game.video.progress import clock

    try:
        replay = load_replay_file(args.replay)
    except (OSError, ReplayError, ValueError) as exc:
        said = str(exc)  # the loader names the file itself, mostly
        return _fail(said if said.startswith(str(args.replay)) else f"{args.replay}: {said}", 2)

    if args.fps is None:
        args.fps = default_fps(args.out)
    match = isinstance(replay, MatchReplay)
    problem = ((match_watch_problem(replay.header) if match else watch_problem(replay))
               or check_output(args.out, args.size, args.fps))
    if problem is not None:
        return _fail(f"{args.replay}: {problem}" if "watched" in problem else problem, 2)
    if args.stop is not None and args.stop < args.start:
        return _fail(f"--to {args.stop:g} is before --from {args.start:g}", 2)
    ends = replay.final_tick / replay.header.tick_rate + TAIL_SECONDS
    if args.start > ends:
        return _fail(f"--from {clock(args.start)} is past the end of {args.replay} "
                     f"({clock(ends)} with the final banner)", 2)
    frames = frame_range(replay.final_tick, replay.header.tick_rate, args.fps, args.start,
                         args.stop)
    remove_on_sigterm()  # a cancelled export: its scratch folder and unfinished file go too
    try:
        ffmpeg_exe()
        took = render(replay, args.out, frames, args.fps, args.size, args.progress,
                      args.replay)
    except EncoderError as exc:
        return _fail(str(exc), 1)
    finally:
        remove_scratch()
    length = len(frames) / args.fps
    print(f"wrote {args.out} ({len(frames)} frames, {args.size[0]}x{args.size[1]}, "
          f"{args.fps} fps, {length:.1f} s) in {took:.1f} s ({length / took:.2f}× real time)")
    return 0


def _fail(message: str, status: int) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def render(replay: Any, out: Path, frames: range, fps: int, size: tuple[int, int],
           progress: str = "none", path: Path | None = None) -> float:
    """Write ``frames`` of ``replay`` (the file at ``path``) to ``out``; returns the seconds
    it took."""
    from game.video.encoder import VideoWriter
    from game.video.progress import Progress

    window = open_offscreen(size)
    stage = make_stage(window, replay, path)
    bar = Progress(len(frames), fps, progress)
    began = time.perf_counter()
    with VideoWriter(out, size, fps) as writer:
        for i, frame in enumerate(frames):
            if i == 0:
                stage.seek(math.floor(frame * stage.rate / fps + 1e-9))
            else:
                stage.advance(1.0 / fps)
            stage.draw()
            writer.write(window.ctx.screen.read(components=3))
            bar.update(i + 1)
    bar.finish()
    return time.perf_counter() - began
