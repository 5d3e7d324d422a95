"""Fuzzing ``arcadeforge scenario`` with byte mutations of real scenario files: every run
ends with exit 0 (the result on stdout) or 2 with exactly one line on stderr naming the file,
never a traceback, and nothing is written anywhere."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.scenario.cli import main
from tests.fuzz_support import FUZZ, changed_outside, count_case, mutated, tree

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
# One file of each game, each with actions, a board and an [expect] to damage.
SOURCES = [sorted((ROOT / game).rglob("*.toml"))[i] for game, i in
           (("retris", 0), ("retris", 5), ("tetlight", 0), ("tetlight", 7), ("verse", 0),
            ("verse", 3))]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@FUZZ
@given(data=st.one_of(*(mutated(p.read_bytes()) for p in SOURCES)), check=st.booleans())
def test_any_mutated_scenario_runs_or_is_refused_in_one_line(
        data: bytes, check: bool, tmp_path: Path, data_dir: Path) -> None:
    count_case("scenarios")
    path = tmp_path / "in" / "s.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    before = tree(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    status = main([str(path), *(["--check"] if check else [])], out, err)
    text = err.getvalue()
    assert "Traceback" not in out.getvalue() + text
    if status == 2:
        assert text.count("\n") == 1 and text.startswith(f"{path}: "), text
    else:
        assert status in ((0, 1) if check else (0,)) and text == ""
    assert changed_outside(before, tree(tmp_path), "data") == []
    assert not data_dir.exists()
