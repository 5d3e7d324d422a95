"""A screen's backdrop: the animated background and the still part of the screen over it,
kept in pictures and copied each frame.

In software GL the background is a pass over every pixel (3.7–4.0 ms a frame at 1280×720 on
llvmpipe) and a play screen's glass panels are another over much of the window (3.2–4.4 ms);
copying a kept picture of both is one ``glBlitFramebuffer`` (2.2 ms). The background moves
slowly: its grid drifts 3 px a second and its glows take minutes to wander, so it is drawn
anew once per STEP (its time rounded down to the step), which moves the grid a pixel at a
time as before; within a step it changes by less than 1/255. The still part is drawn again
whenever the scene's key for it changes (layout, palette, danger, a panel lighting up).

A scene's boards (a field between moves) change more often than its panels: they are kept in
a second picture, made by copying the first and drawing them over it, so a piece landing does
not draw the background and panels again; boards kept in parts (a match's fields:
game.render.kept.board_parts) mend that picture, drawing again only the parts that changed.

The next step's picture is made ahead in a spare one, over frames of the step before (its
background halfway through, its still part three quarters through, then the boards over it
while they stay the same), and the step only swaps them: no frame pays for a whole picture
and its copy, and the picture shown at a time never depends on the frames before it.

Drawn directly instead, as before, when the viewport is not the whole framebuffer (the kept
pictures are the framebuffer's size).

A screen shake moves the still part and the boards with everything else: their pictures are
copied moved by the shake (whole pixels), background included, and the strips the move
uncovers at the window's edges get the picture's own pixels, unmoved. The shake lasts a third
of a second; drawing the panels live over a still background instead cost their 2–4 ms in
every frame of it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any

import arcade
from pyglet.math import Mat4, Vec3

from game.render.kept import window_layout
from game.render.kept.board_parts import changed_parts, mend
from game.render.kept.frozen import FrozenFrame

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

    def __init__(self, ctx: arcade.ArcadeContext, boards_in_window_layout: bool | None = None,
                 ) -> None:
        self.ctx = ctx
        #: The boards' pictures are drawn straight into the window's layout (where supported:
        #: game.render.kept.window_layout): a piece landing then costs no conversion of the whole
        #: picture for the window. They are drawn over the kept picture's own window copy.
        self.layout = (window_layout.supported(ctx) if boards_in_window_layout is None
                       else boards_in_window_layout)
        self.kept = FrozenFrame(ctx)  # the background and the still part
        self.boards: FrozenFrame | None = None  # that and the boards over it
        self.spare: FrozenFrame | None = None  # the next step's picture, made ahead
        self.boards_spare: FrozenFrame | None = None  # that with the boards, made ahead
        self._half: Hashable = None  # the key the spare holds the background of
        self.renders = 0  # pictures of the background and still part made (tests read it)
        self.board_renders = 0  # pictures with the boards put in use (made, or swapped in)
        self.board_mends = 0  # of those, pictures mended (game.render.kept.board_parts)

    def draw(self, background: Any, now: float, still: Hashable,
             draw_still: Callable[[], None], board: Hashable = None,
             draw_board: Callable[[], None] = lambda: None,
             shift: tuple[float, float] = (0.0, 0.0)) -> tuple[bool, bool]:
        """Background (at :func:`background_time`), and ``draw_still()`` over it when
        ``still`` is not None, and ``draw_board()`` over that when ``board`` is not None too,
        all moved by ``shift`` (world units, as the view moves: a shake); whether the still
        part and the boards were drawn (kept or directly)."""
        ctx = self.ctx
        fb = ctx.active_framebuffer
        at = background_time(now)
        board = board if still is not None else None
        look = (tuple(background.colors.values()), background.grid_size)
        if tuple(ctx.viewport) != (0, 0, fb.width, fb.height):
            background.draw(at)
            with _moved_view(ctx, shift):
                if still is not None:
                    draw_still()
                if board is not None:
                    draw_board()
        else:
            key = (at, look, still)
            self._still(background, key, draw_still if still is not None else _nothing)
            if now - at >= STEP / 2:
                ready = self._ahead(background, now, look, still, draw_still,
                                    to_window=board is None or self.layout)
                if ready is not None and board is not None:
                    self._boards_ahead((ready, board), draw_board)
            moved = _pixels(ctx, shift)
            if board is None:
                self.kept.copy(moved)
            else:
                self._boards((key, board), draw_board, moved)
        return still is not None, board is not None

    def _still(self, background: Any, key: tuple, draw_still: Callable[[], None]) -> None:
        """The picture of ``key`` (background and still part) in :attr:`kept`: kept, made
        ahead, finished from a background made ahead, or made now."""
        fb = self.ctx.active_framebuffer
        spare = self.spare
        if self.kept.key == key and self.kept.fits(fb):
            return
        if spare is not None and spare.fits(fb) and (spare.key == key or self._half == key):
            if spare.key != key:  # only its background was made ahead
                spare.make(draw_still, key, over=True)
            self.kept, self.spare = spare, self.kept
        else:
            at = key[0]
            self.kept.make(lambda: (background.draw(at), draw_still()), key)
        self._half = None
        self.renders += 1

    def _ahead(self, background: Any, now: float, look: Hashable, still: Hashable,
               draw_still: Callable[[], None], to_window: bool) -> Hashable:
        """The next step's picture, made in the spare over two frames of this one (its
        background halfway through, its still part three quarters through), then its copy
        for the window a frame later when it is ``to_window`` (copied there itself, or under
        boards drawn in the window's layout). Returns its key once all that is made, from
        the frame after (before: None)."""
        at = (_step_of(now) + 1) * STEP
        key = (at, look, still)
        if self.spare is None:
            self.spare = FrozenFrame(self.ctx)
        if not self.spare.fits(self.ctx.active_framebuffer):
            self._half = None  # a new size: start again
        elif self.spare.key == key:
            if to_window and self.spare.make_screen_copy():  # (once: then it is fresh)
                return None
            return key
        if self._half != key:
            self.spare.make(lambda: background.draw(at), None)
            self._half = key
        elif now - background_time(now) >= STEP * 3 / 4:
            self.spare.make(draw_still if still is not None else _nothing, key, over=True)
            self._half = None
        return None

    def _boards_ahead(self, key: Hashable, draw_board: Callable[[], None]) -> None:
        """The next step's picture with the boards over it, made in a frame after that
        picture is ready, and its copy for the window (when drawn to the window) in the frame
        after that: the step only swaps it in, if the boards did not change meanwhile (else
        they are mended or made again, then or in a frame before, as when a piece lands)."""
        ahead = self.boards_spare
        if ahead is None:
            ahead = self.boards_spare = FrozenFrame(self.ctx, self.layout)
        fb = self.ctx.active_framebuffer
        if ahead.key != key or not ahead.fits(fb):
            assert self.spare is not None
            self._update(ahead, self.spare, key, draw_board)
        elif fb.is_default:  # (drawn into a picture of its own, they never reach it)
            ahead.make_screen_copy()  # (once: then it is fresh)

    def _boards(self, key: Hashable, draw_board: Callable[[], None],
                shift: tuple[int, int]) -> None:
        """The kept picture with the boards over it: made again when they change (a copy
        of the kept picture and the boards, not the whole picture), or mended when only some
        of their parts did (the picture made ahead, too, at a step), then copied."""
        if self.boards is None:
            self.boards = FrozenFrame(self.ctx, self.layout)
        fb = self.ctx.active_framebuffer
        ahead = self.boards_spare
        if self.boards.key != key or not self.boards.fits(fb):
            if ahead is not None and ahead.fits(fb) and (
                    ahead.key == key or changed_parts(ahead.key, key) is not None):
                self.boards, self.boards_spare = ahead, self.boards  # made ahead: swapped in
            if self.boards.key != key or not self.boards.fits(fb):
                self._update(self.boards, self.kept, key, draw_board)
            self.board_renders += 1
        self.boards.copy(shift)

    def _update(self, boards: FrozenFrame, still: FrozenFrame, key: Hashable,
                draw_board: Callable[[], None]) -> None:
        """``boards`` made to hold ``key``: the ``still`` picture and the boards over it,
        mended where only some parts of the boards changed over the same still picture
        (game.render.kept.board_parts), else made again."""
        changed = changed_parts(boards.key, key) if boards.fits(self.ctx.active_framebuffer) \
            else None
        if changed is not None:
            parts = key[1]
            boards.make(lambda: mend(self.ctx, still, parts, changed), key, over=True)
            self.board_mends += 1
        else:
            boards.make(lambda: (still.copy(), draw_board()), key)


def _pixels(ctx: Any, shift: tuple[float, float]) -> tuple[int, int]:
    """``shift`` (world units) in whole framebuffer pixels, through the projection and the
    viewport (2D: the projection's diagonal scales)."""
    dx, dy = shift
    if not (dx or dy):
        return 0, 0
    p, (_, _, width, height) = ctx.projection_matrix, ctx.viewport
    return round(dx * p[0] * width / 2.0), round(dy * p[5] * height / 2.0)


@contextmanager
def _moved_view(ctx: Any, shift: tuple[float, float]) -> Iterator[None]:
    """Draw moved by ``shift`` (world units) inside the block."""
    if not any(shift):
        yield
        return
    view = ctx.view_matrix
    ctx.view_matrix = Mat4.from_translation(Vec3(shift[0], shift[1], 0.0)) @ view
    try:
        yield
    finally:
        ctx.view_matrix = view


def _nothing() -> None:
    """Draws nothing."""
