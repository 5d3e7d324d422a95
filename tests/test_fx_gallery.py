"""tools/fx-gallery: its sheets load (unique names, positions that exist), one sheet runs on
the real play scene and writes its PNG (frames that move with the moments, the reduced motion
row unlike the normal one) and the page that links every sheet; and tools/bench's fxbudget
section runs and reports each screen (a quick run: a few frames), and the families' report
says what each family saves."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import fxbench
import screenbench
from gallery.run import run_gallery
from gallery.sheet import load_sheets


def test_every_sheet_loads_with_a_position_that_exists() -> None:
    sheets = load_sheets()
    assert {"hard-drop", "banners", "flash", "pulse"} <= {s.name for s in sheets}
    for sheet in sheets:
        assert sheet.rows and sheet.moments == tuple(sorted(sheet.moments))
        for row in sheet.rows:
            assert row.path().is_file(), (sheet.name, row.position)


def test_a_sheet_is_drawn_on_the_play_scene_and_linked(window, tmp_path: Path) -> None:
    sheets = load_sheets()
    hard_drop = next(s for s in sheets if s.name == "hard-drop")
    written = run_gallery(sheets, ["hard-drop"], tmp_path / "effects", tmp_path / "effects.md",
                          window)
    assert written == [tmp_path / "effects" / "hard-drop.png", tmp_path / "effects.md"]
    picture = np.asarray(Image.open(written[0]).convert("RGB")).astype(int)
    width = round(hard_drop.region[2] * hard_drop.scale)
    height = round(hard_drop.region[3] * hard_drop.scale)
    assert picture.shape[1] > width * len(hard_drop.moments)
    assert picture.shape[0] > height * len(hard_drop.rows)
    # The frames themselves: the first cell of each row, and the last of the first.
    cells = _cells(picture, width, height, len(hard_drop.rows), len(hard_drop.moments))
    assert all(cell.std() > 10 for row in cells for cell in row)  # every frame drawn
    assert np.abs(cells[0][0] - cells[0][-1]).mean() > 1  # the trail fades, the spring rests
    assert np.abs(cells[0][0] - cells[1][0]).mean() > 0.2  # reduced motion: a short trail
    page = written[1].read_text(encoding="utf-8")
    for sheet in sheets:  # every sheet linked, drawn this time or not
        assert f"(effects/{sheet.name}.png)" in page


def _cells(picture: np.ndarray, width: int, height: int, rows: int, columns: int
           ) -> list[list[np.ndarray]]:
    """The frames of a sheet, found from its layout (tools/gallery/sheet.py: compose)."""
    label_w, pad, title_h, caption_h = 130, 10, 44, 26
    return [[picture[title_h + r * (height + caption_h + pad):][:height,
                     label_w + pad + c * (width + pad):][:, :width]
             for c in range(columns)] for r in range(rows)]


def test_the_budget_section_runs_and_reports_every_screen(window) -> None:
    lines, failures = fxbench.run(window, quick=True)
    names = [fxbench.FULL, fxbench.KICKED, fxbench.OFF]
    assert len(lines) == 1 + 1 + len(names)
    for name in names:
        row = next(line for line in lines if line.startswith(name))
        median = float(row[len(name):].split()[0])
        assert median > 0
    assert all(f.startswith(fxbench.FULL) for f in failures)  # only the shipped row is judged


def test_the_families_report_says_what_each_family_saves() -> None:
    def screen(name: str, frames: list[float]) -> screenbench.Screen:
        made = screenbench.Screen(name, lambda n: None, lambda: None, lambda: None)
        made.frame_ms.extend(frames)
        return made

    lines = fxbench.family_report([screen(fxbench.FULL, [4.0, 4.2, 9.0]),
                                   screen("… flash at 0", [3.0, 3.5, 8.0]),
                                   screen("… bloom at 0", [4.2, 4.3, 4.4])])
    assert len(lines[1][36:].split()) == 2  # median and p95: the shipped chain saves nothing
    assert lines[2].split()[-1] == "0.70" and lines[3].split()[-1] == "-0.10"
