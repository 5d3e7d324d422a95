"""Keyboard (and later gamepad) to game actions; the bindings are data in resources/."""
