"""The Verse and Tet'light bots: deterministic, speed-capped by level, stronger by level, and
their changes replay the game without them."""

from __future__ import annotations

from itertools import pairwise

import pytest

from game.bots.pacing import Pace
from game.bots.solo import SoloRun, solo
from game.bots.tuning import load_tuning
from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.registry import create

MINUTE = 120 * 60


def _run(game: str, level: int, options: dict, seed: int, ticks: int, bot_seed: int = 0
         ) -> SoloRun:
    run = solo(game, level, options, seed, bot_seed)
    run.run(lambda r: r.game.tick >= ticks, ticks)
    return run


def _replayed(game: str, options: dict, seed: int, run: SoloRun) -> str:
    replay = create(game, options, seed)
    by_tick: dict[int, list[InputChange]] = {}
    for change in run.changes:
        by_tick.setdefault(change.tick, []).append(change)
    for tick in range(run.game.tick):
        replay.step(by_tick.get(tick, []))
    return digest(replay.state())


@pytest.mark.parametrize("options", [{}, {"rotation": True}])
def test_verse_bot_is_deterministic_and_replays(options: dict) -> None:
    first = _run("verse", 4, options, 3, MINUTE // 2, bot_seed=2)
    again = _run("verse", 4, options, 3, MINUTE // 2, bot_seed=2)
    assert first.changes == again.changes and first.game.placements > 20
    assert _replayed("verse", options, 3, first) == digest(first.game.state())
    if options:
        assert any(c.action is Action.ROTATE for c in first.changes)


@pytest.mark.parametrize("level", [1, 3, 5])
def test_verse_placements_stay_under_the_cap(level: int) -> None:
    spec = load_tuning().level(level)
    run = _run("verse", level, {"rotation": True}, 5, MINUTE // 2)
    places = [e.tick for e in run.events if e.kind == "placed"]
    gap = Pace.of(spec, 120).gap
    assert all(b - a >= gap for a, b in pairwise(places))
    assert len(places) >= 0.6 * spec.pieces_per_second * 30 or run.game.over


def test_verse_level_5_outscores_level_1() -> None:
    top = sum(_run("verse", 5, {}, seed, MINUTE).game.score for seed in (1, 2))
    low = sum(_run("verse", 1, {}, seed, MINUTE).game.score for seed in (1, 2))
    assert top > 3 * low


def test_tetlight_bot_is_deterministic_and_replays() -> None:
    first = _run("tetlight", 5, {}, 4, MINUTE // 2, bot_seed=1)
    again = _run("tetlight", 5, {}, 4, MINUTE // 2, bot_seed=1)
    assert first.changes == again.changes and first.game.tally.pieces > 20
    assert _replayed("tetlight", {}, 4, first) == digest(first.game.state())


@pytest.mark.parametrize("level", [1, 5])
def test_tetlight_pieces_stay_under_the_cap(level: int) -> None:
    spec = load_tuning().level(level)
    run = _run("tetlight", level, {}, 6, MINUTE // 2)
    gap = Pace.of(spec, 120).gap
    appeared, waits = None, []
    for event in run.events:
        if event.kind == "spawn":
            appeared = event.tick
        elif event.kind == "land" and event.data["dropped"] > 0:  # the bot's drop
            assert appeared is not None
            waits.append(event.tick - appeared)
    # Gravity may land a slow bot's piece before it drops it: that is the game, not the bot.
    assert len(waits) >= 5 and min(waits) >= gap
    lands = sum(1 for e in run.events if e.kind == "land")
    assert lands / 30 <= spec.pieces_per_second


def test_tetlight_level_5_outscores_level_1() -> None:
    top = sum(_run("tetlight", 5, {}, seed, MINUTE).game.snapshot().score for seed in (1, 2))
    low = sum(_run("tetlight", 1, {}, seed, MINUTE).game.snapshot().score for seed in (1, 2))
    assert top > 3 * low


@pytest.mark.parametrize("options", [{"edge": 6}, {"edge": 9, "level": 5, "radar": True}])
def test_tetlight_bot_plays_every_board(options: dict) -> None:
    run = _run("tetlight", 5, options, 2, MINUTE // 2)
    assert run.game.tally.pieces >= 15


def test_tetlight_pieces_land_where_the_bot_expects() -> None:
    # Gravity off: only the bot's taps move the piece, so every landing is its own doing.
    run = solo("tetlight", 5, {"gravity": False}, 7, 0)
    expected: list[tuple[tuple[int, int], ...]] = []
    plan = None
    for _ in range(120 * 40):
        bot_plan = run.bot._plan
        if bot_plan is not plan and bot_plan is not None:
            plan = bot_plan
            expected.append(tuple(sorted(plan.cells)))
        run.step()
    landed = [tuple(sorted(tuple(c) for c in e.data["cells"])) for e in run.events
              if e.kind == "land"]
    assert len(landed) >= 30
    assert landed == expected[:len(landed)]
