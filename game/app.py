"""``arcadeforge``: open the window, start on the title screen and run until it closes.

``run_game(argv)`` takes the command line options (``--fullscreen``, ``--windowed``,
``--size WxH``, ``--seed N``, ``--config PATH``, ``--scenario FILE.toml``) and returns the
exit status. The settings file is read first and whatever is wrong in it is printed, one line
per key; the window flags override its ``[video]`` section. With no display it says so and
points to the headless ``arcadeforge shot`` command instead of failing with a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from game.headless.scenes import SCENES  # no arcade there: it is imported by the command itself
from game.i18n import _

if TYPE_CHECKING:  # arcade must not be imported before the display check
    import arcade

    from game.config import Problem, Settings, SettingsWatch
    from game.config.loader import Loaded
    from game.scenes.services import App

NO_DISPLAY = (  # one line, as every other refusal (the scenes: arcadeforge shot --help)
    "arcadeforge: no display to open a window on ({why}); "  # i18n: not shown
    "run it from a desktop session, or render a screen without one: "
    "arcadeforge shot SCENE OUT.png (" + ", ".join(SCENES) + ")"
)


def _parser() -> argparse.ArgumentParser:
    from game.cli.args import OneLineParser, parse_size
    from game.config import settings_path

    p = OneLineParser(prog="arcadeforge", description="Play ArcadeForge.")  # i18n: not shown
    p.add_argument("--fullscreen", action="store_true", default=None,
                   help="start fullscreen "  # i18n: not shown
                        "(default: the settings file's video.fullscreen)")
    p.add_argument("--windowed", dest="fullscreen", action="store_false",
                   help="start in a window whatever the settings file says")  # i18n: not shown
    p.add_argument("--size", type=parse_size, default=None,
                   help="window size WxH "  # i18n: not shown
                        "(default: the settings file's video.size, 1280x720)")
    p.add_argument("--seed", type=int, default=None,
                   help="seed every game with N "  # i18n: not shown
                        "(default: a new random seed per game)")
    p.add_argument("--config", type=Path, default=None,
                   metavar="PATH",  # i18n: not shown
                   help=f"settings file to use (default: {settings_path()}; "  # i18n: not shown
                        "resources/settings.toml shows every key)")
    p.add_argument("--scenario", type=Path, default=None,
                   metavar="FILE.toml",  # i18n: not shown
                   help="start a practice game from a scenario file's position "  # i18n: not shown
                        "(docs/scenarios.md; docs/practice.md)")
    return p


def report_problem(problem: Problem) -> None:
    """One line on stderr per thing wrong in the settings file (at start and while playing)."""
    print(problem, file=sys.stderr, flush=True)


def startup_settings(config: Path | None) -> tuple[Settings, SettingsWatch]:
    """The settings to start with (problems reported) and the watch that reloads effects."""
    loaded, watch = startup_loaded(config)
    return loaded.settings, watch


def startup_loaded(config: Path | None, said: list[str] | None = None
                   ) -> tuple[Loaded, SettingsWatch]:
    """:func:`startup_settings` with the player's bindings and the problems as well. With
    ``said`` (the game's start), the UI takes the file's ``[ui] language`` first, so the
    problems are told in it, and what is wrong with its catalogs is told on stderr and
    added to ``said`` (for the screen)."""
    from game.config import SettingsWatch, load_settings, settings_path

    path = settings_path(config)
    loaded = load_settings(path, must_exist=config is not None)
    if said is not None:
        from game import i18n

        def say(line: str) -> None:
            print(line, file=sys.stderr, flush=True)
            said.append(line)

        if i18n.set_language(loaded.settings.ui.language, say) != "en":
            loaded = load_settings(path, must_exist=config is not None)  # its words now
    for problem in loaded.problems:
        report_problem(problem)
    watch = SettingsWatch(path, loaded.settings.effects, report_problem, loaded.problems,
                          audio=loaded.settings.audio)
    return loaded, watch


def display_problem() -> str | None:
    """Why no window can be opened here, or None when one probably can."""
    if os.environ.get("ARCADE_HEADLESS"):
        return None
    if sys.platform.startswith(("win", "darwin")):
        return None
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"  # i18n: not shown
    return None


def crash_log_path() -> Path:
    """Where a crash of the rules thread is written (shown on the error screen)."""
    import platformdirs

    return platformdirs.user_log_path("arcadeforge") / "rules-crash.log"


def run_game(argv: Sequence[str] | None = None) -> int:
    """Play until the window closes; returns the exit status (1: no display, bad bindings)."""
    args = _parser().parse_args(list(argv) if argv is not None else None)
    scenario = None
    if args.scenario is not None:  # checked before any window: a bad file is one line
        from game.cli.play_scenario import scenario_start

        scenario = scenario_start(args.scenario)
        if isinstance(scenario, int):
            return scenario
    language_lines: list[str] = []
    loaded, watch = startup_loaded(args.config, language_lines)
    settings = loaded.settings
    why = display_problem()
    if why is not None:
        print(NO_DISPLAY.format(why=why), file=sys.stderr)
        return 1
    try:
        from game.window import open_window

        size = args.size or settings.video.size
        fullscreen = settings.video.fullscreen if args.fullscreen is None else args.fullscreen
        window = open_window(*size, fullscreen=fullscreen,
                             headless=bool(os.environ.get("ARCADE_HEADLESS")))
    except Exception as exc:  # pyglet's display errors have no common base class
        print(NO_DISPLAY.format(why=f"{type(exc).__name__}: {exc}"), file=sys.stderr)
        return 1
    if not os.environ.get("ARCADE_HEADLESS"):
        exit_when_display_dies()
        give_window_icon(window)
    from game.config import settings_path
    from game.input.keyboard import BindingError

    try:
        app = _make_app(window, args.seed, loaded, watch, settings_path(args.config))
        app.size_override = args.size
    except BindingError as exc:
        window.close()
        print(f"arcadeforge: {exc}", file=sys.stderr)
        return 1
    from game.scenes.pacing import apply_video
    from game.storage.housekeeping import tidy_at_start

    apply_video(window, settings.video)  # frame cap, vsync; idle screens draw less
    # Scores a busy book refused last time, files a killed game left half-written.
    for line in tidy_at_start(settings_path(args.config)):
        app.notices.post(line)
    app.pacing = apply_video  # …and again when the Settings screen changes them
    for line in [*language_lines, *map(str, loaded.problems)]:  # on stderr already
        app.notices.post(line)  # …and now on screen too
    if scenario is not None:
        from game.cli.play_scenario import open_scenario

        open_scenario(app, scenario)
    try:
        _run()
    finally:
        app.sound.close()  # the sound engine's process ends with the game
    return 0


#: The X connection's IO error handler (ctypes callbacks must stay referenced).
_io_handler: list[object] = []
DISPLAY_GONE = ("arcadeforge: the display {name} went away "  # i18n: not shown
                "(its X server stopped); quitting")


def exit_when_display_dies() -> None:
    """Losing the X server is final: say so in one line and exit with status 1 at once.
    (Xlib's own handler printed two lines of its own and called exit(), whose handlers
    other libraries' threads could hold up.)"""
    try:
        from pyglet.libs.x11 import xlib
    except Exception:  # not X11 (Windows, macOS): nothing to watch
        return
    name = os.environ.get("DISPLAY", "")

    def on_io_error(display: object) -> int:
        sys.stdout.flush()
        os.write(2, (DISPLAY_GONE.format(name=name) + "\n").encode())
        os._exit(1)  # Xlib may not be called again, and cannot be returned to

    handler = xlib.XIOErrorHandler(on_io_error)
    xlib.XSetIOErrorHandler(handler)
    _io_handler.append(handler)


def give_window_icon(window: arcade.Window) -> None:
    """The hexagon icon (game.window_icon); a desktop that refuses it is one line."""
    from game.window_icon import set_window_icon

    try:
        set_window_icon(window)
    except Exception as exc:  # an icon is no reason to stop
        print(f"arcadeforge: no window icon ({type(exc).__name__}: {exc})", file=sys.stderr)


def _make_app(window: arcade.Window, seed: int | None, loaded: Loaded,
              watch: SettingsWatch, path: Path) -> App:
    from game.scenes.menus.pad_mapping import MappingOffer
    from game.scenes.menus.title import TitleScene
    from game.scenes.navigator import Navigator
    from game.scenes.services import App

    app = App(window, Navigator(window), log_path=crash_log_path(), settings=loaded.settings,
              settings_watch=watch, settings_path=path)
    watch.report = app.report  # problems found while playing show on screen too
    use_player_bindings(app, loaded.bindings)
    if seed is not None:
        app.seed_source = lambda: seed
    window.push_handlers(on_key_press=_window_keys(window, app.notices.post))
    # No pad, no /dev/input or no display: no pads, a log line at most.
    app.start_pads(on_unmapped=MappingOffer(app))
    _start_sound(app)
    app.nav.home = lambda: TitleScene(app)  # where "quit to title" and game over go back to
    app.nav.go_home()
    return app


def use_player_bindings(app: App, overrides: dict[str, dict[str, dict[str, list[str]]]]
                        ) -> None:
    """Build every bindings table with the player's changes from the settings file. A
    player's table the game cannot use is reported (on screen too) and the shipped one is
    used instead; a broken shipped file raises BindingError (the game cannot start)."""
    from game.input.bindings import tables
    from game.input.keyboard import BindingError

    app.binding_overrides = {device: dict(found) for device, found in overrides.items()}
    for device in ("keyboard", "pad"):
        known = tables(device)  # type: ignore[arg-type]
        mine = app.binding_overrides.get(device, {})
        for table in [t for t in mine if t not in known]:
            app.report(_("settings: {device}.{table}: unknown table (known: {names}); ignored")
                       .format(device=device, table=table, names=", ".join(known)))
            del mine[table]
        for table in known:
            build = app.bindings_for if device == "keyboard" else app.pad_bindings_for
            try:
                build(table)
            except BindingError as exc:
                if table not in mine:
                    raise
                app.report(_("settings: {device}.{table}: {problem}; using the shipped "
                             "bindings").format(device=device, table=table, problem=exc))
                del mine[table]
                app.forget_bindings()
                build(table)


def _start_sound(app: App) -> None:
    """Effects and music (silent, said once, without an audio device); the music follows the
    scene on screen (its ``MUSIC``) and the volumes the settings. The engine mixes on its
    own, so the window thread only checks the scene and the volumes 6 times a second (30
    while the engine starts: the title's music then starts as soon as it is there); each
    wake of a resting menu costs CPU, about 2 % of a core at 30 a second in software GL.
    Its lines (an audio server gone, back again) are shown on screen as well as on stderr."""
    import pyglet

    from game.audio.mixer import open_mixer
    from game.ui import menu

    window = app.window
    app.sound = open_mixer(app.audio, lambda: getattr(window.current_view, "MUSIC", "menu"),
                           app.report)
    menu.sound_hook = lambda what: app.sound.ui("menu", what)
    pyglet.clock.schedule_once(lambda dt: _sound_tick(app, dt), 0.0)


def _sound_tick(app: App, dt: float) -> None:
    import pyglet

    app.sound.update(dt)
    pyglet.clock.schedule_once(lambda dt: _sound_tick(app, dt),
                               1 / 30 if app.sound.busy else 1 / 6)


def _window_keys(window: arcade.Window,
                 post: Callable[..., None] | None = None) -> Callable[[int, int], bool]:
    """Keys that work on every screen (after the screen had its turn): F11 fullscreen, F12
    a screenshot (``post``: the notices' ``post``, which shows where it went, or why not)."""
    from arcade import key

    def on_key_press(symbol: int, modifiers: int) -> bool:
        if symbol == key.F11:
            window.set_fullscreen(not window.fullscreen)
            return True
        if symbol == key.F12:
            _screenshot(window, post)
            return True
        return False

    return on_key_press


def _screenshot(window: arcade.Window, post: Callable[..., None] | None) -> None:
    """Save the screen (F12); the path on stdout and on screen (after the picture was
    taken, so not in it), a problem as one line (and on screen)."""
    from game.scenes.screenshot import save_screenshot
    from game.ui.text import shown_path

    try:
        path = save_screenshot(window)
        print(f"screenshot saved to {path}", flush=True)
        if post is not None:
            post(_("screenshot saved: {path}").format(path=shown_path(path)), tone="info")
    except OSError as exc:
        message = _("screenshot: could not save it ({why})").format(why=exc)
        print(message, file=sys.stderr, flush=True)
        if post is not None:
            post(message)


def _run() -> None:
    """The event loop. Headless arcade.run() never calls on_update, so use pyglet's there."""
    import arcade
    import pyglet

    if os.environ.get("ARCADE_HEADLESS"):
        pyglet.app.run(None)
    else:
        arcade.run()
