"""A screen's backdrop: the animated background and the still part of the screen over it,
kept in one picture and copied each frame.

In software GL the background is a pass over every pixel (3.7–4.0 ms a frame at 1280×720 on
llvmpipe) and a play screen's glass panels are another over much of the window (3.2–4.4 ms);
copying a kept picture of both is one ``glBlitFramebuffer`` (2.2 ms). The background moves
slowly: its grid drifts 3 px a second and its glows take minutes to wander, so it is drawn
anew once per STEP (its time rounded down to the step), which moves the grid a pixel at a
time as before; within a step it changes by less than 1/255. The still part is drawn again
whenever the scene's key for it changes (layout, palette, danger, a panel lighting up).

The next step's background is made ahead, in a spare picture halfway through a step, and the
still part is drawn over it when the step begins: no frame pays for a whole picture and its
copy, and the picture shown at a time never depends on the frames before it.

Drawn directly instead, as before, when the viewport is not the whole framebuffer (the kept
picture is the framebuffer's size). While the scene has no still part for a moment (a screen
shake moves its panels) the background alone is kept in a third picture (made at the first
shake), and the first serves again after.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import arcade

from game.scenes.frozen import FrozenFrame

#: Seconds the background stands still: its grid drifts 3 px a second, so one pixel a step.
STEP = 1.0 / 3.0


def background_time(now: float) -> float:
    """The time the kept background is drawn at: ``now`` rounded down to a STEP. A time a
    hair under a step's start (a clock summed from frames, 17/3 s as 5.66666…) counts as
    that step, so a video frame and a shot at the same tick agree."""
    return _step_of(now) * STEP


def _step_of(now: float) -> int:
    return math.floor(now / STEP + 1e-6)


class Backdrop:
    """The background and a scene's still part, kept; :meth:`draw` copies them."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.kept = FrozenFrame(ctx)
        self.spare: FrozenFrame | None = None  # the next step's picture, half made
        self._half: Hashable = None  # the key the spare is being made for
        self.bare: FrozenFrame | None = None  # the background alone, while shaking
        self.renders = 0  # whole pictures made (tests read it)

    def draw(self, background: Any, now: float, still: Hashable,
             draw_still: Callable[[], None]) -> bool:
        """Background (at :func:`background_time`) and, when ``still`` is not None,
        ``draw_still()`` over it; True when the still part was drawn (kept or directly)."""
        ctx = self.ctx
        fb = ctx.active_framebuffer
        at = background_time(now)

        def render() -> None:
            background.draw(at)
            if still is not None:
                draw_still()

        look = (tuple(background.colors.values()), background.grid_size)
        kept = self.kept.key
        if tuple(ctx.viewport) != (0, 0, fb.width, fb.height):
            render()
        elif still is None and kept is not None and kept[2] is not None and kept[1] == look:
            # A moment without a still part (a shake): the kept one will serve again after,
            # and the background alone is kept beside it meanwhile.
            if self.bare is None:
                self.bare = FrozenFrame(ctx)
            self.bare.draw(lambda: background.draw(at), now, key=(at, look))
        elif kept == (at, look, still) and self.kept.fits(fb):
            self.kept.copy()
            if now - at >= STEP / 2:  # the next step's background, made ahead
                self._ahead(background, (_step_of(now) + 1) * STEP, look, still)
        elif self._half == (at, look, still) and self.spare is not None and self.spare.fits(fb):
            self._step(draw_still if still is not None else _nothing)
        else:
            self.kept.make(render, (at, look, still))
            self._half = None
            self.renders += 1
            self.kept.copy()
        return still is not None

    def _ahead(self, background: Any, at: float, look: Hashable, still: Hashable) -> None:
        """Make the next step's background in the spare picture (once)."""
        key = (at, look, still)
        if self._half == key:
            return
        if self.spare is None:
            self.spare = FrozenFrame(self.ctx)
        self.spare.make(lambda: background.draw(at), None)
        self._half = key

    def _step(self, draw_still: Callable[[], None]) -> None:
        """The step made ahead begins: its still part over the spare's background, and the
        spare becomes the picture."""
        assert self.spare is not None
        self.spare.make(draw_still, self._half, over=True)
        self.kept, self.spare = self.spare, self.kept
        self._half = None
        self.renders += 1
        self.kept.copy()


def _nothing() -> None:
    """Draws nothing."""
