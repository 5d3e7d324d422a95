"""How a record table and its entries are named on screen (the Records screen, the name
prompt): "RETRIS · CLASSIC · NORMAL · SPRINT 40", a time as 1:23.45."""

from __future__ import annotations

from game.i18n import _, decimal_mark
from game.scenes.retris.choice import GOAL_NAMES, goal_title
from game.storage.record_tables import TableKey
from game.ui.text import tr

GAME_NAMES = {"retris": "RETRIS", "tetlight": "TET'LIGHT", "verse": "VERSE"}  # i18n: a name


def goal_words(key: TableKey) -> str:
    """The goal and its target as the HUD names them: ENDLESS, SPRINT 40, ULTRA 2:00,
    MARATHON 150 (a table from before targets: the goal alone)."""
    if key.target:
        return goal_title(key.goal, key.target)
    return tr(GOAL_NAMES[key.goal]) if key.goal in GOAL_NAMES else key.goal.upper()


def option_words(key: TableKey) -> str:
    """The options that tell the table apart, as the setups name them."""
    o = dict(key.options)
    if key.game == "retris":
        # The setup's own words for the mode and style (translated where Retris marks them).
        return f"{tr(str(o.get('mode', '?')).upper())} · {tr(str(o.get('style', '?')).upper())}"
    if key.game == "tetlight":
        return _("EDGE {edge} · LEVEL {level}").format(edge=o.get("edge", "?"),
                                                       level=o.get("level", "?"))
    if key.game == "verse":
        return _("ROTATION {rotation} · FAIR {fair}").format(
            rotation=_("ON") if o.get("rotation") else _("OFF"),
            fair=_("ON") if o.get("fair") else _("OFF"))
    return " · ".join(f"{n.upper()} {v}" for n, v in key.options)


def table_words(key: TableKey) -> str:
    """The whole table's name."""
    parts = [GAME_NAMES.get(key.game, key.game.upper()), option_words(key)]
    if key.game == "retris":
        parts.append(goal_words(key))
    return " · ".join(p for p in parts if p)


def time_words(seconds: float | None) -> str:
    """1:23.45 (minutes, seconds, hundredths); "—" when unknown."""
    if seconds is None:
        return "—"
    hundredths = round(seconds * 100)
    minutes, rest = divmod(hundredths, 6000)
    return f"{minutes}:{rest // 100:02d}{decimal_mark()}{rest % 100:02d}"
