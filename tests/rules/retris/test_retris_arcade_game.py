"""Arcade chains in the running game: ticks, events, snapshot, settling, re-checks, points."""

from __future__ import annotations

import json

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.rules.retris.snapshot import ChainView
from tests.rules.retris.arcade_support import arcade, settle, tap

# Row 0 waits for an I in column 9: a bomb, an iced bomb beside it, and a T in reach of the
# iced one once it is uncovered. Three generations: the row hit, the bomb, the iced bomb.
THREE_GENERATIONS = ("....T.....J.........", "XnXNX.X.X.X.X.X.X...")


def drop_i_in_column_9(game) -> list:
    game.step([])
    tap(game, Action.CW)
    for _ in range(4):
        tap(game, Action.RIGHT)
    return tap(game, Action.HARD_DROP)


def events_by_tick(game, ticks: int) -> dict[int, list[str]]:
    seen: dict[int, list[str]] = {}
    for _ in range(ticks):
        for event in game.step([]):
            seen.setdefault(event.tick, []).append(event.kind)
    return seen


def test_a_three_generation_chain_runs_half_a_second_apart_and_then_the_piece_comes():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    events = drop_i_in_column_9(game)
    lock_tick = events[0].tick
    assert [e.kind for e in events] == ["lock", "chain", "generation"]
    assert events[1].data == {"chain": 1, "rows": [0]}
    assert not game.settled and game.active is None
    view = game.snapshot().chain
    assert view == ChainView(1, 0, 59, tuple((c, 0) for c in range(10)), ((0, 0),))
    later = events_by_tick(game, 130)
    assert later == {lock_tick + 60: ["generation"],
                     lock_tick + 120: ["generation", "chain_end", "spawn"]}
    assert game.settled and game.snapshot().chain is None
    assert game.score == 2 and game.rows == 0  # two bomb points; the ice kept the row
    assert game.field.top_first()[-3:] == ["..................I.", "..................I.",
                                           "..........J.......I."]


def test_the_snapshot_counts_down_to_the_next_generation():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    drop_i_in_column_9(game)
    countdown = []
    for _ in range(60):
        countdown.append(game.snapshot().chain.next_in)
        game.step([])
    assert countdown == list(range(59, -1, -1))
    view = game.snapshot().chain
    assert (view.generation, view.next_in, view.primed) == (1, 59, ((1, 0),))


def test_generation_events_carry_what_the_effects_need():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    gen0 = drop_i_in_column_9(game)[2].data
    assert gen0["k"] == 0 and gen0["row_hits"] == [0] and gen0["fired"] == []
    assert gen0["stripped"] == [[1, 0]] and gen0["survived"] == []
    assert [0, 0, "Xn"] in gen0["destroyed"] and len(gen0["destroyed"]) == 9
    events = [e for _ in range(121) for e in game.step([])]
    gen1, gen2, end = (e.data for e in events if e.kind in ("generation", "chain_end"))
    assert gen1["fired"] == [{"kind": "normal", "cell": [0, 0], "color": "X",
                              "area": [[1, 0], [0, 1], [1, 1]], "by_activator": False}]
    assert gen1["destroyed"] == [[1, 0, "Xn"]] and gen1["activators"] == []
    assert gen2["destroyed"] == [[2, 1, "T."]]
    assert end == {"chain": 1, "rows_scored": [], "row_points": 0, "bomb_points": 2,
                   "shift": [[5, 1, 0], [9, 1, 0], [9, 2, 1], [9, 3, 2]]}
    assert json.loads(json.dumps(end)) == end


def test_inputs_during_a_chain_move_nothing_but_held_keys_are_tracked():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    drop_i_in_column_9(game)
    before = game.state()
    assert tap(game, Action.HOLD) == [] and tap(game, Action.HARD_DROP) == []
    assert game.step([InputChange(game.tick, Action.LEFT, True)]) == []
    assert game.handling.held == {"left"}
    after = game.state()
    assert after["field"] == before["field"] and after["hold"] == before["hold"]
    assert after["queue"] == before["queue"] and game.active is None


def test_a_held_key_charges_das_through_the_chain():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    drop_i_in_column_9(game)
    game.step([InputChange(game.tick, Action.LEFT, True)])
    events = settle(game)
    events += [e for _ in range(6) for e in game.step([])]
    (spawn,) = [e for e in events if e.kind == "spawn"]
    moves = [e for e in events if e.kind == "move"]
    # Charged during the chain: it auto-shifts within one ARR (4 ticks) of the spawn, not
    # after a fresh DAS (20 ticks).
    assert moves and all(m.data["dx"] == -1 for m in moves)
    assert moves[0].tick - spawn.tick <= 4


