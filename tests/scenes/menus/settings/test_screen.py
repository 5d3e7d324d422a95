"""The Settings screen: rows change the settings at once, leaving saves them (and a fresh
screen shows what was saved), rebinding with conflicts and reset, the palette on every
screen at once, refused saves, and problem lines on screen while playing."""

from __future__ import annotations

import os
from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade import key

from game.app import use_player_bindings
from game.config.loader import load_settings
from game.config.schema import Video
from game.config.watch import SettingsWatch
from game.headless.scenes import SCENE_BUILDERS, SCENES
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.scenes.conftest import assert_not_blank, focus, frame_pixels, press, run_frames


@pytest.fixture
def settings_app(app: App, tmp_path: Path) -> App:
    """The app saving into a scratch file; window changes recorded, not made."""
    app.settings_path = tmp_path / "settings.toml"
    app.videos = []  # type: ignore[attr-defined]
    app.apply_video = app.videos.append  # type: ignore[attr-defined,method-assign]
    return app


def open_settings(app: App, page: str = "VIDEO") -> SettingsScene:
    app.nav.reset(TitleScene(app))
    scene = SettingsScene(app, page)
    app.nav.push(scene)
    return scene


def test_title_and_pause_open_settings(settings_app: App, window: arcade.Window) -> None:
    title = TitleScene(settings_app)
    settings_app.nav.reset(title)
    title.menu.focus = [i.label for i in title.menu.items].index("SETTINGS")
    press(window, key.ENTER)
    assert isinstance(window.current_view, SettingsScene)
    press(window, key.ESCAPE)
    assert window.current_view is title
    play = RetrisPlayScene(settings_app, RetrisChoice())
    settings_app.nav.push(play)
    press(window, key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    pause.menu.focus = [i.label for i in pause.menu.items].index("SETTINGS")
    press(window, key.ENTER)
    settings = window.current_view
    assert isinstance(settings, SettingsScene)
    settings.page = "CONTROLS"
    settings.rebuild_rows()
    rebind_hold(window, settings, key.Q)
    press(window, key.ESCAPE)
    assert window.current_view is pause
    assert play.keys.bindings.command(key.Q) == "hold"  # the paused game plays on with it
    assert ("Q", "hold") in pause.controls.rows


def test_rows_change_the_settings_and_leaving_saves_them(settings_app: App,
                                                          window: arcade.Window) -> None:
    scene = open_settings(settings_app)
    focus(scene, "FULLSCREEN")
    press(window, key.DOWN)  # window size
    press(window, key.LEFT)  # 1280x720 -> 1024x768
    assert settings_app.settings.video.size == (1024, 768)
    assert settings_app.videos == [Video(size=(1024, 768))]  # type: ignore[attr-defined]
    focus(scene, "PAGE")
    press(window, key.RIGHT)  # handling
    press(window, key.DOWN)
    press(window, key.RIGHT)  # DAS 167 -> 183
    focus(scene, "PAGE")
    for _ in range(2):
        press(window, key.RIGHT)  # effects, then audio
    focus(scene, "MUTE")
    press(window, key.RIGHT)
    chosen = settings_app.settings
    assert (chosen.handling.das_ms, chosen.audio.mute) == (183, True)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)
    saved = load_settings(settings_app.settings_path)  # type: ignore[arg-type]
    assert saved.problems == () and saved.settings == chosen
    text = settings_app.settings_path.read_text(encoding="utf-8")  # type: ignore[union-attr]
    assert "[effects]" not in text  # only what changed is written
    settings_app.settings = saved.settings
    again = open_settings(settings_app, "HANDLING")
    assert [i.value for i in again.menu.items[1:4]] == ["183 MS", "33 MS", "20×"]


def test_a_value_the_list_lacks_stays_selectable(settings_app: App) -> None:
    path = settings_app.settings_path
    assert path is not None
    path.write_text("[handling]\ndas_ms = 171  # mine\n", encoding="utf-8")
    settings_app.settings = load_settings(path).settings
    scene = open_settings(settings_app, "HANDLING")
    assert scene.menu.items[1].value == "171 MS"


def test_palette_applies_at_once_to_every_screen(settings_app: App,
                                                 window: arcade.Window) -> None:
    play = RetrisPlayScene(settings_app, RetrisChoice())
    settings_app.nav.reset(TitleScene(settings_app))
    settings_app.nav.push(play)
    run_frames(window, 3, draw=True)
    assert play.field.palette.name == "default"
    scene = SettingsScene(settings_app, "EFFECTS")
    settings_app.nav.push(scene)
    focus(scene, "PALETTE")
    press(window, key.RIGHT)
    assert settings_app.effects().palette == "colorblind"
    run_frames(window, 2, draw=True)
    assert scene.preview.field.palette.name == "colorblind"
    play.on_draw()  # the game beneath, as the pause screen draws it
    assert {v.palette.name for v in play.palette_views()} == {"colorblind"}
    title = settings_app.nav.stack[0]
    title.on_draw()
    assert title.art.palette.name == "colorblind"


