"""What the Settings screen offers for each key of the settings file: the values a row steps
through, how each is shown, and the words that explain it (the shipped file's own comments,
translated; a test keeps the English equal to the file, so the screen and
``resources/settings.toml`` never disagree). No drawing here.

Every word is made when asked for (a row's label is a function), so a language chosen on the
screen shows on its rows as soon as they are made again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import tomlkit

from game.config.defaults import defaults_path
from game.config.schema import FRAME_CAPS, UI_LANGUAGES, Settings
from game.i18n import NAMES, _
from game.i18n import percent as percent_text
from game.rules.retris.options import SOFT_DROP_INSTANT
from game.scenes.fx.strengths import REDUCED_FLASH


@dataclass(frozen=True)
class Option:
    """One row: ``section.key`` of the settings, the values offered and how they read
    (``words``: the row's label in the language of the moment)."""

    words: Callable[[], str]
    section: str
    key: str
    values: tuple[Any, ...]
    show: Callable[[Any], str]
    #: Where a value sits among the others, when that is not its own order (soft drop's
    #: 0 = instant comes after 1000).
    order: Callable[[Any], Any] | None = None

    @property
    def label(self) -> str:
        return self.words()

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
    return _("ON") if value else _("OFF")


def percent(value: float) -> str:
    return percent_text(round(value * 100) / 100)


def steps(hi: float, step: float) -> tuple[float, ...]:
    """0, step, 2·step … hi, as clean decimals (0.3, not 0.30000000000000004)."""
    n = round(hi / step)
    return tuple(round(i * step, 4) for i in range(n + 1))


def _size(value: tuple[int, int]) -> str:
    return f"{value[0]} × {value[1]}"


def _ms(value: int) -> str:
    return _("{ms} MS").format(ms=value)


def _ms_or_off(value: int) -> str:
    return _("OFF") if value == 0 else _ms(value)  # the help says "0 = off"


def _soft_drop(value: int) -> str:
    return _("INSTANT") if value == SOFT_DROP_INSTANT else f"{value}×"


def _instant_last(value: int) -> float:
    return float("inf") if value == SOFT_DROP_INSTANT else value


def _cap(value: int) -> str:
    return _("NO CAP") if value == 0 else _("{fps} FPS").format(fps=value)  # "0 for no cap"


def language_name(value: str) -> str:
    """A language by its own name (a player who cannot read the current one finds theirs);
    "auto" in the current one."""
    return _("Auto (system)") if value == "auto" else NAMES.get(value, value)


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
        Option(lambda: _("LANGUAGE"), "ui", "language", UI_LANGUAGES, language_name),
        Option(lambda: _("FULLSCREEN"), "video", "fullscreen", (False, True), on_off),
        Option(lambda: _("WINDOW SIZE"), "video", "size", SIZES, _size),
        Option(lambda: _("VSYNC"), "video", "vsync", (False, True), on_off),
        Option(lambda: _("FRAME CAP"), "video", "frame_cap",
               tuple(sorted(FRAME_CAPS, key=lambda c: c or 1e9)), _cap),
        Option(lambda: _("STATS PANEL"), "display", "stats", (False, True), on_off),
    ),
    "HANDLING": (  # the handling's names are the players' own, in every language
        Option(lambda: "DAS", "handling", "das_ms", DAS_MS, _ms),  # i18n: a name
        Option(lambda: "ARR", "handling", "arr_ms", ARR_MS, _ms),  # i18n: a name
        Option(lambda: _("SOFT DROP"), "handling", "soft_drop_factor", SOFT_DROP, _soft_drop,
               _instant_last),
        Option(lambda: "DCD", "handling", "dcd_ms", DCD_MS, _ms_or_off),  # i18n: a name
        Option(lambda: _("DROP GUARD"), "handling", "hard_drop_guard_ms", GUARD_MS,
               _ms_or_off),
        Option(lambda: "IRS", "handling", "irs", (False, True), on_off),  # i18n: a name
        Option(lambda: "IHS", "handling", "ihs", (False, True), on_off),  # i18n: a name
    ),
    "EFFECTS": (
        Option(lambda: _("PARTICLES"), "effects", "particles", steps(2, 0.1), percent),
        Option(lambda: _("BLOOM"), "effects", "bloom", steps(1, 0.1), percent),
        Option(lambda: _("SHAKE"), "effects", "shake", steps(2, 0.1), percent),
        Option(lambda: _("FLASH"), "effects", "flash", steps(1, 0.1), percent),
        Option(lambda: _("BOUNCE"), "effects", "bounce", steps(1, 0.1), percent),
        Option(lambda: _("TRAILS"), "effects", "trails", steps(1, 0.1), percent),
        Option(lambda: _("BANNERS"), "effects", "banners", steps(1, 0.1), percent),
        Option(lambda: _("PULSE"), "effects", "pulse", steps(1, 0.1), percent),
        Option(lambda: _("REDUCED MOTION"), "effects", "reduced_motion", (False, True),
               on_off),
        Option(lambda: _("PALETTE"), "effects", "palette", PALETTES, lambda v: palette_name(v)),
    ),
    "AUDIO": (
        Option(lambda: _("MASTER"), "audio", "master", steps(1, 0.05), percent),
        Option(lambda: _("MUSIC"), "audio", "music", steps(1, 0.05), percent),
        Option(lambda: _("EFFECTS"), "audio", "effects", steps(1, 0.05), percent),
        Option(lambda: _("MUTE"), "audio", "mute", (False, True), on_off),
    ),
}
CONTROLS_PAGE = "CONTROLS"  # i18n: not shown (a page's id; page_title() shows it)
#: The pages' ids (their names in English); :func:`page_title` says them.
PAGE_NAMES: tuple[str, ...] = (*PAGES, CONTROLS_PAGE)
DEADZONE = Option(lambda: _("STICK DEADZONE"), "controls", "pad_deadzone", steps(0.9, 0.05),
                  percent)
