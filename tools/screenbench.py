"""Whole-screen frame times: our screens next to arcade's own Tetris example, in one process.

Used by ``tools/bench --sections screens``. Every screen is built as ``arcadeforge shot``
builds it (play scenes after the autoplayer has played a while; Retris Arcade just after a
bomb generation fired, then held there: drawn with ``dt = 0`` so it stays mid-chain) in the one
1280×720 window, each with its own app. The peer is ``arcade.examples.tetris``'s ``GameView``
(its SpriteList board and the falling stone drawn per block), driven in the same window.

Per frame: ``on_update(dt)`` (not timed: on play screens it runs the autoplayer and the
synchronous rules, which the game runs on its own thread), then, timed, ``on_draw()`` (its
return is the *submit* time: Python issuing the frame, plus whatever the driver does
synchronously) and ``ctx.finish()`` (the *frame* time: until the software rasteriser is
done). *CPU* is the process's CPU time over the same span, every thread (the rasteriser's
too): the work a frame costs, which other processes' load disturbs less than wall time.
*py* is the main thread's own CPU time in ``on_draw``: Python issuing the frame (and the
driver's work on that thread), without the waits that inflate the wall-clock submit. *copy*
is the part of *py* spent in copies of kept pictures to the window: a copy of memory that
llvmpipe does on the calling thread, or, under Mesa's threaded dispatch (``game/glcalls.py``,
on as in the game), only its queueing; shown, not taken off *py*.
Screens take turns in blocks of frames, each
block warmed up first, so load from other processes spreads over all of them alike.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

FRAME_DT = 1.0 / 60.0
#: (name shown, shot scene, extra shot options, dt per frame)
SCREENS: tuple[tuple[str, str, dict[str, Any], float], ...] = (
    ("title", "title", {}, FRAME_DT),
    ("Retris Classic", "retris", {"shot_mode": "classic"}, FRAME_DT),
    ("Retris Arcade (mid-chain)", "retris", {"shot_mode": "arcade"}, 0.0),
    ("Tet'light", "tetlight", {}, FRAME_DT),
    ("Verse", "verse", {}, FRAME_DT),
    ("pause (Retris)", "pause", {}, FRAME_DT),
)
PEER = "arcade examples/tetris.py"
TARGET_FRAME_MS = 1000.0 / 120.0
TARGET_SUBMIT_MS = 1.5
TARGET_PEER_RATIO = 2.0


@dataclass
class Screen:
    name: str
    update: Callable[[int], None]  # before frame n
    draw: Callable[[], None]
    activate: Callable[[], None]
    frame_ms: list[float] = field(default_factory=list)
    submit_ms: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)  # process CPU, every thread
    py_ms: list[float] = field(default_factory=list)  # this thread's CPU in on_draw
    copy_ms: list[float] = field(default_factory=list)  # of which copies to the window


def peer_screen(window: Any) -> Screen:
    """arcade's Tetris example: its view in our window, dropping a row every tenth frame
    (its own pace at 60 frames a second)."""
    import arcade
    from arcade.examples import tetris

    background = window.background_color
    view = tetris.GameView()
    view.setup()
    window.background_color = background

    def activate() -> None:
        window.show_view(view)
        window.background_color = arcade.color.WHITE

    def update(n: int) -> None:
        if n % 10 == 0:
            view.on_update(FRAME_DT)

    return Screen(PEER, update, view.on_draw, activate)


def game_screen(window: Any, name: str, scene: str, options: dict[str, Any],
                dt: float) -> Screen:
    """One of our screens, built by the shot command's builder on an app of its own."""
    from game.headless.app import make_app
    from game.headless.scenes import SCENE_BUILDERS

    app = make_app(window, seed=1)
    for key, value in options.items():
        setattr(app, key, value)
    SCENE_BUILDERS[scene](app)

    def activate() -> None:
        window.show_view(app.nav.top)

    def update(_n: int) -> None:
        app.nav.top.on_update(dt)

    def draw() -> None:
        app.nav.top.on_draw()

    return Screen(name, update, draw, activate)


