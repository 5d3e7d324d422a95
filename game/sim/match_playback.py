"""Playing a match replay back: rebuild the match from its header, feed every slot's recorded
inputs, and check what it came to against the file (rules/versus.md §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match_replay import MatchReplay, MatchResult
from game.sim.match_session import match_from_header, match_result
from game.sim.playback import ReplayMismatch

if TYPE_CHECKING:
    from game.rules.versus.match import VersusMatch


def play(replay: MatchReplay) -> VersusMatch:
    """Run the replay to its final tick (or the match's end, as the loops stop there) and
    return the match in its final state; raises :class:`ReplayMismatch` when inputs are
    left that it never reached."""
    match = match_from_header(replay.header)
    end = replay.final.tick if replay.final else 0
    inputs, i = replay.inputs, 0
    while match.tick < end and not match.over:
        start = i
        while i < len(inputs) and inputs[i].tick == match.tick:
            i += 1
        match.step(inputs[start:i])
    if i != len(inputs):
        raise ReplayMismatch(f"input {i} (tick {inputs[i].tick}, slot "  # i18n: not shown
                             f"{inputs[i].player + 1}) was never reached: the match ended "
                             f"at tick {match.tick}")
    return match


def verify(replay: MatchReplay) -> VersusMatch:
    """Play the replay and check every slot's digest, the match digest and the result;
    raises :class:`ReplayMismatch` naming the slots that differ."""
    match = play(replay)
    if replay.final is not None:
        check_result(replay.final, match_result(match))
    return match


def check_result(want: MatchResult, got: MatchResult) -> None:
    """The first way ``got`` (played) differs from ``want`` (the file), slots named from 1."""
    differ = [i + 1 for i, (a, b) in enumerate(zip(got.slot_digests, want.slot_digests,
                                                   strict=True)) if a != b]
    if got.tick != want.tick:
        ended = f"the match ended at tick {got.tick}, the file at {want.tick}"  # i18n: not shown
        raise ReplayMismatch(ended + (f" ({_slots(differ)} differ{_s(differ)})" if differ else ""))
    if differ:
        raise ReplayMismatch(
            f"{_slots(differ)} differ{_s(differ)} at tick {got.tick}: "  # i18n: not shown
            + ", ".join(f"slot {n} {got.slot_digests[n - 1]} != "
                        f"{want.slot_digests[n - 1]}" for n in differ))
    if got.digest != want.digest:
        raise ReplayMismatch(f"the match digest differs at tick {got.tick}: {got.digest} "
                             f"!= {want.digest}")  # i18n: not shown
    if got.round_wins != want.round_wins:
        raise ReplayMismatch(f"round wins differ: {_wins(got)} when played, {_wins(want)} "
                             "in the file")  # i18n: not shown
    if got.match_winner != want.match_winner:
        raise ReplayMismatch(f"the winner differs: {winner_text(got)} when played, "
                             f"{winner_text(want)} in the file")  # i18n: not shown


def _slots(numbers: list[int]) -> str:
    return " and ".join(f"slot {n}" for n in numbers)


def _s(numbers: list[int]) -> str:
    return "s" if len(numbers) == 1 else ""


def winner_text(result: MatchResult) -> str:
    return "undecided" if result.match_winner is None else f"slot {result.match_winner + 1}"


def _wins(result: MatchResult) -> str:
    return "-".join(str(w) for w in result.round_wins)
