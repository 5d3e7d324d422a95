"""The Retris bot in solo games: deterministic, speed-capped by level, stronger by level, and
harmless: it only answers with changes, and those changes replay the game without it."""

from __future__ import annotations

import pytest

from game.bots import make_bot
from game.bots.pacing import Pace
from game.bots.solo import solo
from game.bots.tuning import load_tuning
from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.core.ruleset import ValidationError
from game.rules.registry import create
from game.rules.retris.setup import RetrisSetup
from game.rules.versus.views import Attack, SlotView
from tests.bots.support import run_pieces

RELAX = {"style": "relax", "level": 1}  # slow gravity that never rises: the bot's own pace


def test_same_seed_and_game_give_the_same_changes() -> None:
    first = run_pieces(2, {}, seed=11, pieces=30, bot_seed=4)
    again = run_pieces(2, {}, seed=11, pieces=30, bot_seed=4)
    assert first.changes == again.changes
    assert digest(first.game.state()) == digest(again.game.state())


def test_the_bot_seed_changes_only_its_mistakes() -> None:
    # Level 1 errs now and then: another bot seed errs elsewhere.
    one = run_pieces(1, RELAX, seed=3, pieces=40, bot_seed=1)
    other = run_pieces(1, RELAX, seed=3, pieces=40, bot_seed=2)
    assert one.changes != other.changes


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_pieces_per_second_stay_under_the_levels_cap(level: int) -> None:
    cap = load_tuning().level(level).pieces_per_second
    run = run_pieces(level, RELAX, seed=5, pieces=25)
    locks = [e.tick for e in run.events if e.kind == "lock"]
    assert len(locks) == 25
    gap = Pace.of(load_tuning().level(level), 120).gap
    # Every piece takes at least the level's gap, from its spawn to its lock.
    spawns = [e.tick for e in run.events if e.kind == "spawn"]
    assert all(lock - spawn >= gap for spawn, lock in zip(spawns, locks, strict=False))
    rate = (len(locks) - 1) / ((locks[-1] - locks[0]) / 120)
    assert rate <= cap
    assert rate >= 0.6 * cap  # and it does play near its cap, not far below


def _rows_over(level: int, seed: int, pieces: int = 200) -> int:
    run = run_pieces(level, {}, seed=seed, pieces=pieces, bot_seed=seed)
    return run.game.rows


def test_level_5_clears_far_more_rows_a_piece_than_level_1() -> None:
    # Over a 200-piece game (a topped-out game's rows count over the same 200 pieces).
    top = sum(_rows_over(5, seed) for seed in (1, 2))
    low = sum(_rows_over(1, seed) for seed in (1, 2))
    assert top / 400 >= 0.35  # near the most there is: 4 cells a piece, 10 a row
    assert top >= 1.5 * low


def test_level_5_sends_more_than_it_clears_singles() -> None:
    run = run_pieces(5, RELAX, seed=2, pieces=120)
    singles, _, _, fours = run.game.tally.clears
    assert fours >= 5 and fours > singles  # it builds for 4-row clears, the best attack


def test_the_bot_changes_nothing_but_replays_the_game() -> None:
    run = solo("retris", 4, {}, seed=8, bot_seed=3)
    for _ in range(3000):
        before = digest(run.game.state())
        snap = run.game.snapshot()
        run.bot.changes(SlotView(0, snap, False, 0), run.game.tick)  # asked once more
        assert digest(run.game.state()) == before
        run.step()
    assert run.game.tally.pieces > 20
    replay = create("retris", {}, 8)
    by_tick: dict[int, list[InputChange]] = {}
    for change in run.changes:
        by_tick.setdefault(change.tick, []).append(change)
    for tick in range(run.game.tick):
        replay.step(by_tick.get(tick, []))
    assert digest(replay.state()) == digest(run.game.state())


def test_a_full_field_ends_the_game_without_trouble() -> None:
    field = (*(".." + "X." * 9 for _ in range(22)), ".." * 10, ".." * 10)
    run = solo("retris", 5, {}, seed=1, setup=RetrisSetup(field=field))
    run.run(lambda r: False, 5000)
    assert run.game.over
    view = SlotView(0, run.game.snapshot(), True, 0)
    assert run.bot.changes(view, run.game.tick) == []


def test_arcade_chains_are_waited_out() -> None:
    run = solo("retris", 5, {"mode": "arcade"}, seed=4, bot_seed=1)
    idle_ticks = 0
    for _ in range(20_000):
        if run.game.over or run.game.tally.pieces >= 150:
            break
        snap = run.game.snapshot()
        if snap.active is None:
            idle_ticks += 1
            assert run.bot.changes(SlotView(0, snap, False, 0), run.game.tick) == []
        run.step()
    assert run.count("generation") > 0 and idle_ticks > 0
    # Ice and stones keep some full rows standing (rows counts only rows wholly destroyed),
    # so the bot is judged by its chains and by staying alive.
    assert run.game.tally.pieces == 150 and not run.game.over and run.count("chain") >= 20


def test_crazy_pieces_are_played() -> None:
    run = run_pieces(5, {"style": "crazy"}, seed=6, pieces=150, bot_seed=1)
    crazy = {e.data["piece"] for e in run.events if e.kind == "spawn"} - set("IOTSZJL")
    assert len(crazy) >= 5
    assert run.game.tally.pieces >= 100 and run.game.rows > 30


def test_waiting_garbage_is_read_and_the_hole_is_not() -> None:
    run = solo("retris", 5, {}, seed=3)
    snap = run.game.snapshot()
    plans = []
    for hole in (0, 7):
        bot = make_bot("retris", 5, {}, 0)
        view = SlotView(0, snap, False, 0, waiting=(Attack(6, 0, hole), Attack(2, 90, hole)))
        plans.append([bot.changes(view, t) for t in range(60)])
    assert plans[0] == plans[1]  # the hole is not on screen: it changes nothing
    assert any(plans[0])


def test_bad_levels_games_and_options_name_the_key() -> None:
    with pytest.raises(ValidationError, match="level"):
        make_bot("retris", 6, {}, 0)
    with pytest.raises(ValidationError, match="game"):
        make_bot("chess", 1, {}, 0)
    with pytest.raises(ValidationError, match=r"options\.mode"):
        make_bot("retris", 1, {"mode": "nope"}, 0)
    with pytest.raises(ValidationError, match="seed"):
        make_bot("retris", 1, {}, "x")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="options"):
        make_bot("verse", 1, ["rotation"], 0)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="level"):
        make_bot("tetlight", True, {}, 0)  # type: ignore[arg-type]


def test_hold_is_used_from_level_3_only() -> None:
    low = run_pieces(2, RELAX, seed=9, pieces=60)
    high = run_pieces(5, RELAX, seed=9, pieces=60)
    assert not any(c.action is Action.HOLD for c in low.changes)
    assert any(c.action is Action.HOLD for c in high.changes)


def test_without_hold_and_with_one_next_piece() -> None:
    run = run_pieces(5, {"hold": False, "next_count": 1}, seed=4, pieces=80)
    assert not any(c.action is Action.HOLD for c in run.changes)
    assert run.game.tally.pieces == 80 and run.game.rows >= 25
