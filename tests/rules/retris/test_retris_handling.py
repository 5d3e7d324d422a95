"""DAS, ARR, DCD, IRS, IHS and soft drop counted in ticks (rules/retris.md §3; handling.py)."""

from __future__ import annotations

from game.core.actions import Action, InputChange
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup
from game.rules.retris.tuning import load_tuning


def game(**options) -> RetrisGame:
    options.setdefault("gravity", False)
    return RetrisGame(RetrisOptions(**options), seed=1, setup=RetrisSetup(queue=("T", "T")))


def run(g: RetrisGame, ticks: int, script: dict[int, list[tuple[Action, bool]]]) -> list[int]:
    """Step ``ticks`` ticks with the scripted changes; returns the box x after each tick."""
    xs = []
    for tick in range(ticks):
        changes = [InputChange(g.tick, a, p) for a, p in script.get(tick, [])]
        g.step(changes)
        assert g.active is not None
        xs.append(g.active.x)
    return xs


def test_default_handling_in_ticks():
    tuning = load_tuning()
    assert tuning.ms_to_ticks(167) == 20
    assert tuning.ms_to_ticks(33) == 4
    assert tuning.ms_to_ticks(500) == 60


def test_press_moves_at_once_then_das_then_arr():
    g = game(das_ms=167, arr_ms=33)
    xs = run(g, 30, {0: [(Action.RIGHT, True)]})
    # Moves on ticks 0, 20 and 24 (DAS 20, ARR 4); 28 reaches the wall (box x 7 for T).
    moves = [t for t in range(1, 30) if xs[t] != xs[t - 1]]
    assert xs[0] == 4
    assert moves == [20, 24, 28]
    assert xs[-1] == 7


def test_arr_zero_slides_to_the_wall_when_das_is_charged():
    g = game(das_ms=167, arr_ms=0)
    xs = run(g, 22, {0: [(Action.LEFT, True)]})
    assert xs[0] == 2 and xs[19] == 2
    assert xs[20] == 0


def test_release_cancels_the_charge():
    g = game()
    xs = run(g, 40, {0: [(Action.LEFT, True)], 10: [(Action.LEFT, False)]})
    assert set(xs) == {2}


def test_tap_is_exactly_one_move():
    g = game()
    xs = run(g, 40, {0: [(Action.RIGHT, True), (Action.RIGHT, False)]})
    assert set(xs) == {4}


def test_latest_direction_wins_and_hands_back_without_a_move():
    g = game(das_ms=167, arr_ms=33)
    xs = run(g, 60, {0: [(Action.LEFT, True)], 5: [(Action.RIGHT, True)],
                     8: [(Action.RIGHT, False)]})
    assert xs[0] == 2  # left press
    assert xs[5] == 3  # right press moves at once
    assert xs[8] == 3  # right released: left is held again, but charges afresh
    moves = [t for t in range(9, 60) if xs[t] != xs[t - 1]]
    assert moves[0] == 8 + 20


def test_down_press_moves_one_row_and_holding_soft_drops_at_20x_gravity():
    g = game(gravity=True)
    assert g.active is not None
    y0 = g.active.y
    g.step([InputChange(0, Action.DOWN, True)])
    assert g.active.y == y0 - 1
    ys = []
    for _ in range(60):
        g.step([])
        ys.append(g.active.y)
    # Level 1 = 1 row per 120 ticks; x20 = 1 row per 6 ticks.
    assert ys[5] == y0 - 2 and ys[11] == y0 - 3 and ys[59] == y0 - 11


def test_soft_drop_does_not_lock_faster_than_the_lock_delay():
    g = game(gravity=True)
    g.step([InputChange(0, Action.DOWN, True)])
    landed = None
    for _ in range(400):
        events = g.step([])
        kinds = [e.kind for e in events]
        if landed is None and g.active is not None and g.active.y == -1:
            landed = g.tick
        if "lock" in kinds:
            assert landed is not None
            # Landed at the end of tick landed-1; 0.5 s later is the end of tick landed+59.
            assert g.tick - landed == 60
            return
    raise AssertionError("never locked")


