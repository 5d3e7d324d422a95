"""Driving Retris in loop and replay tests: the autoplayer, plus held keys now and then so
DAS, ARR and soft drop are exercised too."""

from __future__ import annotations

from game.core.actions import Action
from game.sim.autoplay import AutoPlayer
from game.sim.sync_loop import SyncLoop

HELD_EVERY = 240  # ticks between bursts of held keys
HELD_FOR = 40


def drive(loop: SyncLoop, ticks: int) -> None:
    """Run ``ticks`` ticks, the autoplayer acting every other tick."""
    bot = AutoPlayer(pace=1)
    burst = (Action.LEFT, Action.DOWN, Action.RIGHT)
    for t in range(ticks):
        phase, k = t % HELD_EVERY, t // HELD_EVERY
        if phase == 0:
            loop.push(burst[k % 3], True)
        elif phase == HELD_FOR:
            loop.push(burst[k % 3], False)
        elif phase > HELD_FOR and t % 2 == 0:
            for action, pressed in bot.act(loop.latest()):
                loop.push(action, pressed)
        loop.run(1)
