"""Numbers as each language writes them: ``number`` and ``percent`` in the chosen language
(grouping, decimal mark, sign, rounding), and the Records screen's scores written that way."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import arcade
import pytest

from game import i18n
from game.headless.app import make_app
from game.i18n import LANGUAGES, number, percent
from game.scenes.menus.records import RecordsScene
from game.scenes.menus.title import TitleScene
from game.storage.scores import ScoreBook
from tests.i18n.drawn_words import drawn_strings
from tests.languages import speaking
from tests.scenes.text_bounds import virtual_size

# (value, digits) → how each language writes it: en, fr, nl, ru.
CASES = {
    (12345, 0): ("12,345", "12 345", "12.345", "12 345"),
    (1234567, 0): ("1,234,567", "1 234 567", "1.234.567", "1 234 567"),
    (999, 0): ("999", "999", "999", "999"),  # no group under a thousand
    (1000, 0): ("1,000", "1 000", "1.000", "1 000"),
    (0, 0): ("0", "0", "0", "0"),
    (0, 2): ("0.00", "0,00", "0,00", "0,00"),
    (-12345, 0): ("-12,345", "-12 345", "-12.345", "-12 345"),
    (-0.5, 1): ("-0.5", "-0,5", "-0,5", "-0,5"),
    (1234.5, 1): ("1,234.5", "1 234,5", "1.234,5", "1 234,5"),
    (7.39, 2): ("7.39", "7,39", "7,39", "7,39"),
    (3.14159, 3): ("3.142", "3,142", "3,142", "3,142"),  # rounded, not cut
    (0.126, 2): ("0.13", "0,13", "0,13", "0,13"),
    (999.96, 1): ("1,000.0", "1 000,0", "1.000,0", "1 000,0"),  # rounding makes a group
    (12345.678, 0): ("12,346", "12 346", "12.346", "12 346"),
    (1234567.891, 2): ("1,234,567.89", "1 234 567,89", "1.234.567,89", "1 234 567,89"),
}
PERCENTS = {
    (0.5, 0): ("50%", "50 %", "50%", "50 %"),
    (0.0, 0): ("0%", "0 %", "0%", "0 %"),
    (1.0, 0): ("100%", "100 %", "100%", "100 %"),
    (0.1234, 1): ("12.3%", "12,3 %", "12,3%", "12,3 %"),
    (0.9999, 1): ("100.0%", "100,0 %", "100,0%", "100,0 %"),
    (12.5, 0): ("1,250%", "1 250 %", "1.250%", "1 250 %"),
    (-0.25, 0): ("-25%", "-25 %", "-25%", "-25 %"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_numbers_are_written_as_the_language_writes_them(language: str) -> None:
    column = LANGUAGES.index(language)
    with speaking(language):
        got = {case: number(*case) for case in CASES}
    wrong = [f"number{case} = {got[case]!r}, expected {want[column]!r}"
             for case, want in CASES.items() if got[case] != want[column]]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", LANGUAGES)
def test_percentages_are_written_as_the_language_writes_them(language: str) -> None:
    column = LANGUAGES.index(language)
    with speaking(language):
        got = {case: percent(*case) for case in PERCENTS}
    wrong = [f"percent{case} = {got[case]!r}, expected {want[column]!r}"
             for case, want in PERCENTS.items() if got[case] != want[column]]
    assert not wrong, "\n".join(wrong)


def test_a_negative_that_rounds_to_zero_is_zero() -> None:
    """A small loss shown without decimals is "0", not "-0" (Python's format keeps the sign
    of a negative zero)."""
    for language in LANGUAGES:
        two = "0.00" if language == "en" else "0,00"
        with speaking(language):
            got = (number(-0.4), number(-0.001, 2), number(-0.0), percent(-0.001))
            want = ("0", two, "0", percent(0.0))
        assert got == want, language


def test_the_numbers_follow_a_language_change_at_once() -> None:
    with speaking("nl"):
        assert number(12345) == "12.345"
        i18n.set_language("fr")
        assert number(12345) == "12 345"
    assert number(12345) == "12,345"  # English again after the block


def test_numbers_use_only_characters_the_display_font_has() -> None:
    """No no-break or thin space (Play has neither): a plain space groups fr and ru."""
    for language in LANGUAGES:
        with speaking(language):
            shown = "".join(number(v, d) + percent(v, d) for v, d in CASES)
        assert set(shown) <= set("0123456789,. -%"), language


def test_an_unknown_language_writes_numbers_in_english() -> None:
    assert i18n.format_number(12345.5, "de", 1) == "12,345.5"
    assert i18n.format_percent(0.5, "de") == "50%"


# -- on screen ------------------------------------------------------------------------------

SCORES = {"en": "12,345", "fr": "12 345", "nl": "12.345", "ru": "12 345"}
BIG = {"en": "1,234,567", "fr": "1 234 567", "nl": "1.234.567", "ru": "1 234 567"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_records_screen_writes_scores_in_the_language(
        language: str, window: arcade.Window, tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    when = datetime(2025, 6, 1, 12, tzinfo=UTC)
    options = {"mode": "arcade", "style": "normal"}
    book.record("retris", 1234567, options, None, when, figures={"name": "ANA"})
    book.record("retris", 12345, options, None, when, figures={"name": "BO"})
    with speaking(language):
        app = make_app(window, seed=1)
        app.nav.reset(TitleScene(app))
        scene = RecordsScene(app, book, tmp_path / "replays")
        app.nav.push(scene)
        with virtual_size(window, 1280, 720):
            shown = {text.strip() for _, text in drawn_strings(scene)}
        while app.nav.stack:
            app.nav.stack.pop().dismiss()
    others = {SCORES[lang] for lang in LANGUAGES if SCORES[lang] != SCORES[language]}
    figures = sorted(t for t in shown if any(c.isdigit() for c in t))
    assert SCORES[language] in shown and BIG[language] in shown, (language, figures)
    assert not shown & (others | {"12345", "1234567"}), (language, figures)


def test_clocks_take_the_language_s_decimal_mark() -> None:
    from game import i18n
    from game.scenes.menus.record_words import time_words
    from game.ui.hud_parts import clock_text

    assert (clock_text(83.45), time_words(83.456)) == ("1:23.4", "1:23.46")
    try:
        i18n.set_language("fr")
        assert (clock_text(83.45), time_words(83.456)) == ("1:23,4", "1:23,46")
        assert clock_text(3723.0) == "1:02:03"  # past an hour: no decimals
    finally:
        i18n.set_language("en")
