"""The scenes make their sounds: play scenes send every drained event to the mixer (on the
window thread), Verse picks and menu keys sound, each scene names its music."""

from __future__ import annotations

from typing import Any

import arcade
import pytest
from arcade import key

from game.audio.cues import Cue
from game.audio.library import load_library
from game.audio.mixer import Mixer
from game.input.commands import Command
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.play import VersePlayScene
from game.sim.autoplay import AutoPlayer
from game.ui import menu
from tests.scenes.conftest import FRAME, press


class Recorder(Mixer):
    """A mixer that only writes down what it was asked to play (and from which thread)."""

    def __init__(self) -> None:
        super().__init__(load_library(), engine=object(), report=lambda line: None)  # type: ignore[arg-type]
        self.played: list[tuple[Cue, float | None]] = []

    def play(self, cue: Cue, since: float | None = None) -> None:
        import threading

        assert threading.current_thread() is threading.main_thread()
        self.played.append((cue, since))


@pytest.fixture
def recorder(app: App) -> Recorder:
    app.sound = Recorder()
    return app.sound  # type: ignore[return-value]


def test_an_autoplayed_retris_game_sounds_its_events(app: App, recorder: Recorder) -> None:
    scene = RetrisPlayScene(app, RetrisChoice(), pilot=AutoPlayer())
    app.nav.reset(scene)
    for _ in range(60 * 20):
        scene.on_update(FRAME)
        names = {cue.name for cue, _ in recorder.played}
        if {"move", "rotate", "hard_drop", "rows_1"} <= names or app.nav.top is not scene:
            break
    names = {cue.name for cue, _ in recorder.played}
    assert {"move", "rotate", "hard_drop"} <= names and any(n.startswith("rows_") for n in names)
    pans = {round(cue.pan, 2) for cue, _ in recorder.played if cue.name == "hard_drop"}
    assert len(pans) > 1, "every lock sounded from the same place"
    assert all(since is not None for _, since in recorder.played)
    assert scene.MUSIC == "retris"


def test_picking_a_verse_piece_clicks(app: App, recorder: Recorder) -> None:
    scene = VersePlayScene(app, VerseChoice())
    app.nav.reset(scene)
    scene.on_update(FRAME)
    assert [c.name for c, _ in recorder.played] == ["deal"]  # the first tray
    recorder.played.clear()
    scene.on_command(Command("slot_3", True, "keyboard", 0))
    assert [c.name for c, _ in recorder.played] == ["pick"]
    assert recorder.played[0][0].pan > 0  # the right-hand slot
    scene.on_command(Command("slot_3", True, "keyboard", 0))  # already held: no second click
    assert len(recorder.played) == 1


def test_menu_keys_sound(app: App, window: arcade.Window, monkeypatch: pytest.MonkeyPatch
                         ) -> None:
    heard: list[str] = []
    monkeypatch.setattr(menu, "sound_hook", heard.append)
    app.nav.reset(TitleScene(app))
    press(window, key.DOWN)
    press(window, key.ENTER)
    press(window, key.ESCAPE)
    assert heard == ["move", "confirm", "back"]


def test_overlays_keep_the_music_and_menus_have_their_own() -> None:
    assert PauseScene.MUSIC is None and GameOverScene.MUSIC is None
    assert TitleScene.MUSIC == "menu"
    music: Any = load_library().music
    assert {"menu", "retris", "tetlight", "verse"} <= set(music)


def test_the_settings_audio_page_drives_the_mixer(app: App) -> None:
    from game.scenes.menus.settings.options import PAGES
    from game.scenes.menus.settings.screen import SettingsScene

    master = next(o for o in PAGES["AUDIO"] if o.key == "master")
    mute = next(o for o in PAGES["AUDIO"] if o.key == "mute")
    recorder = Mixer(load_library(), engine=None, volumes=app.audio, report=lambda line: None)
    scene = SettingsScene(app, "AUDIO")
    app.nav.reset(scene)
    scene.set_value(master, 0.35)
    recorder.update(0.0)
    assert recorder.audio.master == 0.35
    scene.set_value(mute, True)
    recorder.update(0.0)
    assert recorder.audio.mute
