"""A screen's static frames (panels, glows, boxes, lines) as one cached buffer, one draw call.

:func:`game.ui.panel.draw_panels` caches by the exact list drawn, glow alphas included, so
a pulsing glow is a new buffer for most frames of its first cycle, and a screen drawing its
frames, chips and rules in separate calls pays each call (~0.1-0.3 ms of main thread here).
A :class:`PanelLayer` draws everything static of a layout in one call: shapes wrapped in
:func:`pulsing` (a glow built at strength 1) have their alpha scaled by a uniform, so a pulse
is a uniform set, not a new buffer. Each buffer is kept under a key the caller gives (what
shapes it: layout, focus, palette), the last few of them, so moving the focus back and forth
rebuilds nothing.
"""

from __future__ import annotations

import array
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence

import arcade
from arcade.draw.helpers import get_points_for_thick_line
from arcade.gl import BufferDescription

from game.ui import theme
from game.ui.glass_fill import fill_pieces
from game.ui.panel import Shape, _shape_triangles, _Triangles, chamfer_points
from game.ui.theme import Color, rgba

KEPT = 8  # buffers kept per layer: one per focus position of a menu, say
ALL, STATIC, PULSING = 0, 1, 2  # which shapes PanelLayer.draw draws

_VERTEX = """#version 330
uniform WindowBlock { mat4 projection; mat4 view; } window;
uniform float strength;  // the pulse of the shapes marked pulsing
uniform int part;        // which shapes: 0 all, 1 the static ones, 2 the pulsing ones
in vec2 in_vert;
in vec4 in_color;
in float in_pulse;       // 1: scaled by strength; 0: static
out vec4 v_color;
void main() {
    bool left_out = (part == 1 && in_pulse > 0.5) || (part == 2 && in_pulse < 0.5);
    // A triangle left out lies wholly outside the clip volume: dropped before rasterising.
    gl_Position = left_out ? vec4(2.0, 2.0, 2.0, 1.0)
                           : window.projection * window.view * vec4(in_vert, 0.0, 1.0);
    v_color = vec4(in_color.rgb, in_color.a * mix(1.0, strength, in_pulse));
}
"""  # i18n: not shown
_FRAGMENT = """#version 330
in vec4 v_color;
out vec4 f_color;
void main() { f_color = v_color; }
"""  # i18n: not shown


def pulsing(shape: Shape) -> Shape:
    """``shape`` (built at full strength) with its alpha scaled by :meth:`PanelLayer.draw`'s
    ``strength``: for a glow, the same as a glow of that strength up to 8-bit rounding."""
    return ("pulsing", shape)


def rect_shape(rect: arcade.Rect, color: Color) -> Shape:
    """A filled axis-aligned box, as ``arcade.draw_rect_filled`` draws it."""
    return ("rect", (rect.left, rect.bottom, rect.right, rect.top), rgba(color))


def rect_outline_shape(rect: arcade.Rect, color: Color, width: float = 1.0) -> Shape:
    """A box's outline, as ``arcade.draw_rect_outline`` draws it (centred on the edges)."""
    return ("rect_outline", (rect.left, rect.bottom, rect.right, rect.top), rgba(color),
            float(width))


def line_shape(a: tuple[float, float], b: tuple[float, float], color: Color,
               width: float = 1.0) -> Shape:
    """A thick line, as ``arcade.draw_line`` draws it."""
    return ("line", (float(a[0]), float(a[1])), (float(b[0]), float(b[1])), rgba(color),
            float(width))


def triangle_shape(points: Sequence[tuple[float, float]], color: Color) -> Shape:
    """A filled triangle, as ``arcade.draw_triangle_filled`` draws it."""
    return ("triangle", tuple((float(x), float(y)) for x, y in points), tuple(color))


def shape_triangles(shape: Shape) -> _Triangles:
    """The triangles of any shape of this module or of :mod:`game.ui.panel`."""
    kind = shape[0]
    if kind == "pulsing":
        return shape_triangles(shape[1])
    if kind == "panel":
        return _panel(*shape[1:])
    if kind == "glow":
        return _shape_triangles(shape)
    tris = _Triangles()
    if kind == "rect":
        left, bottom, right, top = shape[1]
        tris.add(((left, bottom), (right, bottom), (left, top),
                  (right, bottom), (right, top), (left, top)), shape[2])
    elif kind == "rect_outline":
        left, bottom, right, top = shape[1]
        h = shape[3] / 2
        o, i = (left - h, bottom - h, right + h, top + h), (left + h, bottom + h, right - h,
                                                            top - h)
        tris.strip(((o[0], o[3]), (i[0], i[3]), (o[2], o[3]), (i[2], i[3]), (o[2], o[1]),
                    (i[2], i[1]), (o[0], o[1]), (i[0], i[1]), (o[0], o[3]), (i[0], i[3])),
                   shape[2])
    elif kind == "triangle":
        tris.add(shape[1], shape[2])
    elif kind == "line":
        # get_points_for_thick_line gives the quad's corners in order round it (panel.py's
        # _Triangles.line splits it into two overlapping triangles: part of each panel's
        # shine line is blended twice and part not at all; kept there for its look).
        q = get_points_for_thick_line(*shape[1], *shape[2], shape[4])
        tris.add((q[0], q[1], q[2], q[0], q[2], q[3]), shape[3])
    else:
        raise ValueError(f"unknown shape {kind!r}")  # i18n: not shown
    return tris


