"""One door to every game's rules: build a game from plain options, name its ruleset version.

``create`` is what menus, replays and the scenario runner call; each game registers how to turn
a plain options dict into its options object and how to build the game from it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.ruleset import ValidationError
from game.rules.base import GameRules
from game.rules.retris import RetrisGame
from game.rules.retris.options import options_from_dict
from game.rules.retris.options import options_to_dict as retris_options_to_dict
from game.rules.retris.tuning import load_tuning
from game.rules.tetlight import TetlightGame
from game.rules.tetlight.options import options_from_dict as tetlight_options_from_dict
from game.rules.tetlight.tuning import load_tuning as load_tetlight_tuning
from game.rules.verse import VerseGame
from game.rules.verse.options import options_from_dict as verse_options_from_dict
from game.rules.verse.tuning import load_tuning as load_verse_tuning


@dataclass(frozen=True, slots=True)
class GameEntry:
    """How to build one game: options from a dict, then the game (``setup`` may be None)."""

    parse_options: Callable[[dict[str, Any]], Any]
    build: Callable[[Any, int, Any], GameRules]
    ruleset_version: Callable[[], str]
    #: Plain options for a replay header (Retris leaves out options still at their default).
    options_to_dict: Callable[[Any], dict[str, Any]] = dataclasses.asdict


GAMES: dict[str, GameEntry] = {
    "retris": GameEntry(
        parse_options=lambda raw: options_from_dict(raw, load_tuning()),
        build=lambda options, seed, setup: RetrisGame(options, seed, setup),
        ruleset_version=lambda: load_tuning().version,
        options_to_dict=retris_options_to_dict,
    ),
    "tetlight": GameEntry(
        parse_options=lambda raw: tetlight_options_from_dict(raw, load_tetlight_tuning()),
        build=lambda options, seed, setup: TetlightGame(options, seed, setup),
        ruleset_version=lambda: load_tetlight_tuning().version,
    ),
    "verse": GameEntry(
        parse_options=verse_options_from_dict,
        build=lambda options, seed, setup: VerseGame(options, seed, setup),
        ruleset_version=lambda: load_verse_tuning().version,
    ),
}

RULESET_VERSION: dict[str, str] = {name: entry.ruleset_version() for name, entry in GAMES.items()}


def entry(game: str) -> GameEntry:
    if not isinstance(game, str) or game not in GAMES:
        raise ValidationError("game", "one of " + ", ".join(repr(g) for g in GAMES), game)
    return GAMES[game]


def parse_options(game: str, options: dict[str, Any]) -> Any:
    """The game's options object; ValidationError (a ValueError) names the bad key."""
    try:
        return entry(game).parse_options(options)
    except ValidationError as exc:
        raise exc.prefixed("options") from None


def create(game: str, options: dict[str, Any], seed: int, setup: Any = None) -> GameRules:
    """A new game of ``game`` with plain ``options``; raises ValueError naming a bad key."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValidationError("seed", "an integer", seed)
    return entry(game).build(parse_options(game, options), seed, setup)


def options_to_dict(game: str, options: Any) -> dict[str, Any]:
    """Complete plain options for a replay header: a dict is checked and its defaults filled
    in (so the header records the numbers actually played); an options object is converted."""
    if isinstance(options, dict):
        options = parse_options(game, options)
    return entry(game).options_to_dict(options)
