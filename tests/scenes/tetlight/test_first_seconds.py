"""Tet'light's first seconds: a tip says to move down first (the apex is narrow) until the
player has, and the radar's banner shows what it took from the score, never more."""

from __future__ import annotations

import arcade
from arcade import key

from game.core.events import Event
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.tetlight.tip import SHOWN_S
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from tests.scenes.conftest import FRAME, press, run_frames
from tests.scenes.text_bounds import drawn, virtual_size


def _play(app: App, choice: TetlightChoice | None = None, **kw: object) -> TetlightPlayScene:
    scene = TetlightPlayScene(app, choice or TetlightChoice(), **kw)  # type: ignore[arg-type]
    app.nav.reset(scene)
    return scene


def _tip_drawn(scene: TetlightPlayScene, window: arcade.Window) -> str | None:
    """The tip's keys and words as drawn (in the HUD's batch), or None when not shown."""
    with virtual_size(window, 1280, 720):
        texts, _ = drawn(scene)
    shown = [t.text for _, t in texts]
    if "MOVE DOWN FIRST" not in shown:
        return None
    return f"{scene.tip.keys.text}  MOVE DOWN FIRST" if scene.tip.keys.text in shown else "?"


def test_the_tip_stays_off_the_board(app: App, window: arcade.Window) -> None:
    scene = _play(app)
    with virtual_size(window, 1280, 720):
        scene.on_draw()
        board, tip = scene.hud.board_box, scene.tip.rect
        assert tip.right < board.left  # beside the board, where no piece passes
        for words in scene.tip.texts:
            assert tip.left <= words.left and words.right <= tip.right


def test_the_tip_shows_until_three_moves_down_then_not_again(app: App,
                                                           window: arcade.Window) -> None:
    scene = _play(app)
    assert _tip_drawn(scene, window) == "↓ A D  MOVE DOWN FIRST"
    press(window, key.DOWN)
    press(window, key.A)
    press(window, key.LEFT)  # not a move down
    assert _tip_drawn(scene, window) is not None
    press(window, key.D)
    assert _tip_drawn(scene, window) is None
    assert _tip_drawn(_play(app), window) is None  # given once a session


def test_the_tip_names_the_chosen_keys(app: App, window: arcade.Window) -> None:
    scene = _play(app, TetlightChoice(keys="tetlight_original"))
    assert _tip_drawn(scene, window) == "A INS HOME  MOVE DOWN FIRST"


def test_the_tip_goes_by_itself_after_its_seconds(app: App, window: arcade.Window) -> None:
    scene = _play(app)
    run_frames(window, int((SHOWN_S - 1) / FRAME))
    assert _tip_drawn(scene, window) is not None
    run_frames(window, int(2 / FRAME))
    assert _tip_drawn(scene, window) is None


def test_no_tip_for_a_pilot(app: App, window: arcade.Window) -> None:
    assert _tip_drawn(_play(app, pilot=TetlightAutoPlayer()), window) is None


def test_the_radar_banner_shows_what_was_taken(app: App, window: arcade.Window) -> None:
    scene = _play(app)
    scene.ensure_layout()

    def popup(data: dict) -> list[str]:
        scene.hud.banners.clear()
        scene._react(Event(0, "radar", data))
        return [b.text.label.text for b in scene.hud.banners.live]

    assert popup({"on": True, "cost": 500, "taken": 0}) == []  # at 0, it stays 0
    assert popup({"on": True, "cost": 500, "taken": 326}) == ["RADAR  −326"]
    assert popup({"on": False, "cost": 0, "taken": 0}) == []


def test_turning_the_radar_on_at_zero_shows_no_cost(app: App, window: arcade.Window) -> None:
    scene = _play(app)
    run_frames(window, 2)
    press(window, key.R)
    run_frames(window, 2)
    assert scene.snapshot.radar and scene.snapshot.score == 0
    assert not any("RADAR" in b.text.label.text for b in scene.hud.banners.live)


def test_no_tip_in_a_replay(app: App) -> None:
    from game.scenes.theatre.stage import ReplayStage
    from game.sim.record_demo import record

    stage = ReplayStage(app, record("tetlight", {"edge": 6}, seed=1, ticks=240))
    assert not stage.scene.tip.shown  # the theatre and rendered videos show the game only
