"""Scripted versus matches for the replay tests: each slot hard-drops every ``every[slot]``
ticks (press, then release a tick later), so the quickest stacker tops out first."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Pending
from game.core.match_replay import MatchReplay, SlotSpec
from game.sim.match_session import new_match_session
from game.sim.recorder import Recorder

#: Devices named as the versus screens name them (game/scenes/versus/lineup.py).
PEOPLE = (SlotSpec("person", "pad:Xbox Wireless Controller"),
          SlotSpec("person", "keyboard-left"), SlotSpec("bot", "bot", 3),
          SlotSpec("person", "pad:DualSense Wireless Controller"))


def drops(tick: int, every: tuple[int, ...]) -> list[Pending]:
    out: list[Pending] = []
    for slot, n in enumerate(every):
        if tick % n in (0, 1):
            out.append((Action.HARD_DROP, tick % n == 0, (), slot))
    return out


def scripted(every: tuple[int, ...], first_to: int = 2, game: str = "retris",
             options: dict[str, Any] | None = None, seed: int = 5,
             most: int = 40_000) -> MatchReplay:
    """The replay of a match played by :func:`drops` until it is over (or ``most`` ticks)."""
    match, header = new_match_session(game, options or {}, seed, PEOPLE[:len(every)],
                                      first_to)
    rec = Recorder(match, header)
    while not match.over and match.tick < most:
        rec.step(drops(match.tick, every))
    replay = rec.replay()
    assert isinstance(replay, MatchReplay)
    return replay
