"""Map a pad button by button: the screen asks for each button, d-pad way and stick in turn.

Opened by the first press on a pad no database knows (from a menu), or from Settings →
Controls → MAP A PAD for any pad plugged in. The pad's own controls answer
(:class:`~game.input.pad_learn.PadLearner`); the keyboard steers: Space skips what the pad
lacks, Backspace asks the previous one again, Enter finishes early, Esc leaves with nothing
saved. Once every prompt is answered or skipped the mapping is saved as an SDL line into the
player's mappings file (read at every start) and the pad plays at once.
"""

from __future__ import annotations

from typing import Any

from arcade import key

from game.i18n import N_, _, ngettext, number
from game.input.commands import Command
from game.input.pad_learn import PadLearner, RawListener
from game.input.pad_mappings_file import MappingNotSaved, save_mapping
from game.input.pads import is_plugged, pad_name
from game.input.router import MENU_TABLE
from game.input.sdl_mapping import mapping_line, parse_line, this_platform
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS, request_redraw
from game.scenes.services import App
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import label, text, tr


class PadMappingScene(Scene):
    """The prompts for one pad (``controller``, plugged in and open)."""

    idle_fps = MENU_IDLE_FPS
    MUSIC = None  # whatever plays beneath goes on

    def __init__(self, app: App, controller: Any) -> None:
        super().__init__(app)
        self.controller = controller
        self.learner = PadLearner()
        self.listener: RawListener | None = RawListener(
            controller.device, self.learner, lambda: request_redraw(app.window))
        # Not ``hints``: these are keys whatever was pressed last (the pad is being mapped).
        self.key_hints = HintBar([("SPACE", N_("skip")),  # i18n: a name
                                  ("BACKSPACE", N_("previous")),  # i18n: a name
                                  ("ENTER", N_("done")), ("ESC", N_("cancel"))])  # i18n: a name

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == key.SPACE:
            self.learner.skip()
        elif symbol == key.BACKSPACE:
            self.learner.back()
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.finish()
        elif symbol == key.ESCAPE:
            self.leave()
        else:
            return False
        return True

    def on_pad_control(self, control: str, pressed: bool) -> bool:
        """A mapped pad's controls do nothing here (raw presses are the answers)."""
        return True

    def on_command(self, command: Command) -> bool:
        return True

    def on_pad_change(self, what: str) -> None:
        """The pad being mapped was unplugged: nothing to map any more."""
        if not is_plugged(self.app.pads, self.controller):
            self.app.notices.post(_("gamepad {name}: unplugged; not mapped").format(
                name=pad_name(self.controller)))
            self.leave()

    def update(self, dt: float) -> None:
        if self.learner.done and self.listener is not None:
            self.finish()

    # -- the end ----------------------------------------------------------------------------

    def _stop(self) -> None:
        if self.listener is not None:
            self.listener.stop()  # before remapping: see RawListener.stop
            self.listener = None

    def leave(self) -> None:
        """Back to the screen beneath, nothing saved."""
        self._stop()
        self.app.nav.pop()

    def dismiss(self) -> None:
        self._stop()

    def finish(self) -> None:
        """Save what was answered (nothing answered: nothing saved) and play with it."""
        self._stop()
        answers = self.learner.elements
        name = pad_name(self.controller)
        if not answers:
            self.app.report(_("gamepad {name}: nothing pressed; not mapped").format(name=name))
            self.app.nav.pop()
            return
        mapping = parse_line(mapping_line(self.controller.guid, name, answers, this_platform()))
        path = self.app.pad_mappings_path()
        try:
            save_mapping(path, mapping)
            saved = _("saved in {path}").format(path=path)
        except MappingNotSaved as exc:
            self.app.report(exc)
            saved = _("kept for this run only")
        pads = self.app.pads
        if pads is not None:
            pads.db.learn(mapping)
            pads.map_pad(self.controller, mapping)
        self.app.notices.post(ngettext("gamepad {name}: {n} control mapped, {saved}",
                                       "gamepad {name}: {n} controls mapped, {saved}",
                                       len(answers)).format(name=name, n=number(len(answers)),
                                                            saved=saved))
        self.app.nav.pop()

    # -- screen -----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        self.panel = layout.rect(240, 150, 800, 440)
        self.heading = text(layout, _("MAP A PAD"), 640, 640, 36, anchor_x="center",
                            anchor_y="center")
        self.name = label(layout, pad_name(self.controller)[:48], 640, 552, 13,
                          anchor_x="center", anchor_y="center")
        self.press = label(layout, _("PRESS"), 640, 488, 13, theme.INK_DIM, anchor_x="center",
                           anchor_y="center")
        self.what = text(layout, "", 640, 430, 30, theme.ACCENT, anchor_x="center",
                         anchor_y="center")
        self.hint = text(layout, "", 640, 370, 15, theme.INK_DIM, font=theme.BODY_FONT,
                         anchor_x="center", anchor_y="center")
        self.note = text(layout, "", 640, 300, 14, theme.ACCENT_WARM, font=theme.BODY_FONT,
                         anchor_x="center", anchor_y="center")
        self.step = label(layout, "", 640, 200, 11, anchor_x="center", anchor_y="center")
        self.key_hints.place(layout, 40)

    def draw(self) -> None:
        layout = self.layout
        draw_glow(self.panel, layout.len(12), theme.ACCENT, layout.len(14), 0.3)
        draw_panel(self.panel, layout.len(12))
        prompt = self.learner.prompt
        learner = self.learner
        self.what.text = tr(prompt.words).upper() if prompt else _("DONE")
        self.hint.text = tr(prompt.hint) if prompt else ""
        self.note.text = (_("Not taken: {control}.").format(control=learner.refused)
                          if learner.refused else
                          _("Space skips a button this pad does not have."))
        self.step.text = _("{step} OF {steps} · {mapped} MAPPED").format(
            step=min(learner.step + 1, len(learner.prompts)), steps=len(learner.prompts),
            mapped=len(learner.elements))
        for t in (self.heading, self.name, self.press, self.what, self.hint, self.note,
                  self.step):
            t.draw()
        self.key_hints.draw()


class MappingOffer:
    """What the app does with a pad no database maps (``Pads``'s ``on_unmapped``): says so
    on screen when it is plugged in, and opens the "press each button" screen at its first
    press on a menu, once a run per pad."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.offered: set[str] = set()  # GUIDs whose screen opened once this run

    def __call__(self, controller: Any, pressed: bool) -> None:
        if not pressed:
            self.app.notices.post(_("gamepad {name}: no mapping yet: press one of its buttons "
                                    "to map it").format(name=pad_name(controller)))
            return
        top = self.app.nav.top
        if controller.guid in self.offered or getattr(top, "pad_table", "") != MENU_TABLE:
            return
        if not isinstance(top, PadMappingScene):
            self.offered.add(controller.guid)
            self.app.nav.push(PadMappingScene(self.app, controller))
