"""A Retris play frame's structure: it never reads the screen back (software GL would wait for
everything drawn before), its draw calls stay few, and the bloom still glows around the
bright cells, only there."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from types import SimpleNamespace

import arcade
import numpy as np
import pytest

from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.sim.autoplay import AutoPlayer
from tests.gl_calls import counting_gl_calls, draw_calls, screen_reads
from tests.scenes.conftest import frame_pixels, run_frames

#: Draw calls a whole Retris frame may issue: background 2, panels 1, cells 1 (+1 as glow
#: sources), previews 2, sparks 1, the bloom's passes 3 and its bands 1-2, the piece's light 1
#: (+4 the first time a look of it shows), popup pills 1, every text 1. 28 before the glow
#: sources and the popups' one buffer and one batch, 15 after.
MAX_DRAW_CALLS = 17


def _playing(app: App, window: arcade.Window, mode: str, bloom: float = 0.6) -> RetrisPlayScene:
    settings = SimpleNamespace(particles=1.0, bloom=bloom, shake=0.0, flash=1.0,
                               palette="default")
    app.effects = lambda: settings  # type: ignore[method-assign]  # the config layer's API
    scene = RetrisPlayScene(app, RetrisChoice(mode=mode), pilot=AutoPlayer(pace=3))
    app.nav.reset(scene)
    run_frames(window, 240)  # a stack to glow, pieces placed by the autoplayer
    return scene


@pytest.mark.parametrize("mode", ["classic", "arcade"])
def test_a_frame_reads_nothing_back_and_draws_little(app: App, window, mode: str) -> None:
    scene = _playing(app, window, mode)
    scene.on_draw()  # the piece's light is made the first time its look shows (below)
    scene.field.flash_rows([0, 1], scene.time)  # a flash and sparks in the frame too
    scene.field.burst_rows([0], scene.snapshot.field, {}, scene.time)
    for kind, row in (("clear", 2), ("level", 16)):  # banners: one buffer, words in the batch
        scene._banner(kind, f"{kind.upper()}  +100", row, 3)
    applied = scene.bloom.applied
    with counting_gl_calls() as counts:
        scene.on_draw()
    assert screen_reads(counts) == 0, counts  # the kept backdrop is copied, not the screen
    # The bloom was on: its light added this frame, or kept in the boards' picture.
    assert scene.bloom.applied == applied + 1 or (scene._light_still and scene.board_kept)
    assert draw_calls(counts) <= MAX_DRAW_CALLS, counts


def test_the_bloom_glows_around_the_cells_and_nowhere_else(app: App, window) -> None:
    scene = _playing(app, window, "classic")
    frames = {}
    for bloom in (0.0, 0.6):
        scene.fx = replace(scene.fx, bloom=bloom)  # the same frame (no update between)
        scene.on_draw()
        frames[bloom] = np.asarray(arcade.get_image().convert("RGB")).astype(int)[::-1]
    added = frames[0.6] - frames[0.0]
    assert added.min() >= 0  # light is only added
    box = scene.hud.field_box
    stack = added[int(box.bottom):int(box.bottom + 4 * scene.field.size),
                  int(box.left):int(box.right)]
    assert stack.mean() > 1.0, "no glow over the stack"
    margin = int(scene.layout.len(48)) + 2
    outside = np.concatenate([added[:, : int(scene.hud.frame.left) - margin],
                              added[:, int(scene.hud.frame.right) + margin:]], axis=1)
    assert outside.max() == 0, "light outside the bloom's region"


def test_the_previews_are_written_only_when_they_change(app: App, window) -> None:
    from game.render.palette import load_palette

    scene = _playing(app, window, "classic")
    scene.on_draw()  # the first frame writes them
    writes: list[int] = []
    for view in (scene.big_previews, scene.small_previews):
        real = view.cells.update
        view.cells.update = lambda *a, _real=real, **k: (writes.append(1), _real(*a, **k))[1]
    scene.on_draw()
    scene.on_draw()
    assert writes == []  # the same pieces: the buffers are kept
    for view in (scene.big_previews, scene.small_previews):
        view.palette = load_palette("colorblind")
    scene.on_draw()
    assert len(writes) == 2  # a palette switch rewrites them
    scene.snapshot = replace(scene.snapshot, hold=scene.snapshot.next[0])
    scene.on_draw()
    assert len(writes) == 3  # so does another held piece (the big previews)


def test_the_field_cells_are_recoloured_only_when_the_field_changes(app: App, window) -> None:
    from game.render.palette import load_palette

    scene = _playing(app, window, "classic")
    field = scene.field
    built: list[int] = []
    real = field._field_colors
    field._field_colors = lambda *a: (built.append(1), real(*a))[1]  # type: ignore[method-assign]
    scene.on_draw()
    scene.on_draw()
    assert len(built) <= 1  # the same field: kept
    before = len(built)
    rows = [list(line) for line in scene.snapshot.field]
    rows[0][0] = "T." if rows[0][0] == ".." else ".."
    scene.snapshot = replace(scene.snapshot, field=tuple(map(tuple, rows)))
    scene.on_draw()
    assert len(built) == before + 1  # a locked piece changes the field
    field.set_palette(load_palette("colorblind"))
    field.prepare(scene.snapshot, scene.time)
    assert len(built) == before + 2  # so does another palette


def test_a_calm_field_keeps_its_light(app: App, window: arcade.Window) -> None:
    """No shake, nothing that glows moving with time: the next frame's light is the kept one
    (no glow passes) and the frame is the one the light was made for; a flash keeps it too,
    and so does the piece moving: its own light, made once per look, moves with it."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0  # the sparks are gone; the cells stay as they are (no update)
    made = frame_pixels(window)
    passes: list[int] = []
    sources = scene.field.draw_glow_sources
    scene.field.draw_glow_sources = lambda now: (passes.append(1), sources(now))  # type: ignore
    try:
        kept = frame_pixels(window)
        assert passes == []  # no glow sources drawn
        assert np.array_equal(kept, made)
        scene.field.flash_rows([0], scene.time)  # a flash glows on its own: kept
        scene.on_draw()
        assert passes == [] and scene.field.glow_key is not None
        piece = scene.snapshot.active
        lights = None
        for down in (4, 5, 6):  # (away from the window's top, which cuts the light)
            moved = dataclasses.replace(piece, cells=tuple((c, r - down) for c, r in piece.cells))
            scene.snapshot = dataclasses.replace(scene.snapshot, active=moved)
            scene.on_draw()
            lights = scene.piece_light.made if lights is None else lights
        assert passes == [] and scene.piece_light.made == lights  # the same look, moved
        piece = moved
        turned = dataclasses.replace(piece, cells=tuple((c + r % 2, r) for c, r in piece.cells))
        scene.snapshot = dataclasses.replace(scene.snapshot, active=turned)
        scene.on_draw()
        assert passes == [] and scene.piece_light.made == lights + 1  # a new look: made once
    finally:
        del scene.field.draw_glow_sources


