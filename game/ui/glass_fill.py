"""A glass panel's fill and its upper band as one layer of pieces instead of two layers.

A panel (game.ui.panel) is a translucent fill with a fainter band blended over its upper
45%: two blended passes over the band's pixels, which on the title's cards is ~170k pixels a
frame blended twice. Blending the band over the fill over anything is the same as blending,
once, the colour that is the band over the fill (``over``): so the fill splits into convex
pieces, the part under the band drawn in that one colour, the rest in the fill's, and the band
where it leaves the fill (a small panel's band has a smaller corner cut) in the band's.
The pixels are those of the two layers up to 8-bit rounding of the combined colour.
"""

from __future__ import annotations

from collections.abc import Sequence

Point = tuple[float, float]
RGBA = tuple[int, int, int, int]


def over(top: RGBA, under: RGBA) -> RGBA:
    """The one colour whose blend equals blending ``under`` and then ``top`` (SRC_ALPHA,
    ONE_MINUS_SRC_ALPHA), rounded to 8 bits."""
    at, au = top[3] / 255.0, under[3] / 255.0
    a = at + au * (1.0 - at)
    if a <= 0.0:
        return (0, 0, 0, 0)
    rgb = [(at * t + (1.0 - at) * au * u) / a for t, u in zip(top[:3], under[:3], strict=True)]
    return (round(rgb[0]), round(rgb[1]), round(rgb[2]), round(a * 255.0))


def _side(a: Point, b: Point, p: Point) -> float:
    """> 0 when ``p`` is left of the line a→b (inside a counter-clockwise polygon)."""
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def clip(poly: Sequence[Point], a: Point, b: Point, left: bool = True) -> list[Point]:
    """The part of convex ``poly`` left (or right) of the line a→b, points on it kept."""
    sign = 1.0 if left else -1.0
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        dp, dq = sign * _side(a, b, p), sign * _side(a, b, q)
        if dp >= 0:
            out.append(p)
        if (dp > 0 > dq) or (dp < 0 < dq):
            t = dp / (dp - dq)
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def _edges(poly: Sequence[Point]) -> list[tuple[Point, Point]]:
    """The polygon's edges, skipping zero-length ones (a zero corner cut repeats a point)."""
    n = len(poly)
    return [(poly[i], poly[(i + 1) % n]) for i in range(n)
            if abs(poly[i][0] - poly[(i + 1) % n][0]) + abs(poly[i][1] - poly[(i + 1) % n][1])
            > 1e-9]


def intersection(p: Sequence[Point], q: Sequence[Point]) -> list[Point]:
    """Convex ``p`` ∩ convex ``q`` (both counter-clockwise)."""
    out = list(p)
    for a, b in _edges(q):
        if len(out) < 3:
            return []
        out = clip(out, a, b)
    return out if len(out) >= 3 else []


def difference(p: Sequence[Point], q: Sequence[Point]) -> list[list[Point]]:
    """Convex ``p`` minus convex ``q`` as disjoint convex pieces: for each edge of ``q``, the
    part of ``p`` outside it and inside the edges before it."""
    pieces = []
    edges = _edges(q)
    for i, (a, b) in enumerate(edges):
        piece = clip(p, a, b, left=False)
        for c, d in edges[:i]:
            if len(piece) < 3:
                break
            piece = clip(piece, c, d)
        if len(piece) >= 3 and _area(piece) > 1e-6:
            pieces.append(piece)
    return pieces


def _area(poly: Sequence[Point]) -> float:
    return abs(sum(_side(poly[0], poly[i], poly[i + 1]) for i in range(1, len(poly) - 1))) / 2


def fill_pieces(fill_poly: Sequence[Point], fill: RGBA, band_poly: Sequence[Point],
                band: RGBA) -> list[tuple[list[Point], RGBA]]:
    """Convex pieces and their colours that draw ``band`` over ``fill`` in one layer."""
    pieces = [(piece, fill) for piece in difference(fill_poly, band_poly)]
    both = intersection(fill_poly, band_poly)
    if both:
        pieces.append((both, over(band, fill)))
    pieces += [(piece, band) for piece in difference(band_poly, fill_poly)]
    return pieces
