"""Giving a pyglet Controller a mapping after it was made.

pyglet binds a Controller's controls to its mapping only in ``__init__``; a pad mapped later
(the "press each button" screen) gets the same binding here. Only for a controller with no
bindings yet, or whose bindings go first: pyglet sets its handlers on the controls' top frame
(``@control.event``), so the old ones are cleared from there too. A control whose handler
frames were all removed again has an empty list, where ``set_handler`` raises IndexError
(pyglet makes a frame only for a stack never used): it gets a fresh frame.
"""

from __future__ import annotations

from typing import Any

from game.input.sdl_mapping import Mapping

HANDLERS = ("on_change", "on_press", "on_release")


def remap(controller: Any, mapping: Mapping) -> None:
    """Bind ``controller``'s controls by ``mapping`` (pyglet's own binding code)."""
    from game.input.pyglet_input import pyglet_input

    parsed = pyglet_input().controller._parse_mapping(mapping.text)
    for control in controller.device.get_controls():
        stack = getattr(control, "_event_stack", ())
        if stack:  # pyglet's bindings live in the top frame: drop the old mapping's
            for name in HANDLERS:
                stack[0].pop(name, None)
        elif isinstance(stack, list):
            control.push_handlers()  # an empty frame for pyglet's set_handler
    controller._mapping = parsed
    controller.name = parsed.get("name", controller.name)
    controller._button_controls, controller._axis_controls = [], []
    controller._hat_control = controller._hat_x_control = controller._hat_y_control = None
    controller._initialize_controls()
