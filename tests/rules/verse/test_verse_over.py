"""Game over (rules/verse.md §6): checked after every placement and every deal, over the
pieces left in the tray, in any orientation when the rotation setting is on."""

from __future__ import annotations

from verse_helpers import first, kinds, make, place, rotate

from game.rules.verse.bitboard import fits_somewhere, forms

# Only isolated holes: singles fit, nothing of two cells does; no row or column is one cell
# short, so a single clears nothing.
CHECKER = ["#.#.#.#.", ".#.#.#.#"] * 4
# Every row one cell short in column 0: only vertical pieces fit.
SLOT = [".#######"] * 8


def test_over_with_two_pieces_left_that_fit_nowhere():
    game = make(["#", "##", "#,#,#"], CHECKER)
    assert not game.over
    events = place(game, 0, 0, 1)
    assert game.over and kinds(events)[-1] == "game_over"
    assert game.snapshot().over


def test_over_with_one_piece_left():
    game = make(["#", "#", "##"], CHECKER)
    place(game, 0, 0, 1)
    assert not game.over  # a single is still in the tray
    place(game, 1, 0, 3)
    assert game.over


def test_over_at_once_when_the_set_up_tray_fits_nowhere():
    game = make(["##,##"], CHECKER)
    assert game.over
    assert kinds(game.step()) == ["dealt", "game_over"]


def test_after_game_over_place_is_refused_and_nothing_changes():
    game = make(["#", "##"], CHECKER)
    place(game, 0, 0, 1)
    assert game.over
    before = game.state()
    assert kinds(place(game, 1, 0, 3)) == ["refused"]
    assert rotate(game, 1) == []
    assert {**game.state(), "tick": 0} == {**before, "tick": 0}


def test_the_deal_after_the_last_piece_is_checked_too():
    outcomes = set()
    for seed in range(30):
        game = make(["#"], CHECKER, seed=seed)
        place(game, 0, 0, 1)
        assert game.trays == 2
        fits = any(fits_somewhere(game.board.mask, forms(p.cells, False)) for p in game.tray)
        assert game.over == (not fits), seed
        outcomes.add(game.over)
    assert outcomes == {True, False}  # seed 28 deals a single, the others do not


def test_rotation_on_looks_at_every_orientation():
    off = make(["##"], SLOT)
    assert off.over
    on = make(["##"], SLOT, rotation=True)
    assert not on.over
    rotate(on, 0)
    events = place(on, 0, 0, 0)
    assert first(events, "cleared").data["rows"] == [0, 1]


def test_rotation_on_a_piece_only_a_turn_fits_is_not_over_until_it_is():
    on = make(["####", "#"], SLOT, rotation=True)
    place(on, 1, 7, 0)  # clears row 7; rows above fall; still one vertical slot
    assert not on.over
