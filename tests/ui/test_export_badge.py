"""The corner badge of a saved video shows its file name whole, and the folder as far as it
fits (home as ~, then the middle of the folder left out)."""

from __future__ import annotations

import time
from pathlib import Path

import arcade
import pytest

from game.ui.export_badge import draw_badge, shortened
from game.video import background
from tests.scenes.text_bounds import box, drawing_recorded, inside

NAME = "retris-20260101-120000.mp4"


def test_a_path_that_fits_is_shown_whole_with_home_as_a_tilde() -> None:
    home = Path.home()
    assert shortened(home / "videos" / NAME, lambda s: True) == f"~/videos/{NAME}"
    assert shortened(Path("/data/videos") / NAME, lambda s: True) == f"/data/videos/{NAME}"


def test_the_folder_gives_way_from_the_middle_the_name_never() -> None:
    path = Path("/srv/games/players/ann/arcadeforge/videos") / NAME
    shown = shortened(path, lambda s: len(s) <= 48)
    assert shown == f"/…/arcadeforge/videos/{NAME}"
    assert shortened(path, lambda s: len(s) <= 10) == f"…/{NAME}"  # the name, whole


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (640, 360)])
def test_the_saved_badge_shows_the_whole_name(window: arcade.Window, size: tuple[int, int],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    out = Path("/srv/games/players/somebody-with-a-long-name/arcadeforge/videos") / NAME
    saved = background.Export(Path("a.json"), out, status="saved", ended_at=time.monotonic())
    monkeypatch.setattr(background, "EXPORTS", [saved])
    with drawing_recorded() as (texts, _):
        draw_badge(*size)
    path = next(t for t in texts if NAME in t.text)
    assert path.text.endswith(NAME) and path.text != NAME  # some of the folder, too
    assert inside(box(path), arcade.LBWH(0, 0, *size))
    assert any(t.text == "VIDEO SAVED" for t in texts)


def test_the_badge_grows_to_show_the_whole_path_where_the_window_allows(
        window: arcade.Window, monkeypatch: pytest.MonkeyPatch) -> None:
    out = Path("/srv/player/.local/share/arcadeforge/videos") / NAME
    saved = background.Export(Path("a.json"), out, status="saved", ended_at=time.monotonic())
    monkeypatch.setattr(background, "EXPORTS", [saved])
    with drawing_recorded() as (texts, _):
        draw_badge(1280, 720)
    assert any(t.text == str(out) for t in texts)
