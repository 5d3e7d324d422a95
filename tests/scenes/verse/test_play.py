"""Playing Verse: drag and drop with the mouse, placing with the keys alone, the ghost and the
lines it would clear, rotation by double-click, the tray, the pause, and a whole autoplayed
game ending on the game over screen with the best score. Mouse events are sent to the scene
in window pixels, as the window would."""

from __future__ import annotations

import logging
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from arcade import key
from PIL import Image

from game.core.actions import Action, InputChange
from game.core.replay import Replay
from game.render import flags
from game.rules import registry
from game.rules.verse import VerseGame, VerseOptions
from game.rules.verse.setup import VerseSetup
from game.rules.verse.snapshot import TrayPiece
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.pause import PauseScene
from game.scenes.services import App
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.drag import LIFT_CELLS, LIFT_SECONDS, RETURN_SECONDS, Phase
from game.scenes.verse.grid import piece_centers
from game.scenes.verse.hud import TALL, WIDE, VerseHud, arrangement
from game.scenes.verse.play import VersePlayScene
from game.sim.playback import verify
from game.sim.session import new_session
from game.sim.verse_autoplay import VerseAutoPlayer
from game.storage.scores import ScoreBookError
from game.ui.layout import Layout
from tests.scenes.conftest import FRAME, assert_not_blank, frame_pixels, press, run_frames

ROOT = Path(__file__).resolve().parents[3]
LEFT = 1  # arcade.MOUSE_BUTTON_LEFT
# Rows 5 and 6 lack only column 7, and column 7 lacks only rows 5 and 6: the upright domino
# of slot 0 placed at (5, 7) clears two rows and a column.
BOARD = [".......#", ".......#", ".......#", ".......#", ".......#",
         "#######.", "#######.", ".......#"]
TRAY = ["#,#", "##,##", "###"]


class MemoryBook:
    """A score book in memory: what the scene recorded, and a best to show."""

    def __init__(self, scores: tuple[int, ...] = ()) -> None:
        self.scores = list(scores)
        self.recorded: list[tuple[str, int, dict, str | None]] = []

    def best(self, game: str) -> int | None:
        return max(self.scores, default=None)

    def record(self, game: str, score: int, options: dict, replay: str | None) -> int:
        self.recorded.append((game, score, dict(options), replay))
        self.scores.append(score)
        return sorted(self.scores, reverse=True).index(score) + 1


class BrokenBook:
    """A score book whose file cannot be used."""

    def best(self, game: str) -> int | None:
        raise ScoreBookError("score book /nowhere: not a score book")

    def record(self, game: str, score: int, options: dict, replay: str | None) -> int:
        raise ScoreBookError("score book /nowhere: read-only")


def start(app: App, board: list[str] | None = BOARD, tray: list[str] | None = TRAY,
          rotation: bool = False, pilot: Any = None, book: Any = None) -> VersePlayScene:
    """A play scene on a game set up with ``board`` and ``tray`` (None: dealt as usual)."""
    if board is not None or tray is not None:
        def session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
            _, header = new_session(game, options, seed)
            setup = VerseSetup(tray=tray, board=board)
            return registry.create(game, options, seed, setup), header

        app.new_session = session
    scene = VersePlayScene(app, VerseChoice(rotation=rotation), pilot=pilot,
                           scores=book if book is not None else MemoryBook())
    app.nav.reset(scene)
    run_frames(app.window, 2)
    return scene


def pointer_for(scene: VersePlayScene, piece: TrayPiece, row: int, col: int,
                off: float = 0.0) -> tuple[int, int]:
    """Where the pointer goes so the lifted piece floats over ``(row, col)`` (``off`` cells
    to the right and down of it)."""
    pose = scene.board.grid.piece_pose(piece, row, col)
    s = pose.size
    return (round(pose.x + off * s),
            round(pose.y - (piece.height / 2 + LIFT_CELLS + off) * s))


def lift(scene: VersePlayScene, slot: int) -> TrayPiece:
    """Press on the piece of ``slot`` and let it rise."""
    piece = scene.snapshot.tray[slot]
    home = scene.tray.home(slot)
    scene.on_mouse_press(round(home.x), round(home.y), LEFT, 0)
    run_frames(scene.window, round(LIFT_SECONDS / FRAME) + 1)
    return piece


