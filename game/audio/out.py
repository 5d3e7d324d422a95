"""The audio output: pyglet's media players, behind a small interface the mixer uses (tests
give the mixer a fake one). Every call may raise: the mixer catches and goes silent."""

from __future__ import annotations

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


class PygletOutput:
    """pyglet.media: one ``Player`` per sound playing, sources in memory (no decoding)."""

    def __init__(self) -> None:
        import pyglet.media  # the driver is chosen here: pulse, openal, … or silent
        from pyglet.media.codecs.base import AudioFormat, StaticMemorySource

        driver = pyglet.media.get_audio_driver()
        if driver is None:
            raise RuntimeError("pyglet found no audio driver")
        self.name = type(driver).__name__
        self.silent = "Silent" in self.name
        self._media = pyglet.media
        self._format = AudioFormat(channels=2, sample_size=16, sample_rate=RATE)
        self._static = StaticMemorySource

    def source(self, pcm: bytes) -> Any:
        return self._static(pcm, self._format)

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
