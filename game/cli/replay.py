"""`arcadeforge replay FILE…`: play each replay back headless and check its final digest.

A versus match's replay (:mod:`game.core.match_replay`) is checked the same way: every slot's
digest, the match digest, the round wins and the winner, each printed.

A file that cannot be used (missing, not a regular file, too large, malformed, outside the
limits in :mod:`game.core.replay`) is one line on stderr and exit 2, never a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.core.match_replay import MatchReplay
from game.core.replay import ReplayError
from game.core.replay_files import load_replay_file
from game.core.safe_read import one_line
from game.sim import match_playback
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
            replay = load_replay_file(Path(name))
            if isinstance(replay, MatchReplay):
                match_playback.verify(replay)
                print(f"{shown}: ok, {match_lines(replay)}")
                continue
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


def match_lines(replay: MatchReplay) -> str:
    """The match (after ``ok, ``): its tick and digest, then a line per slot (who played
    it, its digest and round wins) and the result."""
    h, final = replay.header, replay.final
    assert final is not None  # a loaded match replay always has its result
    lines = [f"match of {len(h.slots)}, {h.game}, first to {h.first_to}, tick {final.tick}, "
             f"digest {final.digest}"]
    for i, (slot, dig, wins) in enumerate(zip(h.slots, final.slot_digests, final.round_wins,
                                              strict=True)):
        who = f"bot level {slot.level}" if slot.kind == "bot" else "person"
        device = f" ({one_line(slot.device)})" if slot.device else ""
        lines.append(f"  slot {i + 1}: {who}{device}, digest {dig}, "
                     f"{wins} round win{'' if wins == 1 else 's'}")
    won = final.match_winner
    lines.append("  result: " + ("undecided (the match was stopped), round wins "
                                 if won is None else f"slot {won + 1} wins the match, ")
                 + "-".join(str(w) for w in final.round_wins))
    return "\n".join(lines)


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
