"""A pure layer's ValidationError said again in the player's language (game/i18n/problems.py)."""

from __future__ import annotations

from game import i18n
from game.core.ruleset import ValidationError
from game.i18n.problems import said


def test_english_is_the_error_itself() -> None:
    for error in (ValidationError("setup.queue", "a list", 5),
                  ValidationError("setup.board", "24 rows", where="row 3"),
                  OSError("no such file")):
        assert said(error) == str(error)


def test_the_frame_follows_the_language() -> None:
    i18n.set_language("fr")
    assert said(ValidationError("setup.queue", "une liste", 5)) == \
        "setup.queue : attendu : une liste, reçu 5"
    assert said(ValidationError("setup.board", "24 rangées", where="row 3")) == \
        "setup.board (row 3) : attendu : 24 rangées"
    i18n.set_language("ru")
    assert said(ValidationError("k", "x", "y")) == "k: ожидалось: x, получено 'y'"


def test_a_bad_practice_file_reads_in_the_players_language(tmp_path) -> None:
    from game.sim.practice import PracticeError, from_scenario

    bad = tmp_path / "a.toml"
    bad.write_text('game = "retris"\n[setup]\nqueue = 5\n', encoding="utf-8")
    lines = {}
    for language in ("en", "fr"):
        i18n.set_language(language)
        try:
            from_scenario(bad)
        except PracticeError as exc:
            lines[language] = str(exc)
    assert lines["en"].startswith("a.toml: setup.queue: expected ") and "got 5" in lines["en"]
    assert lines["fr"] == 'a.toml: setup.queue : attendu : une liste de pièces comme "T" ou ' \
        '"T:n...", reçu 5'


def test_the_cores_usual_phrases_are_translated_too() -> None:
    i18n.set_language("fr")
    assert said(ValidationError("options.edge", "an integer from 6 to 9", 99)) == \
        "options.edge : attendu : un entier de 6 à 9, reçu 99"
    assert said(ValidationError("flag", "true or false", "x")) == \
        "flag : attendu : true ou false, reçu 'x'"
    assert said(ValidationError("k", "a pattern of its own")) == \
        "k : attendu : a pattern of its own"  # a wording the catalogs do not know stays
