"""One SDL game controller mapping line, checked: ``GUID,name,a:b0,b:b1,…,platform:Linux,``.

The format is SDL's (``SDL_GAMECONTROLLERCONFIG``, ``gamecontrollerdb.txt``): a 32-digit hex
GUID, a name, then ``element:input`` pairs where an input is a button ``b3``, an axis ``a2``
(``+a1`` / ``-a1`` its half, ``a2~`` inverted) or a hat direction ``h0.4``; ``platform``,
``crc`` and ``hint`` are about where the line applies. :func:`parse_line` raises
:class:`MappingError` saying what was expected, so a bad line in a player's file is reported
with its place and the others still load. No pyglet here: pyglet's own parser reads the
lines this one accepted.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from game.i18n import N_, _
from game.i18n import _ as translate  # a string kept marked (N_), shown now

#: The elements SDL maps to buttons (any input may drive them).
BUTTON_ELEMENTS = frozenset({
    "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder",
    "rightshoulder", "dpup", "dpdown", "dpleft", "dpright", "touchpad",
    *(f"misc{i}" for i in range(1, 7)), *(f"paddle{i}" for i in range(1, 5)),
})
AXIS_ELEMENTS = frozenset({"leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"})
#: Fields that say where a line applies, not what a control does.
META_FIELDS = frozenset({"platform", "crc", "hint", "sdk>=", "sdk<=", "type", "face"})
GUID = re.compile(r"[0-9a-fA-F]{32}")
INPUT = re.compile(r"b\d+|[+-]?a\d+~?|h\d+\.\d+")
CRC = re.compile(r"[0-9a-fA-F]{1,4}")
# The words of a bad line's problem, which the player sees (translated where it is said)
EXPECTED_INPUT = N_("a button (b0), an axis (a0, +a0, -a0, a0~) or a hat direction (h0.1)")
#: A line SDL uses only when face buttons follow their printed labels: the game reads pads by
#: position (``a`` is the bottom button), as the lines without this hint do.
LABEL_HINT = "hint:SDL_GAMECONTROLLER_USE_BUTTON_LABELS:=1"  # i18n: not shown
# SDL's own platform names, as mapping lines write them
PLATFORMS = {"linux": "Linux", "win32": "Windows", "cygwin": "Windows",  # i18n: not shown
             "darwin": "Mac OS X"}  # i18n: not shown


class MappingError(ValueError):
    """A line that is not a mapping; the message says what was expected (one line)."""


XINPUT = "xinput"  # SDL's GUID for any XInput pad (Windows)


@dataclass(frozen=True, slots=True)
class Mapping:
    """A checked line: ``text`` is it as pyglet reads it (one line, no spaces around fields)."""

    guid: str  # lower-case hex
    name: str
    text: str
    elements: tuple[tuple[str, str], ...]
    platform: str | None = None
    crc: int | None = None
    by_label: bool = False  # SDL's labels hint: not the positional mapping
    #: What was wrong with single elements (each left unmapped, as SDL does).
    faults: tuple[str, ...] = ()

    def applies_to(self, platform: str) -> bool:
        """For this platform (a line naming none applies everywhere), and by position."""
        return not self.by_label and self.platform in (None, platform)


def this_platform() -> str:
    """SDL's name for the platform we run on ("Linux", "Windows", "Mac OS X")."""
    return next((v for k, v in PLATFORMS.items() if sys.platform.startswith(k)), sys.platform)


def parse_line(line: str) -> Mapping:
    """The mapping in ``line``; raises :class:`MappingError` for anything SDL would not take."""
    fields = [f.strip() for f in line.strip().split(",")]
    if len(fields) < 3:
        raise MappingError(_("expected GUID,name,element:input,… (at least one element)"))
    guid, name, rest = fields[0], fields[1], [f for f in fields[2:] if f]
    if not GUID.fullmatch(guid) and guid.lower() != XINPUT:
        raise MappingError(_("expected a GUID of 32 hex digits first, got {guid}").format(
            guid=_quote(guid)))
    if not name:
        raise MappingError(_("expected the pad's name after the GUID, got nothing"))
    elements: list[tuple[str, str]] = []
    meta: dict[str, str] = {}
    kept: list[str] = []
    faults: list[str] = []
    for item in rest:
        key, sep, value = item.partition(":")
        if not sep:
            faults.append(_("expected element:input, got {field}").format(field=_quote(item)))
            continue
        if key in META_FIELDS:
            meta[key] = value
        elif key.lstrip("+-") in BUTTON_ELEMENTS | AXIS_ELEMENTS and value:
            if not INPUT.fullmatch(value):
                faults.append(_("expected {what} for {element}, got {value}").format(
                    what=translate(EXPECTED_INPUT), element=key, value=_quote(value)))
                continue
            elements.append((key, value))
        # An empty input leaves its element unmapped, and names SDL added later are skipped:
        # SDL reads such lines too.
        kept.append(item)
    if not elements:
        raise MappingError(_("expected at least one element:input (a:b0, leftx:a0, …)")
                           + (f" ({faults[0]})" if faults else ""))
    crc = meta.get("crc")
    if crc is not None and not CRC.fullmatch(crc):
        raise MappingError(_("expected crc:XXXX (4 hex digits), got {crc}").format(
            crc=_quote(crc)))
    text = ",".join([guid, name, *kept]) + ","
    return Mapping(guid.lower(), name, text, tuple(elements), meta.get("platform"),
                   int(crc, 16) if crc is not None else None, LABEL_HINT in kept,
                   tuple(faults))


def sdl_crc16(text: str) -> int:
    """SDL's CRC-16 of a device name (CRC-16/ARC), as a ``crc:`` field gives it."""
    crc = 0
    for byte in text.encode("utf-8"):
        crc ^= byte
        for _bit in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def mapping_line(guid: str, name: str, elements: dict[str, str], platform: str) -> str:
    """A line for ``elements`` (element → input), as :func:`parse_line` reads it back."""
    # A comma ends the name; the file's default name stays English
    clean = re.sub(r"[,\x00-\x1f]", " ", name).strip() or "Gamepad"  # i18n: not shown
    pairs = [f"{k}:{v}" for k, v in elements.items()]
    return ",".join([guid, clean, *pairs, f"platform:{platform}"]) + ","


def _quote(text: str, most: int = 40) -> str:
    shown = text if len(text) <= most else text[: most - 1] + "…"
    return repr(shown)
