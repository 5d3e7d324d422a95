"""What the player picked for a Retris game, and what those picks mean in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.config.schema import RetrisSetup
from game.i18n import N_, _, ngettext, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals
from game.rules.retris.gravity import seconds_per_row
from game.rules.retris.tuning import RetrisTuning, load_tuning

STYLE_TEXT = {
    "normal": N_("The classic climb: the pieces fall faster with every 10 rows you clear."),
    "relax": N_("Pick a tempo and keep it: the speed never changes, however long you play."),
    "crazy": N_("Speeds up like Normal, and every bag adds big unusual pieces of 5 to 9 cells."),
}
MODE_TEXT = {
    "classic": N_("Full rows vanish and everything above drops down. "
                  "1 row scores 1, 2 rows 4, 3 rows 12, 4 rows 24."),
    "arcade": N_("Blocks may carry specials. A bomb you destroy fires 0.5 s later and can "
                 "set off more bombs: chains!"),
}
#: The targets the setup offers (the ruleset's [goals] choices; a test keeps them equal):
#: Sprint's rows, Ultra's seconds, Marathon's rows.
SPRINT_ROWS = (20, 40, 100)
ULTRA_SECONDS = (60, 120, 180, 240, 300)
MARATHON_ROWS = (150,)
GOAL_TEXT = {  # two lines at most: the piece strip sits under them
    "endless": N_("Play until the stack tops out; ranked by score."),
    "sprint": N_("Clear the rows against the clock at a level that never rises; a top out "
                 "is not ranked."),
    "ultra": N_("Score all you can before the clock runs out, at a level that never rises."),
    "marathon": N_("Clear 150 rows, the level rising as the style says; ranked by score, "
                   "then time."),
}
#: Arcade's specials as shown on the setup screen: letter (scenario alphabet), colour key of
#: the sample block, and what it does in a word or two.
SPECIALS_SHOWN = (("n", "Z", N_("ROUND")), ("h", "S", N_("ROW")), ("v", "I", N_("COLUMN")),
                  ("l", "T", N_("COLOUR")), ("m", "O", N_("ALL 4")), ("a", "L", N_("FIRES ALL")),
                  ("s", "J", N_("STONE")), ("i", "J", N_("ICE")))
#: The names of the modes, styles and goals as shown (the seed keeps the modes' and styles'
#: names in English in Russian: the catalogs decide per language).
MODE_NAMES = {"classic": N_("CLASSIC"), "arcade": N_("ARCADE")}
STYLE_NAMES = {"normal": N_("NORMAL"), "relax": N_("RELAX"), "crazy": N_("CRAZY")}
GOAL_NAMES = {"endless": N_("ENDLESS"), "sprint": N_("SPRINT"), "ultra": N_("ULTRA"),
              "marathon": N_("MARATHON")}


def shown_name(names: dict[str, str], key: str) -> str:
    """A mode's, style's or goal's name in the chosen language (an unknown one upper-cased)."""
    return translate(names[key]) if key in names else key.upper()


@dataclass(frozen=True, slots=True)
class RetrisChoice:
    """Mode, style, start level (the tempo, in Relax) and goal with its targets; the rest
    comes from settings. Both targets are kept whichever goal is chosen, so switching goals
    in the setup keeps each one's last target."""

    mode: str = "classic"
    style: str = "normal"
    level: int = 1
    goal: str = "endless"
    sprint_rows: int = 40
    ultra_seconds: int = 120

    def options(self) -> dict[str, Any]:
        """The options dict for ``new_session("retris", ...)``: Endless leaves the goal
        keys out, so its options (and replay headers) are those of before goals."""
        options: dict[str, Any] = {"mode": self.mode, "style": self.style, "level": self.level}
        if self.goal in ("sprint", "marathon"):
            options.update(goal=self.goal, goal_rows=self.target)
        elif self.goal == "ultra":
            options.update(goal="ultra", goal_seconds=self.target)
        return options

    @property
    def target(self) -> int:
        """The goal's target: rows (Sprint, Marathon), seconds (Ultra), 0 (Endless)."""
        return {"sprint": self.sprint_rows, "ultra": self.ultra_seconds,
                "marathon": MARATHON_ROWS[0]}.get(self.goal, 0)

    @property
    def title(self) -> str:
        return f"{shown_name(MODE_NAMES, self.mode)} · {shown_name(STYLE_NAMES, self.style)}"

    @property
    def goal_title(self) -> str:
        """"SPRINT 40", "ULTRA 2:00", "MARATHON 150"; "ENDLESS"."""
        return goal_title(self.goal, self.target)

    @staticmethod
    def remembered(setup: RetrisSetup) -> RetrisChoice:
        """The choice kept in the settings file (the setup keeps the level in range; a
        hand-edited target becomes the nearest one offered)."""
        return RetrisChoice(setup.mode, setup.style, setup.level, setup.goal,
                            _nearest(SPRINT_ROWS, setup.sprint_rows),
                            _nearest(ULTRA_SECONDS, setup.ultra_seconds))

    @staticmethod
    def of_options(options: dict[str, Any]) -> RetrisChoice:
        """The choice a game's options (a replay header's) were made from."""
        goal = str(options.get("goal", "endless"))
        rows, seconds = options.get("goal_rows"), options.get("goal_seconds")
        return RetrisChoice(str(options.get("mode", "classic")),
                            str(options.get("style", "normal")), int(options.get("level", 1)),
                            goal, int(rows) if goal == "sprint" and rows else 40,
                            int(seconds) if goal == "ultra" and seconds else 120)

    def to_setup(self) -> RetrisSetup:
        """This choice as the settings file keeps it."""
        return RetrisSetup(self.mode, self.style, self.level, self.goal, self.sprint_rows,
                           self.ultra_seconds)


def _nearest(offered: tuple[int, ...], value: int) -> int:
    return min(offered, key=lambda v: (abs(v - value), v))


def minutes_text(seconds: int) -> str:
    """``2:00`` for 120 seconds."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def goal_title(goal: str, target: int) -> str:
    """A goal and its target as the HUD and the result screen name it."""
    name = shown_name(GOAL_NAMES, goal)
    if goal == "ultra":
        return f"{name} {minutes_text(target)}"
    if goal in ("sprint", "marathon"):
        return f"{name} {number(target)}"
    return name


def target_choices(goal: str) -> tuple[int, ...]:
    """The targets the setup offers for ``goal`` (none for Endless)."""
    return {"sprint": SPRINT_ROWS, "ultra": ULTRA_SECONDS, "marathon": MARATHON_ROWS}.get(
        goal, ())


def target_words(goal: str, target: int) -> str:
    """A target as the setup's row shows it: "40 ROWS", "2:00"; "—" for Endless."""
    if goal == "ultra":
        return minutes_text(target)
    if goal in ("sprint", "marathon"):
        return ngettext("{n} ROW", "{n} ROWS", target).format(n=number(target))
    return "—"


def target_text(goal: str, target: int) -> str:
    """What the target means, for the setup's explanation (two lines at most)."""
    if goal == "sprint":
        return _("Won at the lock that brings the rows cleared to {target}; ranked by time."
                 ).format(target=number(target))
    if goal == "ultra":
        return _("{time} of game time from the first piece: the score then counts."
                 ).format(time=minutes_text(target))
    if goal == "marathon":
        return _("Won at the lock that brings the rows cleared to {target}; ranked by score."
                 ).format(target=number(target))
    return _("Endless has no target: play as long as you can.")


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
    return _("Level {level}: one row every {secs} s ({rate} rows a second).").format(
        level=number(level), secs=number(secs, 2), rate=number(rows_per_s, 1))
