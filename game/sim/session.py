"""Starting a game: the rules object and the replay header that can rebuild it."""

from __future__ import annotations

from typing import Any

from game.core.replay import ReplayHeader
from game.i18n import _
from game.rules import registry
from game.rules.base import GameRules

TICK_RATE = 120


def new_session(game: str, options: dict[str, Any], seed: int) -> tuple[GameRules, ReplayHeader]:
    """Create the rules for ``game`` and the header a replay of it needs."""
    rules = registry.create(game, options, seed)
    header = ReplayHeader(
        game=game,
        options=registry.options_to_dict(game, options),
        seed=seed,
        tick_rate=TICK_RATE,
        ruleset_version=registry.RULESET_VERSION[game],
    )
    return rules, header


def rules_from_header(header: ReplayHeader) -> GameRules:
    """A fresh game exactly as the replay's header describes it."""
    if header.tick_rate != TICK_RATE:
        raise ValueError(f"header.tick_rate: expected {TICK_RATE}, got {header.tick_rate}")
    expected = registry.RULESET_VERSION.get(header.game)
    if expected is None:
        raise ValueError(f"header.game: unknown game {header.game!r}")  # i18n: not shown
    if header.ruleset_version != expected:
        raise ValueError(
            f"header.ruleset_version: expected {expected!r}, got {header.ruleset_version!r}"
        )
    if header.origin is not None:  # a practice game: its start is rebuilt from its origin
        from game.sim.practice import start_rules

        return start_rules(header)
    return registry.create(header.game, header.options, header.seed)


def version_problem(header: Any, have: str | None) -> str | None:
    """Why a replay of ``header`` (a solo or a match header) cannot be watched where the
    game's ruleset is ``have`` (None: no such game here), or None when it can."""
    h = header
    if have is None:
        return _("can't be watched: made for a game this version does not have "
                 "({game})").format(game=repr(h.game))
    if h.ruleset_version != have:
        return _("can't be watched: made with ruleset {ruleset}, this game has "
                 "{have}").format(ruleset=h.ruleset_version, have=have)
    if h.tick_rate != TICK_RATE:
        return _("can't be watched: recorded at {rate} ticks a second, the game runs "
                 "{runs}").format(rate=h.tick_rate, runs=TICK_RATE)
    return None
