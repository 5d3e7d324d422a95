"""Which characters a TrueType/OpenType font has glyphs for: its Unicode cmap (formats 4 and
12), read with struct. Enough to check that the UI's fonts cover the UI's text."""

from __future__ import annotations

import struct
from pathlib import Path

UNICODE_TABLES = {(3, 10), (0, 4), (0, 6), (3, 1), (0, 3)}  # (platform, encoding)


def _format4(data: bytes, at: int) -> set[int]:
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts_at = at + 16 + 2 * segs
    starts = struct.unpack_from(f">{segs}H", data, starts_at)
    deltas = struct.unpack_from(f">{segs}h", data, starts_at + 2 * segs)
    offsets_at = starts_at + 4 * segs
    offsets = struct.unpack_from(f">{segs}H", data, offsets_at)
    found: set[int] = set()
    for i, (start, end, delta, offset) in enumerate(zip(starts, ends, deltas, offsets,
                                                        strict=True)):
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                where = offsets_at + 2 * i + offset + 2 * (code - start)
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                found.add(code)
    return found


def _format12(data: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    found: set[int] = set()
    for g in range(groups):
        start, end, glyph = struct.unpack_from(">3I", data, at + 16 + 12 * g)
        found.update(code for code in range(start, end + 1) if glyph + code - start)
    return found


def covered(font: Path) -> set[int]:
    """Code points with a real glyph (not .notdef) in the font's Unicode cmaps."""
    data = font.read_bytes()
    tables = struct.unpack_from(">H", data, 4)[0]
    cmap = next(struct.unpack_from(">I", data, 12 + 16 * i + 8)[0] for i in range(tables)
                if data[12 + 16 * i: 16 + 16 * i] == b"cmap")
    found: set[int] = set()
    for i in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if (platform, encoding) not in UNICODE_TABLES:
            continue
        fmt = struct.unpack_from(">H", data, cmap + offset)[0]
        if fmt == 4:
            found |= _format4(data, cmap + offset)
        elif fmt == 12:
            found |= _format12(data, cmap + offset)
    return found
