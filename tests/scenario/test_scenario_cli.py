"""The scenario runner: every fixture passes --check; malformed files exit 2 naming the key."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.scenario.cli import main

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "tests" / "scenarios").rglob("*.toml"))
EMPTY = "\n".join(["." * 20] * 24)


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out, err)
    return status, out.getvalue(), err.getvalue()


def write(tmp_path: Path, text: str, name: str = "s.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_there_are_fixtures():
    assert len(FIXTURES) >= 60


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: str(p.relative_to(ROOT / "tests")))
def test_fixture_passes_check(path):
    status, out, err = run_cli(str(path), "--check")
    assert status == 0, out + err


GOOD = f'''
game = "retris"
seed = 3
[setup]
queue = ["T"]
actions = ["left", "hard_drop"]
[expect]
score = 0
field = """
{EMPTY}
"""
'''


def test_wrong_expect_fails_with_exit_1_and_a_diff(tmp_path):
    path = write(tmp_path, GOOD)
    status, out, err = run_cli(path, "--check")
    assert status == 1 and err == ""
    assert "differs from [expect]" in out
    assert "field: rows differ" in out
    assert ">   0  ....................  ....T.T.T..........." in out
    assert ">   1  ....................  ......T............." in out


def test_wrong_score_is_shown(tmp_path):
    path = write(tmp_path, GOOD.replace("score = 0", "score = 5").replace(
        f'field = """\n{EMPTY}\n"""', ""))
    status, out, _ = run_cli(path, "--check")
    assert status == 1
    assert "score: expected 5, got 0" in out


def test_prints_one_json_object_per_file(tmp_path):
    a = write(tmp_path, GOOD, "a.toml")
    b = write(tmp_path, GOOD.replace('"left", ', ""), "b.toml")
    status, out, err = run_cli(a, b)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 2
    first, second = (json.loads(line) for line in lines)
    assert list(first) == ["field", "score", "rows", "level", "over", "won", "ticks", "stats"]
    assert first["field"][-1] == "....T.T.T..........."
    assert second["field"][-1] == "......T.T.T........."
    assert len(first["field"]) == 24 and all(len(r) == 20 for r in first["field"])


MALFORMED = {
    "missing-game": ("seed = 1\n", "game: expected a game name"),
    "unknown-game": ('game = "tetris"\n', "game: expected one of 'retris'"),
    "seed-type": ('game = "retris"\nseed = "x"\n', "seed: expected an integer"),
    "top-level-typo": ('game = "retris"\nsede = 1\n', "sede: expected a top-level key"),
    "options-not-table": ('game = "retris"\noptions = 3\n', "options: expected a table"),
    "options-level": ('game = "retris"\n[options]\nlevel = 99\n',
                      "options.level: expected an integer from 1 to 15"),
    "options-unknown": ('game = "retris"\n[options]\nspeed = 2\n',
                        "options.speed: expected a Retris option"),
    "options-style": ('game = "retris"\n[options]\nstyle = "zen"\n',
                      "options.style: expected one of 'normal', 'relax', 'crazy'"),
    "options-gravity": ('game = "retris"\n[options]\ngravity = "on"\n',
                        "options.gravity: expected true or false"),
    "setup-unknown": ('game = "retris"\n[setup]\npieces = []\n',
                      "setup.pieces: expected a key from queue, field, actions"),
    "queue-not-list": ('game = "retris"\n[setup]\nqueue = "T"\n',
                       "setup.queue: expected a list of pieces"),
    "queue-piece": ('game = "retris"\n[setup]\nqueue = ["T", "W"]\n',
                    "setup.queue[1]: expected a piece name"),
    "queue-specials": ('game = "retris"\n[setup]\nqueue = ["T:nn"]\n',
                       "setup.queue[0]: expected 4 special letters"),
    "queue-special-letter": ('game = "retris"\n[setup]\nqueue = ["O:...z"]\n',
                             "setup.queue[0]: expected 4 special letters"),
    "field-rows": ('game = "retris"\n[setup]\nfield = """\n....................\n"""\n',
                   "setup.field: expected 24 rows, got 1"),
    "field-width": ('game = "retris"\n[setup]\nfield = """\n' + "\n".join(
        ["." * 20] * 23 + ["." * 18]) + '\n"""\n',
        "setup.field (row 24 from the top): expected 20 characters"),
    "field-cell": ('game = "retris"\n[setup]\nfield = """\n' + "\n".join(
        ["." * 20] * 5 + ["..Tq" + "." * 16] + ["." * 20] * 18) + '\n"""\n',
        "setup.field (row 6 from the top, column 1): expected '..' or a colour"),
    "field-type": ('game = "retris"\n[setup]\nfield = 5\n',
                   "setup.field: expected a multi-line string"),
    "action-unknown": ('game = "retris"\n[setup]\nactions = ["left", "jump"]\n',
                       "setup.actions[1]: expected one of left, right"),
    "action-wait": ('game = "retris"\n[setup]\nactions = ["wait:soon"]\n',
                    "setup.actions[0]: expected wait:N"),
    "action-wait-negative": ('game = "retris"\n[setup]\nactions = ["wait:-1"]\n',
                             "setup.actions[0]: expected wait:N"),
    # str.isdigit() says yes to these, int() fails on the first: they must be plain errors too.
    "action-wait-superscript": ('game = "retris"\n[setup]\nactions = ["wait:\u00b2"]\n',
                                "setup.actions[0]: expected wait:N"),
    "action-wait-arabic-digit": ('game = "retris"\n[setup]\nactions = ["wait:\u0663"]\n',
                                 "setup.actions[0]: expected wait:N"),
    "action-type": ('game = "retris"\n[setup]\nactions = [3]\n',
                    "setup.actions[0]: expected an action string"),
    "actions-not-list": ('game = "retris"\n[setup]\nactions = "left"\n',
                         "setup.actions: expected a list"),
    "expect-type": ('game = "retris"\n[expect]\nscore = "10"\n',
                    "expect.score: expected an integer"),
    "expect-over-type": ('game = "retris"\n[expect]\nover = 0\n',
                         "expect.over: expected true or false"),
    "expect-unknown": ('game = "retris"\n[expect]\nlines = 2\n',
                       "expect.lines: expected a key from field, score"),
    "expect-field": ('game = "retris"\n[expect]\nfield = ["...."]\n',
                     "expect.field: expected 24 rows"),
    "bad-toml": ('game = "retris"\nseed = \n', "toml: expected valid TOML"),
    "no-expect-with-check": ('game = "retris"\n', "expect: expected an [expect] table"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_file_exits_2_with_one_line_naming_the_key(tmp_path, name):
    text, message = MALFORMED[name]
    path = write(tmp_path, text)
    status, out, err = run_cli(path, "--check")
    assert status == 2, out + err
    assert err.count("\n") == 1
    assert err.startswith(f"{path}: {message}"), err
    assert "Traceback" not in err


def test_missing_file_exits_2(tmp_path):
    status, _, err = run_cli(str(tmp_path / "nope.toml"))
    assert status == 2 and err.startswith(f"{tmp_path / 'nope.toml'}: file: expected a readable")


def test_usage_errors_exit_2():
    assert run_cli()[0] == 2
    status, _, err = run_cli("a.toml", "--chek")
    assert status == 2 and "--chek" in err


def test_worst_status_wins_and_every_file_is_reported(tmp_path):
    good = write(tmp_path, GOOD.replace(f'field = """\n{EMPTY}\n"""', ""), "good.toml")
    bad = write(tmp_path, 'game = "retris"\nseed = "x"\n', "bad.toml")
    status, out, err = run_cli(good, bad, "--check")
    assert status == 2
    assert f"ok {good}" in out and err.startswith(f"{bad}: seed")


def test_command_line_imports_no_window_libraries_and_never_shows_a_traceback(tmp_path):
    bad = write(tmp_path, 'game = "retris"\n[setup]\nqueue = [1]\n')
    code = ("import sys; from game.scenario.cli import main; status = main(sys.argv[1:]); "
            "bad = [m for m in ('arcade', 'pyglet', 'moderngl') if m in sys.modules]; "
            "print('loaded', bad); sys.exit(status)")
    proc = subprocess.run([sys.executable, "-c", code, bad], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"{bad}: setup.queue[0]: expected a piece name string, got 1"
    assert "loaded []" in proc.stdout
    good = str(FIXTURES[0])
    proc = subprocess.run([sys.executable, "-m", "game.scenario", good, "--check"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_verse_board_diff_numbers_rows_from_the_top(tmp_path):
    text = '''game = "verse"
[setup]
tray = ["#"]
actions = ["place:0:0:0"]
[expect]
board = """
''' + "\n".join(["........"] * 8) + '\n"""\n'
    status, out, _ = run_cli(write(tmp_path, text), "--check")
    assert status == 1
    assert "board: rows differ (row numbers count from 0 at the top)" in out
    assert ">   0  ........  #......." in out
