"""Game over needs a fresh press: the hard drop that ended the game must not skip the result."""

from __future__ import annotations

import arcade
from arcade import key

from game.scenes.base import App, Scene
from game.scenes.fresh_press import ARM_DELAY, FreshPresses
from game.scenes.gameover import GameOverScene
from game.scenes.title import TitleScene
from tests.scenes.conftest import FRAME, press, run_frames


class FinishedFake(Scene):
    """A finished game: fixed figures, and ``again`` hands out a marker scene."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.again_calls = 0

    def final_score(self) -> int:
        return 1234

    def final_figures(self) -> list[tuple[str, str]]:
        return [("ROWS", "12")]

    def again(self) -> Scene:
        self.again_calls += 1
        return Scene(self.app)


def _game_over(app: App) -> tuple[FinishedFake, GameOverScene]:
    play = FinishedFake(app)
    over = GameOverScene(app, play)
    app.nav.reset(over)
    return play, over


def test_presses_in_the_first_moment_are_ignored(app: App, window: arcade.Window) -> None:
    play, over = _game_over(app)
    for _ in range(int(ARM_DELAY / FRAME) - 2):  # mashing Space and Enter every frame
        press(window, key.SPACE)
        press(window, key.ENTER)
        run_frames(window, 1)
    assert window.current_view is over and play.again_calls == 0


def test_a_fresh_press_after_the_moment_plays_again(app: App, window: arcade.Window) -> None:
    play, over = _game_over(app)
    run_frames(window, int(ARM_DELAY / FRAME) + 2)
    press(window, key.ENTER)
    assert play.again_calls == 1 and window.current_view is not over


def test_a_key_held_down_does_not_act_until_released_and_pressed_again(
        app: App, window: arcade.Window) -> None:
    play, over = _game_over(app)
    window.dispatch_event("on_key_press", key.ESCAPE, 0)  # the moment it opens
    window.dispatch_events()
    run_frames(window, int(ARM_DELAY / FRAME) + 2)
    window.dispatch_event("on_key_press", key.ESCAPE, 0)  # a repeat: no release between
    window.dispatch_events()
    assert window.current_view is over
    press(window, key.ESCAPE)  # still no release before it: not fresh
    assert window.current_view is over
    press(window, key.ESCAPE)  # released above, pressed again: fresh
    assert isinstance(window.current_view, TitleScene)
    assert play.again_calls == 0


def test_the_key_hints_show_once_keys_work(app: App, window: arcade.Window) -> None:
    _, over = _game_over(app)
    drawn: list[bool] = []
    over.hints.draw = lambda: drawn.append(True)  # type: ignore[method-assign]
    over.on_draw()
    assert drawn == []
    run_frames(window, int(ARM_DELAY / FRAME) + 2)
    over.on_draw()
    assert drawn == [True]


def test_fresh_presses_rule() -> None:
    presses = FreshPresses(delay=0.5)
    assert not presses.press(key.SPACE, 0.1)  # too soon
    assert not presses.press(key.SPACE, 0.7)  # still down: a repeat
    presses.release(key.SPACE)
    assert presses.press(key.SPACE, 0.8)
    assert presses.press(key.ENTER, 0.8)  # another key is its own