def copies_timed() -> list[float]:
    """Time the kept pictures' copies to the window from now on (this thread's CPU, seconds,
    added to the list returned: the caller empties it)."""
    from game.render.kept import frozen

    spent = [0.0]
    blit = frozen.blit

    def timed(source: Any, target: Any, copies: Any) -> None:
        if not target.is_default:
            return blit(source, target, copies)
        start = time.thread_time()
        blit(source, target, copies)
        spent[0] += time.thread_time() - start

    frozen.blit = timed
    return spent


def measure(window: Any, screens: list[Screen], rounds: int, frames: int, warm: int) -> None:
    """Fill each screen's samples: ``rounds`` turns of ``warm`` + ``frames`` frames each."""
    ctx = window.ctx
    n = 0
    copied = copies_timed()
    for _ in range(rounds):
        for screen in screens:
            screen.activate()
            for i in range(warm + frames):
                screen.update(n)
                ctx.finish()
                copied[0] = 0.0
                c0, t0, p0 = time.process_time(), time.perf_counter(), time.thread_time()
                screen.draw()
                t1, p1 = time.perf_counter(), time.thread_time()
                ctx.finish()
                t2, c2 = time.perf_counter(), time.process_time()
                n += 1
                if i >= warm:
                    screen.submit_ms.append((t1 - t0) * 1000.0)
                    screen.frame_ms.append((t2 - t0) * 1000.0)
                    screen.cpu_ms.append((c2 - c0) * 1000.0)
                    screen.py_ms.append((p1 - p0) * 1000.0)
                    screen.copy_ms.append(copied[0] * 1000.0)


def _median(samples: list[float]) -> float:
    """The median, 0 for no samples (a screen measured without its copies timed)."""
    return statistics.median(samples) if samples else 0.0


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1]


def report(screens: list[Screen]) -> tuple[list[str], list[str]]:
    """Table lines and failure messages (targets: frame ≤ 8.3 ms, Python submit ≤ 1.5 ms,
    frame ≤ 2× the peer's, all on medians).

    Python submit is judged on *py*, the main thread's CPU time in ``on_draw``: the wall
    time to its return also counts the time the OS gave that thread's core to llvmpipe's
    rasteriser threads (2 of them on 2 cores), which is shown but is not Python's work
    (with ``LP_NUM_THREADS=1`` the two agree)."""
    peer = next(s for s in screens if s.name == PEER)
    peer_frame = statistics.median(peer.frame_ms)
    peer_cpu = statistics.median(peer.cpu_ms)
    lines = [f"{'screen':28} {'frame med':>9} {'p95':>6} {'submit med':>10} {'p95':>6} "
             f"{'vs peer':>7} {'CPU ms':>7} {'vs peer':>7} {'py ms':>6} {'copy':>5}"]
    failures = []
    for s in screens:
        frame, submit = statistics.median(s.frame_ms), statistics.median(s.submit_ms)
        ratio = frame / peer_frame
        cpu = statistics.median(s.cpu_ms)
        lines.append(f"{s.name:28} {frame:9.2f} {p95(s.frame_ms):6.2f} {submit:10.2f} "
                     f"{p95(s.submit_ms):6.2f} {ratio:6.1f}× {cpu:7.2f} {cpu / peer_cpu:6.1f}× "
                     f"{statistics.median(s.py_ms):6.2f} {_median(s.copy_ms):5.2f}")
        if s is peer:
            continue
        if frame > TARGET_FRAME_MS:
            failures.append(f"{s.name}: frame {frame:.1f} ms > {TARGET_FRAME_MS:.1f} ms")
        py = statistics.median(s.py_ms)
        if py > TARGET_SUBMIT_MS:
            failures.append(f"{s.name}: Python submit (main thread CPU) {py:.2f} ms > "
                            f"{TARGET_SUBMIT_MS} ms")
        if ratio > TARGET_PEER_RATIO:
            failures.append(f"{s.name}: {ratio:.1f}× the peer's frame > {TARGET_PEER_RATIO}×")
    return lines, failures


def run(window: Any, rounds: int = 3, frames: int = 40, warm: int = 8,
        only: list[str] | None = None) -> tuple[list[str], list[str]]:
    """Build the peer and our screens, measure them interleaved, return the report."""
    screens = [peer_screen(window)]
    for name, scene, options, dt in SCREENS:
        if only is None or scene in only or name in only:
            screens.append(game_screen(window, name, scene, options, dt))
    measure(window, screens, rounds, frames, warm)
    return report(screens)
