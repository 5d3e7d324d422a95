"""The sound benchmark (``tools/bench --sections sound``): synthesis time; the window thread's
cost from a rules event being drained to the engine being asked for its sound; and, through a
private PulseAudio server whose null sink's monitor is recorded (:mod:`game.audio.testbed`),
key press → sound onset on each driver.

The clocks: a press is stamped with ``perf_counter`` just before the key event is dispatched
to the title screen (whose menu plays its "move" sound); the recording's reads are stamped
with the same clock, and since a read can return late but never early, the time a recorded
frame reached the monitor is the earliest (read time - frames before it / RATE) among the reads
near it. The onset is the first recorded frame after the press above a third of the sound's
own peak. The null sink plays nothing itself, so a real card's buffer comes on top.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

FRAME_MS = 1000.0 / 60.0
PRESSES = 40  # per driver and path
#: (driver setting, extra environment for the engine's process, seconds between presses)
DRIVERS: tuple[tuple[str, dict[str, str], float], ...] = (
    ("pulse", {}, 0.15), ("openal", {}, 0.15), ("pyglet", {"PYGLET_AUDIO": "pulse"}, 0.45))


def _median_s(fn, rounds: int = 3) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def retris_events(ticks: int = 3000) -> list[list]:  # type: ignore[type-arg]
    """Each tick's events from an autoplayed Retris Arcade game (frames of 2 ticks)."""
    from game.core.actions import InputChange
    from game.rules.retris import RetrisGame, RetrisOptions
    from game.sim.autoplay import AutoPlayer

    game, pilot = RetrisGame(RetrisOptions(mode="arcade"), seed=7), AutoPlayer()
    frames = []
    for _ in range(ticks // 2):
        changes = [InputChange(game.tick, a, p) for a, p in pilot.act(game.snapshot())]
        events = game.step(changes) + game.step(())
        frames.append(events)
        if game.snapshot().over:
            break
    return frames


def sound_report(window: Any = None) -> list[str]:
    """Print the numbers; returns the targets missed (the window thread's cost over one
    60 Hz frame, a driver's key → sound median over 50 ms)."""
    from game.audio.library import load_library
    from game.audio.score import render_tune
    from game.audio.synth import render

    lib = load_library()
    print("\n== sound: synthesis, event-to-engine cost, key → sound per driver")
    effects_s = _median_s(lambda: [render(v) for v in lib.sounds.values()])
    print(f"  {len(lib.sounds)} effects synthesised        {effects_s * 1000:8.1f} ms "
          "(the engine's process, at start-up)")
    for name, tune in lib.music.items():
        loop_s = _median_s(lambda t=tune: render_tune(t), 1)
        print(f"  music {name:<10} loop synthesised {loop_s * 1000:8.1f} ms")
    missed = _event_cost(lib)
    if window is not None:
        missed += _key_to_sound(window)
    return missed


def _event_cost(lib: Any) -> list[str]:
    """Drained event → request written to the engine's pipe, on the window thread, for the
    sounds of an autoplayed Arcade game (the engine: a real process on no device)."""
    from game.audio.engine_process import EngineProcess
    from game.audio.mixer import Mixer
    from game.config.schema import Audio
    from game.scenes.play_sound import RETRIS

    mixer = Mixer(lib, EngineProcess([]), Audio, lambda: None, lambda line: None)
    try:
        for events in retris_events():  # as the play scene does: drained, then the sounds
            drained = time.perf_counter()
            for event in events:
                mixer.event("retris", event, RETRIS, 0.0, drained)
            time.sleep(0.0005)  # sounds a frame apart, not all at one instant
    finally:
        mixer.close()
    s = mixer.latency.summary()
    print(f"  {int(s['count'])} sounds of Arcade autoplay, drained -> asked of the engine: "
          f"median {s['median_ms']:.3f} ms, p95 {s['p95_ms']:.3f} ms, max {s['max_ms']:.2f} ms")
    return ([f"sound: event cost p95 {s['p95_ms']:.2f} ms > one frame ({FRAME_MS:.1f} ms)"]
            if s["p95_ms"] > FRAME_MS else [])


def _key_to_sound(window: Any) -> list[str]:
    from game.audio.testbed import ServerError, private_server

    missed: list[str] = []
    try:
        with private_server():
            print("  key -> sound onset at the null sink's monitor, ms (median / p95 / max):")
            for driver, env, spacing in DRIVERS:
                missed += _one_driver(window, driver, env, spacing)
    except ServerError as exc:
        print(f"  key -> sound: not measured ({exc})")
    return missed


def _one_driver(window: Any, driver: str, env: dict[str, str], spacing: float) -> list[str]:
    from arcade import key

    from game.audio.synth import render

    lines: list[str] = []
    with _title_with_sound(window, driver, env, lines) as (app, asked):
        if not app.sound.engine or not app.sound.engine.driver:
            print(f"    {driver:<18} not measured: {'; '.join(lines) or 'no output'}")
            return []
        name = app.sound.library.events["ui"]["menu"]["move"]
        floor = int(np.abs(render(app.sound.library.sounds[name])).max() * 32767 / 3)

        def by_key(i: int) -> None:
            window.dispatch_event("on_key_press", key.DOWN if i % 2 else key.UP, 0)
            window.dispatch_events()
            window.dispatch_event("on_key_release", key.DOWN if i % 2 else key.UP, 0)
            window.dispatch_events()

        keyed = _onsets(by_key, spacing, floor)
        event_path = [a - p for p, a in zip(keyed[1], asked, strict=False)]
        direct = _onsets(lambda i: app.sound.ui("menu", "move"), spacing, floor)
        label = str(getattr(app.sound.engine, "driver", driver))
    for title, (delays, _pressed) in (("key event", keyed), ("mixer.play", direct)):
        ms = np.asarray(delays) * 1000
        print(f"    {label:<18} {title:<10} {np.median(ms):6.1f} / {np.percentile(ms, 95):6.1f}"
              f" / {ms.max():6.1f}   ({len(ms)} of {PRESSES} found)")
    print(f"    {'':<18} key event -> engine asked: median "
          f"{np.median(event_path) * 1e6:.0f} µs")
    median = float(np.median(keyed[0])) * 1000
    return ([f"sound: {label} key -> sound median {median:.1f} ms > 50 ms"]
            if median > 50 and driver != "pyglet" else [])


def _onsets(press: Callable[[int], None], spacing: float, floor: int
            ) -> tuple[list[float], list[float]]:
    """Seconds from each press to its sound's onset in the recording, and the press times."""
    from game.audio.synth import RATE
    from game.audio.testbed import Recording, onset

    recording = Recording().start()
    time.sleep(0.3)
    pressed = []
    for i in range(PRESSES):
        time.sleep(spacing * (0.9 + 0.2 * (i % 5) / 4))  # not in step with the blocks
        pressed.append(time.perf_counter())
        press(i)
    time.sleep(0.6)
    recording.stop()
    heard = recording.samples()
    delays = []
    for t in pressed:
        at = onset(heard, recording.index_at(t), floor, within=int(spacing * RATE))
        if at is not None:
            delays.append(recording.time_of(at) - t)
    return delays, pressed


@contextmanager
def _title_with_sound(window: Any, driver: str, env: dict[str, str], lines: list[str]) -> Any:
    """The title screen of an app whose mixer runs the engine's process on ``driver`` (its
    music silent), menu sounds wired as the game wires them; yields the app and the times
    the engine was asked for a sound."""
    from game.audio.engine_process import EngineProcess
    from game.audio.library import load_library
    from game.audio.mixer import Mixer
    from game.config.schema import Audio
    from game.scenes.menus.title import TitleScene
    from game.scenes.navigator import Navigator
    from game.scenes.services import App
    from game.ui import menu

    volumes = Audio(master=1.0, music=0.0, effects=1.0, mute=False, driver=driver)
    engine = EngineProcess([driver], env={**os.environ, **env})
    asked: list[float] = []
    play = engine.play

    def stamped(*args: Any) -> bool:
        asked.append(time.perf_counter())
        return play(*args)

    engine.play = stamped  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as scratch:
        app = App(window, Navigator(window), sync_loops=True, seed_source=lambda: 1,
                  settings_path=Path(scratch) / "settings.toml")
        app.sound = Mixer(load_library(), engine, lambda: volumes, lambda: "", lines.append)
        hook, menu.sound_hook = menu.sound_hook, lambda what: app.sound.ui("menu", what)
        app.nav.reset(TitleScene(app))
        try:
            deadline = time.monotonic() + 10
            while not (engine.ready and engine.driver) and time.monotonic() < deadline:
                app.sound.update()
                time.sleep(0.02)
            time.sleep(0.3)  # the pyglet driver's stream settles
            yield app, asked
        finally:
            menu.sound_hook = hook
            app.sound.close()
            while app.nav.stack:
                app.nav.stack.pop().dismiss()