def hold_over(scene: VersePlayScene, slot: int, row: int, col: int, off: float = 0.0) -> None:
    """Lift the piece of ``slot`` and carry it over ``(row, col)`` (not letting go)."""
    piece = lift(scene, slot)
    x, y = pointer_for(scene, piece, row, col, off)
    scene.on_mouse_drag(x, y, 0, 0, LEFT, 0)
    run_frames(scene.window, 2)


def _pixel(pixels: np.ndarray, xy: tuple[float, float]) -> np.ndarray:
    x, y = xy
    return pixels[pixels.shape[0] - 1 - round(y), round(x)].astype(int)


# -- the mouse ----------------------------------------------------------------------------------


def test_dropping_a_piece_on_a_legal_spot_places_it(app: App) -> None:
    scene = start(app)
    hold_over(scene, 1, 1, 2, off=0.3)  # the square, a little off (1, 2): it snaps there
    shown = scene.hands.drag_preview()
    assert shown is not None and (shown.row, shown.col) == (1, 2) and shown.legal
    x, y = pointer_for(scene, shown.piece, 1, 2, off=0.3)
    scene.on_mouse_release(x, y, LEFT, 0)
    assert scene.hands.drag.phase is Phase.LANDING
    run_frames(app.window, 2)
    board = scene.snapshot.board
    assert [board[r][c] for r in (1, 2) for c in (2, 3)] == [5, 5, 5, 5]
    assert scene.snapshot.tray[1] is None and scene.snapshot.score == 4
    inputs = scene.driver.replay().inputs
    assert [(i.action.value, i.args) for i in inputs] == [("place", (1, 1, 2))]
    run_frames(app.window, 10)
    assert scene.hands.drag.phase is Phase.IDLE


@pytest.mark.parametrize("where", ["occupied", "off the board"])
def test_an_illegal_drop_flies_back_and_changes_nothing(app: App, where: str) -> None:
    scene = start(app)
    before = scene.snapshot
    piece = lift(scene, 0)
    x, y = pointer_for(scene, piece, 5, 0) if where == "occupied" else (5, 5)
    scene.on_mouse_drag(x, y, 0, 0, LEFT, 0)
    run_frames(app.window, 2)
    assert scene.hands.drag_preview() is None  # no ghost where it cannot go
    held = scene.hands.drag.pose(scene.time)
    scene.on_mouse_release(x, y, LEFT, 0)
    assert scene.hands.drag.phase is Phase.RETURNING
    run_frames(app.window, round(RETURN_SECONDS / FRAME / 2))
    flying = scene.hands.drag.pose(scene.time)
    home = scene.tray.home(0)
    assert abs(flying.x - home.x) < abs(held.x - home.x)
    assert home.size < flying.size < held.size
    run_frames(app.window, round(RETURN_SECONDS / FRAME))
    assert scene.hands.drag.phase is Phase.IDLE
    assert scene.snapshot.board == before.board and scene.snapshot.tray == before.tray
    assert scene.driver.replay().inputs == []


def test_the_lines_a_drop_would_clear_light_up(app: App, window) -> None:
    scene = start(app)
    calm = frame_pixels(window)
    hold_over(scene, 0, 5, 7)
    shown = scene.hands.preview()
    assert shown is not None and shown.rows == (5, 6) and shown.cols == (7,)
    _, colors, fl = scene.board.layers(scene.snapshot.board, shown, scene.time)
    orange = scene.board.color(2)  # the domino's colour
    for r, c in [(5, 0), (6, 3), (0, 7), (4, 7)]:  # blocks in the clearing lines
        i = scene.board.index(r, c)
        assert fl[i] & flags.HIGHLIGHT and tuple(colors[i]) == orange, (r, c)
    assert not fl[scene.board.index(2, 6)] & flags.HIGHLIGHT  # an empty cell elsewhere
    assert not fl[scene.board.index(7, 0)] & flags.HIGHLIGHT  # empty, in no clearing line
    lit = frame_pixels(window)
    # A red block of row 5 now glows in the held piece's orange, brighter than before.
    xy = scene.board.grid.center(5, 2)
    before, after = _pixel(calm, xy), _pixel(lit, xy)
    assert before[0] > 2 * before[1], before  # red
    assert after[1] > before[1] + 60 and after.sum() > before.sum() + 60, (before, after)
    untouched = scene.board.grid.center(2, 2)  # an empty cell in no clearing line
    assert abs(_pixel(lit, untouched).sum() - _pixel(calm, untouched).sum()) < 40