def test_effects_sample_draws_at_the_chosen_strengths(settings_app: App,
                                                      window: arcade.Window) -> None:
    scene = open_settings(settings_app, "EFFECTS")
    run_frames(window, 1, draw=True)  # the sample is made when first drawn
    scene.preview.next_clear = 0.0  # its rows clear on the next frame
    run_frames(window, 3, draw=True)
    assert scene.preview.field.particles.used > 0
    bloom_before = scene.preview.bloom.applied
    assert bloom_before > 0
    focus(scene, "BLOOM")
    for _ in range(6):
        press(window, key.LEFT)
    assert settings_app.effects().bloom == 0.0
    run_frames(window, 3, draw=True)
    assert scene.preview.bloom.applied == bloom_before


def rebind_hold(window: arcade.Window, scene: SettingsScene, symbol: int) -> None:
    focus(scene, "HOLD")
    press(window, key.ENTER)
    assert scene.capture is not None
    press(window, symbol)
    assert scene.capture is None


def test_rebinding_a_key_conflicts_and_reset(settings_app: App,
                                             window: arcade.Window) -> None:
    scene = open_settings(settings_app, "CONTROLS")
    rebind_hold(window, scene, key.Q)
    assert scene.menu.focused.value == "Q"
    rebind_hold(window, scene, key.X)  # X also rotates right
    assert [c.names for c in scene.model.conflicts("keyboard", "retris")] == [("cw", "hold")]
    assert {i.label for i in scene.menu.items if i.badge == "CONFLICT"} == {"ROTATE RIGHT",
                                                                            "HOLD"}
    press(window, key.ESCAPE)  # not left, not saved: the game cannot play this table
    assert window.current_view is scene
    assert not settings_app.settings_path.exists()  # type: ignore[union-attr]
    assert any("X is on both ROTATE RIGHT and HOLD" in line
               for line in settings_app.notices.current())
    focus(scene, "RESET TO DEFAULTS")
    press(window, key.ENTER)
    assert scene.model.conflicts("keyboard", "retris") == []
    rebind_hold(window, scene, key.Q)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)
    assert settings_app.bindings_for("retris").command(key.Q) == "hold"
    assert settings_app.bindings_for("retris").command(key.C) is None
    saved = load_settings(settings_app.settings_path)  # type: ignore[arg-type]
    assert saved.bindings["keyboard"]["retris"]["hold"] == ["Q"]


def test_escape_cancels_a_rebind_and_reset_drops_the_table(settings_app: App,
                                                           window: arcade.Window) -> None:
    path = settings_app.settings_path
    assert path is not None
    path.write_text("# mine\n[keyboard.retris]\nhold = [\"Q\"]\n", encoding="utf-8")
    use_player_bindings(settings_app, load_settings(path).bindings)
    scene = open_settings(settings_app, "CONTROLS")
    focus(scene, "HOLD")
    assert scene.menu.focused.value == "Q"
    press(window, key.ENTER)
    press(window, key.ESCAPE)
    assert scene.capture is None and scene.menu.focused.value == "Q"
    focus(scene, "RESET TO DEFAULTS")
    press(window, key.ENTER)
    press(window, key.ESCAPE)
    assert path.read_text(encoding="utf-8") == "# mine\n"
    assert settings_app.bindings_for("retris").command(key.C) == "hold"


def test_pad_buttons_are_rebound_per_game(settings_app: App, window: arcade.Window) -> None:
    scene = open_settings(settings_app, "CONTROLS")
    focus(scene, "DEVICE")
    press(window, key.RIGHT)
    focus(scene, "HOLD")
    press(window, key.ENTER)
    assert settings_app.input.pad_control("y", True)  # raw, although menus do not bind Y
    assert scene.menu.focused.value == "Y"
    press(window, key.ESCAPE)
    assert settings_app.pad_bindings_for("retris").command("y") == "hold"


def test_a_refused_save_is_shown_and_the_file_kept(settings_app: App,
                                                   window: arcade.Window) -> None:
    path = settings_app.settings_path
    assert path is not None
    broken = "[video\nsize = \n"
    path.write_text(broken, encoding="utf-8")
    scene = open_settings(settings_app, "AUDIO")
    focus(scene, "MUTE")
    press(window, key.RIGHT)
    press(window, key.ESCAPE)
    assert window.current_view is scene  # stays: the reason is on screen
    assert any("settings not saved" in line and "not valid TOML" in line
               for line in settings_app.notices.current())
    press(window, key.ESCAPE)  # again: leaves, the change kept for this session
    assert isinstance(window.current_view, TitleScene)
    assert settings_app.settings.audio.mute is True
    assert path.read_text(encoding="utf-8") == broken
    assert os.listdir(path.parent) == ["settings.toml"]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_problem_found_while_playing_is_on_screen(settings_app: App,
                                                    window: arcade.Window) -> None:
    path = settings_app.settings_path
    assert path is not None
    path.write_text("[effects]\nflash = 0.5\n", encoding="utf-8")
    clock = Clock()
    settings_app.notices.clock = clock
    settings_app.settings_watch = SettingsWatch(path, load_settings(path).settings.effects,
                                                settings_app.report, clock=clock)
    settings_app.nav.reset(RetrisPlayScene(settings_app, RetrisChoice()))
    top = window.height // 12  # the banner's rows
    before = frame_pixels(window)[:top]
    path.write_text("[effects]\nflash = \"lots\"\n", encoding="utf-8")
    stamp = path.stat().st_mtime_ns + 1_000_000_000
    os.utime(path, ns=(stamp, stamp))
    clock.now = 1.0
    settings_app.effects()
    assert settings_app.notices.current() == [
        'settings: effects.flash: expected a number from 0 to 1, got "lots"; using 0.5']
    shown = frame_pixels(window)[:top]
    assert np.abs(shown.astype(int) - before.astype(int)).mean() > 8  # the banner is drawn
    clock.now = 30.0
    assert settings_app.notices.current() == []  # gone after a few seconds


