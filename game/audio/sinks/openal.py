"""OpenAL (OpenAL Soft on Linux, the system framework on macOS): one streaming source whose
few small buffers the engine's writer refills as they are played.

A disconnected device (the server it played into died) is seen through ALC_EXT_disconnect's
``ALC_CONNECTED``; a source that ran dry is restarted. OpenAL Soft mixes in periods of 1024
frames, three deep, unless configured: ~100 ms from a key to its sound was measured that way.
``resources/openal.conf`` asks for 256-frame periods (ALSOFT_CONF points to it unless the
player set ALSOFT_CONF), which brought it to ~39 ms with four buffers queued here.
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from typing import Any

from game.audio.sinks.base import SinkLost, load_library
from game.audio.synth import RATE
from game.i18n import _

# Queued on the source: 4 × 256 frames ≈ 21 ms ahead of OpenAL's own mixing. Three (16 ms) left
# a 1-8 ms gap now and then in a looping tune with the machine's two cores busy (the CI run).
BUFFERS = 4
BLOCK_FRAMES = 256
CHECK_EVERY_S = 0.1  # how often the device is asked whether it is still connected
STALL_S = 1.0  # no buffer played for this long: the device is gone (no disconnect extension)
_ALC_FREQUENCY, _ALC_CONNECTED = 0x1007, 0x313
_AL_SOURCE_STATE, _AL_PLAYING = 0x1010, 0x1012
_AL_BUFFERS_PROCESSED, _AL_SAMPLE_OFFSET = 0x1016, 0x1025
_AL_FORMAT_STEREO16 = 0x1103
_AL_DIRECT_CHANNELS_SOFT = 0x1033  # AL_SOFT_direct_channels: stereo straight to left/right

_lib: Any = None


def _names() -> tuple[str, ...]:
    if sys.platform == "darwin":
        return ("/System/Library/Frameworks/OpenAL.framework/OpenAL",)  # i18n: not shown
    if sys.platform.startswith("win"):
        return ("OpenAL32.dll", "soft_oal.dll")  # i18n: not shown
    return ("libopenal.so.1",)


def _al() -> Any:
    """libopenal, its functions typed once (raises :class:`SinkLost` where it is missing)."""
    global _lib
    if _lib is None:
        from game.audio.quiet import quiet_openal
        from game.core.paths import resources

        quiet_openal()  # before the library loads: it reads its log level then
        os.environ.setdefault("ALSOFT_CONF", str(resources() / "openal.conf"))
        lib = load_library("openal", *_names())
        p, u, i = ctypes.c_void_p, ctypes.c_uint, ctypes.c_int
        signatures: dict[str, tuple[Any, list[Any]]] = {
            "alcOpenDevice": (p, [ctypes.c_char_p]),
            "alcCreateContext": (p, [p, ctypes.POINTER(i)]),
            "alcMakeContextCurrent": (ctypes.c_char, [p]),
            "alcDestroyContext": (None, [p]),
            "alcCloseDevice": (ctypes.c_char, [p]),
            "alcIsExtensionPresent": (ctypes.c_char, [p, ctypes.c_char_p]),
            "alcGetIntegerv": (None, [p, i, i, ctypes.POINTER(i)]),
            "alGenSources": (None, [i, ctypes.POINTER(u)]),
            "alDeleteSources": (None, [i, ctypes.POINTER(u)]),
            "alGenBuffers": (None, [i, ctypes.POINTER(u)]),
            "alDeleteBuffers": (None, [i, ctypes.POINTER(u)]),
            "alBufferData": (None, [u, i, p, i, i]),
            "alSourceQueueBuffers": (None, [u, i, ctypes.POINTER(u)]),
            "alSourceUnqueueBuffers": (None, [u, i, ctypes.POINTER(u)]),
            "alSourcePlay": (None, [u]),
            "alSourceStop": (None, [u]),
            "alGetSourcei": (None, [u, i, ctypes.POINTER(i)]),
            "alSourcei": (None, [u, i, i]),
            "alIsExtensionPresent": (ctypes.c_char, [ctypes.c_char_p]),
            "alGetError": (i, []),
        }
        for name, (restype, argtypes) in signatures.items():
            fn = getattr(lib, name)
            fn.restype, fn.argtypes = restype, argtypes
        _lib = lib
    return _lib


class OpenALSink:
    """The default OpenAL device, one streaming stereo source."""

    name = "openal"

    def __init__(self, buffers: int = BUFFERS) -> None:
        al = _al()
        self._al = al
        self._device = al.alcOpenDevice(None)
        if not self._device:
            raise SinkLost(_("openal: no output device could be opened"))
        attrs = (ctypes.c_int * 3)(_ALC_FREQUENCY, RATE, 0)
        self._context = al.alcCreateContext(self._device, attrs)
        if not self._context:
            al.alcCloseDevice(self._device)
            raise SinkLost(_("openal: the device refused a context"))
        self._current = self._bind_context()
        self._checks_connection = bool(al.alcIsExtensionPresent(self._device,
                                                                b"ALC_EXT_disconnect"))
        self._source = ctypes.c_uint(0)
        al.alGenSources(1, ctypes.byref(self._source))
        if al.alIsExtensionPresent(b"AL_SOFT_direct_channels"):  # the mix is panned already
            al.alSourcei(self._source, _AL_DIRECT_CHANNELS_SOFT, 1)
        self._buffers = (ctypes.c_uint * buffers)()
        al.alGenBuffers(buffers, self._buffers)
        silence = bytes(BLOCK_FRAMES * 4)
        for buf in self._buffers:
            self._fill(buf, silence)
        al.alSourcePlay(self._source)
        self._checked = time.perf_counter()
        if al.alGetError() != 0:
            self.close()
            raise SinkLost(_("openal: the device refused a streaming source"))

    def _bind_context(self) -> Any:
        """The context for this thread only where OpenAL Soft offers it (another library's
        current context stays as it was), else for the process."""
        al = self._al
        if al.alcIsExtensionPresent(None, b"ALC_EXT_thread_local_context"):
            set_thread = al.alcSetThreadContext
            set_thread.restype, set_thread.argtypes = ctypes.c_char, [ctypes.c_void_p]
            set_thread(self._context)
            return set_thread
        al.alcMakeContextCurrent(self._context)
        return al.alcMakeContextCurrent

    def _fill(self, buf: int, block: bytes) -> None:
        self._al.alBufferData(buf, _AL_FORMAT_STEREO16, block, len(block), RATE)
        self._al.alSourceQueueBuffers(self._source, 1, ctypes.byref(ctypes.c_uint(buf)))

    def _int(self, what: int) -> int:
        value = ctypes.c_int(0)
        self._al.alGetSourcei(self._source, what, ctypes.byref(value))
        return value.value

    def write(self, block: bytes) -> None:
        """Wait for a played buffer, refill it with ``block`` and queue it again."""
        frames = len(block) // 4
        since = time.perf_counter()
        while self._int(_AL_BUFFERS_PROCESSED) < 1:
            self._check_connected()
            if time.perf_counter() - since > STALL_S:
                raise SinkLost(_("openal: the output device stopped playing"))
            left = frames - self._int(_AL_SAMPLE_OFFSET) % max(1, frames)
            time.sleep(max(0.001, left / RATE))  # until the playing buffer is done
        done = ctypes.c_uint(0)
        self._al.alSourceUnqueueBuffers(self._source, 1, ctypes.byref(done))
        self._fill(done.value, block)
        if self._int(_AL_SOURCE_STATE) != _AL_PLAYING:  # it ran dry: start again
            self._al.alSourcePlay(self._source)
        self._check_connected()

    def _check_connected(self) -> None:
        now = time.perf_counter()
        if not self._checks_connection or now - self._checked < CHECK_EVERY_S:
            return
        self._checked = now
        value = ctypes.c_int(1)
        self._al.alcGetIntegerv(self._device, _ALC_CONNECTED, 1, ctypes.byref(value))
        if not value.value:
            raise SinkLost(_("openal: the output device was disconnected"))

    def close(self) -> None:
        al = self._al
        if self._context:
            al.alSourceStop(self._source)
            al.alDeleteSources(1, ctypes.byref(self._source))
            al.alDeleteBuffers(len(self._buffers), self._buffers)
            self._current(None)
            al.alcDestroyContext(self._context)
            self._context = None
        if self._device:
            al.alcCloseDevice(self._device)
            self._device = None
