"""Every screen's text fits at every window size: inside the window, inside the panel it sits
in, and clear of other text (measured on the texts each screen really draws), in every
language of the UI: English at every size, the translations (French and Russian run ~30%
longer) at the two sizes the translators and the docs' shots look at."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest

from game.scenes.base import Scene
from game.scenes.menus.error import ErrorScene
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.help import HelpScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.tetlight.setup import TetlightSetupScene
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.play import VersePlayScene
from game.scenes.verse.setup import VerseSetupScene
from game.storage.scores import ScoreBook
from tests.languages import LANGUAGES, speaking
from tests.scenes.conftest import run_frames
from tests.scenes.text_bounds import drawn, out_of_panel, out_of_window, overlapping, virtual_size

LANDSCAPE = [(800, 600), (1280, 720), (1920, 1080), (2560, 1440)]
PORTRAIT = [(600, 900)]
# The translations at the narrowest window, the usual one and the portrait one (each size is
# a layout and a drawing of every screen again: all five sizes in four languages would add
# minutes; the larger landscape ones only grow the room).
TRANSLATED_SIZES = [(800, 600), (1280, 720), (600, 900)]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each language in turn, chosen before the screen is made (English again after)."""
    with speaking(request.param) as chosen:
        yield chosen


def sizes_for(language: str, sizes: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The window sizes a screen is measured at in ``language``."""
    return sizes if language == "en" else [s for s in TRANSLATED_SIZES if s in sizes]


def _verse(app: App) -> VersePlayScene:
    book = ScoreBook(Path(tempfile.mkdtemp(prefix="arcadeforge-fit-")) / "scores.sqlite3")
    # Both options on: "ROTATION ON · FAIR DEALING" is the widest title.
    return VersePlayScene(app, VerseChoice(rotation=True, fair=True), scores=book)


def _retris(app: App) -> RetrisPlayScene:
    return RetrisPlayScene(app, RetrisChoice(mode="arcade", style="relax"))


def _tetlight(app: App) -> TetlightPlayScene:
    return TetlightPlayScene(app, TetlightChoice(edge=9, radar=True))


def _over(make: Callable[[App], Scene]) -> Callable[[App], Scene]:
    return lambda app: GameOverScene(app, make(app))  # type: ignore[arg-type]


def _paused(make: Callable[[App], Scene]) -> Callable[[App], Scene]:
    return lambda app: PauseScene(app, make(app))  # type: ignore[arg-type]


def _error(app: App) -> ErrorScene:
    crash = RuntimeError("the rules raised on tick 240: " + "a long message " * 8)
    return ErrorScene(app, crash, Path(tempfile.gettempdir()) / "arcadeforge" / "crash.log")


SCENES: dict[str, tuple[Callable[[App], Scene], list[tuple[int, int]]]] = {
    # Menus stack their columns in a portrait window (cards as rows, options over info).
    "title": (TitleScene, LANDSCAPE + PORTRAIT),
    "retris-setup": (RetrisSetupScene, LANDSCAPE + PORTRAIT),
    "tetlight-setup": (TetlightSetupScene, LANDSCAPE + PORTRAIT),
    "verse-setup": (VerseSetupScene, LANDSCAPE + PORTRAIT),
    "retris": (_retris, LANDSCAPE + PORTRAIT),
    "tetlight": (_tetlight, LANDSCAPE + PORTRAIT),
    "verse": (_verse, LANDSCAPE + PORTRAIT),
    "pause": (_paused(_retris), LANDSCAPE + PORTRAIT),
    "gameover-verse": (_over(_verse), LANDSCAPE + PORTRAIT),
    "gameover-tetlight": (_over(_tetlight), LANDSCAPE + PORTRAIT),
    "error": (_error, LANDSCAPE + PORTRAIT),
    "help": (HelpScene, LANDSCAPE + PORTRAIT),
}


@pytest.mark.parametrize("name", list(SCENES))
def test_text_fits_at_every_size(language: str, app: App, window: arcade.Window,
                                 name: str) -> None:
    make, sizes = SCENES[name]
    scene = make(app)
    app.nav.reset(scene)
    run_frames(window, 2)
    problems = []
    for width, height in sizes_for(language, sizes):
        with virtual_size(window, width, height):
            texts, rects = drawn(scene)
            assert len(texts) > 3, "the screen drew its text"
            texts = [(path, t) for path, t in texts if ".popups" not in path]
            found = (out_of_window(texts, width, height) + out_of_panel(texts, rects)
                     + overlapping(texts))
            problems += [f"{width}x{height}: {line}" for line in found]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", ["title", "retris-setup", "tetlight-setup", "verse-setup"])
def test_menus_in_a_portrait_window_are_not_shrunk_to_the_minimum(
        app: App, window: arcade.Window, name: str) -> None:
    """A menu keeping its landscape layout in 600x900 drew at ~47% scale, much of its text
    at the 7 px floor; stacked, its smallest text is as large as at 1280x720 or near."""
    scene = SCENES[name][0](app)
    app.nav.reset(scene)
    run_frames(window, 2)
    for width, height in PORTRAIT:
        with virtual_size(window, width, height):
            texts, _ = drawn(scene)
            sizes = [t.font_size for _, t in texts if t.text.strip()]
            assert min(sizes) >= 7.5, f"{width}x{height}: smallest text {min(sizes):.1f} px"


def test_the_check_sees_text_leaving_its_panel(app: App, window: arcade.Window) -> None:
    scene = TitleScene(app)
    app.nav.reset(scene)
    with virtual_size(window, 1280, 720):
        texts, rects = drawn(scene)
        path, first = next((p, t) for p, t in texts if t.text == "RETRIS")  # a card's name
        first.text = "A NAME FAR TOO LONG FOR ANY CARD ON THIS SCREEN"
        assert out_of_panel([(path, first)], rects)
        assert overlapping([(path, first), ("copy", arcade.Text("X", first.x, first.y))])
        assert out_of_window([(path, first)], 200, 200)


@pytest.mark.parametrize("name", ["retris-setup", "tetlight-setup", "verse-setup"])
def test_every_setup_row_fits_at_every_size(language: str, app: App,
                                            window: arcade.Window, name: str) -> None:
    """The info panel's words change with the focused row (a speed gauge, Arcade's
    specials, a note): each of them fits, side by side and when the columns are stacked."""
    scene = SCENES[name][0](app)
    app.nav.reset(scene)
    run_frames(window, 2)
    mode = getattr(scene, "mode_item", None)
    if mode is not None:
        mode.adjust(1)  # Arcade: its specials strip shows while the mode row has the focus
    problems = []
    for focus in range(len(scene.menu.items)):
        scene.menu.focus = focus
        for width, height in sizes_for(language, LANDSCAPE + PORTRAIT):
            with virtual_size(window, width, height):
                texts, rects = drawn(scene)
                found = (out_of_window(texts, width, height) + out_of_panel(texts, rects)
                         + overlapping(texts))
                problems += [f"row {focus} {width}x{height}: {line}" for line in found]
    assert not problems, "\n".join(problems)


def test_title_card_words_stay_above_their_chip(language: str, app: App,
                                                window: arcade.Window) -> None:
    """At 800x600 the type floor wrapped Tet'light's description onto its chip's box."""
    scene = TitleScene(app)
    app.nav.reset(scene)
    # Portrait puts the chip beside the words, not under.
    for width, height in sizes_for(language, LANDSCAPE):
        with virtual_size(window, width, height):
            scene.ensure_layout()
            for (_, _, desc, _), (chip, _) in zip(scene.card_texts, scene.chips, strict=True):
                words_bottom = desc.y - desc.content_height  # anchored at the top
                # A visible gap: the last line's descenders reach below content_height.
                assert words_bottom >= chip.top + 4, (language, width, height, desc.text[:20])
