"""Every kind of pad in the game itself: a joystick-class pad mapped from the database plays at
once; one no database knows is mapped on the "press each button" screen, saved, read at the
next start and plays; menus confirm on the right on a Switch pad (a Settings choice); hints,
panels and the HUD name the buttons as the pad used last prints them."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest
from arcade import key
from pyglet.event import EventDispatcher

from game.config.loader import load_settings
from game.input import evdev_pads
from game.input.evdev_pads import make_controller
from game.input.pad_db import PadDatabase
from game.scenes.menus.pad_mapping import MappingOffer, PadMappingScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.navigator import Navigator
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from tests.input.real_pads import (
    DRAGONRISE,
    DRAGONRISE_UNKNOWN,
    DUALSENSE,
    SWITCH_PRO,
    ModelDevice,
    PadModel,
)
from tests.scenes.conftest import press, run_frames

# The unknown DragonRise answered as the database's own line for its sibling says.
ANSWERS: list[tuple[str, int | tuple[int, int]]] = [
    ("key", 0x121), ("key", 0x122), ("key", 0x120), ("key", 0x123),  # A B X Y
    ("key", 0x126), ("key", 0x124), ("key", 0x127), ("key", 0x125),  # shoulders, triggers
    ("key", 0x128), ("key", 0x129),  # back, start
    ("axis", (0x01, 0)), ("axis", (0x01, 255)), ("axis", (0x00, 0)), ("axis", (0x00, 255)),
]


class ModelManager(EventDispatcher):
    """Stands in for :class:`~game.input.evdev_pads.EvdevPads`: given the game's database
    as that one is, it makes each pad's controller with the game's own creator."""

    def __init__(self, db: PadDatabase, models: list[PadModel]) -> None:
        self.devices = [ModelDevice(m) for m in models]
        self.controllers = [make_controller(d, db) for d in self.devices]

    def get_controllers(self) -> list:
        return self.controllers

    def unplug(self, index: int) -> None:
        self.dispatch_event("on_disconnect", self.controllers[index])


ModelManager.register_event_type("on_connect")
ModelManager.register_event_type("on_disconnect")


@pytest.fixture
def plug(monkeypatch: pytest.MonkeyPatch) -> Callable[..., ModelManager]:
    """``plug(app, *models)``: start the app's pads with these pads plugged in."""

    def start(app: App, *models: PadModel) -> ModelManager:
        made: list[ModelManager] = []

        def manager(db: PadDatabase) -> ModelManager:
            made.append(ModelManager(db, list(models)))
            return made[-1]

        monkeypatch.setattr(evdev_pads, "EvdevPads", manager)
        app.start_pads(on_unmapped=MappingOffer(app))  # as the game does
        return made[0]

    return start


@pytest.fixture
def home(app: App, tmp_path: Path) -> Iterator[App]:
    app.settings_path = tmp_path / "settings.toml"
    app.apply_video = lambda video: None  # type: ignore[method-assign]
    yield app


def _fresh_app(window: arcade.Window, like: App) -> App:
    """The next start of the game: a new app over the same settings folder."""
    app = App(window, Navigator(window), sync_loops=True, seed_source=lambda: 7,
              log_path=like.log_path, on_quit=lambda: None)
    app.settings_path = like.settings_path
    return app


def _on_title(app: App, plug: Callable[..., ModelManager], model: PadModel
              ) -> tuple[TitleScene, ModelManager, ModelDevice]:
    """The title shown, with ``model`` plugged in at start."""
    pads = plug(app, model)
    title = TitleScene(app)
    app.nav.reset(title)
    return title, pads, pads.devices[0]


def _release_all(device: ModelDevice) -> None:
    for button in device.keys.values():
        button.value = False


def test_a_joystick_class_pad_in_the_database_plays_at_once(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window,
        capsys: pytest.CaptureFixture[str]) -> None:
    pads = plug(home, DRAGONRISE)
    assert "(03000000790000001100000010010000): mapped from arcade's SDL database" in \
        capsys.readouterr().err
    title = TitleScene(home)
    home.nav.reset(title)
    device = pads.devices[0]
    device.abs[0x00].value = 255  # the d-pad (an axis) right
    device.abs[0x00].value = 127
    assert title.menu.focus == 1
    device.keys[0x121].value = True  # bottom: choose (the Tet'light card)
    assert not isinstance(window.current_view, (TitleScene, PadMappingScene))


def test_an_unknown_pad_is_mapped_button_by_button_saved_and_plays_next_start(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window,
        capsys: pytest.CaptureFixture[str]) -> None:
    pads = plug(home, DRAGONRISE_UNKNOWN)
    guid = DRAGONRISE_UNKNOWN.guid
    assert f"gamepad USB Gamepad ({guid}): no mapping: press each button in Settings → " \
           "Controls → MAP A PAD" in capsys.readouterr().err
    title = TitleScene(home)
    home.nav.reset(title)
    device = pads.devices[0]
    device.keys[0x125].value = True  # any button, on a menu: the mapping screen opens
    screen = window.current_view
    assert isinstance(screen, PadMappingScene) and screen.controller is pads.controllers[0]
    _release_all(device)
    for kind, what in ANSWERS:
        if kind == "key":
            device.keys[what].value = True  # type: ignore[index]
            device.keys[what].value = False  # type: ignore[index]
        else:
            code, value = what  # type: ignore[misc]
            device.abs[code].value = value
            device.abs[code].value = 127
    for _ in range(4):  # no sticks on this pad
        press(window, key.SPACE)
    run_frames(window, 1)
    assert window.current_view is title
    saved = (home.settings_path.parent / "gamecontrollerdb.txt").read_text()
    line = next(line for line in saved.splitlines() if line.startswith(guid))
    assert line == (f"{guid},USB Gamepad,a:b1,b:b2,x:b0,y:b3,leftshoulder:b6,"
                    "rightshoulder:b4,lefttrigger:b7,righttrigger:b5,back:b8,start:b9,"
                    "dpup:-a1,dpdown:+a1,dpleft:-a0,dpright:+a0,platform:Linux,")
    device.abs[0x00].value = 255  # it plays now
    device.abs[0x00].value = 127
    assert title.menu.focus == 1

    again = _fresh_app(window, home)
    pads = plug(again, DRAGONRISE_UNKNOWN)
    assert f"({guid}): mapped from your pad mappings file" in capsys.readouterr().err
    title = TitleScene(again)
    again.nav.reset(title)
    pads.devices[0].keys[0x121].value = True  # bottom chooses the Retris card
    assert isinstance(window.current_view, RetrisSetupScene)


