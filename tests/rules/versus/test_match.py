"""VersusMatch beyond the scenario files: timing inside a tick, the views, bad arguments and
invariants over random play (rules/versus.md)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.core.ruleset import ValidationError
from game.rules.retris.versus_hooks import GARBAGE
from game.rules.versus.match import VersusMatch
from game.rules.versus.views import MATCH_OVER, PLAY, ROUND_OVER

EMPTY_ROW = "." * 20
NINE = "X." * 9 + ".."  # a row full but for column 9


def field(*bottom_rows: str) -> tuple[str, ...]:
    """24 rows top first from rows given bottom first."""
    rows = list(bottom_rows) + [EMPTY_ROW] * (24 - len(bottom_rows))
    return tuple(reversed(rows))


def taps(match: VersusMatch, player: int, *actions: Action) -> list[InputChange]:
    return [InputChange(match.tick, a, pressed, (), player) for a in actions
            for pressed in (True, False)]


def i_to_column_9(match: VersusMatch, player: int = 0) -> None:
    """Turn the falling I upright, push it to the right wall and drop it (3 ticks)."""
    match.step(taps(match, player, Action.CW))
    match.step(taps(match, player, *[Action.RIGHT] * 5))
    match.step(taps(match, player, Action.HARD_DROP))


def retris(players: int = 2, mode: str = "classic", **kwargs) -> VersusMatch:
    return VersusMatch("retris", {"mode": mode, "gravity": False}, 7, players, **kwargs)


def test_an_arcade_attack_is_sent_when_the_whole_chain_is_over():
    from game.rules.retris import RetrisSetup

    bomb_row = "X." * 4 + "Xn" + "X." * 4 + ".."
    setup = RetrisSetup(("I",), field(bomb_row, "X." * 4 + ".." + "X." * 4 + "..", "X." + "." * 18))
    match = retris(mode="arcade", setups=[setup, None], first_to=1)
    match.step(taps(match, 0, Action.CW))
    match.step(taps(match, 0, *[Action.RIGHT] * 5))
    kinds = [e.kind for e in match.step(taps(match, 0, Action.HARD_DROP))]
    assert "generation" in kinds and "attack" not in kinds  # the row hit, in the lock's tick
    while not match.settled:
        kinds += [e.kind for e in match.step(())]
    assert kinds.count("generation") == 2  # the row hit, then the bomb, ticks later
    assert kinds.count("attack") == 1 and kinds.index("attack") > kinds.index("chain_end")
    assert match.slots[0].sent == 1  # a single (0) and the bomb's later generation (1)


def test_every_slot_shows_its_target_and_the_turn_moves_on():
    from game.rules.retris import RetrisSetup

    two = RetrisSetup(("I", "I"), field(NINE, NINE, "X." * 8 + "....", "X." * 8 + "....",
                                        NINE, NINE, "X." + "." * 18))
    match = retris(players=3, setups=[two, None, None])
    assert [v.target for v in match.snapshot().slots] == [1, 2, 0]
    i_to_column_9(match)
    assert match.snapshot().slots[0].target == 2  # sent to 2: 3 is next
    i_to_column_9(match)
    assert match.snapshot().slots[0].target == 1


def test_attack_delay_and_ready_show_in_the_view():
    from game.rules.retris import RetrisSetup

    four = RetrisSetup(("I",), field(NINE, NINE, NINE, NINE, "X." + "." * 18))
    match = retris(setups=[four, None], holes=[[], [5]])
    i_to_column_9(match)
    (attack,) = match.snapshot().slots[1].waiting
    assert (attack.lines, attack.ticks_left, attack.hole) == (4, 119, 5)
    for _ in range(119):
        match.step(())
    assert match.snapshot().slots[1].waiting[0].ticks_left == 0


def test_garbage_rows_are_plain_grey_with_the_hole():
    from game.rules.retris import RetrisSetup

    four = RetrisSetup(("I",), field(NINE, NINE, NINE, NINE, "X." + "." * 18))
    match = retris(setups=[four, RetrisSetup(("O",))], holes=[[], [2]])
    i_to_column_9(match)
    for _ in range(130):
        match.step(())
    match.step(taps(match, 1, Action.HARD_DROP))
    rows = match.slots[1].game.field.rows
    for row in rows[:4]:
        assert row[2] == ".." and all(code == GARBAGE for c, code in enumerate(row) if c != 2)


def test_rounds_restart_after_the_break_and_the_match_ends_at_first_to():
    from game.rules.retris import RetrisSetup

    blocked = RetrisSetup((), field(*[EMPTY_ROW] * 22, "......X.X.X.X......."))
    match = retris(setups=[None, blocked], first_to=2)
    match.step(())
    assert (match.phase, match.round_winner, match.wins) == (ROUND_OVER, 0, [1, 0])
    snap = match.snapshot()
    assert snap.break_left == match.break_ticks - 0 and snap.round == 1
    for _ in range(match.break_ticks):
        match.step(())
    assert (match.phase, match.round) == (PLAY, 2)
    assert not any(s.game.over for s in match.slots)  # round 2 starts afresh, no setup
    while not match.over:
        match.step(taps(match, 1, Action.HARD_DROP))
    assert (match.phase, match.match_winner, match.wins) == (MATCH_OVER, 0, [2, 0])


def test_a_race_ignores_tetlight_pause_and_times_out():
    match = VersusMatch("tetlight", {"race_seconds": 60, "gravity": False}, 3, 2, first_to=1)
    match.step([InputChange(0, Action.PAUSE, True, (), 0)])
    assert not match.slots[0].game.state().get("paused", False)
    assert match.snapshot().time_left == 60 * 120 - 1
    while match.phase == PLAY:
        match.step(())
    assert match.tick == 60 * 120 and match.round_winner is None  # 0 to 0: a draw


@pytest.mark.parametrize(("kwargs", "key"), [
    ({"players": 1}, "players"), ({"players": 5}, "players"),
    ({"players": 2, "first_to": 0}, "rounds"), ({"players": 2, "first_to": 10}, "rounds"),
])
def test_bad_match_arguments_name_the_key(kwargs, key):
    with pytest.raises(ValidationError) as err:
        VersusMatch("retris", {}, 1, **kwargs)
    assert err.value.key == key


def test_bad_options_name_the_key():
    with pytest.raises(ValidationError, match=r"options\.race_seconds"):
        VersusMatch("verse", {"race_seconds": 5}, 1, 2)
    with pytest.raises(ValidationError, match=r"^game"):
        VersusMatch("chess", {}, 1, 2)


ACTIONS = [Action.LEFT, Action.RIGHT, Action.CW, Action.CCW, Action.HOLD, Action.HARD_DROP,
           Action.DOWN]


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), mode=st.sampled_from(["classic", "arcade"]),
       seed=st.integers(0, 2**32), moves=st.lists(
           st.tuples(st.integers(0, 3), st.sampled_from(ACTIONS), st.integers(0, 40)),
           max_size=120))
def test_random_matches_replay_exactly_and_keep_their_books(players, mode, seed, moves):
    def play() -> tuple[VersusMatch, int]:
        match = VersusMatch("retris", {"mode": mode}, seed, players, first_to=1)
        delivered = 0
        for player, action, wait in moves:
            events = match.step(taps(match, player % players, action))
            for _ in range(wait):
                events += match.step(())
            delivered += sum(e.data["lines"] for e in events if e.kind == "attack")
        return match, delivered

    first, delivered = play()
    again, _ = play()
    assert digest(first.state()) == digest(again.state())
    assert first.slot_digests() == again.slot_digests()
    snap = first.snapshot()
    # Lines sent after cancelling are all delivered (a target always lives while a round
    # is played) and each slot's queue shows what waits with its ticks.
    assert sum(s.sent for s in first.slots) == delivered or first.phase != PLAY
    for view in snap.slots:
        assert all(0 <= a.ticks_left < first.delay and a.lines > 0 and 0 <= a.hole < 10
                   for a in view.waiting)
