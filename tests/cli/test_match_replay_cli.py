"""``arcadeforge replay`` on a match replay: every slot's digest and the result printed, a
mismatch named; and, with ``render``, a file that cannot be used is one line on stderr naming
the file and the key, status 2, never a traceback (issue 27: an unknown slot, a slot count
outside 2-4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli.render import main as render_main
from game.cli.replay import main as replay_main
from game.core.actions import Action
from game.core.match_replay import MatchHeader, MatchReplay, MatchResult, SlotSpec
from tests.sim.match_play import scripted

D = "b" * 32


def doc() -> dict:
    header = MatchHeader("retris", {}, 1, 120, "retris-0+versus-0", 3,
                         (SlotSpec("person", "pad 1"), SlotSpec("person", "pad 2")))
    return MatchReplay(header, [], MatchResult(600, D, (D, D), (0, 0), None)).to_json()


def unknown_slot(d: dict) -> None:
    d["inputs"] = [[0, 1, "left", 1], [3, 3, "left", 1]]


def five_slots(d: dict) -> None:
    d["header"]["slots"] = [{"kind": "bot", "level": 1, "device": ""}] * 5


def one_slot(d: dict) -> None:
    d["header"]["slots"] = d["header"]["slots"][:1]


CASES = [(unknown_slot, "inputs[1]: slot 3 is not in this match (header.slots has 2)"),
         (five_slots, "header.slots: expected 2 to 4 slots, got 5"),
         (one_slot, "header.slots: expected 2 to 4 slots, got 1")]


def written(tmp_path: Path, mutate) -> Path:
    d = doc()
    mutate(d)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(d))
    return path


@pytest.mark.parametrize(("mutate", "said"), CASES)
def test_replay_refuses_in_one_line(mutate, said: str, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = written(tmp_path, mutate)
    assert replay_main([str(path)]) == 2
    out, err = capsys.readouterr()
    assert err == f"{path}: {said}\n" and out == ""


@pytest.mark.parametrize(("mutate", "said"), CASES)
def test_render_refuses_in_one_line(mutate, said: str, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = written(tmp_path, mutate)
    assert render_main([str(path), str(tmp_path / "o.mp4")]) == 2
    err = capsys.readouterr().err
    assert err == f"arcadeforge render: {path}: {said}\n"
    assert not (tmp_path / "o.mp4").exists()


def test_a_match_is_checked_slot_by_slot(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    replay = scripted((9, 14, 20))
    path = tmp_path / "m.json"
    replay.save(path)
    assert replay_main([str(path)]) == 0
    out, err = capsys.readouterr()
    f = replay.final
    assert err == "" and out.splitlines() == [
        f"{path}: ok, match of 3, retris, first to 2, tick {f.tick}, digest {f.digest}",
        f"  slot 1: person (pad:Xbox Wireless Controller), digest {f.slot_digests[0]}, "
        f"{f.round_wins[0]} round wins",
        f"  slot 2: person (keyboard-left), digest {f.slot_digests[1]}, "
        f"{f.round_wins[1]} round win{'' if f.round_wins[1] == 1 else 's'}",
        f"  slot 3: bot level 3 (bot), digest {f.slot_digests[2]}, {f.round_wins[2]} round "
        "wins",
        f"  result: slot {f.match_winner + 1} wins the match, "
        + "-".join(map(str, f.round_wins)),
    ]


def test_a_changed_match_is_a_mismatch_naming_the_slot(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d = scripted((9, 14)).to_json()
    mine = [row for row in d["inputs"] if row[1] == 2]  # slot 2's press and release rows
    mine[-6][2] = mine[-5][2] = Action.CW.value  # its third press from the end, turned
    path = tmp_path / "m.json"
    path.write_text(json.dumps(d))
    assert replay_main([str(path)]) == 1
    out, err = capsys.readouterr()
    assert err == "" and out.startswith(f"{path}: MISMATCH slot 2 differs at tick ")
