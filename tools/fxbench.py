"""The effects' frame budget: a Mega Bomb chain of four generations in the Retris Arcade play
scene at 1280×720, next to arcade's own Tetris example, with every effect as shipped and with
every effect at 0; and with the shared effects (a screen flash, the pulse, the spring, a
banner) kicked at the drop and at every generation, what the games' big moments may add.

Used by ``tools/bench --sections fxbudget``. The chain is the scenario position
``tools/gallery/positions/mega-chain-four-generations.toml``: its hard drop fills a row whose
Mega Bomb starts generations 1–4, each a Mega Bomb (0.5 s apart), then the final shift. Each
turn of a screen is one whole chain, from the drop to a moment after the shift (:data:`CHAIN_S`),
after a few frames of the position at rest (not timed); the screens take turns, as in
tools/screenbench.py, whose timing (frame: ``on_draw`` through ``ctx.finish()``) this uses.
Targets, on the chain with its effects as shipped: median frame ≤ 8.3 ms, 95th percentile
≤ 12 ms, median ≤ 2× the peer's.

:func:`families` (``tools/bench --sections fxfamilies``) plays the same chain with one family
at 0 at a time beside it as shipped: what each family costs the chain's frame.
"""

from __future__ import annotations

import dataclasses
import statistics
from pathlib import Path
from typing import Any

import screenbench

POSITION = (Path(__file__).resolve().parent / "gallery" / "positions"
            / "mega-chain-four-generations.toml")
FRAME_DT = 1.0 / 60.0
CHAIN_S = 2.4  # the drop, four generations 0.5 s apart, the shift and its blocks settling
REST_FRAMES = 8  # frames of the position before the drop (not timed)
TARGET_MEDIAN_MS, TARGET_P95_MS, TARGET_PEER_RATIO = 1000.0 / 120.0, 12.0, 2.0
FULL = "Mega chain, effects as shipped"
KICKED = "… + the shared effects each gen."
OFF = "Mega chain, every effect at 0"
#: ``[effects]`` with every family off (the palette as shipped).
ZERO = {"particles": 0.0, "bloom": 0.0, "shake": 0.0, "flash": 0.0, "bounce": 0.0,
        "trails": 0.0, "banners": 0.0, "pulse": 0.0}


def kick_shared(scene: Any, generation: int) -> None:
    """What a big moment may add from the shared effects, all at once: a screen flash, the
    background's pulse, the field's spring and a banner of a rising tier."""
    box, now = scene.field.rect, scene.time
    scene.feel.flash_at(0.5, now)
    scene.feel.pulse_at(1.0, now, (box.center_x, box.center_y))
    scene.feel.bounce(scene.layout.len(8.0), now)
    scene.hud.banners.show(f"CHAIN \u00d7{generation + 1}", min(5, generation + 2),
                           (box.center_x, scene.field.row_y(14)), now, kind="chain")


def chain_screen(window: Any, name: str, effects: dict[str, Any],
                 kicks: bool = False) -> screenbench.Screen:
    """The chain on a play scene of its own, ``effects`` over the shipped ``[effects]``:
    each turn starts the position again, rests :data:`REST_FRAMES` frames, drops the I, then
    plays the chain for as many frames as the turn has; with ``kicks``, :func:`kick_shared`
    at the drop and at each generation."""
    from game.core.actions import Action
    from game.headless.app import make_app
    from game.headless.positions import play_position, press

    state: dict[str, Any] = {}

    def activate() -> None:
        if state.get("scene") is not None:
            state["scene"].dismiss()
        app = make_app(window, seed=1)
        app.settings = dataclasses.replace(
            app.settings, effects=dataclasses.replace(app.settings.effects, **effects))
        scene = play_position(app, POSITION)
        window.show_view(scene)
        state.update(scene=scene, frame=0)

    def update(_n: int) -> None:
        scene = state["scene"]
        state["frame"] += 1
        since = state["frame"] - REST_FRAMES
        if since == 0:
            press(scene, Action.HARD_DROP)  # (its tick's frame: the lock and generation 0)
        else:
            scene.on_update(FRAME_DT)
        if kicks and since >= 0 and since % 30 == 0 and since // 30 <= 4:
            kick_shared(scene, since // 30)

    def draw() -> None:
        state["scene"].on_draw()

    return screenbench.Screen(name, update, draw, activate)


def run(window: Any, rounds: int = 3, quick: bool = False) -> tuple[list[str], list[str]]:
    """Measure the peer and the chain with and without effects; the report's lines and the
    targets missed (on the chain with effects)."""
    frames = 20 if quick else round(CHAIN_S / FRAME_DT)
    screens = [screenbench.peer_screen(window), chain_screen(window, FULL, {}),
               chain_screen(window, KICKED, {}, kicks=True), chain_screen(window, OFF, ZERO)]
    screenbench.measure(window, screens, 1 if quick else rounds, frames, REST_FRAMES - 1)
    return report(screens)


def families(window: Any, rounds: int = 3, quick: bool = False) -> list[str]:
    """The chain as shipped, and with each family of ``[effects]`` at 0 on its own (the
    others as shipped), taking turns: each one's median and p95 frame and what it saves."""
    frames = 20 if quick else round(CHAIN_S / FRAME_DT)
    screens = [chain_screen(window, FULL, {})] + [
        chain_screen(window, f"… {name} at 0", {name: 0.0}) for name in ZERO]
    screenbench.measure(window, screens, 1 if quick else rounds, frames, REST_FRAMES - 1)
    return family_report(screens)


def family_report(screens: list[screenbench.Screen]) -> list[str]:
    """Each screen's median and p95 frame, and the first's median less its own: what the
    family it turns off costs the chain."""
    shipped = statistics.median(screens[0].frame_ms)
    lines = [f"{'screen':36} {'frame med':>9} {'p95':>6} {'saves ms':>8}"]
    for s in screens:
        median = statistics.median(s.frame_ms)
        saves = "" if s is screens[0] else f"{shipped - median:8.2f}"
        row = f"{s.name:36} {median:9.2f} {screenbench.p95(s.frame_ms):6.2f} {saves}"
        lines.append(row.rstrip())
    return lines


def report(screens: list[screenbench.Screen]) -> tuple[list[str], list[str]]:
    """Median, p95 and the ratio to the peer of each screen; the targets the chain with its
    effects as shipped misses (the other rows show what the shared effects would add and
    what the frame is without effects)."""
    peer = statistics.median(screens[0].frame_ms)
    lines = [f"{'screen':36} {'frame med':>9} {'p95':>6} {'max':>6} {'vs peer':>7} "
             f"{'py ms':>6}"]
    failures = []
    for s in screens:
        median, p95 = statistics.median(s.frame_ms), screenbench.p95(s.frame_ms)
        lines.append(f"{s.name:36} {median:9.2f} {p95:6.2f} {max(s.frame_ms):6.2f} "
                     f"{median / peer:6.1f}× {statistics.median(s.py_ms):6.2f}")
        if s.name != FULL:  # (the others are there to compare with)
            continue
        if median > TARGET_MEDIAN_MS:
            failures.append(f"{s.name}: median frame {median:.1f} ms > {TARGET_MEDIAN_MS:.1f} ms")
        if p95 > TARGET_P95_MS:
            failures.append(f"{s.name}: p95 frame {p95:.1f} ms > {TARGET_P95_MS:.0f} ms")
        if median / peer > TARGET_PEER_RATIO:
            failures.append(f"{s.name}: {median / peer:.1f}× the peer's frame > "
                            f"{TARGET_PEER_RATIO:g}×")
    return lines, failures
