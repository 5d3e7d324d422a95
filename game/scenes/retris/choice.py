"""What the player picked for a Retris game, and what those picks mean in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.config.schema import RetrisSetup
from game.rules.retris.gravity import seconds_per_row
from game.rules.retris.tuning import RetrisTuning, load_tuning

STYLE_TEXT = {
    "normal": "The classic climb: the pieces fall faster with every 10 rows you clear.",
    "relax": "Pick a tempo and keep it: the speed never changes, however long you play.",
    "crazy": "Speeds up like Normal, and every bag adds big unusual pieces of 5 to 9 cells.",
}
MODE_TEXT = {
    "classic": "Full rows vanish and everything above drops down. "
               "1 row scores 1, 2 rows 4, 3 rows 12, 4 rows 24.",
    "arcade": "Blocks may carry specials. A bomb you destroy fires 0.5 s later and can "
              "set off more bombs: chains!",
}
#: Arcade's specials as shown on the setup screen: letter (scenario alphabet), colour key of
#: the sample block, and what it does in a word or two.
SPECIALS_SHOWN = (("n", "Z", "ROUND"), ("h", "S", "ROW"), ("v", "I", "COLUMN"),
                  ("l", "T", "COLOUR"), ("m", "O", "ALL 4"), ("a", "L", "FIRES ALL"),
                  ("s", "J", "STONE"), ("i", "J", "ICE"))


@dataclass(frozen=True, slots=True)
class RetrisChoice:
    """Mode, style and start level (the tempo, in Relax); the rest comes from settings."""

    mode: str = "classic"
    style: str = "normal"
    level: int = 1

    def options(self) -> dict[str, Any]:
        """The options dict for ``new_session("retris", ...)``."""
        return {"mode": self.mode, "style": self.style, "level": self.level}

    @property
    def title(self) -> str:
        return f"{self.mode.upper()} · {self.style.upper()}"

    @staticmethod
    def remembered(setup: RetrisSetup) -> RetrisChoice:
        """The choice kept in the settings file (the setup keeps the level in range)."""
        return RetrisChoice(setup.mode, setup.style, setup.level)

    def to_setup(self) -> RetrisSetup:
        """This choice as the settings file keeps it."""
        return RetrisSetup(self.mode, self.style, self.level)


def level_range(style: str, tuning: RetrisTuning | None = None) -> tuple[int, int]:
    """Start levels on offer: the Relax tempo range or the normal start range."""
    tuning = tuning or load_tuning()
    return tuning.relax_level_range if style == "relax" else tuning.start_level_range


def fall_text(level: int, tuning: RetrisTuning | None = None) -> str:
    """How fast a level falls, in words a player can feel."""
    tuning = tuning or load_tuning()
    secs = float(seconds_per_row(level, tuning.gravity_base, tuning.gravity_step,
                                 tuning.curve_max_level))
    rows_per_s = 1.0 / secs
    return f"Level {level}: one row every {secs:.2f} s ({rows_per_s:.1f} rows a second)."
