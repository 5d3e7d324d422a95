"""The services every screen shares, in one :class:`App`: the window, the scene stack,
settings, key and pad bindings, pads, sound, notices, and how games are started."""

from __future__ import annotations

import dataclasses
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import arcade

from game.audio.mixer import Mixer, silent_mixer
from game.config.schema import Audio, Effects, Settings, Video
from game.config.watch import SettingsWatch
from game.input import bindings
from game.input.keyboard import BINDINGS_PATH, KeyBindings
from game.input.pad_bindings import PadBindings
from game.input.pad_looks import PadLook
from game.input.pads import Pads
from game.input.router import CommandRouter
from game.scenes.driver import LoopDriver
from game.scenes.fresh_press import KeysDown
from game.scenes.navigator import Navigator
from game.scenes.pacing import request_redraw
from game.ui.notices import Notices

SessionFactory = Callable[[str, dict[str, Any], int], tuple[Any, Any]]


def _default_session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    from game.sim.session import new_session  # the sim layer is only needed once a game starts

    return new_session(game, options, seed)


def _default_match(game: str, options: dict[str, Any], seed: int, slots: Any,
                   first_to: int) -> tuple[Any, Any]:
    from game.sim.match_session import new_match_session  # only once a match starts

    return new_match_session(game, options, seed, slots, first_to)


