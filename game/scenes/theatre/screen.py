"""Watching a replay: the real play scene, laid out in the window above a transport bar (so
the bar never hides the bottom rows, playing or paused).

Keys: Space pause/play, ← / → seek 5 s (with Shift 30 s), Home / End, 0–9 jump to that
tenth, , / . a frame back / on (pauses), ↑ / ↓ (or + / −) speed 0.25×–4×, N / P the next
and previous highlight (the most points won in 2 s: big clears and chains, marked on the
bar), Esc back to the list. Pad: A play/pause, left/right seek, up/down speed, Start the
next highlight, B back. T (pad: Y) practice from here: a new game of your own from the
moment shown (:mod:`game.scenes.theatre.take_over`). V saves the whole game as an MP4 and
C a clip around this moment, in the background (data folder ``videos/``). Mouse: click or
drag on the bar to seek.
"""

from __future__ import annotations

from typing import Any

import arcade
from arcade import key

from game.i18n import _, number
from game.input.commands import Command
from game.scenes.base import Scene
from game.scenes.services import App
from game.scenes.theatre.stage import FRAME_DT, ReplayStage
from game.scenes.theatre.take_over import take_over
from game.storage.replay_library import ReplayEntry
from game.ui import theme
from game.ui.hud_parts import shrink_to
from game.ui.layout import Layout
from game.video.progress import clock

PAD_KEYS = {"choose": key.SPACE, "left": key.LEFT, "right": key.RIGHT, "up": key.UP,
            "down": key.DOWN, "start": key.N, "back": key.ESCAPE, "take_over": key.T}
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
SEEK_SECONDS, BIG_SEEK_SECONDS = 5.0, 30.0
CLIP_BEFORE, CLIP_AFTER = 2.0, 8.0  # seconds around the moment shown, for C (a clip)
BAR_H = 64.0  # reference px of the transport bar


