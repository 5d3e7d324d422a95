"""Which sounds a rules event plays: the event's kind and a *variant* read from its data
(a hard or soft lock, how many rows, which bomb kinds fired) name an entry of
``[events.<game>]`` in resources/sounds.toml; the cells it names give the stereo pan.

Pure: no audio here, so it is tested without a device. :data:`VARIANTS` lists every variant
the code can ask for; a test checks the data file has a sound (or "") for each.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.events import Event

ANY = "any"

#: (game, kind) -> the variants :func:`variants` can give for it; others give only ``any``.
VARIANTS: dict[tuple[str, str], tuple[str, ...]] = {
    ("retris", "move"): ("side", "down"),
    ("retris", "lock"): ("soft", "hard"),
    ("retris", "rows_cleared"): ("1", "2", "3", "4"),
    ("retris", "game_over"): ("goal",),  # a reached goal: the win, not the top out
    ("retris", "generation"): ("row_hit", "normal", "horizontal", "vertical", "lightning",
                               "mega", "activator", "ice", "stone"),
    ("tetlight", "move"): ("side", "down"),
    ("tetlight", "land"): ("soft", "hard"),
    ("tetlight", "flash"): ("lines", "contact"),
    ("tetlight", "lines"): ("1", "2", "3", "4"),
    ("tetlight", "radar"): ("on", "off"),
    ("verse", "cleared"): ("1", "2", "3", "4", "streak", "board"),
}
BOMB_KINDS = ("normal", "horizontal", "vertical", "lightning", "mega")


@dataclass(frozen=True, slots=True)
class Cue:
    """One sound to start: ``pan`` -1 (left) .. 1 (right), ``pitch`` in semitones."""

    name: str
    pan: float = 0.0
    pitch: float = 0.0
    gain: float = 1.0


@dataclass(frozen=True, slots=True)
class Columns:
    """How a game's cells map to a pan: cells are lists whose ``index``-th value is the
    column, from ``left`` to ``right`` on screen."""

    left: float
    right: float
    index: int = 0

    def pan(self, cells: Iterable[Any], fallback: float = 0.0) -> float:
        """The mean column of ``cells`` as a pan, ``fallback`` when there are none."""
        cols = [float(c[self.index]) for c in cells
                if isinstance(c, list | tuple) and len(c) > self.index]
        if not cols or self.right == self.left:
            return fallback
        mid, half = (self.left + self.right) / 2, (self.right - self.left) / 2
        return max(-1.0, min(1.0, (sum(cols) / len(cols) - mid) / half))

    def column_pan(self, column: float) -> float:
        return self.pan([[column] * (self.index + 1)])


def variants(game: str, event: Event, cols: Columns, here: float
             ) -> list[tuple[str, float, float]]:
    """(variant, pan, pitch) for each sound ``event`` plays; ``here``: the pan of the falling
    piece or cursor, for events that name no cells."""
    kind, data = event.kind, event.data
    cells = data.get("cells") or ()
    pan = cols.pan(cells, here) if cells else here
    if kind == "move":
        down = data.get("dy") == -1 or data.get("dir") == "down"
        return [("down" if down else "side", here, 0.0)]
    if kind in ("lock", "land"):
        hard = bool(data.get("hard")) or (kind == "land" and int(data.get("dropped", 0)) > 0)
        return [("hard" if hard else "soft", pan, 0.0)]
    if kind in ("rows_cleared", "lines"):
        count = len(data.get("rows", ())) if kind == "rows_cleared" else int(data.get("count", 1))
        return [(str(max(1, min(4, count))), pan, 0.0)]
    if kind == "flash":
        return [(str(data.get("kind", "lines")), pan, 0.0)]
    if kind == "game_over" and game == "retris" and data.get("reason") == "goal":
        return [("goal", 0.0, 0.0)]
    if kind == "radar":
        return [("on" if data.get("on") else "off", 0.0, 0.0)]
    if kind == "cleared":
        return _verse_cleared(data, pan)
    if kind == "generation":
        return _generation(data, cols)
    return [(ANY, pan, 0.0)]


def _verse_cleared(data: Mapping[str, Any], pan: float) -> list[tuple[str, float, float]]:
    lines = len(data.get("rows", ())) + len(data.get("cols", ()))
    out = [(str(max(1, min(4, lines))), pan, 0.0)]
    streak = int(data.get("streak", 0))
    if streak > 1:  # each further clear in a row rises a semitone, up to an octave
        out.append(("streak", pan, float(min(12, streak - 2))))
    if int(data.get("empty_bonus", 0)) > 0:
        out.append(("board", 0.0, 0.0))
    return out


def _generation(data: Mapping[str, Any], cols: Columns) -> list[tuple[str, float, float]]:
    """A generation of an Arcade chain: its row hits, each bomb kind fired, activators, ice
    and stone, all a little higher the deeper the chain (two semitones a generation)."""
    pitch = float(min(10, 2 * max(0, int(data.get("k", 0)))))
    out: list[tuple[str, float, float]] = []
    if data.get("row_hits"):
        out.append(("row_hit", 0.0, pitch))
    fired = [b for b in data.get("fired", ()) if isinstance(b, Mapping)]
    for kind in BOMB_KINDS:
        cells = [b.get("cell") for b in fired if b.get("kind") == kind]
        if cells:
            out.append((kind, cols.pan(cells), pitch))
    if data.get("activators"):
        out.append(("activator", cols.pan(data["activators"]), pitch))
    if data.get("stripped"):
        out.append(("ice", cols.pan(data["stripped"]), pitch))
    stones = list(data.get("survived", ())) + [
        d for d in data.get("destroyed", ()) if len(d) > 2 and str(d[2])[1:2] in ("s", "S")]
    if stones:
        out.append(("stone", cols.pan(stones), pitch))
    return out


def cues(table: Mapping[str, Mapping[str, str]], game: str, event: Event, cols: Columns,
         here: float = 0.0) -> list[Cue]:
    """The sounds ``event`` plays, from the game's ``[events.<game>]`` table (an unknown
    kind or a silent "" entry plays nothing)."""
    sounds = table.get(event.kind)
    if not sounds:
        return []
    out = []
    for variant, pan, pitch in variants(game, event, cols, here):
        name = sounds.get(variant) or sounds.get(ANY, "")
        if name:
            out.append(Cue(name, pan, pitch))
    return out
