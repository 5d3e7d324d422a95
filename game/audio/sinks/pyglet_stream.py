"""The last resort: pyglet's own driver (XAudio2 or DirectSound on Windows, where OpenAL is
rarely installed; or whichever ``PYGLET_AUDIO`` picks) playing one endless streaming source
that the engine's writer fills.

pyglet keeps 0.9 s buffered ahead of a player unless told otherwise, and never less than
32 KiB (~0.19 s); its worker thread refills every 20 ms. So sound comes late here
(``tools/bench --sections sound`` measures it through pyglet's PulseAudio and OpenAL drivers),
but every effect plays, as one stream never waits for a prebuffer. The source hands pyglet's
worker the writer's blocks as they come (it waits for them: inserting silence would break the
music); only a writer stalled for :data:`STALL_S` gets silence.

pyglet picks its driver once a process, and when its server goes away that driver is broken
for good (its worker thread dies with a traceback): the worker's error is kept for the one line
the player sees, and the sink says :class:`SinkBroken`: sound returns at the game's next start.
"""

from __future__ import annotations

import queue
import sys
import threading
from typing import Any

from game.audio.sinks.base import SinkBroken, SinkLost
from game.audio.synth import RATE
from game.i18n import _

QUEUED_BLOCKS = 4  # blocks waiting for pyglet's worker: the writer's pace
WRITE_TIMEOUT_S = 1.0  # pyglet took nothing for this long: its driver is gone
STALL_S = 0.05  # pyglet's worker waits this long for the writer, then takes silence
_broken: list[str] = []  # why pyglet's driver stopped (it cannot be opened again here)


class PygletSink:
    """One pyglet ``Player`` on a source fed from :meth:`write`."""

    def __init__(self) -> None:
        if _broken:
            raise SinkBroken(f"pyglet: {_broken[0]}")
        try:
            import pyglet

            if "pyglet.gl" not in sys.modules:  # sound needs no window (nor a display)
                pyglet.options.shadow_window = False
            import pyglet.media  # its driver is chosen here (PYGLET_AUDIO, or its order)
            from pyglet.media.drivers.base import AbstractAudioPlayer

            AbstractAudioPlayer.audio_buffer_length = 0.0  # its floor, 32 KiB, not 0.9 s
        except Exception as exc:
            raise SinkLost(f"pyglet: {type(exc).__name__}: {exc}") from exc
        driver = pyglet.media.get_audio_driver()
        kind = type(driver).__name__.replace("Driver", "").lower()
        if driver is None or "silent" in kind:
            raise SinkBroken(_("pyglet: no audio driver but its silent one"))
        self.name = f"pyglet ({kind})"
        self._blocks: queue.Queue[bytes] = queue.Queue(QUEUED_BLOCKS)
        self._pending = bytearray()
        self._source = _source_class()(self._take)
        _keep_worker_errors()
        try:
            self._player = pyglet.media.Player()
            self._player.queue(self._source)
            self._player.play()
        except Exception as exc:
            raise SinkLost(f"{self.name}: {type(exc).__name__}: {exc}") from exc

    def _take(self, size: int) -> bytes:
        """Exactly ``size`` bytes for pyglet's worker: the next blocks written (silence only
        when the writer is stalled)."""
        while len(self._pending) < size:
            try:
                self._pending += self._blocks.get(timeout=STALL_S)
            except queue.Empty:
                self._pending += bytes(size - len(self._pending))
        data = bytes(self._pending[:size])
        del self._pending[:size]
        return data

    def write(self, block: bytes) -> None:
        try:
            self._blocks.put(block, timeout=WRITE_TIMEOUT_S)
        except queue.Full:
            _broken.append(_worker_error[0] if _worker_error else _("it stopped taking audio"))
            raise SinkBroken(f"{self.name}: {_broken[0]}") from None

    def close(self) -> None:
        if _broken:  # deleting a player of a dead driver raises from its __del__ later on
            _dead_players.append(self._player)
            return
        try:
            self._player.pause()
            self._player.delete()
        except Exception:
            _dead_players.append(self._player)


_worker_error: list[str] = []
_dead_players: list[Any] = []  # never deleted: pyglet would print their failure


def _keep_worker_errors() -> None:
    """pyglet's worker thread dies with a traceback when the driver fails: keep its error
    as one line instead (other threads' errors go where they went)."""
    previous = threading.excepthook

    def hook(args: threading.ExceptHookArgs) -> None:
        if args.thread is not None and "pyglet" in type(args.thread).__module__:
            _worker_error.append(f"{args.exc_type.__name__}: {args.exc_value}")
        else:
            previous(args)

    if getattr(threading.excepthook, "keeps_pyglet", False) is False:
        hook.keeps_pyglet = True  # type: ignore[attr-defined]
        threading.excepthook = hook


def _source_class() -> Any:
    """A ``StreamingSource`` that never ends, its data pulled from ``take(size)``."""
    from pyglet.media.codecs.base import AudioData, AudioFormat, StreamingSource

    class MixSource(StreamingSource):
        def __init__(self, take: Any) -> None:
            self.audio_format = AudioFormat(channels=2, sample_size=16, sample_rate=RATE)
            self.video_format = None
            self._duration = None
            self._take = take

        def get_audio_data(self, num_bytes: int, compensation_time: float = 0.0) -> Any:
            data = self._take(int(num_bytes))
            return AudioData(data, len(data))

        def is_precise(self) -> bool:
            return True

        def seek(self, timestamp: float) -> None:
            pass

    return MixSource
