"""How a pad's buttons are named on screen: its family's printed names and where it confirms.

The SDL database maps by position: ``a`` is the bottom face button, ``b`` the right one,
whatever is printed on them. So a family is a set of names for positions:

- Xbox (and every pad not known otherwise): A B X Y, LB RB LT RT, BACK START;
- PlayStation (Sony, 054c): CROSS CIRCLE SQUARE TRIANGLE, L1 R1 L2 R2, SHARE OPTIONS, in
  words: the game's fonts have no ✕ or △;
- Nintendo (057e): the bottom button is printed B, the right A, the left Y, the top X; L R ZL
  ZR, − +.

The family comes from the vendor in the GUID, else from the name. 8BitDo pads (2dc8) are
printed like Nintendo's (SNES layout) unless their name says Xbox; in Switch mode they report
as a Switch Pro pad (057e) and in X-input mode as an Xbox 360 pad (045e), and are named so.

Confirm (``[controls] pad_confirm``): ``bottom`` confirms with ``a`` and goes back with ``b``;
``right`` swaps them in menus (Switch pads confirm with the right button). ``auto`` is
``right`` for a Nintendo pad, by vendor (057e) or by a name saying Nintendo or Switch, and
``bottom`` for every other (8BitDo's own modes included).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.input.pad_controls import GLYPHS

XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"
FAMILIES = (XBOX, PLAYSTATION, NINTENDO)
BOTTOM, RIGHT, AUTO = "bottom", "right", "auto"
CONFIRM_CHOICES = (AUTO, BOTTOM, RIGHT)
SONY, NINTENDO_VENDOR, MICROSOFT, EIGHTBITDO = 0x054C, 0x057E, 0x045E, 0x2DC8
VENDOR_FAMILY = {SONY: PLAYSTATION, NINTENDO_VENDOR: NINTENDO, MICROSOFT: XBOX}
NAME_FAMILY = ((PLAYSTATION, ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5")),
               (NINTENDO, ("nintendo", "switch", "joy-con")))

#: Each family's names, over the Xbox ones (d-pad and sticks read the same everywhere).
FAMILY_GLYPHS: dict[str, dict[str, str]] = {
    XBOX: {},
    PLAYSTATION: {"a": N_("CROSS"), "b": N_("CIRCLE"), "x": N_("SQUARE"), "y": N_("TRIANGLE"),
                  "leftshoulder": "L1", "rightshoulder": "R1", "lefttrigger": "L2",
                  "righttrigger": "R2",
                  "back": "SHARE", "start": "OPTIONS", "guide": "PS"},  # i18n: a name
    NINTENDO: {"a": "B", "b": "A", "x": "Y", "y": "X", "leftshoulder": "L",
               "rightshoulder": "R", "lefttrigger": "ZL", "righttrigger": "ZR",  # i18n: a name
               "back": "−", "start": "+", "guide": "HOME"},  # i18n: a name
}


SHAPES = frozenset(FAMILY_GLYPHS[PLAYSTATION][face] for face in ("a", "b", "x", "y"))


def vendor_of(guid: str) -> int | None:
    """The USB vendor id in an SDL GUID (bytes 4-5, little-endian), None if it has none."""
    if len(guid) != 32 or guid[4:8] != "0000" or guid[12:16] != "0000":
        return None  # SDL's other GUID forms (a name's bytes, "xinput") carry no vendor
    try:
        return int(guid[10:12] + guid[8:10], 16)
    except ValueError:
        return None


def pad_family(guid: str, name: str = "") -> str:
    """``"xbox"``, ``"playstation"`` or ``"nintendo"`` for a pad's GUID and name."""
    vendor = vendor_of(guid)
    if vendor in VENDOR_FAMILY:
        return VENDOR_FAMILY[vendor]
    lowered = name.lower()
    if vendor == EIGHTBITDO:
        return XBOX if "xbox" in lowered else NINTENDO
    for family, words in NAME_FAMILY:
        if any(w in lowered for w in words):
            return family
    return XBOX


def auto_confirm(guid: str, name: str = "") -> str:
    """Where a pad confirms by default: right on Nintendo's own pads, bottom otherwise."""
    vendor = vendor_of(guid)
    if vendor == NINTENDO_VENDOR:
        return RIGHT
    if vendor == EIGHTBITDO:
        return BOTTOM
    lowered = name.lower()
    return RIGHT if any(w in lowered for w in ("nintendo", "switch")) else BOTTOM


@dataclass(frozen=True, slots=True)
class PadLook:
    """A pad's names and confirm side, as the hints and panels show them."""

    family: str = XBOX
    confirm: str = BOTTOM

    def glyph(self, control: str) -> str:
        """What a player reads for ``control`` on this pad (``"a"`` → ``"CROSS"``)."""
        name = FAMILY_GLYPHS[self.family].get(control) or GLYPHS.get(control, control.upper())
        # PlayStation's face buttons carry shapes, named in words (the fonts have no ✕ or △):
        # the words are the language's; every other name is printed on the pad.
        return translate(name) if name in SHAPES else name

    @property
    def confirm_control(self) -> str:
        return "b" if self.confirm == RIGHT else "a"

    @property
    def back_control(self) -> str:
        return "a" if self.confirm == RIGHT else "b"

    def menu_control(self, control: str) -> str:
        """The control a menu table reads for ``control``: with ``right``, A and B swap."""
        if self.confirm != RIGHT:
            return control
        return {"a": "b", "b": "a"}.get(control, control)


XBOX_LOOK = PadLook()


def look_for(guid: str, name: str, confirm_setting: str) -> PadLook:
    """The look of a pad with this GUID and name under the ``pad_confirm`` setting."""
    confirm = auto_confirm(guid, name) if confirm_setting == AUTO else confirm_setting
    return PadLook(pad_family(guid, name), confirm)
