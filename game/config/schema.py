"""What the settings file may hold: its sections, each key's type and range, and the typed
(frozen) objects the game reads. The default values live in ``resources/settings.toml``, the
file a player copies; every dataclass field here defaults to that file's value."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from game.i18n import _


class Kind:
    """One key's type: ``convert`` returns the checked value or raises ``ValueError``."""

    def expected(self) -> str:
        """What the key takes, in words ("a number from 0 to 1")."""
        raise NotImplementedError

    def convert(self, value: Any) -> Any:
        raise NotImplementedError

    def show(self, value: Any) -> str:
        """A checked value written back as TOML (for "using …" in a report)."""
        return toml_literal(value)


@dataclass(frozen=True)
class Number(Kind):
    lo: float
    hi: float

    def expected(self) -> str:
        return _("a number from {lo} to {hi}").format(lo=f"{self.lo:g}", hi=f"{self.hi:g}")

    def convert(self, value: Any) -> float:
        # bool is an int in Python but never a number in TOML; NaN fails the range test.
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError
        if not self.lo <= value <= self.hi:
            raise ValueError
        return float(value)


@dataclass(frozen=True)
class Integer(Kind):
    lo: int
    hi: int
    #: What a special value means, e.g. "0 = off" (a function: said in the language of
    #: the moment it is reported, not of import).
    note: Callable[[], str] | None = None

    def expected(self) -> str:
        if self.note:
            return _("an integer from {lo} to {hi} ({note})").format(
                lo=self.lo, hi=self.hi, note=self.note())
        return _("an integer from {lo} to {hi}").format(lo=self.lo, hi=self.hi)

    def convert(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError
        if not self.lo <= value <= self.hi:
            raise ValueError
        return value


@dataclass(frozen=True)
class Boolean(Kind):
    def expected(self) -> str:
        return _("true or false")

    def convert(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise ValueError
        return value


@dataclass(frozen=True)
class Choice(Kind):
    choices: tuple[str, ...]

    def expected(self) -> str:
        listed = ", ".join(toml_literal(c) for c in self.choices)
        return _("one of {choices}").format(choices=listed)

    def convert(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.choices:
            raise ValueError
        return value


@dataclass(frozen=True)
class Size(Kind):
    """A window size written ``"WxH"``; read as ``(width, height)``."""

    lo: int = 64
    hi: int = 8192

    def expected(self) -> str:
        return _('a size like "1280x720", {lo} to {hi} a side').format(lo=self.lo, hi=self.hi)

    def convert(self, value: Any) -> tuple[int, int]:
        if not isinstance(value, str):
            raise ValueError
        parts = value.lower().split("x")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError
        w, h = (int(p) for p in parts)
        if not (self.lo <= w <= self.hi and self.lo <= h <= self.hi):
            raise ValueError
        return w, h

    def show(self, value: Any) -> str:
        return toml_literal(f"{value[0]}x{value[1]}")


@dataclass(frozen=True)
class FrameCap(Kind):
    """Frames drawn a second at most: one of :data:`FRAME_CAPS`, 0 meaning unlimited."""

    def expected(self) -> str:
        return _("one of {choices} (0 = unlimited)").format(
            choices=", ".join(str(c) for c in FRAME_CAPS))

    def convert(self, value: Any) -> int:
        if isinstance(value, bool) or value not in FRAME_CAPS:
            raise ValueError
        return int(value)


@dataclass(frozen=True)
class FileName(Kind):
    """A file the game reads, named relative to the settings file's folder (or absolute)."""

    most: int = 255

    def expected(self) -> str:
        return _("a file name (in the settings folder) or a path, 1 to {most} characters").format(
            most=self.most)

    def convert(self, value: Any) -> str:
        if not isinstance(value, str) or not value.strip() or len(value) > self.most \
                or not value.isprintable():
            raise ValueError
        return value


#: ``[ui] language``: "auto" is the system's locale (English when it is none of these).
UI_LANGUAGES = ("auto", "en", "fr", "nl", "ru")

#: The frame caps offered (the settings screen cycles through them); 0 is unlimited.
FRAME_CAPS = (60, 120, 144, 0)
#: ``[audio] driver``: "auto" follows pyglet's order (``PYGLET_AUDIO``); see game/audio/sinks.
AUDIO_DRIVERS = ("auto", "pulse", "openal", "pyglet", "none")


def toml_literal(value: Any) -> str:
    """How a value is written in TOML, so a report quotes it as the player typed it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return _("a table")
    return str(value)


def _default(section: str, key: str) -> Any:
    """A dataclass field whose default is ``resources/settings.toml``'s ``[section] key``."""

    def read() -> Any:
        from game.config.defaults import default_value  # defaults.py imports this module

        return default_value(section, key)

    return field(default_factory=read)


@dataclass(frozen=True, slots=True)
class Ui:
    """``[ui]``: the language of the menus and HUDs (:data:`UI_LANGUAGES`); used at once."""

    language: str = _default("ui", "language")


@dataclass(frozen=True, slots=True)
class Video:
    """``[video]``: how the window opens (the command line's flags win)."""

    fullscreen: bool = _default("video", "fullscreen")
    size: tuple[int, int] = _default("video", "size")
    vsync: bool = _default("video", "vsync")
    frame_cap: int = _default("video", "frame_cap")  # frames a second; 0 = unlimited


@dataclass(frozen=True, slots=True)
class Handling:
    """``[handling]``: Retris's options of the same names (game/rules/retris/options.py): DAS,
    ARR and DCD (milliseconds), soft drop speed (times gravity, 0 = instant), the hard-drop
    guard (milliseconds), initial rotation and initial hold."""

    das_ms: int = _default("handling", "das_ms")
    arr_ms: int = _default("handling", "arr_ms")
    soft_drop_factor: int = _default("handling", "soft_drop_factor")  # 0 = instant
    dcd_ms: int = _default("handling", "dcd_ms")  # 0 = off
    hard_drop_guard_ms: int = _default("handling", "hard_drop_guard_ms")  # 0 = off
    irs: bool = _default("handling", "irs")
    ihs: bool = _default("handling", "ihs")


@dataclass(frozen=True, slots=True)
class Display:
    """``[display]``: what the play screens show besides the game; used at once."""

    stats: bool = _default("display", "stats")  # the live statistics panel in the HUD


@dataclass(frozen=True, slots=True)
class Effects:
    """``[effects]``: strengths of the looks; 0 turns one off. Reloaded while playing."""

    particles: float = _default("effects", "particles")  # particle count multiplier
    bloom: float = _default("effects", "bloom")
    shake: float = _default("effects", "shake")  # screen shake multiplier
    flash: float = _default("effects", "flash")
    bounce: float = _default("effects", "bounce")  # the field's spring on drops and clears
    trails: float = _default("effects", "trails")  # hard-drop trails
    banners: float = _default("effects", "banners")  # clear / chain / combo banners
    pulse: float = _default("effects", "pulse")  # the background grid's pulse
    reduced_motion: bool = _default("effects", "reduced_motion")  # the accessibility preset
    palette: str = _default("effects", "palette")


@dataclass(frozen=True, slots=True)
class Audio:
    """``[audio]``: volumes from 0 to 1 (music and effects are scaled by master), reloaded
    while playing; the output driver, read at start (:data:`AUDIO_DRIVERS`)."""

    master: float = _default("audio", "master")
    music: float = _default("audio", "music")
    effects: float = _default("audio", "effects")
    mute: bool = _default("audio", "mute")
    driver: str = _default("audio", "driver")


@dataclass(frozen=True, slots=True)
class Controls:
    """``[controls]``: how the gamepad is read (key and pad bindings live in the bindings
    tables, ``game/input/bindings.py``)."""

    pad_deadzone: float = _default("controls", "pad_deadzone")  # stick travel ignored, 0..0.9
    pad_confirm: str = _default("controls", "pad_confirm")  # "auto", "bottom" or "right"
    pad_mappings: str = _default("controls", "pad_mappings")  # SDL lines, the player's own


@dataclass(frozen=True, slots=True)
class RetrisSetup:
    """``[retris]``: the setup screen's last choices, offered again next time."""

    mode: str = _default("retris", "mode")
    style: str = _default("retris", "style")
    level: int = _default("retris", "level")  # the start level, or Relax's tempo
    goal: str = _default("retris", "goal")  # "endless", "sprint", "ultra" or "marathon"
    sprint_rows: int = _default("retris", "sprint_rows")  # Sprint's target, 20, 40 or 100
    ultra_seconds: int = _default("retris", "ultra_seconds")  # Ultra's clock, 60 to 300


@dataclass(frozen=True, slots=True)
class TetlightSetup:
    """``[tetlight]``: the setup screen's last choices."""

    edge: int = _default("tetlight", "edge")
    level: int = _default("tetlight", "level")
    radar: bool = _default("tetlight", "radar")
    ghost: bool = _default("tetlight", "ghost")
    keys: str = _default("tetlight", "keys")  # "modern" or "original" (1995)


@dataclass(frozen=True, slots=True)
class VerseSetup:
    """``[verse]``: the setup screen's last choices."""

    rotation: bool = _default("verse", "rotation")
    fair: bool = _default("verse", "fair")


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings file holds, checked."""

    ui: Ui = field(default_factory=Ui)
    video: Video = field(default_factory=Video)
    handling: Handling = field(default_factory=Handling)
    display: Display = field(default_factory=Display)
    effects: Effects = field(default_factory=Effects)
    audio: Audio = field(default_factory=Audio)
    controls: Controls = field(default_factory=Controls)
    retris: RetrisSetup = field(default_factory=RetrisSetup)
    tetlight: TetlightSetup = field(default_factory=TetlightSetup)
    verse: VerseSetup = field(default_factory=VerseSetup)


@dataclass(frozen=True)
class Section:
    """One ``[table]`` of the file: the dataclass it becomes and the kind of each key."""

    make: Callable[..., Any]
    keys: dict[str, Kind]


# Handling limits are those Retris accepts as options (game/rules/retris/options.py).
SECTIONS: dict[str, Section] = {
    "ui": Section(Ui, {
        "language": Choice(UI_LANGUAGES),
    }),
    "video": Section(Video, {
        "fullscreen": Boolean(),
        "size": Size(),
        "vsync": Boolean(),
        "frame_cap": FrameCap(),
    }),
    "handling": Section(Handling, {
        "das_ms": Integer(0, 2000),
        "arr_ms": Integer(0, 2000),
        "soft_drop_factor": Integer(0, 1000, lambda: _("0 = instant")),
        "dcd_ms": Integer(0, 1000, lambda: _("0 = off")),
        "hard_drop_guard_ms": Integer(0, 1000, lambda: _("0 = off")),
        "irs": Boolean(),
        "ihs": Boolean(),
    }),
    "display": Section(Display, {
        "stats": Boolean(),
    }),
    "effects": Section(Effects, {
        "particles": Number(0, 2),
        "bloom": Number(0, 1),
        "shake": Number(0, 2),
        "flash": Number(0, 1),
        "bounce": Number(0, 1),
        "trails": Number(0, 1),
        "banners": Number(0, 1),
        "pulse": Number(0, 1),
        "reduced_motion": Boolean(),
        "palette": Choice(("default", "colorblind")),
    }),
    "audio": Section(Audio, {
        "master": Number(0, 1),
        "music": Number(0, 1),
        "effects": Number(0, 1),
        "mute": Boolean(),
        "driver": Choice(AUDIO_DRIVERS),
    }),
    "controls": Section(Controls, {
        "pad_deadzone": Number(0, 0.9),
        "pad_confirm": Choice(("auto", "bottom", "right")),
        "pad_mappings": FileName(),
    }),
    # The setups' choices; ranges as the rulesets' (a test keeps them equal).
    "retris": Section(RetrisSetup, {
        "mode": Choice(("classic", "arcade")),
        "style": Choice(("normal", "relax", "crazy")),
        "level": Integer(1, 20),
        "goal": Choice(("endless", "sprint", "ultra", "marathon")),
        "sprint_rows": Integer(20, 100),
        "ultra_seconds": Integer(60, 300),
    }),
    "tetlight": Section(TetlightSetup, {
        "edge": Integer(6, 9),
        "level": Integer(0, 35),
        "radar": Boolean(),
        "ghost": Boolean(),
        "keys": Choice(("modern", "original")),
    }),
    "verse": Section(VerseSetup, {
        "rotation": Boolean(),
        "fair": Boolean(),
    }),
}


def field_names(section: str) -> tuple[str, ...]:
    """The dataclass fields of one section, in order (a test keeps them equal to SECTIONS)."""
    return tuple(f.name for f in fields(SECTIONS[section].make))  # type: ignore[arg-type]