class TheatreScene(Scene):
    """One replay on its play scene; pause, step, speed, seek and highlights."""

    def __init__(self, app: App, entry: ReplayEntry) -> None:
        super().__init__(app)
        if entry.replay is None:
            raise ValueError(entry.problem or "no replay")  # i18n: not shown
        self.entry = entry
        self.stage = ReplayStage(app, entry.replay, path=entry.path)
        self.MUSIC = getattr(self.stage.scene, "MUSIC", "menu")  # the game's own music
        self.marks = self.stage.cursor.highlights()
        self.speed = 1.0
        self.paused = False
        self._dragging = False
        self.exports: list[Any] = []  # videos started from here

    # -- transport --------------------------------------------------------------------------

    @property
    def rate(self) -> int:
        return self.stage.rate

    def seek(self, tick: int) -> None:
        self.stage.seek(tick)

    def seek_by(self, seconds: float) -> None:
        self.seek(self.stage.tick + round(seconds * self.rate))

    def step(self, frames: int) -> None:
        """Pause and move one frame (1/60 s of game time) on or back."""
        self.paused = True
        if frames > 0:
            self.stage.advance(FRAME_DT)
        else:
            self.seek(self.stage.tick - round(FRAME_DT * self.rate))

    def change_speed(self, step: int) -> None:
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - self.speed))
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + step))]

    def jump_highlight(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) highlight from here."""
        here = self.stage.tick
        ticks = [t for t, _what in self.marks]
        ahead = [t for t in ticks if t > here + 1] if step > 0 else \
            [t for t in ticks if t < here - self.rate][-1:]
        if ahead:
            self.seek(ahead[0])

    def update(self, dt: float) -> None:
        if self.paused or self.stage.error is not None:
            return
        if self.stage.ended:
            self.paused = True  # the end: stays on the last frame until asked
            return
        self.stage.advance(dt * self.speed)

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        far = BIG_SEEK_SECONDS if modifiers & key.MOD_SHIFT else SEEK_SECONDS
        digits = {getattr(key, f"KEY_{d}"): d for d in range(10)}
        actions: dict[int, Any] = {
            key.SPACE: self._toggle, key.LEFT: lambda: self.seek_by(-far),
            key.RIGHT: lambda: self.seek_by(far), key.HOME: lambda: self.seek(0),
            key.END: lambda: self.seek(self.stage.end), key.COMMA: lambda: self.step(-1),
            key.PERIOD: lambda: self.step(1), key.UP: lambda: self.change_speed(1),
            key.DOWN: lambda: self.change_speed(-1), key.PLUS: lambda: self.change_speed(1),
            key.EQUAL: lambda: self.change_speed(1), key.MINUS: lambda: self.change_speed(-1),
            key.N: lambda: self.jump_highlight(1), key.P: lambda: self.jump_highlight(-1),
            key.V: lambda: self.save_video(clip=False), key.C: lambda: self.save_video(clip=True),
            key.ESCAPE: self.app.nav.pop, key.BACKSPACE: self.app.nav.pop,
            key.T: lambda: take_over(self),
        }
        if symbol in digits:
            self.seek(round(self.stage.end * digits[symbol] / 10))
        elif symbol in actions:
            actions[symbol]()
        else:
            return False
        return True

    def on_command(self, command: Command) -> bool:
        """A pad: A play/pause, left/right seek, up/down speed, Start the next highlight,
        Y practice from here, B back."""
        symbol = PAD_KEYS.get(command.name)
        return command.pressed and symbol is not None and self.on_key_press(symbol, 0)

    def save_video(self, clip: bool) -> None:
        """V: the whole game to an MP4 in the background; C: a clip from 2 s before this
        moment to 8 s after (the chain just jumped to). Progress in the corner badge; one
        video at a time."""
        from game.video import background
        from game.video.encoder import EncoderError

        game = self.entry.game
        now = self.stage.tick / self.rate
        span = (max(0.0, now - CLIP_BEFORE), now + CLIP_AFTER) if clip else (None, None)
        try:
            export = background.start_export(self.entry.path, background.video_path(game),
                                             start=span[0], stop=span[1])
        except background.ExportBusy as exc:
            self.app.notices.post(str(exc), tone="info")
            return
        except (EncoderError, OSError) as exc:
            self.app.notices.post(_("save video: {problem}").format(problem=exc))
            return
        self.exports.append(export)

    def _toggle(self) -> None:
        if self.paused and self.stage.ended:
            self.seek(0)  # play again from the start
        self.paused = not self.paused

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.ensure_layout()
        if self.track_hit(x, y):
            self._dragging = True
            self._seek_to_x(x)
            return True
        return False

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool:
        if self._dragging:
            self._seek_to_x(x)
        return self._dragging

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        was, self._dragging = self._dragging, False
        return was

    def track_hit(self, x: float, y: float) -> bool:
        """A generous target: the track's width and the bar's height."""
        t = self.track
        return t.left <= x <= t.right and y <= self.layout.len(BAR_H)

    def _seek_to_x(self, x: float) -> None:
        t = self.track
        k = max(0.0, min(1.0, (x - t.left) / t.width))
        self.seek(round(k * self.stage.end))

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        w, bar = layout.width, layout.len(BAR_H)
        self.bar = arcade.LBWH(0, 0, w, bar)
        # The play scene lays itself out in the rest of the window (its seeks build new
        # ones: the stage hands each the same frame).
        self.stage.frame = (0.0, float(round(bar)), float(w), float(layout.height - round(bar)))
        self.stage.scene.frame = self.stage.frame
        mid = bar * 0.64
        self.track = arcade.LBWH(layout.len(190), mid - layout.len(4), w - layout.len(300),
                                 layout.len(8))

        def words(x: float, y: float, size: float, color: theme.Color, **kw: Any) -> arcade.Text:
            return arcade.Text("", x, y, color, layout.font(size), font_name=theme.LABEL_FONT,
                               bold=True, anchor_y="center", **kw)

        self.time_text = words(layout.len(20), mid, 13, theme.INK)
        self.speed_text = words(w - layout.len(20), mid, 14, theme.ACCENT_WARM,
                                anchor_x="right")
        self.help = words(w / 2, bar * 0.22, 10, theme.INK_DIM, anchor_x="center")
        self.help.text = _("SPACE PLAY / PAUSE  ·  LEFT / RIGHT SEEK  ·  , . FRAME  ·  "
                           "UP / DOWN SPEED  ·  N / P HIGHLIGHT  ·  V / C SAVE GAME / CLIP  ·  "
                           "T PRACTICE FROM HERE  ·  ESC BACK")
        shrink_to(self.help, w - layout.len(40))  # 800 px and narrower: it ran off both ends
        self.error_text = arcade.Text("", w / 2, layout.height / 2, theme.DANGER,
                                      layout.font(14), font_name=theme.BODY_FONT,
                                      anchor_x="center", anchor_y="center",
                                      width=int(w * 0.8), multiline=True, align="center")

    def on_draw(self) -> None:
        self.ensure_layout()
        hide_pause_hint(self.stage.scene)
        self.stage.draw()
        self.draw()
        self.draw_notices()

    def draw(self) -> None:
        layout = self.layout
        if self.stage.error is not None:
            self.error_text.text = _("This replay stopped: {problem}").format(
                problem=self.stage.error)
            self.error_text.draw()
        arcade.draw_rect_filled(self.bar, (6, 9, 20, 225))
        arcade.draw_line(0, self.bar.top, self.bar.width, self.bar.top, theme.PANEL_RIM, 1)
        t = self.track
        end = max(1, self.stage.end)
        played = t.width * min(1.0, self.stage.tick / end)
        arcade.draw_rect_filled(t, (40, 52, 90, 255))
        if played > 0:
            arcade.draw_rect_filled(arcade.LBWH(t.left, t.bottom, played, t.height),
                                    theme.ACCENT)
        for tick, _what in self.marks:  # highlights: where the big points came
            x = t.left + t.width * tick / end
            arcade.draw_rect_filled(arcade.XYWH(x, t.center_y, layout.len(3), t.height * 2.2),
                                    theme.ACCENT_WARM)
        arcade.draw_circle_filled(t.left + played, t.center_y, layout.len(8), theme.INK)
        now, total = self.stage.tick / self.rate, self.stage.end / self.rate
        state = "  " + _("PAUSED") if self.paused else ""
        self.time_text.text = f"{clock(now)} / {clock(total)}{state}"
        self.time_text.draw()
        self.speed_text.text = f"{number(self.speed, 2).rstrip('0').rstrip(',.')}×"
        self.speed_text.draw()
        self.help.draw()

    def dismiss(self) -> None:
        if self.stage.scene is not None:
            self.stage.scene.dismiss()


def hide_pause_hint(scene: object) -> None:
    """Blank the play HUD's "ESC / P  PAUSE" line: here Space pauses the replay, and Esc
    leaves it. Rendered videos keep the line, as the player saw it."""
    hint = getattr(getattr(scene, "hud", None), "pause_hint", None)
    if hint is not None and hint.text:
        hint.text = ""
