"""Banners: the words of a big moment ("TETRIS", "CHAIN ×3", "EXCELLENT") over a board,
escalating with the moment's tier (1–5): each tier is bigger, warmer in colour, glows more,
pops in with more overshoot and stays longer. A newer banner where older ones still show
pushes them up, so a moment's banners stack instead of overlapping.

They are the HUD's popups (``game.ui.hud_parts.Popup``) grown: their words join the HUD's
text batch and their pills and glow go into its ``LiveShapes``, so any number of banners
costs no draw call of its own. The pop-in scales the words' glyph quads in place (no new
layout, no new font size: a new size would draw every glyph again mid-game), and the sizes
are those of :data:`SIZES`, drawn ahead at each layout (:meth:`Banners.build`).

The banners setting (``strength``, 0–1) calms the escalation: 0 shows none; less than 1 keeps
each tier's colour but gives it a lower tier's size, glow, overshoot and life. Reduced motion
(``calm``) fades them in without the overshoot and the rise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import arcade

from game.ui import theme
from game.ui.hud_parts import Popup, popup_text, warm_popups
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.textbatch import TextBatch, set_color

TIERS = 5
SIZES = (20.0, 24.0, 29.0, 35.0, 42.0)  # reference points, per tier
LIVES = (1.0, 1.2, 1.45, 1.7, 2.0)  # seconds
GLOWS = (0.0, 0.35, 0.55, 0.75, 1.0)  # the halo's opacity
OVERSHOOTS = (0.1, 0.16, 0.22, 0.3, 0.38)  # how far past its size the pop-in goes
COLORS: tuple[theme.Color, ...] = (theme.INK, theme.ACCENT, theme.ACCENT_WARM,
                                   (255, 128, 84, 255), (255, 236, 150, 255))
POP_S = 0.18  # the pop-in
START_SCALE = 0.55  # the words' size as they pop in
CALM_FADE_S = 0.15  # reduced motion: a fade in instead
RISE = 22.0  # reference px a banner rises over its life
GAP = 6.0  # reference px between stacked banners
HALO = 9.0  # reference px of halo per tier
PUSH_S = 0.08  # an older banner moves up out of a newer one's way in this long
WHITE: theme.Color = (255, 255, 255, 255)


@dataclass(frozen=True, slots=True)
class Look:
    """How a banner of a tier is drawn at a strength."""

    size: float
    life: float
    glow: float
    overshoot: float
    color: theme.Color


def look(tier: int, strength: float = 1.0) -> Look:
    """The look of ``tier`` (1–:data:`TIERS`, clamped) at the banners ``strength`` (0–1):
    its own colour; the size, life, glow and overshoot of a tier lowered by the strength."""
    i = max(1, min(TIERS, int(tier))) - 1
    k = max(1, min(TIERS, 1 + round(i * max(0.0, min(1.0, strength))))) - 1
    return Look(SIZES[k], LIVES[k], GLOWS[k], OVERSHOOTS[k], COLORS[i])


def pop_scale(age: float, overshoot: float) -> float:
    """The words' scale ``age`` s after a banner appears: from :data:`START_SCALE` past 1 by
    about ``overshoot``, back to 1 at :data:`POP_S`."""
    p = max(0.0, min(1.0, age / POP_S))
    return 1.0 - (1.0 - START_SCALE) * (1.0 - p) ** 3 + overshoot * math.sin(math.pi * p)


@dataclass(eq=False)
class Banner(Popup):
    """A popup with a tier: its look, where it stands, how far newer ones pushed it up."""

    tier: int = 1
    x: float = 0.0
    look: Look = field(default_factory=lambda: look(1))
    calm: bool = False
    #: (when, px): each newer banner's push up, eased in over PUSH_S from ``when``.
    pushes: list[tuple[float, float]] = field(default_factory=list)
    #: The glyph quads as laid out: (vertex list, positions + anchors) for the pop-in.
    glyphs: list[tuple[Any, list[float]]] = field(default_factory=list)
    scale_shown: float = 1.0

    def lift(self, now: float) -> float:
        """How far up newer banners have pushed it by ``now`` (px)."""
        return sum(px * min(1.0, max(0.0, (now - t) / PUSH_S)) for t, px in self.pushes)

    def center_y(self, now: float, rise: float) -> float:
        """Its middle's height at ``now`` (px): where it was shown, risen, pushed up."""
        age = max(0.0, (now - self.born) / self.life)
        return self.y0 + (0.0 if self.calm else rise * age) + self.lift(now)


