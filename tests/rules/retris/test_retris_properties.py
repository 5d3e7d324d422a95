"""Invariants under random play (hypothesis): whatever the inputs, the rules stay sound."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.retris import RetrisGame, RetrisOptions
from game.rules.retris.cells import EMPTY, is_cell

ACTIONS = list(Action)

# One tick's input: a few (action, pressed) edges, then some idle ticks.
tick_inputs = st.tuples(
    st.lists(st.tuples(st.sampled_from(ACTIONS), st.booleans()), max_size=3),
    st.integers(min_value=0, max_value=40),
)
games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "style": st.sampled_from(["normal", "relax", "crazy"]),
    "gravity": st.booleans(),
    "level": st.integers(min_value=1, max_value=15),
    "arr_ms": st.sampled_from([0, 33]),
    # The later handling options, off most of the time as they are by default.
    "handling": st.fixed_dictionaries({
        "soft_drop_factor": st.sampled_from([20, 20, 0]),
        "dcd_ms": st.sampled_from([0, 0, 50]),
        "hard_drop_guard_ms": st.sampled_from([0, 0, 100]),
        "irs": st.booleans(),
        "ihs": st.booleans(),
    }),
})


def build(params: dict) -> RetrisGame:
    options = RetrisOptions(style=params["style"], gravity=params["gravity"],
                            level=params["level"], arr_ms=params["arr_ms"],
                            **params.get("handling", {}))
    return RetrisGame(options, seed=params["seed"])


def check(game: RetrisGame, blocks_before: int, events: list, last_score: int) -> int:
    rows = game.field.rows
    assert len(rows) == 24 and all(len(row) == 10 for row in rows)
    assert all(is_cell(code) for row in rows for code in row)
    assert not any(EMPTY not in row for row in rows), "a full row was left standing"
    piece = game.active
    if piece is not None:
        for c, r in piece.cells():
            assert 0 <= c < 10 and 0 <= r < 24, "piece outside the field"
            assert rows[r][c] == EMPTY, "piece overlaps the field"
    assert game.score >= last_score >= 0
    assert game.rows >= 0 and game.level >= 1
    blocks = sum(code != EMPTY for row in rows for code in row)
    locked = sum(len(e.data["cells"]) for e in events if e.kind == "lock")
    cleared = sum(len(e.data["rows"]) for e in events if e.kind == "rows_cleared")
    assert blocks == blocks_before + locked - 10 * cleared
    return blocks


def play(params: dict, script: list) -> RetrisGame:
    game = build(params)
    blocks, score = 0, 0
    for edges, idle in script:
        events = game.step([InputChange(game.tick, a, p) for a, p in edges])
        for _ in range(idle):
            events += game.step([])
        blocks = check(game, blocks, events, score)
        score = game.score
    return game


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.lists(tick_inputs, max_size=120))
def test_random_play_keeps_the_invariants(params, script):
    play(params, script)


@settings(max_examples=25, deadline=None)
@given(games, st.lists(tick_inputs, max_size=60))
def test_same_inputs_same_state_digest(params, script):
    assert digest(play(params, script).state()) == digest(play(params, script).state())


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=0, max_value=60))
def test_hard_drops_alone_end_in_block_out_with_score_never_negative(seed, shifts):
    game = RetrisGame(RetrisOptions(gravity=False), seed=seed)
    for index in range(300):
        if game.over:
            break
        action = Action.LEFT if index % 3 == 0 else Action.RIGHT
        for _ in range(shifts % 4):
            game.step([InputChange(game.tick, action, True), InputChange(game.tick, action, False)])
        game.step([InputChange(game.tick, Action.HARD_DROP, True)])
        game.step([InputChange(game.tick, Action.HARD_DROP, False)])
        assert game.score >= 0
    assert game.over
    assert game.settled
