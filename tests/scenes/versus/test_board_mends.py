"""A match's fields are kept in one picture in parts: a piece landing in one field mends that
field's column of the picture (game.render.kept.board_parts), and the mended picture holds
the same pixels as one made again from nothing."""

from __future__ import annotations

import arcade

from game.render.kept.board_parts import BoardParts, changed_parts
from game.render.kept.frozen import FrozenFrame
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.versus.lineup import Lineup
from game.scenes.versus.match_start import MatchChoice
from game.scenes.versus.play import VersusPlayScene
from tests.scenes.conftest import FRAME


def _bots_match(app: App, n: int) -> VersusPlayScene:
    lineup = Lineup()
    for _ in range(n):
        lineup.add_bot(5)
    app.nav.reset(TitleScene(app))
    play = VersusPlayScene(app, MatchChoice("retris", {"mode": "classic"}, 9), lineup)
    app.nav.push(play)
    return play


def _pixels(frame: FrozenFrame) -> bytes:
    fbo = frame._fbo
    assert fbo is not None
    return bytes(fbo.read(components=4))


def test_a_lock_mends_the_boards_picture_to_the_pixels_of_one_made_again(
        app: App, window: arcade.Window) -> None:
    """Both pictures of the boards: the one shown, and the next step's made ahead."""
    play = _bots_match(app, 4)
    checked = 0
    for _ in range(900):  # 15 s: level-5 bots land several pieces a second
        play.on_update(FRAME)
        backdrop = play._backdrop
        before = backdrop.board_mends if backdrop is not None else 0
        play.on_draw()
        backdrop = play._backdrop
        assert backdrop is not None
        if backdrop.board_mends == before:
            continue
        board = play.board_key()
        for boards, still in ((backdrop.boards, backdrop.kept),
                              (backdrop.boards_spare, backdrop.spare)):
            if boards is None or still is None or boards.key != (still.key, board):
                continue
            again = FrozenFrame(window.ctx, backdrop.layout)
            again.make(lambda s=still: (s.copy(), play.draw_board_still()), boards.key)
            assert _pixels(again) == _pixels(boards)
            checked += 1
        if checked >= 4:
            break
    assert checked >= 4, "no piece landed alone in 15 s of four bots"


def test_only_the_parts_whose_keys_changed_are_drawn_again() -> None:
    areas = ((0.0, 0.0, 10.0, 10.0), (20.0, 0.0, 30.0, 10.0), (40.0, 0.0, 50.0, 10.0))

    def parts(*keys: int) -> BoardParts:
        return BoardParts(keys, areas, lambda i: None)

    still = ("background", "panels")
    assert changed_parts((still, parts(1, 2, 3)), (still, parts(1, 5, 3))) == [1]
    assert changed_parts((still, parts(1, 2, 3)), (still, parts(4, 2, 6))) == [0, 2]
    # every part changed, the still picture under them, or where they lie: made again
    assert changed_parts((still, parts(1, 2, 3)), (still, parts(4, 5, 6))) is None
    assert changed_parts((still, parts(1, 2, 3)), (("other", "panels"), parts(1, 5, 3))) is None
    moved = BoardParts((1, 5, 3), (areas[0], areas[1], (41.0, 0.0, 50.0, 10.0)), lambda i: None)
    assert changed_parts((still, parts(1, 2, 3)), (still, moved)) is None
    assert changed_parts(None, (still, parts(1, 2, 3))) is None
    assert changed_parts((still, (1, 2, 3)), (still, parts(1, 5, 3))) is None
