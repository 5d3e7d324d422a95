"""The Settings screen (from the title and the pause menu): pages of rows for video, handling,
effects (with a live sample), audio and controls (rebinding keys and pad buttons per game).

Every change is used at once (the window, the effects and palette; handling from the next game;
bindings once the screen is left). Leaving saves what changed into the player's settings file
(:mod:`game.config.writer`: comments and unknown keys kept, written atomically). A save that is
refused (the file is not TOML, the folder is read-only) is shown on screen and the screen stays;
leaving again keeps the changes for this session only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import arcade

from game.config.loader import settings_path
from game.config.schema import Settings
from game.config.writer import SaveRefused, save_settings
from game.i18n import _
from game.input.bindings import BindingDevice
from game.input.commands import Command
from game.input.keyboard import KeyBindings
from game.input.pad_controls import CONTROLS
from game.input.pads import pad_name
from game.scenes.base import Scene
from game.scenes.menus.settings.bindings import (
    GAMES,
    BindingsModel,
    action_words,
    chord_name,
    control_label,
    device_words,
    game_words,
    key_name,
)
from game.scenes.menus.settings.options import (
    CONFIRM,
    CONTROLS_PAGE,
    DEADZONE,
    PAGE_NAMES,
    PAGES,
    Option,
    choices,
    explain,
    page_note,
    page_title,
    reduced_note,
)
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panel
from game.ui.text import shade, text

#: Keys that may start a chord: captured on release when pressed alone.
MODIFIER_KEYS = frozenset({arcade.key.LCTRL, arcade.key.RCTRL, arcade.key.LSHIFT,
                           arcade.key.RSHIFT, arcade.key.LALT, arcade.key.RALT})
MENU_LEFT, MENU_W, ROW_H, ROW_GAP, MENU_TOP, MENU_BOTTOM = 90.0, 540.0, 44.0, 8.0, 584.0, 92.0
INFO_LEFT, INFO_W, INFO_BOTTOM = 680.0, 510.0, 92.0
CAPTURE_S = 6.0  # a rebind waits this long for a key or button, then gives up
DEVICES: tuple[BindingDevice, ...] = ("keyboard", "pad")


def both(names: list[str]) -> str:
    """``A and B`` (``A, B and C``): the actions one control is on."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _as_shown(app: App) -> Settings:
    """The settings, with the window as it is (F11 may have left fullscreen since)."""
    video = app.settings.video
    if bool(app.window.fullscreen) == video.fullscreen:
        return app.settings
    return dataclasses.replace(app.settings, video=dataclasses.replace(
        video, fullscreen=bool(app.window.fullscreen)))


