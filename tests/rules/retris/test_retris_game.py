"""RetrisGame: events, state, snapshot, options and gravity numbers."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules import registry
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup, RetrisSnapshot
from game.rules.retris.gravity import row_units, seconds_per_row, units_per_tick
from game.rules.retris.tuning import load_tuning

TUNING = load_tuning()
EMPTY_ROW = "." * 20


def tap(game: RetrisGame, action: Action):
    return game.step([InputChange(game.tick, action, True), InputChange(game.tick, action, False)])


def field_with(rows_from_bottom: list[str]) -> tuple[str, ...]:
    rows = rows_from_bottom + [EMPTY_ROW] * (24 - len(rows_from_bottom))
    return tuple(reversed(rows))


def test_first_step_reports_the_first_spawn():
    game = RetrisGame(RetrisOptions(gravity=False), seed=1, setup=RetrisSetup(queue=("T",)))
    events = game.step([])
    assert [(e.tick, e.kind, e.data["piece"]) for e in events] == [(0, "spawn", "T")]
    assert game.tick == 1


def test_events_of_a_four_row_clear():
    hole9 = "X." * 9 + ".."
    setup = RetrisSetup(queue=("I", "O"), field=field_with([hole9] * 4))
    game = RetrisGame(RetrisOptions(gravity=False, level=1), seed=1, setup=setup)
    game.step([])
    kinds = [e.kind for e in tap(game, Action.CW)]
    assert kinds == ["rotate"]
    for _ in range(4):
        tap(game, Action.RIGHT)
    events = tap(game, Action.HARD_DROP)
    by_kind = {e.kind: e.data for e in events}
    assert [e.kind for e in events] == ["lock", "rows_cleared", "spawn"]
    assert sorted(by_kind["lock"]["cells"]) == [[9, 0], [9, 1], [9, 2], [9, 3]]
    assert by_kind["rows_cleared"] == {"rows": [0, 1, 2, 3], "points": 24}
    assert game.score == 24 and game.rows == 4
    assert game.field.top_first() == [EMPTY_ROW] * 24


def test_level_up_event_after_ten_rows():
    hole9 = "X." * 9 + ".."
    setup = RetrisSetup(queue=("I", "I", "I"), field=field_with([hole9] * 12))
    game = RetrisGame(RetrisOptions(gravity=False), seed=1, setup=setup)
    kinds = []
    for _ in range(3):
        tap(game, Action.CW)
        for _ in range(4):
            tap(game, Action.RIGHT)
        kinds += [e.kind for e in tap(game, Action.HARD_DROP)]
    assert kinds.count("level_up") == 1
    assert game.level == 2


def test_rotate_event_names_the_kick():
    game = RetrisGame(RetrisOptions(gravity=False), seed=1, setup=RetrisSetup(queue=("T",)))
    game.step([])
    (event,) = tap(game, Action.CW)
    assert event.kind == "rotate"
    assert event.data == {"start": 0, "end": 1, "kick": 0, "dx": 0, "dy": 0}


def test_hold_event_and_game_over_event():
    top_row = "......X." + "." * 12  # a block at (3, 23), where Z spawns
    setup = RetrisSetup(queue=("O", "Z"), field=field_with([EMPTY_ROW] * 23 + [top_row]))
    game = RetrisGame(RetrisOptions(gravity=False), seed=1, setup=setup)
    game.step([])
    events = tap(game, Action.HOLD)
    assert [e.kind for e in events] == ["hold", "game_over"]
    assert events[1].data["reason"] == "block_out"
    assert game.over and game.active is None
    assert tap(game, Action.HARD_DROP) == []


def test_state_is_complete_json_and_digest_is_reproducible():
    def play(seed: int) -> RetrisGame:
        game = RetrisGame(RetrisOptions(), seed=seed)
        script = [Action.LEFT, Action.CW, Action.HOLD, Action.HARD_DROP, Action.RIGHT] * 6
        for index, action in enumerate(script):
            game.step([InputChange(game.tick, action, True)])
            game.step([InputChange(game.tick, action, False)])
            for _ in range(index % 7):
                game.step([])
        return game

    state = play(4).state()
    assert json.loads(json.dumps(state)) == state
    for key in ("field", "active", "lock", "handling", "queue", "hold", "score", "rows",
                "level", "tick", "options", "fall", "hold_used", "over"):
        assert key in state
    assert digest(play(4).state()) == digest(state)
    assert digest(play(5).state()) != digest(state)


def test_snapshot_is_immutable_and_shows_ghost_hold_and_next():
    game = RetrisGame(RetrisOptions(gravity=False, next_count=5), seed=2,
                      setup=RetrisSetup(queue=("T", "I")))
    tap(game, Action.HOLD)
    snap = game.snapshot()
    assert isinstance(snap, RetrisSnapshot)
    with pytest.raises(dataclasses.FrozenInstanceError):
        snap.score = 3  # type: ignore[misc]
    assert snap.active is not None and snap.active.name == "I"
    assert sorted(snap.active.cells) == [(3, 22), (4, 22), (5, 22), (6, 22)]
    assert sorted(snap.ghost) == [(3, 0), (4, 0), (5, 0), (6, 0)]
    assert snap.hold is not None and snap.hold.name == "T"
    assert sorted(snap.hold.cells) == [(0, 0), (1, 0), (1, 1), (2, 0)]
    assert snap.hold_used
    assert len(snap.next) == 5
    assert len(snap.field) == 24 and all(len(row) == 10 for row in snap.field)
    assert isinstance(snap.field, tuple) and isinstance(snap.field[0], tuple)


def test_lock_progress_in_snapshot():
    game = RetrisGame(RetrisOptions(), seed=2, setup=RetrisSetup(queue=("T",)))
    game.step([InputChange(0, Action.DOWN, True)])
    while game.active is not None and game.active.y > -1:
        game.step([])  # the last of these ends with the piece landing
    for _ in range(30):
        game.step([])
    assert game.snapshot().lock_progress == pytest.approx(0.5)  # 30 of 60 ticks spent


def test_gravity_curve_numbers():
    base, step, top = TUNING.gravity_base, TUNING.gravity_step, TUNING.curve_max_level
    assert seconds_per_row(1, base, step, top) == 1
    assert float(seconds_per_row(2, base, step, top)) == pytest.approx(0.793)
    assert float(seconds_per_row(10, base, step, top)) == pytest.approx(0.737 ** 9)
    assert units_per_tick(1, base, step, top) * 120 == row_units(120)
    speeds = [units_per_tick(level, base, step, top) for level in range(1, 25)]
    assert speeds == sorted(speeds)
    assert speeds[19:] == [speeds[19]] * 5  # capped at curve_max_level


def test_options_validation_names_the_key():
    cases = {
        "level": {"level": 16},
        "style": {"style": "fast"},
        "mode": {"mode": 3},
        "hold": {"hold": "yes"},
        "das_ms": {"das_ms": -1},
        "arr_ms": {"arr_ms": 1.5},
        "soft_drop_factor": {"soft_drop_factor": -1},
        "dcd_ms": {"dcd_ms": 1001},
        "hard_drop_guard_ms": {"hard_drop_guard_ms": "50"},
        "irs": {"irs": 1},
        "ihs": {"ihs": "on"},
        "next_count": {"next_count": 0},
        "colour": {"colour": "red"},
    }
    for key, options in cases.items():
        with pytest.raises(ValueError, match=rf"^options\.{key}: expected "):
            registry.create("retris", options, 1)
    with pytest.raises(ValueError, match=r"^game: expected"):
        registry.create("tetris", {}, 1)
    with pytest.raises(ValueError, match=r"^level: expected an integer from 1 to 20"):
        RetrisGame(RetrisOptions(style="relax", level=21))


def test_registry_fills_defaults_and_round_trips():
    game = registry.create("retris", {"style": "relax", "level": 20}, 9)
    assert isinstance(game, RetrisGame)
    options = registry.options_to_dict("retris", game.options)
    assert options["das_ms"] == 167 and options["next_count"] == 3
    assert registry.options_to_dict("retris", {"style": "relax", "level": 20}) == options
    again = registry.create("retris", options, 9)
    assert again.state() == game.state()
    assert registry.RULESET_VERSION["retris"] == TUNING.version


def test_later_handling_options_are_left_out_of_a_header_at_their_defaults():
    """A header (and the state's digest) of a game with no DCD, guard, IRS or IHS is what it
    was before they existed; set, they are recorded and read back."""
    plain = registry.options_to_dict("retris", {})
    assert not {"dcd_ms", "hard_drop_guard_ms", "irs", "ihs"} & set(plain)
    assert registry.options_to_dict("retris", {"dcd_ms": 0, "irs": False}) == plain
    chosen = {"dcd_ms": 50, "hard_drop_guard_ms": 100, "irs": True, "ihs": True,
              "soft_drop_factor": 0}
    header = registry.options_to_dict("retris", chosen)
    assert {k: header[k] for k in chosen} == chosen
    game = registry.create("retris", header, 3)
    assert game.options.dcd_ms == 50 and game.options.irs is True
    assert registry.create("retris", header, 3).state() == game.state()


def test_setup_errors_name_the_key():
    with pytest.raises(ValueError, match=r"^queue\[1\]: expected a piece name"):
        RetrisGame(setup=RetrisSetup(queue=("T", "Q")))
    with pytest.raises(ValueError, match=r"^queue\[0\]: expected 4 special letters"):
        RetrisGame(setup=RetrisSetup(queue=("T:n.",)))
    with pytest.raises(ValueError, match=r"^field: expected 24 rows, got 2"):
        RetrisGame(setup=RetrisSetup(field=(EMPTY_ROW, EMPTY_ROW)))
    bad = list(field_with([]))
    bad[3] = "Q." + "." * 18
    with pytest.raises(ValueError, match=r"^field \(row 4 from the top, column 0\): expected"):
        RetrisGame(setup=RetrisSetup(field=tuple(bad)))
