"""The Tet'light autoplayer: it predicts where its taps land a piece, fills lines, and gives
up on request."""

from __future__ import annotations

from game.rules.tetlight.geometry import geometry, to_point
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop
from game.sim.tetlight_autoplay import TetlightAutoPlayer, route


def _play(edge: int, frames: int, pilot: TetlightAutoPlayer, seed: int = 7,
          watch: bool = False) -> tuple[SyncLoop, list, list]:
    """Play ``frames`` frames (two ticks each); with ``watch``, the landing each plan
    predicted and the landing the rules reported."""
    rules, header = new_session("tetlight", {"edge": edge, "level": 0}, seed)
    loop = SyncLoop(rules, header)
    predicted, landed = [], []
    for _ in range(frames):
        snap = loop.latest()
        if snap.over:
            break
        before = pilot._target
        for action, pressed in pilot.act(snap):
            loop.push(action, pressed)
        if watch and pilot._target is not None and pilot._target != before:
            piece = snap.active
            turns = (pilot._target[0] - piece.rotation) % 6
            cells = route(geometry(edge), {h.cell for h in snap.board}, to_point(piece.pivot),
                          piece.offsets, turns, pilot._target[1])
            predicted.append(sorted(cells))
        landed += [sorted(map(tuple, e.data["cells"])) for e in loop.run(2) if e.kind == "land"]
    return loop, predicted, landed


def test_the_planned_route_lands_where_the_rules_land_the_piece() -> None:
    # pace 3: slow enough that no automatic fall comes between the taps at level 0
    _, predicted, landed = _play(8, 900, TetlightAutoPlayer(pace=3, explode=False), watch=True)
    assert len(landed) >= 10
    assert predicted[:len(landed)] == landed


def test_it_fills_lines_and_outlasts_a_player_who_drops_at_once() -> None:
    good, _, _ = _play(6, 3000, TetlightAutoPlayer())
    lazy, _, _ = _play(6, 3000, TetlightAutoPlayer(give_up_after=0))
    assert good.latest().score > 300  # more than landing points alone: lines were filled
    assert good.latest().tick > 3 * lazy.latest().tick


def test_giving_up_ends_the_game_soon() -> None:
    pilot = TetlightAutoPlayer(give_up_after=3)
    loop, _, _ = _play(8, 3000, pilot)
    assert loop.latest().over and pilot.pieces < 30