def test_a_bad_player_table_is_reported_and_the_shipped_one_used(settings_app: App) -> None:
    use_player_bindings(settings_app, {"keyboard": {"retris": {"hold": ["NOSUCHKEY"]},
                                                    "tetris": {"hold": ["Q"]}}})
    lines = settings_app.notices.current()
    assert any(line.startswith("settings: keyboard.tetris: unknown table") for line in lines)
    assert any("keyboard.retris" in line and "NOSUCHKEY" in line for line in lines)
    assert settings_app.bindings_for("retris").command(key.C) == "hold"


@pytest.mark.parametrize("name", [s for s in SCENES if s.startswith("settings")])
def test_every_settings_shot_shows_its_page(settings_app: App, window: arcade.Window,
                                            name: str) -> None:
    SCENE_BUILDERS[name](settings_app)
    scene = window.current_view
    assert isinstance(scene, SettingsScene)
    run_frames(window, 2, draw=True)
    assert_not_blank(frame_pixels(window))
    assert (scene.capture is not None) == (name == "settings-rebind")


def test_only_the_effects_page_draws_every_frame(settings_app: App) -> None:
    scene = open_settings(settings_app, "EFFECTS")
    assert scene.idle_fps is None  # the sample plays
    focus(scene, "PAGE")
    scene.menu.on_key_press(key.RIGHT)
    assert scene.page == "AUDIO" and scene.idle_fps is not None  # a menu at rest


def test_size_from_the_command_line_is_kept_and_explained(
        app: App, window: arcade.Window, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``--size`` wins over the file until the player picks a size on the VIDEO page."""
    app.settings_path = tmp_path / "settings.toml"
    asked = (1000, 640)
    sizes: list[tuple[int, int]] = []  # the headless window cannot resize: record the asks
    monkeypatch.setattr(window, "set_size", lambda w, h: sizes.append((w, h)))
    monkeypatch.setattr(app, "size_override", asked)
    scene = open_settings(app)
    focus(scene, "WINDOW SIZE")
    assert f"This run's window is {asked[0]} × {asked[1]}, from --size." in \
        scene.menu.focused.description
    focus(scene, "VSYNC")
    press(window, key.RIGHT)  # another video row: the window keeps its --size
    assert sizes == [asked]
    focus(scene, "WINDOW SIZE")
    press(window, key.LEFT)  # the player's own choice wins from now on
    assert app.size_override is None
    assert sizes[-1] == app.settings.video.size != asked
    assert "from --size" not in scene.menu.focused.description


def test_rebinding_captures_a_chord_and_ctrl_esc_is_not_cancel(settings_app: App,
                                                               window: arcade.Window) -> None:
    scene = open_settings(settings_app, "CONTROLS")
    focus(scene, "HOLD")
    press(window, key.ENTER)
    window.dispatch_event("on_key_press", key.LCTRL, key.MOD_CTRL)
    window.dispatch_events()
    assert scene.capture is not None  # a modifier held: waiting for the key it goes with
    press(window, key.ESCAPE, key.MOD_CTRL | key.MOD_NUMLOCK)  # lock keys are not chords
    window.dispatch_event("on_key_release", key.LCTRL, 0)
    window.dispatch_events()
    assert scene.capture is None
    assert scene.model.mapping("keyboard", scene.table)["hold"] == ["CTRL+ESCAPE"]
    focus(scene, "HOLD")
    press(window, key.ENTER)
    press(window, key.TAB, key.MOD_SHIFT | key.MOD_ALT)
    assert scene.model.mapping("keyboard", scene.table)["hold"] == ["SHIFT+ALT+TAB"]
    focus(scene, "HOLD")
    press(window, key.ENTER)
    press(window, key.ESCAPE)  # a bare Esc cancels and keeps the chord
    assert scene.capture is None
    assert scene.model.mapping("keyboard", scene.table)["hold"] == ["SHIFT+ALT+TAB"]
    focus(scene, "HOLD")
    press(window, key.ENTER)
    press(window, key.RSHIFT, key.MOD_SHIFT)  # pressed and let go alone: the key itself
    assert scene.capture is None
    assert scene.model.mapping("keyboard", scene.table)["hold"] == ["RSHIFT"]
