"""Retris in another language (issue 28): the play HUD's words come from the Russian
catalog and its numbers are written the Russian way (a space between thousands, a decimal
comma); the setup names its rows again when the language changes, as after a resize."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import arcade
import pytest

from game.i18n import set_language
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice, fall_text
from game.scenes.retris.hud import signed_seconds
from game.scenes.retris.play import RetrisPlayScene, result_time
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from tests.scenes.conftest import run_frames


@pytest.fixture
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language("en")  # the other tests read English


def _shown(scene: RetrisPlayScene) -> set[str]:
    scene.on_draw()
    return {t.text for t in scene.hud.front.texts}


def test_the_play_hud_speaks_russian(app: App, window: arcade.Window, russian: None) -> None:
    app.nav.reset(TitleScene(app))
    scene = RetrisPlayScene(app, RetrisChoice(goal="sprint", sprint_rows=20))
    app.nav.push(scene)
    run_frames(window, 2)
    snap = dataclasses.replace(scene.snapshot, score=12345, rows=7, level=3)
    for _frame in range(60):  # the score counts up to its value
        scene.hud.update(snap, 0.1)
    shown = _shown(scene)
    assert {"ЗАПАС", "ДАЛЕЕ", "ОЧКИ", "РЯДЫ", "УРОВЕНЬ", "ВРЕМЯ", "ОСТАЛОСЬ РЯДОВ",
            "СПРИНТ 20"} <= shown, shown
    assert "12 345" in shown and "12,345" not in shown
    assert {"7", "3", "13"} <= shown  # rows, level, rows left
    assert not shown & {"HOLD", "NEXT", "SCORE", "ROWS", "LEVEL", "TIME", "ROWS LEFT"}
    assert any(t.endswith("ПАУЗА") for t in shown)


def test_russian_numbers_in_the_words(russian: None) -> None:
    assert fall_text(1).startswith("Уровень 1: один ряд за 1,00 с (1,0 ряда в секунду).")
    assert signed_seconds(-150, 60) == "−2,50"
    assert result_time(83 * 60 + 27, 60) == "1:23,45"
    assert RetrisChoice(mode="arcade", style="crazy").title == "ARCADE · CRAZY"  # the seed's


def test_english_numbers_stay_english() -> None:
    assert signed_seconds(150, 60) == "+2.50"
    assert result_time(83 * 60 + 27, 60) == "1:23.45"
    assert RetrisChoice(goal="marathon").goal_title == "MARATHON 150"


def test_the_setup_names_its_rows_again_in_the_new_language(app: App,
                                                          window: arcade.Window) -> None:
    scene = RetrisSetupScene(app)
    app.nav.reset(scene)
    run_frames(window, 1, draw=True)
    assert scene.mode_item.label == "MODE" and scene.goal_item.value == "ENDLESS"
    try:
        set_language("ru")
        scene._layout = None  # what a language change does: the screens are built again
        run_frames(window, 1, draw=True)
        assert [i.label for i in scene.menu.items] == [
            "РЕЖИМ", "СТИЛЬ", "СТАРТ С УРОВНЯ", "ЦЕЛЬ", "РУБЕЖ", "НАЧАТЬ"]
        assert scene.goal_item.value == "БЕЗ КОНЦА"
        assert [w for _cap, w in scene.hints.caps()] == ["выбрать", "изменить", "начать",
                                                         "назад"]
    finally:
        set_language("en")
    scene._layout = None
    run_frames(window, 1, draw=True)
    assert scene.mode_item.label == "MODE" and scene.goal_item.value == "ENDLESS"
