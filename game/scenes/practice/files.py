"""The scenario files the Practice list offers: ``*.toml`` in the config folder (beside the
settings file, which is not one), each checked as ``arcadeforge play --scenario`` checks
it. No arcade import: the list is tested without a window."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.replay import ReplayHeader
from game.sim.practice import PracticeError, from_scenario

MAX_FILES = 200  # a folder of more is listed up to here, by name


@dataclass(frozen=True, slots=True)
class PracticeFile:
    """One scenario file: its start (None when it cannot start) or the one line why not."""

    path: Path
    header: ReplayHeader | None
    problem: str = ""
    description: str = ""


def practice_files(folder: Path, settings_file: Path | None = None) -> list[PracticeFile]:
    """The scenario files in ``folder`` by name, the settings file left out."""
    try:
        paths = sorted(p for p in folder.glob("*.toml")
                       if settings_file is None or p.name != settings_file.name)
    except OSError:
        return []
    return [_read(p) for p in paths[:MAX_FILES]]


def _read(path: Path) -> PracticeFile:
    try:
        header = from_scenario(path)
    except PracticeError as exc:
        return PracticeFile(path, None, str(exc))
    return PracticeFile(path, header, "", _description(path))


def _description(path: Path) -> str:
    from game.scenario.spec import read_toml

    value = read_toml(str(path)).get("description", "")
    return " ".join(value.split()) if isinstance(value, str) else ""
