"""Panels and glows in one draw call whose triangles outlive their colours.

:func:`game.ui.panel.draw_panels` keys its buffers on everything about the shapes, colours
included, so a glow that pulses, a frame that reddens or a rim that lights up on hover makes
another buffer (and, for a glow's new alphas, triangulates it again in Python): a HUD that
pulses two things at once cycles through hundreds of them. A :class:`RecolourLayer` keys its
buffers on the shapes' form alone (rects, cuts, rim widths, glow reaches) and rewrites only
the colour buffer, a few kilobytes, on frames where a colour changed.

(:class:`game.ui.panel_layer.PanelLayer` suits frames whose only change is one pulse,
given as a uniform; this one takes any colour change, several pulses at once, without keys.)
The pixels are :func:`draw_panels`' own: the same triangles, colours, program and blending.
A glow's every layer is in its triangles, a layer whose alpha is 0 this frame drawn fully
transparent: exactly the pixels of leaving it out.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import arcade
from arcade.gl import BufferDescription

from game.ui.panel import GLOW_LAYERS, Shape, _shape_triangles

KEEP = 16  # forms kept per layer: a HUD has a few (a glow on or off, a rim's width)
#: The alphas of a glow with every layer present but its outermost: glow_shape's outermost
#: layer is transparent at any strength (its weight is 0), so it is never drawn.
_ALL_LAYERS = (0,) + (1,) * (GLOW_LAYERS - 1)
_BLACK = (0, 0, 0, 255)


def _form(shape: Shape) -> tuple:
    """What decides a shape's triangles: the shape with its colours left out (a polygon's
    fill and rim: only whether it has them; a glow's alphas: none, it has every layer)."""
    kind = shape[0]
    if kind == "panel":
        return (kind, shape[1], shape[2], None, None, shape[5])
    if kind == "polygon":
        return (kind, shape[1], shape[2] and _BLACK, shape[3] and _BLACK, shape[4])
    if kind == "glow":
        return (kind, shape[1], shape[2], None, shape[4], None)
    raise ValueError(f"unknown shape {kind!r}")  # i18n: not shown


def _points(form: tuple) -> bytes:
    kind = form[0]
    if kind == "panel":
        shape: Shape = (*form[:3], _BLACK, _BLACK, form[5])
    elif kind == "glow":
        shape = (*form[:3], _BLACK[:3], form[4], _ALL_LAYERS)
    else:
        shape = form
    return _shape_triangles(shape).points.tobytes()


@functools.lru_cache(maxsize=1024)
def _glow_colors(rgb: tuple[int, int, int], alphas: tuple[int, ...], per_layer: int) -> bytes:
    """A glow's vertex colours: each drawn layer's vertices in its colour (alpha 0 where the
    glow leaves the layer out this frame)."""
    if alphas[0] > 0:
        raise ValueError(  # a programming error, never on screen
            f"a glow's outermost layer is transparent, got alphas {alphas}")  # i18n: not shown
    return b"".join(bytes((*rgb, max(0, a))) * per_layer for a in alphas[1:])


def _colors(shape: Shape, vertices: int) -> bytes:
    if shape[0] == "glow":
        return _glow_colors(shape[3], shape[5], vertices // (GLOW_LAYERS - 1))
    return _shape_triangles(shape).colors.tobytes()


@dataclass
class _Built:
    geometry: arcade.gl.Geometry
    colors: arcade.gl.Buffer
    vertices: list[int]  # per shape
    written: bytes = b""


class RecolourLayer:
    """Draws a list of :func:`panel_shape` / :func:`glow_shape` / :func:`polygon_shape`
    keys, in order, in one draw call; its triangles are built once per form of the list."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self._built: OrderedDict[tuple, _Built] = OrderedDict()
        self.builds = 0  # triangle buffers built so far (tests pin their reuse)
        self.color_writes = 0  # colour buffers rewritten so far

    def draw(self, shapes: Sequence[Shape]) -> None:
        if not shapes:
            return
        built = self._geometry(tuple(_form(s) for s in shapes))
        colors = b"".join(_colors(s, n) for s, n in zip(shapes, built.vertices, strict=True))
        if colors != built.written:
            built.colors.write(colors)
            built.written = colors
            self.color_writes += 1
        ctx = self.ctx
        ctx.enable(ctx.BLEND)
        built.geometry.render(ctx.line_vertex_shader)
        ctx.disable(ctx.BLEND)

    def _geometry(self, forms: tuple) -> _Built:
        built = self._built.get(forms)
        if built is not None:
            self._built.move_to_end(forms)
            return built
        points = [_points(f) for f in forms]
        vertices = [len(p) // 8 for p in points]  # two float32s a vertex
        ctx = self.ctx
        colors = ctx.buffer(reserve=4 * sum(vertices))
        geometry = ctx.geometry([
            BufferDescription(ctx.buffer(data=b"".join(points)), "2f", ["in_vert"]),
            BufferDescription(colors, "4f1", ["in_color"]),
        ], mode=ctx.TRIANGLES)
        built = _Built(geometry, colors, vertices)
        self._built[forms] = built
        self.builds += 1
        if len(self._built) > KEEP:
            self._built.popitem(last=False)
        return built
