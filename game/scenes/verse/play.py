"""Playing Verse: the 8×8 board, the tray, drag-and-drop and keyboard placing, clear effects.

The scene never changes game state: the player's hands (:mod:`game.scenes.verse.hands`) turn
a drop or the place key into ``push(Action.PLACE, True, (slot, row, col))`` on the loop, a
double-click or the rotate key into ``push(Action.ROTATE, True, (slot,))``. The rules are
instant, so what moves on screen is replayed from their events: a placed piece glows as it
sets, cleared cells flash and burst where they were, blocks slide down from their old rows,
the score counts up. Verse has no clock: the pause stops the loop itself.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Protocol

import arcade

from game.core.actions import Action
from game.core.events import Event
from game.i18n import _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.input.commands import Command
from game.input.keyboard import PAUSE, KeyBindings
from game.input.pad_bindings import PadBindings
from game.render.looks import bake_up_to
from game.render.palette import load_palette
from game.rules.verse.snapshot import SIZE, VerseSnapshot
from game.scenes.base import Scene
from game.scenes.fx.field import FieldFx
from game.scenes.fx.pulse import holes
from game.scenes.fx.strengths import FULL, Strengths
from game.scenes.play_common import (
    keep_finished_game,
    pause_if_playing,
    show_crash,
)
from game.scenes.play_sound import VERSE, sound_events
from game.scenes.score_keeper import GAME, ScoreBookLike, ScoreKeeper, best_and_rank
from game.scenes.services import App
from game.scenes.shake import Shake, shaken, total
from game.scenes.verse.board import VerseBoardView
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.ghost import playable
from game.scenes.verse.hands import VerseHands
from game.scenes.verse.hud import VerseHud, arrangement
from game.scenes.verse.moments import (
    BOARD_CLEAR_FLASH,
    Clear,
    along_delays,
    clear_of,
    streak_tier,
    wave_delays,
)
from game.scenes.verse.stats import result_rows
from game.scenes.verse.tray import PieceView, SlotLook, TrayView
from game.ui import theme
from game.ui.controls import first_label, key_labels
from game.ui.layout import Layout

log = logging.getLogger(__name__)

#: The largest cell inradius drawn, in board cells (a lifted piece, with room to spare).
LIFTED_BAKE = 0.75

OVER_DELAY = 1.4  # seconds the final board stays before the game over screen
PLACE_BOUNCE = 3.0  # reference px the board springs when a piece is set on it
LIFTED_SHADOW = 0.3  # cells: how far below a held piece its shadow falls


class Pilot(Protocol):
    """Something that plays by sending inputs (the autoplayer): (action, args) presses."""

    def act(self, snap: VerseSnapshot) -> list[tuple[Action, tuple[int, ...]]]: ...


class VerseKeys:
    """The Verse key table, as the pause screen expects a play scene's ``keys``: every name
    in it is a scene command, so nothing here pushes to the rules itself."""

    def __init__(self, bindings: KeyBindings) -> None:
        self.bindings = bindings

    def command(self, symbol: int, modifiers: int = 0) -> str | None:
        return self.bindings.command(symbol, modifiers)

    def is_pause(self, symbol: int, modifiers: int = 0) -> bool:
        return self.command(symbol, modifiers) == PAUSE

    def release_all(self) -> None:
        """Nothing is ever held in the rules (Verse sends presses only)."""


class VersePlayScene(Scene):
    """One game of Verse, from the first tray to the game over screen.

    ``scores``: the score book (None: the player's own, in the data folder)."""

    device_layout = True  # the HUD's key panel names keys or pad buttons
    MUSIC = "verse"

    def __init__(self, app: App, choice: VerseChoice, pilot: Pilot | None = None,
                 palette: str | None = None, scores: ScoreBookLike | None = None) -> None:
        super().__init__(app)
        self.choice = choice
        self.pilot = pilot
        # The settings file's effects.palette unless a palette is asked for by name.
        self.palette = load_palette(palette or app.effects().palette)
        ctx = app.window.ctx
        self.board = VerseBoardView(ctx, self.palette)
        self.tray = TrayView(ctx)
        self.lifted = PieceView(ctx)
        self.keys = VerseKeys(app.bindings_for(GAME))
        self.effects = True  # particle bursts and the screen shake (looks only)
        self.fx: Strengths = FULL  # the settings' strengths, read every frame
        #: The shared effects: the board's spring, flashes, the background's pulse.
        self.feel = FieldFx(ctx)
        self._placed: list = []  # the cells of the piece set last (its lines burst from it)
        self._board_still = self._tray_still = False  # in the backdrop's boards this frame
        self._frame_looks: list[SlotLook] | None = None  # the tray's, while a frame is drawn
        self.scores = ScoreKeeper(scores)
        self._start()

    @property
    def VIEW(self) -> tuple[float, float, float, float]:  # type: ignore[override]
        """The reference region: the tray beside the board on wide windows, else under it."""
        width, height = self.content_size()
        return arrangement(round(width), round(height), self.app.settings.display.stats).view

    @property
    def title(self) -> str:
        return self.choice.title

    # -- the game ---------------------------------------------------------------------------

    def _start(self) -> None:
        rules, header = self.app.new_session(GAME, self.choice.options(), self.app.seed_source())
        self.driver = self.app.start_loop(rules, header)
        self.snapshot: VerseSnapshot = self.driver.latest()
        self.hands = VerseHands(self._push, self.choice.rotation, self.board, self.tray,
                                self.snapshot)
        self.over_since: float | None = None
        self.replay_path: Path | None = None
        self.rank: int | None = None
        self.saved_later = False  # the score book was busy: the score is kept for later
        self.max_streak = 0
        self.shake = Shake()
        self._playable: tuple[Any, list[bool]] | None = None
        self.hud = VerseHud()
        self.hud.best = self.best = self.scores.best()
        self.hud.update(self.snapshot, 0.0)
        self.tray.dealt(self.time)
        self._layout = None

    def _push(self, action: Action, args: tuple[int, ...]) -> None:
        self.driver.push(action, True, args)

    def restart(self) -> None:
        """A fresh game with the same choices (and a new seed)."""
        self.dismiss()
        self.board.clear_effects()
        self.feel.clear()
        self.hud.banners.clear()
        self._start()

    def again(self) -> VersePlayScene:
        """A new play scene with the same choices (the game over screen's Play again)."""
        return VersePlayScene(self.app, self.choice, palette=self.palette.name,
                              scores=self.scores.book)

    def dismiss(self) -> None:
        self.driver.stop()

    def pause(self) -> None:
        """Stop the loop (Verse has no clock to keep) under the pause screen."""
        from game.scenes.menus.pause import PauseScene

        if self.snapshot.over:
            return
        self.hands.let_go(self.time)
        self.shake = Shake()  # the frame under the pause menu stands still
        self.feel.spring.clear()
        self.driver.set_paused(True)
        self.app.nav.push(PauseScene(self.app, self))

    def resume(self) -> None:
        self.driver.set_paused(False)

    def update(self, dt: float) -> None:
        self.fx = self.feel.read(self.app)
        if self.pilot is not None and not self.snapshot.over:
            for action, args in self.pilot.act(self.snapshot):
                self._push(action, args)
        self.driver.advance(dt)
        if self.driver.error is not None:
            self._crashed(self.driver.error)
            return
        self.snapshot = self.driver.latest()
        events = self.driver.drain_events()
        sound_events(self.app, "verse", events, VERSE, 0.0)
        for event in events:
            self._react(event)
        stats = self.app.settings.display.stats
        if stats != getattr(self, "laid_out_stats", stats) and self._layout is not None and \
                arrangement(self._layout.width, self._layout.height, stats) is not self.hud.arr:
            self._layout = None  # a tall window's view makes room for the statistics
        self.hud.update(self.snapshot, dt, stats)
        self.hands.follow(self.snapshot, self.time)
        self.board.update(self.time)
        self._check_over()

    # -- events -----------------------------------------------------------------------------

    def _react(self, event: Event) -> None:
        """Effects only: the state comes from snapshots."""
        data, now = event.data, self.time
        slot = data["slot"] if isinstance(data.get("slot"), int) else -1
        if event.kind == "placed":
            self._placed = list(data.get("cells", ()))
            self.board.placed(self._placed, now)
            self.hands.placed(slot, self.snapshot)
            self.feel.bounce(self.layout.len(PLACE_BOUNCE), now)
        elif event.kind == "cleared":
            self._cleared(data)
        elif event.kind == "gravity":
            self.board.slide(data.get("moves", ()), now)
        elif event.kind == "dealt":
            self.tray.dealt(now)
        elif event.kind == "rotated":
            self.tray.turned(slot, now)
        elif event.kind == "refused":
            self.hands.refused(slot, now)

    def _cleared(self, data: dict) -> None:
        """Lines cleared: they flash and burst outward from the piece, the board shakes and
        flashes by the clear's size; banners for the clear, the streak and a board cleared."""
        now = self.time
        lines = len(data.get("rows", ())) + len(data.get("cols", ()))
        cells = list(data.get("cells", ()))
        streak = int(data.get("streak", 0))
        moment = clear_of(lines, streak)
        density = self.fx.particles * moment.burst if self.effects else 0.0
        self.board.cleared(cells, lines, now, density, along_delays(cells, self._placed))
        if self.effects and lines:
            self._kick(moment)
        rows = [int(c[0]) for c in cells if len(c) >= 2]
        y = self.board.grid.center(sum(rows) / len(rows) if rows else (SIZE - 1) / 2, 0)[1]
        points = number(int(data.get("points", 0)))
        self._banner("points", f"{translate(moment.words)}  +{points}", y, moment.tier)
        self.max_streak = max(self.max_streak, streak)
        if streak >= 1:
            self.hud.streak_at = now
        if streak >= 2:
            self._banner("streak", _("STREAK ×{n}").format(n=number(streak)),
                         y - self.layout.len(44),
                         streak_tier(streak))
        if data.get("empty_bonus"):
            self._board_cleared(int(data["empty_bonus"]))

    def _kick(self, moment: Clear) -> None:
        """The clear's shake, the board's flash and the pulse, each by its setting."""
        now = self.time
        if self.fx.shake > 0:
            self.shake.kick(self.layout.len(moment.shake * self.fx.shake), now)
        if moment.flash > 0:
            self.feel.flash_at(moment.flash, now, self.board.rect)
        if moment.pulse:
            self._pulse()

    def _pulse(self) -> None:
        ratio, box = self.window.get_pixel_ratio(), self.board.rect
        self.feel.pulse_at(1.0, self.time, (box.center_x * ratio, box.center_y * ratio))

    def _board_cleared(self, bonus: int) -> None:
        """The board left empty: the screen flashes, the background pulses, confetti bursts
        from every cell in a wave from the centre, and the biggest banner."""
        now = self.time
        self.feel.flash_at(BOARD_CLEAR_FLASH, now)
        self._pulse()
        if self.effects and self.fx.particles > 0:
            cells = [(r, c) for r in range(SIZE) for c in range(SIZE)]
            self.board.confetti(now, self.fx.particles, wave_delays(cells, SIZE))
        self._banner("bonus", _("BOARD CLEAR  +{points}").format(points=number(bonus)),
                     self.board.rect.center_y, 5)

    def _banner(self, kind: str, words: str, y: float, tier: int) -> None:
        """A banner of ``tier`` over the board at height ``y`` (pixels)."""
        self.hud.banners.show(words, tier, (self.hud.board_box.center_x, y), self.time,
                              self.fx.banners, self.fx.reduced_motion, kind)

    # -- the end ----------------------------------------------------------------------------

    def _check_over(self) -> None:
        if not self.snapshot.over:
            return
        if self.over_since is None:
            self.over_since = self.time
            self.hands.let_go(self.time)
            self.hands.cursor.cancel()
            kept = keep_finished_game(self.driver, self.scores, self.final_score())
            self.replay_path, self.rank = kept.replay_path, kept.rank
            self.saved_later = kept.saved_later
            self.score_save = kept.save  # the game over's name prompt signs it
            self.best = max(self.best or 0, self.final_score())
        elif self.time - self.over_since >= OVER_DELAY:
            from game.scenes.menus.gameover import GameOverScene

            self.app.nav.replace(GameOverScene(self.app, self))

    def _crashed(self, error: BaseException) -> None:
        show_crash(self.app, self, error, self.driver.log_path if self.driver else None)

    def final_score(self) -> int:
        return int(self.snapshot.score)

    def final_figures(self) -> list[tuple[str, str]]:
        """What the game over screen lists under the score: the best first."""
        snap = self.snapshot
        figures = best_and_rank(snap.score, self.best, self.rank, self.saved_later)
        figures += [(_("PIECES"), number(snap.placements)),
                    (_("BEST STREAK"), "×" + number(self.max_streak)),
                    (_("ROTATION"), _("ON") if self.choice.rotation else _("OFF"))]
        return figures

    def final_stats(self) -> list[tuple[str, str]]:
        """The game's statistics for the result screen (goals.md §3)."""
        stats = self.snapshot.stats
        return [] if stats is None else result_rows(stats)

    # -- input ------------------------------------------------------------------------------

    pad_table = "verse"

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = self.keys.command(symbol, modifiers)
        return name is not None and self.on_command(Command(name, True, "keyboard", symbol))

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        self.hands.key_release(symbol)
        return self.keys.command(symbol, modifiers) is not None

    def on_command(self, command: Command) -> bool:
        """A scene command from the keys or a pad: pause, or the hands' cursor and tray."""
        if not command.pressed:
            self.hands.key_release(command.source)
        elif command.name == PAUSE:
            self.pause()
        elif not self.snapshot.over:
            before = self._picked()
            self.hands.command(command.name, self.time, command.source)
            self._pick_sound(before)
        return True

    def _picked(self) -> int | None:
        """The tray slot the mouse holds or the key cursor has picked, if any."""
        hands = self.hands
        return hands.drag.slot if hands.drag.holding else hands.cursor.slot

    def _pick_sound(self, before: int | None) -> None:
        """A piece just picked up (by mouse or keys) clicks: a scene action, not a rules one."""
        now = self._picked()
        if now is not None and now != before:
            self.app.sound.ui("verse", "pick", pan=(now - 1) * 0.5)

    def on_pad_change(self, what: str) -> None:
        """A pad plugged in or out pauses the game."""
        pause_if_playing(self)

    def on_deactivate(self) -> None:
        """Losing the window's focus pauses (a held piece goes back to its slot)."""
        pause_if_playing(self)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.snapshot.over:
            return False
        before = self._picked()
        pressed = self.hands.mouse_press(x, y, button, self.time)
        self._pick_sound(before)
        return pressed

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        return self.hands.mouse_move(x, y)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool:
        return self.hands.mouse_move(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        return self.hands.mouse_release(x, y, button, self.time)

    # -- drawing ----------------------------------------------------------------------------

    def playable_slots(self) -> list[bool]:
        """For each tray slot: whether its piece can still go somewhere (cached per board)."""
        snap = self.snapshot
        key = (snap.board, snap.tray)
        if self._playable is None or self._playable[0] != key:
            self._playable = (key, [p is not None and playable(snap.board, p, snap.rotation)
                                    for p in snap.tray])
        return self._playable[1]

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.board]

    def build(self, layout: Layout) -> None:
        self.hands.drag.drop_slot()  # a piece in the hand belongs to the old layout's pixels
        self.laid_out_stats = self.app.settings.display.stats
        self.hud.build(layout, self.choice.title, self._hints(), self.laid_out_stats)
        self.board.place(self.hud.board_box)
        self.tray.build(layout, self.hud.tray_boxes, self.board.grid.size)
        # New trays grow in from nothing and a lifted piece is a little larger than the
        # board's cells: every size class up to that one, baked now rather than mid-game.
        bake_up_to("square", self.board.grid.size * LIFTED_BAKE * self.window.get_pixel_ratio())
        self.hud.front.add(self.tray.numbers)  # the slots' numbers: with the HUD's text
        box = self.hud.board_box
        self.over_text = arcade.Text(_("NO ROOM"), box.center_x, box.center_y, theme.DANGER,
                                     layout.font(34), font_name=theme.DISPLAY_FONT,
                                     bold=theme.DISPLAY_BOLD, anchor_x="center",
                                     anchor_y="center")

    def _hints(self) -> list[tuple[str, str]]:
        """(first key, what it does) rows for the HUD's key panel: the pad's buttons when
        the pad was used last."""
        shown: KeyBindings | PadBindings
        if self.device_shown == "pad":
            shown = self.app.pad_bindings_for(GAME)
            rows = [(key_labels(shown, "prev_slot", "next_slot"), _("pick a piece"))]
        else:
            shown = self.keys.bindings
            rows = [(_("DRAG"), _("place a piece"))]
            if self.choice.rotation:
                rows.append((_("DOUBLE-CLICK"), _("rotate")))
            rows.append((first_label(shown, "slot_1", "slot_2", "slot_3"), _("pick a piece")))
        rows += [(first_label(shown, "cursor_left", "cursor_right", "cursor_up", "cursor_down"),
                  _("move")), (first_label(shown, "place"), _("place")),
                 (first_label(shown, "cancel"), _("put back"))]
        if self.choice.rotation:
            rows.append((first_label(shown, "rotate"), _("rotate")))
        rows.append((first_label(shown, PAUSE), _("pause")))
        return rows

    def on_draw(self) -> None:
        self._frame_looks = []  # (worked out at the first ask: after a new layout, if any)
        try:
            super().on_draw()
        finally:
            self._frame_looks = None

    def _looks(self) -> list[SlotLook]:
        """How the tray's slots look: once a frame while one is drawn (four parts of it ask,
        and nothing changes them in between)."""
        if self._frame_looks:
            return self._frame_looks
        looks = self.hands.slot_looks(self.playable_slots())
        if self._frame_looks is not None:
            self._frame_looks = looks
        return looks

    def still_key(self) -> Hashable:
        """The frame and the panels (moved by a shake: :meth:`still_shift`); the tray's
        while no slot is chosen (a chosen one pulses)."""
        looks = self._looks()
        return self.hud.back_key(self.time, self._danger(), _tray_key(looks))

    def still_shift(self) -> tuple[float, float]:
        return total(self.shake.offset(self.time), self.feel.offset(self.time))

    def draw_still(self) -> None:
        looks = self._looks()
        tray = _tray_key(looks) is not None
        self.hud.draw_back(self.time, self._danger(),
                           self.tray.shapes(looks, self.time) if tray else (), live=False,
                           more_live=not tray)

    def board_key(self) -> Hashable:
        """The board while the ghost lights no lines (any other ghost, a set piece's glow,
        the blocks sliding down and the cleared cells flashing are drawn over the kept
        board, which shows the slides' destinations empty till they end), and the tray's pieces
        while none of them moves and no slot is chosen. (A new board makes its picture
        again, a frame 2 ms dearer, once a placement; drawn live instead, as it was until it
        had stood still half a second, it cost 1.7 ms every frame.)"""
        hands = self.hands
        board = self.board.steady_key(self.snapshot.board, hands.preview(), self.time)
        looks = self._looks()
        # (The slots' panels lie under the pieces: kept with the still part unless one pulses.)
        panels_kept = _tray_key(looks) is not None
        tray = self.tray.steady_key(looks, self.time) if panels_kept else None
        self._board_still, self._tray_still = board is not None, tray is not None
        return None if board is None and tray is None else (board, tray)

    def draw_board_still(self) -> None:
        # (The live panels are beside them; a set piece's glow is drawn over it: draw.)
        if self._board_still:
            self.board.draw(self.snapshot.board, None, self.time, sets=False, moving=False)
        if self._tray_still:  # apart from the board: the order with what is over it is free
            self.tray.draw(self._looks(), self.time)

    def draw(self) -> None:
        snap, now, hud, hands = self.snapshot, self.time, self.hud, self.hands
        looks = self._looks()
        ratio = self.window.get_pixel_ratio()
        dx, dy = total(self.shake.offset(now), self.feel.offset(now))
        self.feel.draw_pulse(self.app.background(), now, self.layout.scale,
                             holes(hud.panel_rects(), ratio),
                             (round(dx * ratio), round(dy * ratio)))
        with self._shaken(now):
            tray = self.tray.shapes(looks, now)  # also colours the slots' numbers
            hud.draw_back(now, self._danger(), tray, still=not self.still_kept,
                          more_live=not self.still_kept or _tray_key(looks) is None)
            kept = self.board_kept
            if not (kept and self._board_still):
                self.board.draw(snap.board, hands.preview(), now, hands.nudge(now))
            else:
                self.board.draw_covers(snap.board, now)
                self.board.draw_moving(snap.board, now)
                self.board.draw_ghost(hands.preview(), now, hands.nudge(now))
            if not (kept and self._tray_still):
                self.tray.draw(looks, now)
            self.board.draw_particles(now)
            self.feel.draw_flashes(now, self.layout.window_rect)
            hud.draw_front(now)
            self._draw_lifted(now)  # in the hand: over everything
            if self.over_since is not None:
                self._draw_over(now - self.over_since)

    def _draw_lifted(self, now: float) -> None:
        """The piece in the mouse's hand (or landing, or flying home), with its shadow while
        it is held up."""
        drag, piece = self.hands.drag, self.hands.held
        if not drag.active or piece is None:
            return
        self.lifted.draw(piece, drag.pose(now), self.board.color(piece.color), now,
                         shadow=LIFTED_SHADOW if drag.holding else 0.0)

    def _danger(self) -> float:
        """0–1: how much of the tray no longer fits (the board frame reddens)."""
        snap = self.snapshot
        left = [ok for ok, p in zip(self.playable_slots(), snap.tray, strict=True)
                if p is not None]
        stuck = sum(1 for ok in left if not ok)
        return 1.0 if snap.over else (stuck / len(left) if left else 0.0)

    def _shaken(self, now: float) -> AbstractContextManager[None]:
        """Draw the board and HUD offset by the screen shake (the kept pictures are
        moved with them: :meth:`still_shift`)."""
        return shaken(self.window.ctx, self.shake, now, self.feel.offset(now))

    def _draw_over(self, age: float) -> None:
        """The board dims under a banner before the game over screen."""
        k = min(1.0, age / 0.6)
        arcade.draw_rect_filled(self.board.rect, theme.with_alpha(theme.SHADE, round(150 * k)))
        self.over_text.color = theme.with_alpha(theme.DANGER, round(255 * k))
        self.over_text.draw()


def _tray_key(looks: Sequence[SlotLook]) -> Hashable:
    """What the tray's panels look like, or None while one is chosen (its glow pulses)."""
    if any(look.chosen for look in looks):
        return None
    return tuple(look.hovered for look in looks)
