"""Game over needs a fresh press: the keys mashed as the game ended must not skip the result.
A press counts after a second on screen, once every key and pad control has been let go."""

from __future__ import annotations

from types import SimpleNamespace

import arcade
from arcade import key

from game.input.commands import CHOOSE, Command
from game.scenes.base import Scene
from game.scenes.fresh_press import ARM_DELAY, QUIET, STUCK, FreshPresses
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
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


def test_a_clean_press_before_a_second_is_ignored(app: App, window: arcade.Window) -> None:
    play, over = _game_over(app)
    run_frames(window, int(0.8 / FRAME))  # nothing pressed since the game ended
    press(window, key.ENTER)
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
    run_frames(window, int(QUIET / FRAME) + 2)  # released above, the hands off a moment
    press(window, key.ESCAPE)  # pressed again: fresh
    assert isinstance(window.current_view, TitleScene)
    assert play.again_calls == 0


def test_mashing_past_the_second_never_picks(app: App, window: arcade.Window) -> None:
    """Space with left/right every few frames for two seconds: nothing is chosen (the
    newcomer's five video exports); a moment after the hands stop, a press works."""
    play, over = _game_over(app)
    for frame in range(int(2.0 / FRAME)):
        if frame % 6 == 0:  # ten presses a second
            press(window, (key.SPACE, key.LEFT, key.SPACE, key.RIGHT)[frame // 6 % 4])
        run_frames(window, 1)
    assert window.current_view is over and play.again_calls == 0 and over.export is None
    run_frames(window, int(QUIET / FRAME) + 2)
    press(window, key.ENTER)
    assert play.again_calls == 1


def test_a_key_held_as_the_game_ended_keeps_the_screen_waiting(
        app: App, window: arcade.Window) -> None:
    window.dispatch_event("on_key_press", key.DOWN, 0)  # held in play (soft drop)
    window.dispatch_events()
    play, over = _game_over(app)
    run_frames(window, int(1.5 / FRAME))
    press(window, key.ENTER)
    assert window.current_view is over  # Down is still held
    window.dispatch_event("on_key_release", key.DOWN, 0)
    window.dispatch_events()
    run_frames(window, int(QUIET / FRAME) + 2)
    press(window, key.ENTER)
    assert play.again_calls == 1


def test_a_pad_button_held_as_the_game_ended_keeps_the_screen_waiting(
        app: App, window: arcade.Window) -> None:
    app.pads = SimpleNamespace(readers={1: SimpleNamespace(down={"x"})})  # type: ignore[assignment]
    play, over = _game_over(app)
    run_frames(window, int(1.5 / FRAME))
    app.input.pad_control("a", True)  # A: choose, through the real router
    app.input.pad_control("a", False)
    assert window.current_view is over  # X is still held
    app.input.pad_control("x", False)
    run_frames(window, int(QUIET / FRAME) + 2)
    assert over.on_command(Command(CHOOSE, True, "pad", ("pad", "a"))) is False  # no press
    app.input.pad_control("a", True)
    assert play.again_calls == 1


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
    presses.release(key.SPACE, 0.75)
    assert not presses.press(key.SPACE, 0.8)  # let go only a moment ago
    presses.release(key.SPACE, 0.85)
    assert presses.press(key.SPACE, 0.85 + QUIET)
    assert presses.press(key.ENTER, 0.85 + QUIET)  # another key is its own


def test_a_control_held_from_the_start_counts_until_released() -> None:
    presses = FreshPresses(held={("pad", "a")}, delay=0.5)
    assert not presses.armed(2.0)
    presses.release(("pad", "a"), 2.0)
    assert not presses.armed(2.0) and presses.armed(2.0 + QUIET)


def test_a_release_lost_to_another_window_stops_blocking_in_time() -> None:
    presses = FreshPresses(held={key.SPACE}, delay=0.5)
    assert not presses.armed(STUCK - 0.1)
    assert presses.armed(STUCK)
