"""The gamepad's controls by name, as bindings write them, and the glyphs hints show.

Names follow pyglet's controller buttons (``a``, ``leftshoulder``, ``start``…), its d-pad
(``dpleft``…), the two triggers read as buttons (``lefttrigger``, ``righttrigger``) and each
stick's four directions (``leftstick_left``…, past the deadzone).
"""

from __future__ import annotations

BUTTONS = ("a", "b", "x", "y", "back", "start", "guide", "leftshoulder", "rightshoulder",
           "leftstick", "rightstick")
DPAD = ("dpleft", "dpright", "dpup", "dpdown")
TRIGGERS = ("lefttrigger", "righttrigger")
STICKS = ("leftstick", "rightstick")
DIRECTIONS = ("left", "right", "up", "down")
STICK_DIRECTIONS = tuple(f"{s}_{d}" for s in STICKS for d in DIRECTIONS)
#: Every control a pad binding may name.
CONTROLS = frozenset(BUTTONS + DPAD + TRIGGERS + STICK_DIRECTIONS)

#: How a control is shown in hints and the controls panel (Xbox-style face letters).
GLYPHS: dict[str, str] = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "back": "BACK", "start": "START",  # i18n: a name
    "guide": "HOME", "leftshoulder": "LB", "rightshoulder": "RB",  # i18n: a name
    "leftstick": "L3",
    "rightstick": "R3", "lefttrigger": "LT", "righttrigger": "RT",  # i18n: a name
    "dpleft": "D-PAD ←", "dpright": "D-PAD →",  # i18n: a name
    "dpup": "D-PAD ↑", "dpdown": "D-PAD ↓",  # i18n: a name
    **{f"{s}_{d}": f"{'L' if s == 'leftstick' else 'R'}-STICK {a}"  # i18n: a name
       for s in STICKS for d, a in zip(DIRECTIONS, "←→↑↓", strict=True)},
}


def glyph(control: str) -> str:
    """What a player reads for ``control`` (``"lefttrigger"`` → ``"LT"``)."""
    return GLYPHS.get(control, control.upper())