@dataclass
class App:
    """Services the scenes share: window, navigation, bindings and how games are started.

    ``sync_loops`` makes games run on a ``SyncLoop`` stepped by frames (``shot``, tests)
    instead of a rules thread paced by the clock. Key bindings come from ``bindings_path``,
    one table per game (:meth:`bindings_for`). ``settings`` are the player's settings file,
    checked (the shipped defaults unless given); with ``settings_watch`` the effects follow
    edits of that file while playing (:meth:`effects`).
    """

    #: What a new game's loop is wrapped in (a demo's app keeps its games from being saved).
    loop_driver: ClassVar[type[LoopDriver]] = LoopDriver
    window: arcade.Window
    nav: Navigator
    bindings_path: Path = BINDINGS_PATH
    sync_loops: bool = False
    new_session: SessionFactory = _default_session
    #: Makes a versus match's rules and replay header: (game, options, seed, slots (a
    #: ``SlotSpec`` each), first_to).
    new_match: Callable[..., tuple[Any, Any]] = _default_match
    seed_source: Callable[[], int] = field(default=lambda: secrets.randbits(48))
    log_path: Path | None = None
    on_quit: Callable[[], None] | None = None
    settings: Settings = field(default_factory=Settings)
    settings_watch: SettingsWatch | None = None
    #: Effects and music (game/audio); silent unless the game opened one (tests, ``shot``).
    sound: Mixer = field(default_factory=silent_mixer, repr=False)
    _background: Any = field(default=None, repr=False)
    #: The player's changes to the shipped bindings: ``{device: {table: {name: [controls]}}}``
    #: (device "keyboard" or "pad"; see :func:`game.input.bindings.with_overrides`).
    binding_overrides: dict[str, dict[str, dict[str, list[str]]]] = field(default_factory=dict)
    _bindings: dict[str, KeyBindings] = field(default_factory=dict, repr=False)
    _pad_bindings: dict[str, PadBindings] = field(default_factory=dict, repr=False)
    #: Named commands from the pads to the shown scene; the device used last.
    input: CommandRouter = field(init=False, repr=False)
    #: The keys held now, seen above every screen (game over waits for them to be let go).
    keys_down: KeysDown = field(init=False, repr=False)
    pads: Pads | None = field(default=None, repr=False)
    #: The window size asked for on the command line (``--size``), over the settings' one.
    size_override: tuple[int, int] | None = None
    #: The game whose card the title focuses (the one played last; "" for the first card).
    title_focus: str = ""
    #: The first-game tips already given this session (each shows once).
    tips_given: set[str] = field(default_factory=set)
    #: The player's settings file, which the Settings screen saves (None: the default one
    #: in the config folder).
    settings_path: Path | None = None
    #: Problem lines shown over every screen for a few seconds (:meth:`report`).
    notices: Notices = field(default_factory=Notices, repr=False)
    #: Applies ``[video]``'s frame cap and vsync to the loop's pacing (set by the app when
    #: it paces frames itself); :meth:`apply_video` calls it after the window changes.
    pacing: Callable[[arcade.Window, Video], None] | None = None

    def __post_init__(self) -> None:
        self.input = CommandRouter(lambda: self.nav.top, self.pad_bindings_for)
        self.input.on_news = lambda: request_redraw(self.window)
        self.nav.watch(self.input)
        self.keys_down = KeysDown()
        self.nav.watch(self.keys_down)

    def start_pads(self, manager: Any | None = None,
                   on_unmapped: Callable[[Any, bool], None] | None = None) -> Pads:
        """Read gamepads, plugged in now or later (``manager``: this platform's unless
        given; with none to be had the game simply has no pad). Pads are mapped from the
        player's mappings file and ``SDL_GAMECONTROLLERCONFIG`` first (a bad line is
        reported), then the bundled databases; ``on_unmapped`` hears of a pad none maps
        (:class:`~game.scenes.menus.pad_mapping.MappingOffer`)."""
        from game.input.pad_db import load_database

        db = load_database(self.pad_mappings_path())
        for problem in db.problems:
            self.report(problem)
        self.pads = Pads(self.input.pad_control, self.input.pad_changed,
                         lambda: self.settings.controls.pad_deadzone,
                         lambda: self.settings.controls.pad_confirm, db,
                         on_unmapped=on_unmapped)
        self.input.look = self.pads.look
        self.input.edge_pad = lambda: self.pads.last_edge if self.pads is not None else None
        self.pads.start(manager)
        return self.pads

    def pad_mappings_path(self) -> Path:
        """The player's pad mappings file: ``[controls] pad_mappings``, beside the settings
        file."""
        from game.config.loader import settings_path

        folder = (self.settings_path or settings_path()).parent
        return folder / Path(self.settings.controls.pad_mappings).expanduser()

    def pad_look(self) -> PadLook:
        """How the pad pressed last names its buttons, and where it confirms."""
        return self.input.look()

    def bindings_for(self, table: str) -> KeyBindings:
        """The keys of one ``[keyboard.<table>]`` table (``"retris"``, ``"tetlight"``, …),
        read once; raises :class:`~game.input.keyboard.BindingError` for a bad table."""
        if table not in self._bindings:
            found = bindings.load("keyboard", table, self.bindings_path,
                                  self.binding_overrides.get("keyboard", {}).get(table))
            assert isinstance(found, KeyBindings)
            self._bindings[table] = found
        return self._bindings[table]

    def pad_bindings_for(self, table: str) -> PadBindings:
        """The pad controls of ``[pad.<table>]`` (``"menu"``, a game, or a keyboard table
        sharing one), read once; raises :class:`~game.input.keyboard.BindingError`."""
        name = bindings.table_name("pad", table)
        if name not in self._pad_bindings:
            found = bindings.load("pad", name, self.bindings_path,
                                  self.binding_overrides.get("pad", {}).get(name))
            assert isinstance(found, PadBindings)
            self._pad_bindings[name] = found
        table_ = self._pad_bindings[name]
        look = self.input.look()  # named as the pad pressed last prints its buttons
        return table_ if table_.look == look else dataclasses.replace(table_, look=look)

    def forget_bindings(self) -> None:
        """Read the bindings again on next use (after the player changed them)."""
        self._bindings.clear()
        self._pad_bindings.clear()

    def report(self, problem: object) -> None:
        """A problem the player should see: one line on stderr and on screen for a while."""
        print(problem, file=sys.stderr, flush=True)
        self.notices.post(str(problem))

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on (the Settings screen): effects, palette and language
        at once, handling from the next game, the window when its video settings changed."""
        if settings.video.size != self.settings.video.size:
            self.size_override = None  # the player chose a size here: it wins over --size
        if settings.video != self.settings.video:
            self.apply_video(settings.video)
        language = settings.ui.language != self.settings.ui.language
        self.settings = settings
        if language:
            self.use_language(settings.ui.language)
        if self.settings_watch is not None:  # an unsaved change is not "the file changed"
            self.settings_watch.effects = settings.effects
            if self.settings_watch.audio is not None:
                self.settings_watch.audio = settings.audio

    def use_language(self, choice: str) -> str:
        """The UI in ``choice`` (``"auto"``: the system's) from now on, on every screen of
        the stack at once: each makes its words again as after a resize
        (:meth:`~game.scenes.base.Scene.language_changed`). A catalog's problems are
        reported once. Returns the language used."""
        from game import i18n

        used = i18n.set_language(choice, say=self.report)
        for view in self.nav.stack:
            changed = getattr(view, "language_changed", None)
            if callable(changed):
                changed()
        request_redraw(self.window)
        return used

    def apply_video(self, video: Video) -> None:
        """Fullscreen, size and vsync now; the frame cap through :attr:`pacing`."""
        window = self.window
        if bool(window.fullscreen) != video.fullscreen:
            window.set_fullscreen(video.fullscreen)
        size = self.size_override or video.size
        if not video.fullscreen and (window.width, window.height) != size:
            window.set_size(*size)
        window.set_vsync(video.vsync)
        if self.pacing is not None:
            self.pacing(window, video)

    def effects(self) -> Effects:
        """The effect strengths to draw this frame (cheap: call it every frame); edits of the
        settings file show up within about a second when a watch is set."""
        if self.settings_watch is not None:
            changed = self.settings_watch.poll()
            if changed is not None:
                self.settings = dataclasses.replace(self.settings, effects=changed)
        return self.settings.effects

    def audio(self) -> Audio:
        """The volumes to play at now (the mixer asks a few times a second); edits of the
        settings file follow as for :meth:`effects`, and so does a scene that sets
        ``settings`` itself."""
        self.effects()  # polls the watch
        if self.settings_watch is not None:
            changed = self.settings_watch.take_audio()
            if changed is not None:
                self.settings = dataclasses.replace(self.settings, audio=changed)
        return self.settings.audio

    def background(self) -> Any:
        """The shared animated background (one GL program for every screen)."""
        if self._background is None:
            from game.render.background import Background

            self._background = Background(self.window.ctx)
        return self._background

    def start_loop(self, rules: Any, header: Any, recorder: Any = None) -> LoopDriver:
        """A running rules loop for a new game, threaded or synchronous (``recorder``: a
        versus match's, which asks its bots before each tick)."""
        from game.sim.loop import RulesThread, SyncLoop

        kind = self.loop_driver
        if self.sync_loops:
            driver = kind(SyncLoop(rules, header, recorder), header.tick_rate, True,
                          self.log_path)
        else:
            loop = RulesThread(rules, header, log_path=self.log_path, recorder=recorder)
            driver = kind(loop, header.tick_rate, False, self.log_path)
        driver.start()
        return driver

    def quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.window.close()
