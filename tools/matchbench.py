"""The versus rules loop's cost: four Retris slots in one match, per tick as a share of the
8.33 ms tick (120 Hz). Target: < 5 % (issue 27).

Used by ``tools/bench --sections versus``. What is timed is what the rules thread does each
tick: ``match.step`` then ``match.snapshot`` (the views every field is drawn from). The slots
are played by a seeded script (a piece every 0.25-1 s: a few shifts and turns, a hard drop)
so locks, clears, Arcade chains, attacks and rising garbage all happen; a round that ends is
followed by the next, as in a match. With bots seated (``game.bots``) the bots' thinking is
timed as a second line, since the rules thread runs it too.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

TICK_MS = 1000.0 / 120.0
TARGET_SHARE = 0.05


def scripted(players: int, seed: int) -> Callable[[Any], list[Any]]:
    """Each slot's taps for a tick: every 30-120 ticks a short move and a hard drop."""
    from game.core.actions import Action, InputChange
    from game.core.rng import RngStreams

    stream = RngStreams(seed)("bench-script")
    due = [stream.below(90) + 30 for _ in range(players)]
    moves = (Action.LEFT, Action.RIGHT, Action.CW, Action.CCW)

    def changes(match: Any) -> list[Any]:
        out = []
        for slot in range(players):
            due[slot] -= 1
            if due[slot] > 0:
                continue
            due[slot] = stream.below(90) + 30
            taps = [moves[stream.below(4)] for _ in range(stream.below(4))] + [Action.HARD_DROP]
            out += [InputChange(match.tick, a, p, (), slot) for a in taps for p in (True, False)]
        return out

    return changes


def time_match(mode: str, ticks: int, seed: int = 5, players: int = 4,
               bots: int = 0) -> tuple[list[float], dict[str, int]]:
    """Per-tick seconds of step + snapshot, and what happened (locks, attacks, rounds)."""
    from game.rules.versus.match import VersusMatch

    match = VersusMatch("retris", {"mode": mode, "style": "normal"}, seed, players, first_to=9)
    rules: Any = match
    if bots:
        from game.bots.seats import BotSeats

        rules = BotSeats(match, dict.fromkeys(range(players), bots), seed)
    script = scripted(players, seed)
    counts = {"lock": 0, "attack": 0, "garbage": 0, "round_over": 0}
    samples = []
    for _ in range(ticks):
        changes = [] if bots else script(match)
        start = time.perf_counter()
        events = rules.step(changes)
        rules.snapshot()
        samples.append(time.perf_counter() - start)
        for event in events:
            if event.kind in counts:
                counts[event.kind] += 1
        if match.over:
            break
    return samples, counts


def line(label: str, samples: list[float]) -> tuple[str, float]:
    ordered = sorted(samples)
    median = statistics.median(ordered) * 1000
    mean = statistics.fmean(ordered) * 1000
    p99 = ordered[int(0.99 * (len(ordered) - 1))] * 1000
    share = mean / TICK_MS
    return (f"{label:<34} median {median:6.3f} ms  mean {mean:6.3f} ms  p99 {p99:6.3f} ms"
            f"  = {share:6.2%} of a tick (mean)", share)


def run(ticks: int, with_bots: bool) -> tuple[list[str], list[str]]:
    """The report's lines and the targets missed."""
    lines, failures = [], []
    for mode in ("classic", "arcade"):
        samples, counts = time_match(mode, ticks)
        text, share = line(f"4 scripted slots, {mode}", samples)
        happened = ", ".join(f"{n} {k}" for k, n in counts.items())
        lines += [text, f"  {len(samples)} ticks: {happened}"]
        if share >= TARGET_SHARE:
            failures.append(f"versus rules {mode}: {share:.2%} of a tick >= {TARGET_SHARE:.0%}")
    if with_bots:
        samples, counts = time_match("classic", ticks, bots=5)
        text, share = line("4 level-5 bots, classic (bots too)", samples)
        lines += [text, f"  {len(samples)} ticks: {counts['lock']} locks"]
    return lines, failures