def test_presses_in_the_tick_a_chain_ends_come_before_the_piece():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    lock_tick = drop_i_in_column_9(game)[0].tick
    for _ in range(119):
        game.step([])
    assert game.tick == lock_tick + 120
    events = tap(game, Action.HARD_DROP)  # the tick of the last generation
    assert [e.kind for e in events] == ["generation", "chain_end", "spawn"]
    assert game.active is not None and game.active.y == 22  # the drop found no piece
    assert tap(game, Action.HARD_DROP)[0].kind == "lock"


def test_rows_left_full_by_the_shift_start_a_new_chain_60_ticks_later():
    game = arcade(queue=("I", "O"), bottom=("Xi" * 9 + "..",))
    events = drop_i_in_column_9(game)
    lock_tick = events[0].tick
    kinds = [e.kind for e in events]
    assert kinds == ["lock", "chain", "generation", "chain_end"]
    assert events[3].data["rows_scored"] == [] and events[3].data["shift"] == [
        [9, 1, 0], [9, 2, 1], [9, 3, 2]]
    assert not game.settled and game.active is None
    assert game.snapshot().chain == ChainView(2, -1, 59)
    later = [e for _ in range(61) for e in game.step([])]
    assert {e.tick for e in later} == {lock_tick + 60}
    assert [e.kind for e in later] == ["chain", "generation", "chain_end", "rows_cleared",
                                       "spawn"]
    assert later[0].data == {"chain": 2, "rows": [0]}
    assert later[3].data == {"rows": [0], "points": 1}
    assert game.score == 1 and game.rows == 1
    assert game.field.top_first()[-2:] == ["..................I.", "..................I."]


def test_a_plain_clear_in_arcade_is_resolved_in_the_lock_tick_and_levels_follow_rows():
    hole9 = "X." * 9 + ".."
    game = arcade(queue=("I", "I", "I"), bottom=(hole9,) * 12)
    kinds = []
    for _ in range(3):
        tap(game, Action.CW)
        for _ in range(4):
            tap(game, Action.RIGHT)
        kinds.append([e.kind for e in tap(game, Action.HARD_DROP)])
        assert game.settled
    assert kinds[0] == ["lock", "chain", "generation", "chain_end", "rows_cleared", "spawn"]
    assert "level_up" in kinds[2] and game.level == 2
    assert game.rows == 12 and game.score == 3 * 24


def test_game_over_comes_when_the_chain_has_ended():
    # An iced I locks where it spawns and fills row 22; the ice keeps it there, so once the
    # chain (row hit, then the bomb) is over the O cannot spawn.
    rows = ["." * 20, "XnX.X.........X.X.X.", "......X.X.X.X......."] + ["." * 20] * 21
    game = arcade(queue=("I:iiii", "O"), bottom=tuple(rows))
    game.step([])
    events = tap(game, Action.HARD_DROP)
    assert [e.kind for e in events] == ["lock", "chain", "generation"]
    later = [e for _ in range(61) for e in game.step([])]
    assert [e.kind for e in later] == ["generation", "chain_end", "game_over"]
    assert later[0].tick == events[0].tick + 60
    assert game.over and game.settled and game.field.top_first()[1] == "......I.I.I.I......."


def test_state_holds_the_chain_and_stays_json():
    game = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    drop_i_in_column_9(game)
    state = game.state()
    assert json.loads(json.dumps(state)) == state
    chains = state["arcade"]["chains"]
    assert chains["due"] == game.tick + 59 and chains["chain"]["k"] == 0
    assert chains["chain"]["primed"] == [[0, 0, "Xn"]]
    other = arcade(queue=("I", "O"), bottom=THREE_GENERATIONS)
    drop_i_in_column_9(other)
    assert digest(other.state()) == digest(state)
    game.step([])
    assert digest(game.state()) != digest(state)


def test_specials_of_the_piece_lock_into_the_field():
    game = arcade(queue=("T:n.vM",))
    tap(game, Action.HARD_DROP)
    assert game.field.top_first()[-2:] == ["........Tn..........", "......T.TvTM........"]
