"""Verse in Dutch, the language of its seed: the HUD's labels, banners and key hints in the
seed's words (reeks, bord, blokken, slepen) and its numbers as Dutch writes them (1.234.567)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import set_language
from game.scenes.services import App
from game.scenes.verse.stats import result_rows
from tests.scenes.conftest import run_frames
from tests.scenes.verse.test_play import LEFT, MemoryBook, hold_over, pointer_for, start


@pytest.fixture
def dutch() -> Iterator[None]:
    set_language("nl")
    yield
    set_language("en")  # the other tests compare English words


def test_the_hud_in_dutch_has_the_seeds_words_and_dutch_numbers(app: App, window,
                                                                 dutch: None) -> None:
    scene = start(app, book=MemoryBook((1_234_567,)))
    hold_over(scene, 0, 5, 7)  # the domino clears two rows and a column, then the board
    scene.on_mouse_release(*pointer_for(scene, scene.hands.held, 5, 7), LEFT, 0)
    run_frames(window, 2)
    banners = [p.text.text for p in scene.hud.banners.live]
    assert banners == ["UITSTEKEND  +60", "BORD LEEG  +300"]
    scene.on_draw()
    stats = scene.hud.stats
    assert stats["streak"].label.text == "REEKS" and stats["best"].label.text == "TOPSCORE"
    assert stats["best"].value.text == "1.234.567"  # Dutch groups thousands with dots
    shown = [t.text for t in scene.hud.key_texts]
    assert "ZONDER DRAAIEN" in shown and "SLEPEN" in shown and "blok plaatsen" in shown
    if scene.hud.multiplier is not None:  # a wide window's line under the streak
        assert scene.hud.multiplier.text == "VOLG. ELIM. ×2"  # the seed's eliminatie, short to fit
    assert "DRAG" not in shown and "STREAK" not in {s.label.text for s in stats.values()}


def test_the_result_rows_in_dutch_count_lines_with_dutch_plurals(dutch: None) -> None:
    class Stats:
        seconds, pieces, pps, kpp = 75.0, 1200, 1.5, 2.5
        lines_by_count, longest_streak, board_clears = [(1, 1450), (2, 1)], 4, 2

    rows = dict(result_rows(Stats()))
    assert rows["1 LIJN TEGELIJK"] == "1.450" and rows["2 LIJNEN TEGELIJK"] == "1"
    assert rows["LANGSTE REEKS"] == "4" and rows["LEGE BORDEN"] == "2"
