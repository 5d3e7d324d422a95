"""The versus screens with real pad events (fake pyglet devices under pyglet's own Controller,
tests/input/fake_pad.py) and keys: joining, a full match, playing per slot, two players
pausing on one tick, a pad unplugged mid-round; and the match screen drawn with 2-4 fields."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.core.actions import Action
from game.input.commands import CHOOSE
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.versus.join import VersusJoinScene
from game.scenes.versus.lineup import Lineup
from game.scenes.versus.match_start import MatchChoice
from game.scenes.versus.play import VersusPlayScene
from game.scenes.versus.result import MatchOverScene
from game.scenes.versus.waiting import WaitingScene
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import assert_not_blank, focus, frame_pixels, press, run_frames
from tests.scenes.versus.stack_out import stack_out


def _pads(app: App, n: int) -> tuple[FakeManager, list[FakePad]]:
    pads = [FakePad() for _ in range(n)]
    manager = FakeManager(*pads)
    app.start_pads(manager)
    return manager, pads


def _join_screen(app: App) -> VersusJoinScene:
    app.nav.reset(TitleScene(app))
    focus(app.nav.top, "VERSUS")
    app.nav.top.menu.focused.on_select()
    scene = app.nav.top
    assert isinstance(scene, VersusJoinScene)
    return scene


def _inputs(scene: VersusPlayScene, slot: int) -> list[Action]:
    return [c.action for c in scene.driver.recorder.inputs if c.player == slot and c.pressed]


def test_each_pads_a_takes_a_slot_and_a_fifth_pad_on_a_full_match_gets_a_notice(
        app: App, window: arcade.Window) -> None:
    _, pads = _pads(app, 5)
    join = _join_screen(app)
    for pad in pads[:4]:
        pad.tap("a")
    assert [s.pad for s in join.lineup.slots] == [p.controller for p in pads[:4]]
    assert all(s.device == "FAKE PAD" and s.glyph == "A" for s in join.lineup.slots)
    pads[4].tap("a")  # a pad joining a full match
    assert len(join.lineup) == 4 and join.lineup.index_of_pad(pads[4].controller) is None
    assert any("full" in line for line in app.notices.current())
    assert app.nav.top is join
    frame = frame_pixels(window)  # the screen with four cards and the notice draws
    assert_not_blank(frame)
    pads[4].tap("b")  # a pad in no slot: the others stay
    assert app.nav.top is join
    pads[2].tap("b")  # B takes a pad's slot away; the next ones move up
    assert [s.pad for s in join.lineup.slots] == [p.controller for p in (pads[0], pads[1],
                                                                         pads[3])]


def test_the_two_keyboard_sets_join_and_the_first_player_starts_the_match(
        app: App, window: arcade.Window) -> None:
    join = _join_screen(app)
    press(window, arcade.key.SPACE)  # the left hand's hard drop
    press(window, arcade.key.RETURN)  # the right hand's
    assert [s.keys for s in join.lineup.slots] == ["left", "right"]
    focus(join, "ROUNDS")
    press(window, arcade.key.RIGHT)
    assert join.choice.first_to == 4
    focus(join, "START")
    press(window, arcade.key.RETURN)  # joined already: now it chooses
    play = app.nav.top
    assert isinstance(play, VersusPlayScene) and play.choice.first_to == 4
    window.dispatch_event("on_key_press", arcade.key.A, 0)  # left hand: move left
    window.dispatch_events()
    window.dispatch_event("on_key_press", arcade.key.UP, 0)  # right hand: rotate
    window.dispatch_events()
    run_frames(window, 2)
    assert _inputs(play, 0) == [Action.LEFT] and _inputs(play, 1) == [Action.CW]


def _pad_match(app: App, n: int = 2, bots: int = 0) -> tuple[FakeManager, list[FakePad],
                                                            VersusPlayScene]:
    manager, pads = _pads(app, n)
    join = _join_screen(app)
    for pad in pads:
        pad.tap("a")
    for _ in range(bots):
        join.add_bot()
    focus(join, "START")
    pads[0].tap("a")  # the first player's A on START
    play = app.nav.top
    assert isinstance(play, VersusPlayScene)
    return manager, pads, play


def test_each_pad_moves_its_own_slot(app: App, window: arcade.Window) -> None:
    _, pads, play = _pad_match(app)
    pads[1].dpad(-1, 0)
    pads[1].dpad(0, 0)
    pads[0].button("x", True)  # hold
    run_frames(window, 2)
    assert _inputs(play, 1) == [Action.LEFT] and _inputs(play, 0) == [Action.HOLD]


def test_two_players_pausing_on_one_tick_open_one_pause_menu(app: App,
                                                            window: arcade.Window) -> None:
    _, pads, play = _pad_match(app, 2)
    run_frames(window, 3)
    pads[0].tap("start")
    pause = app.nav.top
    pads[1].tap("start")  # the same frame: the same pause, not a resume
    window.dispatch_event("on_key_press", arcade.key.ESCAPE, 0)  # and Esc on the keyboard
    window.dispatch_events()
    assert isinstance(pause, PauseScene) and app.nav.top is pause
    assert sum(isinstance(s, PauseScene) for s in app.nav.stack) == 1
    assert play.driver.paused
    tick = play.driver.latest().tick
    run_frames(window, 30)  # half a second: every clock stopped
    assert play.driver.latest().tick == tick and app.nav.top is pause
    pads[1].tap("start")  # a later press resumes
    assert app.nav.top is play and not play.driver.paused


def test_a_pad_unplugged_mid_round_pauses_and_its_slot_can_go_to_a_bot(
        app: App, window: arcade.Window) -> None:
    manager, pads, play = _pad_match(app, 2)
    run_frames(window, 3)
    manager.unplug(pads[1])
    wait = app.nav.top
    assert isinstance(wait, WaitingScene) and play.driver.paused
    assert play.lineup.waiting == [1] and play.fields[1].slot.waiting
    assert_not_blank(frame_pixels(window))
    focus(wait, "HAND P2 TO A BOT")
    wait.menu.focused.adjust(1)  # level 4
    pads[0].tap("a")  # a pad of the match chooses in the menu
    assert app.nav.top is play and not play.driver.paused
    assert play.lineup.slots[1].is_bot and play.lineup.slots[1].level == 4
    assert play.driver.recorder.slots == [{"kind": "person", "device": "pad:FAKE PAD"},
                                          {"kind": "bot", "level": 4, "device": "bot"}]
    run_frames(window, 240)
    assert _inputs(play, 1), "the bot did not play the slot"


def test_a_new_pad_takes_the_slot_of_an_unplugged_one(app: App,
                                                      window: arcade.Window) -> None:
    manager, pads, play = _pad_match(app, 2)
    manager.unplug(pads[0])
    assert isinstance(app.nav.top, WaitingScene)
    fresh = FakePad()
    manager.plug(fresh)
    fresh.tap("a")
    assert app.nav.top is play and play.lineup.slots[0].pad is fresh.controller
    fresh.dpad(1, 0)
    run_frames(window, 2)
    assert _inputs(play, 0) == [Action.RIGHT]


def test_the_match_over_screen_offers_a_rematch(app: App, window: arcade.Window) -> None:
    lineup = Lineup()
    lineup.join_keys("left")
    lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}, 1), lineup)
    app.nav.push(play)
    stack_out(app, window, play)
    over = app.nav.top
    assert isinstance(over, MatchOverScene)
    assert over.rows()[1][1] == "1"  # P2 (the bot) won its round
    assert_not_blank(frame_pixels(window))
    over.menu.on_command(CHOOSE)  # REMATCH
    assert app.nav.top is play and play.snapshot.tick == 0 and play.snapshot.round == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_match_screen_draws_every_field(app: App, window: arcade.Window,
                                            players: int) -> None:
    lineup = Lineup()
    for _ in range(players):
        lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}), lineup)
    app.nav.push(play)
    run_frames(window, 400)
    pixels = frame_pixels(window)
    assert_not_blank(pixels)
    height = pixels.shape[0]
    for f in play.fields:
        box = f.field.rect
        scale = height / window.height
        part = pixels[height - int(box.top * scale):height - int(box.bottom * scale),
                      int(box.left * scale):int(box.right * scale)]
        # The field's own blocks were drawn into its box: many colours, not a flat fill.
        assert part.size and part.std() > 20
        assert len(np.unique(part.reshape(-1, 3)[::5], axis=0)) > 60
    assert all(v.game.score >= 0 for v in play.snapshot.slots)
    assert [f.device.text for f in play.fields] == ["BOT · LEVEL 5"] * players


def test_the_kept_fields_picture_shows_what_drawing_everything_shows(
        app: App, window: arcade.Window) -> None:
    lineup = Lineup()
    for _ in range(3):
        lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}), lineup)
    app.nav.push(play)
    run_frames(window, 300)
    for _ in range(240):  # a frame between locks (the same moment is drawn twice below)
        run_frames(window, 1)
        play.on_draw()
        if play.board_kept:
            break
    assert play.board_kept, "the fields were never kept"
    kept = frame_pixels(window).astype(int)
    play.board_key = lambda: None  # type: ignore[method-assign]
    direct = frame_pixels(window).astype(int)
    assert not play.board_kept
    assert np.abs(kept - direct).max() <= 2


def test_an_attack_sparks_in_the_targets_bar_and_risen_garbage_flashes(
        app: App, window: arcade.Window) -> None:
    from game.core.events import Event

    lineup = Lineup()
    lineup.add_bot(5)
    lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}), lineup)
    app.nav.push(play)
    run_frames(window, 2, draw=True)
    target = play.fields[1]
    before = target.field.particles.head
    play._react(Event(play.snapshot.tick, "attack", {"player": 0, "target": 1, "lines": 2}))
    assert target.field.particles.head != before  # sparks spawned in P2's field
    assert play.fields[0].field.particles.head == 0
    play._react(Event(play.snapshot.tick, "garbage", {"player": 1, "rows": 3, "holes": [4]}))
    flashed = {int(i) // 10 for _, _, cells in target.field._flashes for i in cells}
    assert {0, 1, 2} <= flashed
    play._react(Event(play.snapshot.tick, "lock", {"player": 1, "cells": [[4, 0], [5, 0]],
                                                    "hard": True, "dropped": 12, "piece": "O"}))
    assert play.feel.trails.streaks  # the hard drop's trail, on P2's field
    play._react(Event(play.snapshot.tick, "rows_cleared", {"player": 0, "rows": [0, 1, 2, 3],
                                                            "points": 24}))
    assert play.feel.flash.lit  # four rows: the field flashes
