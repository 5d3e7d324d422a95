"""Invariants under random play (hypothesis): whatever the inputs, the rules stay sound."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.tetlight import TetlightGame, TetlightOptions, TetlightSetup
from game.rules.tetlight.geometry import geometry

# Every action the rules read (hold is Retris's and must be ignored); moves and drops are
# weighted up so pieces land often, pause and abort kept rare so games go on.
MOVES = [Action.LEFT, Action.RIGHT, Action.DOWN_LEFT, Action.DOWN_RIGHT, Action.DOWN,
         Action.CW, Action.CCW, Action.HARD_DROP, Action.EXPLODE]
ACTIONS = [*Action, *MOVES * 6]
SETTLE_BOUND = 20_000

tick_inputs = st.tuples(
    st.lists(st.tuples(st.sampled_from(ACTIONS), st.booleans()), max_size=3),
    st.integers(min_value=0, max_value=40),
)
games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "edge": st.integers(min_value=6, max_value=9),
    "level": st.integers(min_value=0, max_value=35),
    "radar": st.booleans(),
    "gravity": st.booleans(),
    "bombs": st.integers(min_value=0, max_value=3),
    "fill": st.integers(min_value=0, max_value=6),
})


def start_cells(seed: int, edge: int, fill: int) -> list[list[object]]:
    """A board filled up to height ``fill`` with a few holes, three colours and some bombs,
    so that lines, contacts and cascades happen within a short random game."""
    rnd = random.Random(seed)
    return [[c, h, rnd.randint(1, 3), rnd.random() < 0.2] for c, h in geometry(edge).cells
            if h < fill and rnd.random() < 0.85]


def build(params: dict) -> TetlightGame:
    options = TetlightOptions(edge=params["edge"], level=params["level"],
                              radar=params["radar"], gravity=params["gravity"])
    cells = start_cells(params["seed"], params["edge"], params["fill"])
    game = TetlightGame(options, params["seed"], TetlightSetup(cells=tuple(cells)))
    game.score.bombs = params["bombs"]  # so global explosions happen in short runs
    return game


def check(game: TetlightGame) -> None:
    geo = geometry(game.options.edge)
    assert all(cell in geo.index for cell in game.board.cells), "a hexagon outside the board"
    assert game.board.mask == sum(1 << geo.index[c] for c in game.board.cells)
    piece = game.active
    if piece is not None:
        cells = piece.cells()
        assert len(set(cells)) == 4
        assert all(c in geo.index for c in cells), "the piece outside the board"
        assert not any(c in game.board.cells for c in cells), "the piece overlaps a hexagon"
    assert game.score.points >= 0 and game.score.bombs >= 0
    assert 0 <= game.score.bomb_points < game.score.threshold
    assert 0 <= game.level <= 35 and game.clock >= 0


def play(params: dict, script: list) -> TetlightGame:
    game = build(params)
    for edges, idle in script:
        game.step([InputChange(game.tick, a, p) for a, p in edges])
        check(game)
        for _ in range(idle):
            game.step([])
        check(game)
    return game


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.lists(tick_inputs, max_size=100))
def test_random_play_keeps_the_invariants(params, script):
    game = play(params, script)
    # Cascades terminate: without input every resolution ends (or the game is paused/over).
    for _ in range(SETTLE_BOUND):
        if game.settled:
            break
        game.step([])
        check(game)
    assert game.settled


@settings(max_examples=25, deadline=None)
@given(games, st.lists(tick_inputs, max_size=60))
def test_same_inputs_same_state_digest(params, script):
    assert digest(play(params, script).state()) == digest(play(params, script).state())


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=6, max_value=9),
       st.lists(st.sampled_from(["left", "right", "down_left", "down_right", "cw", "ccw",
                                 "down"]), max_size=6))
def test_drops_alone_end_in_block_out_with_everything_settled(seed, edge, moves):
    game = TetlightGame(TetlightOptions(edge=edge, gravity=False), seed=seed)
    for _ in range(400):
        if game.over:
            break
        for name in moves:
            game.step([InputChange(game.tick, Action(name), True),
                       InputChange(game.tick, Action(name), False)])
        game.step([InputChange(game.tick, Action.HARD_DROP, True),
                   InputChange(game.tick, Action.HARD_DROP, False)])
        for _ in range(SETTLE_BOUND):
            if game.settled:
                break
            game.step([])
        assert game.settled
        check(game)
    assert game.over and game.over_reason == "block_out"