# -- beyond the rules page: DCD, IRS, IHS, instant soft drop (handling.py says what was decided)

def press(g: RetrisGame, *changes: tuple[Action, bool]) -> None:
    g.step([InputChange(g.tick, a, p) for a, p in changes])


def test_dcd_never_brings_a_repeat_sooner():
    """A cut early in the DAS leaves the charge alone: the first repeat still comes at DAS."""
    g = game(das_ms=167, arr_ms=33, dcd_ms=50)
    xs = run(g, 30, {0: [(Action.RIGHT, True)], 2: [(Action.CW, True), (Action.CW, False)]})
    moves = [t for t in range(1, 30) if xs[t] != xs[t - 1]]
    assert moves[0] == 20


def test_dcd_zero_changes_nothing_about_the_arr_rhythm():
    plain = run(game(das_ms=167, arr_ms=33), 40, {0: [(Action.RIGHT, True)],
                                                   22: [(Action.CW, True), (Action.CW, False)]})
    cut = run(game(das_ms=167, arr_ms=33, dcd_ms=0), 40,
              {0: [(Action.RIGHT, True)], 22: [(Action.CW, True), (Action.CW, False)]})
    assert plain == cut


def test_rotate_keys_are_not_held_keys_without_irs():
    """So a game without IRS has the state (and digest) it always had."""
    g = game()
    press(g, (Action.CW, True), (Action.HOLD, True))
    assert g.handling.state()["held"] == []
    g = game(irs=True, ihs=True)
    press(g, (Action.CW, True), (Action.HOLD, True))
    assert g.handling.state()["held"] == ["cw", "hold"]


def test_irs_of_both_rotate_keys_the_last_pressed_turns():
    g = game(irs=True)
    press(g, (Action.CW, True))
    press(g, (Action.CCW, True))  # turns the piece back to state 0
    assert g.active is not None and g.active.rot == 0
    press(g, (Action.HARD_DROP, True), (Action.HARD_DROP, False))
    assert g.active.rot == 3  # ccw, pressed last
    press(g, (Action.CCW, False))
    assert g.handling.turn == "cw"  # still held: it turns the next piece


def test_ihs_then_irs_turns_the_piece_brought_back_from_the_hold():
    g = RetrisGame(RetrisOptions(gravity=False, irs=True, ihs=True), seed=1,
                   setup=RetrisSetup(queue=("T", "I", "O", "S")))
    press(g, (Action.HOLD, True), (Action.HOLD, False))  # T aside, I falls
    press(g, (Action.CW, True), (Action.HOLD, True))  # I turns once, then the swap is used up
    assert g.active is not None and g.active.piece.name == "I"
    press(g, (Action.HARD_DROP, True))  # O spawns: held, T comes back turned
    assert g.active.piece.name == "T" and g.active.rot == 1
    assert g.hold_piece is not None and g.hold_piece.name == "O" and g.hold_used


def test_ihs_does_nothing_with_hold_switched_off():
    g = RetrisGame(RetrisOptions(gravity=False, ihs=True, hold=False), seed=1,
                   setup=RetrisSetup(queue=("T", "I", "O")))
    press(g, (Action.HOLD, True))
    press(g, (Action.HARD_DROP, True), (Action.HARD_DROP, False))
    assert g.active is not None and g.active.piece.name == "I" and g.hold_piece is None


def test_instant_soft_drop_locks_only_after_the_lock_delay():
    g = game(gravity=True, soft_drop_factor=0)
    press(g, (Action.DOWN, True))
    assert g.active is not None and not g._fits(g.active, g.active.rot, 0, -1)
    for ticks in range(1, 200):
        if "lock" in [e.kind for e in g.step([])]:
            assert ticks == 60
            return
    raise AssertionError("never locked")
