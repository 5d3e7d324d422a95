"""Save video from the game over screen: a child process renders the replay while the game
goes on; its progress is read back and shown."""

from __future__ import annotations

import time
from pathlib import Path

import imageio_ffmpeg
import pytest

from game.sim.record_demo import record
from game.video import background


def wait(export: background.Export, seconds: float = 180.0) -> None:
    end = time.monotonic() + seconds
    while export.status == "running" and time.monotonic() < end:
        time.sleep(0.1)


def test_an_export_runs_in_a_child_and_reports_its_frames(tmp_path: Path) -> None:
    replay = tmp_path / "demo.json"
    record("retris", {}, seed=2, ticks=240).save(replay)
    ended: list[background.Export] = []
    export = background.start_export(replay, tmp_path / "out" / "clip.mp4", size=(128, 72),
                                     fps=10, on_end=ended.append)
    assert export in background.shown()
    wait(export)
    assert export.status == "saved", export.message
    assert ended == [export] and export.done == export.total == 36  # 2 s + 1.5 s tail, 10 fps
    meta = next(imageio_ffmpeg.read_frames(str(export.out)))
    assert meta["size"] == (128, 72)
    assert background.badge_line(export).startswith("VIDEO SAVED")


def test_a_failed_export_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    export = background.start_export(bad, tmp_path / "x.mp4", size=(64, 64), fps=10)
    wait(export)
    assert export.status == "failed" and "bad.json" in export.message
    assert background.badge_line(export) == "VIDEO FAILED"


def test_video_names_never_collide(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    first = background.video_path("verse")
    first.parent.mkdir(parents=True)
    first.write_bytes(b"")
    assert background.video_path("verse", None).name != first.name


def test_a_running_export_holds_its_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    from datetime import datetime

    when = datetime(2026, 1, 2, 3, 4, 5)
    first = background.video_path("retris", when)
    background.EXPORTS.append(background.Export(tmp_path / "r.json", first))
    try:
        assert background.video_path("retris", when).name == "retris-20260102-030405-2.mp4"
    finally:
        background.EXPORTS.pop()


def test_an_export_renders_in_the_players_language(tmp_path: Path) -> None:
    """The child is told the game's language: the video's words, and the lines it reports
    (tests/cli/test_render.py checks a French frame)."""
    from game import i18n

    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    i18n.set_language("nl")
    export = background.start_export(bad, tmp_path / "x.mp4", size=(64, 64), fps=10)
    assert export._proc is not None and export._proc.args[-2:] == ["--language", "nl"]
    wait(export)
    assert export.status == "failed"
