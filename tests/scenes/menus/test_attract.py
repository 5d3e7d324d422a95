"""The attract mode: left untouched on the title, the autoplayers play a demo of each game
on the real play scenes; any touch returns to the title as it was, and a demo keeps
nothing (no replay, no score or statistics row, no game over screen)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest
from arcade import key

from game.scenes.attract.demos import DEMOS, Demo, demo_seed
from game.scenes.attract.screen import AttractScene
from game.scenes.attract.timer import IDLE_SECONDS
from game.scenes.menus.title import TitleScene
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.play import VersePlayScene
from game.sim.autoplay import AutoPlayer
from game.sim.tetlight_autoplay import TetlightAutoPlayer
from game.sim.verse_autoplay import VerseAutoPlayer
from game.storage.replays import replay_files
from game.storage.scores import ScoreBook

STEP = 0.1  # a fake clock: frames of 0.1 s keep a minute of demo under a few seconds


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own: where replays and the score book would go."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def title(app: App, data: Path) -> Iterator[TitleScene]:
    scene = TitleScene(app)
    app.nav.reset(scene)
    scene.menu.focus = 1  # Tet'light's card: a return must find it there
    yield scene


def run(window: arcade.Window, seconds: float, dt: float = STEP,
        until: Callable[[], bool] | None = None) -> None:
    """``seconds`` of frames of ``dt`` on whatever view is shown (no drawing), or fewer
    when ``until`` says so."""
    for _unused in range(round(seconds / dt)):
        if until is not None and until():
            return
        window.current_view.on_update(dt)


def start_demos(app: App) -> AttractScene:
    run(app.window, IDLE_SECONDS + STEP)
    attract = app.nav.top
    assert isinstance(attract, AttractScene)
    return attract


def files_in(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


def test_thirty_seconds_untouched_starts_the_retris_demo(app: App, title: TitleScene) -> None:
    run(app.window, IDLE_SECONDS - 0.5)
    assert app.nav.top is title
    run(app.window, 0.6)
    attract = app.nav.top
    assert isinstance(attract, AttractScene) and app.nav.stack == [title, attract]
    demo = attract.scene
    assert isinstance(demo, RetrisPlayScene) and isinstance(demo.pilot, AutoPlayer)
    assert demo.choice.mode == "arcade"  # the specials show
    run(app.window, 5.0)
    assert demo.snapshot.tick > 0 and demo.pilot.pieces > 0  # the autoplayer plays


def test_the_demos_play_in_turn_then_the_title_and_again(app: App,
                                                         title: TitleScene) -> None:
    attract = start_demos(app)
    seen = []
    while app.nav.top is attract:
        if not seen or seen[-1] is not attract.scene:
            seen.append(attract.scene)
        run(app.window, 0.5)
    assert [type(s) for s in seen] == [RetrisPlayScene, TetlightPlayScene, VersePlayScene]
    assert isinstance(seen[1].pilot, TetlightAutoPlayer)
    assert isinstance(seen[2].pilot, VerseAutoPlayer)
    assert all(s.driver.latest().tick > 0 for s in seen)
    assert app.nav.top is title and title.menu.focus == 1
    first = [s.driver.replay().header.seed for s in seen]
    again = start_demos(app)  # untouched: a second run, with other games
    assert again is not attract and isinstance(again.scene, RetrisPlayScene)
    assert again.scene.driver.replay().header.seed != first[0]
    assert len(set(first)) == 3


def test_seeds_differ_by_run_and_demo_and_follow_the_seed_source() -> None:
    seeds = {demo_seed(7, cycle, index) for cycle in range(3) for index in range(3)}
    assert len(seeds) == 9 and all(0 <= s < 1 << 48 for s in seeds)
    assert demo_seed(7, 1, 2) == demo_seed(7, 1, 2) != demo_seed(8, 1, 2)


def test_a_key_returns_to_the_title_as_it_was_and_is_not_acted_on(
        app: App, title: TitleScene) -> None:
    from tests.scenes.conftest import press

    for symbol in (key.RIGHT, key.ENTER, key.ESCAPE):
        attract = start_demos(app)
        run(app.window, 3.0)
        press(app.window, symbol)
        assert app.nav.stack == [title] and app.window.current_view is title
        assert title.menu.focus == 1 and not title.confirm.open  # not moved, chosen or quit
        assert attract.scene is None  # the demo was let go
        run(app.window, 1.0)
        assert app.nav.top is title  # the wait starts over


def test_a_pad_button_returns_to_the_title_as_it_was(app: App, title: TitleScene) -> None:
    for control in ("a", "dpright", "leftstick_right", "righttrigger"):
        start_demos(app)
        app.input.pad_control(control, True)
        assert app.nav.stack == [title] and app.window.current_view is title
        app.input.pad_control(control, False)  # its release reaches the title: nothing
        assert app.nav.stack == [title] and title.menu.focus == 1


def test_a_click_returns_to_the_title_and_chooses_nothing(app: App, title: TitleScene) -> None:
    start_demos(app)
    card = title.menu.items[2].rect  # Verse's card: a click there on the title plays it
    x, y = round(card.center_x), round(card.center_y)
    app.window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    app.window.dispatch_events()
    app.window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    app.window.dispatch_events()
    assert app.nav.stack == [title] and title.menu.focus == 1


def test_a_real_move_of_the_mouse_ends_it_a_nudge_does_not(app: App,
                                                           title: TitleScene) -> None:
    attract = start_demos(app)
    attract.on_mouse_motion(100, 100, 3, 2)
    assert app.nav.top is attract
    attract.on_mouse_motion(140, 120, 40, 20)
    assert app.nav.stack == [title] and title.menu.focus == 1


def test_activity_before_thirty_seconds_starts_the_wait_again(app: App,
                                                              title: TitleScene) -> None:
    touches = [lambda: title.on_key_press(key.LSHIFT, 0),  # a key no menu uses
               lambda: title.on_mouse_motion(5, 5, 1, 0),
               lambda: app.input.pad_control("leftstick_up", False),  # an axis let go
               lambda: title.on_mouse_press(2, 2, arcade.MOUSE_BUTTON_RIGHT, 0)]
    for touch in touches:  # 25 s apart: one that did not count starts the demos
        run(app.window, IDLE_SECONDS - 5)
        assert app.nav.top is title
        touch()
    run(app.window, IDLE_SECONDS - 0.5)
    assert app.nav.top is title
    run(app.window, 0.6)
    assert isinstance(app.nav.top, AttractScene)


def test_no_demo_while_the_title_is_covered_or_asks_to_quit(app: App,
                                                            title: TitleScene) -> None:
    from game.scenes.retris.setup import RetrisSetupScene

    setup = RetrisSetupScene(app)
    app.nav.push(setup)
    for _unused in range(round(2 * IDLE_SECONDS / STEP)):
        title.on_update(STEP)  # even if it were updated under the setup screen
    assert app.nav.top is setup
    app.nav.pop()
    title.confirm.ask()  # "quit?" is open over the cards
    run(app.window, 2 * IDLE_SECONDS)
    assert app.nav.top is title and title.confirm.open
    title.on_key_press(key.ESCAPE, 0)  # no: the wait starts from here
    assert not title.confirm.open
    run(app.window, IDLE_SECONDS + STEP)
    assert isinstance(app.nav.top, AttractScene)


def test_no_demo_behind_another_window(app: App, title: TitleScene) -> None:
    title.on_deactivate()
    run(app.window, 2 * IDLE_SECONDS)
    assert app.nav.top is title
    title.on_activate()
    attract = start_demos(app)
    attract.on_deactivate()  # the focus lost during a demo: the title, standing still
    assert app.nav.stack == [title]


def _quick_end(game: str) -> Demo:
    """``game``'s demo with an autoplayer that gives up at once: its game ends in the demo."""
    from game.scenes.attract import demos

    builds = {"retris": (demos._retris, lambda: AutoPlayer(give_up_after=3)),
              "tetlight": (demos._tetlight, lambda: TetlightAutoPlayer(give_up_after=3)),
              "verse": (demos._verse, lambda: VerseAutoPlayer(give_up_after=0, pace=2))}
    build, pilot = builds[game]

    def with_quitter(app: App) -> object:
        scene = build(app)
        scene.pilot = pilot()
        return scene

    return Demo(game, 600.0, with_quitter)


