"""Goals and statistics under random play (hypothesis), in both modes and every goal."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.actions import InputChange
from game.rules.retris import RetrisGame, RetrisOptions
from tests.rules.retris.test_retris_properties import tick_inputs

goal_games = st.fixed_dictionaries({
    "seed": st.integers(min_value=0, max_value=2**40),
    "mode": st.sampled_from(["classic", "arcade"]),
    "style": st.sampled_from(["normal", "relax", "crazy"]),
    "goal": st.sampled_from(["endless", "sprint", "ultra", "marathon"]),
    "target": st.integers(min_value=1, max_value=6),
})


def _options(p: dict) -> RetrisOptions:
    rows = p["target"] if p["goal"] in ("sprint", "marathon") else None
    seconds = p["target"] if p["goal"] == "ultra" else None
    return RetrisOptions(mode=p["mode"], style=p["style"], goal=p["goal"], goal_rows=rows,
                         goal_seconds=seconds)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(goal_games, st.lists(tick_inputs, max_size=100))
def test_the_figures_follow_the_events_and_a_win_is_a_reached_goal(params, script) -> None:
    game = RetrisGame(_options(params), seed=params["seed"])
    events, pressed = [], 0
    for edges, idle in script:
        changes = [InputChange(game.tick, a, p) for a, p in edges]
        if not game.over:
            pressed += sum(p and a.value in ("left", "right", "down", "cw", "ccw", "hold",
                                             "hard_drop") for a, p in edges)
        events += game.step(changes)
        for _ in range(idle):
            events += game.step([])
    stats = game.tally.view()
    kinds = [e.kind for e in events]
    assert stats.pieces == kinds.count("lock") and stats.holds == kinds.count("hold")
    assert stats.presses == pressed and stats.finesse >= 0
    sizes = [len(e.data["rows"]) for e in events if e.kind == "rows_cleared"]
    assert list(stats.clears) == [sizes.count(n) for n in (1, 2, 3)] + [
        sum(n >= 4 for n in sizes)]
    assert stats.ticks <= game.tick and (game.over or stats.ticks == game.tick)
    assert game.won == ("goal_reached" in kinds) and (not game.won or game.over)
    if game.won and params["goal"] in ("sprint", "marathon"):
        assert game.rows >= params["target"]
    if game.won and params["goal"] == "ultra":
        assert stats.ticks == params["target"] * 120
    if params["goal"] == "endless":
        assert not game.won
    if params["goal"] in ("sprint", "ultra"):
        assert game.level == 1  # a fixed level
