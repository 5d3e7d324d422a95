"""The sound benchmark (``tools/bench --sections sound``): synthesis time, and the latency from
a rules event being drained on the window thread to pyglet's player having started its sound,
on whatever driver pyglet picked here (the silent one without a device)."""

from __future__ import annotations

import statistics
import time

FRAME_MS = 1000.0 / 60.0


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


def sound_report() -> list[str]:
    """Print the numbers; returns the targets missed (latency over one 60 Hz frame)."""
    import arcade  # noqa: F401  (first: it sets pyglet's headless option from the environment)

    from game.audio.library import load_library
    from game.audio.mixer import Mixer, open_mixer
    from game.audio.score import render_tune
    from game.audio.synth import render
    from game.config.schema import Audio
    from game.scenes.play_sound import RETRIS

    lib = load_library()
    print("\n== sound: synthesis and event-to-sound latency")
    effects_s = _median_s(lambda: [render(v) for v in lib.sounds.values()])
    print(f"  {len(lib.sounds)} effects synthesised        {effects_s * 1000:8.1f} ms "
          "(worker thread at start-up)")
    for name, tune in lib.music.items():
        loop_s = _median_s(lambda t=tune: render_tune(t), 1)
        print(f"  music {name:<10} loop synthesised {loop_s * 1000:8.1f} ms")

    lines: list[str] = []
    Mixer.start_rendering, keep = (lambda self: None), Mixer.start_rendering
    try:
        mixer = open_mixer(Audio, lambda: None, lines.append)
    finally:
        Mixer.start_rendering = keep
    mixer.render_now()
    driver = getattr(mixer.output, "name", "none")
    print(f"  driver: {driver}" + (f"  ({lines[0]})" if lines else ""))
    if mixer.output is None:
        return []
    for _ in range(len(mixer.samples)):  # the title screen's updates build centred sources
        mixer.update(1 / 30)
    frames = retris_events()
    cold = time.perf_counter()
    for events in frames:  # as the play scene does: drained, then each event's sounds
        drained = time.perf_counter()
        for event in events:
            mixer.event("retris", event, RETRIS, 0.0, drained)
        mixer.update(1 / 60)
        time.sleep(0.0005)  # sounds a frame apart, not all at one instant
    cold = time.perf_counter() - cold
    s = mixer.latency.summary()
    print(f"  {int(s['count'])} sounds from {len(frames)} frames of Arcade autoplay: "
          f"drained -> player.play() returned: median {s['median_ms']:.2f} ms, "
          f"p95 {s['p95_ms']:.2f} ms, max {s['max_ms']:.2f} ms (first plays build their "
          "source: the max)")
    print("  not measured: the driver's own buffer (pulse/openal add their buffer "
          "latency; the silent driver has none)" if "Silent" in driver else
          "  the driver's buffer latency comes on top and is not measured here")
    return ([f"sound latency p95 {s['p95_ms']:.2f} ms > one frame ({FRAME_MS:.1f} ms)"]
            if s["p95_ms"] > FRAME_MS else [])
