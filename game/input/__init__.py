"""Keyboard, gamepad and mouse → named commands; the bindings are data in resources/.

``commands`` (the names and :class:`~game.input.commands.Command`), ``keyboard`` and
``pad_bindings`` (one table per game, plus the pad's menu table), ``bindings`` (defaults,
player overrides, conflicts), ``pad`` (one pad's events → control edges: d-pad, sticks past
the deadzone, triggers), ``pads`` (hot-plug, none headless) and ``router`` (pad edges → the
shown scene's ``on_command``; the device used last).
"""
