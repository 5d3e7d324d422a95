"""Flag bits: distinct, encodable, and identical in Python and GLSL."""

from __future__ import annotations

import re

import pytest

from game.render import flags as F
from game.render.shaders import shader_path


def test_looks_are_distinct_single_bits_below_the_bomb_field() -> None:
    looks = [F.EMPTY, F.GHOST, F.HIGHLIGHT, F.FLASH, F.ICE, F.STONE]
    assert len(set(looks)) == len(looks)
    for bit in looks:
        assert bin(bit).count("1") == 1
        assert bit & F.BOMB_MASK == 0 and bit & F.FLASH_MASK == 0


@pytest.mark.parametrize("kind", list(F.Bomb))
def test_bomb_round_trip(kind: F.Bomb) -> None:
    bits = F.bomb(kind) | F.ICE | F.flash(0.5)
    assert F.bomb_of(bits) is kind
    assert bits & F.ICE


def test_flash_strength() -> None:
    assert F.flash_strength(F.flash()) == 1.0
    assert F.flash() == F.FLASH
    assert F.flash_strength(F.flash(0.5)) == pytest.approx(0.5, abs=1 / 255)
    assert F.flash(0.0) == 0 and F.flash_strength(F.STONE) == 0.0


def test_drop() -> None:
    assert F.drop(0) == 0 and F.drop(23) >> F.DROP_SHIFT == 23
    assert not F.DROP_MASK & (F.FLASH_MASK | F.BOMB_MASK | 0xFF | 0x7 << 12)  # its own bits
    with pytest.raises(ValueError, match="0 to 31 rows"):
        F.drop(32)


def test_array() -> None:
    a = F.array(5, F.EMPTY)
    assert a.dtype.name == "uint32" and a.tolist() == [1] * 5


def test_glsl_constants_match() -> None:
    text = shader_path("common.glsl").read_text()
    consts = {m[0]: int(m[1]) for m in re.findall(r"const uint (\w+)\s*=\s*(\d+)u;", text)}
    for name in ("EMPTY", "GHOST", "HIGHLIGHT", "FLASH", "ICE", "STONE"):
        assert consts[f"FLAG_{name}"] == getattr(F, name), name
    assert consts["BOMB_SHIFT"] == F.BOMB_SHIFT
    assert consts["BOMB_MASK"] << F.BOMB_SHIFT == F.BOMB_MASK
    assert consts["FLASH_SHIFT"] == F.FLASH_SHIFT
    assert consts["DROP_SHIFT"] == F.DROP_SHIFT
    assert consts["DROP_MASK"] << F.DROP_SHIFT == F.DROP_MASK
    for kind in F.Bomb:
        assert consts[f"BOMB_{kind.name}"] == int(kind), kind
