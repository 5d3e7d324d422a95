"""What every screen shares: the app services, the scaled layout, the background, key hints."""

from __future__ import annotations

import dataclasses
import secrets
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import arcade

from game.audio.mixer import Mixer, silent_mixer
from game.config.schema import Audio, Effects, Settings, Video
from game.config.watch import SettingsWatch
from game.input import bindings
from game.input.commands import CHOOSE, Command
from game.input.keyboard import BINDINGS_PATH, KeyBindings
from game.input.pad_bindings import PadBindings
from game.input.pad_controls import CONTROLS
from game.input.pad_looks import XBOX_LOOK, PadLook
from game.input.pads import Pads
from game.input.router import MENU_TABLE, CommandRouter
from game.scenes import theme
from game.scenes.backdrop import Backdrop
from game.scenes.device_shown import FollowsDevice
from game.scenes.driver import LoopDriver
from game.scenes.fresh_press import KeysDown
from game.scenes.layout import FULL_VIEW, REF_H, Layout
from game.scenes.menu import FocusMenu
from game.scenes.navigator import Navigator
from game.scenes.notices import Notices
from game.scenes.pacing import request_redraw
from game.scenes.panel import Shape, draw_panels, panel_shape
from game.scenes.textbatch import TextBatch

SessionFactory = Callable[[str, dict[str, Any], int], tuple[Any, Any]]


def _default_session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    from game.sim.session import new_session  # the sim layer is only needed once a game starts

    return new_session(game, options, seed)


@dataclass
class App:
    """Services the scenes share: window, navigation, bindings and how games are started.

    ``sync_loops`` makes games run on a ``SyncLoop`` stepped by frames (``shot``, tests)
    instead of a rules thread paced by the clock. Key bindings come from ``bindings_path``,
    one table per game (:meth:`bindings_for`). ``settings`` are the player's settings file,
    checked (the shipped defaults unless given); with ``settings_watch`` the effects follow
    edits of that file while playing (:meth:`effects`).
    """

    window: arcade.Window
    nav: Navigator
    bindings_path: Path = BINDINGS_PATH
    sync_loops: bool = False
    new_session: SessionFactory = _default_session
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
    #: GUIDs of unmapped pads whose "press each button" screen opened once this run.
    _pads_offered: set[str] = field(default_factory=set, repr=False)
    #: The game whose card the title focuses (the one played last; "" for the first card).
    title_focus: str = ""
    #: The first-game tips already given this session (each shows once).
    tips_given: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.input = CommandRouter(lambda: self.nav.top, self.pad_bindings_for)
        self.input.on_news = lambda: request_redraw(self.window)
        self.nav.watch(self.input)
        self.keys_down = KeysDown()
        self.nav.watch(self.keys_down)

    def start_pads(self, manager: Any | None = None) -> Pads:
        """Read gamepads, plugged in now or later (``manager``: this platform's unless
        given; with none to be had the game simply has no pad). Pads are mapped from the
        player's mappings file and ``SDL_GAMECONTROLLERCONFIG`` first (a bad line is
        reported), then the bundled databases."""
        from game.input.pad_db import load_database

        db = load_database(self.pad_mappings_path())
        for problem in db.problems:
            self.report(problem)
        self.pads = Pads(self.input.pad_control, self.input.pad_changed,
                         lambda: self.settings.controls.pad_deadzone,
                         lambda: self.settings.controls.pad_confirm, db,
                         on_unmapped=self._pad_unmapped)
        self.input.look = self.pads.look
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

    def _pad_unmapped(self, controller: Any, pressed: bool) -> None:
        """A pad no database maps was plugged in (say so on screen) or pressed: the first
        press on a menu opens the "press each button" screen, once a run per pad."""
        if not pressed:
            from game.input.pads import pad_name

            self.notices.post(f"gamepad {pad_name(controller)}: no mapping yet: press one "
                              "of its buttons to map it")
            return
        top = self.nav.top
        if controller.guid in self._pads_offered or getattr(top, "pad_table", "") != MENU_TABLE:
            return
        from game.scenes.pad_mapping import PadMappingScene

        if not isinstance(top, PadMappingScene):
            self._pads_offered.add(controller.guid)
            self.nav.push(PadMappingScene(self, controller))
    #: The player's settings file, which the Settings screen saves (None: the default one
    #: in the config folder).
    settings_path: Path | None = None
    #: Problem lines shown over every screen for a few seconds (:meth:`report`).
    notices: Notices = field(default_factory=Notices, repr=False)
    #: Applies ``[video]``'s frame cap and vsync to the loop's pacing (set by the app when
    #: it paces frames itself); :meth:`apply_video` calls it after the window changes.
    pacing: Callable[[arcade.Window, Video], None] | None = None

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
        """Use ``settings`` from now on (the Settings screen): effects and palette at once,
        handling from the next game, the window when its video settings changed."""
        if settings.video.size != self.settings.video.size:
            self.size_override = None  # the player chose a size here: it wins over --size
        if settings.video != self.settings.video:
            self.apply_video(settings.video)
        self.settings = settings
        if self.settings_watch is not None:  # an unsaved change is not "the file changed"
            self.settings_watch.effects = settings.effects
            if self.settings_watch.audio is not None:
                self.settings_watch.audio = settings.audio

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

    def start_loop(self, rules: Any, header: Any) -> LoopDriver:
        """A running rules loop for a new game, threaded or synchronous."""
        from game.sim.loop import RulesThread, SyncLoop

        if self.sync_loops:
            driver = LoopDriver(SyncLoop(rules, header), header.tick_rate, True, self.log_path)
        else:
            loop = RulesThread(rules, header, log_path=self.log_path)
            driver = LoopDriver(loop, header.tick_rate, False, self.log_path)
        driver.start()
        return driver

    def quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.window.close()


