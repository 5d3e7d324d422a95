"""The bots' ruleset data (``resources/rulesets/bots.toml``) as one frozen, checked object."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.ruleset import Ruleset, ValidationError, load_ruleset
from game.rules.versus.tuning import VersusTuning
from game.rules.versus.tuning import load_tuning as load_versus_tuning

LEVELS = (1, 2, 3, 4, 5)

#: The Retris weights bots.toml must give (retris_eval.py says what each one weighs).
WEIGHT_KEYS = ("height", "holes", "covered", "bumpiness", "row_transitions", "col_transitions",
               "wells", "well_keep", "danger", "danger_start", "sent", "cleared", "low_burn",
               "top_out")


VERSE_KEYS = ("points", "edges", "holes", "room_square", "room_line")
TETLIGHT_KEYS = ("lines", "height", "v_rise", "holes", "top", "explode_fill")


@dataclass(frozen=True, slots=True)
class LevelTuning:
    """How one bot level plays (bots.toml's ``[levels.N]``)."""

    level: int
    pieces_per_second: float
    reaction_ms: int
    tap_ms: int
    lookahead: int
    hold: bool
    beam: int
    tucks: bool
    mistake_percent: float
    mistake_choices: int


@dataclass(frozen=True, slots=True)
class AttackTable:
    """Lines a Retris clear sends (rules/versus.md §3), as the bot counts them: the match's
    own numbers (resources/rulesets/versus.toml), indexed from 0 for plain lookups."""

    rows: tuple[int, ...]  # by rows cleared at once (0 for none); the last for that many or more
    back_to_back: int
    combo: tuple[int, ...]  # by the k-th clearing lock in a row (0 unused); the last for k or more
    perfect_clear: int

    @staticmethod
    def of(versus: VersusTuning) -> AttackTable:
        return AttackTable((0, *versus.attack_rows), versus.back_to_back, (0, *versus.combo),
                           versus.perfect_clear)

    def lines(self, rows: int, b2b: bool, combo: int, perfect: bool) -> int:
        """Lines sent by a lock clearing ``rows`` (> 0) as the ``combo``-th clearing lock in a
        row, ``b2b`` when the previous clearing lock was 4+ too (and this one is)."""
        sent = self.rows[min(rows, len(self.rows) - 1)]
        sent += self.combo[min(combo, len(self.combo) - 1)]
        if b2b:
            sent += self.back_to_back
        return sent + (self.perfect_clear if perfect else 0)


@dataclass(frozen=True, slots=True)
class BotTuning:
    version: str
    levels: dict[int, LevelTuning]
    weights: dict[str, float]
    attack: AttackTable
    verse: dict[str, float]  # bots.toml's [verse.weights]
    tetlight: dict[str, float]  # [tetlight.weights], explode_level included

    def level(self, level: int) -> LevelTuning:
        if not isinstance(level, int) or isinstance(level, bool) or level not in self.levels:
            raise ValidationError("level", "a bot level from 1 to 5", level)
        return self.levels[level]


def _level(rs: Ruleset, level: int) -> LevelTuning:
    key = f"levels.{level}"
    return LevelTuning(
        level=level,
        pieces_per_second=float(rs.number(f"{key}.pieces_per_second", 0.05, 60)),
        reaction_ms=rs.int(f"{key}.reaction_ms", 0, 10_000),
        tap_ms=rs.int(f"{key}.tap_ms", 0, 10_000),
        lookahead=rs.int(f"{key}.lookahead", 0, 4),
        hold=rs.bool(f"{key}.hold"),
        beam=rs.int(f"{key}.beam", 1, 64),
        tucks=rs.bool(f"{key}.tucks"),
        mistake_percent=float(rs.number(f"{key}.mistake_percent", 0, 100)),
        mistake_choices=rs.int(f"{key}.mistake_choices", 2, 40),
    )


def tuning_from(rs: Ruleset, versus: VersusTuning) -> BotTuning:
    """Read and check every key; raises ValidationError naming the first bad one."""
    weights = {name: float(rs.number(f"retris.weights.{name}", -1e9, 1e9))
               for name in WEIGHT_KEYS}
    verse = {name: float(rs.number(f"verse.weights.{name}", -1e9, 1e9)) for name in VERSE_KEYS}
    tetlight = {name: float(rs.number(f"tetlight.weights.{name}", -1e9, 1e9))
                for name in TETLIGHT_KEYS}
    tetlight["explode_level"] = rs.int("tetlight.weights.explode_level", 1, 6)
    tuning = BotTuning(version=rs.str("version"),
                       levels={level: _level(rs, level) for level in LEVELS},
                       weights=weights, attack=AttackTable.of(versus), verse=verse,
                       tetlight=tetlight)
    rs.check_all_used()
    return tuning


@lru_cache(maxsize=8)
def load_tuning(directory: Path | None = None) -> BotTuning:
    """The bots' ruleset (cached; it is immutable), with the match's attack table."""
    return tuning_from(load_ruleset("bots", directory), load_versus_tuning())
