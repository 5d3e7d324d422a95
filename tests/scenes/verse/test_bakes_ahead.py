"""A Verse game bakes every cell size class its pieces pass through when it lays out, so a
tray growing in or a lifted piece never bakes one mid-game (17–50 ms of numpy a class)."""

from __future__ import annotations

import arcade

from game.render import looks
from game.scenes.services import App
from tests.scenes.verse.test_play import start


def test_the_classes_up_to_a_lifted_piece_are_baked_at_layout(app: App,
                                                              window: arcade.Window) -> None:
    looks.bake.cache_clear()
    scene = start(app)
    scene.ensure_layout()
    board_class = looks.size_class(scene.board.grid.size / 2)
    assert board_class >= 3  # a board big enough for the test to mean something
    misses = looks.bake.cache_info().misses
    for cls in range(board_class + 2):  # the lifted piece's class and one above
        looks.bake("square", cls)
    assert looks.bake.cache_info().misses == misses  # every one was baked already
