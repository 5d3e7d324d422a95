"""What the player picked for a Verse game (the setup scene's result), and what those
picks and the score mean in words, with the numbers read from the ruleset."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.config.schema import VerseSetup
from game.i18n import N_, _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.rules.verse.scoring import line_points
from game.rules.verse.tuning import VerseTuning, load_tuning


@dataclass(frozen=True, slots=True)
class VerseChoice:
    """The two settings of rules/verse.md (rotation §3, fair dealing §7), both off by default."""

    rotation: bool = False
    fair: bool = False

    def options(self) -> dict[str, Any]:
        """The options dict for ``new_session("verse", ...)``."""
        return {"rotation": self.rotation, "fair": self.fair}

    @property
    def title(self) -> str:
        parts = [_("ROTATION ON") if self.rotation else _("NO ROTATION")]
        if self.fair:
            parts.append(_("FAIR DEALING"))
        return " · ".join(parts)

    @staticmethod
    def remembered(setup: VerseSetup) -> VerseChoice:
        """The choice kept in the settings file."""
        return VerseChoice(setup.rotation, setup.fair)

    def to_setup(self) -> VerseSetup:
        """This choice as the settings file keeps it."""
        return VerseSetup(self.rotation, self.fair)


# -- the settings and the score in words (rules/verse.md §3, §5, §7), numbers from the ruleset


ROTATION_TEXT = {
    False: N_("Pieces stay as they are dealt: fit the board around their shapes. The game "
              "ends when no piece left in the tray fits anywhere."),
    True: N_("Double-click a tray piece, or press {keys} with a piece picked, to turn it 90° "
             "clockwise. The game ends only when no piece fits anywhere in any turn."),
}


def rotation_text(rotation: bool, keys: str = "R") -> str:
    """What the rotation setting means (``keys``: the rotate keys' names)."""
    return translate(ROTATION_TEXT[rotation]).format(keys=keys)


def fair_text(fair: bool, tuning: VerseTuning | None = None) -> str:
    """What fair dealing means."""
    if fair:
        retries = (tuning or load_tuning()).fair_retries
        return _("Each new tray is re-drawn, up to {retries} times, until its three pieces "
                 "can all be placed in some order; failing that, one where at least one piece "
                 "fits is dealt. It never looks at your score.").format(retries=number(retries))
    return _("Every piece of a tray is drawn on its own, by chance alone: a tray may hold "
             "pieces that cannot all find room.")


def scoring_rows(tuning: VerseTuning | None = None) -> list[tuple[str, str]]:
    """The score rules as ``(points, when)`` rows for a panel."""
    tuning = tuning or load_tuning()
    return [
        ("+" + number(tuning.per_cell), _("per cell placed")),
        (number(tuning.per_line) + "·L(L+1)/2",
         _("for L lines at once (rows and columns)")),
        (_("× (1 + STREAK)"), _("clearing placements in a row before it")),
        ("+" + number(tuning.empty_board), _("the board left empty by a clear")),
    ]


def ready_text(choice: VerseChoice, tuning: VerseTuning | None = None) -> str:
    """The Start row's text: the choices in a sentence and how a game goes."""
    tuning = tuning or load_tuning()
    rotation = _("on") if choice.rotation else _("off")
    fair = _("on") if choice.fair else _("off")
    example = line_points(tuning, 2, 1)
    return _("Rotation {rotation}, fair dealing {fair}. Place the three pieces of each tray "
             "on the 8×8 board. Full rows and columns vanish; blocks above a vanished row "
             "move down. Two lines with a streak of one: {points} points.").format(
                 rotation=rotation, fair=fair, points=number(example))
