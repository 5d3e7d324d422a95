"""Fuzzing ``arcadeforge replay`` with mutations of the real golden replays, solo and match
(their bytes, and their JSON values): every run ends with exit 0, 1 (a mismatch, on stdout)
or 2 with exactly one line on stderr naming the file, never a traceback, and nothing is
written anywhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cli.replay import main
from tests.fuzz_support import FUZZ, changed_outside, count_case, json_mutated, mutated, tree

REPLAYS = Path(__file__).resolve().parents[1] / "replays"
GOLDENS = [REPLAYS / "retris-crazy-golden.json", REPLAYS / "tetlight-golden.json",
           REPLAYS / "retris-versus-golden.json"]


def check_one(data: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    count_case("replays")
    path = tmp_path / "in" / "r.json"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    before = tree(tmp_path)
    status = main([str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert status in (0, 1, 2)
    if status == 2:
        assert err.count("\n") == 1 and err.startswith(f"{path}: "), err
    elif "match of" in out.partition("\n")[0]:
        # A match that matched: its line, one per slot and the result; a mismatch, one.
        assert err == "" and status == 0 and out.count("\n") in (4, 5, 6), out
    else:
        # A replay that matched prints its line and its statistics' line; a mismatch, one.
        assert err == "" and out.count("\n") == (2 if status == 0 else 1), out
    assert changed_outside(before, tree(tmp_path), "data") == []
    assert not (tmp_path / "data").exists()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@FUZZ
@given(data=st.one_of(*(mutated(g.read_bytes()) for g in GOLDENS)))
def test_any_mutated_replay_file_is_checked_or_refused_in_one_line(
        data: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    check_one(data, tmp_path, capsys)


@FUZZ
@given(doc=st.one_of(*(json_mutated(json.loads(g.read_text())) for g in GOLDENS)))
def test_any_odd_value_in_a_replay_is_checked_or_refused_in_one_line(
        doc: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    check_one(json.dumps(doc).encode("utf-8", "surrogatepass"), tmp_path, capsys)
