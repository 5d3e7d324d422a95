"""Radar, pause, abort and what the snapshot shows (rules/tetlight.md §4, §8, §9)."""

from __future__ import annotations

from tetlight_helpers import first, idle, kinds, make, pivot_cell, put, tap

from game.rules.tetlight.snapshot import TetlightSnapshot


def test_radar_on_costs_100_times_level_plus_5_and_off_is_free():
    game = make(["O"], level=2)
    game.score.points = 1000
    events = tap(game, "radar")
    assert first(events, "radar").data == {"on": True, "cost": 700, "taken": 700}
    assert game.score.points == 300 and game.radar
    events = tap(game, "radar")
    assert first(events, "radar").data == {"on": False, "cost": 0, "taken": 0}
    assert game.score.points == 300
    events = tap(game, "radar")
    assert game.score.points == 0  # never below zero: the event says what was taken
    assert first(events, "radar").data == {"on": True, "cost": 700, "taken": 300}
    tap(game, "radar")
    events = tap(game, "radar")
    assert first(events, "radar").data == {"on": True, "cost": 700, "taken": 0}


def test_radar_shows_the_next_piece_only_while_on():
    game = make(["O", "Z:bomb:c5"])
    assert game.snapshot().next is None
    tap(game, "radar")
    nxt = game.snapshot().next
    assert (nxt.name, nxt.color, nxt.bomb, nxt.cells) == ("Z", 5, True, ())
    assert nxt.offsets == ((0, -2), (0, 0), (1, 1), (1, 3))
    tap(game, "drop")
    assert game.active.piece.name == "Z"


def test_radar_option_starts_on_for_free():
    game = make(["O", "I"], radar=True)
    assert game.radar and game.score.points == 0
    assert game.snapshot().next.name == "I"


def test_pause_freezes_the_piece_and_the_phases_but_not_the_clock():
    row = [[c, 0, 2, False] for c in range(1, 6)]
    game = make(["O", "I"], row, gravity=True, level=35)
    put(game, (0, 5))
    events = tap(game, "pause")
    assert first(events, "paused").data == {}
    snap = game.snapshot()
    assert snap.paused and game.settled and not snap.can_explode
    idle(game, 200)
    assert pivot_cell(game) == (0, 5)
    ignored = tap(game, "left", "drop", "radar", "level_up", "pause", "cw")
    assert ignored == [] and pivot_cell(game) == (0, 5) and not game.radar
    assert game.clock == 4800 - 207
    assert kinds(tap(game, "resume")) == ["resumed"]
    idle(game, 3)
    assert pivot_cell(game)[1] == 4


def test_resume_without_pause_does_nothing():
    game = make(["O"])
    game.step([])
    assert tap(game, "resume") == [] and not game.paused


def test_pause_during_a_flash_holds_it():
    row = [[c, 0, 2, False] for c in range(1, 6)]
    game = make(["I"], row)
    tap(game, "drop")  # the flash starts; its first counted tick is the next one
    idle(game, 1)
    tap(game, "pause")
    idle(game, 500)
    snap = game.snapshot()
    assert snap.phase == "flash" and snap.phase_progress == 1 / 36
    tap(game, "resume")  # this tick counts again
    idle(game, 33)
    assert game.snapshot().phase == "flash"
    idle(game, 1)
    assert game.snapshot().phase == "gravity"


def test_abort_ends_the_game_paused_or_not():
    game = make(["O"])
    events = tap(game, "abort")
    assert game.over and events[-1].data == {"reason": "abort"} and game.over_reason == "abort"
    assert game.settled and game.snapshot().active is None
    paused = make(["O"])
    tap(paused, "pause")
    assert first(tap(paused, "abort"), "game_over").data == {"reason": "abort"}
    assert tap(paused, "resume", "left") == []  # nothing acts after the end


def test_abort_during_a_flash_ends_in_the_falling_phase_with_the_board_as_it_was():
    row = [[c, 0, 2, False] for c in range(1, 6)]
    game = make(["I"], row)
    tap(game, "drop", "abort")
    snap = game.snapshot()
    assert snap.over and snap.phase == "falling" and snap.marked == () and game.settled
    assert len(snap.board) == 9
    assert idle(game, 100) == [] and len(game.board.cells) == 9


def test_snapshot_shows_the_whole_visible_game():
    game = make(["J:bomb:c4"], [[2, 0, 3, True]], level=7)
    game.step([])
    snap = game.snapshot()
    assert isinstance(snap, TetlightSnapshot)
    assert snap.edge == 6 and snap.level == 7 and snap.tick == 1 and snap.tick_rate == 120
    assert [(h.cell, h.color, h.bomb) for h in snap.board] == [((2, 0), 3, True)]
    assert snap.active.name == "J" and snap.active.bomb and snap.active.color == 4
    assert snap.active.pivot == (0, 9) and snap.active.rotation == 0
    assert set(snap.active.cells) == {(0, 8), (0, 9), (0, 10), (1, 7)}
    assert len(snap.ghost) == 4 and snap.bomb_threshold == 400
    assert snap.board is game.snapshot().board  # kept between changes
    game.score.bombs = 1
    assert game.snapshot().can_explode
