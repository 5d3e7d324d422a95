"""Finding text that runs out of the window or out of its panel, measurably.

A scene's ``arcade.Text`` objects and ``arcade.Rect`` boxes are found by walking its
attributes (and those of the parts it owns: menus, hint bars, HUDs). The one shared window
is headless and cannot be resized, so :func:`virtual_size` makes the window report another
size: scenes lay themselves out from that, and pyglet measures text the same at any size.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import arcade

TOLERANCE = 1.5  # pixels: rounding of glyph metrics


@contextmanager
def virtual_size(window: arcade.Window, width: int, height: int) -> Iterator[None]:
    """Let scenes see the window as ``width`` x ``height`` (layout and text only)."""
    saved = window._width, window._height
    window._width, window._height = width, height
    try:
        yield
    finally:
        window._width, window._height = saved


@contextmanager
def drawing_recorded() -> Iterator[tuple[list[arcade.Text], set[int]]]:
    """Record the texts drawn one by one, and the ids of the text batches drawn."""
    import pyglet

    texts: list[arcade.Text] = []
    batches: set[int] = set()
    text_draw, batch_draw = arcade.Text.draw, pyglet.graphics.Batch.draw

    def draw_text(self: arcade.Text) -> None:
        texts.append(self)
        text_draw(self)

    def draw_batch(self: Any) -> None:
        batches.add(id(self))
        batch_draw(self)

    arcade.Text.draw = draw_text  # type: ignore[method-assign]
    pyglet.graphics.Batch.draw = draw_batch  # type: ignore[method-assign]
    try:
        yield texts, batches
    finally:
        arcade.Text.draw = text_draw  # type: ignore[method-assign]
        pyglet.graphics.Batch.draw = batch_draw  # type: ignore[method-assign]


def drawn(scene: arcade.View) -> tuple[list[tuple[str, arcade.Text]],
                                       list[tuple[str, arcade.Rect]]]:
    """Draw ``scene`` once; the texts it drew (named by attribute path where it keeps them)
    and the boxes it keeps."""
    with drawing_recorded() as (texts, batches):
        scene.on_draw()
    kept, rects = walk(scene)
    names = {id(t): path for path, t in kept}
    under = {id(t) for view in _views_below(scene) for _, t in walk(view)[0]}
    shown = {id(t): t for t in texts if id(t) not in under}
    for _, t in kept:
        batch = getattr(t, "batch", None)
        if batch is not None and id(batch) in batches and t.visible:  # hidden: not drawn
            shown[id(t)] = t
    return [(names.get(i, "drawn"), t) for i, t in shown.items()], rects


def _views_below(scene: arcade.View) -> list[arcade.View]:
    """Screens an overlay keeps and draws under itself (the game under pause or game over)."""
    return [v for v in vars(scene).values() if isinstance(v, arcade.View) and v is not scene]


def _owned(value: Any) -> bool:
    return type(value).__module__.startswith(("game.", "tests."))


def walk(root: Any) -> tuple[list[tuple[str, arcade.Text]], list[tuple[str, arcade.Rect]]]:
    """Every Text and Rect reachable from ``root`` through the game's own objects, named by
    the attribute path that leads to it."""
    texts: list[tuple[str, arcade.Text]] = []
    rects: list[tuple[str, arcade.Rect]] = []
    seen: set[int] = set()
    stack: list[tuple[str, Any]] = [("scene", root)]
    while stack:
        path, value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, arcade.Text):
            texts.append((path, value))
        elif isinstance(value, arcade.Rect):
            rects.append((path, value))
        elif isinstance(value, list | tuple):
            stack += [(f"{path}[{i}]", v) for i, v in enumerate(value)]
        elif isinstance(value, dict):
            stack += [(f"{path}[{k!r}]", v) for k, v in value.items()]
        elif _owned(value) and hasattr(value, "__dict__"):
            if path != "scene" and isinstance(value, arcade.View):
                continue  # another screen (the play scene under game over): measured alone
            stack += [(f"{path}.{k}", v) for k, v in vars(value).items()
                      if not k.startswith("__")]
        elif _owned(value) and hasattr(type(value), "__slots__"):
            stack += [(f"{path}.{k}", getattr(value, k)) for k in type(value).__slots__
                      if hasattr(value, k)]
    return texts, rects


def box(t: arcade.Text) -> tuple[float, float, float, float]:
    """left, bottom, right, top of the text's ink box in pixels."""
    return t.left, t.bottom, t.right, t.top


def inside(b: tuple[float, float, float, float], r: arcade.Rect, tol: float = TOLERANCE) -> bool:
    left, bottom, right, top = b
    return (left >= r.left - tol and right <= r.right + tol and bottom >= r.bottom - tol
            and top <= r.top + tol)


def out_of_window(texts: list[tuple[str, arcade.Text]], width: int, height: int) -> list[str]:
    window = arcade.LBWH(0, 0, width, height)
    return [f"{path} {t.text!r} {tuple(round(v) for v in box(t))} outside {width}x{height}"
            for path, t in texts if t.text.strip() and not inside(box(t), window)]


def out_of_panel(texts: list[tuple[str, arcade.Text]], rects: list[tuple[str, arcade.Rect]]
                 ) -> list[str]:
    """Texts whose anchor lies in a box but whose ink leaves the smallest such box."""
    found = []
    for path, t in texts:
        if not t.text.strip():
            continue
        cx, cy = (t.left + t.right) / 2, (t.bottom + t.top) / 2
        holders = [(r.width * r.height, name, r) for name, r in rects
                   if r.left <= cx <= r.right and r.bottom <= cy <= r.top]
        if not holders:
            continue
        _, name, r = min(holders, key=lambda h: h[0])
        if not inside(box(t), r):
            found.append(f"{path} {t.text!r} {tuple(round(v) for v in box(t))} leaves {name} "
                         f"{tuple(round(v) for v in (r.left, r.bottom, r.right, r.top))}")
    return found


def overlapping(texts: list[tuple[str, arcade.Text]], tol: float = TOLERANCE) -> list[str]:
    """Pairs of texts whose ink boxes overlap (by more than ``tol`` each way); faint texts
    (a halo's copies, alpha under 100) are decoration, not something to read."""
    shown = [(p, t, box(t)) for p, t in texts if t.text.strip() and t.color[3] >= 100]
    found = []
    for i, (p1, t1, b1) in enumerate(shown):
        for p2, t2, b2 in shown[i + 1:]:
            if t1.text == t2.text:
                continue  # a glow or shadow copy drawn under the text on purpose
            if (min(b1[2], b2[2]) - max(b1[0], b2[0]) > tol
                    and min(b1[3], b2[3]) - max(b1[1], b2[1]) > tol):
                found.append(f"{p1} {t1.text[:30]!r} overlaps {p2} {t2.text[:30]!r}")
    return found
