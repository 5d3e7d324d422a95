"""What a contact sheet is (:class:`Sheet`, :class:`Row`), where sheets are found
(:func:`load_sheets`), and how a sheet's frames are laid out in one picture
(:func:`compose`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = Path(__file__).resolve().parent / "positions"
#: The moments (seconds after the event) a sheet shows unless it says otherwise.
MOMENTS = (0.0, 0.1, 0.25, 0.5)
SCREEN = (0.0, 0.0, 1280.0, 720.0)  # the reference region: the whole screen
FONT = ROOT / "resources" / "fonts" / "play" / "Play-Bold.ttf"
INK, DIM, BACK = (232, 240, 255), (150, 164, 200), (6, 8, 18)


@dataclass(frozen=True)
class Row:
    """One variant of a sheet: its label, the position it starts from (a file of
    :data:`POSITIONS`, or a path from the repository's root), what fires the moment
    (``fire(scene)``: after it the scene's clock reads the moment's time) and the
    ``[effects]`` settings it plays with (over the defaults)."""

    label: str
    position: str
    fire: Callable[[Any], None]
    effects: dict[str, Any] = field(default_factory=dict)

    def path(self) -> Path:
        """The position's scenario file."""
        here = POSITIONS / self.position
        return here if here.is_file() else ROOT / self.position


@dataclass(frozen=True)
class Sheet:
    """A contact sheet: ``name`` (its file, docs/effects/NAME.png), a title and a sentence
    for docs/effects.md, its rows, the moments, the region shown (reference px of the
    1280×720 screen: left, bottom, width, height) and how much each frame is scaled."""

    name: str
    title: str
    about: str
    rows: tuple[Row, ...]
    moments: tuple[float, ...] = MOMENTS
    region: tuple[float, float, float, float] = SCREEN
    scale: float = 0.5
    group: str = "Shared effects"


def load_sheets() -> list[Sheet]:
    """Every sheet of every ``sheets_*.py`` module here, in file name order."""
    sheets: list[Sheet] = []
    for path in sorted(Path(__file__).resolve().parent.glob("sheets_*.py")):
        module = importlib.import_module(f"gallery.{path.stem}")
        sheets.extend(module.SHEETS)
    names = [s.name for s in sheets]
    doubled = sorted({n for n in names if names.count(n) > 1})
    if doubled:
        raise ValueError(f"two sheets named {', '.join(doubled)}")
    return sheets


def compose(sheet: Sheet, frames: list[list[Any]]) -> Any:
    """One picture: the title, then a row of frames per variant (its label on the left) with
    each moment under its column."""
    from PIL import Image, ImageDraw, ImageFont

    cell_w, cell_h = frames[0][0].size
    label_w = 130 if any(r.label for r in sheet.rows) else 0
    pad, title_h, caption_h = 10, 44, 26
    width = label_w + pad + len(sheet.moments) * (cell_w + pad)
    height = title_h + len(frames) * (cell_h + caption_h + pad) + pad
    picture = Image.new("RGB", (width, height), BACK)
    draw = ImageDraw.Draw(picture)
    big, small = ImageFont.truetype(str(FONT), 22), ImageFont.truetype(str(FONT), 15)
    draw.text((pad, 10), sheet.title, fill=INK, font=big)
    for r, (row, images) in enumerate(zip(sheet.rows, frames, strict=True)):
        top = title_h + r * (cell_h + caption_h + pad)
        if row.label:
            draw.multiline_text((pad, top + cell_h // 2 - 10), row.label.replace(" / ", "\n"),
                                fill=INK, font=small)
        for c, (moment, image) in enumerate(zip(sheet.moments, images, strict=True)):
            left = label_w + pad + c * (cell_w + pad)
            picture.paste(image, (left, top))
            draw.text((left + 4, top + cell_h + 4), f"+{moment:.2f} s", fill=DIM, font=small)
    return picture