class Banners:
    """A HUD's banners: :meth:`build` at each layout, :meth:`show` on a moment,
    :meth:`draw` into the HUD's shapes each frame before its text batch is drawn."""

    def __init__(self) -> None:
        self.live: list[Banner] = []
        self.layout: Layout | None = None
        self.batch: TextBatch | None = None

    def build(self, layout: Layout, batch: TextBatch) -> None:
        """Use ``layout`` and the HUD's text ``batch`` (live banners move into it); every
        banner size's glyphs are drawn ahead."""
        self.layout, self.batch = layout, batch
        warm_popups(layout, SIZES)
        for b in self.live:
            b.text.batch = batch.batch
            b.glyphs, b.scale_shown = [], 1.0

    def show(self, words: str, tier: int, at: tuple[float, float], now: float,
             strength: float = 1.0, calm: bool = False, kind: str | None = None
             ) -> Banner | None:
        """A banner of ``words`` at tier ``tier`` centred on ``at`` (pixels) from ``now``;
        ``strength``: the banners setting (0: none shown); ``calm``: reduced motion; a
        banner of the same ``kind`` still showing is replaced. Returns it (None: none)."""
        layout, batch = self.layout, self.batch
        if strength <= 0 or not words or layout is None or batch is None:
            return None
        if kind is not None:
            for old in [b for b in self.live if b.kind == kind]:
                self._drop(old)
        seen = look(tier, strength)
        t = popup_text(layout, words, at[0], at[1], seen.color, seen.size)
        t.batch = batch.batch
        banner = Banner(t, now, at[1], seen.color, kind or "", seen.life, tier=tier, x=at[0],
                        look=seen, calm=calm)
        self._make_room(banner, now)
        self.live.append(banner)
        return banner

    def clear(self) -> None:
        """No banner any more (a new game)."""
        for b in list(self.live):
            self._drop(b)

    def _drop(self, banner: Banner) -> None:
        banner.text.label.delete()  # out of the batch
        self.live.remove(banner)

    def _half(self, banner: Banner) -> tuple[float, float]:
        """Half its pill's width and height (px, at its full size)."""
        assert self.layout is not None
        t = banner.text
        return t.content_width / 2 + self.layout.len(16), t.content_height * 0.62

    def _make_room(self, new: Banner, now: float) -> None:
        """Push the banners still showing where ``new`` appears up out of its way (and those
        above them out of theirs)."""
        assert self.layout is not None
        gap, rise = self.layout.len(GAP), self.layout.len(RISE)
        placed = [(new.x, new.y0, *self._half(new))]
        for old in sorted(self.live, key=lambda b: -b.born):
            w, h = self._half(old)
            y = old.center_y(now + PUSH_S, rise)  # where it will be once pushed so far
            above = _above(old.x, y, w, h, placed, gap)
            if above > y:
                old.pushes.append((now, above - y))
            placed.append((old.x, above, w, h))

    def draw(self, shapes: LiveShapes, now: float) -> None:
        """Move, scale and fade the banners for ``now``: their halos and pills into
        ``shapes``, their words in the batch; finished ones leave it."""
        for b in [b for b in self.live if now - b.born >= b.life]:
            self._drop(b)
        if not self.live or self.layout is None:
            return
        rise = self.layout.len(RISE)
        for b in self.live:
            self._draw_one(b, shapes, now, rise)

    def _draw_one(self, b: Banner, shapes: LiveShapes, now: float, rise: float) -> None:
        assert self.layout is not None
        age = now - b.born
        if age < 0:  # shown for a later moment (a replay's frames): not yet
            set_color(b.text, theme.with_alpha(b.look.color, 0))
            return
        fade_in = min(1.0, age / CALM_FADE_S) if b.calm else 1.0
        fade = min(1.0, 2.2 * (1.0 - age / b.life)) * fade_in
        scale = 1.0 if b.calm else pop_scale(age, b.look.overshoot)
        y = b.text.y = b.center_y(now, rise)
        _scale_glyphs(b, scale)
        hot = b.look.color if b.calm or b.tier <= 1 else theme.mix(WHITE, b.look.color,
                                                                    age / POP_S)
        set_color(b.text, theme.with_alpha(hot, round(255 * fade)))
        w, h = self._half(b)
        w, h = w * scale, h * scale
        pill = arcade.LRBT(b.x - w, b.x + w, y - h, y + h)
        if b.look.glow > 0:
            _halo(shapes, pill, self.layout.len(HALO * b.tier) * scale,
                  theme.with_alpha(b.look.color, round(110 * b.look.glow * fade)))
        shapes.rect(pill, theme.with_alpha(theme.CLEAR, round(190 * fade)))
        shapes.rect_outline(pill, theme.with_alpha(b.look.color, round(150 * fade)),
                            1 if b.tier < 3 else 2)


