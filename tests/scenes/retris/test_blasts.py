"""Each Arcade special's own blast, on the play screen from a set-up field
(:mod:`game.headless.blast_field`): readable in one frame, each unlike the others; the
chain counter from generation 2 on; a generation's effects played out before the next; the
ghost held back under a blast in flight and the blast drawn over the falling piece; and the
rules' state never touched by any of it."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import arcade
import numpy as np
import pytest

from game.core.actions import Action
from game.core.events import Event
from game.headless.blast_field import (
    BOMB,
    CHAIN,
    DROP,
    KINDS,
    TICK,
    blast_scene,
    drop,
    field_rows,
    until_fired,
)
from game.render.palette import load_palette
from game.rules import registry
from game.rules.retris import RetrisSetup
from game.scenes.retris.arcade_fx import GENERATION_SPAN, ArcadeFx
from game.scenes.retris.board import COLS, ROWS, FieldView
from game.scenes.retris.fx import FULL
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop

BOMB_KINDS = ("normal", "horizontal", "vertical", "lightning", "mega")


def fired(app: App, special: str, after: float, **kwargs: Any) -> RetrisPlayScene:
    """The play scene ``after`` seconds after ``special`` fired on the set-up field."""
    scene = blast_scene(app, special, **kwargs)
    drop(scene)
    until_fired(scene, after)
    return scene


def frame(scene: RetrisPlayScene) -> np.ndarray:
    """The scene's frame now, (h, w, 3) ints, row 0 at the bottom (as the field's pixels)."""
    scene.window.show_view(scene)
    scene.on_draw()
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    return image.astype(int)


def blast_light(scene: RetrisPlayScene) -> np.ndarray:
    """What the blasts (particles and strokes) add to the frame now: (h, w) summed channels."""
    lit = frame(scene)
    scene.field.draw_particles = lambda now: None  # type: ignore[method-assign]
    try:
        dark = frame(scene)
    finally:
        del scene.field.draw_particles
    return np.clip(lit - dark, 0, None).sum(axis=2)


def at(light: np.ndarray, view: FieldView, col: float, row: float, r: float = 0.25) -> float:
    """The mean of ``light`` within ``r`` cells of a cell's centre."""
    x, y = view.center(col, row)
    h = max(1, int(r * view.size))
    return float(light[int(y) - h:int(y) + h + 1, int(x) - h:int(x) + h + 1].mean())


# -- each special its own effect ---------------------------------------------------------


def _fire(view: FieldView, kind: str, now: float) -> None:
    """One bomb of ``kind`` at (4, 6) over the same area, nothing destroyed: only its own
    look differs."""
    area = [[c, 6] for c in range(COLS)] + [[4, r] for r in range(12)] + [[0, 1], [8, 11]]
    bomb = {"kind": kind, "cell": [4, 6], "color": "T", "area": area, "by_activator": False}
    ArcadeFx(view, seed=1).generation(
        {"k": 1, "row_hits": [], "fired": [bomb], "activators": [], "destroyed": [],
         "stripped": [], "survived": []}, now, FULL)


def test_each_bomb_kind_draws_a_blast_unlike_the_others(ctx, canvas) -> None:
    """The same bomb, cell and area, only the kind changed: every pair of frames 0.1 s after
    it fired differs well beyond a frame and itself drawn again."""
    images = {}
    for kind in BOMB_KINDS:
        view = FieldView(ctx, load_palette())
        view.place(arcade.LBWH(20, -60, COLS * 12, ROWS * 12))  # 12 px cells: rows 0-24 show
        _fire(view, kind, 10.0)
        images[kind] = canvas.render(lambda v=view: v.draw_particles(10.1)).astype(int)
        again = canvas.render(lambda v=view: v.draw_particles(10.1)).astype(int)
        assert np.abs(images[kind] - again).max() <= 1
        assert images[kind].sum(axis=2).mean() > 2.0, kind
    for a, b in itertools.combinations(BOMB_KINDS, 2):
        apart = np.abs(images[a] - images[b]).sum(axis=2)
        assert (apart > 60).mean() > 0.01, f"{a} and {b} look alike"


