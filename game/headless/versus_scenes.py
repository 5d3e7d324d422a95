"""The versus screens as ``arcadeforge shot`` shows them: the joining screen, a Retris match of
2, 3 and 4 fields mid-round (P1 and P2 on the two keyboard sets, played by the autoplayer
through the loop's ``push`` like keys would; the others bots), the round-over overlay and the
match-over screen. With ``--game tetlight`` or ``--game verse`` the match is of that game's
score race, every field a bot."""

from __future__ import annotations

from typing import Any

from game.headless.app import FRAME_DT

PLAY_SECONDS = 26.0
WAIT_SECONDS = 90.0  # at most, for a round or a match to end


def _lineup(players: int, people: bool = True) -> Any:
    from game.scenes.versus.lineup import Lineup

    lineup = Lineup()
    if people:
        lineup.join_keys("left")
        lineup.join_keys("right")
    for level in (5, 3, 4, 2)[:players - 2 * people]:
        lineup.add_bot(level)
    return lineup


def _match(app: Any, players: int, first_to: int = 3, give_up: int | None = None) -> Any:
    """The match screen on the title, its people played by autoplayers (``give_up``: P2
    drops its pieces where they spawn after that many)."""
    from game.scenes.menus.title import TitleScene
    from game.scenes.versus.match_start import MatchChoice
    from game.scenes.versus.play import VersusPlayScene
    from game.sim.autoplay import AutoPlayer

    app.nav.reset(TitleScene(app))
    game = getattr(app, "shot_game", "") or "retris"
    if game != "retris":  # a score race: the bots play it (the autoplayers are Retris's here)
        options = {"edge": getattr(app, "shot_edge", None) or 7} if game == "tetlight" else {}
        scene = VersusPlayScene(app, MatchChoice(game, options, first_to),
                                _lineup(players, people=False))
        app.nav.push(scene)
        scene.pilots = {}
        return scene
    choice = MatchChoice("retris", {"mode": getattr(app, "shot_mode", "classic"),
                                    "style": getattr(app, "shot_style", "normal")}, first_to)
    scene = VersusPlayScene(app, choice, _lineup(players))
    app.nav.push(scene)
    scene.pilots = {0: AutoPlayer(pace=4), 1: AutoPlayer(give_up_after=give_up, pace=6)}
    return scene


def _drive(app: Any, scene: Any, seconds: float, until: Any = None) -> None:
    """Frames of the match, the pilots pressing first each frame."""
    window = app.window
    for _ in range(round(seconds / FRAME_DT)):
        if until is not None and until():
            return
        if window.current_view is scene:
            for slot, pilot in scene.pilots.items():
                view = scene.snapshot.slots[slot]
                if not view.out:
                    for action, pressed in pilot.act(view.game):
                        scene._push(slot, action, pressed)
        window.current_view.on_update(FRAME_DT)


def match_builder(players: int) -> Any:
    def build(app: Any) -> None:
        scene = _match(app, players)
        _drive(app, scene, PLAY_SECONDS)

    return build


def round_over(app: Any) -> None:
    from game.rules.versus.views import ROUND_OVER

    scene = _match(app, 2, give_up=6)
    _drive(app, scene, WAIT_SECONDS, until=lambda: scene.snapshot.phase == ROUND_OVER)
    _drive(app, scene, 0.5)


def match_over(app: Any) -> None:
    scene = _match(app, 3, first_to=1, give_up=6)
    _drive(app, scene, WAIT_SECONDS, until=lambda: app.nav.top is not scene)


def join(app: Any) -> None:
    from game.scenes.menus.title import TitleScene
    from game.scenes.versus.join import VersusJoinScene

    app.nav.reset(TitleScene(app))
    lineup = _lineup(2)
    lineup.add_bot(4)
    app.nav.push(VersusJoinScene(app, lineup))


BUILDERS = {"versus-join": join, "versus-2": match_builder(2), "versus-3": match_builder(3),
            "versus-4": match_builder(4), "versus-round": round_over,
            "versus-over": match_over}
