"""Every command's bad option or path is one line on stderr and status 2 (argparse's own
errors print the usage block first), found before any GL work starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.app import _parser as play_parser
from game.cli import shot
from game.cli.render import frame_range
from game.cli.render import main as render_main
from game.sim.record_demo import record
from game.video.encoder import check_output
from game.video.progress import parse_time

ROOT = Path(__file__).resolve().parents[2]


def one_line_exit(call, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exc:
        call()
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "usage:" not in err
    return err


@pytest.mark.parametrize("argv, says", [
    (["r.json", "o.mp4", "--fps", "-1"], "--fps: expected 1..240, got -1"),
    (["r.json", "o.mp4", "--size", "0x0"], "--size"),
    (["r.json", "o.mp4", "--to", "inf"], "--to"),
    (["r.json", "o.mp4", "--from", "nan"], "--from"),
])
def test_render_option_errors_are_one_line(argv: list[str], says: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert says in one_line_exit(lambda: render_main(argv), capsys)


def test_shot_and_play_option_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--edge" in one_line_exit(lambda: shot.main(["title", "x.png", "--edge", "12"]),
                                     capsys)
    assert "--tick" in one_line_exit(lambda: shot.main(["replay", "x.png", "--tick", "-3"]),
                                     capsys)
    assert "--size" in one_line_exit(lambda: play_parser().parse_args(["--size", "1x1"]),
                                     capsys)


def test_times_past_any_frame_number_are_refused_or_clamped() -> None:
    for text in ("inf", "1:1e999", "-inf"):
        with pytest.raises(ValueError):
            parse_time(text)
    # 1e308 s is finite but times the fps overflows: clamped to the tail, not an error
    assert frame_range(1200, 120, 60, 1e308, 1e308) == range(690, 691)


def test_a_video_folder_that_cannot_take_a_file_is_found_first(tmp_path: Path) -> None:
    afile = tmp_path / "a.json"
    afile.write_text("{}")
    problem = check_output(afile / "x.mp4", (64, 64))
    assert problem is not None and "cannot be written" in problem


def test_shot_refuses_a_bad_replay_or_out_before_rendering(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\xff\xfe\x00junk")
    assert shot.main(["replay", str(tmp_path / "x.png"), "--replay", str(junk)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert shot.main(["title", str(tmp_path)]) == 2  # a folder, not a file name
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a folder" in err
    assert shot.main(["title", str(junk / "x.png")]) == 2  # its folder is a file
    assert "not a folder" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junk.json"]


def test_shot_replay_past_the_end_does_not_spin(tmp_path: Path) -> None:
    # A child process: the shot opens its own window. Before the clamp this stepped the
    # stage 10**9 / 2 times (hours) for a picture identical to the tail's.
    path = tmp_path / "r.json"
    record("retris", {"mode": "classic"}, seed=3, ticks=240).save(path)
    done = subprocess.run([sys.executable, "-m", "game", "shot", "replay",
                           str(tmp_path / "x.png"), "--replay", str(path), "--tick",
                           "1000000000", "--size", "64x64"],
                          cwd=ROOT, capture_output=True, text=True, timeout=90)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "x.png").exists()


def test_play_without_a_display_is_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from game.app import run_game

    settings = tmp_path / "settings.toml"
    settings.write_text("")
    monkeypatch.delenv("ARCADE_HEADLESS", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert run_game(["--config", str(settings)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no display" in err and "shot SCENE OUT.png" in err
