"""The crash log is written safely: a private folder of ours, a plain file opened without
following links, so a symlink planted at ``$TMPDIR/arcadeforge/rules-crash.log`` (where
``shot`` writes) never redirects the write to another file."""

from __future__ import annotations

import logging
import os
import stat
import tempfile
from pathlib import Path

import pytest

from game.sim.crash import log_crash


def crash() -> BaseException:
    try:
        raise RuntimeError("the rules raised on tick 7")
    except RuntimeError as exc:
        return exc


def test_the_crash_log_is_created_private(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "rules-crash.log"
    log_crash(crash(), path)
    log_crash(crash(), path)
    assert path.read_text().count("RuntimeError: the rules raised on tick 7") == 2
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_shots_crash_log_does_not_follow_a_planted_symlink(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        window) -> None:  # type: ignore[no-untyped-def]
    from game.headless.app import make_app

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    victim = tmp_path / "precious.txt"
    victim.write_text("mine")
    (tmp_path / "arcadeforge").mkdir()
    (tmp_path / "arcadeforge" / "rules-crash.log").symlink_to(victim)
    app = make_app(window, seed=1)
    assert app.log_path == tmp_path / "arcadeforge" / "rules-crash.log"
    with caplog.at_level(logging.ERROR, logger="game.sim.crash"):
        log_crash(crash(), app.log_path)
    assert victim.read_text() == "mine"
    assert "could not write the crash log" in caplog.text


def test_a_folder_that_is_a_symlink_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "arcadeforge").symlink_to(elsewhere)
    log_crash(crash(), tmp_path / "arcadeforge" / "rules-crash.log")
    assert list(elsewhere.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="giving a folder to another user needs root")
def test_a_folder_of_another_user_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "arcadeforge"
    folder.mkdir()
    os.chown(folder, 4242, 4242)
    log_crash(crash(), folder / "rules-crash.log")
    assert list(folder.iterdir()) == []


def test_a_hard_link_to_another_file_is_refused(tmp_path: Path) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("mine")
    (tmp_path / "logs").mkdir(mode=0o700)
    os.link(victim, tmp_path / "logs" / "rules-crash.log")
    log_crash(crash(), tmp_path / "logs" / "rules-crash.log")
    assert victim.read_text() == "mine"
