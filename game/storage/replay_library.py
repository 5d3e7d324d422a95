"""The saved replays as the replays screen lists them: newest first, with what each one is
(game, options, score, length, date, name, favourite; for a versus match its slots and
winner) and whether it can be watched."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.match_replay import MatchReplay
from game.core.replay import Replay, ReplayError
from game.core.replay_files import load_replay_file
from game.i18n import _
from game.i18n.problems import said
from game.storage.replays import meta_path, read_meta, replay_dir, replay_files, write_meta

NAME_MAX = 40
DEVICE_SHOWN = 10  # characters of a device's name in a match's row


@dataclass
class ReplayEntry:
    """One replay file, a solo game's or a versus match's. ``replay`` is None when the file
    cannot be read (``problem`` says why); ``problem`` is also set for a replay of another
    ruleset (listed, not watchable)."""

    path: Path
    replay: Replay | MatchReplay | None
    saved: datetime
    name: str = ""
    favourite: bool = False
    score: int | None = None
    problem: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return self.replay.header.game if self.replay else "?"

    @property
    def match(self) -> MatchReplay | None:
        """The versus match this file holds, None for a solo game (or no replay)."""
        return self.replay if isinstance(self.replay, MatchReplay) else None

    @property
    def seconds(self) -> float:
        r = self.replay
        return r.final_tick / r.header.tick_rate if r else 0.0

    @property
    def slots_text(self) -> str:
        """A match's players in slot order (``PAD 1 · BOT 4 · KEYS LEFT``: a person by the
        kind of device, pads numbered in slot order); "" for a solo game."""
        m = self.match
        if m is None:
            return ""
        words, pads = [], 0
        for slot in m.header.slots:
            if slot.kind == "bot":
                words.append(_("BOT {level}").format(level=slot.level))
            elif slot.device.lower().startswith("pad"):
                pads += 1
                words.append(_("PAD {n}").format(n=pads))
            else:
                words.append(device_words(slot.device))
        return " · ".join(words)

    @property
    def winner_text(self) -> str:
        """A match's result (``P2 WINS``, ``UNFINISHED`` for one stopped before it was
        decided); "" for a solo game."""
        m = self.match
        if m is None or m.final is None:
            return ""
        won = m.final.match_winner
        return _("UNFINISHED") if won is None else _("P{n} WINS").format(n=won + 1)

    @property
    def wins_text(self) -> str:
        """A match's round wins in slot order (``3–1``); "" for a solo game."""
        m = self.match
        return "–".join(str(w) for w in m.final.round_wins) if m and m.final else ""

    @property
    def options_text(self) -> str:
        """Mode/style (Retris), edge (Tet'light), rotation (Verse), in a few words."""
        if self.replay is None:
            return ""
        o = self.replay.header.options
        if self.game == "retris":
            return f"{o.get('mode', '?')} · {o.get('style', '?')}".upper()
        if self.game == "tetlight":
            return _("EDGE {edge} · LEVEL {level}").format(edge=o.get("edge", "?"),
                                                           level=o.get("level", "?"))
        return _("ROTATION") if o.get("rotation") else _("NO ROTATION")

    @property
    def watchable(self) -> bool:
        return self.replay is not None and self.problem is None


def device_words(device: str) -> str:
    """A person's device that is no pad, as a row shows it: ``keyboard-left`` is
    ``KEYS LEFT``; anything else its first letters."""
    kind, _dash, side = device.lower().partition("-")
    if kind in ("keyboard", "keys") and side:
        words = {"left": _("KEYS LEFT"), "right": _("KEYS RIGHT")}
        return words.get(side, _("KEYS {side}").format(side=side.upper()))[:DEVICE_SHOWN]
    return (device or _("PLAYER")).upper()[:DEVICE_SHOWN]


def saved_at(path: Path) -> datetime:
    """The time in the file name (``20260101T120000123456Z-…``), else the file's time."""
    try:
        return datetime.strptime(path.name.split("-", 1)[0], "%Y%m%dT%H%M%S%fZ").replace(
            tzinfo=UTC)
    except ValueError:
        pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:  # a link that loops or leads nowhere, a file gone since the listing
        return datetime.fromtimestamp(0, UTC)


def load_entry(path: Path) -> ReplayEntry:
    """One entry; a file that cannot be read is an entry with its problem, never an error."""
    from game.sim.match_session import match_watch_problem
    from game.sim.replay_cursor import watch_problem

    meta = read_meta(path)
    try:
        replay: Replay | MatchReplay | None = load_replay_file(path)
        problem = (match_watch_problem(replay.header) if isinstance(replay, MatchReplay)
                   else watch_problem(replay))  # type: ignore[arg-type]
    except (OSError, ReplayError, ValueError) as exc:
        replay, problem = None, _("can't be read: {why}").format(why=said(exc))
    score = meta.get("score")
    return ReplayEntry(path, replay, saved_at(path), str(meta.get("name", ""))[:NAME_MAX],
                       bool(meta.get("favourite")), score if isinstance(score, int) else None,
                       problem, meta)


def list_replays(folder: Path | None = None) -> list[ReplayEntry]:
    """Every replay in the folder, newest first (by the time in the game's names, else the
    file's own: a player's ``friend-000.json`` sorts by when it was copied in)."""
    folder = folder or replay_dir()
    entries = [load_entry(p) for p in replay_files(folder)]
    return sorted(entries, key=lambda e: (e.saved, e.path.name), reverse=True)


def set_favourite(entry: ReplayEntry, favourite: bool) -> None:
    write_meta(entry.path, {"favourite": favourite})
    entry.favourite = favourite


def rename(entry: ReplayEntry, name: str) -> None:
    """Give the replay a name (shown instead of the date; the file keeps its own name)."""
    name = " ".join(name.split())[:NAME_MAX]
    write_meta(entry.path, {"name": name})
    entry.name = name


def delete(entry: ReplayEntry) -> None:
    """Remove the replay and its sidecar."""
    entry.path.unlink(missing_ok=True)
    meta_path(entry.path).unlink(missing_ok=True)
