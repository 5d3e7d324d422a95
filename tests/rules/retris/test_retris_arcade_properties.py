"""Arcade invariants (hypothesis): random fields with specials, and random Arcade play."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.retris import RetrisGame, RetrisOptions
from game.rules.retris.cells import COLORS, EMPTY, SPECIALS, is_cell, is_stone
from game.rules.retris.chain import Chain, full_rows
from game.rules.retris.specials import count_specials
from tests.rules.retris.arcade_support import TUNING, blocks, odds

CODES = [c + s for c in COLORS for s in SPECIALS]
PLAIN = [c + "." for c in COLORS]
cell = st.one_of(st.just(EMPTY), st.sampled_from(PLAIN), st.sampled_from(CODES))
row = st.tuples(st.lists(cell, min_size=10, max_size=10), st.booleans())


@st.composite
def grids(draw: st.DrawFn) -> list[list[str]]:
    """10 x 10 fields; about half the rows are made full (their holes filled)."""
    rows = draw(st.lists(row, min_size=10, max_size=10))
    return [[code if code != EMPTY or not full else "X." for code in cells]
            for cells, full in rows]


def stones(g: list[list[str]]) -> set[tuple[int, int]]:
    return {(c, r) for r, line in enumerate(g) for c, code in enumerate(line) if is_stone(code)}


def reference_shift(g: list[list[str]], emptied: set[tuple[int, int]]) -> list[list[str]]:
    """§7.5 the slow way: per stretch, drop the emptied cells and close up."""
    out = copy.deepcopy(g)
    for c in range(len(g[0])):
        stretch: list[int] = []
        for r in [*range(len(g)), None]:
            if r is not None and not is_stone(g[r][c]):
                stretch.append(r)
                continue
            kept = [g[y][c] for y in stretch if (c, y) not in emptied]
            for y, code in zip(stretch, kept + [EMPTY] * len(stretch), strict=False):
                out[y][c] = code
            stretch = []
    return out


def check_generation(before: list[list[str]], after: list[list[str]], gen) -> None:
    """Nothing moves during a chain: cells only empty or lose their ice, each hit once."""
    hit = gen.tally.cells()
    assert len(hit) == len(set(hit))
    for r, line in enumerate(after):
        for c, code in enumerate(line):
            if code != EMPTY:
                assert before[r][c][0] == code[0], "a block moved during the chain"
    assert blocks(after) <= blocks(before)


@settings(max_examples=300, deadline=None)
@given(grids())
def test_random_chains_end_keep_stones_and_never_add_blocks(g):
    start = copy.deepcopy(g)
    firers = sum(code[1].lower() in "nhvlma" for line in g for code in line)
    chain = Chain(g, 1)
    points = 0
    while not chain.done:
        before = copy.deepcopy(g)
        gen = chain.generation()
        check_generation(before, g, gen)
        if gen.k:
            points += len(gen.tally.destroyed)
        assert gen.k <= firers + 1, "more generations than things that can fire"
    before_shift = copy.deepcopy(g)
    end = chain.finish(TUNING.row_points)
    assert g == reference_shift(before_shift, chain.emptied)
    assert blocks(g) == blocks(before_shift)
    assert stones(g) == stones(before_shift) <= stones(start)  # stones never move
    assert end.bomb_points == points >= 0 and end.row_points >= 0
    assert set(end.rows_scored) <= set(full_rows(start))
    again = copy.deepcopy(start)
    gens_again = [Chain(again, 1)]
    while not gens_again[0].done:
        gens_again[0].generation()
    assert gens_again[0].finish(TUNING.row_points) == end  # deterministic
    assert all(is_cell(code) for line in g for code in line)


tick_inputs = st.tuples(
    st.lists(st.tuples(st.sampled_from(list(Action)), st.booleans()), max_size=3),
    st.integers(min_value=0, max_value=70),
)
games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "style": st.sampled_from(["normal", "relax", "crazy"]),
    "gravity": st.booleans(),
    "level": st.integers(min_value=1, max_value=15),
})


def check_step(game: RetrisGame, before: int, events: list) -> int:
    """Invariants after a tick of random Arcade play; returns the field's block count."""
    rows = game.field.rows
    assert game.settled == (game.chains.due < 0)
    if not game.settled:
        assert game.active is None and game.snapshot().chain is not None
    if game.active is not None:
        assert all(rows[r][c] == EMPTY for c, r in game.active.cells())
    in_play = count_specials(game._specials_in_play())
    o = TUNING.arcade_odds
    assert in_play.bombs <= o.cap_bombs and in_play.activators <= o.cap_activators
    assert in_play.stones <= o.cap_stones and in_play.ice <= o.cap_ice
    now = blocks(rows)
    locked = sum(len(e.data["cells"]) for e in events if e.kind == "lock")
    gone = sum(len(e.data["destroyed"]) + sum(f["by_activator"] for f in e.data["fired"])
               for e in events if e.kind == "generation")
    assert now == before + locked - gone
    return now


def play(params: dict, script: list, tuning=None) -> RetrisGame:
    options = RetrisOptions(mode="arcade", style=params["style"], gravity=params["gravity"],
                            level=params["level"])
    game = RetrisGame(options, seed=params["seed"], tuning=tuning)
    count, score = 0, 0
    for edges, idle in script:
        events = game.step([InputChange(game.tick, a, p) for a, p in edges])
        for _ in range(idle):
            events += game.step([])
        count = check_step(game, count, events)
        assert game.score >= score
        score = game.score
    return game


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.lists(tick_inputs, max_size=150))
def test_random_arcade_play_keeps_the_invariants(params, script):
    play(params, script)


@settings(max_examples=20, deadline=None)
@given(games, st.lists(tick_inputs, max_size=80))
def test_same_arcade_inputs_same_state_digest(params, script):
    assert digest(play(params, script).state()) == digest(play(params, script).state())


NO_SPECIALS = odds(special_ppm=0, ice_ppm=0)


@settings(max_examples=40, deadline=None)
@given(games, st.lists(tick_inputs, max_size=100))
def test_arcade_without_specials_plays_exactly_as_classic(params, script):
    options = dict(style=params["style"], gravity=params["gravity"], level=params["level"])
    classic = RetrisGame(RetrisOptions(**options), seed=params["seed"])
    arcade = RetrisGame(RetrisOptions(mode="arcade", **options), seed=params["seed"],
                        tuning=NO_SPECIALS)
    for edges, idle in script:
        changes = [InputChange(classic.tick, a, p) for a, p in edges]
        for _ in range(idle + 1):
            classic.step(changes)
            arcade.step(changes)
            changes = []
            assert arcade.settled
            a, c = arcade.state(), classic.state()
            for key in ("field", "active", "score", "rows", "level", "queue", "hold", "over"):
                assert a[key] == c[key], key
