"""The outputs the engine can feed, and which one it tries first.

``[audio] driver = "auto"``: where ``PYGLET_AUDIO`` is set, its order (``PYGLET_AUDIO=pulse``
means PulseAudio; "silent" ends the list). Otherwise PulseAudio first (PipeWire's pulse layer
too), then OpenAL: pyglet's own default puts OpenAL first, because its PulseAudio driver is
the one that loses short sounds, but ours does not, and straight into the server a key's sound
came 26 ms after the press (median) against 33 ms through OpenAL Soft (``tools/bench
--sections sound``). Where neither library is there (macOS has the OpenAL framework; Windows
rarely has OpenAL32.dll) pyglet's own driver plays the stream (:mod:`.pyglet_stream`:
XAudio2 or DirectSound, ~0.2 s late).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from game.audio.sinks.base import Sink, SinkBroken, SinkLost
from game.config.schema import AUDIO_DRIVERS as DRIVERS
from game.i18n import _

_WINDOWS_ONLY = ("xaudio2", "directsound")


def default_order() -> tuple[str, ...]:
    """"auto" without ``PYGLET_AUDIO``: pyglet's driver only where it is not PulseAudio or
    OpenAL themselves (on Linux it has nothing else to offer)."""
    if sys.platform.startswith("linux"):
        return ("pulse", "openal")
    return ("pulse", "openal", "pyglet")


def driver_order(setting: str, pyglet_audio: Sequence[str] | None) -> tuple[str, ...]:
    """The sinks to try, in order, for ``[audio] driver`` = ``setting``; "auto" maps
    ``PYGLET_AUDIO``'s list (``pyglet_audio``, None when it is not set) onto ours."""
    if setting == "none":
        return ()
    if setting != "auto":
        return (setting,)
    if pyglet_audio is None:
        return default_order()
    order: list[str] = []
    for name in pyglet_audio:
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
    # The settings check [audio] driver first: only a programmer's mistake ends here.
    raise ValueError(f"no audio driver called {name!r} "  # i18n: not shown
                     f"(expected one of {', '.join(DRIVERS)})")


def first_that_opens(order: Sequence[str]) -> Callable[[], Sink]:
    """A sink factory trying each of ``order`` in turn; SinkLost names every failure."""
    openers = [(name, opener(name)) for name in order]

    def open_first() -> Sink:
        problems, broken = [], False
        for name, open_sink in openers:
            try:
                return open_sink()
            except SinkLost as exc:
                problems.append(str(exc) if str(exc).startswith(name) else f"{name}: {exc}")
                broken = broken or isinstance(exc, SinkBroken)
        raise (SinkBroken if broken else SinkLost)("; ".join(problems) or _("no driver to try"))

    return open_first
