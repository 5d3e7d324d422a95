"""Frame pacing: the frame cap sets the loop's rate, and screens that stand still (title,
pause) draw only on news or at their slow ambient rate. Ticks are driven by hand with a clock
of fake time, so nothing here depends on how fast the machine is."""

from __future__ import annotations

import types
from collections.abc import Iterator

import arcade
import pyglet
import pytest
from arcade import key

from game.config.schema import Video
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.pacing import (
    IDLE_TICK_RATE,
    MENU_IDLE_FPS,
    REST_AFTER_S,
    REST_FPS,
    UNCAPPED_RATE,
    Pacer,
    request_redraw,
    tick_rate,
)
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App

TICK = 1.0 / 120.0


class Counting(arcade.View):
    """A view that counts its draws; ``idle_fps`` as the pacer reads it from scenes."""

    def __init__(self, idle_fps: float | None) -> None:
        super().__init__()
        self.idle_fps = idle_fps
        self.drawn = 0

    def on_draw(self) -> None:
        self.drawn += 1


@pytest.fixture
def pacer(window: arcade.Window) -> Iterator[Pacer]:
    """A pacer on the shared window with its own clock (fake time), watching its events,
    with events dispatched at once as in the running loop (a headless window queues them
    otherwise); the window is put back as it was afterwards."""
    now = [0.0]
    pacer = Pacer(window, pyglet.clock.Clock(time_function=lambda: now[0]))
    pacer._watch_events()
    window._enable_event_queue = False  # what pyglet.app.run does for every window
    yield pacer
    del window._enable_event_queue
    del window.dispatch_event  # the instance wrapper; the class's method is back
    pacer.clock.unschedule(pacer.tick)


def ticks(pacer: Pacer, seconds: float) -> None:
    for _ in range(round(seconds / TICK)):
        pacer.tick(TICK)


def count_draws(window: arcade.Window, view: arcade.View) -> list[int]:
    """Counts ``view.on_draw`` calls in a list (a real scene's draw still runs)."""
    calls = [0]
    real = view.on_draw

    def on_draw(self: arcade.View) -> None:
        calls[0] += 1
        real()

    # A bound method: pyglet keeps weak references to bound handlers only.
    view.on_draw = types.MethodType(on_draw, view)  # type: ignore[method-assign]
    window.show_view(view)
    return calls


def test_a_view_without_idle_fps_draws_every_tick(window: arcade.Window, pacer: Pacer) -> None:
    view = Counting(None)
    window.show_view(view)
    ticks(pacer, 0.5)
    assert view.drawn == 60


def test_an_idle_view_draws_once_then_at_its_ambient_rate(window: arcade.Window,
                                                          pacer: Pacer) -> None:
    view = Counting(10.0)
    window.show_view(view)
    pacer.tick(TICK)
    assert view.drawn == 1  # a new view is drawn at once
    ticks(pacer, 1.0)
    assert 10 <= view.drawn <= 12  # ~10 ambient frames, not 120


def test_a_key_redraws_an_idle_view_at_the_next_tick(window: arcade.Window,
                                                     pacer: Pacer) -> None:
    view = Counting(0.0)  # no ambient motion at all: only news draws
    window.show_view(view)
    ticks(pacer, 0.5)
    assert view.drawn == 1
    window.dispatch_event("on_key_press", key.DOWN, 0)
    pacer.tick(TICK)
    assert view.drawn == 2
    request_redraw(window)  # no pacer attached to the window: nothing happens, no error
    ticks(pacer, 0.5)
    assert view.drawn == 2
    pacer.note_event()  # what request_redraw does for the window's own pacer
    pacer.tick(TICK)
    assert view.drawn == 3


def test_an_unfocused_idle_view_stops_its_ambient_frames(window: arcade.Window,
                                                         pacer: Pacer) -> None:
    view = Counting(10.0)
    window.show_view(view)
    window.dispatch_event("on_deactivate")
    ticks(pacer, 1.0)
    assert view.drawn == 1  # the news of losing focus, then nothing
    window.dispatch_event("on_activate")
    ticks(pacer, 1.0)
    assert view.drawn >= 10


def test_an_idle_view_left_alone_rests(window: arcade.Window, pacer: Pacer) -> None:
    view = Counting(10.0)
    window.show_view(view)
    ticks(pacer, REST_AFTER_S)
    before = view.drawn
    ticks(pacer, 4.0)
    assert view.drawn - before <= 4 * REST_FPS + 1  # resting: about one frame a second
    window.dispatch_event("on_mouse_motion", 5, 5, 1, 1)
    ticks(pacer, 1.0)
    assert view.drawn - before >= 4 * REST_FPS + 9  # news: lively again at once


def test_title_and_pause_stand_still_between_key_presses(app: App, window: arcade.Window,
                                                         pacer: Pacer) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    calls = count_draws(window, title)
    ticks(pacer, 2.0)  # 240 ticks
    assert calls[0] <= 2 * MENU_IDLE_FPS + 1
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    pause = PauseScene(app, play)
    app.nav.push(pause)
    calls = count_draws(window, pause)
    ticks(pacer, 2.0)
    assert calls[0] <= 2 * MENU_IDLE_FPS + 1
    assert calls[0] >= 2 * MENU_IDLE_FPS - 2  # the ambient motion still runs


@pytest.mark.parametrize(("cap", "rate"), [(60, 60.0), (120, 120.0), (144, 144.0),
                                           (0, float(UNCAPPED_RATE))])
def test_the_frame_cap_sets_the_tick_interval(window: arcade.Window, pacer: Pacer, cap: int,
                                              rate: float) -> None:
    assert tick_rate(Video(frame_cap=cap)) == rate
    pacer._installed = True  # schedule on the fake clock without touching arcade's loop
    pacer.apply(Video(frame_cap=cap, vsync=False))
    (item,) = pacer.clock._schedule_interval_items
    assert item.func == pacer.tick
    assert item.interval == pytest.approx(1.0 / rate)


def test_an_idle_screen_slows_the_loop_and_a_game_restores_it(window: arcade.Window,
                                                               pacer: Pacer) -> None:
    pacer._installed = True
    pacer.apply(Video(frame_cap=144, vsync=False))
    window.show_view(Counting(10.0))
    pacer.tick(TICK)
    pacer.clock.tick()  # runs the reschedule queued by the tick
    intervals = [i.interval for i in pacer.clock._schedule_interval_items if i.func == pacer.tick]
    assert intervals == [pytest.approx(1.0 / IDLE_TICK_RATE)]
    window.show_view(Counting(None))
    pacer.tick(TICK)
    pacer.clock.tick()
    intervals = [i.interval for i in pacer.clock._schedule_interval_items if i.func == pacer.tick]
    assert intervals == [pytest.approx(1.0 / 144)]
