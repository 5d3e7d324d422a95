"""``[ui] language``: checked like every key (a bad value is named, with what was expected and
the value used), saved by the Settings screen's writer and read back; the game's start takes
it, so the file's problems are told in the player's language."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game import app as app_module
from game import i18n
from game.config.loader import load_settings
from game.config.schema import SECTIONS, UI_LANGUAGES, Settings, Ui
from game.config.writer import save_settings


def test_the_language_defaults_to_the_system_and_offers_every_catalog() -> None:
    assert Settings().ui == Ui(language="auto")
    assert ("auto", *i18n.LANGUAGES) == UI_LANGUAGES
    assert SECTIONS["ui"].make is Ui


def test_a_bad_language_is_reported_saved_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[ui]\nlanguage = "de"   # mine\n\n[effects]\nbloom = 0.3\n',
                    encoding="utf-8")
    loaded = load_settings(path)
    assert [str(p) for p in loaded.problems] == [
        'settings: ui.language: expected one of "auto", "en", "fr", "nl", "ru", got "de"; '
        'using "auto"']
    assert loaded.settings.ui.language == "auto"
    chosen = dataclasses.replace(loaded.settings, ui=Ui(language="ru"))
    assert save_settings(path, chosen, loaded.settings)
    text = path.read_text(encoding="utf-8")
    assert 'language = "ru"   # mine' in text and "bloom = 0.3" in text  # edited in place
    again = load_settings(path)
    assert again.problems == () and again.settings == chosen
    back = dataclasses.replace(chosen, ui=Ui(language="auto"))
    assert save_settings(path, back, chosen)
    assert load_settings(path).settings.ui.language == "auto"


def test_the_start_takes_the_files_language_and_reports_in_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('[ui]\nlanguage = "fr"\n\n[effects]\nbloom = "lots"\n', encoding="utf-8")
    said: list[str] = []
    loaded, _watch = app_module.startup_loaded(path, said)
    assert i18n.language() == "fr" and said == []  # the French catalogs read cleanly
    assert [str(p) for p in loaded.problems] == [
        'paramètres : effects.bloom : attendu : un nombre de 0 à 1, reçu "lots" ; 0.6 utilisé']
    assert capsys.readouterr().err.splitlines() == [str(loaded.problems[0])]


def test_auto_is_the_systems_language_and_english_when_unknown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("[ui]\nlanguage = \"auto\"\n", encoding="utf-8")
    monkeypatch.setenv("LANGUAGE", "nl_BE.UTF-8")
    app_module.startup_loaded(path, [])
    assert i18n.language() == "nl"
    monkeypatch.setenv("LANGUAGE", "de_DE")
    app_module.startup_loaded(path, [])
    assert i18n.language() == "en"


def test_tests_and_tools_reading_settings_leave_the_language_alone(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('[ui]\nlanguage = "ru"\n', encoding="utf-8")
    app_module.startup_settings(path)
    assert i18n.language() == "en"
