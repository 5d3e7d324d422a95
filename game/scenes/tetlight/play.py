"""Playing Tet'light: the hex board, HUD, radar and effects drawn from the loop's newest
snapshot.

The scene never changes game state: keys become ``push(action, pressed)`` on the loop, and
effects (bursts, the screen shake, popups, the counting score) react to the loop's events.
Pausing is a rules action here (the level clock runs on while paused, rules §9), so the pause
screen keeps the loop running through :meth:`update_paused`; only losing the window's focus
stops the loop itself.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Protocol

import arcade
import numpy as np

from game.core.actions import Action
from game.core.events import Event
from game.i18n import N_, _, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals
from game.input.commands import Command
from game.input.keyboard import PAUSE, KeyboardInput
from game.render import flags, hexgrid
from game.render.palette import load_palette
from game.rules.tetlight.snapshot import TetlightSnapshot
from game.rules.tetlight.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.fx.field import FieldFx
from game.scenes.fx.pulse import holes
from game.scenes.fx.strengths import FULL, Strengths
from game.scenes.play_common import (
    hold_or_let_go,
    keep_finished_game,
    pause_if_playing,
    show_crash,
)
from game.scenes.play_sound import ClockWarning, piece_pan, sound_events, tetlight_columns
from game.scenes.score_keeper import ScoreKeeper, best_and_rank
from game.scenes.services import App
from game.scenes.shake import Shake, shaken, total
from game.scenes.tetlight.board import HexBoardView, HexPieceView, Layer
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.hud import BOMB_SLOTS, VIEW, TetlightHud
from game.scenes.tetlight.moments import (
    GLOBAL,
    Moment,
    contact_moment,
    flood_delays,
    lines_moment,
    wave_delays,
)
from game.scenes.tetlight.stats import result_rows
from game.scenes.tetlight.tip import DOWN_MOVES, FirstGameTip
from game.ui import theme
from game.ui.controls import first_label
from game.ui.hud_parts import clock_text as game_time_text
from game.ui.layout import Layout

log = logging.getLogger(__name__)

OVER_DELAY = 1.4  # seconds the final board stays before the game over screen
DROP_BOUNCE, LANDING_DIP = 5.0, 1.5  # reference px the board springs on a drop, a landing
OVER_WORDS = {"abort": N_("ABORTED")}  # the banner over the final board; anything else blocks out
HINT_ACTIONS = ("radar", "explode", "level_up", "pause")


class Pilot(Protocol):
    """Something that plays by sending inputs (the autoplayer)."""

    def act(self, snap: TetlightSnapshot) -> list[tuple[Action, bool]]: ...


class TetlightPlayScene(Scene):
    """One game of Tet'light, from the first piece to the game over screen."""

    MUSIC = "tetlight"

    VIEW = VIEW
    device_layout = True  # the HUD names the radar, explode, level up and pause controls

    def __init__(self, app: App, choice: TetlightChoice, pilot: Pilot | None = None,
                 palette: str | None = None) -> None:
        super().__init__(app)
        self.choice = choice
        self._columns = tetlight_columns(choice.edge)
        self._clock_warning = ClockWarning()
        self.pilot = pilot
        # The settings file's effects.palette unless a palette is asked for by name.
        self.palette = load_palette(palette or app.effects().palette)
        self.tuning = load_tuning()
        ctx = app.window.ctx
        self.board = HexBoardView(ctx, self.palette, choice.edge)
        self.radar_view = HexPieceView(ctx, self.palette)
        self.bomb_view = HexPieceView(ctx, self.palette)
        self.effects = True  # particle bursts and the screen shake (looks only)
        self.fx: Strengths = FULL  # the settings' strengths, read every frame
        self.shake = Shake()
        #: The shared effects: the board's spring, flashes, trails, the background's pulse.
        self.feel = FieldFx(ctx)
        self._landed: list[list[int]] = []  # the last piece's hexagons (a contact's start)
        self._start()
        watching = getattr(self.driver, "watching", False)
        self.tip = FirstGameTip(app.tips_given, active=pilot is None and not watching)

    @property
    def title(self) -> str:
        return self.choice.title

    # -- the game ---------------------------------------------------------------------------

    def _start(self) -> None:
        rules, header = self.app.new_session("tetlight", self.choice.options(),
                                             self.app.seed_source())
        self.driver = self.app.start_loop(rules, header)
        self.keys = KeyboardInput(self.app.bindings_for(self.choice.keys), self.driver.push)
        self.snapshot: TetlightSnapshot = self.driver.latest()
        self.over_since: float | None = None
        self.over_reason = ""
        self.replay_path: Path | None = None
        self.best: int | None = None  # best score before this game, read when it ends
        self.rank: int | None = None  # this game's place in the score book
        self.saved_later = False  # the score book was busy: the score is kept for later
        self._unfocused = False  # the loop is stopped because the window lost focus
        t = self.tuning
        self.hud = TetlightHud(
            t.level_ticks,
            lambda level: t.radar_cost_per_level * (level + t.radar_cost_level_offset))
        self.hud.update(self.snapshot, 0.0)
        self._layout = None

    def restart(self) -> None:
        """A fresh game with the same choices (and a new seed)."""
        self.dismiss()
        self.board.particles.clear()
        self.shake = Shake()
        self.feel.clear()
        self.hud.banners.clear()
        self._start()

    def again(self) -> TetlightPlayScene:
        """A new play scene with the same choices (the game over screen's Play again)."""
        return TetlightPlayScene(self.app, self.choice, palette=self.palette.name)

    def dismiss(self) -> None:
        self.driver.stop()

    def _tap(self, action: Action) -> None:
        """A press and release of a rules command (pause, resume, abort)."""
        self.driver.push(action, True)
        self.driver.push(action, False)

    def pause(self) -> None:
        """The rules pause (the level clock keeps running) under the pause screen."""
        from game.scenes.menus.pause import PauseScene

        if self.snapshot.over:
            return
        self.keys.release_all()
        self.shake = Shake()  # the frame under the pause menu stands still
        self.feel.spring.clear()
        self._tap(Action.PAUSE)
        self.app.nav.push(PauseScene(self.app, self))

    def resume(self) -> None:
        """Leave the pause: the loop runs (again, if focus was lost) and the rules resume."""
        self.focus_back()
        self._tap(Action.RESUME)

    def abort(self) -> None:
        """End the game from the pause screen (the rules' abort; the game over follows)."""
        self.focus_back()
        self._tap(Action.ABORT)

    def focus_lost(self) -> None:
        """The window lost focus: stop the loop itself, so the level clock stops too (§9)."""
        self._unfocused = True
        self.driver.set_paused(True)

    def focus_back(self) -> None:
        """Focus is back (or the player resumed): the loop runs again."""
        if self._unfocused:
            self._unfocused = False
            self.driver.set_paused(False)

    def update(self, dt: float) -> None:
        self.fx = self.feel.read(self.app)
        self.tip.update(dt)
        if self.pilot is not None and not self.snapshot.over and not self.snapshot.paused:
            for action, pressed in self.pilot.act(self.snapshot):
                self.driver.push(action, pressed)
        if self._advance(dt):
            self._check_over()

    def update_paused(self, dt: float) -> None:
        """Called by the pause screen each frame: the rules (and their clock) run on."""
        if not self._advance(dt):
            return
        if self.snapshot.over:  # aborted while paused: let the game over take its course
            self.app.nav.pop()

    def _advance(self, dt: float) -> bool:
        """Run the loop for ``dt`` and take in its snapshot and events; False after a crash
        (the error screen is shown instead)."""
        self.driver.advance(dt)
        if self.driver.error is not None:
            self._crashed(self.driver.error)
            return False
        self.snapshot = self.driver.latest()
        events = self.driver.drain_events()
        sound_events(self.app, "tetlight", events, self._columns,
                     piece_pan(self._columns, self.snapshot.active))
        for event in events:
            self._react(event)
        snap = self.snapshot
        self._clock_warning.update(self.app, snap.clock_ticks, snap.tick_rate,
                                   not snap.over and not snap.paused)
        self.hud.update(self.snapshot, dt, self.app.settings.display.stats)
        return True

    def _react(self, event: Event) -> None:
        """Effects only: bursts and banners follow events, the state comes from snapshots."""
        data = event.data
        if event.kind in ("lines", "contact", "global_explosion"):
            self._destroyed(event.kind, data)
        elif event.kind == "land":
            self._land(data)
        elif event.kind == "bomb_gained":
            self.hud.bomb_gained_at = self.time
            self._banner("bomb", _("BOMB +1"), self.choice.edge + 2, 2)
        elif event.kind == "level_up":
            level = data.get("level", "")
            shown = number(level) if isinstance(level, int) else str(level)
            self._banner("level", _("LEVEL {level}").format(level=shown),
                         2 * self.choice.edge - 4, 2)
        elif event.kind == "radar" and data.get("taken"):  # what left the score (§8)
            taken = number(data["taken"])
            self._banner("radar", _("RADAR  −{points}").format(points=taken),
                         2 * self.choice.edge - 6, 1)
        elif event.kind == "game_over":
            self.over_reason = str(data.get("reason", ""))

    def _land(self, data: dict) -> None:
        """A dropped piece trails down its columns and springs the board; any landing dips it."""
        self._landed = [list(c) for c in data.get("cells", ())]
        dropped = int(data.get("dropped", 0))
        if dropped > 1 and self._landed:
            ends = [self.board.center(int(c), int(h)) for c, h, *_rest in self._landed]
            starts = [self.board.center(int(c), int(h) + dropped) for c, h, *_rest in self._landed]
            self.feel.trail(starts, ends, hexgrid.SQRT3 * self.board.size, theme.ACCENT,
                            self.time)
        self.feel.bounce(self.layout.len(DROP_BOUNCE if dropped > 1 else LANDING_DIP), self.time)

    def _banner(self, kind: str, words: str, h: float, tier: int) -> None:
        """A banner of ``tier`` over the board at height ``h`` (board rows)."""
        at = (self.hud.board_box.center_x, self.board.center(0, h)[1])
        self.hud.banners.show(words, tier, at, self.time, self.fx.banners,
                              self.fx.reduced_motion, kind)

    def _destroyed(self, kind: str, data: dict) -> None:
        """Hexagons destroyed by full lines, a contact or the global explosion: a burst in
        their colours (a contact's flooding out from the bomb, the global explosion's a wave
        from the centre), a shake, flashes and the pulse by the moment's size, the points."""
        cells = [c for c in data.get("cells", ()) if len(c) >= 3]
        points = int(data.get("points", 0))
        count = int(data.get("count", 1))
        centers = np.array([self.board.center(int(c[0]), int(c[1])) for c in cells],
                           np.float32).reshape(-1, 2)
        if kind == "lines":
            moment, burst, delays = lines_moment(count), "lines", None
        elif kind == "contact":
            moment, burst = contact_moment(len(cells)), "contact"
            touched = np.array([self.board.center(int(c[0]), int(c[1])) for c in self._landed],
                               np.float32).reshape(-1, 2)
            delays = flood_delays(centers, touched, hexgrid.SQRT3 * self.board.size)
        else:
            moment, burst = GLOBAL, "global"
            delays = wave_delays(centers, self.board.center(0, self.choice.edge - 1))
        if self.effects and cells:
            self.board.burst(cells, burst, self.time, lines=count, density=self.fx.particles,
                             delays=delays)
            self._kick(moment)
        heights = [int(c[1]) + abs(int(c[0])) / 2 for c in cells]
        h = sum(heights) / len(heights) if heights else self.choice.edge
        words = translate(moment.words) if moment is GLOBAL else moment.words  # GLOBAL: only marked
        if moment.tier >= 5:  # the biggest words stand alone, the points under them
            self._banner("points", words, h, moment.tier)
            self._banner("bonus", f"+{number(points)}", h - 2, 2)
        else:
            self._banner("points", f"{words}  +{number(points)}", h, moment.tier)

    def _kick(self, moment: Moment) -> None:
        """The moment's shake, flash and pulse, each by its setting."""
        now = self.time
        if self.fx.shake > 0:
            self.shake.kick(self.layout.len(moment.shake * self.fx.shake), now)
        if moment.flash > 0:  # the whole screen: a rectangle would show on a hexagon board
            self.feel.flash_at(moment.flash, now)
        if moment.pulse:
            ratio, box = self.window.get_pixel_ratio(), self.hud.board_box
            self.feel.pulse_at(1.0, now, (box.center_x * ratio, box.center_y * ratio))

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
        kept = keep_finished_game(self.driver, ScoreKeeper(game="tetlight"), self.final_score())
        self.replay_path, self.best, self.rank = kept.replay_path, kept.best_before, kept.rank
        self.saved_later = kept.saved_later
        self.score_save = kept.save  # the game over's name prompt signs it

    def _crashed(self, error: BaseException) -> None:
        show_crash(self.app, self, error, self.driver.log_path if self.driver else None)

    def final_score(self) -> int:
        return self.snapshot.score

    def final_figures(self) -> list[tuple[str, str]]:
        """What the game over screen lists under the score."""
        snap = self.snapshot
        return [*best_and_rank(snap.score, self.best, self.rank, self.saved_later),
                (_("LEVEL"), number(snap.level)), (_("TIME"), game_time_text(snap.seconds)),
                (_("EDGE"), number(snap.edge))]

    def final_stats(self) -> list[tuple[str, str]]:
        """The game's statistics for the result screen (goals.md §3)."""
        stats = self.snapshot.stats
        return [] if stats is None else result_rows(stats)

    # -- keys -------------------------------------------------------------------------------

    @property
    def pad_table(self) -> str:  # type: ignore[override]
        return self.choice.keys

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = self.keys.bindings.command(symbol, modifiers)
        return name is not None and self.on_command(Command(name, True, "keyboard", symbol))

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        return self.keys.release(symbol, modifiers)

    def on_command(self, command: Command) -> bool:
        """Pause, or an action held down or let go (keys and pad buttons alike)."""
        if command.name == PAUSE:
            if command.pressed:
                self.pause()
            return True
        self.tip.saw(command)
        return hold_or_let_go(self.keys, command)

    def on_pad_change(self, what: str) -> None:
        """A pad plugged in or out pauses the game (its held buttons were let go)."""
        pause_if_playing(self)

    def on_deactivate(self) -> None:
        """Losing focus pauses the game and stops the loop (so the clock stops, §9)."""
        if pause_if_playing(self):
            self.focus_lost()

    # -- drawing ----------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.board, self.radar_view, self.bomb_view]

    def build(self, layout: Layout) -> None:
        bindings = (self.app.pad_bindings_for(self.choice.keys) if self.device_shown == "pad"
                    else self.keys.bindings)
        keys = {name: first_label(bindings, name) for name in (*HINT_ACTIONS, *DOWN_MOVES)}
        # The level changes as the game goes on; the subtitle says what was chosen.
        subtitle = _("EDGE {edge} · START LEVEL {level}").format(
            edge=number(self.choice.edge), level=number(self.choice.level))
        self.hud.build(layout, subtitle, keys)
        self.board.place(self.hud.board_box)
        box = self.hud.board_box
        self.tip.place(layout, [keys[name] for name in DOWN_MOVES])
        self.hud.front.add(self.tip.texts)
        self.over_text = arcade.Text(_("BLOCK OUT"), box.center_x, box.center_y, theme.DANGER,
                                     layout.font(34), font_name=theme.DISPLAY_FONT,
                                     bold=theme.DISPLAY_BOLD, anchor_x="center",
                                     anchor_y="center")

    def still_key(self) -> Hashable:
        """The panels and the board's frame (moved by a shake: :meth:`still_shift`)."""
        return self.hud.back_key(self.time, self.board.outline)

    def still_shift(self) -> tuple[float, float]:
        return total(self.shake.offset(self.time), self.feel.offset(self.time))

    def draw_still(self) -> None:
        self.hud.draw_back(self.time, self.board.outline, live=False)

    def board_key(self) -> Hashable:
        """The landed hexagons while nothing on them moves with time."""
        return self.board.steady_key(self.snapshot)

    def draw_board_still(self) -> None:
        self.board.draw_board(self.snapshot, self.time)  # the live panels are beside it

    def draw(self) -> None:
        snap, now, hud = self.snapshot, self.time, self.hud
        self.feel.draw_pulse(self.app.background(), now, self.layout.scale,
                             holes(hud.panel_rects(), self.window.get_pixel_ratio()),
                             self._shake_pixels(now))
        with self._shaken(now):
            hud.draw_back(now, self.board.outline, still=not self.still_kept)
            board = not self.board_kept
            self.feel.draw_trails(now)
            self.board.draw(snap, now, ghost=self.choice.ghost, board=board)
            if snap.radar and snap.next is not None:
                self.radar_view.draw_piece(snap.next, hud.radar_box, self.layout.len(22), now)
            icons = (min(snap.bombs, BOMB_SLOTS), tuple(hud.bomb_slots), id(self.palette))
            self.bomb_view.draw_keyed(icons, lambda: self._bomb_icons(snap), hud.bomb_size,
                                      now)
            self.board.draw_particles(now)
            self.feel.draw_flashes(now, self.layout.window_rect)
            hud.draw_front(now, self.tip)
            if self.over_since is not None:
                self._draw_over(now - self.over_since)

    def _bomb_icons(self, snap: TetlightSnapshot) -> Layer:
        """One hexagon per remaining bomb (bomb icon, warm glass), empty slots after them."""
        slots = self.hud.bomb_slots
        centers = np.array(slots, np.float32).reshape(-1, 2)
        colors = np.tile(np.array(self.palette.ui_color("empty"), np.uint8), (len(slots), 1))
        fl = flags.array(len(slots), flags.EMPTY)
        filled = min(snap.bombs, BOMB_SLOTS)
        colors[:filled] = theme.ACCENT_WARM
        fl[:filled] = flags.BOMB_NORMAL
        return centers, colors, fl

    def _shaken(self, now: float) -> AbstractContextManager[None]:
        """Draw the board and HUD offset by the screen shake (the kept pictures are
        moved with them: :meth:`still_shift`)."""
        return shaken(self.window.ctx, self.shake, now, self.feel.offset(now))

    def _shake_pixels(self, now: float) -> tuple[int, int]:
        """The shake and spring in framebuffer pixels (the pulse's grid moves with them)."""
        ratio = self.window.get_pixel_ratio()
        x, y = total(self.shake.offset(now), self.feel.offset(now))
        return round(x * ratio), round(y * ratio)

    def _draw_over(self, age: float) -> None:
        """The board dims under a banner (BLOCK OUT / ABORTED) before the game over screen."""
        k = min(1.0, age / 0.6)
        arcade.draw_polygon_filled(list(self.board.outline(self.hud.cut)),
                                   theme.with_alpha(theme.SHADE, round(150 * k)))
        self.over_text.text = translate(OVER_WORDS.get(self.over_reason, N_("BLOCK OUT")))
        self.over_text.color = theme.with_alpha(theme.DANGER, round(255 * k))
        self.over_text.draw()
