"""The palette file: guideline colours, Tet'light colours apart in hue and lightness."""

from __future__ import annotations

import colorsys
import itertools
from pathlib import Path

import pytest

from game.render.palette import PaletteError, load_palette, parse_color, variants


def _hue(c: tuple[int, int, int, int]) -> float:
    return colorsys.rgb_to_hsv(c[0] / 255, c[1] / 255, c[2] / 255)[0] * 360


def _lightness(c: tuple[int, int, int, int]) -> float:
    """CIE L* of an sRGB colour."""

    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    y = 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


def _hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 360
    return min(d, 360 - d)


def test_variants() -> None:
    assert variants()[0] == "default"
    assert "colorblind" in variants()


@pytest.mark.parametrize(
    ("piece", "hue"),
    [("I", 180), ("O", 55), ("T", 280), ("S", 125), ("Z", 0), ("J", 228), ("L", 35)],
)
def test_retris_guideline_hues(piece: str, hue: float) -> None:
    assert _hue_gap(_hue(load_palette().retris_color(piece)), hue) < 20


def test_crazy_pieces_are_grey() -> None:
    r, g, b, _ = load_palette().retris_color("X")
    assert max(r, g, b) - min(r, g, b) < 30 and min(r, g, b) > 150
    assert load_palette().retris_color("pentomino") == load_palette().retris_color("X")


@pytest.mark.parametrize("variant", ["default", "colorblind"])
def test_tetlight_colours_differ_in_hue_and_lightness(variant: str) -> None:
    colours = load_palette(variant).tetlight
    assert len(colours) == 6
    for a, b in itertools.combinations(colours, 2):
        assert _hue_gap(_hue(a), _hue(b)) >= 15, (a, b)
        assert abs(_lightness(a) - _lightness(b)) >= 6, (a, b)


def test_colorblind_variant_changes_colours_and_inherits_ui() -> None:
    default, cb = load_palette(), load_palette("colorblind")
    assert default.tetlight != cb.tetlight
    assert cb.ui_color("empty") == default.ui_color("empty")
    assert cb.get("retris.T") == cb.retris_color("T")
    assert cb.get("tetlight.0") == cb.tetlight_color(6)


def test_lookup_tables() -> None:
    p = load_palette()
    assert p.tetlight_array().shape == (6, 4)
    assert p.retris_array().shape == (8, 4)


def test_parse_color() -> None:
    assert parse_color("#0a0B0c") == (10, 11, 12, 255)
    assert parse_color("#01020304") == (1, 2, 3, 4)
    for bad in ("#123", "#gggggg"):
        with pytest.raises(PaletteError):
            parse_color(bad)


def test_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text('[default.retris]\nI = "#00ffff"\n[default.tetlight]\ncolors = []\n')
    with pytest.raises(PaletteError, match="retris"):
        load_palette(path=path)
    with pytest.raises(PaletteError, match="variant"):
        load_palette("nope", path=path)
