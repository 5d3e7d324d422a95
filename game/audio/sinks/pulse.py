"""PulseAudio (and PipeWire's pulse layer) through libpulse-simple: one playback stream that
the engine's writer keeps fed, with a small buffer so a sound starts within a few blocks.

pyglet 2.1's pulse driver waits for ~0.45 s of buffered audio before a stream starts, so a
short effect on its own never played; here the stream never stops being written (silence
when nothing sounds), so it never waits for a prebuffer after the first few milliseconds.
"""

from __future__ import annotations

import ctypes
from typing import Any

from game.audio.sinks.base import SinkLost, load_library
from game.audio.synth import RATE

BYTES_PER_FRAME = 4  # 16-bit stereo
TARGET_FRAMES = 1536  # the buffer asked for (~35 ms): what the measured latency rests on
REQUEST_FRAMES = 256  # the server asks for more this much at a time (~5.8 ms)
# The server's default prebuffer is the whole buffer: a stream starved for a moment (two busy
# processes on two cores) stayed silent until 35 ms were queued again, 15-45 ms gaps; one
# block of prebuffer made them 0-2 ms.
_DEFAULT = 0xFFFFFFFF  # (uint32_t) -1: "let the server choose"
_S16LE, _PLAYBACK, _RECORD = 3, 1, 2


class _Spec(ctypes.Structure):
    _fields_ = [("format", ctypes.c_int), ("rate", ctypes.c_uint32),
                ("channels", ctypes.c_uint8)]


class _Attr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32)
                for name in ("maxlength", "tlength", "prebuf", "minreq", "fragsize")]


_lib: Any = None
_strerror: Any = None


def _libs() -> tuple[Any, Any]:
    """libpulse-simple and pa_strerror, bound once (raises OSError where they are missing)."""
    global _lib, _strerror
    if _lib is None:
        simple = load_library("pulse-simple", "libpulse-simple.so.0")
        pulse = load_library("pulse", "libpulse.so.0")
        err = ctypes.POINTER(ctypes.c_int)
        simple.pa_simple_new.restype = ctypes.c_void_p
        simple.pa_simple_new.argtypes = [
            ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p,
            ctypes.POINTER(_Spec), ctypes.c_void_p, ctypes.POINTER(_Attr), err]
        for name in ("pa_simple_write", "pa_simple_read"):
            getattr(simple, name).argtypes = [ctypes.c_void_p, ctypes.c_void_p,
                                              ctypes.c_size_t, err]
        simple.pa_simple_free.argtypes = [ctypes.c_void_p]
        pulse.pa_strerror.restype = ctypes.c_char_p
        pulse.pa_strerror.argtypes = [ctypes.c_int]
        _lib, _strerror = simple, pulse.pa_strerror
    return _lib, _strerror


def _why(code: int) -> str:
    text = _libs()[1](code)
    return text.decode("utf-8", "replace") if text else f"error {code}"


class SimpleStream:
    """One pa_simple stream, playback or record, 16-bit stereo at :data:`RATE`."""

    def __init__(self, record: bool = False, device: str | None = None,
                 frames: int = TARGET_FRAMES, request: int = REQUEST_FRAMES,
                 app: str = "ArcadeForge") -> None:  # i18n: a name
        lib, _ = _libs()
        attr = _Attr(_DEFAULT, _DEFAULT, _DEFAULT, _DEFAULT, _DEFAULT)
        if record:
            attr.fragsize = request * BYTES_PER_FRAME
        else:
            attr.tlength, attr.minreq = frames * BYTES_PER_FRAME, request * BYTES_PER_FRAME
            attr.prebuf = request * BYTES_PER_FRAME  # after a starved moment, play on at once
        error = ctypes.c_int(0)
        self._s = lib.pa_simple_new(
            None, app.encode(), _RECORD if record else _PLAYBACK,
            device.encode() if device else None, b"record" if record else b"game",
            ctypes.byref(_Spec(_S16LE, RATE, 2)), None, ctypes.byref(attr), ctypes.byref(error))
        if not self._s:
            raise SinkLost(f"pulse: {_why(error.value)}")

    def write(self, block: bytes) -> None:
        """Hand ``block`` to the server; blocks while its buffer is full."""
        error = ctypes.c_int(0)
        if self._s is None or _libs()[0].pa_simple_write(self._s, block, len(block),
                                                         ctypes.byref(error)) < 0:
            raise SinkLost(f"pulse: {_why(error.value) if self._s else 'closed'}")

    def read(self, size: int) -> bytes:
        """``size`` bytes of a record stream (blocks until they are there)."""
        buf = ctypes.create_string_buffer(size)
        error = ctypes.c_int(0)
        if self._s is None or _libs()[0].pa_simple_read(self._s, buf, size,
                                                        ctypes.byref(error)) < 0:
            raise SinkLost(f"pulse: {_why(error.value) if self._s else 'closed'}")
        return buf.raw

    def close(self) -> None:
        if self._s is not None:
            _libs()[0].pa_simple_free(self._s)
            self._s = None


class PulseSink(SimpleStream):
    """The game's playback stream on the default PulseAudio sink."""

    name = "pulse"