def _panel(box: tuple[float, float, float, float], cut: float, fill: tuple[int, int, int, int],
           rim: tuple[int, int, int, int], rim_width: float) -> _Triangles:
    """panel.py's glass panel with its fill and band in one layer (game.ui.glass_fill);
    the shine line and the rim as there."""
    tris = _Triangles()
    rect = arcade.LBWH(*box)
    band = arcade.LRBT(rect.left, rect.right, rect.top - rect.height * 0.45, rect.top)
    for piece, color in fill_pieces(chamfer_points(rect, cut), fill,
                                    chamfer_points(band, cut), _BAND):
        tris.convex(piece, color)
    inset = max(1.0, rim_width * 1.5)
    tris.line((rect.left + cut + inset, rect.top - inset), (rect.right - inset, rect.top - inset),
              rgba(theme.PANEL_SHINE), max(1.0, rim_width * 0.75))
    tris.outline(chamfer_points(rect, cut), rim, rim_width)
    return tris


_BAND = rgba(theme.with_alpha(theme.PANEL_SHINE, 22))


class PanelLayer:
    """Shapes drawn in one call from a buffer built once per key (see the module doc)."""

    def __init__(self, ctx: arcade.ArcadeContext | None = None) -> None:
        self.ctx = ctx or arcade.get_window().ctx
        self.program = _program(self.ctx)
        self._kept: OrderedDict[Hashable, arcade.gl.Geometry] = OrderedDict()
        #: Buffers built so far (tests pin that frames reuse them).
        self.builds = 0

    def draw(self, key: Hashable, shapes: Callable[[], Sequence[Shape]],
             strength: float = 1.0, part: int = ALL) -> None:
        """Draw the buffer of ``key``, built from ``shapes()`` when not kept; pulsing shapes'
        alpha times ``strength``. ``part``: ALL, or only the STATIC or the PULSING shapes
        (a screen keeping the static ones in a picture draws the pulsing ones over it)."""
        geometry = self._kept.get(key)
        if geometry is None:
            geometry = self._build(shapes())
            self._kept[key] = geometry
            if len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        if geometry.num_vertices == 0:
            return
        self.program["strength"] = strength
        self.program["part"] = part
        ctx = self.ctx
        ctx.enable(ctx.BLEND)
        geometry.render(self.program)
        ctx.disable(ctx.BLEND)

    def forget(self) -> None:
        """Drop every kept buffer (the next draw builds again)."""
        self._kept.clear()

    def _build(self, shapes: Sequence[Shape]) -> arcade.gl.Geometry:
        self.builds += 1
        points, colors, pulse = array.array("f"), array.array("B"), array.array("f")
        for shape in shapes:
            part = shape_triangles(shape)
            points.extend(part.points)
            colors.extend(part.colors)
            pulse.extend([1.0 if shape[0] == "pulsing" else 0.0] * (len(part.points) // 2))
        ctx = self.ctx
        empty = not points
        if empty:  # a buffer cannot be empty: one degenerate triangle, never drawn
            points.extend([0.0] * 6)
            colors.extend([0] * 12)
            pulse.extend([0.0] * 3)
        geometry = ctx.geometry([
            BufferDescription(ctx.buffer(data=points), "2f", ["in_vert"]),
            BufferDescription(ctx.buffer(data=colors), "4f1", ["in_color"]),
            BufferDescription(ctx.buffer(data=pulse), "1f", ["in_pulse"]),
        ], mode=ctx.TRIANGLES)
        if empty:
            geometry.num_vertices = 0
        return geometry


_PROGRAMS: dict[int, arcade.gl.Program] = {}


def _program(ctx: arcade.ArcadeContext) -> arcade.gl.Program:
    """One program per context, shared by every layer."""
    program = _PROGRAMS.get(id(ctx))
    if program is None:
        program = ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
        _PROGRAMS[id(ctx)] = program
    return program
