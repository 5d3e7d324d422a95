"""``arcadeforge play --scenario FILE.toml``: the real play scene from a scenario's position.

:func:`scenario_start` reads and checks the file before any window opens (a file the game
cannot start from is one line on stderr and exit status 2, as ``arcadeforge scenario``
refuses a bad file); :func:`open_scenario` pushes the practice game over the title once the
app is up, so leaving it lands on the title as any game does. No arcade import here.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.core.replay import ReplayHeader
from game.sim.practice import PracticeError, from_scenario


def scenario_start(path: Path) -> ReplayHeader | int:
    """The practice header of the scenario at ``path``, or 2 after one line on stderr."""
    try:
        return from_scenario(path)
    except PracticeError as exc:
        print(f"arcadeforge: {exc}", file=sys.stderr)
        return 2


def open_scenario(app: Any, header: ReplayHeader) -> Any:
    """The practice game of ``header`` on top of ``app``'s screens (None and one line on
    screen when its start cannot be built there)."""
    from game.scenes.practice.start import start_practice

    return start_practice(app, header)
