"""Keep the audio libraries' own lines off the player's terminal, and pyglet off the device.

OpenAL Soft prints "AL lib: (EE) …" when a backend fails to open (it tries PulseAudio, then
ALSA, …), and ALSA prints "ALSA lib …" for a card that is not there: about nine lines on a
machine without sound, none of which the player can act on. The game says it once itself.

pyglet opens its audio driver when ``pyglet.media`` is first imported, which ``import arcade``
does: every ``shot`` and ``render`` would connect to the sound server (or probe ALSA) for
nothing, and the game has its own output (:mod:`game.audio.sinks`). So pyglet's driver list
is set to "silent" before arcade is imported (the engine's own process, which never imports
arcade, still reads ``PYGLET_AUDIO`` when it plays through pyglet).
"""

from __future__ import annotations

import ctypes
import os
import sys
from typing import Any

_alsa_handler: Any = None  # kept alive: ALSA holds a pointer to it


def keep_pyglet_off_the_device() -> bool:
    """Make pyglet's own driver silent; must run before ``pyglet.media`` is imported
    (returns False, changing nothing, when too late)."""
    if "pyglet.media" in sys.modules:
        return False
    import pyglet

    pyglet.options.audio = ("silent",)
    return True


def pyglet_audio() -> tuple[str, ...] | None:
    """The drivers ``PYGLET_AUDIO`` lists (as pyglet reads it), None when it is not set."""
    value = os.environ.get("PYGLET_AUDIO", "")
    return tuple(name.strip() for name in value.split(",")) if value else None


def quiet_openal() -> None:
    """OpenAL Soft reads ``ALSOFT_LOGLEVEL`` once, when it loads: 0 keeps it quiet (a value
    the player set stands)."""
    os.environ.setdefault("ALSOFT_LOGLEVEL", "0")


def quiet_alsa() -> bool:
    """Route ALSA's error lines to a handler that drops them (before anything opens ALSA;
    OpenAL Soft does when PulseAudio is not there). False where ALSA is not installed."""
    global _alsa_handler
    if _alsa_handler is not None:
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return False
    # snd_lib_error_handler_t: (file, line, function, err, fmt, ...); the rest is ignored
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                    ctypes.c_int, ctypes.c_char_p)
    _alsa_handler = handler_type(lambda *args: None)
    alsa.snd_lib_error_set_handler.argtypes = [handler_type]
    alsa.snd_lib_error_set_handler(_alsa_handler)
    return True


def quiet_libraries() -> None:
    """Both: call before the first sink opens."""
    quiet_openal()
    quiet_alsa()
