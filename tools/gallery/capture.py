"""Running a sheet: each row's play scene at its position, its moment fired, its frames drawn
at the sheet's moments and cropped to the sheet's region."""

from __future__ import annotations

import dataclasses
from typing import Any

from gallery.sheet import Sheet

SIZE = (1280, 720)


def frames_of(window: Any, sheet: Sheet, seed: int = 1) -> list[list[Any]]:
    """The sheet's frames (PIL images), a list per row, one per moment."""
    return [_row_frames(window, sheet, row, seed) for row in sheet.rows]


def _row_frames(window: Any, sheet: Sheet, row: Any, seed: int) -> list[Any]:
    import arcade

    from game.headless.app import make_app
    from game.headless.positions import play_position, run_until

    app = make_app(window, seed=seed)
    app.settings = dataclasses.replace(
        app.settings, effects=dataclasses.replace(app.settings.effects, **row.effects))
    scene = play_position(app, row.path())
    window.show_view(scene)
    scene.on_update(0.0)  # laid out, its first snapshot taken
    row.fire(scene)
    start = scene.time
    images = []
    for moment in sheet.moments:
        run_until(scene, start + moment)
        scene.on_draw()
        window.ctx.finish()
        images.append(_cropped(arcade.get_image(), sheet, window.width, window.height))
    scene.dismiss()
    return images


def _cropped(image: Any, sheet: Sheet, window_w: int, window_h: int) -> Any:
    """The sheet's region of a frame (reference px of a 1280×720 screen, y up; the window is
    16:9 of any size), scaled to the sheet's size whatever the window's."""
    k = window_w / SIZE[0]
    if abs(window_h / SIZE[1] - k) > 0.01:
        raise ValueError(f"the gallery draws in a 16:9 window, not {window_w}×{window_h}")
    left, bottom, width, tall = sheet.region
    box = (round(left * k), round(window_h - (bottom + tall) * k), round((left + width) * k),
           round(window_h - bottom * k))
    part = image.convert("RGB").crop(box)
    return part.resize((round(width * sheet.scale), round(tall * sheet.scale)))
