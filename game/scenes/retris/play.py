"""Playing Retris: the field, HUD and effects drawn from the loop's newest snapshot.

The scene never changes game state: keys become ``push(action, pressed)`` on the loop, and
effects (row flashes, particle bursts, the screen shake, banners, the counting score; in
Arcade the chain's blasts, primed bombs and final shift, :mod:`game.scenes.retris.arcade_fx`) react
to the loop's events. Their strengths come from the settings every frame, bloom included.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Hashable
from contextlib import AbstractContextManager
from dataclasses import replace
from pathlib import Path
from typing import Protocol

import arcade

from game.core.actions import Action
from game.core.events import Event
from game.i18n import _, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals
from game.input.commands import Command
from game.input.keyboard import PAUSE, KeyboardInput
from game.render.bloom import Bloom
from game.render.palette import load_palette
from game.rules.retris.snapshot import Cell, RetrisSnapshot
from game.scenes.base import Scene
from game.scenes.driver import LoopDriver
from game.scenes.fx.field import FieldFx
from game.scenes.fx.pulse import holes
from game.scenes.fx.strengths import FULL, Strengths
from game.scenes.play_common import (
    hold_or_let_go,
    keep_finished_game,
    pause_if_playing,
    show_crash,
)
from game.scenes.play_sound import RETRIS, piece_pan, sound_events
from game.scenes.retris.arcade_fx import ROWS_ABOVE_BOMBS, ArcadeFx, Cue, stack_top
from game.scenes.retris.board import FieldView, PreviewView
from game.scenes.retris.choice import (
    MODE_NAMES,
    STYLE_NAMES,
    RetrisChoice,
    goal_title,
    shown_name,
)
from game.scenes.retris.hud import RetrisHud
from game.scenes.retris.moments import (
    LOCK_FLASH,
    MEGA_FLASH,
    MEGA_FLASH_S,
    SOFT_LANDING_DIP,
    Clear,
    clear_of,
)
from game.scenes.retris.pace import best_sprint, pace
from game.scenes.retris.piece_light import PieceLight
from game.scenes.retris.stats import result_rows
from game.scenes.score_keeper import ScoreKeeper, best_and_rank
from game.scenes.services import App
from game.scenes.shake import Shake, shaken, total
from game.storage.scores import ScoreBook
from game.ui import theme
from game.ui.controls import key_labels
from game.ui.hud_parts import clock_text
from game.ui.layout import Layout

log = logging.getLogger(__name__)

OVER_DELAY = 1.4  # seconds the topped-out field stays before the game over screen
BLOOM_MARGIN = 48.0  # reference px around the field frame that bloom covers (sparks fly out)
HARD_DROP_BOUNCE = 6.0  # reference px the field springs down on a hard drop (times bounce)


class Pilot(Protocol):
    """Something that plays by sending inputs (the autoplayer)."""

    def act(self, snap: RetrisSnapshot) -> list[tuple[Action, bool]]: ...


class RetrisPlayScene(Scene):
    """One game of Retris, from the first piece to the game over screen."""

    MUSIC = "retris"

    VIEW = (250.0, 0.0, 780.0, 720.0)  # the field and its two panel columns
    device_layout = True  # the HUD names the pause key or button

    def __init__(self, app: App, choice: RetrisChoice, pilot: Pilot | None = None) -> None:
        super().__init__(app)
        self.choice = choice
        self.pilot = pilot
        palette = load_palette(app.effects().palette)  # the settings file's palette
        ctx = app.window.ctx
        self.field = FieldView(ctx, palette)
        self.big_previews = PreviewView(ctx, palette)
        self.small_previews = PreviewView(ctx, palette)
        # The field's blocks, and hold and next, in the backdrop's boards this frame.
        self._field_still = self._previews_still = self._light_still = False
        self.hud = RetrisHud()
        self.driver: LoopDriver | None = None
        self.effects = True  # particle bursts and the screen shake (looks only)
        self.fx: Strengths = FULL  # the settings' strengths, read every frame
        self.arcade = ArcadeFx(self.field)
        self.bloom = Bloom(ctx)
        self.piece_light = PieceLight(ctx)
        self.field.piece_light_apart = True
        self.shake = Shake()
        #: The shared effects: the field's spring, flashes, trails, the background's pulse.
        self.feel = FieldFx(ctx)
        self._start()

    # -- the game ---------------------------------------------------------------------------

    def _start(self) -> None:
        # The player's handling settings become game options, so the replay records them.
        options = {**self.choice.options(), **dataclasses.asdict(self.app.settings.handling)}
        rules, header = self.app.new_session("retris", options,
                                             self.app.seed_source())
        self.driver = self.app.start_loop(rules, header)
        self.keys = KeyboardInput(self.app.bindings_for("retris"), self.driver.push)
        self.snapshot: RetrisSnapshot = self.driver.latest()
        self._before = self.snapshot  # the frame before: the cleared rows' colours
        self._locked: dict[Cell, str] = {}  # cells locked this frame -> colour key
        self.over_since: float | None = None
        self.replay_path: Path | None = None
        self.best: int | None = None  # best score before this game, read when it ends
        self.rank: int | None = None  # this game's place in the score book
        self.saved_later = False  # the score book was busy: the score is kept for later
        # Sprint: the table's best won game before this one (its time, and its splits for
        # the pace).
        self.sprint_best = (best_sprint(ScoreBook(), self.choice.options())
                            if self.choice.goal == "sprint" else None)
        self.hud = RetrisHud()
        self._layout = None

    def restart(self) -> None:
        """A fresh game with the same choices (and a new seed)."""
        self.dismiss()
        self.field.clear_effects()
        self.arcade.clear()
        self.shake = Shake()
        self.feel.clear()
        self.hud.banners.clear()
        self._start()

    def pause(self) -> None:
        from game.scenes.menus.pause import PauseScene

        assert self.driver is not None
        self.keys.release_all()
        self.shake = Shake()  # the frame under the pause menu stands still
        self.feel.spring.clear()
        self.driver.set_paused(True)
        self.app.nav.push(PauseScene(self.app, self))

    def resume(self) -> None:
        assert self.driver is not None
        self.driver.set_paused(False)

    def final_score(self) -> int:
        return int(self.snapshot.score)

    def final_heading(self) -> tuple[str, str, str] | None:
        """A won game's result: its heading, and the big figure's label and value (the time
        in Sprint, the score otherwise); None for a game that topped out."""
        snap = self.snapshot
        if not snap.won:
            return None
        heading = _("{goal} COMPLETE").format(goal=goal_title(snap.goal, snap.goal_target))
        if snap.goal == "sprint":
            return heading, _("TIME"), result_time(snap.game_ticks, snap.tick_rate)
        return heading, _("FINAL SCORE"), number(snap.score)

    def final_figures(self) -> list[tuple[str, str]]:
        """Rows, level, time, mode, style and goal, for the game over screen (a Sprint's
        best is a time: the score book ranks scores)."""
        snap = self.snapshot
        if snap.goal == "sprint":
            best = [(_("SCORE"), number(snap.score))]
            if self.sprint_best is not None:
                before = self.sprint_best.ticks
                mine = snap.game_ticks if snap.won else before
                best.append((_("BEST TIME"), result_time(min(mine, before), snap.tick_rate)))
        else:
            best = best_and_rank(snap.score, self.best, self.rank, self.saved_later)
        goal = [] if snap.goal == "endless" else [(_("GOAL"), goal_title(snap.goal,
                                                                         snap.goal_target))]
        # A won Sprint's time is the big figure already.
        time = [] if snap.won and snap.goal == "sprint" else [(_("TIME"),
                                                               clock_text(snap.seconds))]
        return [*best, (_("ROWS"), number(snap.rows)), (_("LEVEL"), number(snap.level)), *time,
                (_("MODE"), shown_name(MODE_NAMES, snap.mode)),
                (_("STYLE"), shown_name(STYLE_NAMES, snap.style)), *goal]

    def final_stats(self) -> list[tuple[str, str]]:
        """The game's statistics for the result screen (goals.md §3)."""
        stats = self.snapshot.stats
        return [] if stats is None else result_rows(stats, self.snapshot.mode)

    def again(self) -> RetrisPlayScene:
        """A new game of the same choice."""
        return RetrisPlayScene(self.app, self.choice)

    def dismiss(self) -> None:
        if self.driver is not None:
            self.driver.stop()

    def update(self, dt: float) -> None:
        driver = self.driver
        assert driver is not None
        if self.pilot is not None and not self.snapshot.over:
            for action, pressed in self.pilot.act(self.snapshot):
                driver.push(action, pressed)
        driver.advance(dt)
        if driver.error is not None:
            self._crashed(driver.error)
            return
        self._before, self.snapshot = self.snapshot, driver.latest()
        self._locked = {}
        self.fx = self.feel.read(self.app)
        self.field.chain.flash = self.fx.flash
        events = driver.drain_events()
        sound_events(self.app, "retris", events, RETRIS, piece_pan(RETRIS, self.snapshot.active))
        for event in events:
            self._react(event)
        self.arcade.fuse(self.snapshot, self.time, dt, self._density)
        self.hud.update(self.snapshot, dt, self.app.settings.display.stats, self._pace())
        self._check_over()

    def _pace(self) -> int | None:
        """Sprint: ticks ahead (negative) or behind the table's best at the last 10 rows."""
        stats, best = self.snapshot.stats, self.sprint_best
        if best is None or stats is None:
            return None
        return pace(stats.splits, best.splits)

    @property
    def _density(self) -> float:
        """Particle count multiplier now (0 with the effects switched off)."""
        return self.fx.particles if self.effects else 0.0

    def _kick(self, reference_px: float) -> None:
        """A screen shake of ``reference_px`` (1280×720 units) times the shake setting."""
        strength = self.fx.shake if self.effects else 0.0
        if reference_px > 0 and strength > 0:
            self.shake.kick(self.layout.len(reference_px * strength), self.time)

    def _react(self, event: Event) -> None:
        """Effects only: flashes and banners follow events, the state comes from snapshots."""
        cue = self.arcade.react(event, self.time, replace(self.fx, particles=self._density),
                                stack_top(self.snapshot.field))
        if cue is not None:
            self._cue(cue)
        elif event.kind == "rows_cleared":
            self._rows_cleared([int(r) for r in event.data.get("rows", ())],
                               event.data.get("points", 0))
        elif event.kind == "lock":
            # The locked piece is not in the frame-before field yet; remember its colour.
            piece = self._before.active
            name = str(event.data.get("piece", ""))
            key = piece.color if piece is not None and piece.name == name else name[:1]
            for col, row in event.data.get("cells", ()):
                self._locked[(int(col), int(row))] = key
            self._landed(event.data, key)
        elif event.kind == "level_up":
            level = event.data.get("level", "")
            shown = number(level) if isinstance(level, int) else str(level)
            self._banner("level", _("LEVEL {level}").format(level=shown), 16, 2)
        elif event.kind == "goal_reached":
            self._goal_reached(event.data)

    def _goal_reached(self, data: dict) -> None:
        """The win: the goal's banner at the top tier, the field's flash and the pulse."""
        goal = str(data.get("goal", self.snapshot.goal))
        target = int(data.get("target", self.snapshot.goal_target))
        self._banner("goal", _("{goal} COMPLETE").format(goal=goal_title(goal, target)), 14, 5)
        self._big_clear(clear_of(4))

    def _landed(self, data: dict, color_key: str) -> None:
        """The locked cells flash; a hard drop trails and springs, a soft landing dips."""
        cells = data.get("cells", ())
        self.field.flash_cells(cells, self.time, LOCK_FLASH * self.fx.flash)
        if data.get("hard") and int(data.get("dropped", 0)) > 0:
            self._hard_drop(cells, int(data["dropped"]), color_key)
        else:
            self.feel.bounce(self.layout.len(SOFT_LANDING_DIP), self.time)

    def _banner(self, kind: str, words: str, row: float, tier: int) -> None:
        """A banner of ``tier`` over the field at height ``row``, by the banners setting."""
        self.hud.banners.show(words, tier, (self.field.rect.center_x, self.field.row_y(row)),
                              self.time, self.fx.banners, self.fx.reduced_motion, kind)

    def _hard_drop(self, cells: list, dropped: int, color_key: str) -> None:
        """A trail from where the piece was down to where it landed, and the field's spring."""
        ends = [self.field.center(int(c), int(r)) for c, r in cells]
        starts = [self.field.center(int(c), int(r) + dropped) for c, r in cells]
        color = self.field.palette.retris_color(color_key) if color_key else theme.INK
        self.feel.trail(starts, ends, self.field.size, color, self.time)
        self.feel.bounce(self.layout.len(HARD_DROP_BOUNCE), self.time)

    def _cue(self, cue: Cue) -> None:
        self._kick(cue.shake)
        for kind, words, row, tier in cue.banners:
            self._banner(kind, words, row, tier)
        if cue.mega:  # the whole screen flashes; the background pulses once a chain
            self.feel.flash_at(MEGA_FLASH, self.time, seconds=MEGA_FLASH_S)
            if cue.k <= 1:
                self._pulse()
        elif cue.k == 0 and cue.rows:  # the drop's rows: as big as a Classic clear of them
            self._big_clear(clear_of(cue.rows))

    def _big_clear(self, moment: Clear) -> None:
        """The field's flash and the background's pulse of a clear that has them."""
        if moment.field_flash > 0:
            self.feel.flash_at(moment.field_flash, self.time, self.field.rect)
        if moment.pulse:
            self._pulse()

    def _pulse(self) -> None:
        """The background's pulse, from the field's centre."""
        ratio, box = self.window.get_pixel_ratio(), self.field.rect
        self.feel.pulse_at(1.0, self.time, (box.center_x * ratio, box.center_y * ratio))

    def _rows_cleared(self, rows: list[int], points: object) -> None:
        """Classic: the rows flash, burst and shake, each by how many went at once; four
        flash the field and pulse the background. Arcade's rows went in the chain's row hits
        (flashed, burst and pulsed then, and shifted since): only the banner, above
        "BOMBS +n"."""
        if not rows:
            return
        moment = clear_of(len(rows))
        if self.snapshot.mode == "arcade":
            self._clear_banner(moment.words, moment.tier, self.arcade.end_row + ROWS_ABOVE_BOMBS,
                               points)
            return
        self._big_clear(moment)
        self.field.flash_rows(rows, self.time, moment.rows_flash * self.fx.flash)
        if self._density > 0:
            self.field.burst_rows(rows, self._before.field, self._locked, self.time,
                                  self._density * moment.burst)
        self._kick(moment.shake)
        self._clear_banner(moment.words, moment.tier, sum(rows) / len(rows), points)

    def _clear_banner(self, words: str, tier: int, row: float, points: object) -> None:
        shown = number(points) if isinstance(points, int | float) else str(points)
        self._banner("clear", f"{translate(words)}  +{shown}", row, tier)

    def _check_over(self) -> None:
        if not self.snapshot.over:
            return
        if self.over_since is None:
            self.keys.release_all()
            self.over_since = self.time
            self._keep()
        elif self.time - self.over_since >= OVER_DELAY:
            from game.scenes.menus.gameover import GameOverScene

            self.app.nav.replace(GameOverScene(self.app, self))

    def _keep(self) -> None:
        """The replay and the score book (a storage problem is logged; the game goes on)."""
        kept = keep_finished_game(self.driver, ScoreKeeper(game="retris"), self.final_score())
        self.replay_path, self.best, self.rank = kept.replay_path, kept.best_before, kept.rank
        self.saved_later = kept.saved_later
        self.score_save = kept.save  # the game over's name prompt signs it

    def _crashed(self, error: BaseException) -> None:
        show_crash(self.app, self, error, self.driver.log_path if self.driver else None)

    # -- keys -------------------------------------------------------------------------------

    pad_table = "retris"

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = self.keys.bindings.command(symbol)
        return name is not None and self.on_command(Command(name, True, "keyboard", symbol))

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        return self.keys.release(symbol)

    def on_command(self, command: Command) -> bool:
        """Pause, or an action held down or let go (keys and pad buttons alike)."""
        if command.name == PAUSE:
            if command.pressed and not self.snapshot.over:
                self.pause()
            return True
        return hold_or_let_go(self.keys, command)

    def on_pad_change(self, what: str) -> None:
        """A pad plugged in or out pauses the game (its held buttons were let go)."""
        pause_if_playing(self)

    def on_deactivate(self) -> None:
        """Losing the window's focus pauses: keys released elsewhere would stay held."""
        pause_if_playing(self)

    # -- drawing ----------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.field, self.big_previews, self.small_previews]

    def build(self, layout: Layout) -> None:
        self.hud.build(layout, self.choice.title, self.choice.goal, self.choice.target,
                       self.choice.mode)
        shown = (self.app.pad_bindings_for("retris") if self.device_shown == "pad"
                 else self.keys.bindings)
        self.hud.pause_hint.text = _("{keys}  PAUSE").format(keys=key_labels(shown, PAUSE))
        self.field.place(self.hud.field_box)
        self.over_text = arcade.Text(_("TOP OUT"), self.hud.field_box.center_x,
                                     self.hud.field_box.center_y, theme.DANGER,
                                     layout.font(34), font_name=theme.DISPLAY_FONT,
                                     bold=theme.DISPLAY_BOLD, anchor_x="center",
                                     anchor_y="center")
        # A won game's own word over the faded field: Ultra's clock ran out, else complete.
        self.win_text = arcade.Text(_("TIME") if self.choice.goal == "ultra" else _("COMPLETE"),
                                    self.hud.field_box.center_x, self.hud.field_box.center_y,
                                    theme.ACCENT_WARM, layout.font(30),
                                    font_name=theme.DISPLAY_FONT, bold=theme.DISPLAY_BOLD,
                                    anchor_x="center", anchor_y="center")

    def on_draw(self) -> None:
        """The bloom's glow sources go first, before the background: drawn later, their
        passes would wait for the rasteriser to finish the screen so far."""
        self.follow_palette()
        self.ensure_layout()
        self.field.prepare(self.snapshot, self.time)
        self._glow()
        super().on_draw()

    def still_key(self) -> Hashable:
        """The panels and the field frame (moved by a shake: :meth:`still_shift`)."""
        return self.hud.back_key()

    def still_shift(self) -> tuple[float, float]:
        return total(self.shake.offset(self.time), self.feel.offset(self.time))

    def draw_still(self) -> None:
        self.hud.draw_back(self.time)

    def board_key(self) -> Hashable:
        """The lattice and blocks while they have a buffer of their own (FieldView.prepare),
        their light while it is kept (the bloom's key), and hold and next while they show
        glass and stone only."""
        big, small = self._previews()
        keys = (self.big_previews.steady_key(*big), self.small_previews.steady_key(*small))
        self._previews_still = None not in keys
        self._field_still = self.field.field_key is not None
        light = self.bloom.kept_key if self._field_still else None
        self._light_still = light is not None
        if not (self._field_still or self._previews_still):
            return None
        return self.field.field_key, light, keys if self._previews_still else None

    def draw_board_still(self) -> None:
        if self._field_still:
            self.field.draw_field(self.time)
        if self._light_still:  # the blocks' light over them, in the picture too
            self.bloom.composite(self._glow_heights(self.time, shaken=False))
        if self._previews_still:  # beside the field: the order with its cells is free
            self._draw_previews()

    def draw(self) -> None:
        now, hud = self.time, self.hud
        kept = self.board_kept
        self.feel.draw_pulse(self.app.background(), now, self.layout.scale, self._holes(),
                             self._shake_pixels(now))
        with self._shaken(now):
            if not self.still_kept:
                hud.draw_back(now)
            if not (kept and self._field_still):
                self.field.draw_field(now)
            # The blocks' light goes over them, under what moves over them (the piece has a
            # light of its own, added below): kept in the picture with them when it can be.
            if not (kept and self._light_still):
                self.bloom.composite(self._glow_heights(now), self._shake_pixels(now))
            self.feel.draw_trails(now)
            self.field.draw_cells(now)
            if not (kept and self._previews_still):
                self._draw_previews()
            if self.fx.bloom > 0.0:
                self.piece_light.draw(self.fx.bloom, self._shake_pixels(now))
            # Blasts over everything on the field, the falling piece and its light included.
            self.field.draw_particles(now)
            self.feel.draw_flashes(now, self.layout.window_rect)
            hud.draw_front(now)
            if self.over_since is not None:
                self._draw_top_out(now - self.over_since)

    def _previews(self) -> tuple[tuple[list, float], tuple[list, float]]:
        """The big (hold, first next) and small (next two) previews: (pieces, size)."""
        snap, hud = self.snapshot, self.hud
        nexts = list(snap.next) + [None] * 3
        big = [(snap.hold, hud.hold_box, snap.hold_used), (nexts[0], hud.next_boxes[0], False)]
        small = [(nexts[i], hud.next_boxes[i], False) for i in (1, 2)]
        return (big, self.layout.len(26)), (small, self.layout.len(20))

    def _draw_previews(self) -> None:
        big, small = self._previews()
        self.big_previews.draw(*big, self.time)
        self.small_previews.draw(*small, self.time)

    def _glow(self) -> None:
        """Bright cells glow: their light over the field and a margin, made now and added by
        ``bloom.composite`` in :meth:`draw`; nothing when the setting is off or nothing on the
        field can glow. Sparks are not glow sources: each is drawn as a glow of its own (its
        bloom added at most 13/255 to a few hundred pixels of a fresh burst), so the light
        is kept while they fly and they are drawn once, not twice; nor are the flashes of
        cleared rows (FieldView._glow_sources)."""
        now = self.time
        if self.fx.bloom > 0.0:
            self.piece_light.prepare(self.field.piece_glow, self.field.size)
        if self.fx.bloom <= 0.0 or not self.field.glows(now):
            self.bloom.glow((0, 0, 0, 0), 0.0, lambda: None)  # nothing left to composite
            return
        frame, margin = self.hud.frame, self.layout.len(BLOOM_MARGIN)
        ratio = self.window.get_pixel_ratio()
        region = ((frame.left - margin) * ratio, (frame.bottom - margin) * ratio,
                  (frame.width + 2 * margin) * ratio, (frame.height + 2 * margin) * ratio)

        # Unshaken: a shake moves the light when it is added (composite).
        self.bloom.glow(region, self.fx.bloom, lambda: self.field.draw_glow_sources(now),
                        self.field.glow_key)

    def _holes(self) -> tuple[tuple[float, float, float, float], ...]:
        """The kept panels, where the background's pulse leaves the grid dark."""
        return holes(self.hud.panel_rects(), self.window.get_pixel_ratio())

    def _moved(self, now: float) -> tuple[float, float]:
        """How far the shake and the field's spring move everything at ``now``."""
        return total(self.shake.offset(now), self.feel.offset(now))

    def _shake_pixels(self, now: float) -> tuple[int, int]:
        """The shake's and the spring's offset in framebuffer pixels."""
        ratio = self.window.get_pixel_ratio()
        dx, dy = self._moved(now)
        return round(dx * ratio), round(dy * ratio)

    def _glow_heights(self, now: float, shaken: bool = True) -> list[tuple[float, float]]:
        """Where on the framebuffer (y, pixels) things that glow are, shaken as drawn (unless
        not ``shaken``: for the kept picture, moved as a whole)."""
        ratio = self.window.get_pixel_ratio()
        dy = self._moved(now)[1] if shaken else 0.0
        return [((low + dy) * ratio, (high + dy) * ratio)
                for low, high in self.field.glow_heights(now)]

    def _shaken(self, now: float) -> AbstractContextManager[None]:
        """Draw the board and HUD offset by the screen shake and the field's spring (the
        kept pictures are moved with them: :meth:`still_shift`)."""
        return shaken(self.window.ctx, self.shake, now, self.feel.offset(now))

    def _draw_top_out(self, age: float) -> None:
        """The field fades under a 'TOP OUT' banner (a won game's 'COMPLETE', or Ultra's
        'TIME') before the game over screen."""
        k = min(1.0, age / 0.6)
        arcade.draw_rect_filled(self.hud.field_box, theme.with_alpha(theme.SHADE, round(150 * k)))
        words, color = ((self.win_text, theme.ACCENT_WARM) if self.snapshot.won
                        else (self.over_text, theme.DANGER))
        words.color = theme.with_alpha(color, round(255 * k))
        words.draw()


def result_time(ticks: int, tick_rate: int) -> str:
    """A Sprint's time to the hundredth: ``1:23.45``."""
    hundredths = ticks * 100 // max(1, tick_rate)
    seconds, cents = divmod(hundredths, 100)
    return f"{seconds // 60}:{number(seconds % 60 + cents / 100, 2).zfill(5)}"

