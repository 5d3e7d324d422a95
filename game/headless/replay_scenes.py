"""``arcadeforge shot`` scenes of the replays: the list, the theatre, and one frame of a
replay (``shot replay OUT.png --replay FILE --tick N``: played straight from the start, the
frame ``arcadeforge render`` writes for that tick)."""

from __future__ import annotations

from typing import Any

DEMO_SECONDS = 40  # the theatre's demo game (autoplayed Retris Arcade)


def _demo_replays(app: Any) -> None:
    """A few finished games and a versus match in the shot's own data folder: every kind of
    row."""
    from game.core.replay import Replay, ReplayHeader
    from game.sim.record_demo import record, record_match
    from game.storage import replay_library as lib
    from game.storage.replays import replay_dir, save_finished

    old = Replay(ReplayHeader("retris", {"mode": "classic", "style": "normal"}, 9, 120,
                              "retris-1"), [], 3600, "0" * 32)
    old.save(replay_dir() / "20250101T120000000000Z-retris-9.json")
    from game.sim.playback import play

    save_finished(record_match({}, 4, (0, 6)))  # a versus match: two autoplayers, first to 1
    games = [("verse", {"rotation": True}, 900), ("tetlight", {"edge": 7}, 1800),
             ("retris", {"mode": "arcade", "style": "normal"}, 3600),
             ("retris", {"mode": "classic", "style": "crazy"}, 900)]
    for seed, (game, options, ticks) in enumerate(games):
        replay = record(game, options, seed + 1, ticks)
        path = save_finished(replay, score=int(play(replay).snapshot().score))
        if seed == 2:
            entry = lib.load_entry(path)
            lib.rename(entry, "The big chain")
            lib.set_favourite(entry, True)


def replays(app: Any) -> None:
    from game.scenes.menus.replays import ReplaysScene
    from game.scenes.menus.title import TitleScene

    _demo_replays(app)
    app.nav.reset(TitleScene(app))
    scene = ReplaysScene(app)
    scene.move(1)
    app.nav.push(scene)


def theatre(app: Any) -> None:
    """The demo game at 40 %, playing at 2× (the bar, highlights and speed on show)."""
    from game.scenes.menus.replays import ReplaysScene
    from game.scenes.theatre.screen import TheatreScene
    from game.storage.replay_library import list_replays
    from game.storage.replays import save_finished

    replays(app)
    from game.sim.playback import play
    from game.sim.record_demo import record

    demo = record("retris", {"mode": "arcade"}, 5, DEMO_SECONDS * 120)
    save_finished(demo, score=int(play(demo).snapshot().score))
    list_scene = ReplaysScene(app)
    app.nav.push(list_scene)
    scene = TheatreScene(app, list_replays()[0])
    app.nav.push(scene)
    scene.seek(round(scene.stage.end * 0.4))
    scene.change_speed(1)
    app.shot_show = 0.5


def theatre_paused(app: Any) -> None:
    """The theatre paused: the stage eased into the space above the transport bar."""
    theatre(app)
    app.nav.top.paused = True


def replay_frame(app: Any) -> None:
    """The frame of ``--replay`` (default: a demo game) at ``--tick``: the stage played from
    tick 0 frame by frame (no seek), drawn once; nothing more is driven."""
    import math
    from pathlib import Path

    from game.core.replay_files import load_replay_file
    from game.headless.app import TAIL_SECONDS, player_settings
    from game.scenes.theatre.stage import FRAME_DT, ReplayStage

    path, tick = getattr(app, "shot_replay", None), getattr(app, "shot_tick", 0)
    if path is None:  # no file given: a short autoplayed game, a moment in
        from game.sim.record_demo import record

        replay, tick = record("retris", {"mode": "arcade"}, 5, 1200), tick or 1000
    else:
        replay = load_replay_file(Path(path))  # a game's or a match's
    app.settings = player_settings()
    from game.storage.scores import FILE_NAME, ScoreBook

    player = getattr(app, "shot_player_data", None)  # the player's book: the shot's is scratch
    book = ScoreBook(player / FILE_NAME) if player is not None else None
    stage = ReplayStage(app, replay, prepare=False, path=Path(path) if path else None,
                        book=book)
    # Past the end the picture is the top-out banner's tail, then still: a huge --tick
    # would only spin here (stepping one frame at a time) for the same picture.
    tick = min(tick, replay.final_tick + math.ceil(TAIL_SECONDS * stage.rate))
    for _ in range(math.ceil(tick / (stage.rate * FRAME_DT) - 1e-9)):  # past the end too
        stage.advance(FRAME_DT)
    stage.draw()
    app.shot_show = 0.0


def records(app: Any) -> None:
    """The Records screen over a demo book: Retris Endless and Sprint tables, Tet'light and
    Verse, the first Retris table's entries focused (the demo replay is its best)."""
    from datetime import UTC, datetime, timedelta

    from game.scenes.menus.records import ENTRIES, RecordsScene
    from game.scenes.menus.title import TitleScene
    from game.storage.replays import replay_dir
    from game.storage.scores import ScoreBook

    _demo_replays(app)
    newest = max(replay_dir().glob("*.json"), default=None)
    book, when = ScoreBook(), datetime(2025, 6, 1, 12, tzinfo=UTC)
    names = ("ANA", "BO", "CY", "DEE", "ELLIOT", "FRANCESCA", "GUS", "HAL", "IVY", "JO", "KAI")
    for k, name in enumerate(names):
        replay = newest.name if newest is not None and k == 0 else None
        book.record("retris", 98000 - k * 7100, {"mode": "arcade", "style": "normal"}, replay,
                    when + timedelta(days=k), figures={"name": name, "ticks": 36000 + 999 * k,
                                                       "tick_rate": 120, "rows": 120 - 9 * k})
        book.record("retris", 4000 + k, {"mode": "classic", "style": "normal", "goal": "sprint",
                                         "goal_rows": 40}, None, when + timedelta(hours=k),
                    figures={"name": name, "ticks": 7000 + 431 * k, "tick_rate": 120,
                             "rows": 40, "won": True})
    book.record("tetlight", 51200, {"edge": 8, "level": 0}, None, when,
                figures={"name": "ANA", "ticks": 90000, "tick_rate": 120, "rows": 31})
    book.record("verse", 2210, {"rotation": True, "fair": False}, None, when,
                figures={"name": "BO", "ticks": 40000, "tick_rate": 120, "rows": 44})
    app.nav.reset(TitleScene(app))
    scene = RecordsScene(app)
    scene.zone = ENTRIES
    scene.entry_focus = 1
    app.nav.push(scene)


def name_entry(app: Any) -> None:
    """The name prompt over the title, the pad's grid on "M"."""
    from game.i18n import _
    from game.scenes.menus.name_entry import NameEntryScene
    from game.scenes.menus.record_words import table_words
    from game.scenes.menus.title import TitleScene
    from game.storage.record_tables import table_key

    title = TitleScene(app)
    app.nav.reset(title)
    where = _("#{place} ON {table}").format(place=3, table=table_words(table_key(
        "retris", {"mode": "arcade", "style": "normal"})))
    scene = NameEntryScene(app, "ANA", where, lambda name: None, title)
    scene.row, scene.col = 1, 2
    app.nav.push(scene)
