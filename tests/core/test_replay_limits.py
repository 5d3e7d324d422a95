"""Replay files that used to hang, crash or eat memory: each is one line and exit 2 from
``arcadeforge replay``, checked before anything is played."""

from __future__ import annotations

import json
import os
import threading
import tracemalloc
from pathlib import Path

import pytest

from game.cli.replay import main
from game.core.actions import Action, InputChange
from game.core.replay import (
    MAX_FILE_BYTES,
    MAX_GAME_SECONDS,
    MAX_IDLE_SECONDS,
    Replay,
    ReplayError,
    ReplayHeader,
)

GOLDEN = Path(__file__).resolve().parents[1] / "replays" / "tetlight-golden.json"


def golden() -> dict:
    return json.loads(GOLDEN.read_text())


def write(tmp_path: Path, data: dict | str) -> Path:
    path = tmp_path / "r.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def cli(capsys: pytest.CaptureFixture[str], *argv: str, seconds: float = 20.0) -> tuple[int, str]:
    """Run ``arcadeforge replay`` on a thread (a hang fails, it does not stall the suite);
    returns the status and stderr, which must be exactly one line."""
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(main(list(argv))), daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, "arcadeforge replay did not finish"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return result[0], err.strip()


def test_a_final_tick_of_ten_to_the_eighteen_is_refused_at_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = golden()
    data["final"]["tick"] = 10**18
    path = write(tmp_path, data)
    status, err = cli(capsys, str(path), seconds=5)
    assert status == 2
    assert err == (f"{path}: final.tick: expected at most {MAX_GAME_SECONDS * 120} (6 hours "
                   "of play), got 1000000000000000000")


def test_a_final_tick_long_after_the_last_input_is_refused(tmp_path: Path) -> None:
    data = golden()
    last = data["inputs"][-1][0]
    data["final"]["tick"] = last + MAX_IDLE_SECONDS * 120 + 1
    with pytest.raises(ReplayError, match=r"final.tick: expected at most 30 minutes after the "
                                          rf"last input \(tick {last}\)"):
        Replay.load(write(tmp_path, data))
    data["final"]["tick"] = last + MAX_IDLE_SECONDS * 120  # the limit itself is allowed
    Replay.load(write(tmp_path, data))


@pytest.mark.parametrize(("text", "why"), [
    ("[" * 1000 + "]" * 1000, "not usable JSON (nested too deep)"),
    ('{"format":"arcadeforge-replay","version":1,"header":' + "[" * 100_000, "nested too deep"),
    ('{"format":"arcadeforge-replay","version":' + "9" * 5000 + "}", "a number too long"),
    ('{"format":"arcadeforge-replay","version":1,"inputs":[[' + "1" * 5000 + ',"left",1]]}',
     "a number too long"),
    ('{"format": 1} x', "extra data"),
    ("", "expecting a value"),
])
def test_json_the_parser_cannot_take_is_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, why: str) -> None:
    path = write(tmp_path, text)
    status, err = cli(capsys, str(path))
    assert status == 2 and err.startswith(f"{path}: ") and why in err


def test_a_lone_surrogate_in_the_digest_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = GOLDEN.read_text()
    digest = golden()["final"]["digest"]
    path = write(tmp_path, text.replace(digest, "\\ud800" + digest[1:]))
    status, err = cli(capsys, str(path))
    assert status == 2
    assert err == f"{path}: final.digest: expected 32 hex digits, got '\\ud800{digest[1:]}'"


def test_a_device_or_fifo_is_refused_without_reading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, err = cli(capsys, "/dev/zero", seconds=5)
    assert (status, err) == (2, "/dev/zero: cannot be read: it is a character device, not a "
                                "regular file")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    status, err = cli(capsys, str(fifo), seconds=5)
    assert (status, err) == (2, f"{fifo}: cannot be read: it is a FIFO, not a regular file")


def test_a_file_over_the_size_limit_is_refused_before_parsing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # sparse: no 8 MiB written
        f.truncate(MAX_FILE_BYTES + 1)
    status, err = cli(capsys, str(path))
    assert (status, err) == (2, f"{path}: is 8,388,609 bytes, more than the 8 MiB allowed")


def test_a_missing_file_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "/no/such/replay.json") == (2, "/no/such/replay.json: no such file")


def test_a_bom_is_read_and_the_golden_still_verifies(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "\ufeff" + GOLDEN.read_text())
    assert main([str(path)]) == 0
    assert capsys.readouterr().out.startswith(f"{path}: ok")


def test_a_replay_peaks_under_eight_times_its_size_in_memory(tmp_path: Path) -> None:
    """It peaked at ~14x (the JSON rows, then the InputChanges); rows are now converted as
    they are read."""
    header = ReplayHeader("tetlight", {}, 1, 120, "tetlight-1")
    actions = [Action.LEFT, Action.RIGHT, Action.CW, Action.HARD_DROP]
    inputs = [InputChange(t, actions[t % 4], bool(t % 2)) for t in range(1000, 21_000)]
    path = tmp_path / "big.json"
    Replay(header, inputs, 21_000, "0" * 32).save(path)
    size = path.stat().st_size
    tracemalloc.start()
    try:
        loaded = Replay.load(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert loaded.inputs == inputs
    assert peak < 8 * size, f"peak {peak / size:.1f}x the file size"


def test_replay_help_is_help_not_a_missing_file(capsys) -> None:
    from game.cli.replay import main as replay_main

    assert replay_main(["--help"]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("usage: arcadeforge replay") and not out.err
