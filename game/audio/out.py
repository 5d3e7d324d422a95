"""The audio output: pyglet's media players, behind a small interface the mixer uses (tests
give the mixer a fake one). Every call may raise: the mixer catches and goes silent."""

from __future__ import annotations

import io
import wave
from typing import Any, Protocol

from game.audio.synth import RATE


class Output(Protocol):
    """What the mixer needs from an audio library."""

    name: str  # the driver, for the one line the player sees

    def source(self, pcm: bytes) -> Any:
        """A playable sound from 16-bit stereo PCM at :data:`RATE`."""

    def start(self, source: Any, volume: float, loop: bool = False) -> Any:
        """Start playing ``source``; returns the handle for :meth:`set_volume` / :meth:`stop`."""

    def set_volume(self, handle: Any, volume: float) -> None:
        """Change a playing sound's gain (0..1)."""

    def stop(self, handle: Any) -> None:
        """Stop a sound and free what it holds."""


def wav_bytes(pcm: bytes) -> bytes:
    """A WAV file holding 16-bit stereo PCM at :data:`RATE`."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return out.getvalue()


class PygletOutput:
    """pyglet.media: one ``Player`` per sound playing, sources in memory (no decoding)."""

    def __init__(self) -> None:
        import pyglet.media  # the driver is chosen here: pulse, openal, … or silent
        from pyglet.media.codecs.wave import WaveDecoder

        driver = pyglet.media.get_audio_driver()
        if driver is None:
            raise RuntimeError("pyglet found no audio driver")
        self.name = type(driver).__name__
        self.silent = "Silent" in self.name
        self._media = pyglet.media
        self._decoder = WaveDecoder()  # stdlib wave: no FFmpeg needed (arcade-notes, Audio)

    def source(self, pcm: bytes) -> Any:
        # pyglet's StaticMemorySource cannot be queued on its own in 2.1 (no ``_data``):
        # wrap the PCM in a WAV in memory and let pyglet decode it into a StaticSource.
        return self._media.load("sound.wav", file=io.BytesIO(wav_bytes(pcm)), streaming=False,
                                decoder=self._decoder)

    def start(self, source: Any, volume: float, loop: bool = False) -> Any:
        player = self._media.Player()
        player.volume = volume
        player.loop = loop
        player.queue(source)
        player.play()
        return player

    def set_volume(self, handle: Any, volume: float) -> None:
        handle.volume = volume

    def stop(self, handle: Any) -> None:
        handle.pause()
        handle.delete()
