"""The base of every screen: its layout scaled to the window, the backdrop, the hints and
notices over it, and commands from keys, pads and the mouse."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import arcade

from game.input.commands import CHOOSE, Command
from game.input.router import MENU_TABLE
from game.render.kept.backdrop import Backdrop
from game.render.kept.frozen import FrozenFrame
from game.scenes.services import App
from game.ui import theme
from game.ui.layout import FULL_VIEW, REF_H, Layout
from game.ui.menu import FocusMenu


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
        #: (game.render.kept.backdrop).
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

    def language_changed(self) -> None:
        """The UI's language changed (the Settings screen, :meth:`App.use_language`): every
        word is made again, as after a resize. The layout is built anew, and the pictures
        kept of still parts (the backdrop's, a frozen screen beneath) are drawn again, since
        they hold the old words. A screen that makes words outside :meth:`build` (rows made
        once, in ``__init__``) extends this to make them again."""
        self._layout = None
        self._backdrop = None
        for value in vars(self).values():
            if isinstance(value, FrozenFrame):
                value.invalidate()

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
        from game.ui.export_badge import draw_badge

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
