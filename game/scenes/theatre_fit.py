"""The paused theatre's stage shrinks into the space above its transport bar.

Paused, a player studies the frame, and the bar covered the board's bottom rows. So while
paused the play scene is drawn into a framebuffer of the window's size and copied back
scaled (top-aligned, centred) into the space above the bar, the sides filled with the
background; the change is eased over a fifth of a second so the picture does not jump.
Playing, the stage fills the window again (the bar hides by itself then) at no extra cost.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade
from pyglet import gl

EASE_SECONDS = 0.2


class StageFit:
    """How much of the window the stage takes (1 = all of it), and drawing it so."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.k = 1.0
        self._want, self._span = 1.0, 0.0
        self._fbo: arcade.gl.Framebuffer | None = None

    def update(self, want: float, dt: float) -> None:
        """Ease ``k`` towards ``want``: the whole change takes EASE_SECONDS."""
        if want != self._want:
            self._want, self._span = want, abs(want - self.k)
        step = max(0.0, dt) / EASE_SECONDS * self._span
        if abs(want - self.k) <= step:
            self.k = want
        else:
            self.k += step if want > self.k else -step

    def draw(self, render: Callable[[], None], background: Callable[[], None]) -> None:
        """``render`` the stage over the active framebuffer, scaled by ``k``."""
        if self.k >= 1.0:
            render()
            return
        ctx = self.ctx
        target = ctx.active_framebuffer
        w, h = target.width, target.height
        if self._fbo is None or (self._fbo.width, self._fbo.height) != (w, h):
            self._fbo = ctx.framebuffer(color_attachments=[ctx.texture((w, h), components=4)])
        with self._fbo.activate():
            render()
        background()  # the strips either side of the smaller stage
        sw, sh = round(w * self.k), round(h * self.k)
        x0 = (w - sw) // 2
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, self._fbo.glo)
        gl.glReadBuffer(gl.GL_COLOR_ATTACHMENT0)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, target.glo)
        gl.glBlitFramebuffer(0, 0, w, h, x0, h - sh, x0 + sw, h, gl.GL_COLOR_BUFFER_BIT,
                             gl.GL_LINEAR)
        target.use(force=True)  # the raw binds went behind arcade's back