def _above(x: float, y: float, w: float, h: float,
           placed: list[tuple[float, float, float, float]], gap: float) -> float:
    """The lowest height from ``y`` up where a box of half size ``w`` × ``h`` at ``x`` is
    clear of every ``placed`` box (x, y, half width, half height) by ``gap``."""
    moved = True
    while moved:
        moved = False
        for x2, y2, w2, h2 in placed:
            if abs(x - x2) < w + w2 and y - h < y2 + h2 + gap - 1e-6 and y + h > y2 - h2 - gap:
                y, moved = y2 + h2 + gap + h, True
    return y


def _scale_glyphs(b: Banner, scale: float) -> None:
    """Scale the banner's glyph quads about its anchor (its middle) in place: positions are
    relative to the text's point, plus the anchor's offset."""
    if abs(scale - b.scale_shown) < 1e-3:
        return
    lists = list(b.text.label._vertex_lists)  # pyglet's own glyph quads
    if [v for v, _ in b.glyphs] != lists:  # laid out again since: take the new quads
        b.glyphs = [(v, [p + a for p, a in zip(v.position[:], _anchors(v), strict=True)])
                    for v in lists]
    for v, laid in b.glyphs:
        anchors = _anchors(v)
        v.position[:] = [scale * p - a for p, a in zip(laid, anchors, strict=True)]
    b.scale_shown = scale


def _anchors(v: Any) -> list[float]:
    """The anchor offset of each position component (x, y, z) of a glyph vertex list."""
    anchor = v.anchor[:]
    return [c for i in range(0, len(anchor), 2) for c in (anchor[i], anchor[i + 1], 0.0)]


def _halo(shapes: LiveShapes, rect: arcade.Rect, width: float, color: theme.Color) -> None:
    """A soft glow ``width`` px around ``rect``: from ``color`` at its edge to nothing."""
    clear = theme.with_alpha(color, 0)
    x0, x1, y0, y1 = rect.left, rect.right, rect.bottom, rect.top
    X0, X1, Y0, Y1 = x0 - width, x1 + width, y0 - width, y1 + width
    c, o = color, clear
    for quad, colors in ((((x0, y1), (x1, y1), (x1, Y1), (x0, Y1)), (c, c, o, o)),  # top
                         (((x0, Y0), (x1, Y0), (x1, y0), (x0, y0)), (o, o, c, c)),  # bottom
                         (((X0, y0), (x0, y0), (x0, y1), (X0, y1)), (o, c, c, o)),  # left
                         (((x1, y0), (X1, y0), (X1, y1), (x1, y1)), (c, o, o, c))):  # right
        shapes.quad(quad, colors)
    for (cx, cy), (ox, oy) in (((x0, y0), (X0, Y0)), ((x1, y0), (X1, Y0)),
                               ((x1, y1), (X1, Y1)), ((x0, y1), (X0, Y1))):
        shapes.quad(((cx, cy), (ox, cy), (ox, oy), (cx, oy)), (color, clear, clear, clear))
