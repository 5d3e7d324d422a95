"""Events to cues: the variant read from the data, the pan from the cells."""

from __future__ import annotations

from game.audio.cues import Columns, cues, variants
from game.audio.library import load_library
from game.core.events import Event

RETRIS = Columns(0, 9)


def names(game: str, event: Event, cols: Columns = RETRIS) -> list[str]:
    return [c.name for c in cues(load_library().events[game], game, event, cols)]


def test_locks_moves_and_rows() -> None:
    assert names("retris", Event(1, "lock", {"hard": False})) == ["lock"]
    assert names("retris", Event(1, "lock", {"hard": True, "dropped": 12})) == ["hard_drop"]
    assert names("retris", Event(1, "move", {"dx": 0, "dy": -1})) == ["soft_drop"]
    assert names("retris", Event(1, "move", {"dx": 1, "dy": 0})) == ["move"]
    for n in range(1, 6):
        rows = {"rows": list(range(n))}
        assert names("retris", Event(1, "rows_cleared", rows)) == [f"rows_{min(n, 4)}"]
    assert names("retris", Event(1, "spawn", {"piece": "T"})) == []
    assert names("retris", Event(1, "no_such_kind")) == []


def test_a_generation_sounds_each_bomb_kind_once_and_rises_with_depth() -> None:
    data = {"k": 2, "row_hits": [3], "activators": [[1, 1]], "stripped": [[4, 4]],
            "survived": [[5, 5]], "destroyed": [[0, 0, "Rs"]],
            "fired": [{"kind": "normal", "cell": [0, 2]}, {"kind": "normal", "cell": [2, 2]},
                      {"kind": "lightning", "cell": [9, 1]}]}
    found = cues(load_library().events["retris"], "retris", Event(1, "generation", data), RETRIS)
    assert [c.name for c in found] == ["row_hit", "bomb_normal", "bomb_lightning", "activator",
                                       "ice_crack", "stone"]
    assert all(c.pitch == 4.0 for c in found)
    assert found[1].pan < 0 < found[2].pan
    shallow = variants("retris", Event(1, "generation", {**data, "k": 0}), RETRIS, 0.0)
    assert all(pitch == 0.0 for _, _, pitch in shallow)


def test_tetlight_and_verse_variants() -> None:
    tet = Columns(-4, 4)
    assert names("tetlight", Event(1, "land", {"dropped": 0}), tet) == ["lock"]
    assert names("tetlight", Event(1, "land", {"dropped": 3}), tet) == ["hard_drop"]
    assert names("tetlight", Event(1, "flash", {"kind": "contact"}), tet) == ["contact_flash"]
    assert names("tetlight", Event(1, "radar", {"on": False}), tet) == ["radar_off"]
    verse = Columns(0, 7, index=1)
    cleared = {"rows": [1, 2], "cols": [3], "streak": 3, "empty_bonus": 300}
    assert names("verse", Event(1, "cleared", cleared), verse) == ["rows_3", "streak",
                                                                  "board_clear"]
    assert names("verse", Event(1, "cleared", {"rows": [1], "streak": 1}), verse) == ["rows_1"]


def test_pan_follows_the_column() -> None:
    assert RETRIS.pan([[0, 5]]) == -1.0 and RETRIS.pan([[9, 5]]) == 1.0
    assert RETRIS.pan([[4, 0], [5, 0]]) == 0.0
    assert RETRIS.pan([], fallback=0.3) == 0.3
    verse = Columns(0, 7, index=1)
    assert verse.pan([[0, 7]]) == 1.0  # [row, col]
    found = cues(load_library().events["retris"], "retris",
                 Event(1, "move", {"dx": 1}), RETRIS, here=-0.5)
    assert found[0].pan == -0.5


def test_a_reached_goal_sounds_the_win_not_the_top_out() -> None:
    assert names("retris", Event(1, "game_over", {"reason": "goal"})) == ["goal_win"]
    assert names("retris", Event(1, "game_over", {"reason": "block_out"})) == ["top_out"]
    assert names("retris", Event(1, "goal_reached", {"goal": "sprint"})) == []
    assert names("verse", Event(1, "game_over", {"reason": "goal"})) == ["top_out"]