def test_a_shake_moves_the_kept_light(app: App, window: arcade.Window) -> None:
    """The light is made unshaken and moved with the shake when it is added: a shake draws no
    glow sources."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0
    scene.on_draw()
    passes: list[int] = []
    sources = scene.field.draw_glow_sources
    scene.field.draw_glow_sources = lambda now: (passes.append(1), sources(now))  # type: ignore
    try:
        scene.shake.kick(8.0, scene.time)
        for _ in range(3):
            scene.time += 0.02
            applied = scene.bloom.applied
            scene.on_draw()
            assert scene.shake.offset(scene.time) != (0.0, 0.0)
            # The light was added, moved, or moved with the boards' picture it is kept in.
            assert scene.bloom.applied == applied + 1 or (scene._light_still
                                                          and scene.board_kept)
        assert passes == []
    finally:
        del scene.field.draw_glow_sources


def test_the_blocks_light_is_kept_in_the_boards_picture(app: App, window) -> None:
    """While the blocks and their light are kept, the light is in the boards' picture: frames
    add none, and show what adding it every frame showed."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0
    scene.on_draw()
    applied = scene.bloom.applied
    kept = frame_pixels(window)
    assert scene.board_kept and scene._light_still and scene.bloom.applied == applied
    scene.board_key = lambda: None  # type: ignore[method-assign]  # nothing kept: drawn live
    try:
        live = frame_pixels(window)
    finally:
        del scene.board_key
    assert scene.bloom.applied == applied + 1
    diff = np.abs(kept.astype(int) - live)
    assert diff.max() <= 2 and diff.mean() < 0.01, (diff.max(), diff.mean())


def test_the_piece_lit_apart_looks_as_lit_with_the_blocks(app: App, window) -> None:
    """The field's light without the falling piece plus the piece's own light, made apart and
    moved with it, is the light of both made together (within 4/255) over the region the
    field's light covers (past its edge the piece's light goes on where the other was cut)."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0
    frames = []
    for apart in (True, False):
        scene.field.piece_light_apart = apart
        scene.field._prepared = None  # prepare again with the other sources
        scene.bloom._made = None
        scene.piece_light._shown = None
        frames.append(frame_pixels(window).astype(int))
        if apart:
            assert scene.piece_light._shown is not None  # the piece's light was added
    frame, margin = scene.hud.frame, scene.layout.len(48)  # (BLOOM_MARGIN)
    top = window.height - int(frame.top + margin) + 1  # rows run down the image
    diff = np.abs(frames[0] - frames[1])[top:]
    assert diff.max() <= 4 and diff.mean() < 0.02, (diff.max(), diff.mean())


def test_sparks_glow_on_their_own_and_the_light_is_kept(app: App, window) -> None:
    """Flying sparks are drawn once, over the kept light: they are not glow sources."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0  # the flashes are over
    scene.on_draw()
    scene.field.burst_rows([3], scene.snapshot.field, {}, scene.time)
    scene.time += 0.1
    passes: list[int] = []
    sources, sparks = scene.field.draw_glow_sources, scene.field.particles.draw
    scene.field.draw_glow_sources = lambda now: (passes.append(1), sources(now))  # type: ignore
    scene.field.particles.draw = lambda now: (passes.append(2), sparks(now))  # type: ignore
    try:
        scene.on_draw()
        assert scene.field.particles.alive(scene.time)
        assert passes == [2]  # the sparks on the screen; no glow sources, no second draw
    finally:
        del scene.field.draw_glow_sources, scene.field.particles.draw


def test_a_resting_piece_writes_no_cells(app: App, window: arcade.Window) -> None:
    """Nothing the field shows changed and nothing on it moves with time: prepare does
    nothing; a moved piece is written again."""
    scene = _playing(app, window, "classic")
    scene.time += 5.0  # the flashes are over
    scene.on_draw()
    writes: list[int] = []
    update = scene.field.cells.update
    scene.field.cells.update = lambda *a: (writes.append(1), update(*a))  # type: ignore
    try:
        before = frame_pixels(window)
        assert writes == []
        piece = scene.snapshot.active
        lower = replace(piece, cells=tuple((c, r - 2) for c, r in piece.cells))
        scene.snapshot = replace(scene.snapshot, active=lower)
        moved = frame_pixels(window)
    finally:
        del scene.field.cells.update
    assert writes == [1] and np.abs(moved.astype(int) - before).max() > 40
