"""One play scene's shared effects in one place: the field's spring, its flashes and trails,
the background's pulse, with the strengths of the frame; where a play scene draws each.

A scene makes one :class:`FieldFx`, reads :meth:`FieldFx.read` every update, kicks what its
events call for (through the methods here: they apply the strengths), adds :meth:`offset` to
its shake (``Scene.still_shift`` and the view it draws in), and draws, each frame:
:meth:`draw_pulse` right after the backdrop (before anything live), :meth:`draw_trails` over
the field and under the falling piece, :meth:`draw_flashes` over the cells and sparks, under
the HUD's words. Each draw is one draw call, and none while nothing of it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import arcade

from game.scenes.fx.flash import WHITE, Flash
from game.scenes.fx.pulse import Pulse
from game.scenes.fx.spring import Spring
from game.scenes.fx.strengths import FULL, Strengths, read_strengths
from game.scenes.fx.trails import Trails
from game.ui.live_shapes import LiveShapes
from game.ui.theme import Color


class FieldFx:
    """The spring, flashes, trails and pulse of one play scene."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.fx: Strengths = FULL  # the strengths of this frame (read)
        self.spring = Spring()
        self.flash = Flash()
        self.trails = Trails()
        self.pulse = Pulse()
        self._trail_shapes = LiveShapes(ctx, 64)
        self._flash_shapes = LiveShapes(ctx, 64)

    def read(self, app: Any) -> Strengths:
        """This frame's strengths from ``app``'s settings (reduced motion applied); returns
        them."""
        self.fx = read_strengths(app)
        return self.fx

    def clear(self) -> None:
        """Stop everything at once (a new game; the frame under a pause stands still)."""
        self.spring.clear()
        self.flash.clear()
        self.trails.clear()
        self.pulse.clear()

    # -- kicks: a design strength times the setting -----------------------------------------

    def bounce(self, px: float, now: float) -> None:
        """The field springs down about ``px`` pixels (times the bounce setting)."""
        self.spring.kick(px * self.fx.bounce, now)

    def flash_at(self, strength: float, now: float, rect: arcade.Rect | None = None,
                 color: Color = WHITE, seconds: float | None = None) -> None:
        """A flash of ``rect`` (None: the whole screen) at ``strength`` (0–1) times the flash
        setting (reduced motion's cap included)."""
        if seconds is None:
            self.flash.kick(strength * self.fx.flash, now, rect, color)
        else:
            self.flash.kick(strength * self.fx.flash, now, rect, color, seconds)

    def trail(self, starts: Sequence[tuple[float, float]], ends: Sequence[tuple[float, float]],
              cell: float, color: Color, now: float) -> int:
        """A hard drop's streaks (``game.scenes.fx.trails.Trails.drop``) at the trails
        setting, short under reduced motion."""
        return self.trails.drop(starts, ends, cell, color, now, self.fx.trails,
                                self.fx.trail_length)

    def pulse_at(self, strength: float, now: float, center: tuple[float, float]) -> None:
        """The background's pulse at ``strength`` (0–1) times the pulse setting, its ring
        spreading from ``center`` (framebuffer pixels)."""
        self.pulse.kick(strength * self.fx.pulse, now, center)

    # -- reading and drawing ----------------------------------------------------------------

    def offset(self, now: float) -> tuple[float, float]:
        """The spring's offset (whole pixels), to add to the shake's."""
        return self.spring.offset(now)

    def busy(self, now: float) -> bool:
        """Whether anything of these still moves or shows at ``now``."""
        return (not self.spring.at_rest(now) or self.flash.active(now)
                or self.trails.active(now) or self.pulse.remaining(now) > 0)

    def draw_pulse(self, background: Any, now: float, scale: float,
                   keep_out: tuple[tuple[float, float, float, float], ...],
                   shift: tuple[int, int]) -> None:
        """The pulse over the kept background (``keep_out``: the kept panels, framebuffer
        pixels; ``shift``: how far the kept pictures were copied moved, framebuffer px)."""
        self.pulse.draw(background, now, scale, keep_out, shift)

    def draw_trails(self, now: float) -> None:
        """The trails in flight (one draw; none when none shows)."""
        if self.trails.streaks:
            self.trails.add_to(self._trail_shapes, now)
            self._trail_shapes.draw()

    def draw_flashes(self, now: float, screen: arcade.Rect) -> None:
        """The flashes in flight (``screen``: the whole screen's rect, for those of the
        whole screen); one draw, none when none shows."""
        if self.flash.lit:
            self.flash.add_to(self._flash_shapes, now, screen)
            self._flash_shapes.draw()
