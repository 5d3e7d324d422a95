"""Computer players for versus slots (rules/versus.md §6): Retris, Tet'light and Verse bots.

    bot = make_bot(game, level, options, seed)
    bot.changes(view: SlotView, tick: int) -> list[(Action, pressed, args)]

A bot is called once per tick, before the match steps, with its slot's view of the latest
snapshot, and answers with the input changes to stamp on this tick for its slot, the same
presses and releases a person's keys make, so a bot slot replays like any other. It reads only
what the slot's screen shows, keeps no clock and draws no global random numbers: the same
seed and views give the same changes.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.bots.pacing import Change
from game.bots.tuning import BotTuning, load_tuning
from game.core.ruleset import ValidationError
from game.rules.registry import parse_options
from game.rules.versus.views import SlotView


class Bot(Protocol):
    def changes(self, view: SlotView, tick: int) -> list[Change]: ...


def make_bot(game: str, level: int, options: dict[str, Any], seed: int,
             tuning: BotTuning | None = None) -> Bot:
    """A bot of ``level`` (1-5) for ``game`` played with plain ``options`` (the match's);
    ValidationError (a ValueError) names a bad game, level, option or seed."""
    tuning = tuning or load_tuning()
    spec = tuning.level(level)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValidationError("seed", "an integer", seed)
    if not isinstance(options, dict):
        raise ValidationError("options", "a table", options)
    # A match's options may hold its race's time limit, which is no option of a solo game.
    parsed = parse_options(game, {k: v for k, v in options.items() if k != "race_seconds"})
    if game == "retris":
        from game.bots.retris_bot import RetrisBot

        return RetrisBot(spec, parsed, tuning, seed)
    if game == "tetlight":
        from game.bots.tetlight_bot import TetlightBot

        return TetlightBot(spec, parsed, tuning, seed)
    from game.bots.verse_bot import VerseBot

    return VerseBot(spec, parsed, tuning, seed)


__all__ = ["Bot", "Change", "make_bot"]
