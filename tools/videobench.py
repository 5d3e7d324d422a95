"""Replays and video, for ``tools/bench --sections video``:

- export speed: ``arcadeforge render`` of 4 s of Retris Arcade (a child process, as the game's
  Save video runs it) at 1920×1080 and 1280×720, 60 fps: seconds of video per wall second;
- seeking: a 10-minute replay (the autoplayer on Retris Relax): preparing its checkpoints,
  a cursor seek to 10:00, and the theatre's whole seek (the play scene rebuilt, 3 s preroll);
- a background export's cost to the game: median and p95 frame of a Retris play scene
  (update + draw + ``ctx.finish``) without and with an export running in its child;
- live recording's readback: per frame, the screen read into one of two pixel buffers
  in turn (``glReadPixels`` into a PBO) and the other one's bytes copied out, at 1280×720 and
  the window's size; the cost that would land on every frame (the pipe to ffmpeg excluded).
"""

from __future__ import annotations

import ctypes
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TEN_MINUTES = 10 * 60 * 120  # ticks


def _ms(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.95)] * 1000


def long_replay() -> Any:
    """Ten minutes of Retris Relax (slow and steady: the autoplayer keeps up)."""
    from game.sim.record_demo import record

    return record("retris", {"style": "relax", "level": 1}, 21, TEN_MINUTES, pace=6)


def export_speed(replay_file: Path, size: str) -> tuple[float, str]:
    """Seconds of video per wall second for 4 s of play at ``size``, 60 fps (the render's own
    figure: its loop, with the seek; the process start besides)."""
    out = Path(tempfile.mkdtemp(prefix="videobench-")) / "clip.mp4"
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "game", "render", str(replay_file), str(out),
                           "--size", size, "--from", "20", "--to", "24", "--progress", "none"],
                          capture_output=True, text=True)
    wall = time.perf_counter() - began
    if done.returncode != 0:
        return 0.0, done.stderr.strip()
    speed = float(done.stdout.rsplit("(", 1)[1].split("×")[0])
    return speed, f"{wall:.1f} s with the process start"


def seek_times(window: Any, replay: Any) -> list[str]:
    from game.headless.app import make_app
    from game.scenes.theatre.stage import ReplayStage
    from game.sim.replay_cursor import ReplayCursor

    cursor = ReplayCursor(replay)
    t = time.perf_counter()
    cursor.prepare()
    prepare = time.perf_counter() - t
    t = time.perf_counter()
    cursor.seek(replay.final_tick)
    seek = time.perf_counter() - t
    stage = ReplayStage(make_app(window, 1), replay)
    stage.seek(60)
    t = time.perf_counter()
    stage.seek(replay.final_tick - 1)
    whole = time.perf_counter() - t
    minutes = replay.final_tick / 120 / 60
    return [f"replay {minutes:.1f} min: checkpoints prepared in {prepare:.2f} s; seek to the "
            f"end {seek * 1000:.0f} ms (rules only), {whole:.2f} s in the theatre (play scene "
            f"rebuilt + 3 s preroll)"]


def frame_cost(window: Any, replay_file: Path, frames: int) -> list[str]:
    """A play scene's frames without, then with, a background export running."""
    from game.headless.app import make_app
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene
    from game.sim.autoplay import AutoPlayer
    from game.video import background

    app = make_app(window, 3)
    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade", style="relax"),
                            pilot=AutoPlayer(pace=3))
    app.nav.reset(scene)

    def run(n: int) -> list[float]:
        out = []
        for _ in range(n):
            t = time.perf_counter()
            scene.on_update(1 / 60)
            scene.on_draw()
            window.ctx.finish()
            out.append(time.perf_counter() - t)
        return out

    export = background.start_export(replay_file, Path(tempfile.mkdtemp()) / "bg.mp4")
    proc = export._proc
    assert proc is not None
    run(60)  # the child is starting
    idle: list[float] = []
    busy: list[float] = []
    for _ in range(4):  # interleaved: the child stopped, then running (a shared machine)
        proc.send_signal(signal.SIGSTOP)
        idle += run(frames // 4)
        proc.send_signal(signal.SIGCONT)
        busy += run(frames // 4)
    running = export.status == "running"
    export.cancel()
    (m0, p0), (m1, p1) = _ms(idle), _ms(busy)
    note = "" if running else " (the export ended before the frames did: too short a test)"
    return [f"play frame, export stopped {m0:.1f} ms (p95 {p0:.1f}); export running "
            f"{m1:.1f} ms (p95 {p1:.1f}): {m1 - m0:+.1f} ms{note}"]


def pbo_readback(window: Any, frames: int) -> list[str]:
    """Two pixel-pack buffers in turn: read this frame into one, copy the other out."""
    from pyglet import gl

    w, h = window.get_framebuffer_size()
    ctx = window.ctx
    size = w * h * 3
    pbos = [ctx.buffer(reserve=size, usage="stream") for _ in range(2)]
    out = (ctypes.c_ubyte * size)()
    samples, sync = [], []
    for i in range(frames):
        window.clear(color=(i % 255, 40, 80, 255))
        ctx.finish()
        t = time.perf_counter()
        ctx.screen.use()
        gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1)
        gl.glBindBuffer(gl.GL_PIXEL_PACK_BUFFER, pbos[i % 2].glo)
        gl.glReadPixels(0, 0, w, h, gl.GL_RGB, gl.GL_UNSIGNED_BYTE, 0)
        gl.glBindBuffer(gl.GL_PIXEL_PACK_BUFFER, pbos[(i + 1) % 2].glo)
        ptr = gl.glMapBufferRange(gl.GL_PIXEL_PACK_BUFFER, 0, size, gl.GL_MAP_READ_BIT)
        if ptr:
            ctypes.memmove(out, ptr, size)
            gl.glUnmapBuffer(gl.GL_PIXEL_PACK_BUFFER)
        gl.glBindBuffer(gl.GL_PIXEL_PACK_BUFFER, 0)
        samples.append(time.perf_counter() - t)
        t = time.perf_counter()
        ctx.screen.read(components=3)
        sync.append(time.perf_counter() - t)
    (m, p), (ms, ps) = _ms(samples[5:]), _ms(sync[5:])
    return [f"{w}x{h}: two PBOs {m:.2f} ms a frame (p95 {p:.2f}); a plain "
            f"ctx.screen.read {ms:.2f} ms (p95 {ps:.2f})"]


def run(window: Any, frames: int = 120) -> tuple[list[str], list[str]]:
    """Every measurement above; (report lines, missed targets)."""
    lines: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix="videobench-"))
    from game.sim.record_demo import record

    short = folder / "short.json"
    record("retris", {"mode": "arcade"}, 5, 30 * 120).save(short)
    for size in ("1920x1080", "1280x720"):
        speed, note = export_speed(short, size)
        lines.append(f"export {size} 60 fps: {speed:.2f} s of video per wall second ({note})")
    replay = long_replay()
    lines += seek_times(window, replay)
    lines += frame_cost(window, short, frames)
    lines += pbo_readback(window, frames)
    missed = [line for line in lines if "seek to the end" in line and _theatre_s(line) >= 1.0]
    return lines, missed


def _theatre_s(line: str) -> float:
    return float(line.split(" s in the theatre")[0].rsplit(" ", 1)[-1])
