"""`arcadeforge replay FILE…`: play each replay back headless and check its final digest.

A file that cannot be used (missing, not a regular file, too large, malformed, outside the
limits in :mod:`game.core.replay`) is one line on stderr and exit 2, never a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.core.replay import Replay, ReplayError
from game.core.safe_read import one_line
from game.sim.playback import ReplayMismatch, verify

USAGE = "usage: arcadeforge replay FILE..."


def main(argv: list[str]) -> int:
    """``argv`` excludes the program name and the word ``replay``; returns the exit status
    (0 every replay matched, 1 one differed, 2 one could not be used)."""
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    if argv[0] in ("-h", "--help"):  # not a file called --help
        print(f"{USAGE}\n\n{__doc__.strip()}")
        return 0
    status = 0
    for name in argv:
        shown = one_line(name)  # undecodable bytes, line breaks: escapes
        try:
            replay = Replay.load(Path(name))
            rules = verify(replay)
        except (OSError, ReplayError, ValueError, RecursionError) as exc:
            text = str(exc).removeprefix(f"{Path(name)}: ")
            print(f"{shown}: {one_line(text)}", file=sys.stderr)
            return 2
        except ReplayMismatch as exc:
            print(f"{shown}: MISMATCH {one_line(str(exc))}")
            status = 1
            continue
        print(f"{shown}: ok, tick {rules.tick}, digest {replay.final_digest}")
        if hasattr(rules, "stats"):
            print(f"  {figures_line(rules.stats())}")
    return status


def figures_line(stats: dict[str, Any]) -> str:
    """The statistics on one line: the game time, pieces per second and presses per piece
    first, then each figure by name (rules/goals.md §3)."""
    ticks, rate = stats["ticks"], stats["tick_rate"]
    seconds = ticks / rate
    pieces = stats.get("pieces", 0)
    head = [f"time {int(seconds // 60)}:{seconds % 60:05.2f}", f"pieces {pieces}",
            f"pps {pieces / seconds if ticks else 0.0:.2f}",
            f"kpp {stats.get('presses', 0) / pieces if pieces else 0.0:.2f}"]
    rest = [f"{name.replace('_', ' ')} {_shown(value)}" for name, value in stats.items()
            if name not in ("ticks", "tick_rate", "pieces", "presses")]
    return ", ".join(head + rest)


def _shown(value: Any) -> str:
    if isinstance(value, list):
        return "/".join(str(v) for v in value)
    if isinstance(value, dict):
        return " ".join(f"{k}:{v}" for k, v in value.items()) or "none"
    return str(value)