class Scene(arcade.View):
    """A screen. Subclasses build their text in :meth:`build` and draw in :meth:`draw`.

    The layout is rebuilt whenever the window size differs from the last build, so a scene
    drawn under an overlay is right after a resize too.
    """

    #: The reference region this scene's content needs (see :class:`Layout`).
    VIEW: tuple[float, float, float, float] = FULL_VIEW
    #: True: :meth:`build` names keys or pad buttons, so a change of device lays out again.
    device_layout = False
    #: The music loop while this scene is on screen (resources/sounds.toml ``[music]``):
    #: "" for silence, None to keep whatever plays (overlays such as pause).
    MUSIC: str | None = "menu"
    #: Where the notices' banner may go (reference left, bottom, width, height; it hangs
    #: from the area's top, from the window's top edge when the area reaches the top of the
    #: reference region): None for the window's whole top. A screen whose heading sits at
    #: the top keeps it clear this way.
    NOTICE_AREA: tuple[float, float, float, float] | None = None
    #: None: drawn every frame. A number: a screen that mostly stands still, drawn on news
    #: (keys, mouse, a new screen) and otherwise this many times a second (game.scenes.pacing).
    idle_fps: float | None = None

    def __init__(self, app: App) -> None:
        super().__init__(app.window)
        self.app = app
        self.time = 0.0
        #: Where in the window the content is laid out (pixels: left, bottom, width,
        #: height); None for all of it (the theatre keeps its stage above its bar).
        self.frame: tuple[float, float, float, float] | None = None
        self._layout: Layout | None = None
        self._backdrop: Backdrop | None = None
        #: Whether this frame's backdrop drew the still part and the boards over it
        #: (game.scenes.backdrop).
        self.still_kept = self.board_kept = False
        #: "pad" or "keyboard": whose controls the screen names (the device used last).
        self.device_shown = "pad" if app.input.last_device == "pad" else "keyboard"
        #: How the pad names its buttons on this screen's last layout.
        self.look_shown = app.input.look()

    @property
    def layout(self) -> Layout:
        size = (self.window.width, self.window.height)
        if self._layout is None or (self._layout.width, self._layout.height) != size or \
                self._layout.frame != self.frame:
            self._layout = Layout(*size, self.VIEW, self.frame)
            theme.load_fonts()
            self.build(self._layout)
        return self._layout

    def content_size(self) -> tuple[float, float]:
        """The size of the region the content is laid out in (:attr:`frame`, or the
        window)."""
        if self.frame is not None:
            return self.frame[2], self.frame[3]
        return self.window.width, self.window.height

    def build(self, layout: Layout) -> None:
        """Create this layout's text objects and boxes."""

    def on_update(self, delta_time: float) -> None:
        self.time += delta_time
        self.app.input.tick(delta_time)  # a menu direction held on the pad repeats
        self.show_device(self.app.input.last_device)  # may ask for a new layout
        self.ensure_layout()  # effects started in update place themselves in pixels
        self.update(delta_time)

    def update(self, dt: float) -> None:
        """Per-frame logic; the base only keeps time."""

    def show_device(self, device: str) -> None:
        """Key caps or pad glyphs, for the device used last: the screen's ``hints`` and
        ``controls`` (one panel or a dict of them) follow it; a screen with
        ``device_layout`` (key names in its HUD) is laid out again."""
        shown = "pad" if device == "pad" else "keyboard"
        look = self.app.input.look()
        if self.device_layout and (shown != self.device_shown or
                                   (shown == "pad" and look != self.look_shown)):
            self._layout = None
        self.device_shown, self.look_shown = shown, look
        for name in ("hints", "controls"):
            part = getattr(self, name, None)
            for each in part.values() if isinstance(part, dict) else (part,):
                use = getattr(each, "use", None)
                if callable(use):
                    use(device, look)

    def ensure_layout(self) -> Layout:
        """The current layout, rebuilt first if the window changed size."""
        return self.layout

    def palette_views(self) -> Sequence[Any]:
        """The renderers drawing in the palette (each has ``.palette``); they follow the
        settings' palette at once (:meth:`follow_palette`)."""
        return ()

    def follow_palette(self) -> None:
        """Repaint what is drawn in another palette than the settings' (a change on the
        Settings screen shows on every screen at once, the screens beneath too)."""
        views = self.palette_views()
        if not views:
            return
        name = self.app.effects().palette
        stale = [v for v in views if v.palette.name != name]
        if not stale:
            return
        from game.render.palette import load_palette

        palette = load_palette(name)
        for view in stale:
            set_palette = getattr(view, "set_palette", None)
            if set_palette is not None:
                set_palette(palette)
            else:
                view.palette = palette
        if hasattr(self, "palette"):
            self.palette = palette
        self._layout = None  # colours some views work out when laid out

    def on_draw(self) -> None:
        self.follow_palette()
        self.ensure_layout()
        # No clear: the backdrop is opaque and covers the viewport (a full-window clear
        # is a pass over every pixel in software GL).
        if self._backdrop is None:
            self._backdrop = Backdrop(self.window.ctx)
        self.still_kept, self.board_kept = self._backdrop.draw(
            self.app.background(), self.time, self.still_key(), self.draw_still,
            self.board_key(), self.draw_board_still, self.still_shift())
        self.draw()
        self.draw_notices()

    def draw_notices(self) -> None:
        """The app's problem lines over this screen (scenes drawing themselves call it last),
        and the progress of videos being saved in the background."""
        from game.scenes.export_badge import draw_badge

        self.app.notices.draw(self.window.width, self.window.height, self.notice_area())
        draw_badge(self.window.width, self.window.height)

    def notice_area(self) -> arcade.Rect | None:
        """:attr:`NOTICE_AREA` in pixels, up to the window's top edge (None: the whole top)."""
        if self.NOTICE_AREA is None:
            return None
        left, bottom, width, height = self.NOTICE_AREA
        layout = self.layout
        top = self.window.height if bottom + height >= REF_H else layout.y(bottom + height)
        return arcade.LRBT(layout.x(left), layout.x(left + width), layout.y(bottom), top)

    def draw(self) -> None:
        """Draw the screen over the background (and the still part, when
        ``self.still_kept``)."""

    def still_key(self) -> Hashable:
        """What this frame's still part depends on (see :meth:`draw_still`), or None when
        nothing of the screen stands still this frame (it moves or pulses)."""
        return None

    def still_shift(self) -> tuple[float, float]:
        """How far (world units, as the view moves) the still part and the boards are moved
        this frame: a screen shake moves them with everything else."""
        return 0.0, 0.0

    def draw_still(self) -> None:
        """Draw the part of the screen under everything else that does not change while
        :meth:`still_key` stays the same; it is kept with the background (game.scenes.
        backdrop) and :meth:`draw` leaves it out when ``self.still_kept``."""

    def board_key(self) -> Hashable:
        """Like :meth:`still_key`, for a second still part drawn over the first that changes
        more often (a board between moves: a piece landing), kept in a picture of its own
        made from the first; None when there is none this frame."""
        return None

    def draw_board_still(self) -> None:
        """Draw that second still part; :meth:`draw` leaves it out when
        ``self.board_kept``."""

    def dismiss(self) -> None:
        """Called when the navigator drops this screen: stop what it owns."""

    # -- commands (keyboard, pad and mouse alike) -------------------------------------------

    #: The ``[pad.<table>]`` table the pads use on this screen.
    pad_table = MENU_TABLE

    def on_command(self, command: Command) -> bool:
        """A named command from any device; by default a press goes to the screen's
        ``menu`` (a :class:`FocusMenu`), if it has one. True when it was taken."""
        menu = getattr(self, "menu", None)
        if command.pressed and isinstance(menu, FocusMenu):
            return menu.on_command(command.name)
        return False

    def on_pad_change(self, what: str) -> None:
        """A pad was ``"connected"`` or ``"disconnected"`` (play scenes pause)."""

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        """The menu item under the pointer takes the focus."""
        menu = getattr(self, "menu", None)
        index = menu.item_at(x, y) if isinstance(menu, FocusMenu) else None
        if index is not None:
            menu.focus = index  # type: ignore[union-attr]
        return index is not None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        """A left click on a menu item chooses it, as Enter or the pad's A would."""
        menu = getattr(self, "menu", None)
        if button != arcade.MOUSE_BUTTON_LEFT or not isinstance(menu, FocusMenu):
            return False
        index = menu.item_at(x, y)
        if index is None:
            return False
        menu.focus = index
        return self.on_command(Command(CHOOSE, True, "mouse", button))


