"""The render's progress bar, its time left, and the times --from/--to accept."""

from __future__ import annotations

import io

import pytest

from game.video.progress import Progress, clock, parse_time


def test_times_read_as_seconds_or_minutes() -> None:
    assert parse_time("90") == 90.0
    assert parse_time("1:30.5") == 90.5
    assert parse_time("1:00:00") == 3600.0
    for bad in ("", "x", "1:2:3:4", "-5", "nan"):
        with pytest.raises(ValueError):
            parse_time(bad)


def test_clock_shows_minutes_and_hours() -> None:
    assert (clock(75.4), clock(3725), clock(-3)) == ("1:15", "1:02:05", "0:00")


def test_the_bar_shows_share_speed_and_time_left() -> None:
    now = [0.0]
    bar = Progress(300, 60, "bar", io.StringIO(), clock_fn=lambda: now[0])
    line = bar.line(150, 10.0)  # 15 frames a second: 0.25x real time, 10 s to go
    assert "50%" in line and "150/300 frames" in line and "15.0 fps" in line
    assert "0.25× real time" in line and "0:10 left" in line
    assert line.count("#") == 14


def test_lines_mode_is_for_the_game_to_read() -> None:
    out = io.StringIO()
    now = [0.0]
    bar = Progress(3, 60, "lines", out, clock_fn=lambda: now[0])
    for done in (1, 2, 3):
        now[0] += 1.0
        bar.update(done)
    assert out.getvalue().splitlines() == ["frame 1/3", "frame 2/3", "frame 3/3"]
