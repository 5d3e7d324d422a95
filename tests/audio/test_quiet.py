"""No library noise on the player's terminal, and no audio device opened where no sound is
wanted: ``shot`` and ``render`` never connect to the sound server or load an audio library."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.audio.testbed import PulseServer
from tests.audio.conftest import openal_installed

NO_DEVICE = """
import sys, time
from game.audio.mixer import open_mixer
from game.config.schema import Audio
said = []
def report(line):
    said.append(line)
    print(line, file=sys.stderr, flush=True)
mixer = open_mixer(lambda: Audio(driver="openal"), lambda: "", report)
deadline = time.monotonic() + 10
while not said and time.monotonic() < deadline:
    mixer.update()
    time.sleep(0.02)
time.sleep(1.3)  # a second attempt to open the device, which must be as quiet
mixer.update()
mixer.close()
"""


@pytest.mark.skipif(not openal_installed(), reason="libopenal is not installed")
def test_no_device_is_one_line_of_ours_and_none_of_the_libraries(tmp_path: Path) -> None:
    """OpenAL Soft with no sound server and ALSA with no card (an empty ALSA configuration):
    unquieted, that is nine "ALSA lib …" and "AL lib: (EE) …" lines."""
    (tmp_path / "runtime").mkdir(mode=0o700)
    (tmp_path / "asound.conf").write_text("", encoding="utf-8")
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("ALSOFT_", "PULSE_", "ALSA_"))}
    env.update(XDG_RUNTIME_DIR=str(tmp_path / "runtime"), HOME=str(tmp_path),
               PULSE_SERVER=f"unix:{tmp_path}/no-server", ALSA_CONFIG_PATH=str(
                   tmp_path / "asound.conf"))
    done = subprocess.run([sys.executable, "-c", NO_DEVICE], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        "sound: no audio output (openal: no output device could be opened); playing silently,"
        " trying again every 1 s"]


RUN_AND_LOOK = """
import json, subprocess, sys
from game.__main__ import main
code = main(sys.argv[1:])
maps = open("/proc/self/maps").read()
clients = subprocess.run(["pactl", "list", "short", "clients"], capture_output=True,
                         text=True).stdout
print(json.dumps({"code": code, "clients": clients,
                  "libraries": [n for n in ("libopenal", "libpulse", "libasound") if n in maps]}))
"""


def run_and_look(*args: str) -> dict[str, object]:
    """``arcadeforge ARGS`` in a process that then tells which audio libraries it loaded and
    which clients the sound server has while it is still there."""
    done = subprocess.run([sys.executable, "-c", RUN_AND_LOOK, *args], capture_output=True,
                          text=True, timeout=240, env={**os.environ, "PYGLET_AUDIO": ""})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_shot_and_render_open_no_audio_device(pulse: PulseServer, tmp_path: Path) -> None:
    from game.sim.record_demo import record

    replay = tmp_path / "demo.json"
    record("retris", {"mode": "classic"}, seed=3, ticks=240).save(replay)
    looks = [run_and_look("shot", "title", str(tmp_path / "title.png"), "--size", "256x144"),
             run_and_look("render", str(replay), str(tmp_path / "clip.mp4"), "--fps", "10",
                          "--size", "256x144", "--to", "0.2", "--progress", "none")]
    for look in looks:
        assert look["code"] == 0
        assert look["libraries"] == [], "an audio library was loaded"
        clients = str(look["clients"])
        assert "keeper" in clients or "pacat" in clients  # the server was there to be seen
        assert "python" not in clients, clients
