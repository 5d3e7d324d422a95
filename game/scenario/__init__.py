"""Scenario files (design/scenarios.md): set up a position, play actions, print or check the result.

Pure: imports only ``game.core``, ``game.rules`` and ``game.i18n`` (its problems are told in the
player's language on the Practice screen), never arcade or pyglet, so it starts fast.
Common keys live in :mod:`game.scenario.spec`; each game's part is a module registered in
:mod:`game.scenario.games`.
"""
