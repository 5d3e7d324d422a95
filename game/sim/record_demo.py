"""Replays made by the autoplayers: for tests, benchmarks and the theatre's screenshots."""

from __future__ import annotations

from typing import Any

from game.core.replay import Replay
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop


def _pilot(game: str, pace: int) -> Any:
    if game == "tetlight":
        from game.sim.tetlight_autoplay import TetlightAutoPlayer

        return TetlightAutoPlayer(pace=pace)
    if game == "verse":
        from game.sim.verse_autoplay import VerseAutoPlayer

        return VerseAutoPlayer(pace=pace)
    from game.sim.autoplay import AutoPlayer

    return AutoPlayer(pace=pace)


def record(game: str, options: dict[str, Any], seed: int, ticks: int, pace: int = 3) -> Replay:
    """``ticks`` ticks (or until the game ends) of ``game`` played by its autoplayer, acting
    every other tick as it does at 60 frames a second."""
    rules, header = new_session(game, options, seed)
    loop = SyncLoop(rules, header)
    pilot = _pilot(game, pace)
    while loop.rules.tick < ticks and not loop.rules.over:
        for action, *rest in pilot.act(loop.latest()):
            if game == "verse":  # Verse's autoplayer answers (action, args): presses only
                loop.push(action, True, tuple(rest[0]))
            else:
                loop.push(action, bool(rest[0]))
        loop.run(min(2, ticks - loop.rules.tick))
    return loop.replay()
