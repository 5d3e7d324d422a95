"""Starting a versus match: the match and the replay header that can rebuild it, and the
checks that a header is one this version can play (as :mod:`game.sim.session` does solo)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from game.core.digest import digest
from game.core.match_replay import (
    DEVICE_MAX,
    MatchHeader,
    MatchResult,
    SlotSpec,
    header_from_json,
)
from game.core.ruleset import ValidationError
from game.rules import registry
from game.rules.versus.match import VersusMatch
from game.rules.versus.tuning import load_tuning
from game.sim.session import TICK_RATE, version_problem


def ruleset_version(game: str) -> str | None:
    """What a match of ``game`` plays by: the game's ruleset and the versus ruleset (attack
    table, garbage, rounds), as ``retris-3+versus-1``; None for a game this version lacks.
    Either changing changes how a match plays, so a replay records both."""
    have = registry.RULESET_VERSION.get(game)
    return None if have is None else f"{have}+{load_tuning().version}"


def new_match_session(game: str, options: dict[str, Any], seed: int,
                      slots: Sequence[SlotSpec], first_to: int
                      ) -> tuple[VersusMatch, MatchHeader]:
    """A match of ``game`` for ``slots`` (2-4) and the header its replay needs (the options
    as the match reads them, a race's time limit included); ValueError naming the key for a
    bad game, options, seed, slot (as a file would be refused) or ``first_to``. Record it
    with a :class:`~game.sim.recorder.Recorder` (or one that adds the bots' changes to what
    it stamps): its ``replay()`` is then the match replay."""
    match = VersusMatch(game, options, seed, len(slots), first_to=first_to)  # checks them
    plain = match.options | ({"race_seconds": match.race_seconds} if game != "retris" else {})
    header = MatchHeader(game, plain, seed, TICK_RATE, str(ruleset_version(game)), first_to,
                         tuple(fit_slot(slot) for slot in slots))
    return match, header_from_json(header.to_json())


def match_from_header(header: MatchHeader) -> VersusMatch:
    """A fresh match exactly as the replay's header describes it; ValueError (naming the
    key) for a header this version cannot play."""
    problem = header_problem(header)
    if problem is not None:
        raise ValueError(problem)
    try:
        return VersusMatch(header.game, header.options, header.seed, len(header.slots),
                           first_to=header.first_to)
    except ValidationError as exc:  # its keys are the header's: options.mode, ...
        raise exc.prefixed("header") from None


def header_problem(header: MatchHeader) -> str | None:
    """Why a match of this header cannot be played here, naming the key; None when it can."""
    expected = ruleset_version(header.game)
    if expected is None:
        return f"header.game: unknown game {header.game!r}"  # i18n: not shown
    if header.tick_rate != TICK_RATE:
        return f"header.tick_rate: expected {TICK_RATE}, got {header.tick_rate}"
    if header.ruleset_version != expected:
        return (f"header.ruleset_version: expected {expected!r}, "
                f"got {header.ruleset_version!r}")
    return None


def match_watch_problem(header: MatchHeader) -> str | None:
    """Why this match cannot be watched here (one line, as the replays screen says it), or
    None when it can."""
    return version_problem(header, ruleset_version(header.game))


def match_result(match: VersusMatch) -> MatchResult:
    """What a match replay's ``final`` holds for ``match`` as it stands."""
    return MatchResult(match.tick, digest(match.state()), tuple(match.slot_digests()),
                       tuple(match.wins), match.match_winner)


def fit_slot(slot: SlotSpec) -> SlotSpec:
    """The slot with a device name a file may hold: a pad's name is the driver's (any
    length, any characters), never a reason to refuse a match or lose its replay."""
    device = "".join(c if c.isprintable() else " " for c in slot.device)[:DEVICE_MAX]
    return dataclasses.replace(slot, device=device)
