"""The versus ruleset (resources/rulesets/versus.toml) as one frozen object."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.ruleset import Ruleset, load_ruleset


@dataclass(frozen=True, slots=True)
class VersusTuning:
    """Every tunable number of rules/versus.md; the TOML file says what each one means."""

    version: str
    first_to: int
    first_to_range: tuple[int, int]
    players_range: tuple[int, int]
    round_break_ms: int
    attack_rows: tuple[int, ...]  # lines for 1, 2, 3, 4+ rows
    back_to_back: int
    combo: tuple[int, ...]  # bonus of the k-th clearing lock in a row (the last for more)
    perfect_clear: int
    generation: int
    delay_ms: int
    rise_cap: int
    race_seconds: int
    race_seconds_range: tuple[int, int]


@cache
def load_tuning() -> VersusTuning:
    rs = load_ruleset("versus")
    first_lo = rs.int("match.first_to_min", 1, 9)
    first_hi = rs.int("match.first_to_max", first_lo, 9)
    race_lo = rs.int("race.seconds_min", 1, 3600)
    race_hi = rs.int("race.seconds_max", race_lo, 3600)
    tuning = VersusTuning(
        version=rs.str("version"),
        first_to=rs.int("match.first_to", first_lo, first_hi),
        first_to_range=(first_lo, first_hi),
        players_range=(rs.int("match.players_min", 2, 4), rs.int("match.players_max", 2, 4)),
        round_break_ms=rs.int("match.round_break_ms", 0, 60_000),
        attack_rows=_four(rs, "attack.rows"),
        back_to_back=rs.int("attack.back_to_back", 0, 100),
        combo=rs.int_list("attack.combo", 0, 100),
        perfect_clear=rs.int("attack.perfect_clear", 0, 100),
        generation=rs.int("attack.generation", 0, 100),
        delay_ms=rs.int("garbage.delay_ms", 0, 60_000),
        rise_cap=rs.int("garbage.rise_cap", 1, 24),
        race_seconds=rs.int("race.seconds", race_lo, race_hi),
        race_seconds_range=(race_lo, race_hi),
    )
    rs.check_all_used()
    return tuning


def _four(rs: Ruleset, key: str) -> tuple[int, ...]:
    values = rs.int_list(key, 0, 100)
    if len(values) != 4:
        raise rs.error(key, "4 numbers (for 1, 2, 3, 4+ rows)", list(values))
    return values
