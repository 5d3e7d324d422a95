"""The commands, one module each (shot, render, replay); none imports another: they share
:mod:`game.headless`."""
