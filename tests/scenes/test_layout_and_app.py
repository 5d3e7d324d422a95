"""The layout scales the 1280×720 reference to any window; the app explains a missing display."""

from __future__ import annotations

import pytest

from game import app as app_module
from game.scenes.retris.play import RetrisPlayScene
from game.ui.layout import Layout, stack


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


def test_stacked_regions_share_a_scale_and_sit_one_under_another() -> None:
    top, below = stack(600, 900, [(70.0, 240.0, 580.0, 440.0), (670.0, 86.0, 530.0, 472.0)],
                       bottom=76)
    assert top.portrait and top.scale == below.scale == pytest.approx(900 / (440 + 472 + 76))
    assert top.y(240) == pytest.approx(below.y(86 + 472))  # the first ends where the next begins
    assert top.y(680) == pytest.approx(900) and below.y(86) == pytest.approx(76 * top.scale)
    assert top.x(70 + 290) == pytest.approx(300) == below.x(670 + 265)  # each centred
    whole = Layout(600, 900, frame=(0.0, 0.0, 600.0, 900.0))
    assert whole.pt(5, 7) == Layout(600, 900).pt(5, 7)  # the default frame is the window


def test_no_display_gives_a_clear_message_and_exit_1(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("ARCADE_HEADLESS", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(app_module.sys, "platform", "linux")
    assert app_module.run_game([]) == 1
    err = capsys.readouterr().err
    assert "no display" in err and "arcadeforge shot SCENE OUT.png" in err
    assert "Traceback" not in err
