"""A versus match on screen: 2-4 fields side by side, each with its HUD, stepped by one rules
loop (a :class:`~game.sim.match_recorder.MatchRecorder` asking the bot slots first).

Inputs: each keyboard set's keys move its slot, each pad its own (commands carry the pad
that sent them); every change goes to the loop as ``(action, pressed, args, slot)``. Any
person's pause (Esc too) pauses the whole match and opens one pause menu (a second press on
the same tick finds the menu already up). A pad unplugged mid-round pauses the match and
its slot waits for a pad, or for the players to hand it to a bot
(:mod:`game.scenes.versus.waiting`). Between rounds the match runs its own break (the
round-over overlay shows each slot's figures); once it is decided the match-over screen
offers a rematch or the title.

The scene never changes the match: effects and sounds react to the events (each names its
slot), the fields draw the newest snapshot.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from pathlib import Path
from typing import Any

import arcade

from game.core.actions import Action
from game.core.events import Event
from game.i18n import _, number
from game.input.commands import Command
from game.input.keyboard import PAUSE, VERSUS_KEY_TABLES, KeyboardInput
from game.render.kept.board_parts import BoardParts
from game.render.palette import Palette, load_palette
from game.rules.versus.views import MATCH_OVER, MatchSnapshot
from game.scenes.base import Scene
from game.scenes.driver import LoopDriver
from game.scenes.fx.field import FieldFx
from game.scenes.fx.strengths import FULL, Strengths
from game.scenes.play_common import hold_or_let_go, show_crash
from game.scenes.services import App
from game.scenes.versus.field_layout import slot_boxes
from game.scenes.versus.lineup import Lineup, Slot
from game.scenes.versus.match_start import MatchChoice, recorder_for, slot_specs
from game.scenes.versus.overlays import RoundOverlay
from game.scenes.versus.race_field import DEFAULT_EDGE, RaceField
from game.scenes.versus.slot_field import SlotField
from game.scenes.versus.sound import field_centre, field_columns
from game.ui import theme
from game.ui.hud_parts import clock_text
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import draw_panels
from game.ui.textbatch import TextBatch

OVER_DELAY = 1.6  # seconds the decided match stays before the match-over screen
#: A screen of several fields throws, all fields together, about this many fields' worth of
#: sparks: each field's bursts are scaled by ``SPARK_FIELDS / fields`` (never above 1). Sparks
#: cost the software rasteriser per spark (about 3 µs, and 12 ns a pixel it covers, measured
#: at 1920×1080), and four bots clearing rows keep bursts alive in every field: at full
#: density they were 7 of a four-field frame's 16.5 ms of CPU.
SPARK_FIELDS = 2.0
ESCAPE = arcade.key.ESCAPE


class VersusPlayScene(Scene):
    """One match, from the first round to the match-over screen."""

    MUSIC = "retris"

    def __init__(self, app: App, choice: MatchChoice, lineup: Lineup) -> None:
        super().__init__(app)
        self.choice = choice
        self.lineup = lineup
        self.fx: Strengths = FULL
        self.shapes = LiveShapes(app.window.ctx)
        #: Hard drops' trails and big clears' field flashes, every field's (the spring,
        #: shake and pulse move a whole screen: not in a match of several fields).
        self.feel = FieldFx(app.window.ctx)
        self.overlay = RoundOverlay()
        self.driver: LoopDriver | None = None
        #: Autoplayers standing in for people (``shot``, tools): slot → pilot.
        self.pilots: dict[int, Any] = {}
        self._fields_still = False  # the fields' still parts are in the board picture
        self._start()

    @property
    def pad_table(self) -> str:  # type: ignore[override]
        """The pads read their game's table (``[pad.retris]``…)."""
        return self.choice.game

    # -- the match --------------------------------------------------------------------------

    def _start(self) -> None:
        app, choice = self.app, self.choice
        seed = app.seed_source()
        rules, header = app.new_match(choice.game, dict(choice.options), seed,
                                      slot_specs(self.lineup), choice.first_to)
        self.driver = app.start_loop(rules, header, self._recorder(rules, header))
        self.kept: Path | None = None  # the match's replay file, once saved
        self._keeping = True  # until it is saved (or found not worth it) once
        palette = load_palette(app.effects().palette)
        ctx = app.window.ctx
        self.fields = [self._field(ctx, palette, i, slot)
                       for i, slot in enumerate(self.lineup.slots)]
        self.inputs = {i: self._input(i) for i, s in enumerate(self.lineup.slots)
                       if not s.is_bot}
        self.snapshot: MatchSnapshot = self.driver.latest()
        self.over_since: float | None = None
        self._layout = None
        self._follow()

    def _recorder(self, rules: Any, header: Any) -> Any:
        """What records the match and asks its bots for their changes (a watched match
        has none: its inputs are the replay's)."""
        return recorder_for(rules, header, self.lineup, self.choice)

    def _field(self, ctx: arcade.ArcadeContext, palette: Palette, index: int,
               slot: Slot) -> SlotField:
        """A Retris slot's field and HUD, or a race's board (Tet'light, Verse)."""
        if self.choice.game == "retris":
            return SlotField(ctx, palette, index, slot)
        edge = int(self.choice.options.get("edge", DEFAULT_EDGE))
        race = RaceField(ctx, palette, index, slot, self.choice.game, edge)
        race.rotation = bool(self.choice.options.get("rotation", False))
        race.push = partial(self._place, index)  # Verse: the slot's hands place through it
        return race

    def _place(self, slot: int, action: Action, args: tuple[int, ...]) -> None:
        """A Verse placement or turn of ``slot`` (a command alone: nothing is held)."""
        assert self.driver is not None
        self.driver.push(action, True, args, slot)

    def _verse(self, index: int, name: str, source: Hashable, pressed: bool) -> bool:
        """A Verse slot's command (its hands turn it into placements)."""
        f = self.fields[index]
        return isinstance(f, RaceField) and f.command(name, source, pressed)

    def _input(self, slot: int) -> KeyboardInput:
        """A person's held controls, pushed as changes of ``slot``."""
        keys = self.lineup.slots[slot].keys
        table = VERSUS_KEY_TABLES[keys] if keys else self.choice.game
        assert self.driver is not None
        return KeyboardInput(self.app.bindings_for(table),
                             partial(self._push, slot))

    def _push(self, slot: int, action: Action, pressed: bool) -> None:
        assert self.driver is not None
        self.driver.push(action, pressed, (), slot)

    @property
    def keys(self) -> KeyboardInput:
        """The pause screen's controls panel shows the first person's keys."""
        first = self.lineup.first_person
        return self.inputs[first] if first in self.inputs else self._input(0)

    def release_all(self) -> None:
        for keys in self.inputs.values():
            keys.release_all()

    def pause(self) -> None:
        """Every clock stops and one pause menu opens (a second pause finds it open)."""
        from game.scenes.versus.pause import VersusPauseScene

        if self.app.nav.top is not self or self.snapshot.phase == MATCH_OVER:
            return
        assert self.driver is not None
        self.release_all()
        self.driver.set_paused(True)
        self.app.nav.push(VersusPauseScene(self.app, self))

    def resume(self) -> None:
        """Back to play, unless a slot still waits for a pad: the match stays paused and
        its screen shows once this one is on top again (:meth:`update`)."""
        assert self.driver is not None
        self._lose_unplugged()
        if not self.lineup.waiting:
            self.driver.set_paused(False)

    def restart(self) -> None:
        """A rematch: the same players, a fresh match (a new seed)."""
        self.dismiss()
        for f in self.fields:
            f.clear_effects()
        self.feel.clear()
        self._start()

    def again(self) -> VersusPlayScene:
        return VersusPlayScene(self.app, self.choice, self.lineup)

    def dismiss(self) -> None:
        """The match is left (a rematch, back to the title): its loop stops, and a match
        not decided yet is kept as it stands."""
        if self.driver is not None:
            self.driver.stop()
            self._keep()

    def _keep(self) -> None:
        """Save the match's replay, once a match (:mod:`game.scenes.versus.keep`)."""
        from game.scenes.versus.keep import keep_match

        if self._keeping and self.driver is not None:
            self._keeping = False
            self.kept = keep_match(self.driver)

    # -- pads lost and found ----------------------------------------------------------------

    def on_pad_change(self, what: str) -> None:
        """A pad unplugged: if it held a slot, the match pauses and the slot waits."""
        if what == "disconnected" and self._lose_unplugged() and self.app.nav.top is self:
            self._wait_for_pad()

    def _lose_unplugged(self) -> bool:
        """Slots whose pad is gone wait for one; True when any slot lost its pad now."""
        from game.input.pads import is_plugged

        lost = False
        for i, slot in enumerate(self.lineup.slots):
            if slot.pad is not None and not is_plugged(self.app.pads, slot.pad):
                self.lineup.lose_pad(slot.pad)
                if i in self.inputs:
                    self.inputs[i].release_all()
                self.fields[i].set_slot(self.lineup.slots[i])
                lost = True
        return lost

    def _wait_for_pad(self) -> None:
        from game.scenes.versus.waiting import WaitingScene

        assert self.driver is not None
        self.release_all()
        self.driver.set_paused(True)
        self.app.nav.push(WaitingScene(self.app, self))

    def slot_taken(self, index: int) -> None:
        """Slot ``index`` has a new holder (a pad, or a bot): its input and its HUD follow."""
        from game.bots import make_bot
        from game.bots.seats import bot_seed
        from game.scenes.versus.match_start import slot_entries

        assert self.driver is not None
        slot = self.lineup.slots[index]
        self.fields[index].set_slot(slot)
        recorder = self.driver.recorder
        recorder.slots = slot_entries(self.lineup)
        if slot.is_bot:
            self.inputs.pop(index, None)
            recorder.set_bot(index, make_bot(self.choice.game, slot.level, self.choice.options,
                                             bot_seed(recorder.header.seed, index)))
        else:
            recorder.set_bot(index, None)
            self.inputs[index] = self._input(index)

    # -- frames -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        driver = self.driver
        assert driver is not None
        if self.lineup.waiting:  # a pad lost under the pause menu: the slot waits now
            self._wait_for_pad()
            return
        driver.advance(dt)
        if driver.error is not None:
            show_crash(self.app, self, driver.error, driver.log_path)
            return
        self.snapshot = driver.latest()
        self.fx = self.feel.read(self.app)
        self._follow(dt)
        events = driver.drain_events()
        self._sounds(events)
        for event in events:
            self._react(event)
        self.overlay.update(self.snapshot)
        self._check_over()

    def _follow(self, dt: float = 0.0) -> None:
        for f, view in zip(self.fields, self.snapshot.slots, strict=False):
            f.update(view, dt)

    def spark_density(self) -> float:
        """The particles setting as each field spends it (:data:`SPARK_FIELDS`)."""
        return self.fx.particles * min(1.0, SPARK_FIELDS / max(1, len(self.fields)))

    def _react(self, event: Event) -> None:
        slot = event.data.get("player")
        density = self.spark_density()
        if isinstance(slot, int) and 0 <= slot < len(self.fields):
            self.fields[slot].react(event, self.time, density, self.fx.flash, self.feel)
        if event.kind == "round_start":
            for f in self.fields:
                f.clear_effects()
        elif event.kind == "attack":  # the lines land in the target's bar
            target = event.data.get("target")
            if isinstance(target, int) and 0 <= target < len(self.fields):
                self.fields[target].incoming(int(event.data.get("lines", 0) or 0), self.time,
                                             density)

    def _sounds(self, events: list[Event]) -> None:
        """Each slot's sounds panned to its field."""
        import time

        n, drained = len(self.fields), time.perf_counter()
        for event in events:
            slot = event.data.get("player")
            if not isinstance(slot, int) or not 0 <= slot < n:
                continue
            self.app.sound.event(self.choice.game, event, field_columns(slot, n),
                                 field_centre(slot, n), drained)

    def _check_over(self) -> None:
        if self.snapshot.phase != MATCH_OVER:
            return
        if self.over_since is None:
            self.release_all()
            self.over_since = self.time
            self._keep()  # decided: the loop steps no more
        elif self.time - self.over_since >= OVER_DELAY and self.app.nav.top is self:
            from game.scenes.versus.result import MatchOverScene

            self.app.nav.push(MatchOverScene(self.app, self))

    # -- keys and pads ----------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == ESCAPE:
            self.pause()
            return True
        for i, keys in self._keyboard_slots():
            name = keys.bindings.command(symbol, modifiers)
            if name == PAUSE:
                self.pause()
                return True
            if name is not None and self.choice.game == "verse":
                return self._verse(i, name, symbol, True)
            if name is not None and keys.hold(name, symbol):
                return True
        return False

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        if self.choice.game == "verse":
            return any(self._verse(i, "", symbol, False) for i, _ in self._keyboard_slots())
        return any(keys.let_go(symbol) for _, keys in self._keyboard_slots())

    def _keyboard_slots(self) -> list[tuple[int, KeyboardInput]]:
        return [(i, k) for i, k in self.inputs.items() if self.lineup.slots[i].keys]

    def on_command(self, command: Command) -> bool:
        """A pad's command moves that pad's slot (a pad in no slot is ignored)."""
        if command.device != "pad":
            return False
        index = self.lineup.index_of_pad(command.pad)
        if index is None or index not in self.inputs:
            return False
        if command.name == PAUSE:
            if command.pressed:
                self.pause()
            return True
        if self.choice.game == "verse":
            return self._verse(index, command.name, command.source, command.pressed)
        return hold_or_let_go(self.inputs[index], command)

    def on_deactivate(self) -> None:
        """Losing the window's focus pauses: keys released elsewhere would stay held."""
        if self.snapshot.phase != MATCH_OVER:
            self.pause()

    # -- drawing ----------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        return list(self.fields)

    def build(self, layout: Layout) -> None:
        w, h = self.content_size()
        boxes = slot_boxes(len(self.fields), w, h, self.frame)
        for f, box in zip(self.fields, boxes, strict=True):
            f.place(box, self.choice.first_to)
        cell = boxes[0].cell
        top = max(b.header.top for b in boxes)
        self.heading = arcade.Text(self._heading(), round(w / 2), round(top + 0.2 * cell),
                                   theme.INK_DIM, max(8.0, 0.55 * cell),
                                   font_name=theme.LABEL_FONT, bold=True, anchor_x="center",
                                   anchor_y="bottom")
        self.overlay.build(boxes, (w, h))
        self.texts = TextBatch([self.heading, *(t for f in self.fields for t in f.texts())])

    def _heading(self) -> str:
        snap = self.snapshot
        words = _("ROUND {n} · {match}").format(n=number(snap.round), match=self.choice.title)
        if snap.time_left is not None:
            words += f" · {clock_text(snap.time_left / max(1, snap.tick_rate))}"
        return words

    def on_draw(self) -> None:
        """The fields' cells go to their buffers first: whether the lattices and blocks are
        kept in the board picture (:meth:`board_key`) depends on them."""
        self.follow_palette()
        self.ensure_layout()
        for f in self.fields:
            f.prepare(self.time)
        super().on_draw()

    def still_key(self) -> Hashable:
        return self.layout, tuple(f.boxes for f in self.fields)

    def draw_still(self) -> None:
        draw_panels([shape for f in self.fields for shape in f.panels()])

    def board_key(self) -> Hashable:
        """Every field's lattice, blocks, hold and next while none of them moves (between
        locks): kept in one picture, each field in its part (its column), which alone is drawn
        again when that field changes (game.render.kept.board_parts). Drawing four fields'
        cells every frame was most of the frame (measured: 14 of 17 ms at 1920×1080)."""
        keys = tuple(f.still_key() for f in self.fields)
        self._fields_still = None not in keys
        if not self._fields_still:
            return None
        # Each field in its own column: a lock mends its column of the picture alone.
        areas = tuple((b.left, b.bottom, b.right, b.top) for b in
                      (f.boxes.column for f in self.fields if f.boxes is not None))
        return BoardParts(keys, areas, self._draw_field_still)

    def draw_board_still(self) -> None:
        for i in range(len(self.fields)):
            self._draw_field_still(i)

    def _draw_field_still(self, index: int) -> None:
        self.fields[index].draw_still(self.time)

    def draw(self) -> None:
        now = self.time
        if not self.still_kept:
            self.draw_still()
        kept = self.board_kept and self._fields_still
        for f in self.fields:
            f.draw(now, kept)
        self.feel.draw_trails(now)
        self.feel.draw_flashes(now, self.layout.window_rect)
        for f, view in zip(self.fields, self.snapshot.slots, strict=False):
            f.shapes(self.shapes, view.wins)
        self.shapes.draw()
        heading = self._heading()
        if self.heading.text != heading:
            self.heading.text = heading
        self.texts.draw()
        if self.app.nav.top is self:  # the match-over screen says it over a frozen frame
            self.overlay.draw(now)

