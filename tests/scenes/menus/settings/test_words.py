"""The Settings screen's help speaks in words, not config syntax, and agrees with its rows."""

from __future__ import annotations

import re

import pytest

from game.config.schema import Settings
from game.scenes.menus.settings.options import DEADZONE, PAGES, Option, choices, explain

OPTIONS = [*(o for page in PAGES.values() for o in page), DEADZONE]


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.label)
def test_the_help_is_words(option: Option) -> None:
    words = explain(option)
    assert words, option.label
    assert not re.search(r"\b(true|false)\b", words, re.IGNORECASE), words  # "True: start…"
    assert '"' not in words, words  # no TOML strings
    assert not re.search(r"\b[a-z_]+ = \S", words), words  # no key = value


def test_the_frame_cap_row_and_its_help_agree() -> None:
    cap = next(o for o in PAGES["VIDEO"] if o.key == "frame_cap")
    _, shown, _ = choices(cap, Settings())
    zero = shown[list(cap.values).index(0)]
    assert zero == "NO CAP"
    assert "0 for no cap" in explain(cap).lower()


def test_the_effects_page_has_a_row_for_every_family() -> None:
    from game.config.schema import SECTIONS

    assert [o.key for o in PAGES["EFFECTS"]] == list(SECTIONS["effects"].keys)


def test_the_help_in_english_is_the_shipped_files_own_words() -> None:
    """The rows' explanations are marked for translation in the code; in English they are
    the comments of resources/settings.toml, so the screen and the file never disagree."""
    from game.scenes.menus.settings.options import explanations, shown_explanations

    file = explanations()
    for (section, key), words in shown_explanations().items():
        comment = file[(section, key)]
        assert words == comment[:1].upper() + comment[1:], f"{section}.{key}"
    rows = {(o.section, o.key) for o in OPTIONS} | {("controls", "pad_confirm")}
    assert rows <= set(shown_explanations())
