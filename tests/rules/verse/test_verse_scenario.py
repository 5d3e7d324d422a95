"""Verse scenario files (design/scenarios.md, verse section): the page's example runs, the
actions and output are exactly the documented ones, malformed files name the key."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.ruleset import ValidationError
from game.scenario.cli import main
from game.scenario.runner import run
from game.scenario.spec import parse_scenario

ROOT = Path(__file__).resolve().parents[3]
EMPTY_ROWS = "\n".join(["........"] * 8)

PAGE_EXAMPLE = f'''
game = "verse"
seed = 7
[options]
rotation = false
[setup]
board = """
{EMPTY_ROWS}
"""
tray = ["###,.#.", "#", "##,##"]
actions = ["place:0:6:2"]
'''


def run_text(text: str) -> dict:
    return run(parse_scenario(tomllib.loads(text)).prepared)


def run_cli(tmp_path: Path, text: str, *flags: str) -> tuple[int, str, str]:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    status = main([str(path), *flags], out, err)
    return status, out.getvalue(), err.getvalue().replace(str(path) + ": ", "")


def test_the_page_example_runs_and_prints_the_documented_keys():
    result = run_text(PAGE_EXAMPLE)
    assert list(result) == ["board", "score", "streak", "over", "stats"]
    assert result["board"] == ["........"] * 6 + ["..###...", "...#...."]
    assert (result["score"], result["streak"], result["over"]) == (4, 0, False)


def test_a_clear_a_refused_placement_and_a_rotation():
    text = '''
game = "verse"
[options]
rotation = true
[setup]
board = ["........", "........", "........", "........", "........", "........",
         "........", "###.####"]
tray = ["###,.#.", "#", "####"]
actions = ["place:0:7:2", "place:0:6:2", "rotate:2", "place:2:0:0", "wait:3", "settle"]
'''
    result = run_text(text)
    # The first place is off the board (refused); the second completes row 7, which goes,
    # and the T's top row falls into row 7; the turned bar stands in column 0.
    assert result["board"] == ["#......."] * 4 + ["........"] * 3 + ["..###..."]
    assert (result["score"], result["streak"], result["over"]) == (4 + 10 + 4, 0, False)


def test_a_board_string_with_blank_lines_and_spaces_around_rows():
    text = PAGE_EXAMPLE.replace('"""\n' + EMPTY_ROWS, '"""\n\n  ' + EMPTY_ROWS + "\n\n")
    assert run_text(text)["score"] == 4


def test_check_passes_and_a_wrong_expect_is_shown(tmp_path):
    board = "\n".join(["........"] * 6 + ["..###...", "...#...."])
    text = (PAGE_EXAMPLE + '[expect]\nscore = 4\nstreak = 0\nover = false\n'
            + f'board = """\n{board}\n"""\n')
    status, out, _ = run_cli(tmp_path, text, "--check")
    assert status == 0, out
    status, out, _ = run_cli(tmp_path, text.replace("score = 4", "score = 5"), "--check")
    assert status == 1 and "score: expected 5, got 4" in out
    status, out, _ = run_cli(tmp_path, text.replace("..###...", "...###.."), "--check")
    assert status == 1 and "board: rows differ" in out


def test_the_tray_without_a_board_and_the_board_without_a_tray():
    assert run_text('game = "verse"\n[setup]\ntray = ["#"]\nactions = ["place:0:0:0"]\n'
                    )["board"][0] == "#......."
    full = '["########", "########", "########", "########", "########", "########", ' \
           '"########", "########"]'
    assert run_text(f'game = "verse"\n[setup]\nboard = {full}\n')["over"] is True


MALFORMED = {
    "option": ('[options]\nrotation = 1\n', "options.rotation: expected true or false"),
    "option-name": ('[options]\nedge = 6\n', "options.edge: expected a Verse option"),
    "setup-key": ('[setup]\nqueue = []\n', "setup.queue: expected a key from board, tray"),
    "tray-type": ('[setup]\ntray = "#"\n', "setup.tray: expected a list of 1 to 3 pieces"),
    "tray-empty": ('[setup]\ntray = []\n', "setup.tray: expected a list of 1 to 3 pieces"),
    "tray-long": ('[setup]\ntray = ["#", "#", "#", "#"]\n', "setup.tray: expected a list"),
    "tray-entry": ('[setup]\ntray = ["#", "#x"]\n', "setup.tray[1]: expected piece rows"),
    "tray-loose": ('[setup]\ntray = [".#,.#"]\n', "setup.tray[0]: expected piece rows"),
    "tray-number": ('[setup]\ntray = [3]\n', "setup.tray[0]: expected piece rows"),
    "board-rows": ('[setup]\nboard = """\n........\n"""\n', "setup.board: expected 8 rows"),
    "board-cell": ('[setup]\nboard = """\n' + "........\n" * 3 + "...x....\n" + "........\n" * 4
                   + '"""\n', "setup.board (row 3, counting from 0 at the top, column 3): "),
    "board-width": ('[setup]\nboard = """\n' + "........\n" * 7 + ".......\n" + '"""\n',
                    "setup.board (row 7, counting from 0 at the top): expected 8 characters"),
    "board-type": ('[setup]\nboard = 3\n', "setup.board: expected a multi-line string"),
    "action": ('[setup]\nactions = ["place:0:1:2", "drop"]\n', "setup.actions[1]: expected "
               "place:S:R:C or rotate:S"),
    "action-slot": ('[setup]\nactions = ["place:3:0:0"]\n', "setup.actions[0]: expected"),
    "action-arity": ('[setup]\nactions = ["place:0:1"]\n', "setup.actions[0]: expected"),
    "action-rotate": ('[setup]\nactions = ["rotate:0:1"]\n', "setup.actions[0]: expected"),
    "action-number": ('[setup]\nactions = ["place:0:x:1"]\n', "setup.actions[0]: expected"),
    "wait": ('[setup]\nactions = ["wait:x"]\n', "setup.actions[0]: expected wait:N"),
    "expect-key": ('[expect]\nfield = []\n', "expect.field: expected a key from board"),
    "expect-board": ('[expect]\nboard = ["#"]\n', "expect.board: expected 8 rows"),
    "expect-score": ('[expect]\nscore = true\n', "expect.score: expected an integer"),
    "expect-over": ('[expect]\nover = 1\n', "expect.over: expected true or false"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_verse_files_exit_2_naming_the_key(tmp_path, name):
    body, message = MALFORMED[name]
    status, out, err = run_cli(tmp_path, 'game = "verse"\n' + body, "--check")
    assert status == 2, out + err
    assert err.startswith(message), err
    assert err.count("\n") == 1


def test_negative_and_far_targets_are_legal_file_content_and_simply_refused():
    text = 'game = "verse"\n[setup]\ntray = ["#"]\nactions = ["place:0:-1:0", "place:0:9:9"]\n'
    result = run_text(text)
    assert result["board"] == ["........"] * 8 and result["score"] == 0


def test_command_line_runs_a_verse_file(tmp_path):
    path = tmp_path / "page.toml"
    path.write_text(PAGE_EXAMPLE, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["score"] == 4


scalars = st.one_of(st.integers(-12, 12), st.booleans(), st.text(max_size=6),
                    st.sampled_from(["#", "##,##", "###,.#.", "#.,.#", "place:0:0:0",
                                     "place:2:7:7", "rotate:1", "wait:2", "settle",
                                     "########", "#######.", "..x....."]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=9), max_leaves=12)
files = st.fixed_dictionaries({"game": st.just("verse")}, optional={
    "seed": st.integers(0, 99),
    "options": st.dictionaries(st.sampled_from(["rotation", "fair", "x"]), values,
                               max_size=2),
    "setup": st.fixed_dictionaries({}, optional={"board": values, "tray": values,
                                                 "actions": values, "other": values}),
    "expect": st.dictionaries(st.sampled_from(["board", "score", "streak", "over", "rows"]),
                              values, max_size=2)})


@settings(max_examples=300, deadline=None)
@given(files)
def test_any_verse_file_is_either_run_or_rejected_with_a_named_key(data):
    try:
        run(parse_scenario(data).prepared)
    except ValidationError as exc:
        assert exc.key and "expected" in str(exc)
