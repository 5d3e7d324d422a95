"""Four Retris fields of a versus match at 1920×1080, with their effects (bursts, flashes,
garbage rising), next to arcade's own Tetris example: median and p95 frame (``on_draw``
through ``ctx.finish()``, tools/screenbench.py's timing) and the ratio to the peer's, and the
median process CPU of a frame (every thread's, the rasteriser's too: what other processes'
load disturbs less than wall time) and its ratio.

Used by ``tools/bench --sections versusframes`` (run alone, so the window is 1920×1080). The match
is four level-5 bots (game.bots), played 20 s before
the timing starts, then on during it at 60 frames a second. Targets: median ≤ 8.3 ms,
≤ 2× the peer's median.
"""

from __future__ import annotations

from typing import Any

import screenbench

FRAME_DT = 1.0 / 60.0
WARM_S = 20.0
TARGET_MEDIAN_MS, TARGET_PEER_RATIO = 1000.0 / 120.0, 2.0
NAME = "versus: 4 Retris fields"


def versus_screen(window: Any) -> screenbench.Screen:
    from game.headless.app import drive, make_app
    from game.scenes.menus.title import TitleScene
    from game.scenes.versus.lineup import Lineup
    from game.scenes.versus.match_start import MatchChoice
    from game.scenes.versus.play import VersusPlayScene

    app = make_app(window, seed=1)
    app.nav.reset(TitleScene(app))
    lineup = Lineup()
    for _ in range(4):
        lineup.add_bot(5)
    scene = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}, 9), lineup)
    app.nav.push(scene)
    drive(window, WARM_S, draw=False)

    def activate() -> None:
        window.show_view(app.nav.top)

    def update(_n: int) -> None:
        app.nav.top.on_update(FRAME_DT)

    def draw() -> None:
        app.nav.top.on_draw()

    return screenbench.Screen(NAME, update, draw, activate)


def run(window: Any, rounds: int = 3, frames: int = 120) -> tuple[list[str], list[str]]:
    import statistics

    screens = [screenbench.peer_screen(window), versus_screen(window)]
    screenbench.measure(window, screens, rounds, frames, warm=10)
    peer, ours = screens
    peer_ms, ours_ms = statistics.median(peer.frame_ms), statistics.median(ours.frame_ms)
    ratio = ours_ms / peer_ms
    peer_cpu, ours_cpu = statistics.median(peer.cpu_ms), statistics.median(ours.cpu_ms)
    lines = [f"{'screen':28} {'frame med':>9} {'p95':>6} {'vs peer':>7} {'CPU ms':>7} "
             f"{'vs peer':>7}",
             f"{peer.name:28} {peer_ms:9.2f} {screenbench.p95(peer.frame_ms):6.2f} "
             f"{'':7} {peer_cpu:7.2f}",
             f"{ours.name:28} {ours_ms:9.2f} {screenbench.p95(ours.frame_ms):6.2f} "
             f"{ratio:6.2f}× {ours_cpu:7.2f} {ours_cpu / peer_cpu:6.2f}×"]
    failures = []
    if ours_ms > TARGET_MEDIAN_MS:
        failures.append(f"{NAME}: median {ours_ms:.1f} ms > {TARGET_MEDIAN_MS:.1f} ms")
    if ratio > TARGET_PEER_RATIO:
        failures.append(f"{NAME}: {ratio:.2f}× the peer's frame > {TARGET_PEER_RATIO:g}×")
    return lines, failures
