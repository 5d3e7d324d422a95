"""Dealing (rules/verse.md §1, §7): weighted draws follow the table; fair dealing re-draws
until the tray can all be placed, checked against a brute-force reference."""

from __future__ import annotations

from collections import Counter

from verse_helpers import grid_of, make, place, ref_all_placeable, ref_fits, set_tray

from game.rules.verse.dealer import Dealer
from game.rules.verse.snapshot import TrayPiece
from game.rules.verse.tuning import load_tuning

DRAWS = 40_000


def shape_frequencies(seed: int) -> Counter[str]:
    dealer = Dealer(seed, load_tuning())
    return Counter(dealer.draw_piece().name for _ in range(DRAWS))


def consistent(freq: Counter[str], weights: dict[str, int]) -> bool:
    """Every shape's count within 4.5 standard deviations of ``weights`` (shape -> total
    weight of its orientations)."""
    total = sum(weights.values())
    for name, w in weights.items():
        p = w / total
        sigma = (DRAWS * p * (1 - p)) ** 0.5
        if abs(freq[name] - DRAWS * p) > 4.5 * sigma:
            return False
    return True


def page_weights() -> dict[str, int]:
    return {n: s.weight * len(s.orientations) for n, s in load_tuning().shapes.items()}


def test_draws_follow_the_weights_of_the_page_and_a_wrong_table_would_fail():
    freq = shape_frequencies(seed=2024)
    assert consistent(freq, page_weights())
    # The tolerance is tight enough to notice a wrong table: one weight off by one...
    for name, off in (("square2", -1), ("corner3", -1), ("T", +1), ("square3", +1)):
        wrong = dict(page_weights())
        wrong[name] += off * len(load_tuning().shapes[name].orientations)
        assert not consistent(freq, wrong), name
    # ... or a weight per shape instead of per orientation, or a uniform draw.
    per_shape = {n: s.weight for n, s in load_tuning().shapes.items()}
    assert not consistent(freq, per_shape)
    assert not consistent(freq, dict.fromkeys(per_shape, 1))


def test_every_orientation_is_drawn_about_equally_within_a_shape():
    dealer = Dealer(7, load_tuning())
    cells = Counter(dealer.draw_piece().cells for _ in range(DRAWS))
    t = load_tuning()
    for shape in t.shapes.values():
        counts = [cells[c] for c in shape.orientations]
        expected = DRAWS * shape.weight / t.cumulative[-1]
        assert all(abs(n - expected) < 4.5 * expected ** 0.5 for n in counts), shape.name


def test_a_drawn_piece_has_its_shapes_colour_and_the_stream_is_seeded():
    t = load_tuning()
    a, b = Dealer(3, t), Dealer(3, t)
    pieces = [a.draw_piece() for _ in range(200)]
    assert pieces == [b.draw_piece() for _ in range(200)]
    assert all(p.color == t.shapes[p.name].color for p in pieces)
    assert pieces != [Dealer(4, t).draw_piece() for _ in range(200)]


# A board where about one random tray in five can be placed completely (without rotation).
TIGHT = ["########", "########", "#.######", "#.#.#.#.", "##.#.#.#", "#.#.#.#.", "##.#.#.#",
         "########"]
# A board where hardly any tray of three can be placed (isolated holes, few lines that three
# fitting pieces could complete).
HOPELESS = ["##.##.##", "#.##.##.", ".##.##.#", "##.##.##", "#.##.##.", ".##.##.#", "##.##.##",
            "#.##.##."]


def expected_fair(seed: int, board: list[str], rotation: bool
                  ) -> tuple[tuple[TrayPiece, ...], str]:
    """§7 by hand: the first of 21 draws that can all be placed, else the first draw where a
    piece fits, else the last draw; with which of the three it was."""
    dealer = Dealer(seed, load_tuning())
    draws = [dealer.draw_tray() for _ in range(21)]
    grid = grid_of(board)
    for index, tray in enumerate(draws):
        if ref_all_placeable(grid, tray, rotation):
            return tray, f"placeable draw {index}"
    fitting = [t for t in draws if any(ref_fits(grid, p, rotation) for p in t)]
    return (fitting[0], "a piece fits") if fitting else (draws[-1], "last")


def test_fair_deals_a_placeable_tray_where_a_normal_deal_is_not():
    rescued = 0
    for seed in range(12):
        normal = make(board=TIGHT, seed=seed)
        fair = make(board=TIGHT, seed=seed, fair=True)
        assert tuple(fair.tray) == expected_fair(seed, TIGHT, False)[0], seed
        if not ref_all_placeable(grid_of(TIGHT), normal.tray, False):
            rescued += ref_all_placeable(grid_of(TIGHT), fair.tray, False)
    assert rescued >= 5  # the fair tray really differs where the normal one is hopeless


def test_fair_with_rotation_may_turn_the_pieces():
    for seed in range(6):
        fair = make(board=TIGHT, seed=seed, fair=True, rotation=True)
        assert tuple(fair.tray) == expected_fair(seed, TIGHT, True)[0], seed


def test_when_no_draw_can_be_placed_fair_takes_the_first_where_a_piece_fits():
    rules = []
    for seed in range(8):
        game = make(board=HOPELESS, seed=seed, fair=True)
        tray, rule = expected_fair(seed, HOPELESS, False)
        assert tuple(game.tray) == tray, seed
        rules.append(rule)
    assert "a piece fits" in rules


def test_when_nothing_fits_at_all_fair_takes_the_last_draw():
    full = ["########"] * 8
    game = make(board=full, seed=4, fair=True)
    dealer = Dealer(4, load_tuning())
    assert tuple(game.tray) == [dealer.draw_tray() for _ in range(21)][-1]
    assert game.over


def test_fair_dealing_never_depends_on_the_score():
    a, b = (make(["#"], TIGHT, seed=5, fair=True) for _ in range(2))
    b.score = 123_456
    place(a, 0, 2, 1)
    place(b, 0, 2, 1)
    assert a.tray == b.tray and a.dealer.state == b.dealer.state
    assert a.trays == b.trays == 2


def test_a_normal_deal_is_three_plain_draws():
    game = make(board=HOPELESS, seed=9)
    assert tuple(game.tray) == Dealer(9, load_tuning()).draw_tray()


def test_the_next_tray_comes_only_when_all_three_are_placed():
    game = make(["#", "#", "#"], seed=1)
    for slot in range(2):
        place(game, slot, 0, slot)
        assert game.trays == 1 and game.tray[slot] is None
    place(game, 2, 0, 2)
    assert game.trays == 2 and all(p is not None for p in game.tray)
    set_tray(game, "#", None, None)
    place(game, 0, 5, 5)
    assert game.trays == 3
