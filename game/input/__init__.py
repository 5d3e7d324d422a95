"""Keyboard, gamepad and mouse → named commands; the bindings are data in resources/.

``commands`` (the names and :class:`~game.input.commands.Command`), ``keyboard`` and
``pad_bindings`` (one table per game, plus the pad's menu table), ``bindings`` (defaults,
player overrides, conflicts), ``pad`` (one pad's events → control edges: d-pad, sticks past
the deadzone, triggers), ``pads`` (hot-plug, none headless) and ``router`` (pad edges → the
shown scene's ``on_command``; the device used last).

Which pad is which: ``sdl_mapping`` (one SDL mapping line, checked), ``pad_db`` (the player's
lines, then arcade's and pyglet's databases), ``evdev_pads`` (Linux: joystick-class pads too),
``pad_learn`` / ``pad_mappings_file`` / ``pad_remap`` (the "press each button" mapping, saved
and bound), ``pad_looks`` (button names per pad family, the confirm side) and
``pyglet_input`` (importing pyglet's input package headless).
"""
