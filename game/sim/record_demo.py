"""Replays made by the autoplayers: for tests, benchmarks and the theatre's screenshots."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.actions import Pending
from game.core.match_replay import MatchReplay
from game.core.replay import Replay
from game.rules.versus.views import PLAY
from game.sim.recorder import Recorder
from game.sim.session import new_session
from game.sim.sync_loop import SyncLoop


def _pilot(game: str, pace: int) -> Any:
    if game == "tetlight":
        from game.sim.tetlight_autoplay import TetlightAutoPlayer

        return TetlightAutoPlayer(pace=pace)
    if game == "verse":
        from game.sim.verse_autoplay import VerseAutoPlayer

        return VerseAutoPlayer(pace=pace)
    from game.sim.autoplay import AutoPlayer

    return AutoPlayer(pace=pace)


def record(game: str, options: dict[str, Any], seed: int, ticks: int, pace: int = 3) -> Replay:
    """``ticks`` ticks (or until the game ends) of ``game`` played by its autoplayer, acting
    every other tick as it does at 60 frames a second."""
    rules, header = new_session(game, options, seed)
    loop = SyncLoop(rules, header)
    pilot = _pilot(game, pace)
    while loop.rules.tick < ticks and not loop.rules.over:
        for action, *rest in pilot.act(loop.latest()):
            if game == "verse":  # Verse's autoplayer answers (action, args): presses only
                loop.push(action, True, tuple(rest[0]))
            else:
                loop.push(action, bool(rest[0]))
        loop.run(min(2, ticks - loop.rules.tick))
    return loop.replay()


def record_match(options: dict[str, Any], seed: int, paces: Sequence[int], first_to: int = 1,
                 ticks: int = 120 * 600) -> MatchReplay:
    """A Retris versus match of one autoplayer a slot (``paces[i]`` frames between slot
    ``i``'s taps: the quicker clears more and sends garbage), acting every other tick, until
    it is over or ``ticks`` ticks. The slots are recorded as level-5 bots: the header says who
    played, and no person did (the bots' own play comes from game/bots)."""
    from game.core.match_replay import SlotSpec
    from game.sim.autoplay import AutoPlayer
    from game.sim.match_session import new_match_session

    match, header = new_match_session("retris", options, seed,
                                      [SlotSpec("bot", "bot", 5)] * len(paces), first_to)
    rec = Recorder(match, header)
    pilots: list[AutoPlayer] = []
    round_ = 0
    while match.tick < ticks and not match.over:
        pending: list[Pending] = []
        if match.tick % 2 == 0 and match.phase == PLAY:
            snap = match.snapshot()
            if snap.round != round_:  # each round's fields start afresh, so do the pilots
                round_, pilots = snap.round, [AutoPlayer(pace=p) for p in paces]
            for view, pilot in zip(snap.slots, pilots, strict=True):
                if not view.out:
                    pending += [(a, p, (), view.index) for a, p in pilot.act(view.game)]
        rec.step(pending)
    replay = rec.replay()
    assert isinstance(replay, MatchReplay)
    return replay
