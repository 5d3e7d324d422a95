"""No English left in a translated screen: the main screens, built as ``arcadeforge shot``
builds them with the UI in French, draw no string that is an English msgid whose French is
other words (a marked string not translated where it is shown, or translated once at import
time: every UI module is imported here first, in English, as the game imports them before a
language is chosen in Settings).

French stands for the translations (the catalogs check covers that every language has every
string); each screen must also show some French, so a screen left all in English fails too.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from game.headless.app import drive, make_app
from game.headless.scenes import SCENE_BUILDERS
from game.i18n import catalogs
from game.i18n.extract import Message, collect
from game.i18n.po import Catalog
from game.ui.controls import KEY_LABELS
from tests.i18n.drawn_words import Leaks, drawn_strings, pieces
from tests.i18n.marked import ROOT, ui_modules
from tests.languages import speaking
from tests.scenes.text_bounds import virtual_size

LANGUAGE = "fr"
SIZE = (1280, 720)  # roomy: no word cut short to fit
SCREENS = ("title", "settings", "settings-handling", "settings-effects", "settings-audio",
           "settings-controls", "retris-setup", "retris", "tetlight-setup", "tetlight",
           "verse-setup", "verse", "pause", "gameover", "records", "name-entry", "replays",
           "versus-join", "versus-2", "error")

for _module in ui_modules():  # imported in English, before any test chooses a language
    if _module.name != "__main__.py":  # a command's entry runs when imported
        importlib.import_module(".".join(_module.relative_to(ROOT).with_suffix("").parts))


# Key caps are names, the same in every language (game/ui/controls.py): "SPACE" in a controls
# panel is the key, though the name prompt's letter grid has a SPACE button in words.
KEY_CAPS = {name for name in dir(arcade.key) if name.isupper()} | set(KEY_LABELS.values())


@pytest.fixture(scope="module")
def leaks() -> Leaks:
    return Leaks.of([m for m in collect(ROOT) if m.msgid not in KEY_CAPS],
                    catalogs.load(LANGUAGE))


@pytest.fixture
def french_app(window: arcade.Window, tmp_path: Path,
               monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """An app as ``shot --language fr`` makes it; the demo replays and scores some screens
    save go to this test's own folder."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    with speaking(LANGUAGE):
        app = make_app(window, seed=1)
        yield app
        while app.nav.stack:
            app.nav.stack.pop().dismiss()


def test_there_are_french_translations_to_check_against(leaks: Leaks) -> None:
    catalog = catalogs.load(LANGUAGE)
    assert not catalog.problems, "\n".join(map(str, catalog.problems))
    assert leaks.english or leaks.templates, "no French translation differs from the English"


@pytest.mark.parametrize("name", SCREENS)
def test_a_french_screen_draws_no_english(french_app: object, window: arcade.Window,
                                          leaks: Leaks, name: str) -> None:
    SCENE_BUILDERS[name](french_app)
    drive(window, 0.25)
    with virtual_size(window, *SIZE):
        strings = drawn_strings(window.current_view)
    assert strings, f"{name} drew no text"
    left = leaks.in_strings(strings)
    assert not left, f"{name} in French shows English:\n" + "\n".join(left)
    assert leaks.translations_in(strings), (
        f"{name} shows no French at all: {[text for _, text in strings][:12]}")


def _leaks(pairs: dict[str, str], plural: dict[str, list[str]] | None = None,
           messages: list[Message] | None = None) -> Leaks:
    catalog = Catalog(singular=dict(pairs), plural=dict(plural or {}))
    return Leaks.of([Message(k) for k in pairs] + (messages or []), catalog)


def test_the_matcher_sees_english_in_any_case_and_form() -> None:
    leaks = _leaks({"Play": "Jouer", "Menu": "Menu", "Level {level}": "Niveau {level}",
                    "Clear a row to score.\nClear two for more.":
                        "Videz une ligne pour marquer.\nDeux pour plus."},
                   {"{n} row": ["{n} ligne", "{n} lignes"]},
                   [Message("{n} row", plural="{n} rows")])
    assert leaks.msgid_of("PLAY") == "Play" and leaks.msgid_of("play") == "Play"
    assert leaks.msgid_of("JOUER") is None  # the translation
    assert leaks.msgid_of("MENU") is None  # the same word in French: nothing to tell
    assert leaks.msgid_of("LEVEL 12") == "Level {level}"
    assert leaks.msgid_of("NIVEAU 12") is None
    assert leaks.msgid_of("3 rows") == leaks.msgid_of("1 row") == "{n} row"
    assert leaks.msgid_of("3 lignes") is None
    assert leaks.msgid_of("Clear a row to score. Clear\ntwo for more.") is not None  # rewrapped
    assert leaks.msgid_of("Clear two for more.") is not None  # one line of a paragraph
    assert leaks.msgid_of("for more.") is None  # two words: too few to be sure
    assert _leaks({"ESC / P  pause": "ESC / P  pause !"}).msgid_of("ESC / P") is None  # one
    assert leaks.msgid_of("RETRIS") is None  # not a msgid (a name)


def test_a_translation_equal_to_other_english_is_not_a_leak() -> None:
    """pgettext: "Normal" may be "Normal" in one context and "Normale" in another."""
    leaks = Leaks.of([Message("Normal", context="speed"), Message("Normal", context="style")],
                     Catalog(singular={"speed\x04Normal": "Normale", "style\x04Normal": "Normal"}))
    assert leaks.msgid_of("NORMAL") is None and leaks.msgid_of("NORMALE") is None


def test_a_joined_line_is_read_part_by_part() -> None:
    leaks = _leaks({"Classic": "Classique", "Endless": "Sans fin"})
    assert pieces("CLASSIC · NORMAL") == ["classic · normal", "classic", "normal"]
    found = leaks.in_strings([("scene.title", "CLASSIQUE · ENDLESS")])
    assert found == ["scene.title 'CLASSIQUE · ENDLESS' (its part 'endless') is the English of "
                     "'Endless'"]
    assert leaks.in_strings([("scene.title", "CLASSIQUE · SANS FIN")]) == []


def test_drawn_strings_are_those_on_screen(window: arcade.Window) -> None:
    """Texts drawn one by one and in batches, those of the game under an overlay too; a
    screen's English seen as English by a catalog that translates it."""
    app = make_app(window, seed=1)
    try:
        SCENE_BUILDERS["pause"](app)
        drive(window, 0.25)
        with virtual_size(window, *SIZE):
            strings = drawn_strings(window.current_view)
        paths = [path for path, _ in strings]
        assert any(p.startswith("scene.menu.") for p in paths), paths  # the pause's batch
        assert any(p.startswith("scene.hud.") for p in paths), paths  # the game beneath
        english = {text for _, text in strings}
        leaks = _leaks({text: "Autre chose " + text for text in english if len(text) > 3})
        assert leaks.in_strings(strings)  # every one of them would be told
    finally:
        while app.nav.stack:
            app.nav.stack.pop().dismiss()