def test_leaving_the_mapping_screen_saves_nothing_and_it_opens_once(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    title, pads, device = _on_title(home, plug, DRAGONRISE_UNKNOWN)
    device.keys[0x120].value = True
    assert isinstance(window.current_view, PadMappingScene)
    press(window, key.ESCAPE)
    assert window.current_view is title
    device.keys[0x120].value = False
    device.keys[0x120].value = True  # not again this run: Settings has it
    assert window.current_view is title
    assert not (home.settings_path.parent / "gamecontrollerdb.txt").exists()
    assert home.pads is not None and home.pads.waiting == [pads.controllers[0]]


def test_unplugging_the_pad_being_mapped_leaves_the_screen(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    title, pads, device = _on_title(home, plug, DRAGONRISE_UNKNOWN)
    device.keys[0x120].value = True
    assert isinstance(window.current_view, PadMappingScene)
    pads.unplug(0)
    assert window.current_view is title
    assert home.pads is not None and home.pads.waiting == []
    assert any("unplugged; not mapped" in n.text for n in home.notices.items)


def _open_controls(app: App, window: arcade.Window) -> SettingsScene:
    app.nav.reset(TitleScene(app))
    scene = SettingsScene(app, "CONTROLS")
    app.nav.push(scene)
    scene.device = "pad"
    scene.rebuild_rows()
    return scene


def test_settings_maps_a_pad_and_offers_the_confirm_side(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    plug(home, SWITCH_PRO)
    scene = _open_controls(home, window)
    labels = [i.label for i in scene.menu.items]
    assert "CONFIRM BUTTON" in labels and "MAP A PAD" in labels
    scene.menu.focus = labels.index("MAP A PAD")
    assert scene.menu.focused.value == "NINTENDO SWITCH PRO CONTR"[:24]
    press(window, key.ENTER)
    assert isinstance(window.current_view, PadMappingScene)
    press(window, key.ESCAPE)
    scene.menu.focus = labels.index("CONFIRM BUTTON")
    assert scene.menu.focused.value == "AUTO (BY PAD)"
    press(window, key.RIGHT)
    press(window, key.RIGHT)
    assert scene.settings.controls.pad_confirm == "right"
    press(window, key.ESCAPE)  # save and back
    assert load_settings(home.settings_path).settings.controls.pad_confirm == "right"


def test_a_switch_pad_confirms_on_the_right_unless_told_otherwise(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    title, _, device = _on_title(home, plug, SWITCH_PRO)
    device.keys[0x130].value = True  # bottom, printed B: back (never quits the title)
    device.keys[0x130].value = False
    assert window.current_view is title
    run_frames(window, 1)
    assert title.hints.caps()[1] == ("A", "play")  # the right button, printed A
    home.settings = dataclasses.replace(home.settings, controls=dataclasses.replace(
        home.settings.controls, pad_confirm="bottom"))
    run_frames(window, 1)
    assert title.hints.caps()[1] == ("B", "play")
    device.keys[0x130].value = True
    assert isinstance(window.current_view, RetrisSetupScene)


def test_a_playstation_pad_names_its_buttons_in_hints_panels_and_the_hud(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    pads = plug(home, DUALSENSE)
    play = RetrisPlayScene(home, RetrisChoice())
    home.nav.reset(play)
    device = pads.devices[0]
    device.keys[0x13B].value = True  # OPTIONS pauses
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    run_frames(window, 1)
    assert ("OPTIONS", "pause") in pause.controls.rows
    assert ("D-PAD ↓ / L2", "soft drop") in pause.controls.rows
    assert ("CIRCLE / OPTIONS", "resume") in pause.hints.caps()
    device.keys[0x13B].value = False
    device.keys[0x13B].value = True  # back to the game
    run_frames(window, 1)
    assert play.hud.pause_hint.text == "OPTIONS  PAUSE"


def test_a_switch_pad_names_its_buttons_in_the_pause_panel_and_hints(
        home: App, plug: Callable[..., ModelManager], window: arcade.Window) -> None:
    pads = plug(home, SWITCH_PRO)
    home.nav.reset(RetrisPlayScene(home, RetrisChoice()))
    pads.devices[0].keys[0x13B].value = True  # + pauses
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    run_frames(window, 1)
    assert ("+", "pause") in pause.controls.rows and ("B", "rotate right") in pause.controls.rows
    assert ("D-PAD ↓ / ZL", "soft drop") in pause.controls.rows
    assert [c for c, _ in pause.hints.caps()] == ["D-PAD ↑↓", "A", "B / +"]
