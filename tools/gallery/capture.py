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
        images.append(_cropped(arcade.get_image(), sheet, window.height))
    scene.dismiss()
    return images


def _cropped(image: Any, sheet: Sheet, height: int) -> Any:
    """The sheet's region of a frame (reference px, y up, on a 1280×720 window), scaled."""
    left, bottom, width, tall = sheet.region
    box = (round(left), round(height - bottom - tall), round(left + width),
           round(height - bottom))
    part = image.convert("RGB").crop(box)
    return part.resize((round(width * sheet.scale), round(tall * sheet.scale)))
