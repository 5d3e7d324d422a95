"""What the Settings screen offers for each key of the settings file: the values a row steps
through, how each is shown, and the words that explain it (the shipped file's own comments,
so the screen and ``resources/settings.toml`` never disagree). No drawing here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import tomlkit

from game.config.defaults import defaults_path
from game.config.schema import FRAME_CAPS, Settings
from game.rules.retris.options import SOFT_DROP_INSTANT
from game.scenes.fx.strengths import REDUCED_FLASH


@dataclass(frozen=True)
class Option:
    """One row: ``section.key`` of the settings, the values offered and how they read."""

    label: str
    section: str
    key: str
    values: tuple[Any, ...]
    show: Callable[[Any], str]
    #: Where a value sits among the others, when that is not its own order (soft drop's
    #: 0 = instant comes after 1000).
    order: Callable[[Any], Any] | None = None

    def offered(self, current: Any) -> tuple[Any, ...]:
        """The values to step through: :attr:`values`, with ``current`` in its place when the
        file holds one the list does not (a hand-edited 180 ms stays selectable)."""
        if current in self.values:
            return self.values
        try:
            return tuple(sorted((*self.values, current), key=self.order))
        except TypeError:
            return (*self.values, current)

    def current(self, settings: Settings) -> Any:
        return getattr(getattr(settings, self.section), self.key)

    def apply(self, settings: Settings, value: Any) -> Settings:
        """``settings`` with this row's key set to ``value``."""
        section = getattr(settings, self.section)
        return dataclasses.replace(settings, **{
            self.section: dataclasses.replace(section, **{self.key: value})})


def on_off(value: bool) -> str:
    return "ON" if value else "OFF"


def percent(value: float) -> str:
    return f"{round(value * 100)}%"


def steps(hi: float, step: float) -> tuple[float, ...]:
    """0, step, 2·step … hi, as clean decimals (0.3, not 0.30000000000000004)."""
    n = round(hi / step)
    return tuple(round(i * step, 4) for i in range(n + 1))


def _size(value: tuple[int, int]) -> str:
    return f"{value[0]} × {value[1]}"


def _ms_or_off(value: int) -> str:
    return "OFF" if value == 0 else f"{value} MS"  # the help says "0 = off"


def _soft_drop(value: int) -> str:
    return "INSTANT" if value == SOFT_DROP_INSTANT else f"{value}×"


def _instant_last(value: int) -> float:
    return float("inf") if value == SOFT_DROP_INSTANT else value


def _cap(value: int) -> str:
    return "NO CAP" if value == 0 else f"{value} FPS"  # the help says "0 for no cap"


SIZES = ((800, 600), (960, 540), (1024, 768), (1280, 720), (1366, 768), (1600, 900),
         (1920, 1080), (2560, 1440))
DAS_MS = (0, 50, 83, 100, 117, 133, 150, 167, 183, 200, 233, 267, 300, 400, 500)
ARR_MS = (0, 8, 17, 25, 33, 50, 67, 83, 100, 150)
SOFT_DROP = (1, 2, 5, 10, 20, 30, 40, 60, 100, 1000, SOFT_DROP_INSTANT)
DCD_MS = (0, 17, 33, 50, 67, 83, 100, 133, 167, 200)
GUARD_MS = (0, 50, 83, 100, 133, 167, 200, 250, 300, 500)
PALETTES = ("default", "colorblind")