def test_each_special_reads_in_one_frame(app: App, window) -> None:
    """One frame shortly after each special fires shows its shape: a ring round a Normal
    Bomb, a beam over the whole row or column, bolts at every block of the colour, a flash
    over the whole field for a Mega Bomb, pulses on their way from an Activator."""
    col, row = BOMB
    scene = fired(app, "n", 0.14)
    light, view = blast_light(scene), scene.field
    ring = [at(light, view, col + dx, row + dy) for dx, dy in ((1.3, 0), (-1.3, 0), (0, 1.3),
                                                              (0, -1.3))]
    assert min(ring) > 3 * at(light, view, col, row, 0.15) + 20, ring  # a ring, not a blob
    assert at(light, view, col + 4, row) < 10 and at(light, view, col, row + 5) < 10

    scene = fired(app, "h", 0.15)
    light, view = blast_light(scene), scene.field
    assert min(at(light, view, c, row) for c in range(COLS)) > 40  # the whole row
    assert at(light, view, col, row + 4) < 10  # not the column

    scene = fired(app, "v", 0.18)
    light, view = blast_light(scene), scene.field
    # (Less over blocks: their light adds up to white, which caps it.)
    assert min(at(light, view, col, r) for r in range(ROWS)) > 40  # the whole column
    assert at(light, view, col + 4, row) < 10  # not the row

    scene = fired(app, "l", 0.08)
    light, view = blast_light(scene), scene.field
    targets = [(c, r) for r, line in enumerate(reversed(field_rows("l")))
               for c in range(COLS) if line[2 * c:2 * c + 2] == "T." and r not in range(6, 10)]
    assert len(targets) >= 5
    assert min(at(light, view, c, r) for c, r in targets) > 20, targets

    scene = fired(app, "m", 0.03)
    light, view = blast_light(scene), scene.field
    sky = [at(light, view, c, r) for c in range(COLS) for r in range(18, 22)]  # (under the
    assert min(sky) > 25  # spawned piece and the popups drawn over it, less) far from the bomb

    scene = fired(app, "a", 0.06)  # the pulses half way; the bombs go off when they arrive
    light, view = blast_light(scene), scene.field
    for bomb in ((2, 3), (7, 11)):
        middle = ((col + bomb[0]) / 2, (row + bomb[1]) / 2)
        assert at(light, view, *middle, 0.4) > 10, bomb
    assert max(at(light, view, 2 + dx, 3) for dx in (-1.3, 1.3)) < 10  # not yet gone off
    for _ in range(17):  # 0.2 s: the pulses arrived at 0.12 s
        scene.on_update(TICK)
    light = blast_light(scene)
    assert min(at(light, view, 2 + dx, 3) for dx in (-1.2, 1.2)) > 20  # the Normal's ring


# -- the chain's rhythm -------------------------------------------------------------------


def test_chain_counter_from_generation_2_and_generations_read_apart(app: App) -> None:
    """A Normal Bomb sets off a Vertical Bomb: generation 1 shows no "CHAIN ×1",
    generation 2 "CHAIN ×2"; whatever generation 1 spawned has ended before generation 2
    fires, 0.5 s later."""
    scene = blast_scene(app, "n", CHAIN)
    words: list[tuple[int, str]] = []
    k = [0]
    show = scene.hud.banners.show

    def seen_banner(text: str, *args: Any, **kwargs: Any) -> Any:
        words.append((k[0], text))
        return show(text, *args, **kwargs)

    scene.hud.banners.show = seen_banner  # type: ignore[method-assign]
    ends: dict[int, float] = {}
    starts: dict[int, float] = {}
    for system in (scene.field.particles, scene.field.strokes):
        spawn = system.spawn

        def spawned(items: np.ndarray, now: float, spawn: Any = spawn) -> None:
            if len(items) and k[0] in starts and now == starts[k[0]]:  # not fuses
                ends[k[0]] = max(ends.get(k[0], 0.0), float((items["t0"] + items["life"]
                                                             ).max()))
            spawn(items, now)

        system.spawn = spawned  # type: ignore[method-assign]

    react = scene._react

    def seen(event: Event) -> None:
        if event.kind == "generation":
            k[0] = int(event.data["k"])
            starts[k[0]] = scene.time
        react(event)

    scene._react = seen  # type: ignore[method-assign]
    drop(scene)
    until_fired(scene, 0.0)  # generation 1
    for _ in range(round(0.6 / TICK)):
        scene.on_update(TICK)
    assert set(starts) == {0, 1, 2}, starts
    chains = [(g, text) for g, text in words if text.startswith("CHAIN")]
    assert chains == [(2, "CHAIN \u00d72")], words
    assert starts[2] - starts[1] == pytest.approx(0.5, abs=0.02)
    for g in (0, 1):
        assert ends[g] <= starts[g] + GENERATION_SPAN + 1e-4 < starts[g + 1], (g, ends, starts)


