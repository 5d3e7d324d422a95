"""``shot`` and ``render`` keep their games' files in one throwaway folder each and remove it
when they end (each run used to leave two empty ``/tmp/arcadeforge-shot-*`` folders); a
render cancelled with SIGTERM (how a background export stops) removes it too. Each run gets a
private TMPDIR, so other runs on the machine do not count."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from game import scratch

ROOT = Path(__file__).resolve().parents[1]


def run_env(tmp: Path) -> dict[str, str]:
    tmp.mkdir(exist_ok=True)
    return {**os.environ, "TMPDIR": str(tmp), "ARCADE_HEADLESS": "1",
            "ARCADEFORGE_DATA_DIR": str(tmp.parent / "data"),
            "ARCADEFORGE_CONFIG_DIR": str(tmp.parent / "config")}


def scratch_folders(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.glob(f"{scratch.PREFIX}*"))


def test_a_shot_leaves_no_scratch_folder(tmp_path: Path) -> None:
    tmp = tmp_path / "tmp"
    done = subprocess.run([sys.executable, "-m", "game", "shot", "verse", str(tmp_path / "v.png"),
                           "--size", "320x200"], cwd=ROOT, env=run_env(tmp), timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "v.png").exists()
    assert scratch_folders(tmp) == []


def test_a_render_cancelled_with_sigterm_removes_its_scratch_folder(tmp_path: Path) -> None:
    from game.sim.record_demo import record

    replay = tmp_path / "r.json"
    record("verse", {"rotation": True}, 3, 120 * 60).save(replay)
    tmp, out = tmp_path / "tmp", tmp_path / "out.mp4"
    child = subprocess.Popen([sys.executable, "-m", "game", "render", str(replay), str(out),
                              "--fps", "30", "--size", "160x96", "--progress", "lines"],
                             cwd=ROOT, env=run_env(tmp), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # the first frame is done: the scratch folder exists
        assert line.startswith("frame"), line + child.stderr.read()  # type: ignore[union-attr]
        assert len(scratch_folders(tmp)) == 1
        child.send_signal(signal.SIGTERM)
        assert child.wait(60) == 128 + signal.SIGTERM
    finally:
        if child.poll() is None:
            child.kill()
    assert scratch_folders(tmp) == []
    assert list(tmp_path.glob("out*")) == []  # nor the unfinished video


def test_one_scratch_folder_a_process_removed_at_the_end() -> None:
    first = scratch.scratch_folder()
    assert scratch.scratch_folder() == first and first.is_dir()
    scratch.remove_scratch()
    assert not first.exists()
