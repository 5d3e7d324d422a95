"""The layout scales the 1280×720 reference to any window; the app explains a missing display."""

from __future__ import annotations

import pytest

from game import app as app_module
from game.scenes.layout import Layout
from game.scenes.retris_play import RetrisPlayScene


def test_the_reference_size_maps_one_to_one() -> None:
    layout = Layout(1280, 720)
    assert layout.scale == 1.0 and layout.pt(100, 200) == (100.0, 200.0)


def test_a_bigger_window_of_the_same_shape_scales_up() -> None:
    layout = Layout(1920, 1080)
    assert layout.scale == 1.5 and layout.pt(640, 360) == (960.0, 540.0)
    assert layout.font(20) == 30.0


def test_another_aspect_fits_and_centres_the_reference() -> None:
    layout = Layout(1024, 768)  # 4:3: width decides, bands above and below
    assert layout.scale == pytest.approx(0.8)
    assert layout.pt(0, 0) == pytest.approx((0.0, (768 - 576) / 2))
    assert layout.pt(640, 360) == pytest.approx((512.0, 384.0))


def test_a_narrow_view_uses_the_full_height() -> None:
    layout = Layout(1024, 768, RetrisPlayScene.VIEW)  # the play field and its panels
    left, _, width, height = RetrisPlayScene.VIEW
    assert layout.scale == pytest.approx(768 / height)
    assert layout.x(left + width / 2) == pytest.approx(512.0)
    assert layout.x(left) >= 0 and layout.x(left + width) <= 1024


def test_no_display_gives_a_clear_message_and_exit_1(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("ARCADE_HEADLESS", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(app_module.sys, "platform", "linux")
    assert app_module.run_game([]) == 1
    err = capsys.readouterr().err
    assert "no display" in err and "arcadeforge shot SCENE OUT.png" in err
    assert "Traceback" not in err
