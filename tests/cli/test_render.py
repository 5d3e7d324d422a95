"""`arcadeforge render`: a real video, decoded back (frame count, size, one frame against
`arcadeforge shot replay` at the same tick); bad input is one line and status 2.

The command runs in a child process: it opens its own headless window at the video's size,
and a test process has only its one shared window."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image

from game.cli.render import frame_range
from game.cli.render import main as render_main
from game.core.replay import Replay
from game.headless.app import TAIL_SECONDS
from game.sim.record_demo import record
from game.video.encoder import EncoderError, VideoWriter

SIZE = (256, 144)


def arcadeforge(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True,
                          timeout=240)


@pytest.fixture(scope="module")
def replay_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("render") / "demo.json"
    record("retris", {"mode": "arcade"}, seed=4, ticks=900).save(path)
    return path


def decode(path: Path) -> tuple[tuple[int, int], list[np.ndarray]]:
    reader = imageio_ffmpeg.read_frames(str(path))
    meta = next(reader)
    w, h = meta["size"]
    return (w, h), [np.frombuffer(f, np.uint8).reshape(h, w, 3) for f in reader]


def test_frames_cover_the_game_and_its_tail() -> None:
    assert frame_range(1200, 120, 60, 0.0, None) == range(0, 601 + round(TAIL_SECONDS * 60))
    assert frame_range(1200, 120, 30, 2.0, 4.0) == range(60, 121)
    assert frame_range(1200, 120, 60, 99.0, None).start == 600 + 90  # clamped to the tail


def test_render_from_to_matches_the_shot_at_that_tick(replay_file: Path,
                                                      tmp_path: Path) -> None:
    out = tmp_path / "clip.mp4"
    done = arcadeforge("render", str(replay_file), str(out), "--fps", "30", "--size",
                       "256x144", "--from", "5", "--to", "6", "--progress", "none")
    assert done.returncode == 0, done.stderr
    assert "wrote" in done.stdout and "31 frames" in done.stdout
    size, frames = decode(out)
    assert size == SIZE and len(frames) == 31  # 5.0 s to 6.0 s at 30 fps, both ends
    tick = (150 + 20) * 120 // 30  # frame 20 of the clip is frame 170 of the game
    png = tmp_path / "shot.png"
    shot = arcadeforge("shot", "replay", str(png), "--replay", str(replay_file), "--tick",
                       str(tick), "--size", "256x144")
    assert shot.returncode == 0, shot.stderr
    want = np.asarray(Image.open(png).convert("RGB"), dtype=np.int16)
    errors = [float(np.abs(f.astype(np.int16) - want).mean()) for f in frames]
    assert errors[20] < 6.0  # H.264 at CRF 20 on a tiny, busy frame loses a little
    assert min(range(len(frames)), key=errors.__getitem__) == 20  # and no other tick is closer


def test_a_match_renders_every_field_as_the_shot_does(tmp_path: Path) -> None:
    from tests.sim.match_play import scripted

    path = tmp_path / "match.json"
    scripted((20, 28, 36), first_to=1).save(path)  # 2.8 s, pieces dropping all along
    out = tmp_path / "match.mp4"
    done = arcadeforge("render", str(path), str(out), "--fps", "30", "--size", "480x270",
                       "--from", "1", "--to", "1.5", "--progress", "none")
    assert done.returncode == 0, done.stderr
    size, frames = decode(out)
    assert size == (480, 270) and len(frames) == 16
    tick = (30 + 8) * 120 // 30  # frame 8 of the clip is frame 38 of the match
    png = tmp_path / "shot.png"
    shot = arcadeforge("shot", "replay", str(png), "--replay", str(path), "--tick", str(tick),
                       "--size", "480x270")
    assert shot.returncode == 0, shot.stderr
    want = np.asarray(Image.open(png).convert("RGB"), dtype=np.int16)
    errors = [float(np.abs(f.astype(np.int16) - want).mean()) for f in frames]
    assert errors[8] < 6.0 and min(range(len(frames)), key=errors.__getitem__) == 8
    thirds = np.array_split(want.max(axis=2)[20:-20], 3, axis=1)  # three fields side by side
    assert all((part > 80).mean() > 0.02 for part in thirds)


@pytest.mark.parametrize("name", ["clip.gif", "clip.webm", "clip.mp4"])
def test_the_writer_makes_each_format_upright(tmp_path: Path, name: str) -> None:
    out = tmp_path / name
    with VideoWriter(out, (64, 48), 10) as writer:
        for k in range(5):
            rows = np.zeros((48, 64, 3), np.uint8)
            rows[:8] = 250  # GL's first row is the bottom one
            rows[..., 1] = 40 * k
            writer.write(rows.tobytes())
    size, frames = decode(out)
    assert size == (64, 48) and len(frames) == 5
    assert frames[0][-4:, :, 0].mean() > 200 and frames[0][:4, :, 0].mean() < 50
    assert not list(tmp_path.glob(".*part*"))  # the temporary name is gone


def test_a_failing_encoder_leaves_no_file(tmp_path: Path) -> None:
    out = tmp_path / "clip.mp4"
    writer = VideoWriter(out, (64, 48), 10)
    with pytest.raises(EncoderError, match="ffmpeg"):
        for _ in range(200):
            writer.write(b"\0" * 10)  # not a whole frame: refused before ffmpeg sees it
    writer.abort()
    assert not out.exists() and not list(tmp_path.iterdir())


@pytest.mark.parametrize("content, says", [
    ("{not json", "not JSON"),
    ('{"format": "arcadeforge-replay", "version": 1}', "header"),
])
def test_a_bad_replay_is_one_line_and_status_2(tmp_path: Path, content: str, says: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert render_main([str(bad), str(tmp_path / "x.mp4")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(bad) in err and says in err
    assert not (tmp_path / "x.mp4").exists()


def test_an_older_ruleset_and_a_bad_name_are_refused(replay_file: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    replay = Replay.load(replay_file)
    old = tmp_path / "old.json"
    Replay(replace(replay.header, ruleset_version="retris-0"), replay.inputs,
           replay.final_tick, replay.final_digest).save(old)
    assert render_main([str(old), str(tmp_path / "x.mp4")]) == 2
    assert "made with ruleset retris-0" in capsys.readouterr().err
    assert render_main([str(replay_file), str(tmp_path / "x.avi")]) == 2
    assert ".mp4, .webm or .gif" in capsys.readouterr().err
    assert render_main([str(replay_file), str(tmp_path / "x.mp4"), "--size", "255x144"]) == 2
    assert "even width" in capsys.readouterr().err


def test_from_past_the_end_is_one_line_and_writes_nothing(replay_file: Path,
                                                          tmp_path: Path) -> None:
    out = tmp_path / "late.mp4"
    done = arcadeforge("render", str(replay_file), str(out), "--from", "9:00",
                       "--progress", "none")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "--from 9:00 is past the end of" in done.stderr and "0:09 with the final banner" \
        in done.stderr
    assert not out.exists()


def test_a_video_speaks_the_language_asked_for(replay_file: Path, tmp_path: Path) -> None:
    """``--language fr`` (what the game's own export passes): the frame is the French shot
    of that tick, not the English one."""
    out = tmp_path / "fr.mp4"
    done = arcadeforge("render", str(replay_file), str(out), "--fps", "30", "--size", "640x360",
                       "--from", "5", "--to", "5", "--progress", "none", "--language", "fr")
    assert done.returncode == 0, done.stderr
    _, (frame,) = decode(out)
    shots = {}
    for language in ("fr", "en"):
        png = tmp_path / f"{language}.png"
        shot = arcadeforge("shot", "replay", str(png), "--replay", str(replay_file), "--tick",
                           "600", "--size", "640x360", "--language", language)
        assert shot.returncode == 0, shot.stderr
        shots[language] = np.asarray(Image.open(png).convert("RGB"), dtype=np.int16)
    words = np.abs(shots["fr"] - shots["en"]).max(axis=2) > 60  # where the two differ
    assert words.sum() > 200  # the HUD's words, nothing else
    error = {k: float(np.abs(frame.astype(np.int16) - v)[words].mean())
             for k, v in shots.items()}
    assert error["fr"] < 0.5 * error["en"], error
