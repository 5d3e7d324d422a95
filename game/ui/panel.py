"""Glass panels and glows: the frames every HUD box, card and menu row is drawn in.

A panel or a glow is built once into a GPU buffer of triangles, kept in a small cache keyed by
everything that shapes it (rect, cut, colours, widths; a glow's layer alphas), and drawn with
one call from then on. Drawing them shape by shape with ``arcade.draw_*`` re-triangulated them
every frame (earclip in Python, up to ten draw calls a panel): most of a HUD's frame time.
:func:`draw_panels` puts several in one buffer and one draw call (a HUD's static back).
The triangles are the very ones ``arcade.draw_polygon_filled`` / ``draw_polygon_outline`` /
``draw_line`` make, drawn with arcade's own program, so the pixels are the same.
"""

from __future__ import annotations

import array
import itertools
import math
from collections import OrderedDict
from collections.abc import Sequence

import arcade
from arcade.draw.helpers import get_points_for_thick_line
from arcade.gl import BufferDescription

from game.ui import theme
from game.ui.theme import Color, rgba

GLOW_LAYERS = 6
CACHE_SIZE = 256  # built shapes kept; a screen uses a few dozen (pulses add a few alphas)

Point = tuple[float, float]
#: A shape to draw: ("panel", rect, cut, fill, rim, rim_width), ("glow", rect, cut, color,
#: reach, alphas) or ("polygon", points, fill, rim, rim_width); rects as (left, bottom, width,
#: height), colours as RGBA tuples (a polygon's fill or rim None for none).
Shape = tuple


def chamfer_points(rect: arcade.Rect, cut: float) -> list[tuple[float, float]]:
    """The outline of ``rect`` with its top-left and bottom-right corners cut at 45°."""
    cut = max(0.0, min(cut, rect.width / 3, rect.height / 3))
    left, right, bottom, top = rect.left, rect.right, rect.bottom, rect.top
    return [
        (left, bottom),
        (right - cut, bottom),
        (right, bottom + cut),
        (right, top),
        (left + cut, top),
        (left, top - cut),
    ]


def grow(rect: arcade.Rect, by: float) -> arcade.Rect:
    """``rect`` enlarged by ``by`` pixels on every side."""
    return arcade.LRBT(rect.left - by, rect.right + by, rect.bottom - by, rect.top + by)


def _box(rect: arcade.Rect) -> tuple[float, float, float, float]:
    return (rect.left, rect.bottom, rect.width, rect.height)


def panel_shape(rect: arcade.Rect, cut: float, fill: Color = theme.PANEL_FILL,
                rim: Color = theme.PANEL_RIM, rim_width: float = 1.5) -> Shape:
    """The key of a glass panel, for :func:`draw_panels` (same arguments as draw_panel)."""
    return ("panel", _box(rect), float(cut), rgba(fill), rgba(rim), float(rim_width))


def glow_shape(rect: arcade.Rect, cut: float, color: Color, reach: float,
               strength: float) -> Shape:
    """The key of a glow, for :func:`draw_panels`: its layers' alphas are part of it, so a
    pulsing glow takes a handful of cached shapes, each an exact frame of the pulse."""
    alphas = tuple(round(strength * 150 * (1.0 - i / GLOW_LAYERS) ** 1.6)
                   for i in range(GLOW_LAYERS, 0, -1))
    return ("glow", _box(rect), float(cut), rgba(color)[:3], float(reach), alphas)


def polygon_shape(points: Sequence[Point], fill: Color | None = None, rim: Color | None = None,
                  rim_width: float = 1.0) -> Shape:
    """The key of a convex polygon for :func:`draw_panels`: drawn as
    ``arcade.draw_polygon_filled`` (``fill``) then ``draw_polygon_outline`` (``rim``) draw it,
    so a HUD's frames and halos join its panels in one cached buffer."""
    return ("polygon", tuple((float(x), float(y)) for x, y in points),
            None if fill is None else rgba(fill), None if rim is None else rgba(rim),
            float(rim_width))


def draw_panel(
    rect: arcade.Rect,
    cut: float,
    fill: Color = theme.PANEL_FILL,
    rim: Color = theme.PANEL_RIM,
    rim_width: float = 1.5,
) -> None:
    """A translucent glass box: dark fill, a lighter upper band and a thin rim."""
    draw_panels((panel_shape(rect, cut, fill, rim, rim_width),))


def draw_glow(rect: arcade.Rect, cut: float, color: Color, reach: float, strength: float) -> None:
    """A soft halo around ``rect``: rims that widen and fade outwards."""
    draw_panels((glow_shape(rect, cut, color, reach, strength),))


def draw_panels(shapes: Sequence[Shape]) -> None:
    """Draw panels and glows (keys from :func:`panel_shape` / :func:`glow_shape`), in order,
    in one draw call; the buffer is built the first time this exact list is drawn."""
    if not shapes:
        return
    ctx = arcade.get_window().ctx
    key = tuple(shapes)
    geometry = _CACHE.get(key)
    if geometry is None:
        geometry = _build(ctx, key)
        _CACHE[key] = geometry
        if len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    ctx.enable(ctx.BLEND)
    geometry.render(ctx.line_vertex_shader)
    ctx.disable(ctx.BLEND)


_CACHE: OrderedDict[tuple, arcade.gl.Geometry] = OrderedDict()


# -- building triangles ---------------------------------------------------------------------


