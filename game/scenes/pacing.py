"""Frame pacing: how often the window updates and draws, from the ``[video]`` settings, and
screens that stand still drawing only when something changed.

Arcade's own loop updates and draws at a fixed 60 a second whatever the display does. The
:class:`Pacer` replaces it (one pyglet clock item, :meth:`Pacer.tick`): every tick it sends
``on_update`` to the current view and then decides whether to draw.

* ``video.frame_cap`` 60 / 120 / 144: a tick every 1/cap s. 0 (unlimited): every 1/240 s,
  which with ``video.vsync`` means the display's own rate (the flip waits for it), and without
  vsync a sane ceiling instead of a core spent spinning.
* A view with ``idle_fps`` set (menus, pause, game over) is drawn when it is shown, after any
  window event (keys, mouse, resize, expose, focus) or :func:`request_redraw`, and otherwise
  only ``idle_fps`` times a second for its slow ambient motion (the background drift, the
  focus glow's breathing), and not at all while the window is unfocused. Left alone for
  :data:`REST_AFTER_S` it rests: :data:`REST_FPS` (a running clock still ticks on screen).
  A frame costs 20–50 ms of CPU in software GL, so this is what keeps a menu left open
  under 10 % of a core. A view without ``idle_fps`` (the play scenes) is drawn every tick.

``apply_video(window, video)`` is the one entry point for settings: at start-up and whenever
the player changes them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import arcade
import pyglet

from game.config.schema import Video

#: Ticks a second when the cap is 0 ("unlimited"): vsync holds it to the display's rate.
UNCAPPED_RATE = 240
#: Ambient redraws a second for a screen standing still (menus): slow drifts look smooth.
MENU_IDLE_FPS = 12.0
#: … and for the setup screens, whose previews play a little demo.
SETUP_IDLE_FPS = 30.0
#: Loop ticks a second at most while an idle screen is shown: each tick is an update and a
#: look at the clock, ~0.1 ms, which at 240 a second is itself a few % of a core.
IDLE_TICK_RATE = 60.0
#: Seconds without news after which an idle screen rests, and its redraws a second then.
REST_AFTER_S = 4.0
REST_FPS = 1.0
#: Events that are the loop's own, not news: they never make an idle screen redraw.
_LOOP_EVENTS = frozenset({"on_draw", "on_refresh", "on_update", "on_fixed_update"})


def tick_rate(video: Video) -> float:
    """Loop ticks a second for these settings (the cap, or :data:`UNCAPPED_RATE` for 0)."""
    return float(video.frame_cap) if video.frame_cap > 0 else float(UNCAPPED_RATE)


class Pacer:
    """Drives one window's updates and draws (see the module docstring).

    ``clock`` is pyglet's clock unless given (tests pass their own, with a fake time).
    """

    def __init__(self, window: arcade.Window, clock: pyglet.clock.Clock | None = None) -> None:
        self.window = window
        self.clock = clock or pyglet.clock.get_default()
        self.rate = 60.0
        self._scheduled_rate = 0.0
        self.vsync = True
        self.focused = True
        self.draws = 0  # frames drawn so far (tests and benchmarks read it)
        self._events = 0  # window events seen; a change since the last draw means "redraw"
        self._events_at_draw = -1
        self._drawn_view: Any = None
        self._since_draw = 0.0
        self._since_news = 0.0
        self._installed = False

    # -- setup --------------------------------------------------------------------------------

    def install(self) -> None:
        """Take over from arcade's fixed 60-a-second loop and start watching window events."""
        if self._installed:
            return
        self.clock.unschedule(self.window._dispatch_frame)
        self._watch_events()
        self._installed = True
        self._schedule()

    def apply(self, video: Video) -> None:
        """Use ``video.frame_cap`` and ``video.vsync`` from now on."""
        self.vsync = bool(video.vsync)
        try:
            self.window.set_vsync(self.vsync)
        except Exception as exc:  # some drivers refuse swap control: pacing still applies
            print(f"arcadeforge: video.vsync could not be set ({exc}); using frame_cap only",
                  file=sys.stderr)
        self.rate = tick_rate(video)
        if self._installed:
            self._schedule()

    def _schedule(self, rate: float | None = None) -> None:
        """Tick at ``rate`` (default: the frame cap's) from now on."""
        rate = rate or self.rate
        self.clock.unschedule(self.tick)
        self.clock.schedule_interval(self.tick, 1.0 / rate)
        self._scheduled_rate = rate

    def _follow_view(self) -> None:
        """Tick slower while an idle screen is shown, at the full rate otherwise. Applied
        after this tick (the clock's list is not changed while it runs its items)."""
        idle = getattr(self.window.current_view, "idle_fps", None) is not None
        wanted = min(self.rate, IDLE_TICK_RATE) if idle else self.rate
        if self._installed and wanted != self._scheduled_rate:
            self._scheduled_rate = wanted
            self.clock.schedule_once(lambda _dt: self._schedule(wanted), 0.0)

    def _watch_events(self) -> None:
        """Count every window event on its way in. A handler pushed on the window would miss
        those a view handles first, so the window's dispatch is wrapped on this instance."""
        dispatch: Callable[..., Any] = self.window.dispatch_event

        def counted(event_type: str, *args: Any) -> Any:
            if event_type not in _LOOP_EVENTS:
                self.note_event(event_type)
            return dispatch(event_type, *args)

        self.window.dispatch_event = counted  # type: ignore[method-assign]

    # -- per tick -----------------------------------------------------------------------------

    def note_event(self, event_type: str = "") -> None:
        """Something happened that the screen may show: the next tick draws."""
        self._events += 1
        self._since_news = 0.0
        if event_type == "on_deactivate":
            self.focused = False
        elif event_type == "on_activate":
            self.focused = True

    def tick(self, dt: float) -> None:
        """One loop step: update the current view, then draw it if :meth:`should_draw`."""
        window = self.window
        window._dispatch_updates(dt)
        self._follow_view()
        self._since_draw += dt
        self._since_news += dt
        if window.closed or not self.should_draw(dt):
            return
        window.draw(self._since_draw)
        self.draws += 1
        self._since_draw = 0.0
        self._events_at_draw = self._events
        self._drawn_view = window.current_view

    def should_draw(self, dt: float = 0.0) -> bool:
        """Whether this tick draws: always for a view without ``idle_fps``; for one with it,
        when it is new, after an event, or when its ambient frame is due (focused only)."""
        view = self.window.current_view
        idle_fps = getattr(view, "idle_fps", None)
        if idle_fps is None:
            return True
        if view is not self._drawn_view:
            self._since_news = 0.0
            return True
        if self._events != self._events_at_draw:
            return True
        if not self.focused or idle_fps <= 0:
            return False
        if self._since_news >= REST_AFTER_S:
            idle_fps = min(idle_fps, REST_FPS)
        # Half a tick of slack: a tick landing a hair early must not wait a whole tick more.
        return self._since_draw + 0.5 * dt >= 1.0 / idle_fps


def pacer_for(window: arcade.Window) -> Pacer:
    """The window's pacer, made (not yet installed) on first use."""
    pacer = getattr(window, "_arcadeforge_pacer", None)
    if pacer is None:
        pacer = Pacer(window)
        window._arcadeforge_pacer = pacer  # type: ignore[attr-defined]
    return pacer


def apply_video(window: arcade.Window, video: Video) -> Pacer:
    """Apply ``video.frame_cap`` and ``video.vsync`` to ``window`` and its loop, now and for
    every later frame; call it at start-up and whenever the player changes them."""
    pacer = pacer_for(window)
    pacer.apply(video)
    pacer.install()
    return pacer


def request_redraw(window: arcade.Window) -> None:
    """Make an idle screen draw at the next tick: for news that is not a window event (a
    gamepad press, a reloaded setting)."""
    pacer = getattr(window, "_arcadeforge_pacer", None)
    if pacer is not None:
        pacer.note_event()
