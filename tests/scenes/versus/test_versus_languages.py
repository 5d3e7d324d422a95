"""Versus in the UI's other languages: the joining screen's words follow a language change at
its next layout (while a match file keeps its holders in English), the rounds to win take
Russian's three plural forms, and a bad binding's line on screen is in the chosen language."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from game.i18n import set_language
from game.input.keyboard import BindingError, KeyBindings
from game.scenes.services import App
from game.scenes.versus.join import VersusJoinScene
from game.scenes.versus.match_start import MatchChoice, first_to_words
from tests.scenes.conftest import press, run_frames
from tests.scenes.versus.test_versus_screens import _join_screen


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")  # the other tests compare English words


def _shown(scene: VersusJoinScene) -> set[str]:
    scene._layout = None  # as a language change (or a resize) lays the screen out again
    run_frames(scene.window, 1, draw=True)
    items = scene.menu.items
    return {t.text for t in scene.words.texts} | {i.label for i in items} | {i.value for i in items}


def test_the_joining_screen_follows_the_language_at_its_next_layout(
        app: App, window: arcade.Window, english_after: None) -> None:
    join = _join_screen(app)
    press(window, arcade.key.SPACE)  # the left hand's keys join
    set_language("fr")
    shown = _shown(join)
    assert {"CLAVIER · MAIN GAUCHE", "APPUYEZ POUR JOUER", "MANCHES",
            "3 MANCHES GAGNANTES"} <= {s.upper() for s in shown}
    assert join.lineup.slots[0].device == "KEYS · LEFT HAND"  # what a match file records
    set_language("en")
    shown = _shown(join)
    assert {"KEYS · LEFT HAND", "PRESS TO JOIN", "ROUNDS", "FIRST TO 3"} <= shown
    assert "MANCHES" not in shown


@pytest.mark.parametrize(("wins", "words"), [(1, "ДО 1 ПОБЕДЫ"), (3, "ДО 3 ПОБЕД"),
                                             (5, "ДО 5 ПОБЕД"), (21, "ДО 21 ПОБЕДЫ")])
def test_the_rounds_to_win_in_russian_take_its_plural_forms(wins: int, words: str,
                                                            english_after: None) -> None:
    set_language("ru")
    assert first_to_words(wins) == words
    assert MatchChoice("verse", {}, wins).title == f"VERSE · {words}"


def test_a_bad_binding_is_told_in_the_chosen_language(english_after: None) -> None:
    set_language("nl")
    with pytest.raises(BindingError, match=r"^\[keyboard\.retris\]: onbekende actie 'jump'"):
        KeyBindings.from_mapping({"jump": ["X"]}, "retris")
