"""The saved replays as the replays screen lists them: newest first, with what each one is
(game, options, score, length, date, name, favourite) and whether it can be watched."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.replay import Replay, ReplayError
from game.storage.replays import meta_path, read_meta, replay_dir, replay_files, write_meta

NAME_MAX = 40


@dataclass
class ReplayEntry:
    """One replay file. ``replay`` is None when the file cannot be read (``problem`` says
    why); ``problem`` is also set for a replay of another ruleset (listed, not watchable)."""

    path: Path
    replay: Replay | None
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
    def seconds(self) -> float:
        r = self.replay
        return r.final_tick / r.header.tick_rate if r else 0.0

    @property
    def options_text(self) -> str:
        """Mode/style (Retris), edge (Tet'light), rotation (Verse), in a few words."""
        if self.replay is None:
            return ""
        o = self.replay.header.options
        if self.game == "retris":
            return f"{o.get('mode', '?')} · {o.get('style', '?')}".upper()
        if self.game == "tetlight":
            return f"EDGE {o.get('edge', '?')} · LEVEL {o.get('level', '?')}"
        return "ROTATION" if o.get("rotation") else "NO ROTATION"

    @property
    def watchable(self) -> bool:
        return self.replay is not None and self.problem is None


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
    from game.sim.replay_cursor import watch_problem

    meta = read_meta(path)
    try:
        replay: Replay | None = Replay.load(path)
        problem = watch_problem(replay)  # type: ignore[arg-type]
    except (OSError, ReplayError, ValueError) as exc:
        replay, problem = None, f"can't be read: {exc}"
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
