"""Tet'light scenario files (design/scenarios.md): the example of the page runs, actions and
output are exactly the documented ones, malformed files name the key."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.ruleset import ValidationError
from game.scenario.cli import main
from game.scenario.runner import run
from game.scenario.spec import parse_scenario
from game.scenario.tetlight import ACTIONS

ROOT = Path(__file__).resolve().parents[3]

PAGE_EXAMPLE = '''
game = "tetlight"
seed = 7
[options]
edge = 6
radar = false
level = 0
[setup]
queue = ["I", "O:bomb:c3"]
cells = [[0, 0, 1, false], [-1, 0, 2, true]]
actions = ["right", "drop"]
'''


def run_text(text: str) -> dict:
    import tomllib

    return run(parse_scenario(tomllib.loads(text)).prepared)


def run_cli(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    status = main([str(path), *flags], out, err)
    return status, out.getvalue(), err.getvalue().replace(str(path) + ": ", "")


def test_the_page_example_runs_and_prints_the_documented_keys():
    result = run_text(PAGE_EXAMPLE)
    assert list(result) == ["cells", "score", "bomb_points", "bombs", "level", "over", "stats"]
    # "right" is refused at the top (column 1 is one cell shorter); the I drops on (0, 0).
    assert result["cells"] == [[-1, 0, 2, True]] + [[0, h, 1, False] for h in range(5)]
    assert result["score"] == 14 and result["bomb_points"] == 7
    assert (result["bombs"], result["level"], result["over"]) == (0, 0, False)


def test_the_falling_piece_is_never_in_the_cells():
    result = run_text('game = "tetlight"\n[setup]\nqueue = ["O"]\nactions = ["down"]\n')
    assert result["cells"] == []


def test_actions_are_the_documented_ones_plus_pause_resume_abort():
    documented = "left right down_left down_right down cw ccw drop explode radar level_up"
    assert set(ACTIONS) == set(documented.split()) | {"pause", "resume", "abort"}


def test_gravity_is_off_unless_asked():
    text = 'game = "tetlight"\n[options]\nlevel = 35\n[setup]\nactions = ["wait:300"]\n'
    assert run_text(text)["cells"] == []
    with_gravity = text.replace("level = 35", "level = 35\ngravity = true")
    assert len(run_text(with_gravity)["cells"]) >= 4


def test_final_settle_finishes_the_destruction_and_abort_ends():
    text = '''
game = "tetlight"
[options]
edge = 6
[setup]
queue = ["I"]
cells = [[1, 0, 2, false], [2, 0, 2, false], [3, 0, 2, false], [4, 0, 2, false],
         [5, 0, 2, false]]
actions = ["drop"]
'''
    result = run_text(text)
    assert result["cells"] == [[0, 0, 1, False], [0, 1, 1, False], [0, 2, 1, False]]
    assert result["score"] == 16 + 180
    aborted = run_text(text.replace('["drop"]', '["pause", "abort"]'))
    assert aborted["over"] and aborted["cells"] == [[c, 0, 2, False] for c in range(1, 6)]


def test_check_passes_and_a_wrong_expect_is_shown(tmp_path):
    text = PAGE_EXAMPLE + '[expect]\nscore = 14\nover = false\n' + (
        'cells = [[0, 4, 1, false], [0, 3, 1, false], [0, 2, 1, false], [0, 1, 1, false], '
        '[0, 0, 1, false], [-1, 0, 2, true]]\n')
    status, out, _ = run_cli(tmp_path, text, "--check")
    assert status == 0, out
    status, out, _ = run_cli(tmp_path, text.replace("score = 14", "score = 15"), "--check")
    assert status == 1 and "score: expected 15, got 14" in out


MALFORMED = {
    "option": ('[options]\nedge = 12\n', "options.edge: expected an integer from 6 to 9"),
    "option-name": ('[options]\nmode = "x"\n', "options.mode: expected a Tet'light option"),
    "setup-key": ('[setup]\nfield = ""\n', "setup.field: expected a key from queue, cells"),
    "queue": ('[setup]\nqueue = "I"\n', "setup.queue: expected a list of pieces"),
    "queue-entry": ('[setup]\nqueue = ["I", "O:boom"]\n', "setup.queue[1]: expected"),
    "cells": ('[setup]\ncells = 3\n', "setup.cells: expected a list of [column, height"),
    "cell-outside": ('[setup]\ncells = [[0, 0, 1, false], [0, 11, 1, false]]\n',
                     "setup.cells[1]: expected a cell of the edge-6 board"),
    "cell-colour": ('[setup]\ncells = [[0, 0, 9, false]]\n',
                    "setup.cells[0]: expected a colour from 1 to 6"),
    "cell-duplicate": ('[setup]\ncells = [[0, 0, 1, false], [0, 0, 1, false]]\n',
                       "setup.cells[1]: expected a cell not already listed"),
    "action": ('[setup]\nactions = ["drop", "hard_drop"]\n',
               "setup.actions[1]: expected one of left, right, down_left"),
    "hold": ('[setup]\nactions = ["hold"]\n', "setup.actions[0]: expected one of"),
    "expect-key": ('[expect]\nfield = []\n', "expect.field: expected a key from cells"),
    "expect-cells": ('[expect]\ncells = [[0, 0, 1]]\n', "expect.cells[0]: expected [column"),
    "expect-bombs": ('[expect]\nbombs = true\n', "expect.bombs: expected an integer"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_tetlight_files_exit_2_naming_the_key(tmp_path, name):
    body, message = MALFORMED[name]
    text = 'game = "tetlight"\n' + (body if "[options]" in body else "[options]\nedge = 6\n"
                                   + body)
    status, out, err = run_cli(tmp_path, text, "--check")
    assert status == 2, out + err
    assert err.startswith(message), err
    assert err.count("\n") == 1


def test_validation_errors_never_escape_as_other_exceptions():
    for text in ('game = "tetlight"\n[setup]\ncells = [[0, 0, 1, false, 3]]\n',
                 'game = "tetlight"\n[setup]\nqueue = [[1]]\n'):
        with pytest.raises(ValidationError):
            run_text(text)


def test_command_line_runs_a_tetlight_file(tmp_path):
    path = tmp_path / "page.toml"
    path.write_text(PAGE_EXAMPLE, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["score"] == 14


scalars = st.one_of(st.integers(-12, 12), st.booleans(), st.text(max_size=6),
                    st.sampled_from(["I", "O:bomb", "C:c3", "Q:bomb:c6", "Z:c9", "drop", "left",
                                     "explode", "wait:40", "settle", "pause", "abort"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5), max_leaves=12)
cells = st.lists(st.one_of(values, st.tuples(st.integers(-6, 6), st.integers(-1, 11),
                                             st.integers(0, 7), st.booleans()).map(list)),
                 max_size=6)
files = st.fixed_dictionaries({"game": st.just("tetlight")}, optional={
    "seed": st.integers(0, 99),
    "options": st.dictionaries(st.sampled_from(["edge", "level", "radar", "gravity", "x"]),
                               values, max_size=3),
    "setup": st.fixed_dictionaries({}, optional={"queue": values, "cells": cells,
                                                 "actions": values, "other": values}),
    "expect": st.dictionaries(st.sampled_from(["cells", "score", "bombs", "over", "rows"]),
                              values, max_size=2)})


@settings(max_examples=200, deadline=None)
@given(files)
def test_any_tetlight_file_is_either_run_or_rejected_with_a_named_key(data):
    try:
        run(parse_scenario(data).prepared)
    except ValidationError as exc:
        assert exc.key and "expected" in str(exc)
