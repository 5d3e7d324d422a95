"""The title's frame in few draw calls, from buffers built once per layout: the rules,
frames, chips and key caps are one cached buffer (its glow pulsing through a uniform), the
words one batch."""

from __future__ import annotations

import arcade
import pytest

from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.ui.glyph_atlas import shared_bin
from tests.scenes.conftest import FRAME, run_frames
from tests.scenes.draw_calls import draw_calls
from tests.scenes.text_bounds import virtual_size

#: The halo, the static layer, the three card boards; then the text batch: one call per
#: glyph texture (every font shares them: game.ui.glyph_atlas; one until a long session
#: of many window sizes fills the first).
TITLE_DRAWS = 5


@pytest.fixture
def title(app: App, window: arcade.Window) -> TitleScene:
    scene = TitleScene(app)
    app.nav.push(scene)
    run_frames(window, 3, draw=True)
    return scene


def test_the_title_draws_in_few_calls(title: TitleScene) -> None:
    with draw_calls() as calls:
        title.draw()
    assert 0 < len(calls) <= TITLE_DRAWS + len(shared_bin().atlases), calls


def test_the_static_layer_is_not_rebuilt_while_the_glow_pulses(title: TitleScene,
                                                                window: arcade.Window) -> None:
    built = title.frames.builds
    for _ in range(30):  # half a second: the pulse goes through many strengths
        title.on_update(FRAME)
        title.on_draw()
    assert title.frames.builds == built


def test_a_new_size_or_focus_builds_the_layer_again(title: TitleScene,
                                                    window: arcade.Window) -> None:
    built = title.frames.builds
    with virtual_size(window, 1000, 700):
        title.on_draw()
        assert title.frames.builds == built + 1
        title.menu.move(1)
        title.on_draw()
        assert title.frames.builds == built + 2
        title.menu.move(-1)
        title.on_draw()  # that focus in this layout is kept
        assert title.frames.builds == built + 2
    title.on_draw()  # back to the first size: a new layout, built again
    assert title.frames.builds == built + 3


def test_a_device_change_rebatches_the_hint_words(title: TitleScene, app: App) -> None:
    """The hint bar's words are in the title's one batch; after the pad is used the
    batch holds the new ones (pad glyphs) and not the old."""
    title.show_device("pad")
    title.on_draw()
    batched = set(map(id, title.texts.texts))
    assert all(id(t) in batched for t in title.hints.texts)
    assert all(t.label.batch is title.texts.batch for t in title.hints.texts)


def test_words_of_many_fonts_and_sizes_batch_into_one_draw_call(app: App,
                                                                 window: arcade.Window) -> None:
    from game.ui import theme
    from game.ui.textbatch import TextBatch

    theme.load_fonts()
    texts = [arcade.Text("Glyphs", 10, 10 + 30 * i, theme.INK, 9 + 7 * i, font_name=font,
                         bold=bold)
             for i, (font, bold) in enumerate(((theme.DISPLAY_FONT, True),
                                               (theme.BODY_FONT, False),
                                               (theme.LABEL_FONT, True)))]
    batch = TextBatch(texts)
    with draw_calls() as calls:
        batch.draw()
    assert len(calls) <= len(shared_bin().atlases) < len(texts)


def test_a_palette_change_builds_the_layer_again(title: TitleScene, app: App) -> None:
    import dataclasses

    built = title.frames.builds
    effects = dataclasses.replace(app.settings.effects, palette="colorblind")
    app.settings = dataclasses.replace(app.settings, effects=effects)
    title.on_draw()
    assert title.art.palette.name == "colorblind"
    assert title.frames.builds == built + 1
    title.on_draw()
    assert title.frames.builds == built + 1


@pytest.mark.parametrize("changed_while_shown", [False, True])
def test_every_card_is_drawn_in_the_settings_palette(app: App, window: arcade.Window,
                                                     changed_while_shown: bool) -> None:
    """The Verse card's board too (its cells were kept in the palette first used), whether
    the palette was set before the title opened or changed while it is shown."""
    import dataclasses

    import numpy as np

    from game.render.palette import load_palette

    def use_colorblind() -> None:
        effects = dataclasses.replace(app.settings.effects, palette="colorblind")
        app.settings = dataclasses.replace(app.settings, effects=effects)

    if not changed_while_shown:
        use_colorblind()
    title = TitleScene(app)
    app.nav.push(title)
    run_frames(window, 2, draw=True)
    if changed_while_shown:
        use_colorblind()
    colours: dict[str, np.ndarray] = {}

    def spy(name: str) -> None:
        renderer = getattr(title.art, name)
        real = renderer.update

        def update(centers: object, cols: object, fl: object) -> None:
            colours[name] = np.asarray(cols)
            real(centers, cols, fl)

        renderer.update = update  # type: ignore[method-assign]

    for name in ("retris", "verse"):
        spy(name)
    title._layout = None  # the next frame places the boards again
    run_frames(window, 2, draw=True)
    blind, plain = load_palette("colorblind"), load_palette("default")
    for name, shown in colours.items():
        rows = {tuple(c) for c in shown.tolist()}
        assert tuple(blind.retris_color("S")) in rows, name
        assert tuple(plain.retris_color("S")) not in rows, name
