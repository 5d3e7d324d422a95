"""The one palette of all games, read from ``resources/palette.toml``.

``load_palette("colorblind")`` gives a variant; a variant lists only what it changes and
inherits the rest from ``default``. Every accessor returns an ``(r, g, b, a)`` tuple of 0–255
ints, ready for numpy ``uint8`` arrays.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import numpy as np

from game.core import paths

RGBA = tuple[int, int, int, int]

PALETTE_PATH = paths.resources() / "palette.toml"
DEFAULT_VARIANT = "default"
RETRIS_PIECES = ("I", "O", "T", "S", "Z", "J", "L", "X")
TETLIGHT_COLORS = 6


class PaletteError(ValueError):
    """The palette file is missing a colour or holds a malformed one."""


def parse_color(text: str) -> RGBA:
    """``"#rrggbb"`` or ``"#rrggbbaa"`` → RGBA tuple."""
    value = text.strip().removeprefix("#")
    if len(value) not in (6, 8):
        raise PaletteError(f"colour {text!r}: expected #rrggbb or #rrggbbaa")
    try:
        channels = [int(value[i : i + 2], 16) for i in range(0, len(value), 2)]
    except ValueError:
        raise PaletteError(f"colour {text!r}: not hexadecimal") from None
    if len(channels) == 3:
        channels.append(255)
    r, g, b, a = channels
    return r, g, b, a


@dataclass(frozen=True)
class Palette:
    """Colours of one palette variant."""

    name: str
    ui: dict[str, RGBA] = field(default_factory=dict)
    retris: dict[str, RGBA] = field(default_factory=dict)
    tetlight: tuple[RGBA, ...] = ()
    description: str = ""

    def retris_color(self, piece: str) -> RGBA:
        """Guideline colour of a Retris piece (``I O T S Z J L``; anything else is ``X``)."""
        return self.retris.get(piece, self.retris["X"])

    def tetlight_color(self, index: int) -> RGBA:
        """Tet'light colour ``index`` (0-based, wraps around)."""
        return self.tetlight[index % len(self.tetlight)]

    def ui_color(self, name: str) -> RGBA:
        """A named interface colour (``empty``, ``flash``, ``background_top`` …)."""
        try:
            return self.ui[name]
        except KeyError:
            raise KeyError(f"palette {self.name!r} has no ui colour {name!r}") from None

    def get(self, key: str) -> RGBA:
        """Colour by dotted key: ``"retris.T"``, ``"tetlight.2"``, ``"ui.empty"``."""
        section, _, name = key.partition(".")
        if section == "retris":
            return self.retris[name]
        if section == "tetlight":
            return self.tetlight[int(name)]
        if section == "ui":
            return self.ui_color(name)
        raise KeyError(f"unknown palette key {key!r}")

    def tetlight_array(self) -> np.ndarray:
        """``(6, 4)`` uint8 lookup table: ``palette.tetlight_array()[colour_ids]``."""
        return np.array(self.tetlight, dtype=np.uint8)

    def retris_array(self, order: tuple[str, ...] = RETRIS_PIECES) -> np.ndarray:
        """``(len(order), 4)`` uint8 lookup table in ``order``."""
        return np.array([self.retris_color(p) for p in order], dtype=np.uint8)


def variants(path: Path = PALETTE_PATH) -> list[str]:
    """Names of the palette variants in the file, ``default`` first."""
    names = list(_read(path))
    return sorted(names, key=lambda n: (n != DEFAULT_VARIANT, n))


def load_palette(variant: str = DEFAULT_VARIANT, path: Path = PALETTE_PATH) -> Palette:
    """The palette ``variant`` (``"default"`` or ``"colorblind"``)."""
    data = _read(path)
    if variant not in data:
        raise PaletteError(f"no palette variant {variant!r} in {path} (have {sorted(data)})")
    base = data.get(DEFAULT_VARIANT, {})
    own = data[variant]

    def section(name: str) -> dict:
        return {**base.get(name, {}), **own.get(name, {})}

    ui = {k: parse_color(v) for k, v in section("ui").items()}
    retris = {k: parse_color(v) for k, v in section("retris").items()}
    colors = section("tetlight").get("colors", [])
    tetlight = tuple(parse_color(c) for c in colors)
    missing = [p for p in RETRIS_PIECES if p not in retris]
    if missing:
        raise PaletteError(f"palette {variant!r}: retris colours missing for {missing}")
    if len(tetlight) != TETLIGHT_COLORS:
        raise PaletteError(
            f"palette {variant!r}: tetlight.colors needs {TETLIGHT_COLORS}, got {len(tetlight)}"
        )
    description = str(own.get("description", base.get("description", "")))
    return Palette(variant, ui, retris, tetlight, description)


@cache
def _read_cached(path: Path, mtime_ns: int) -> dict:
    with path.open("rb") as handle:
        return tomllib.load(handle)


def _read(path: Path) -> dict:
    return _read_cached(path, path.stat().st_mtime_ns)