class _Triangles:
    """Vertices and per-vertex colours of a triangle list."""

    def __init__(self) -> None:
        self.points = array.array("f")
        self.colors = array.array("B")

    def add(self, points: Sequence[Point], color: tuple[int, int, int, int]) -> None:
        for x, y in points:
            self.points.extend((x, y))
        self.colors.extend(color * len(points))

    def convex(self, points: Sequence[Point], color: tuple[int, int, int, int]) -> None:
        """A filled convex polygon (a fan: the chamfered boxes are convex)."""
        first = points[0]
        for a, b in itertools.pairwise(points[1:]):
            self.add((first, a, b), color)

    def strip(self, points: Sequence[Point], color: tuple[int, int, int, int]) -> None:
        """A triangle strip as separate triangles (the same pixels, joinable in one list)."""
        for i in range(len(points) - 2):
            self.add(points[i:i + 3], color)

    def outline(self, points: Sequence[Point], color: tuple[int, int, int, int],
                width: float) -> None:
        """The strip ``arcade.draw_polygon_outline`` draws for a closed polygon."""
        loop = [*points, points[0]]
        strip: list[Point] = []
        for a, b in itertools.pairwise(loop):
            q = get_points_for_thick_line(*a, *b, width)
            strip.extend((q[1], q[0], q[2], q[3]))
        strip.append(get_points_for_thick_line(*loop[0], *loop[1], width)[1])
        self.strip(strip, color)

    def line(self, a: Point, b: Point, color: tuple[int, int, int, int], width: float) -> None:
        """A thick line, as ``arcade.draw_line`` draws it (a quad along the segment)."""
        q = get_points_for_thick_line(*a, *b, width)
        self.add((q[0], q[1], q[2], q[1], q[3], q[2]), color)


def _build(ctx: arcade.ArcadeContext, shapes: tuple[Shape, ...]) -> arcade.gl.Geometry:
    tris = _Triangles()
    for shape in shapes:
        part = _shape_triangles(shape)
        tris.points.extend(part.points)
        tris.colors.extend(part.colors)
    return ctx.geometry([
        BufferDescription(ctx.buffer(data=tris.points), "2f", ["in_vert"]),
        BufferDescription(ctx.buffer(data=tris.colors), "4f1", ["in_color"]),
    ], mode=ctx.TRIANGLES)


def _shape_triangles(shape: Shape) -> _Triangles:
    """One shape's triangles, kept: a pulsing glow makes a new list (and buffer) for most
    frames of its first cycle, and re-triangulating every static panel with it in Python
    was most of the title's frame on those frames."""
    part = _PARTS.get(shape)
    if part is None:
        part = _Triangles()
        if shape[0] == "panel":
            _panel(part, *shape[1:])
        elif shape[0] == "polygon":
            _polygon(part, *shape[1:])
        else:
            _glow(part, *shape[1:])
        _PARTS[shape] = part
        if len(_PARTS) > CACHE_SIZE:
            _PARTS.popitem(last=False)
    else:
        _PARTS.move_to_end(shape)
    return part


_PARTS: OrderedDict[Shape, _Triangles] = OrderedDict()


def _panel(tris: _Triangles, box: tuple[float, float, float, float], cut: float,
           fill: tuple[int, int, int, int], rim: tuple[int, int, int, int],
           rim_width: float) -> None:
    rect = arcade.LBWH(*box)
    tris.convex(chamfer_points(rect, cut), fill)
    band = arcade.LRBT(rect.left, rect.right, rect.top - rect.height * 0.45, rect.top)
    tris.convex(chamfer_points(band, cut), rgba(theme.with_alpha(theme.PANEL_SHINE, 22)))
    # The shine line just under the top edge is what makes the box read as glass.
    inset = max(1.0, rim_width * 1.5)
    tris.line((rect.left + cut + inset, rect.top - inset), (rect.right - inset, rect.top - inset),
              rgba(theme.PANEL_SHINE), max(1.0, rim_width * 0.75))
    tris.outline(chamfer_points(rect, cut), rim, rim_width)


def _polygon(tris: _Triangles, points: tuple[Point, ...],
             fill: tuple[int, int, int, int] | None, rim: tuple[int, int, int, int] | None,
             rim_width: float) -> None:
    if fill is not None:
        tris.convex(points, fill)  # a fan covers a convex polygon's pixels as earclip does
    if rim is not None:
        tris.outline(points, rim, rim_width)


def _glow(tris: _Triangles, box: tuple[float, float, float, float], cut: float,
          rgb: tuple[int, int, int], reach: float, alphas: tuple[int, ...]) -> None:
    """Rims that widen and fade outwards (outermost first, as they were drawn)."""
    rect = arcade.LBWH(*box)
    for i, alpha in zip(range(GLOW_LAYERS, 0, -1), alphas, strict=True):
        if alpha <= 0:
            continue  # the outermost layer is fully transparent
        t = i / GLOW_LAYERS
        outer = grow(rect, reach * t)
        tris.outline(chamfer_points(outer, cut + reach * t * 0.4), (*rgb, alpha),
                     max(1.0, reach / GLOW_LAYERS * 1.2))


def pulse(time: float, speed: float = 3.0) -> float:
    """0.75–1.0, slowly breathing: the focused item's glow is alive, not blinking."""
    return 0.875 + 0.125 * math.sin(time * speed)