CONFIRM = Option(lambda: _("CONFIRM BUTTON"), "controls", "pad_confirm",
                 ("auto", "bottom", "right"), lambda v: confirm_name(v))


def page_title(page: str) -> str:
    """A page's name as the PAGE row and the panel show it."""
    return {"VIDEO": _("VIDEO"), "HANDLING": _("HANDLING"), "EFFECTS": _("EFFECTS"),
            "AUDIO": _("AUDIO"), CONTROLS_PAGE: _("CONTROLS")}.get(page, page)


def palette_name(value: str) -> str:
    return {"default": _("DEFAULT"), "colorblind": _("COLORBLIND")}.get(value, value.upper())


def confirm_name(value: str) -> str:
    """``[controls] pad_confirm``'s values as the row shows them."""
    words = {"auto": _("AUTO (BY PAD)"), "bottom": _("BOTTOM"), "right": _("RIGHT")}
    return words.get(value, value.upper())


def page_note(page: str) -> str:
    """What each page is for, under its rows' own explanations."""
    return {
        "VIDEO": _("The language, the window and the stats panel change as you choose."),
        "HANDLING": _("Retris's feel of the keys; used from the next game you start."),
        "EFFECTS": _("The sample shows each change at once; the palette changes every "
                     "screen."),
        "AUDIO": _("Volumes of the music and the sound effects."),
        CONTROLS_PAGE: _("Enter on an action, then press the new key (held with Ctrl, Shift "
                         "or Alt: a chord) or pad button; Esc cancels."),
    }.get(page, "")


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


