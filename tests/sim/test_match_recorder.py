"""The match recorder asks each bot slot for its changes before every tick and records them
like a person's: a match of four bots played headless replays from its inputs alone."""

from __future__ import annotations

from itertools import groupby

from game.bots import make_bot
from game.bots.seats import bot_seed
from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.core.replay import ReplayHeader
from game.rules.versus.match import VersusMatch
from game.sim.match_recorder import MatchRecorder
from game.sim.sync_loop import SyncLoop

OPTIONS = {"mode": "classic", "style": "normal"}


def _header(seed: int) -> ReplayHeader:
    return ReplayHeader("retris", OPTIONS, seed, 120, "")


class Tapper:
    """A bot that taps ``action`` every ``every`` ticks, and says what it saw."""

    def __init__(self, action: Action, every: int) -> None:
        self.action, self.every = action, every
        self.seen: list[tuple[int, int, int]] = []  # (tick asked, view's slot, snapshot tick)

    def changes(self, view, tick):
        self.seen.append((tick, view.index, view.game.tick))
        if tick % self.every:
            return []
        return [(self.action, True, ()), (self.action, False, ())]


def test_bots_changes_are_stamped_with_their_slot_and_a_bot_slot_ignores_people() -> None:
    match = VersusMatch("retris", OPTIONS, 11, 3)
    bot = Tapper(Action.LEFT, 5)
    rec = MatchRecorder(match, _header(11), {2: bot})
    loop = SyncLoop(match, _header(11), rec)
    loop.push(Action.RIGHT, True, (), 0)
    loop.push(Action.HARD_DROP, True, (), 2)  # a person's change for the bot's slot
    loop.run(11)
    mine = [c for c in rec.inputs if c.player == 2]
    assert [(c.tick, c.action, c.pressed) for c in mine] == [
        (0, Action.LEFT, True), (0, Action.LEFT, False), (5, Action.LEFT, True),
        (5, Action.LEFT, False), (10, Action.LEFT, True), (10, Action.LEFT, False)]
    assert InputChange(0, Action.RIGHT, True, (), 0) in rec.inputs
    assert all(c.action is not Action.HARD_DROP for c in rec.inputs)
    # Asked once a tick, with its own slot's view of the snapshot after the tick before.
    assert [s[0] for s in bot.seen] == list(range(11))
    assert all(s[1] == 2 for s in bot.seen)


def test_a_slot_handed_to_a_bot_and_back() -> None:
    match = VersusMatch("retris", OPTIONS, 3, 2)
    rec = MatchRecorder(match, _header(3))
    loop = SyncLoop(match, _header(3), rec)
    loop.run(2)
    rec.set_bot(1, Tapper(Action.CW, 1))
    loop.run(2)
    rec.set_bot(1, None)
    loop.push(Action.CCW, True, (), 1)
    loop.run(1)
    assert [(c.tick, c.action) for c in rec.inputs if c.pressed] == [
        (2, Action.CW), (3, Action.CW), (4, Action.CCW)]


def test_four_bots_play_a_match_headless_and_its_inputs_replay_it() -> None:
    seed = 21
    match = VersusMatch("retris", OPTIONS, seed, 4, first_to=1)
    bots = {i: make_bot("retris", level, OPTIONS, bot_seed(seed, i))
            for i, level in enumerate((5, 4, 2, 1))}
    rec = MatchRecorder(match, _header(seed), bots)
    loop = SyncLoop(match, _header(seed), rec)
    for _ in range(400):  # at most 200 s of game
        loop.run(60)
        if match.over:
            break
    assert match.over, "four bots did not finish a first-to-1 match"
    assert {c.player for c in rec.inputs} == {0, 1, 2, 3}
    # The replay: a fresh match fed the recorded changes tick by tick, no bots.
    again = VersusMatch("retris", OPTIONS, seed, 4, first_to=1)
    by_tick = {t: list(cs) for t, cs in groupby(rec.inputs, key=lambda c: c.tick)}
    while again.tick < match.tick:
        again.step(by_tick.get(again.tick, []))
    assert digest(again.state()) == digest(match.state())
    assert again.slot_digests() == match.slot_digests()
    assert again.snapshot().match_winner == match.snapshot().match_winner
