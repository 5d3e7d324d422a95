"""How a record table and its entries are named on screen (the Records screen, the name
prompt): "RETRIS · CLASSIC · NORMAL · SPRINT 40", a time as 1:23.45."""

from __future__ import annotations

from game.scenes.retris.choice import goal_title
from game.storage.record_tables import TableKey

GAME_NAMES = {"retris": "RETRIS", "tetlight": "TET'LIGHT", "verse": "VERSE"}


def goal_words(key: TableKey) -> str:
    """The goal and its target as the HUD names them: ENDLESS, SPRINT 40, ULTRA 2:00,
    MARATHON 150 (a table from before targets: the goal alone)."""
    return goal_title(key.goal, key.target) if key.target else key.goal.upper()


def option_words(key: TableKey) -> str:
    """The options that tell the table apart, as the setups name them."""
    o = dict(key.options)
    if key.game == "retris":
        return f"{str(o.get('mode', '?')).upper()} · {str(o.get('style', '?')).upper()}"
    if key.game == "tetlight":
        return f"EDGE {o.get('edge', '?')} · LEVEL {o.get('level', '?')}"
    if key.game == "verse":
        return (f"ROTATION {'ON' if o.get('rotation') else 'OFF'} · "
                f"FAIR {'ON' if o.get('fair') else 'OFF'}")
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
    return f"{minutes}:{rest // 100:02d}.{rest % 100:02d}"
