"""Lock delay measured in time (rules/retris.md §3: 0.5 s = 60 ticks at 120 Hz).

Tick k (counted from 0) covers the time from k/120 s to (k+1)/120 s: its input comes at the
start, gravity moves the piece at its end. So a piece that gravity brings to rest in tick k has
been resting for 0 s at that moment, and must lock 0.5 s later, at the end of tick k + 60.
"""

from __future__ import annotations

from game.core.actions import Action, InputChange
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup

DELAY = 60  # 0.5 s at 120 ticks per second


def resting(game: RetrisGame) -> bool:
    piece = game.active
    return piece is not None and not game.field.fits(piece.shape, piece.x, piece.y - 1)


def landing_and_lock_ticks(game: RetrisGame, first: list[InputChange]) -> tuple[int, int]:
    """Ticks (from 0) in which the first piece came to rest and in which it locked."""
    landed = None
    changes = first
    for _ in range(5000):
        tick = game.tick
        events = game.step(changes)
        changes = []
        if any(e.kind == "lock" for e in events):
            assert landed is not None
            return landed, tick
        if landed is None and resting(game):
            landed = tick
    raise AssertionError("never locked")


def test_gravity_landing_locks_half_a_second_later():
    # Level 1: one row per second; T's box falls 22 rows from row 21 to row -1, the last at
    # the end of tick 2639 (22.0 s). 0.5 s later is the end of tick 2699 (22.5 s).
    game = RetrisGame(RetrisOptions(level=1), seed=1, setup=RetrisSetup(queue=("T", "O")))
    landed, locked = landing_and_lock_ticks(game, [])
    assert landed == 22 * 120 - 1
    assert locked == landed + DELAY
    assert (locked + 1) / 120 == 22.5


def test_held_soft_drop_landing_locks_half_a_second_later():
    game = RetrisGame(RetrisOptions(level=1), seed=1, setup=RetrisSetup(queue=("T", "O")))
    landed, locked = landing_and_lock_ticks(game, [InputChange(0, Action.DOWN, True)])
    assert locked == landed + DELAY


def test_landing_by_a_down_tap_counts_the_tick_it_rests_in():
    # A down tap acts at the start of its tick, so the piece rests through that whole tick.
    game = RetrisGame(RetrisOptions(level=1), seed=1, setup=RetrisSetup(queue=("T", "O")))
    tap = [InputChange(0, Action.DOWN, True), InputChange(0, Action.DOWN, False)]
    for _ in range(22):
        game.step([InputChange(game.tick, c.action, c.pressed) for c in tap])
    assert resting(game)
    rest_start = game.tick - 1  # rested from the start of the last tap's tick
    _, locked = landing_and_lock_ticks(game, [])
    assert locked == rest_start + DELAY - 1
