"""What every sink is: a device the engine's writer hands 16-bit stereo blocks to."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from typing import Protocol

from game.i18n import _


class SinkLost(OSError):
    """The device or server cannot be opened, or went away while playing (one line)."""


class SinkBroken(SinkLost):
    """The output cannot be opened again in this process (its library keeps a dead driver):
    the engine's process must be started afresh to retry."""


class Sink(Protocol):
    """A long-lived output stream, used from one thread only (the engine's writer)."""

    name: str  # the driver, for the lines the player sees

    def write(self, block: bytes) -> None:
        """Queue interleaved 16-bit stereo PCM; blocks while the device's buffer is full;
        raises :class:`SinkLost` when the device is gone."""

    def close(self) -> None:
        """Free the stream (also after :class:`SinkLost`)."""


def load_library(name: str, *names: str) -> ctypes.CDLL:
    """A shared library by its usual file names, else wherever ``find_library`` finds it;
    :class:`SinkLost` (one line) when it is not installed. ctypes.CDLL lets go of the GIL
    during each call, so a write that waits for the device never holds up other threads."""
    for candidate in names:
        try:
            return ctypes.CDLL(candidate)
        except OSError:
            continue
    found = ctypes.util.find_library(name)
    if found:
        try:
            return ctypes.CDLL(found)
        except OSError:
            pass
    raise SinkLost(_("lib{name} is not installed").format(name=name)
                   if sys.platform.startswith("linux")
                   else _("{name} library not found").format(name=name))
