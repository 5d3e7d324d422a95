"""The notices' banner: on Settings it leaves the heading readable (fullscreen included), and
at any window size every line it shows fits inside it."""

from __future__ import annotations

import itertools

import arcade
import pytest

from game.scenes.base import Scene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from tests.scenes.text_bounds import box, inside, virtual_size

LINES = ('settings: video.size: expected a size like "1280x720", 64 to 8192 a side, got "big"; '
         'using "1280x720"',
         "settings: effects.bloom: expected a number from 0 to 1, got 3; using 0.6",
         'settings: audio.master: expected a number from 0 to 1, got "loud"; using 0.8')
SIZES = ((1920, 1080), (1280, 720), (800, 600), (1024, 768), (640, 360))  # 640×360: the least


def _overlap(a: tuple[float, float, float, float], r: arcade.Rect) -> bool:
    left, bottom, right, top = a
    return min(right, r.right) > max(left, r.left) and min(top, r.top) > max(bottom, r.bottom)


def _banner(app: App, scene: object, width: int, height: int
            ) -> tuple[arcade.Rect, list[arcade.Text]]:
    scene.on_draw()  # type: ignore[attr-defined]  # laid out for this size
    placed = app.notices.place(width, height, scene.notice_area())  # type: ignore[attr-defined]
    assert placed is not None
    return placed


def _with_lines(app: App, scene: Scene) -> Scene:
    """``scene`` shown, three problem lines up."""
    app.nav.reset(scene)
    for line in LINES:
        app.notices.post(line)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_settings_heading_stays_clear(app: App, window: arcade.Window,
                                          size: tuple[int, int]) -> None:
    scene = _with_lines(app, SettingsScene(app))
    with virtual_size(window, *size):
        rect, texts = _banner(app, scene, *size)
        assert not _overlap(box(scene.heading), rect), f"{size}: the banner covers SETTINGS"
        assert not _overlap(box(scene.info_title), rect) and scene.info_rect.top <= rect.bottom
        _lines_fit(rect, texts, size)


@pytest.mark.parametrize("size", SIZES)
def test_every_line_fits_the_banner_on_any_screen(app: App, window: arcade.Window,
                                                  size: tuple[int, int]) -> None:
    scene = _with_lines(app, TitleScene(app))
    with virtual_size(window, *size):
        _lines_fit(*_banner(app, scene, *size), size)


def _lines_fit(rect: arcade.Rect, texts: list[arcade.Text], size: tuple[int, int]) -> None:
    assert len(texts) == 3
    assert inside((rect.left, rect.bottom, rect.right, rect.top), arcade.LBWH(0, 0, *size))
    for t in texts:
        assert inside(box(t), rect, tol=0.0), f"{size}: {t.text[:30]!r} leaves the banner"
        assert t.x == round(t.x) and t.y == round(t.y)  # whole pixels: no glyph row lost
    for upper, lower in itertools.pairwise(texts):
        assert lower.top <= upper.bottom, f"{size}: lines overlap"


def test_news_is_drawn_in_the_accent_and_a_problem_in_red(
        app: App, window: arcade.Window, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import notices, theme

    rims: list[tuple[int, ...]] = []
    monkeypatch.setattr(notices, "draw_panel", lambda rect, cut, fill, rim, w: rims.append(
        tuple(rim)[:3]))
    app.notices.post("screenshot saved: ~/x.png", tone="info")
    app.notices.draw(1280, 720)
    app.notices.post("settings: effects.bloom: expected a number")
    app.notices.draw(1280, 720)
    assert rims == [tuple(theme.ACCENT)[:3], tuple(theme.DANGER)[:3]]


@pytest.mark.parametrize("size", SIZES)
def test_game_over_keeps_its_heading_and_panel_clear(app: App, window: arcade.Window,
                                                     size: tuple[int, int]) -> None:
    from game.scenes.menus.gameover import GameOverScene
    from tests.scenes.menus.test_gameover_fresh_press import FinishedFake

    class Retris(FinishedFake):  # the most figures: the tallest panel
        def final_figures(self) -> list[tuple[str, str]]:
            return [(name, "1") for name in ("BEST", "RANK", "ROWS", "LEVEL", "TIME", "MODE",
                                             "STYLE")]

    over = GameOverScene(app, Retris(app))
    app.nav.reset(over)
    app.notices.post("save video: already saving retris-20260101-120000.mp4 (42%); one "
                     "video at a time", tone="info")
    app.notices.post("save video failed: ffmpeg stopped: No space left on device")
    with virtual_size(window, *size):
        rect, texts = _banner(app, over, *size)
        assert not _overlap(box(over.heading), rect) and not _overlap(
            (over.panel.left, over.panel.bottom, over.panel.right, over.panel.top), rect)
        assert all(inside(box(t), rect, tol=0.0) for t in texts)