def shown_explanations() -> dict[tuple[str, str], str]:
    """The shipped file's comments of the keys the screen has rows for, first letter up,
    translated (tests/scenes/menus/settings/test_words.py keeps the English equal to the
    file's)."""
    return {
        ("ui", "language"): _("The language of menus and screens: auto (the system's), en, "
                              "fr, nl or ru"),
        ("video", "fullscreen"): _("Start fullscreen (F11 toggles while playing)"),
        ("video", "size"): _("The window's width × height, 64 to 8192 a side"),
        ("video", "vsync"): _("Wait for the display's refresh (no tearing)"),
        ("video", "frame_cap"): _("Frames a second at most: 60, 120, 144, or 0 for no cap"),
        ("handling", "das_ms"): _("Delayed auto shift: hold left/right this long to repeat "
                                  "(0–2000)"),
        ("handling", "arr_ms"): _("Auto repeat: then one cell per this many ms (0–2000; "
                                  "0 = instant)"),
        ("handling", "soft_drop_factor"): _("Soft drop falls this many times faster than "
                                            "gravity (1–1000; 0 = instant, no lock)"),
        ("handling", "dcd_ms"): _("DAS cut delay: after a rotation or a new piece, a held "
                                  "move waits this long (0–1000; 0 = off)"),
        ("handling", "hard_drop_guard_ms"): _("Hard drop is ignored this long after a piece "
                                              "locks, against double drops (0–1000; "
                                              "0 = off)"),
        ("handling", "irs"): _("Initial rotation: a rotate key held as a piece appears "
                               "turns it at once"),
        ("handling", "ihs"): _("Initial hold: the hold key held as a piece appears holds "
                               "it at once"),
        ("display", "stats"): _("The live statistics panel beside the board (pieces, PPS, "
                                "KPP…)"),
        ("effects", "particles"): _("Particle count multiplier: 0 = none, 1 = normal, up "
                                    "to 2"),
        ("effects", "bloom"): _("Glow around bright things: 0 = off … 1"),
        ("effects", "shake"): _("Screen shake multiplier: 0 = off, 1 = normal, up to 2"),
        ("effects", "flash"): _("Brightness of flashes (clears, explosions): 0 = off … 1"),
        ("effects", "bounce"): _("The field's spring on hard drops and big clears: "
                                 "0 = off … 1"),
        ("effects", "trails"): _("Streaks behind hard-dropped pieces: 0 = off … 1"),
        ("effects", "banners"): _("Clear, chain and combo banners: 0 = none, 1 = full; "
                                  "between, calmer and smaller"),
        ("effects", "pulse"): _("The background grid lighting up with big moments: "
                                "0 = off … 1"),
        ("effects", "reduced_motion"): _("On: no shake, bounce or pulse, flashes at most "
                                         "35 %, short trails"),
        ("effects", "palette"): _("The colours: default, or colorblind (told apart by more "
                                  "than hue)"),
        ("audio", "master"): _("Everything"),
        ("audio", "music"): _("The music loop of each game (times master)"),
        ("audio", "effects"): _("Sound effects (times master)"),
        ("audio", "mute"): _("No sound at all"),
        ("controls", "pad_deadzone"): _("Stick travel ignored around the centre: 0 … 0.9"),
        ("controls", "pad_confirm"): _("The face button that confirms in menus: bottom, "
                                       "right (as on Switch) or auto (right on Nintendo "
                                       "pads)"),
    }


def explain(option: Option) -> str:
    """The words for a row: the shipped file's comment, first letter up, translated."""
    words = shown_explanations().get((option.section, option.key))
    if words is None:  # a key with no row of its own yet: the file's words
        words = explanations().get((option.section, option.key), "")
    return words[:1].upper() + words[1:]


def reduced_words(key: str) -> str | None:
    """What reduced motion does to a row's family, said under the row while it is on."""
    return {"shake": _("none is drawn"), "bounce": _("none is drawn"),
            "pulse": _("none is drawn"),
            "flash": _("flashes stay gentle (at most {share})").format(
                share=percent(REDUCED_FLASH)),
            "trails": _("trails are short"),
            "banners": _("banners fade in without their bounce")}.get(key)


def reduced_note(option: Option, settings: Settings) -> str:
    """Words for a row whose family reduced motion overrides while it is on ("" otherwise)."""
    words = reduced_words(option.key) if option.section == "effects" else None
    if words is None or not settings.effects.reduced_motion:
        return ""
    return _("Reduced motion is on: {what}.").format(what=words)


def choices(option: Option, settings: Settings) -> tuple[tuple[Any, ...], Sequence[str], int]:
    """The values a row offers now, how they read, and the index of the current one."""
    current = option.current(settings)
    values = option.offered(current)
    return values, tuple(option.show(v) for v in values), values.index(current)
