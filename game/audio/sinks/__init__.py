"""The outputs the engine can feed, and which one it tries first.

``[audio] driver = "auto"`` follows pyglet's own order, which ``PYGLET_AUDIO`` sets
(``PYGLET_AUDIO=pulse`` means PulseAudio): on Linux OpenAL first where libopenal is
installed, then PulseAudio (PipeWire's pulse layer included); on macOS OpenAL (the system
framework); on Windows XAudio2 or DirectSound through pyglet (:mod:`.pyglet_stream`), or
OpenAL where OpenAL32.dll is installed. "silent" in the order ends it: no sound.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from game.audio.sinks.base import Sink, SinkLost
from game.config.schema import AUDIO_DRIVERS as DRIVERS

PYGLET_DEFAULT = ("xaudio2", "directsound", "openal", "pulse", "silent")
_WINDOWS_ONLY = ("xaudio2", "directsound")


def driver_order(setting: str, pyglet_order: Sequence[str] | None) -> tuple[str, ...]:
    """The sinks to try, in order, for ``[audio] driver`` = ``setting``; "auto" maps
    pyglet's order (``PYGLET_AUDIO`` or its default) onto ours."""
    if setting == "none":
        return ()
    if setting != "auto":
        return (setting,)
    order: list[str] = []
    for name in pyglet_order or PYGLET_DEFAULT:
        if name == "silent":
            break
        if name in _WINDOWS_ONLY:
            if sys.platform.startswith("win") and "pyglet" not in order:
                order.append("pyglet")
        elif name in ("openal", "pulse") and name not in order:
            order.append(name)
    return tuple(order)


def opener(name: str) -> Callable[[], Sink]:
    """The function that opens one kind of sink (raises SinkLost when it cannot)."""
    if name == "pulse":
        from game.audio.sinks.pulse import PulseSink

        return PulseSink
    if name == "openal":
        from game.audio.sinks.openal import OpenALSink

        return OpenALSink
    if name == "pyglet":
        from game.audio.sinks.pyglet_stream import PygletSink

        return PygletSink
    raise ValueError(f"no audio driver called {name!r} (expected one of {', '.join(DRIVERS)})")


def first_that_opens(order: Sequence[str]) -> Callable[[], Sink]:
    """A sink factory trying each of ``order`` in turn; SinkLost names every failure."""
    openers = [(name, opener(name)) for name in order]

    def open_first() -> Sink:
        problems = []
        for name, open_sink in openers:
            try:
                return open_sink()
            except SinkLost as exc:
                problems.append(str(exc) if str(exc).startswith(name) else f"{name}: {exc}")
        raise SinkLost("; ".join(problems) or "no driver to try")

    return open_first
