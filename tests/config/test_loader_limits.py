"""Settings files that used to crash, hang or lose settings: each is now one ``settings:`` line
and the defaults (at start) or the last good values (while playing)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from game.config import Settings, load_settings
from game.config.loader import MAX_BYTES, MAX_UNKNOWN_REPORTED

DEEP = "[effects]\nbloom = " + "[" * 400 + "]" * 400 + "\n"
DEEP_TABLE = "[effects]\nbloom = " + "{a = " * 400 + "1" + "}" * 400 + "\n"
HUGE_INT = "[effects]\nbloom = " + "7" * 4400 + "\n"
LONG_KEY = "a" + ".a" * 30_000 + " = 1\n"  # 60 KB: 3.5 GB inside tomllib before the check


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "settings.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("text", "why"), [
    (DEEP, "nested more than 32 deep"),
    (DEEP_TABLE, "nested more than 32 deep"),
    (HUGE_INT, "Exceeds the limit (4300 digits)"),
    (LONG_KEY, "a dotted key of more than 32 parts"),
])
def test_a_file_too_deep_or_too_large_for_the_parser_is_one_line(
        tmp_path: Path, text: str, why: str) -> None:
    loaded = load_settings(write(tmp_path, text))
    assert loaded.settings == Settings()
    assert len(loaded.problems) == 1
    line = str(loaded.problems[0])
    assert line.startswith(f"settings: {tmp_path / 'settings.toml'}: not usable TOML")
    assert why in line and line.endswith("using the defaults") and "\n" not in line


def test_a_bom_keeps_every_setting(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, "\ufeff[effects]\nbloom = 0.25\n".encode()))
    assert loaded.problems == () and loaded.settings.effects.bloom == 0.25


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, "# pad\n" * (MAX_BYTES // 6 + 1)))
    assert [p.message for p in loaded.problems] == [
        f"is {MAX_BYTES + 6 - MAX_BYTES % 6:,} bytes, more than the 256 KiB allowed; "
        "using the defaults"]


def test_unknown_keys_are_reported_up_to_a_cap(tmp_path: Path) -> None:
    keys = "".join(f"stray{i} = 1\n" for i in range(5000))
    sections = "".join(f"[junk{i}]\n" for i in range(50))
    loaded = load_settings(write(tmp_path, "[effects]\nbloom = 0.3\n" + keys + sections))
    lines = [str(p) for p in loaded.problems]
    assert loaded.settings.effects.bloom == 0.3
    assert len(lines) == 2 * (MAX_UNKNOWN_REPORTED + 1)
    assert "settings: settings: ... and 40 more unknown keys; ignored" in lines
    assert "settings: settings: ... and 4,990 more unknown keys; ignored" in lines


def test_a_long_bad_value_is_quoted_short(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, f'[effects]\nbloom = "{"x" * 5000}"\n'))
    (problem,) = loaded.problems
    assert len(str(problem)) < 200 and "…" in str(problem)


def _fifo(tmp_path: Path) -> Path:
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    return path


def _in_time(call, seconds: float = 5.0):  # type: ignore[no-untyped-def]
    """``call()`` on a thread, failing (not hanging the suite) if it blocks."""
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, "blocked"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_settings_file_does_not_hang(tmp_path: Path) -> None:
    path = _fifo(tmp_path)
    loaded = _in_time(lambda: load_settings(path))
    assert [str(p) for p in loaded.problems] == [  # type: ignore[attr-defined]
        f"settings: {path}: cannot be read: it is a FIFO, not a regular file; using the defaults"]


def test_a_device_as_the_settings_file_does_not_hang(tmp_path: Path) -> None:
    loaded = _in_time(lambda: load_settings(Path("/dev/zero"), must_exist=True))
    assert [p.message for p in loaded.problems] == [  # type: ignore[attr-defined]
        "cannot be read: it is a character device, not a regular file; using the defaults"]


def test_a_key_with_a_line_break_is_reported_in_one_line(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, '[effects]\n"a\\nb" = 1\n'))
    (line,) = [str(p) for p in loaded.problems]
    assert line.startswith("settings: effects.a\\nb: unknown key (known: ") and "\n" not in line


def test_a_fifo_put_in_place_while_playing_does_not_hang_the_reload(tmp_path: Path) -> None:
    from game.config import SettingsWatch
    from game.config.schema import Effects
    from game.config.watch import CHECK_EVERY_S

    now = [0.0]
    reports: list[str] = []
    path = write(tmp_path, "[effects]\nbloom = 0.3\n")
    watch = SettingsWatch(path, Effects(bloom=0.3), lambda p: reports.append(str(p)),
                          clock=lambda: now[0])
    path.unlink()
    os.mkfifo(path)
    now[0] += CHECK_EVERY_S
    assert _in_time(watch.poll) is None  # no new effects; a hang fails inside _in_time
    assert watch.effects.bloom == 0.3
    assert reports == [f"settings: {path}: cannot be read: it is a FIFO, not a regular file; "
                       "keeping the current effects"]