def shade(layout: Layout, alpha: int = theme.SHADE[3]) -> None:
    """Dim everything drawn so far (under an overlay)."""
    arcade.draw_rect_filled(layout.window_rect, theme.with_alpha(theme.SHADE, alpha))


def text(layout: Layout, value: str, x: float, y: float, size: float,
         color: theme.Color = theme.INK, font: str = theme.DISPLAY_FONT,
         **kwargs: Any) -> arcade.Text:
    """An ``arcade.Text`` placed in reference units, sized for the window (the display font
    bold unless ``bold`` says otherwise)."""
    kwargs.setdefault("bold", theme.DISPLAY_BOLD and font == theme.DISPLAY_FONT)
    # Whole pixels: glyphs placed between pixel rows lose their top row at small sizes.
    return arcade.Text(value, round(layout.x(x)), round(layout.y(y)), color,
                       layout.font(size), font_name=font, **kwargs)


def label(layout: Layout, value: str, x: float, y: float, size: float,
          color: theme.Color = theme.INK_DIM, **kwargs: Any) -> arcade.Text:
    """A small-caps label: bold capitals in the label font."""
    return text(layout, value.upper(), x, y, size, color, font=theme.LABEL_FONT, bold=True,
                **kwargs)


#: The pad cap of each key cap the menus' hints use (a hint may also give its own). A name
#: in braces is a pad control as the pad prints it, ``{confirm}`` / ``{back}`` the menus'
#: choose and back buttons (swapped on a pad that confirms on the right).
PAD_CAPS = {"ARROWS": "D-PAD", "UP/DOWN": "D-PAD ↑↓", "LEFT/RIGHT": "D-PAD ←→",
            "ENTER": "{confirm}", "ESC": "{back}", "ESC / P": "{back} / {start}",
            "BACKSPACE": "{back}"}


