"""Settings → Handling: a row for every ``[handling]`` key with its help, soft drop's INSTANT
after 1000×, OFF for DCD and the drop guard at 0, and the chosen values saved and played."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade import key

from game.config.loader import load_settings
from game.config.schema import SECTIONS, Handling, Settings
from game.scenes.menus.settings.options import PAGES, choices, explain
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.scenes.conftest import focus, press

ROWS = {o.key: o for o in PAGES["HANDLING"]}


def test_the_page_has_a_row_for_every_handling_key_in_the_files_order() -> None:
    assert list(ROWS) == list(SECTIONS["handling"].keys)
    assert [o.label for o in PAGES["HANDLING"]] == ["DAS", "ARR", "SOFT DROP", "DCD",
                                                    "DROP GUARD", "IRS", "IHS"]


def test_each_new_row_says_what_it_does_in_one_line() -> None:
    words = {k: explain(ROWS[k]) for k in ("dcd_ms", "hard_drop_guard_ms", "irs", "ihs",
                                           "soft_drop_factor")}
    assert words["dcd_ms"].startswith("DAS cut delay") and "0 = off" in words["dcd_ms"]
    assert "ignored" in words["hard_drop_guard_ms"] and "0 = off" in words["hard_drop_guard_ms"]
    assert words["irs"].startswith("Initial rotation") and "rotate key held" in words["irs"]
    assert words["ihs"].startswith("Initial hold") and "hold key held" in words["ihs"]
    assert "0 = instant" in words["soft_drop_factor"]
    assert all("\n" not in w and len(w) < 120 for w in words.values())


def test_soft_drop_steps_up_to_instant_and_a_hand_edited_factor_keeps_its_place() -> None:
    soft = ROWS["soft_drop_factor"]
    _, shown, index = choices(soft, Settings())
    assert shown[index] == "20×" and shown[-2:] == ("1000×", "INSTANT")
    odd = Settings(handling=Handling(soft_drop_factor=7))
    _, shown, index = choices(soft, odd)
    assert shown[index] == "7×" and shown[index - 1] == "5×" and shown[-1] == "INSTANT"


def test_zero_reads_off_for_dcd_and_the_guard() -> None:
    for name in ("dcd_ms", "hard_drop_guard_ms"):
        _, shown, index = choices(ROWS[name], Settings())
        assert shown[index] == "OFF" and shown[1].endswith(" MS")
    _, shown, _ = choices(ROWS["dcd_ms"], Settings(handling=Handling(dcd_ms=50)))
    assert "50 MS" in shown


def test_the_rows_change_the_settings_leaving_saves_them_and_the_next_game_plays_them(
        app: App, window: arcade.Window, tmp_path: Path) -> None:
    app.settings_path = tmp_path / "settings.toml"
    app.nav.reset(TitleScene(app))
    scene = SettingsScene(app, "HANDLING")
    app.nav.push(scene)
    focus(scene, "SOFT DROP")
    press(window, key.LEFT)  # 20× → 10×
    for _ in range(7):
        press(window, key.RIGHT)  # 20× … 1000×, INSTANT
    focus(scene, "DCD")
    press(window, key.RIGHT)  # 17 MS
    focus(scene, "DROP GUARD")
    press(window, key.RIGHT)
    press(window, key.RIGHT)  # 83 MS
    focus(scene, "IRS")
    press(window, key.RIGHT)
    focus(scene, "IHS")
    press(window, key.RIGHT)
    chosen = app.settings.handling
    assert (chosen.soft_drop_factor, chosen.dcd_ms, chosen.hard_drop_guard_ms, chosen.irs,
            chosen.ihs) == (0, 17, 83, True, True)
    assert [i.value for i in scene.menu.items[3:8]] == ["INSTANT", "17 MS", "83 MS", "ON", "ON"]
    press(window, key.ESCAPE)
    saved = load_settings(app.settings_path)
    assert saved.problems == () and saved.settings.handling == chosen
    play = RetrisPlayScene(app, RetrisChoice())
    header = play.driver.replay().header
    assert {k: header.options[k] for k in ("soft_drop_factor", "dcd_ms", "hard_drop_guard_ms",
                                           "irs", "ihs")} == {
        "soft_drop_factor": 0, "dcd_ms": 17, "hard_drop_guard_ms": 83, "irs": True, "ihs": True}
    play.dismiss()
