"""A one-colour halo of many text copies, drawn once into a texture and then as one quad.

The title's logo halo is 24 faint copies of 60-point text: blending them every frame cost
about 10 ms of CPU in software GL (over a million pixels). They all have one colour ``C`` and
only their alphas differ, so drawn once onto transparent black with the usual ``SRC_ALPHA,
ONE_MINUS_SRC_ALPHA`` blend, each pixel's colour channels hold ``C · A`` with ``A`` the
coverage of all the copies together, exactly what blending them one by one over anything
adds up to. The quad divides ``A`` back out (from the brightest channel) and blends ``C`` with
it: the same pixels as the 24 draws, up to 8-bit rounding.
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade
import numpy as np
from arcade.gl import BufferDescription
from pyglet.math import Mat4

from game.ui.textbatch import TextBatch

_VERTEX = """#version 330 core
uniform WindowBlock { mat4 projection; mat4 view; } window;
in vec2 in_vert;
in vec2 in_uv;
out vec2 v_uv;
void main() {
    v_uv = in_uv;
    gl_Position = window.projection * window.view * vec4(in_vert, 0.0, 1.0);
}
"""  # i18n: not shown
_FRAGMENT = """#version 330 core
uniform sampler2D halo;
uniform vec3 color;      // the copies' colour, 0..1
uniform int channel;     // its brightest channel, where the coverage reads most precisely
in vec2 v_uv;
out vec4 frag_color;
void main() {
    float a = texture(halo, v_uv)[channel] / color[channel];
    frag_color = vec4(color, clamp(a, 0.0, 1.0));
}
"""  # i18n: not shown


class Halo:
    """Copies of text in one colour, rendered once (:meth:`build`) and drawn as one quad."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.program = ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
        self.program["halo"] = 0
        self._geometry: arcade.gl.Geometry | None = None
        self._texture: arcade.gl.Texture | None = None

    def build(self, copies: Sequence[arcade.Text], color: tuple[int, int, int, int],
              box: arcade.Rect) -> None:
        """Render ``copies`` (all of ``color``, any alphas) clipped to ``box`` (pixels)."""
        ctx = self.ctx
        left, bottom = int(box.left), int(box.bottom)
        width, height = max(1, int(box.width) + 1), max(1, int(box.height) + 1)
        # One texel per pixel at whole-pixel positions: NEAREST reads what LINEAR would, at
        # about 60% of its cost in software GL (texture fetches are this quad's cost).
        self._texture = ctx.texture((width, height), components=4,
                                    filter=(ctx.NEAREST, ctx.NEAREST))
        fbo = ctx.framebuffer(color_attachments=[self._texture])
        batch = TextBatch(copies)
        projection, view = ctx.projection_matrix, ctx.view_matrix
        with fbo.activate():
            fbo.clear(color=(0, 0, 0, 0))
            ctx.projection_matrix = Mat4.orthogonal_projection(
                left, left + width, bottom, bottom + height, -100, 100)
            ctx.view_matrix = Mat4()
            try:
                batch.draw()
            finally:
                ctx.projection_matrix, ctx.view_matrix = projection, view
        rgb = color[:3]
        self.program["color"] = tuple(c / 255.0 for c in rgb)
        self.program["channel"] = int(np.argmax(rgb))
        r, t = left + width, bottom + height
        quad = np.array([left, bottom, 0, 0, r, bottom, 1, 0, left, t, 0, 1, r, t, 1, 1],
                        np.float32)
        self._geometry = ctx.geometry(
            [BufferDescription(ctx.buffer(data=quad.tobytes()), "2f 2f", ["in_vert", "in_uv"])],
            mode=ctx.TRIANGLE_STRIP)

    def draw(self) -> None:
        """The halo, blended over what is drawn (nothing before :meth:`build`)."""
        if self._geometry is None or self._texture is None:
            return
        ctx = self.ctx
        self._texture.use(0)
        ctx.enable(ctx.BLEND)
        ctx.blend_func = ctx.BLEND_DEFAULT
        self._geometry.render(self.program)
