"""One gamepad's events → control edges: ``emit(control, pressed)`` with the control names of
:mod:`game.input.pad_controls`.

pyglet reports buttons as presses, but the d-pad, sticks and triggers as values; this turns
every one into press and release edges so a held d-pad or stick acts like a held key (the
rules count DAS and ARR from the edges):

- the d-pad: each direction is pressed while the d-pad points that way;
- sticks: a direction is pressed past the deadzone (pyglet has none) when the stick points
  mostly that way, and let go a little inside it (hysteresis, so a stick resting on the edge
  does not chatter);
- triggers: pressed past :data:`TRIGGER_PRESS`, let go under :data:`TRIGGER_RELEASE`. pyglet
  scales a trigger by its span only, so an axis from -32768 to 32767 rests at -0.5: the value
  is put back on 0..1 from the axis's own range. A trigger that reports a non-rest value before
  it was ever touched (some drivers start at the middle of the axis) is not pressed until it
  has been seen at rest once; one whose axis read rest when the pad was opened (evdev gives
  each axis's value then) has been, so a trigger that jumps from rest to full at once (a
  digital one) presses on its first pull.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.input.pad_controls import DIRECTIONS

Emit = Callable[[str, bool], None]

TRIGGER_PRESS, TRIGGER_RELEASE = 0.5, 0.3
RELEASE_SHARE = 0.8  # a stick direction lets go at this share of the deadzone
OFF_AXIS = 0.6  # a direction counts while its part is at least this share of the larger one
EVENTS = ("on_button_press", "on_button_release", "on_dpad_motion", "on_stick_motion",
          "on_trigger_motion")


def trigger_level(controller: Any, trigger: str, value: float) -> float:
    """``value`` as pyglet reports it, put on 0 (rest) .. 1 (full) from the axis's range.

    pyglet divides the raw value by (max - min) without subtracting min; the axis is found
    through the controller's mapping. Without one (a fake or unknown mapping) the value is
    taken as pyglet's own 0..1."""
    axis = _axis(controller, trigger)
    if axis is None:
        return min(1.0, max(0.0, value))
    low, high = float(axis.min), float(axis.max)
    if high == low:
        return 0.0
    return min(1.0, max(0.0, value - low / (high - low)))


def _axis(controller: Any, trigger: str) -> Any:
    """The pyglet axis control behind ``trigger`` (None without a mapping to one)."""
    try:
        return controller._axis_controls[controller._mapping[trigger].index]
    except (AttributeError, KeyError, IndexError, TypeError):
        return None


def at_rest_when_opened(controller: Any, trigger: str) -> bool:
    """Whether ``trigger``'s axis read rest (under the release line) when the pad opened."""
    axis = _axis(controller, trigger)
    raw = getattr(axis, "value", None) if axis is not None else None
    if not isinstance(raw, (int, float)) or float(axis.max) == float(axis.min):
        return False
    return (raw - float(axis.min)) / (float(axis.max) - float(axis.min)) < TRIGGER_RELEASE


def stick_directions(x: float, y: float, deadzone: float, held: set[str]) -> set[str]:
    """The directions (``left``/``right``/``up``/``down``) a stick at (x, y), y up, presses
    now, given those ``held`` a moment ago (they let go only inside the release line)."""
    larger = max(abs(x), abs(y))
    out = set()
    for direction, part in zip(DIRECTIONS, (-x, x, y, -y), strict=True):
        edge = deadzone * RELEASE_SHARE if direction in held else deadzone
        if part > edge and part > 0 and part >= OFF_AXIS * larger:
            out.add(direction)
    return out


class PadReader:
    """Handlers for one controller's pyglet events; push them with
    ``controller.push_handlers(reader)`` (the reader must stay referenced: pyglet keeps
    handlers weakly). ``deadzone`` is asked on every stick event, so a settings change
    applies at once."""

    def __init__(self, controller: Any, emit: Emit, deadzone: Callable[[], float]) -> None:
        self.controller = controller
        self.emit = emit
        self.deadzone = deadzone
        self.down: set[str] = set()
        self._sticks: dict[str, set[str]] = {"leftstick": set(), "rightstick": set()}
        self._armed = {t for t in ("lefttrigger", "righttrigger")  # triggers seen at rest
                       if at_rest_when_opened(controller, t)}

    def _set(self, control: str, pressed: bool) -> None:
        if pressed == (control in self.down):
            return
        if pressed:
            self.down.add(control)
        else:
            self.down.discard(control)
        self.emit(control, pressed)

    def release_all(self) -> None:
        """Let go of everything held (the pad was unplugged, or a screen changed)."""
        for control in sorted(self.down):
            self._set(control, False)
        for held in self._sticks.values():
            held.clear()

    # -- pyglet's controller events -----------------------------------------------------

    def on_button_press(self, controller: Any, button: str) -> None:
        self._set(button, True)

    def on_button_release(self, controller: Any, button: str) -> None:
        self._set(button, False)

    def on_dpad_motion(self, controller: Any, vector: Any) -> None:
        x, y = float(vector[0]), float(vector[1])
        for direction, part in zip(DIRECTIONS, (-x, x, y, -y), strict=True):
            self._set(f"dp{direction}", part > 0.5)

    def on_stick_motion(self, controller: Any, stick: str, vector: Any) -> None:
        held = self._sticks.setdefault(stick, set())
        now = stick_directions(float(vector[0]), float(vector[1]), self.deadzone(), held)
        self._sticks[stick] = now
        for direction in DIRECTIONS:
            self._set(f"{stick}_{direction}", direction in now)

    def on_trigger_motion(self, controller: Any, trigger: str, value: float) -> None:
        level = trigger_level(controller, trigger, value)
        if level < TRIGGER_RELEASE:
            self._armed.add(trigger)
        if trigger not in self._armed:
            return
        if trigger in self.down:
            self._set(trigger, level >= TRIGGER_RELEASE)
        else:
            self._set(trigger, level >= TRIGGER_PRESS)
