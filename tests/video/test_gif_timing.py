"""GIFs play at the real speed in a browser: at most 50 frames a second (30 by default), and
frame delays, decoded back from the file, that add up to the video's length."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from game.cli.render import main as render_main
from game.sim.record_demo import record
from game.video.encoder import GIF_FPS, EncoderError, VideoWriter, default_fps


def delays(path: Path) -> list[int]:
    """Each frame's delay in milliseconds, as a browser reads the file."""
    found = []
    with Image.open(path) as gif:
        for k in range(gif.n_frames):
            gif.seek(k)
            found.append(int(gif.info["duration"]))
    return found


def _check(shown: list[int], frames: int, fps: int) -> None:
    assert len(shown) == frames
    assert min(shown) >= 20, shown  # browsers show 10 ms as 100 ms
    assert abs(sum(shown) - frames * 1000 / fps) <= 10, (sum(shown), frames, fps)
    assert max(shown) - min(shown) <= 10  # 2/3/… hundredths, never a stall


@pytest.mark.parametrize("fps", [GIF_FPS, 50, 24])
def test_the_delays_add_up_to_the_real_time(tmp_path: Path, fps: int) -> None:
    out = tmp_path / "clip.gif"
    frames = 2 * fps + 1
    with VideoWriter(out, (32, 32), fps) as writer:
        for k in range(frames):  # a new picture every frame, as a game's would be
            writer.write(np.full((32, 32, 3), (k * 37) % 256, np.uint8).tobytes())
    _check(delays(out), frames, fps)


def test_a_gif_over_50_fps_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    with pytest.raises(EncoderError, match="at most 50"):
        VideoWriter(tmp_path / "x.gif", (32, 32), 60)
    demo = tmp_path / "demo.json"
    record("retris", {}, seed=1, ticks=120).save(demo)
    assert render_main([str(demo), str(tmp_path / "x.gif"), "--fps", "60"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--fps 60: a GIF holds at most 50" in err
    assert not (tmp_path / "x.gif").exists()
    assert default_fps(Path("x.gif")) == 30 and default_fps(Path("x.mp4")) == 60


def test_render_makes_a_gif_at_30_fps_by_default(tmp_path: Path) -> None:
    demo, out = tmp_path / "demo.json", tmp_path / "game.gif"
    record("retris", {"mode": "arcade"}, seed=4, ticks=600).save(demo)
    done = subprocess.run([sys.executable, "-m", "game", "render", str(demo), str(out),
                           "--size", "128x72", "--to", "2", "--progress", "none"],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    assert "30 fps" in done.stdout
    _check(delays(out), 2 * 30 + 1, 30)