def test_holding_over_a_spot_that_clears_nothing_shows_just_the_ghost(app: App) -> None:
    scene = start(app)
    hold_over(scene, 2, 1, 1)
    shown = scene.hands.preview()
    assert shown is not None and shown.legal and not shown.rows and not shown.cols
    _, _, fl = scene.board.layers(scene.snapshot.board, shown, scene.time)
    assert not (fl & flags.HIGHLIGHT).any()
    assert (fl & flags.GHOST).sum() == 3 * flags.GHOST


@pytest.mark.parametrize("rotation", [True, False])
def test_a_double_click_turns_a_piece_only_with_rotation_on(app: App, rotation: bool) -> None:
    scene = start(app, rotation=rotation)
    home = scene.tray.home(2)
    x, y = round(home.x), round(home.y)
    for _ in range(2):
        scene.on_mouse_press(x, y, LEFT, 0)
        run_frames(app.window, 2)
        scene.on_mouse_release(x, y, LEFT, 0)
        run_frames(app.window, 2)
    bar = scene.snapshot.tray[2]
    if rotation:
        assert bar.cells == ((0, 0), (1, 0), (2, 0))  # stood upright
        assert [(i.action.value, i.args) for i in scene.driver.replay().inputs] == [
            ("rotate", (2,))]
    else:
        assert bar.cells == ((0, 0), (0, 1), (0, 2))
        assert scene.driver.replay().inputs == []
    assert scene.hands.drag.phase is not Phase.DRAGGING  # both clicks let go: nothing held


def test_a_right_click_turns_the_held_piece(app: App) -> None:
    scene = start(app, rotation=True)
    lift(scene, 2)
    scene.on_mouse_press(600, 300, 4, 0)  # the right button, the left still down
    run_frames(app.window, 2)
    assert scene.snapshot.tray[2].cells == ((0, 0), (1, 0), (2, 0))
    assert scene.hands.drag.holding and scene.hands.drag.height == 3


# -- the keys -----------------------------------------------------------------------------------


def test_the_keys_alone_pick_move_and_place_a_piece(app: App, window) -> None:
    scene = start(app)
    press(window, key.KEY_2)  # the square
    assert scene.hands.cursor.slot == 1 and scene.hands.cursor.target == (3, 3)
    for k in (key.UP, key.UP, key.LEFT):
        press(window, k)
    assert scene.hands.cursor.target == (1, 2)
    shown = scene.hands.preview()
    assert shown is not None and shown.legal and shown.slot == 1
    press(window, key.SPACE)
    run_frames(window, 2)
    board = scene.snapshot.board
    assert [board[r][c] for r in (1, 2) for c in (2, 3)] == [5, 5, 5, 5]
    assert scene.hands.cursor.slot == 2  # the next piece is ready for the keys
    press(window, key.BACKSPACE)  # put it back
    assert scene.hands.cursor.slot is None and scene.hands.preview() is None


def test_the_keys_cannot_place_where_it_does_not_fit(app: App, window) -> None:
    scene = start(app)
    before = scene.snapshot.board
    press(window, key.KEY_1)
    for _ in range(3):
        press(window, key.LEFT)
    for _ in range(2):
        press(window, key.DOWN)
    assert scene.hands.cursor.target == (5, 0)
    shown = scene.hands.preview()
    assert shown is not None and not shown.legal
    pixels = frame_pixels(window)
    x, y = scene.board.grid.center(6, 0)
    size = scene.board.grid.size
    # Up the middle of the blocked cell to its top edge: the ghost's red outline crosses it.
    line = [_pixel(pixels, (x, y + size * k)) for k in np.linspace(0.3, 0.55, 12)]
    red = max(line, key=lambda p: int(p[0]) - int(p[2]))
    assert red[0] > 140 and red[0] > red[2] + 60, line
    press(window, key.SPACE)
    run_frames(window, 2)
    assert scene.snapshot.board == before  # nothing placed
    assert scene.driver.replay().inputs == []


def test_a_held_arrow_key_repeats(app: App, window) -> None:
    scene = start(app)
    press(window, key.KEY_3)
    window.dispatch_event("on_key_press", key.LEFT, 0)
    window.dispatch_events()
    run_frames(window, 30)  # half a second held
    window.dispatch_event("on_key_release", key.LEFT, 0)
    window.dispatch_events()
    assert scene.hands.cursor.target == (3, 0)  # from column 3 to the edge, one press
    run_frames(window, 30)
    assert scene.hands.cursor.target == (3, 0)