@pytest.mark.parametrize("game", ["retris", "tetlight", "verse"])
def test_a_demo_played_to_its_end_keeps_nothing(app: App, title: TitleScene, data: Path,
                                                game: str) -> None:
    attract = AttractScene(app, demos=(_quick_end(game),))
    app.nav.push(attract)
    demo, demo_nav = attract.scene, attract.demo_nav
    run(app.window, 300.0, dt=1 / 30, until=lambda: app.nav.top is title)
    assert demo.snapshot.over and demo.over_since is not None  # the game did end
    assert demo_nav.asked == []  # no game over (nor name entry) screen was even made
    assert app.nav.stack == [title]
    assert files_in(data) == []  # no replay, no score book (its rows hold the statistics)


def test_the_same_game_played_for_real_is_kept(app: App, title: TitleScene,
                                               data: Path) -> None:
    """The check above can fail: the same scene, pilot and end outside a demo keep a replay
    and a score row with its statistics."""
    from game.scenes.retris.choice import RetrisChoice

    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade"), pilot=AutoPlayer(give_up_after=3))
    app.nav.push(scene)
    run(app.window, 300.0, dt=1 / 30, until=lambda: scene.over_since is not None)
    assert scene.snapshot.over
    assert len(replay_files(data / "replays")) == 1
    (row,) = ScoreBook().top("retris", n=10)
    assert row.stats


def test_the_demos_are_the_three_games() -> None:
    assert [d.game for d in DEMOS] == ["retris", "tetlight", "verse"]
    assert all(20.0 <= d.seconds <= 30.0 for d in DEMOS)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_caption_fits_beside_each_game_at_every_size(app: App, title: TitleScene,
                                                         language: str) -> None:
    """In the window, and over none of the game's own words (Russian runs longest)."""
    from game import i18n
    from tests.scenes.text_bounds import drawn, out_of_window, overlapping, virtual_size

    i18n.set_language(language)
    try:
        attract = AttractScene(app)
        app.nav.push(attract)
        problems = []
        for index in range(len(DEMOS)):
            attract.index = index - 1
            attract._next()
            run(app.window, 6.0)
            for width, height in [(800, 600), (1280, 720), (1920, 1080), (600, 900)]:
                with virtual_size(app.window, width, height):
                    attract._layout = None  # laid out again in this size and language
                    caption = drawn(attract)[0]  # the game under it is measured alone
                    assert [p for p, _t in caption] == ["scene.caption"]
                    game = drawn(attract.scene)[0]
                    assert len(game) > 3, "the game drew its words"
                    found = out_of_window(caption, width, height) + [
                        line for line in overlapping(caption + game) if "caption" in line]
                    problems += [f"{DEMOS[index].game} {width}x{height}: {line}"
                                 for line in found]
        assert not problems, "\n".join(problems)
    finally:
        i18n.set_language("en")