class _Glyphs(dict):
    """``str.format_map`` fields: pad controls as ``look`` prints them."""

    def __init__(self, look: PadLook) -> None:
        super().__init__(confirm=look.glyph(look.confirm_control),
                         back=look.glyph(look.back_control))
        self.look = look

    def __missing__(self, control: str) -> str:
        return self.look.glyph(control) if control in CONTROLS else "{" + control + "}"


def pad_cap(cap: str, look: PadLook = XBOX_LOOK) -> str:
    """A hint's pad cap with its ``{control}`` fields named by ``look`` (``"{back}"`` →
    ``"CIRCLE"`` on a PlayStation pad)."""
    return cap.format_map(_Glyphs(look)) if "{" in cap else cap


class HintBar(FollowsDevice):
    """Key hints along the bottom: a key cap and what it does, e.g. [ENTER] choose.

    A hint is ``(key cap, words)`` or ``(key cap, words, pad cap)``; with the pad used last
    (:meth:`use`) the pad cap is shown, from :data:`PAD_CAPS` when not given (an empty pad
    cap leaves the hint out), its buttons named as that pad prints them (:func:`pad_cap`)."""

    def __init__(self, hints: Sequence[tuple[str, ...]]) -> None:
        self.hints = list(hints)
        self.device = "keyboard"
        self._items: list[tuple[arcade.Rect, arcade.Text, arcade.Text]] = []
        self._batch = TextBatch()
        self._cut = 0.0
        self._placed: tuple[Layout, float, float] | None = None

    def caps(self) -> list[tuple[str, str]]:
        """(cap, words) as shown now: pad glyphs when the pad was used last."""
        if self.device != "pad":
            return [(h[0], h[1]) for h in self.hints]
        caps = [(h[2] if len(h) > 2 else PAD_CAPS.get(h[0], h[0]), h[1]) for h in self.hints]
        return [(pad_cap(cap, self.look), what) for cap, what in caps
                if cap]  # "": nothing on the pad

    def place(self, layout: Layout, y: float = 34.0, size: float = 11.0) -> None:
        """Lay the hints out centred, ``y`` reference units above the window's bottom edge
        (not the layout's, so on a tall window they stay at the bottom)."""
        self._placed = (layout, y, size)
        self._cut = layout.len(4)
        pad, gap, between = layout.len(8), layout.len(8), layout.len(30)
        parts = []
        for cap, what in self.caps():
            k = arcade.Text(cap, 0, round(layout.len(y)), theme.INK, layout.font(size),
                            font_name=theme.LABEL_FONT, bold=True, anchor_y="center")
            w = arcade.Text(what, 0, round(layout.len(y)), theme.INK_DIM, layout.font(size * 1.15),
                            font_name=theme.BODY_FONT, anchor_y="center")
            parts.append((k, w))
        total = sum(k.content_width + 2 * pad + gap + w.content_width for k, w in parts)
        total += between * (len(parts) - 1)
        x = layout.width / 2 - total / 2
        cap_h = layout.len(size * 2.3)
        self._items = []
        for k, w in parts:
            rect = arcade.LBWH(x, layout.len(y) - cap_h / 2, k.content_width + 2 * pad, cap_h)
            k.x = round(x + pad)  # whole pixels keep small type whole
            w.x = round(rect.right + gap)
            self._items.append((rect, k, w))
            x = w.x + w.content_width + between
        self._batch = TextBatch(t for _, k, w in self._items for t in (k, w))

    def shapes(self) -> list[Shape]:
        """The key caps' frames (a screen may draw them in its own static layer)."""
        return [panel_shape(rect, self._cut, (30, 40, 72, 230), theme.INK_FAINT, 1.0)
                for rect, _, _ in self._items]

    @property
    def texts(self) -> list[arcade.Text]:
        """The caps' and words' texts, as placed now (a screen may batch them with its own:
        it must take them again after every :meth:`place`)."""
        return [t for _, k, w in self._items for t in (k, w)]

    def draw(self) -> None:
        draw_panels(self.shapes())  # the key caps, in one draw call
        self._batch.draw()