def test_with_rotation_the_rotate_key_turns_the_held_piece(app: App, window) -> None:
    for rotation in (False, True):
        scene = start(app, rotation=rotation)
        press(window, key.KEY_3)
        press(window, key.R)
        run_frames(window, 2)
        upright = scene.snapshot.tray[2].cells == ((0, 0), (1, 0), (2, 0))
        assert upright is rotation


def test_with_the_rules_thread_a_second_place_key_waits_for_the_first(app: App,
                                                                      window) -> None:
    app.sync_loops = False  # the real game's RulesThread: placements land a little later
    scene = start(app)
    press(window, key.KEY_2)
    press(window, key.SPACE)
    press(window, key.SPACE)  # at once again: not sent twice
    deadline = time.monotonic() + 5.0
    while scene.snapshot.placements == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
        run_frames(window, 1)
    run_frames(window, 2)
    assert scene.snapshot.placements == 1 and scene.snapshot.tray[1] is None
    assert [i.args for i in scene.driver.replay().inputs] == [(1, 3, 3)]
    assert scene.hands.cursor.slot == 2


# -- the tray and the screen --------------------------------------------------------------------


def test_pieces_that_fit_nowhere_are_dimmed(app: App, window) -> None:
    checker = ["#.#.#.#.", ".#.#.#.#"] * 4
    scene = start(app, board=checker, tray=["#", "##", "###"])
    assert scene.playable_slots() == [True, False, False]
    looks = scene.hands.slot_looks(scene.playable_slots())
    assert [look.dimmed for look in looks] == [False, True, True]
    pixels = frame_pixels(window)
    tray = scene.snapshot.tray
    lit = _pixel(pixels, piece_centers(tray[0], scene.tray.home(0))[0])
    dim = _pixel(pixels, piece_centers(tray[1], scene.tray.home(1))[0])
    assert lit.max() - lit.min() > 100  # a coloured piece
    assert dim.max() - dim.min() < 70  # grey


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (640, 360), (1024, 768),
                                  (800, 600), (720, 1280)])
def test_the_layout_fits_any_window(size: tuple[int, int]) -> None:
    hud = VerseHud()
    hud.build(Layout(*size, arrangement(*size).view), "NO ROTATION", [("DRAG", "place")])
    w, h = size
    frame, trays = hud.frame, hud.tray_boxes
    boxes = [frame, *trays, *(s.rect for s in hud.stats.values())]
    assert all(b.left >= 0 and b.right <= w and b.bottom >= 0 and b.top <= h for b in boxes)
    if hud.arr is WIDE:
        assert min(t.left for t in trays) > frame.right  # the tray beside the board
        assert hud.frame.height > 0.8 * h
    else:
        assert max(t.top for t in trays) < frame.bottom  # the tray under the board
    assert hud.stats["score"].rect.bottom > frame.top - 1  # the score above the board
    assert arrangement(1280, 720) is WIDE and arrangement(1024, 768) is TALL


@pytest.mark.parametrize("size", ["1280x720", "640x360"])
def test_shot_draws_the_play_screen_at_any_window_size(tmp_path: Path, size: str) -> None:
    # A process of its own: the window size is fixed when the (single) window is made.
    out = tmp_path / "verse.png"
    code = ("import sys; from game.cli.shot import main; "
            "sys.exit(main(['verse-drag', sys.argv[1], '--size', sys.argv[2]]))")
    done = subprocess.run([sys.executable, "-c", code, str(out), size], cwd=ROOT,
                          timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.size == tuple(int(v) for v in size.split("x"))
        assert_not_blank(np.asarray(image.convert("RGB")))


def test_the_hud_counts_the_score_up_and_shows_best_and_streak(app: App, window) -> None:
    scene = start(app, book=MemoryBook((900, 20)))
    hold_over(scene, 0, 5, 7)
    scene.on_mouse_release(*pointer_for(scene, scene.hands.held, 5, 7), LEFT, 0)
    run_frames(window, 2)
    assert [p.text.text for p in scene.hud.banners.live] == ["EXCELLENT  +60", "BOARD CLEAR  +300"]
    snap = scene.snapshot
    assert snap.score == 2 + 60 + 300 and snap.streak == 1  # 2 cells, 3 lines: 10·3·4/2
    scene.on_draw()
    shown = int(scene.hud.stats["score"].value.text.replace(",", ""))
    assert 0 < shown < snap.score  # counting up
    run_frames(window, 60)
    scene.on_draw()
    stats = scene.hud.stats
    assert stats["score"].value.text == "362" and stats["streak"].value.text == "×1"
    assert stats["best"].value.text == "900" and not scene.hud.beaten
    scene.hud.best = 300  # had the best been lower, this game's score would show as the best
    scene.on_draw()
    assert stats["best"].value.text == "362" and scene.hud.beaten


def test_esc_pauses_the_loop_and_gives_a_held_piece_back(app: App, window) -> None:
    scene = start(app)
    lift(scene, 1)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, PauseScene)
    assert scene.driver.paused and scene.hands.drag.phase is Phase.RETURNING
    tick = scene.driver.latest().tick
    run_frames(window, 30, draw=True)
    assert scene.driver.latest().tick == tick  # no clock: the loop itself stands still
    press(window, key.ESCAPE)
    assert window.current_view is scene and not scene.driver.paused


