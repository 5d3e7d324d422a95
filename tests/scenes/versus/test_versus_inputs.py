"""Bad and odd input around a match: the keyboard sets' tables in the settings file, a pad
unplugged on the joining screen, a pad that is in no slot pressing during a match; and each
field's sounds panned to its place."""

from __future__ import annotations

import arcade
import pytest

from game.app import use_player_bindings
from game.core.actions import Action
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.versus.join import VersusJoinScene
from game.scenes.versus.lineup import Lineup
from game.scenes.versus.match_start import MatchChoice
from game.scenes.versus.play import VersusPlayScene
from game.scenes.versus.sound import SPREAD, field_centre, field_columns
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import press, run_frames


def test_a_keyboard_set_rebound_in_the_settings_file_moves_its_slot(app: App,
                                                                    window: arcade.Window) -> None:
    use_player_bindings(app, {"keyboard": {"versus_left": {"left": ["J"]}}})
    lineup = Lineup()
    lineup.join_keys("left")
    lineup.add_bot(1)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}), lineup)
    app.nav.push(play)
    press(window, arcade.key.A)  # no longer left
    press(window, arcade.key.J)
    run_frames(window, 2)
    moved = [c.action for c in play.driver.recorder.inputs if c.player == 0 and c.pressed]
    assert moved == [Action.LEFT]


@pytest.mark.parametrize(("table", "message"), [
    ({"left": ["NO_SUCH_KEY"]}, "unknown key name 'NO_SUCH_KEY'"),
    ({"level_up": ["K"]}, "unknown action 'level_up'"),
])
def test_a_bad_keyboard_set_in_the_settings_file_names_the_key_and_the_shipped_one_plays(
        app: App, table: dict, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    use_player_bindings(app, {"keyboard": {"versus_right": table}})
    said = capsys.readouterr().err
    assert "keyboard.versus_right" in said and message in said
    assert app.bindings_for("versus_right").names["left"] == ("LEFT",)


def test_a_pad_unplugged_on_the_joining_screen_takes_its_slot_away(app: App) -> None:
    pads = [FakePad(), FakePad()]
    manager = FakeManager(*pads)
    app.start_pads(manager)
    join = VersusJoinScene(app)
    app.nav.reset(join)
    for pad in pads:
        pad.tap("a")
    manager.unplug(pads[0])
    assert [s.pad for s in join.lineup.slots] == [pads[1].controller]
    assert join.lineup.first_person == 0


def test_a_pad_in_no_slot_does_nothing_in_a_match(app: App, window: arcade.Window) -> None:
    pads = [FakePad(), FakePad()]
    app.start_pads(FakeManager(*pads))
    lineup = Lineup()
    lineup.join_pad(pads[0].controller, "one")
    lineup.add_bot(1)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}), lineup)
    app.nav.push(play)
    pads[1].tap("start")
    pads[1].dpad(-1, 0)
    run_frames(window, 2)
    assert app.nav.top is play and not play.driver.paused
    assert not [c for c in play.driver.recorder.inputs if c.player == 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_fields_sounds_are_panned_inside_its_own_band(players: int) -> None:
    band = 2 * SPREAD / players
    for i in range(players):
        cols = field_columns(i, players)
        low, high = -SPREAD + i * band, -SPREAD + (i + 1) * band
        assert cols.pan([[0, 0]]) == pytest.approx(low)
        assert cols.pan([[9, 0]]) == pytest.approx(high)
        assert low < cols.pan([[4, 0], [5, 0]]) < high
        assert cols.pan([[4.5, 0]]) == pytest.approx(field_centre(i, players))
    assert field_centre(0, players) < 0 < field_centre(players - 1, players)


def test_a_keyboard_set_places_verse_pieces_in_a_race(app: App, window: arcade.Window) -> None:
    lineup = Lineup()
    lineup.join_keys("left")
    lineup.join_keys("right")
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("verse", {}), lineup)
    app.nav.push(play)
    run_frames(window, 2, draw=True)
    press(window, arcade.key.SPACE)  # the first press picks a tray piece
    press(window, arcade.key.A)  # the cursor moves
    press(window, arcade.key.SPACE)  # and the piece goes down there
    run_frames(window, 3, draw=True)
    placed = [c for c in play.driver.recorder.inputs if c.action is Action.PLACE]
    assert [c.player for c in placed] == [0] and len(placed[0].args) == 3
    assert play.snapshot.slots[0].game.placements == 1
    assert play.snapshot.slots[1].game.placements == 0
    press(window, arcade.key.RETURN)  # the right hand picks, then places its own
    press(window, arcade.key.RETURN)
    run_frames(window, 3, draw=True)
    assert play.snapshot.slots[1].game.placements == 1