class SettingsScene(Scene):
    """Pages of settings rows on the left, what the focused row means (or the sample) on the
    right. ``page`` opens on that page (a name of :data:`PAGE_NAMES`)."""

    @property
    def idle_fps(self) -> float | None:  # type: ignore[override]
        """How often the screen redraws with nothing pressed (game.scenes.pacing): every
        frame on the effects page, whose sample is a playing demo of the chosen strengths;
        as a menu otherwise (the rebind countdown ticks once a second, as resting allows)."""
        return None if self.page == "EFFECTS" else MENU_IDLE_FPS

    #: The notices' banner right of the heading, above the panels (a problem with the file
    #: shows while the heading stays readable).
    NOTICE_AREA = (380.0, 592.0, 810.0, 128.0)  # up to the top (720)

    def __init__(self, app: App, page: str = "VIDEO") -> None:  # i18n: not shown (an id)
        super().__init__(app)
        self.opened: Settings = _as_shown(app)  # what the file is compared with on saving
        self.settings: Settings = self.opened
        self.model = BindingsModel(app.binding_overrides)
        self.page = page if page in PAGE_NAMES else PAGE_NAMES[0]
        self.game = 0  # index into GAMES
        self.device: BindingDevice = "keyboard"
        self.capture: tuple[str, float] | None = None  # (action name, give up at)
        self._lone_modifier: int | None = None  # a Ctrl/Shift/Alt held while capturing
        self.refused = False  # a save was refused once: leaving again leaves unsaved
        self.menu = FocusMenu([], on_back=self.leave)
        self.first = 0  # the first row shown (the controls page scrolls)
        self._view: FocusMenu | None = None
        self._view_key: tuple[Any, ...] = ()
        self.preview: Any = None  # the effects sample, made when first shown
        self.hints = self._hint_bar()
        self.rebuild_rows()

    @staticmethod
    def _hint_bar() -> HintBar:
        return HintBar([("UP/DOWN", _("choose")), ("LEFT/RIGHT", _("change")),  # i18n: a name
                        ("ENTER", _("select")), ("ESC", _("save and back"))])  # i18n: a name

    def language_changed(self) -> None:
        """Every word again in the new language: the rows, the hints and what the layout
        makes (the language row chosen a moment ago keeps the focus)."""
        super().language_changed()
        self.hints = self._hint_bar()
        self.rebuild_rows()

    # -- rows -------------------------------------------------------------------------------

    def rebuild_rows(self) -> None:
        """Make the current page's rows (the focus stays on the same row number)."""
        focus = self.menu.focus
        titles = tuple(page_title(p) for p in PAGE_NAMES)
        items = [MenuItem(_("PAGE"), choices=titles, index=PAGE_NAMES.index(self.page),
                          on_change=self._page_changed,
                          description=_("Left and right turn the pages: {pages}.").format(
                              pages=", ".join(t.lower() for t in titles)))]
        if self.page == CONTROLS_PAGE:
            items += self._control_rows()
        else:
            items += [self._option_row(o) for o in PAGES[self.page]]
        items.append(MenuItem(_("SAVE AND BACK"), self.leave,
                              description=_("Saves your changes in {path}.").format(
                                  path=self.path)))
        self.menu.items = items
        self.menu.focus = min(focus, len(items) - 1)
        self._view_key = ()

    def _option_row(self, option: Option) -> MenuItem:
        values, shown, index = choices(option, self.settings)

        def changed(i: int) -> None:
            self.set_value(option, values[i])

        notes = (explain(option), self._override_note(option),
                 reduced_note(option, self.settings))
        return MenuItem(option.label, choices=shown, index=index, on_change=changed,
                        description=" ".join(n for n in notes if n))

    def _override_note(self, option: Option) -> str:
        """Why the window is not the size this row shows: ``--size`` asked for another."""
        asked = self.app.size_override
        if (option.section, option.key) != ("video", "size") or asked is None or \
                asked == self.settings.video.size:
            return ""
        return _("This run's window is {width} × {height}, from --size.").format(
            width=asked[0], height=asked[1])

    def _page_changed(self, index: int) -> None:
        self.page = PAGE_NAMES[index]
        self.first = 0
        self.rebuild_rows()

    def set_value(self, option: Option, value: Any) -> None:
        """Use ``value`` for the row's key now (the window, effects, palette follow)."""
        overridden = self.app.size_override is not None
        self.settings = option.apply(self.settings, value)
        self.app.apply_settings(self.settings)
        if overridden and self.app.size_override is None:
            self.rebuild_rows()  # the size row's "from --size" words go
        elif option.key == "reduced_motion":
            self.rebuild_rows()  # the rows it overrides say so, or no longer

    # -- controls page ----------------------------------------------------------------------

    @property
    def table(self) -> str:
        return GAMES[self.game][1]

    def _control_rows(self) -> list[MenuItem]:
        rows = [MenuItem(_("GAME"), choices=tuple(g[0]() for g in GAMES), index=self.game,
                         on_change=self._game_changed,
                         description=_("The game whose controls the rows below show.")),
                MenuItem(_("DEVICE"), choices=tuple(device_words(d) for d in DEVICES),
                         index=DEVICES.index(self.device), on_change=self._device_changed,
                         description=_("Keyboard keys or gamepad buttons."))]
        if self.device == "pad":
            rows += [self._option_row(DEADZONE), self._option_row(CONFIRM),
                     *self._map_rows()]
        look = self.app.pad_look()
        mapping = self.model.mapping(self.device, self.table)
        clashing = {n for c in self.model.conflicts(self.device, self.table) for n in c.names}
        for name, controls in mapping.items():
            labels = dict.fromkeys(control_label(self.device, c, look) for c in controls)
            shown = " / ".join(labels) or "—"  # LCTRL and RCTRL both read CTRL: once
            rows.append(MenuItem(action_words(name).upper(), self._rebinder(name),
                                 choices=(shown,),
                                 badge=_("CONFLICT") if name in clashing else "",
                                 description=self._rebind_words(name)))
        game = game_words(self.table)
        again = _("The shipped keyboard controls of {game} again.") \
            if self.device == "keyboard" else _("The shipped gamepad controls of {game} again.")
        rows.append(MenuItem(_("RESET TO DEFAULTS"), self.reset_table,
                             description=again.format(game=game)))
        return rows

    def _map_rows(self) -> list[MenuItem]:
        """MAP A PAD: the "press each button" screen for a pad plugged in (those with no
        mapping first; left and right choose among several)."""
        pads = self.app.pads
        plugged = [] if pads is None else [*pads.waiting, *pads.connected]
        if not plugged:
            return []
        choice = [0]

        def open_screen() -> None:
            from game.scenes.menus.pad_mapping import PadMappingScene

            self.app.nav.push(PadMappingScene(self.app, plugged[choice[0]]))

        def changed(i: int) -> None:
            choice[0] = i

        names = tuple(pad_name(c).upper()[:24] for c in plugged)
        where = self.app.pad_mappings_path()
        return [MenuItem(_("MAP A PAD"), open_screen, choices=names, on_change=changed,
                         badge=_("NO MAPPING") if pads and pads.waiting else "",
                         description=_("Enter, then press each button the screen asks for: "
                                       "for a pad the game does not know, or one whose "
                                       "buttons come out wrong. Saved in {path}.").format(
                                           path=where))]

    def on_show_view(self) -> None:
        """Back from the "press each button" screen: the rows show the pads as they are."""
        if self.page == CONTROLS_PAGE:
            self.rebuild_rows()

    def _rebind_words(self, name: str) -> str:
        """A rebind row's help (whole sentences per device: the words around the key or
        button change with it in other languages)."""
        if self.device == "keyboard":
            return _("Enter, then press the new key for {action}. Hold Ctrl, Shift or Alt "
                     "with it for a chord.").format(action=action_words(name))
        return _("Enter, then press the new pad button for {action}.").format(
            action=action_words(name))

    def _game_changed(self, index: int) -> None:
        self.game = index
        self.rebuild_rows()

    def _device_changed(self, index: int) -> None:
        self.device = DEVICES[index]
        self.rebuild_rows()

    def _rebinder(self, name: str) -> Callable[[], None]:
        def start() -> None:
            self.capture = (name, self.time + CAPTURE_S)

        return start

    def rebind(self, name: str, control: str) -> None:
        """``name`` of the current table is now reached by ``control``."""
        self.model.rebind(self.device, self.table, name, control)
        self.capture = None
        self.rebuild_rows()

    def reset_table(self) -> None:
        self.model.reset(self.device, self.table)
        self.rebuild_rows()

    def _capture_key(self, symbol: int, modifiers: int = 0) -> bool:
        """The key (with Ctrl/Shift/Alt held, a chord) for the action being rebound; a bare
        Esc cancels (Ctrl+Esc is a chord like any other)."""
        assert self.capture is not None
        name = chord_name(symbol, modifiers)
        if name == "ESCAPE":
            self.capture = None
            return True
        if self.device != "keyboard":
            return True  # waiting for a pad button: keys other than Esc do nothing
        if symbol in MODIFIER_KEYS:
            self._lone_modifier = symbol  # bound on its release, unless a key joins it
        elif name is not None:
            self.rebind(self.capture[0], name)
        return True

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        """A Ctrl, Shift or Alt let go with no key pressed meanwhile is the key chosen."""
        lone, self._lone_modifier = self._lone_modifier, None
        if self.capture is None or lone != symbol:
            return False
        name = key_name(symbol)
        if name is not None:
            self.rebind(self.capture[0], name)
        return True

    def on_pad_control(self, control: str, pressed: bool) -> bool:
        """A raw pad control while waiting for one (the input router asks first); False
        when not waiting, so it is a menu command as usual."""
        if self.capture is None:
            return False
        if pressed and self.device == "pad" and control in CONTROLS:
            self.rebind(self.capture[0], control)
        return True

    # -- leaving ----------------------------------------------------------------------------

    @property
    def path(self) -> Any:
        return self.app.settings_path or settings_path()

    def leave(self) -> None:
        """Save what changed and go back; stay when there is a conflict or the save was
        refused (the reason is shown), unless leaving again after a refusal."""
        if self.capture is not None:
            return
        clashes = self.model.all_conflicts()
        if clashes:
            (device, table), clash = clashes[0]
            shown = control_label(device, clash.control, self.app.pad_look())
            self.app.report(_("controls: {game} {device}: {control} is on both {actions}: "
                              "rebind one, or reset the table").format(
                game=game_words(table), device=device_words(device).lower(), control=shown,
                actions=both([action_words(n).upper() for n in clash.names])))
            return
        try:
            save_settings(self.path, self.settings, self.opened, self.model.to_save())
        except SaveRefused as exc:
            if not self.refused:
                self.refused = True
                self.app.report(exc)
                self.app.notices.post(_("Esc again leaves without saving (the changes last "
                                        "until you quit)"))
                return
        self.app.binding_overrides = self.model.overrides_after_save()
        self.app.forget_bindings()
        self._rebind_screens_beneath()
        self.app.nav.pop()

    def _rebind_screens_beneath(self) -> None:
        """A game paused beneath plays on with the new keys, and its pause screen lists
        them (pad tables are looked up on every press already)."""
        for view in self.app.nav.stack:
            for holder in (getattr(view, "keys", None), getattr(view, "controls", None)):
                current = getattr(holder, "bindings", None)
                if isinstance(current, KeyBindings):
                    holder.bindings = self.app.bindings_for(current.table)  # type: ignore[union-attr]
                    view._layout = None  # type: ignore[attr-defined]  # relaid with the new keys

    # -- keys -------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if self.capture is not None:
            return self._capture_key(symbol, modifiers)
        return self.menu.on_key_press(symbol)

    def on_command(self, command: Command) -> bool:
        """Pad (and mouse) commands drive the rows, except while waiting for a control."""
        if self.capture is not None:
            return True
        return super().on_command(command)

    def update(self, dt: float) -> None:
        if self.capture is not None and self.time >= self.capture[1]:
            self.capture = None
        if self.page == "EFFECTS" and self.preview is not None:
            self.preview.update(self.time, self.app.effects(), self.focused_family())

    def focused_family(self) -> str:
        """The ``[effects]`` key of the row in focus ("" for the page and save rows)."""
        options = PAGES.get(self.page, ())
        index = self.menu.focus - 1  # the page row comes first
        option = options[index] if 0 <= index < len(options) else None
        return option.key if option is not None and option.section == "effects" else ""

    # -- screen -----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, _("SETTINGS"), MENU_LEFT, 646, 40, anchor_y="center")
        self.info_rect = layout.rect(INFO_LEFT, INFO_BOTTOM, INFO_W, MENU_TOP - INFO_BOTTOM)
        self.info_title = text(layout, "", INFO_LEFT + 24, MENU_TOP - 34, 19,
                               anchor_y="center", font=theme.LABEL_FONT, bold=True)
        self._words: dict[tuple[str, str], arcade.Text] = {}
        self.capture_rect = layout.centered(640, 380, 620, 170)
        self.capture_title = text(layout, "", 640, 426, 20, anchor_x="center",
                                  anchor_y="center")
        self.capture_action = text(layout, "", 640, 382, 19, theme.ACCENT,
                                   font=theme.LABEL_FONT, bold=True, anchor_x="center",
                                   anchor_y="center")
        self.capture_body = text(layout, "", 640, 338, 13, theme.INK_DIM,
                                 font=theme.BODY_FONT, anchor_x="center", anchor_y="center")
        self.hints.place(layout, 40)
        self.hints.use(self.device_shown, self.look_shown)
        self._view_key = ()
        if self.preview is not None:
            self._place_preview(layout)

    @property
    def visible_rows(self) -> int:
        return int((MENU_TOP - MENU_BOTTOM + ROW_GAP) // (ROW_H + ROW_GAP))

    def shown_rows(self) -> FocusMenu:
        """The rows on screen now: a window of the page's rows that keeps the focus in view."""
        layout, n = self.layout, self.visible_rows
        focus = self.menu.focus
        self.first = max(0, min(self.first, focus, len(self.menu.items) - n))
        if focus >= self.first + n:
            self.first = focus - n + 1
        items = self.menu.items[self.first:self.first + n]
        key_ = (id(layout), self.first, tuple(id(i) for i in items),
                tuple((i.index, i.label) for i in items))
        if self._view is None or key_ != self._view_key:
            for item in self.menu.items:  # rows out of view take no mouse clicks
                item.rect = None
            self._view = FocusMenu(items)
            self._view.place_rows(layout, MENU_LEFT + MENU_W / 2, MENU_TOP, MENU_W, ROW_H,
                                  ROW_GAP, font=14)
            self._view_key = key_
        self._view.focus = focus - self.first
        return self._view

    def on_draw(self) -> None:
        """The effects sample's glow sources first: drawn after the background, their bloom
        passes would wait for the rasteriser to finish it."""
        if self.page == "EFFECTS" and self.preview is not None:
            self.follow_palette()
            self.ensure_layout()
            self.preview.glow(self.time, self.app.effects(), self.window.get_pixel_ratio())
        super().on_draw()

    def draw(self) -> None:
        if self.page == "EFFECTS" and self.preview is not None:
            self.preview.draw_pulse(self.app.background(), self.time)
        self.heading.draw()
        self.shown_rows().draw(self.time)
        self._draw_scroll_marks()
        self._draw_info()
        self.hints.draw()
        if self.capture is not None:
            self._draw_capture()

    def _draw_scroll_marks(self) -> None:
        """Small triangles above / below the rows when more are out of view."""
        layout = self.layout
        cx, a = layout.x(MENU_LEFT + MENU_W / 2), layout.len(7)
        if self.first > 0:
            y = layout.y(MENU_TOP + 12)
            arcade.draw_triangle_filled(cx - a, y, cx + a, y, cx, y + a, theme.ACCENT)
        if self.first + self.visible_rows < len(self.menu.items):
            y = layout.y(MENU_BOTTOM - 12)
            arcade.draw_triangle_filled(cx - a, y, cx + a, y, cx, y - a, theme.ACCENT)

    def _draw_info(self) -> None:
        layout = self.layout
        draw_panel(self.info_rect, layout.len(10))
        item = self.menu.focused
        self.info_title.text = item.label if item is not self.menu.items[0] \
            else page_title(self.page)
        self.info_title.draw()
        self._paragraph("body", item.description).draw()
        self._paragraph("note", self._note()).draw()
        if self.page == "EFFECTS":
            if self.preview is None:
                from game.scenes.menus.settings.preview import EffectsPreview

                self.preview = EffectsPreview(self.window.ctx, self.settings.effects.palette)
                self._place_preview(layout)
            self.preview.draw(self.time, self.app.effects(), self.window.get_pixel_ratio())

    def _paragraph(self, kind: str, words: str) -> arcade.Text:
        """The panel's description (``"body"``) or warm note (``"note"``) for ``words``: made
        once per text (a multiline text given new words after it was made is laid out for
        the old ones and clips its first line)."""
        made = self._words.get((kind, words))
        if made is None:
            layout = self.layout
            if kind == "body":
                made = text(layout, words, INFO_LEFT + 24, MENU_TOP - 60, 14, theme.INK_DIM,
                            font=theme.BODY_FONT, multiline=True,
                            width=int(layout.len(INFO_W - 48)), anchor_y="top")
            else:
                made = text(layout, words, INFO_LEFT + 24, INFO_BOTTOM + 26, 12.5,
                            theme.ACCENT_WARM, font=theme.BODY_FONT, multiline=True,
                            width=int(layout.len(INFO_W - 48)), anchor_y="bottom")
            if len(self._words) > 64:
                self._words.clear()
            self._words[(kind, words)] = made
        return made

    def _note(self) -> str:
        """The warm line at the bottom of the panel: conflicts first, else the page's note."""
        if self.page == CONTROLS_PAGE:
            clashes = self.model.conflicts(self.device, self.table)
            if clashes:
                look = self.app.pad_look()
                return "  ".join(_("{control} is on both {actions}.").format(
                    control=control_label(self.device, c.control, look),
                    actions=both([action_words(n) for n in c.names])) for c in clashes)
        return page_note(self.page) if self.page != "EFFECTS" else ""

    def _place_preview(self, layout: Layout) -> None:
        self.preview.place(layout.rect(INFO_LEFT + 24, 158, INFO_W - 48, 250),
                           layout.rect(INFO_LEFT + 24, 104, INFO_W - 48, 44), layout.scale,
                           layout)

    def _draw_capture(self) -> None:
        assert self.capture is not None
        layout = self.layout
        shade(layout, 150)
        draw_panel(self.capture_rect, layout.len(12), (16, 24, 52, 245), theme.ACCENT, 2.0)
        name, until = self.capture
        self.capture_title.text = _("PRESS A KEY") if self.device == "keyboard" \
            else _("PRESS A PAD BUTTON")
        self.capture_action.text = f"{action_words(name).upper()} · {game_words(self.table)}"
        left = max(0, int(until - self.time + 0.99))
        self.capture_body.text = _("Esc cancels · {seconds} s").format(seconds=left)
        self.capture_title.draw()
        self.capture_action.draw()
        self.capture_body.draw()
