"""Arcade on the screens: chosen on the setup screen in every style, its specials shown in the
previews, an autoplayed game running through chains with every effect, and the screenshot
command catching a chain in flight."""

from __future__ import annotations

import arcade
import numpy as np
import pytest
from arcade import key

from game.cli import shot
from game.core.events import Event
from game.headless.app import drive, make_app
from game.headless.scenes import BLAST_SHOW_SECONDS, SCENE_BUILDERS
from game.render.palette import load_palette
from game.rules.retris.snapshot import PieceView
from game.scenes.menus.error import ErrorScene
from game.scenes.retris.board import PreviewView
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.sim.autoplay import AutoPlayer
from tests.scenes.conftest import FRAME, assert_not_blank, frame_pixels, press


@pytest.mark.parametrize("style_steps", [0, 1, 2])  # normal, relax, crazy
def test_the_setup_starts_an_arcade_game_in_every_style(app: App, window: arcade.Window,
                                                       style_steps: int) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    for _ in range(4):
        press(window, key.UP)  # start -> goal (Endless: no target row) -> level -> style -> mode
    assert setup.menu.focused is setup.mode_item
    press(window, key.RIGHT)
    assert setup.choice.mode == "arcade" and setup.mode_item.value == "ARCADE"
    press(window, key.DOWN)
    for _ in range(style_steps):
        press(window, key.RIGHT)
    press(window, key.DOWN)
    press(window, key.DOWN)
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, RetrisPlayScene)
    assert play.snapshot.mode == "arcade"
    assert play.snapshot.style == ("normal", "relax", "crazy")[style_steps]
    assert play.choice.title.startswith("ARCADE")


def test_the_mode_row_explains_arcade_and_shows_its_specials(app: App,
                                                             window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    for _ in range(4):
        press(window, key.UP)  # start -> goal -> level -> style -> mode
    classic = frame_pixels(window)
    title, body, _ = setup._info()
    assert title == "CLASSIC" and "rows" in body.lower()
    press(window, key.RIGHT)
    shown = frame_pixels(window)
    assert_not_blank(shown)
    title, body, note = setup._info()
    assert title == "ARCADE" and "bomb" in body.lower() and note == ""
    assert [w.text for w in setup.special_words] == ["ROUND", "ROW", "COLUMN", "COLOUR",
                                                     "ALL 4", "FIRES ALL", "STONE", "ICE"]
    strip = setup.special_boxes[0].union(setup.special_boxes[-1])
    top = window.height - int(strip.top)
    diff = np.abs(shown.astype(int) - classic)[top:window.height - int(strip.bottom)]
    assert diff.max() > 60  # the strip changed from the pieces to the specials
    press(window, key.LEFT)
    assert setup.choice.mode == "classic"


def test_previews_show_the_specials_pieces_carry(ctx, canvas) -> None:
    view = PreviewView(ctx, load_palette())
    box = arcade.LBWH(40, 60, 240, 120)
    plain = PieceView("T", "T", ((0, 0), (1, 0), (2, 0), (1, 1)), (".", ".", ".", "."))
    special = PieceView("T", "T", ((0, 0), (1, 0), (2, 0), (1, 1)), ("n", ".", "s", "i"))
    a = canvas.render(lambda: view.draw([(plain, box, False)], 28.0, 0.0))
    b = canvas.render(lambda: view.draw([(special, box, False)], 28.0, 0.0))
    diff = np.abs(a.astype(int) - b).sum(axis=2)
    xs = np.flatnonzero(diff.max(axis=0) > 60)
    assert len(xs) and xs.min() < 160 - 28 and xs.max() > 160 + 28  # left and right blocks
    middle = diff[:, 160 - 10:160 + 10]
    assert middle[60:60 + 45].max() < 10  # the plain bottom-middle block is unchanged


def test_an_autoplayed_arcade_game_runs_through_chains(app: App, window: arcade.Window) -> None:
    app.seed_source = lambda: 1  # this seed's autoplay has a second bomb generation in ~7 s
    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade"), pilot=AutoPlayer(pace=3))
    app.nav.reset(scene)
    seen: dict[str, int] = {"fired": 0, "deep": 0, "shift": 0, "primed_drawn": 0}
    react = scene._react

    def spy(event: Event) -> None:
        if event.kind == "generation":
            seen["fired"] += len(event.data["fired"])
            seen["deep"] = max(seen["deep"], event.data["k"])
        elif event.kind == "chain_end":
            seen["shift"] += len(event.data["shift"])
        react(event)

    scene._react = spy  # type: ignore[method-assign]
    recent = -1.0
    for frame in range(60 * 60):
        scene.on_update(FRAME)
        if app.nav.top is not scene:
            break
        chain = scene.snapshot.chain
        if scene.arcade.last_blast is not None and scene.arcade.last_blast > recent:
            recent = scene.arcade.last_blast
        if scene.time - recent < 0.3 or frame % 40 == 0:  # draw the chains, sample the rest
            scene.on_draw()
            seen["primed_drawn"] += bool(chain and chain.primed)
        if seen["deep"] >= 2 and scene.time - recent > 0.5:
            break
    assert not isinstance(app.nav.top, ErrorScene), "the game crashed"
    assert seen["fired"] > 0 and seen["deep"] >= 2 and seen["shift"] > 0, seen
    assert seen["primed_drawn"] > 0, "no frame showed a primed bomb"
    assert scene.field.particles.used > 0
    assert scene.snapshot.score > 0


def test_the_arcade_screenshot_catches_a_chain_in_flight(window: arcade.Window) -> None:
    app = make_app(window, seed=1)
    app.shot_mode = "arcade"  # type: ignore[attr-defined]  # what --mode arcade sets
    try:
        SCENE_BUILDERS["retris"](app)
        scene = app.nav.top
        assert isinstance(scene, RetrisPlayScene) and scene.snapshot.mode == "arcade"
        assert scene.arcade.last_blast is not None
        assert app.shot_show == BLAST_SHOW_SECONDS  # type: ignore[attr-defined]
        drive(window, app.shot_show)  # type: ignore[attr-defined]
        assert scene.field.particles.alive(scene.time)
        assert_not_blank(frame_pixels(window))
    finally:
        while app.nav.stack:
            app.nav.stack.pop().dismiss()


def test_the_mode_option_is_parsed() -> None:
    args = shot._parser().parse_args(["retris", "x.png", "--mode", "arcade"])
    assert args.mode == "arcade"
    assert shot._parser().parse_args(["retris", "x.png"]).mode == "classic"
    with pytest.raises(SystemExit):
        shot._parser().parse_args(["retris", "x.png", "--mode", "chaos"])