PAGES: dict[str, tuple[Option, ...]] = {
    "VIDEO": (
        Option("FULLSCREEN", "video", "fullscreen", (False, True), on_off),
        Option("WINDOW SIZE", "video", "size", SIZES, _size),
        Option("VSYNC", "video", "vsync", (False, True), on_off),
        Option("FRAME CAP", "video", "frame_cap", tuple(sorted(FRAME_CAPS, key=lambda c: c or 1e9)),
               _cap),
        Option("STATS PANEL", "display", "stats", (False, True), on_off),
    ),
    "HANDLING": (
        Option("DAS", "handling", "das_ms", DAS_MS, lambda v: f"{v} MS"),
        Option("ARR", "handling", "arr_ms", ARR_MS, lambda v: f"{v} MS"),
        Option("SOFT DROP", "handling", "soft_drop_factor", SOFT_DROP, _soft_drop,
               _instant_last),
        Option("DCD", "handling", "dcd_ms", DCD_MS, _ms_or_off),
        Option("DROP GUARD", "handling", "hard_drop_guard_ms", GUARD_MS, _ms_or_off),
        Option("IRS", "handling", "irs", (False, True), on_off),
        Option("IHS", "handling", "ihs", (False, True), on_off),
    ),
    "EFFECTS": (
        Option("PARTICLES", "effects", "particles", steps(2, 0.1), percent),
        Option("BLOOM", "effects", "bloom", steps(1, 0.1), percent),
        Option("SHAKE", "effects", "shake", steps(2, 0.1), percent),
        Option("FLASH", "effects", "flash", steps(1, 0.1), percent),
        Option("BOUNCE", "effects", "bounce", steps(1, 0.1), percent),
        Option("TRAILS", "effects", "trails", steps(1, 0.1), percent),
        Option("BANNERS", "effects", "banners", steps(1, 0.1), percent),
        Option("PULSE", "effects", "pulse", steps(1, 0.1), percent),
        Option("REDUCED MOTION", "effects", "reduced_motion", (False, True), on_off),
        Option("PALETTE", "effects", "palette", PALETTES, lambda v: str(v).upper()),
    ),
    "AUDIO": (
        Option("MASTER", "audio", "master", steps(1, 0.05), percent),
        Option("MUSIC", "audio", "music", steps(1, 0.05), percent),
        Option("EFFECTS", "audio", "effects", steps(1, 0.05), percent),
        Option("MUTE", "audio", "mute", (False, True), on_off),
    ),
}
CONTROLS_PAGE = "CONTROLS"
PAGE_NAMES: tuple[str, ...] = (*PAGES, CONTROLS_PAGE)
DEADZONE = Option("STICK DEADZONE", "controls", "pad_deadzone", steps(0.9, 0.05), percent)
CONFIRM_WORDS = {"auto": "AUTO (BY PAD)", "bottom": "BOTTOM", "right": "RIGHT"}
CONFIRM = Option("CONFIRM BUTTON", "controls", "pad_confirm", tuple(CONFIRM_WORDS),
                 lambda v: CONFIRM_WORDS.get(v, str(v).upper()))

#: What each page is for, under its rows' own explanations.
PAGE_NOTES = {
    "VIDEO": "The window and the stats panel change as you choose.",
    "HANDLING": "Retris's feel of the keys; used from the next game you start.",
    "EFFECTS": "The sample shows each change at once; the palette changes every screen.",
    "AUDIO": "Volumes of the music and the sound effects.",
    CONTROLS_PAGE: "Enter on an action, then press the new key (held with Ctrl, Shift or Alt: "
                   "a chord) or pad button; Esc cancels.",
}


@cache
def explanations() -> dict[tuple[str, str], str]:
    """``(section, key)`` → the comment the shipped settings file gives that key."""
    doc = tomlkit.parse(defaults_path().read_text(encoding="utf-8"))
    out: dict[tuple[str, str], str] = {}
    for section, table in doc.items():
        if not hasattr(table, "items"):
            continue
        for key in table:
            comment = table.item(key).trivia.comment
            out[(section, key)] = comment.lstrip("#").strip()
    return out


def explain(option: Option) -> str:
    """The words for a row: the shipped file's comment, first letter up."""
    words = explanations().get((option.section, option.key), "")
    return words[:1].upper() + words[1:]


#: What reduced motion does to a row's family, said under the row while it is on.
REDUCED_WORDS = {"shake": "none is drawn", "bounce": "none is drawn", "pulse": "none is drawn",
                 "flash": f"flashes stay gentle (at most {percent(REDUCED_FLASH)})",
                 "trails": "trails are short",
                 "banners": "banners fade in without their bounce"}


def reduced_note(option: Option, settings: Settings) -> str:
    """Words for a row whose family reduced motion overrides while it is on ("" otherwise)."""
    words = REDUCED_WORDS.get(option.key) if option.section == "effects" else None
    if words is None or not settings.effects.reduced_motion:
        return ""
    return f" Reduced motion is on: {words}."


def choices(option: Option, settings: Settings) -> tuple[tuple[Any, ...], Sequence[str], int]:
    """The values a row offers now, how they read, and the index of the current one."""
    current = option.current(settings)
    values = option.offered(current)
    return values, tuple(option.show(v) for v in values), values.index(current)
