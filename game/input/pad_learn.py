"""The "press each button" mapping of a pad no database knows: prompts in turn, what each
press was, and the SDL line it makes.

:class:`PadLearner` is the pure part: it is told of raw changes (button ``i`` pressed, axis
``i`` at a value, the hat pointing a way) and keeps, per prompt, the input that answered it
as SDL writes it (``b3``, ``-a1``, ``a2``, ``h0.4``). A press answers one prompt only: an
axis must come back near where it rested before it can answer another, a button must be
pressed anew, and an input already taken is refused. :class:`RawListener` feeds a learner
from a pyglet device's own controls, in pyglet's index order (the order its Controller reads a
mapping with).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.i18n import N_, _
from game.i18n import _ as translate  # a string kept marked (N_), shown now


@dataclass(frozen=True, slots=True)
class Prompt:
    """One thing to press: the SDL element it maps, the words on screen, and how an axis
    answers it (``"button"``: no axis; ``"half"``: a direction, ``+a1``; ``"trigger"``: a
    whole axis; ``"stick"``: a whole axis pushed the named way). The words are kept in
    English (marked) and read in the language chosen now (:attr:`words`, :attr:`hint`)."""

    element: str
    said: str
    said_hint: str = ""
    axis: str = "button"

    @property
    def words(self) -> str:
        return translate(self.said)

    @property
    def hint(self) -> str:
        return translate(self.said_hint) if self.said_hint else ""


PROMPTS: tuple[Prompt, ...] = (
    Prompt("a", N_("the BOTTOM face button"),
           N_("A on Xbox · CROSS on PlayStation · B on Switch")),
    Prompt("b", N_("the RIGHT face button"),
           N_("B on Xbox · CIRCLE on PlayStation · A on Switch")),
    Prompt("x", N_("the LEFT face button"),
           N_("X on Xbox · SQUARE on PlayStation · Y on Switch")),
    Prompt("y", N_("the TOP face button"),
           N_("Y on Xbox · TRIANGLE on PlayStation · X on Switch")),
    Prompt("leftshoulder", N_("the LEFT SHOULDER button"), "LB · L1 · L"),  # i18n: a name
    Prompt("rightshoulder", N_("the RIGHT SHOULDER button"), "RB · R1 · R"),  # i18n: a name
    Prompt("lefttrigger", N_("the LEFT TRIGGER"), "LT · L2 · ZL", "trigger"),  # i18n: a name
    Prompt("righttrigger", N_("the RIGHT TRIGGER"), "RT · R2 · ZR", "trigger"),  # i18n: a name
    Prompt("back", "BACK", "BACK · SELECT · SHARE · −"),  # i18n: a name
    Prompt("start", "START", "START · OPTIONS · +"),  # i18n: a name
    Prompt("dpup", N_("the D-PAD UP"), "", "half"),
    Prompt("dpdown", N_("the D-PAD DOWN"), "", "half"),
    Prompt("dpleft", N_("the D-PAD LEFT"), "", "half"),
    Prompt("dpright", N_("the D-PAD RIGHT"), "", "half"),
    Prompt("leftx", N_("the LEFT STICK to the RIGHT"), N_("push it, then let it go"), "stick"),
    Prompt("lefty", N_("the LEFT STICK DOWN"), N_("push it, then let it go"), "stick"),
    Prompt("rightx", N_("the RIGHT STICK to the RIGHT"), N_("push it, then let it go"),
           "stick"),
    Prompt("righty", N_("the RIGHT STICK DOWN"), N_("push it, then let it go"), "stick"),
)

PRESS_SHARE, REST_SHARE = 0.5, 0.25  # of an axis's half range: answered past, at rest within
HATS = {("x", -1): "h0.8", ("x", 1): "h0.2", ("y", -1): "h0.1", ("y", 1): "h0.4"}  # evdev: -1 up


@dataclass
class PadLearner:
    """Prompts answered one by one; :attr:`elements` holds the answers (element → input)."""

    prompts: tuple[Prompt, ...] = PROMPTS
    step: int = 0
    elements: dict[str, str] = field(default_factory=dict)
    #: Why the last press was not taken ("" when it was, or nothing was pressed).
    refused: str = ""
    _rest: dict[int, float] = field(default_factory=dict)  # axis → its resting value
    _armed: set[int] = field(default_factory=set)  # axes seen near rest since the last answer

    @property
    def done(self) -> bool:
        return self.step >= len(self.prompts)

    @property
    def prompt(self) -> Prompt | None:
        return None if self.done else self.prompts[self.step]

    def skip(self) -> None:
        """Leave the current prompt unmapped."""
        if not self.done:
            self.step += 1
            self.refused = ""

    def back(self) -> None:
        """Ask the previous prompt again (its answer forgotten)."""
        if self.step > 0:
            self.step -= 1
            self.elements.pop(self.prompts[self.step].element, None)
            self.refused = ""

    def button(self, index: int, pressed: bool) -> None:
        """Button ``index`` went down (or up: ignored)."""
        prompt = self.prompt
        if pressed and prompt is not None and prompt.axis != "stick":
            self._answer(f"b{index}")

    def hat(self, axis: str, value: int) -> None:
        """The hat's ``axis`` (``"x"``/``"y"``) is at ``value`` (-1, 0, 1; evdev's y: -1 up)."""
        prompt = self.prompt
        if prompt is not None and prompt.axis == "half" and value:
            self._answer(HATS[(axis, 1 if value > 0 else -1)])

    def axis(self, index: int, value: float, low: float, high: float) -> None:
        """Axis ``index`` (range ``low``..``high``) is at ``value``; its first value is taken
        as where it rests."""
        rest = self._rest.setdefault(index, value)
        half = (high - low) / 2 or 1.0
        moved = (value - rest) / half
        if abs(moved) <= REST_SHARE:
            self._armed.add(index)
            return
        prompt = self.prompt
        if prompt is None or prompt.axis == "button" or index not in self._armed:
            return
        if abs(moved) < PRESS_SHARE:
            return
        if prompt.axis == "half":
            self._answer(f"{'+' if moved > 0 else '-'}a{index}", index)
        elif prompt.axis == "trigger":
            self._answer(f"a{index}", index)
        else:  # a stick pushed right or down: the raw value grows that way unless inverted
            self._answer(f"a{index}" if moved > 0 else f"a{index}~", index)

    def _answer(self, given: str, axis: int | None = None) -> None:
        taken = _taken(self.elements, given)
        if taken is not None:
            words = next((p.words for p in self.prompts if p.element == taken), taken)
            self.refused = _("that is {button} already").format(button=words)
            return
        assert self.prompt is not None
        self.elements[self.prompt.element] = given
        self.refused = ""
        self.step += 1
        if axis is not None:
            self._armed.discard(axis)  # it answers nothing more until it rests again


def _taken(elements: dict[str, str], given: str) -> str | None:
    """The element ``given`` answered already, if any (an axis's two halves are two inputs;
    a whole axis takes both)."""
    core = given.strip("+-~")
    for element, used in elements.items():
        used_core = used.strip("+-~")
        if used == given or (used_core == core and core.startswith("a")
                             and not (used[0] in "+-" and given[0] in "+-")):
            return element
    return None


class RawListener:
    """Feeds ``learner`` from ``device``'s controls until :meth:`stop`; ``on_news`` is called
    after each change (a screen redraws). Buttons and axes are numbered as pyglet's
    Controller numbers them: in the device's control order, hats apart."""

    def __init__(self, device: Any, learner: PadLearner,
                 on_news: Callable[[], None] = lambda: None) -> None:
        from game.input.pyglet_input import pyglet_input

        base = pyglet_input().base
        self.learner = learner
        self.on_news = on_news
        self._handlers: list[tuple[Any, dict[str, Callable[..., None]]]] = []
        buttons = axes = 0
        for control in device.get_controls():
            if isinstance(control, base.Button):
                self._listen(control, on_press=self._button(buttons))
                buttons += 1
            elif control.name in ("hat_x", "hat_y"):
                self._listen(control, on_change=self._hat(control.name[-1]))
            elif isinstance(control, base.AbsoluteAxis) and control.name != "hat":
                self._listen(control, on_change=self._axis(axes, control))
                axes += 1

    def _listen(self, control: Any, **handlers: Callable[..., None]) -> None:
        control.push_handlers(**handlers)
        self._handlers.append((control, handlers))

    def _button(self, index: int) -> Callable[[], None]:
        def on_press() -> None:
            self.learner.button(index, True)
            self.on_news()
        return on_press

    def _hat(self, axis: str) -> Callable[[float], None]:
        def on_change(value: float) -> None:
            self.learner.hat(axis, round(value))
            self.on_news()
        return on_change

    def _axis(self, index: int, control: Any) -> Callable[[float], None]:
        self.learner.axis(index, float(control.value), float(control.min), float(control.max))

        def on_change(value: float) -> None:
            self.learner.axis(index, float(value), float(control.min), float(control.max))
            self.on_news()
        return on_change

    def stop(self) -> None:
        """Stop listening (before the pad is mapped: pyglet binds a Controller's handlers in
        the controls' top frame, which must not be ours)."""
        for control, handlers in self._handlers:
            control.remove_handlers(**handlers)
        self._handlers.clear()