def test_a_generation_has_played_out_before_the_next_fires(app: App) -> None:
    """0.46 s after a Mega Bomb fired (the next generation would fire at 0.5 s) nothing of
    its blast is left on the screen."""
    scene = fired(app, "m", 0.1)
    assert blast_light(scene).sum() > 1e5
    for _ in range(round((GENERATION_SPAN - 0.1) / TICK) + 1):
        scene.on_update(TICK)
    assert not scene.field.particles.alive(scene.time)
    assert not scene.field.strokes.alive(scene.time)
    assert blast_light(scene).max() == 0


# -- the next piece -------------------------------------------------------------------------


def _ghost_shown(scene: RetrisPlayScene) -> float:
    """How much the ghost changes the frame now, over its cells."""
    view, snap = scene.field, scene.snapshot
    assert snap.ghost and snap.active is not None
    shown = frame(scene)
    scene.snapshot = dataclasses.replace(snap, ghost=())
    try:
        without = frame(scene)
    finally:
        scene.snapshot = snap
    return max(at(np.abs(shown - without).sum(axis=2), view, c, r, 0.4) for c, r in snap.ghost)


def test_the_ghost_is_held_back_under_a_blast_in_flight(app: App) -> None:
    """The next piece's ghost lies in the Vertical Bomb's column: not drawn while the beam is
    there, drawn once it has played out; away from a blast (the Horizontal Bomb's row) it
    stays."""
    scene = fired(app, "v", 0.1)
    assert {c for c, _ in scene.snapshot.ghost} & {3, 4, 5}
    assert _ghost_shown(scene) < 1.0
    for _ in range(round(0.4 / TICK)):
        scene.on_update(TICK)
    assert _ghost_shown(scene) > 20
    scene = fired(app, "h", 0.1)
    assert min(r for _, r in scene.snapshot.ghost) > BOMB[1] + 1
    assert _ghost_shown(scene) > 20


def test_blasts_are_drawn_over_the_falling_piece(app: App) -> None:
    """The Vertical Bomb's beam runs up through the O that has spawned above it: its light is
    on the piece's cells, not under them."""
    scene = fired(app, "v", 0.2)
    piece = scene.snapshot.active
    assert piece is not None and {c for c, _ in piece.cells} == {4, 5}
    light = blast_light(scene)
    assert min(at(light, scene.field, 4, r) for _, r in piece.cells) > 60


# -- looks only ------------------------------------------------------------------------------


def test_effects_never_change_the_rules_state(app: App) -> None:
    """Through a two-generation chain drawn every frame, the rules' digest is the same before
    and after every effect and every frame, and at the end the same as the rules run alone
    with the same inputs."""
    scene = blast_scene(app, "n", CHAIN)
    loop = scene.driver.loop
    react, draw = scene._react, scene.draw
    changed: list[str] = []

    def checked(call: Any, what: str) -> Any:
        def run(*args: Any) -> None:
            before = loop.digest()
            call(*args)
            if loop.digest() != before:
                changed.append(what)
        return run

    scene._react = checked(react, "an effect")  # type: ignore[method-assign]
    scene.draw = checked(draw, "a frame")  # type: ignore[method-assign]
    scene.window.show_view(scene)
    drop(scene)
    for _ in range(round(1.3 / TICK)):
        scene.on_update(TICK)
        scene.on_draw()
    assert not changed, changed
    tick = scene.snapshot.tick
    assert tick > 120 and scene.snapshot.chain is None and scene.snapshot.score > 0

    options = {**scene.choice.options(), **dataclasses.asdict(app.settings.handling),
               "gravity": False}
    seed = app.seed_source()
    _, header = new_session("retris", options, seed)
    setup = RetrisSetup(("I", "O"), tuple(field_rows("n", CHAIN)))
    alone = SyncLoop(registry.create("retris", options, seed, setup), header)
    for name in DROP:
        alone.push(Action(name), True)
        alone.push(Action(name), False)
        alone.run(1)
    alone.run(tick - len(DROP))
    assert alone.latest().tick == tick
    assert alone.digest() == loop.digest()


def test_every_kind_fires_on_the_set_up_field(app: App) -> None:
    """The fixture itself: each special fires in generation 1 as the kind the tests name."""
    for kind, letter in KINDS.items():
        events: list[Event] = []
        fired_at = until_fired(blast_scene_dropped(app, letter), 0.0, events.append)
        generation = [e for e in events if e.kind == "generation"][-1]
        assert fired_at > 0 and generation.data["k"] == 1
        kinds = {b["kind"] for b in generation.data["fired"]}
        if kind == "activator":
            assert generation.data["activators"] == [list(BOMB)] and kinds == {"normal",
                                                                               "horizontal"}
        else:
            assert kinds == {kind}


def blast_scene_dropped(app: App, letter: str) -> RetrisPlayScene:
    scene = blast_scene(app, letter)
    drop(scene)
    return scene