# -- the end ------------------------------------------------------------------------------------


def test_an_autoplayed_game_ends_on_the_game_over_screen_with_the_best(app: App,
                                                                       window) -> None:
    book = MemoryBook((25, 10_000))
    scene = start(app, board=None, tray=None, pilot=VerseAutoPlayer(give_up_after=6),
                  book=book)
    run_frames(window, 3000, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    assert_not_blank(frame_pixels(window))
    snap = scene.snapshot
    assert snap.over and over.score_text.text == f"{snap.score:,}"
    shown = {name.text: value.text for name, value in over.rows}
    assert shown["BEST"] == "10,000" and shown["RANK"] == ("#2" if snap.score > 25 else "#3")
    assert shown["PIECES"] == str(snap.placements)
    assert scene.replay_path is not None
    assert book.recorded == [("verse", snap.score, {"rotation": False, "fair": False},
                              scene.replay_path.name)]
    rules = verify(Replay.load(scene.replay_path))
    assert rules.over and rules.snapshot().score == snap.score
    run_frames(window, 60)  # game over takes keys after a moment
    press(window, key.ENTER)  # Play again: the same choice, a fresh game
    again = window.current_view
    assert isinstance(again, VersePlayScene) and again.choice == scene.choice
    assert again.snapshot.score == 0 and again.best == max(book.scores)


def test_a_broken_score_book_is_logged_and_the_game_goes_on(app: App, window,
                                                           caplog) -> None:
    caplog.set_level(logging.WARNING)
    scene = start(app, board=None, tray=None, pilot=VerseAutoPlayer(give_up_after=3),
                  book=BrokenBook())
    assert scene.best is None
    run_frames(window, 3000, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    over.ensure_layout()
    shown = {name.text: value.text for name, value in over.rows}
    assert shown["BEST"] == f"{scene.snapshot.score:,}" and "RANK" not in shown
    assert "read-only" in caplog.text and "not a score book" in caplog.text


def test_the_autoplayer_only_sends_legal_moves_and_can_give_up() -> None:
    for rotation, give_up in [(False, None), (True, None), (True, 5), (False, 5)]:
        game = VerseGame(VerseOptions(rotation=rotation), seed=11)
        game.step([])
        pilot = VerseAutoPlayer(give_up_after=give_up)
        for _ in range(150 if give_up is None else 400):
            if game.over:
                break
            presses = pilot.act(game.snapshot())
            for action, args in presses:
                if action is Action.PLACE:
                    assert game.can_place(*args)
            events = game.step([InputChange(game.tick, a, True, x) for a, x in presses])
            assert not [e for e in events if e.kind == "refused"]
        if give_up is not None:
            assert game.over and game.snapshot().placements < 40
        else:
            assert game.snapshot().placements > 40


def test_a_frame_works_out_the_trays_looks_once_and_the_next_sees_a_change(
        app: App, window) -> None:
    """Four parts of a frame ask how the tray's slots look: worked out once a frame, and
    afresh in the next (a slot chosen in between shows chosen)."""
    scene = start(app)
    asked: list[int] = []
    slot_looks = scene.hands.slot_looks
    scene.hands.slot_looks = lambda fits: (asked.append(1), slot_looks(fits))[1]  # type: ignore
    scene.on_draw()
    assert asked == [1]
    press(window, key.KEY_1)
    scene.on_draw()
    assert asked == [1, 1] and scene._looks()[0].chosen  # (outside a frame: worked out now)
