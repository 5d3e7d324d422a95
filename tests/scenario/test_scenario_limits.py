"""Scenario files that used to give a traceback or run for minutes: each is exit 2 and one line
naming the file and the key, at once."""

from __future__ import annotations

import io
import os
import threading
from pathlib import Path

import pytest

from game.scenario.cli import main
from game.scenario.spec import MAX_FILE_BYTES
from game.scenario.steps import MAX_TICKS


def run_cli(*argv: str, seconds: float = 20.0) -> tuple[int, str]:
    """Status and stderr (exactly one line) of ``arcadeforge scenario``; a hang fails."""
    out, err = io.StringIO(), io.StringIO()
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(main(list(argv), out, err)),
                              daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, "arcadeforge scenario did not finish"
    text = err.getvalue()
    assert text.count("\n") == 1 and "Traceback" not in text, text
    return result[0], text.strip()


def write(tmp_path: Path, text: str | bytes) -> str:
    path = tmp_path / "s.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("text", "why"), [
    ('game = "retris"\n[options]\nlevel = ' + "{a = " * 400 + "1" + "}" * 400,
     "nested more than 32 deep"),
    ('game = "retris"\n[setup]\nactions = ' + "[" * 400 + "]" * 400, "nested more than 32 deep"),
    ('game = "retris"\nseed = ' + "3" * 4400, "Exceeds the limit (4300 digits)"),
    ("a" + ".a" * 30_000 + " = 1\n", "a dotted key of more than 32 parts"),
])
def test_toml_the_parser_cannot_take_is_one_line(tmp_path: Path, text: str, why: str) -> None:
    path = write(tmp_path, text)
    status, err = run_cli(path)
    assert status == 2 and err.startswith(f"{path}: toml: expected valid TOML") and why in err


def test_a_thousand_long_waits_are_refused_before_running(tmp_path: Path) -> None:
    waits = ", ".join(['"wait:1000000"'] * 1000)
    path = write(tmp_path, f'game = "verse"\n[setup]\nactions = [{waits}]\n')
    status, err = run_cli(path, seconds=5)
    assert status == 2
    assert err == (f"{path}: setup.actions[0]: expected at most {MAX_TICKS} ticks of play in "
                   "all (one hour at 120 Hz); the actions so far ask for 1000000, "
                   "got 'wait:1000000'")


def test_waits_up_to_the_cap_still_run(tmp_path: Path) -> None:
    path = write(tmp_path, f'game = "verse"\n[setup]\nactions = ["wait:{MAX_TICKS // 4}"]\n')
    out, err = io.StringIO(), io.StringIO()
    assert main([path], out, err) == 0 and err.getvalue() == ""


def test_a_huge_seed_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, 'game = "verse"\nseed = ' + "9" * 4000 + "\n")
    status, err = run_cli(path)
    assert status == 2 and err.startswith(f"{path}: seed: expected an integer from ")
    assert len(err) < 400  # the value is quoted short


def test_a_fifo_or_device_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    assert run_cli(str(fifo), seconds=5) == (
        2, f"{fifo}: file: expected a readable UTF-8 file, got 'cannot be read: it is a FIFO, "
           "not a regular file'")
    status, err = run_cli("/dev/zero", seconds=5)
    assert status == 2 and "a character device" in err


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    status, err = run_cli(str(path))
    assert status == 2 and "more than the 1 MiB allowed" in err


def test_a_bom_is_skipped(tmp_path: Path) -> None:
    path = write(tmp_path, '\ufeffgame = "verse"\n'.encode())
    out, err = io.StringIO(), io.StringIO()
    assert main([path], out, err) == 0 and err.getvalue() == ""


def test_a_key_with_a_line_break_is_still_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, 'game = "verse"\n"a\\nb" = 1\n')
    status, err = run_cli(path)
    assert status == 2 and err.startswith(f"{path}: a\\nb: expected a top-level key")
