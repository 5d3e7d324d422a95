"""What the player picked for a Tet'light game (the setup scene's result), and what those
picks mean in words, with the numbers read from the ruleset."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.config.schema import TetlightSetup
from game.i18n import N_, _, number
from game.render import hexgrid
from game.rules.tetlight.tuning import TetlightTuning, load_tuning

#: The two key sets (tables in resources/bindings.toml): today's keys, or the 1995 originals.
KEY_SETS = ("tetlight", "tetlight_original")
KEY_SET_NAMES = {"tetlight": N_("MODERN"), "tetlight_original": N_("ORIGINAL")}
#: How the settings file names each key set (``[tetlight] keys``).
KEY_SET_WORDS = {"tetlight": "modern", "tetlight_original": "original"}
KEY_SET_TEXT = {
    "tetlight": N_("Today's keys: Left and Right move in V, Up rotates and Down moves down; "
                   "A and D move down-left and down-right, Z and X rotate, Space drops."),
    "tetlight_original": N_("The keys of the 1995 original: Insert and Home move down-left "
                            "and down-right, A (Q on AZERTY) moves down, Down and Up rotate, "
                            "Help or F1 the radar, Undo or F2 pause, keypad + level up, "
                            "Ctrl+Esc abort."),
}


@dataclass(frozen=True, slots=True)
class TetlightChoice:
    """Board edge, start level and radar (rules options), plus two looks-only choices."""

    edge: int = 8
    level: int = 0
    radar: bool = False
    ghost: bool = True  # draw where a drop would land (presentation only)
    keys: str = "tetlight"  # a table of resources/bindings.toml, one of KEY_SETS

    def options(self) -> dict[str, Any]:
        """The options dict for ``new_session("tetlight", ...)``."""
        return {"edge": self.edge, "level": self.level, "radar": self.radar}

    @property
    def title(self) -> str:
        return _("EDGE {edge} · LEVEL {level}").format(edge=number(self.edge),
                                                       level=number(self.level))

    @staticmethod
    def remembered(setup: TetlightSetup, tuning: TetlightTuning | None = None
                   ) -> TetlightChoice:
        """The choice kept in the settings file, edge and level kept in the ruleset's range."""
        tuning = tuning or load_tuning()
        keys = next(k for k, word in KEY_SET_WORDS.items() if word == setup.keys)
        return TetlightChoice(_clamp(setup.edge, tuning.edge_range),
                              _clamp(setup.level, tuning.start_level_range), setup.radar,
                              setup.ghost, keys)

    def to_setup(self) -> TetlightSetup:
        """This choice as the settings file keeps it."""
        return TetlightSetup(self.edge, self.level, self.radar, self.ghost,
                             KEY_SET_WORDS[self.keys])


def _clamp(value: int, span: tuple[int, int]) -> int:
    return max(span[0], min(span[1], value))


def fall_text(level: int, tuning: TetlightTuning | None = None) -> str:
    """How fast a level falls, in words a player can feel."""
    tuning = tuning or load_tuning()
    ticks = tuning.fall_period(level)
    secs = ticks / tuning.tick_rate
    every = (_("{n} s").format(n=number(secs, 2)) if secs >= 0.1
             else _("{n} ms").format(n=number(secs * 1000)))
    return _("Level {level}: the piece falls one cell every {every} ({rate} cells a second)."
             ).format(level=number(level), every=every, rate=number(tuning.tick_rate / ticks, 1))


def level_text(level: int, tuning: TetlightTuning | None = None, key: str = "") -> str:
    """The start level: its speed and how levels go up (``key``: the level-up key's name)."""
    tuning = tuning or load_tuning()
    rises = (_("Every {secs} s on the level clock the level rises by one, up to {top}; the "
               "level-up key ({key}) raises it at once and adds {secs} s to the clock.") if key
             else _("Every {secs} s on the level clock the level rises by one, up to {top}; the "
                    "level-up key raises it at once and adds {secs} s to the clock."))
    return fall_text(level, tuning) + " " + rises.format(
        secs=number(tuning.level_seconds), top=number(tuning.max_level), key=key)


def edge_text(edge: int, tuning: TetlightTuning | None = None) -> str:
    """The board edge: its size and what a bigger board changes."""
    tuning = tuning or load_tuning()
    return _("A hexagon of edge {edge}: {columns} columns, {cells} cells, a V for a floor. "
             "Bigger boards take longer to fill; each remaining bomb needs {points} bomb "
             "points.").format(edge=number(edge), columns=number(2 * edge - 1),
                               cells=number(hexgrid.cell_count(edge)),
                               points=number(tuning.bomb_threshold(edge)))


def radar_cost(level: int, tuning: TetlightTuning | None = None) -> int:
    """What turning the radar on costs at ``level`` (rules §8)."""
    tuning = tuning or load_tuning()
    return tuning.radar_cost_per_level * (level + tuning.radar_cost_level_offset)


def hexagon_points(level: int, radar: bool, tuning: TetlightTuning | None = None) -> int:
    """Points for one hexagon destroyed by a line or a contact (rules §10)."""
    tuning = tuning or load_tuning()
    factor = tuning.factor_radar_on if radar else tuning.factor_radar_off
    return factor * (level + tuning.level_offset)


def radar_text(level: int, tuning: TetlightTuning | None = None) -> str:
    """The radar: what it shows and what it costs, at the chosen start level."""
    tuning = tuning or load_tuning()
    return _("Shows the next piece. It can be switched in play too: turning it on costs "
             "{cost} points at level {level} (starting with it is free). While it is on, a "
             "hexagon of a line scores ×{on} instead of ×{off}: {points_on} points instead "
             "of {points_off} at level {level}.").format(
        cost=number(radar_cost(level, tuning)), level=number(level),
        on=number(tuning.factor_radar_on), off=number(tuning.factor_radar_off),
        points_on=number(hexagon_points(level, True, tuning)),
        points_off=number(hexagon_points(level, False, tuning)))


GHOST_TEXT = N_("A faint outline shows where the piece would land if you dropped it now. "
                "Looks only: the rules and the score are the same either way.")
