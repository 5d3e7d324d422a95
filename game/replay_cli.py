"""`arcadeforge replay FILE…`: play each replay back headless and check its final digest."""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.replay import Replay, ReplayError
from game.sim.playback import ReplayMismatch, verify


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: arcadeforge replay FILE...", file=sys.stderr)
        return 2
    status = 0
    for name in argv:
        try:
            replay = Replay.load(Path(name))
            rules = verify(replay)
        except (OSError, ReplayError, ValueError) as exc:
            print(f"{name}: {exc}", file=sys.stderr)
            return 2
        except ReplayMismatch as exc:
            print(f"{name}: MISMATCH {exc}")
            status = 1
            continue
        print(f"{name}: ok, tick {rules.tick}, digest {replay.final_digest}")
    return status
