"""Sprint's best split times, per record table (goals.md §2: during a Sprint the HUD shows
the pace against the table's best, at each 10 rows).

The score book ranks games but keeps no split times, and the best game's replay would have
to be played again to find them: the won Sprint with the fewest ticks of each table keeps its
splits here instead, one small JSON file in the data folder (``splits.json``). Anything wrong
with the file (missing, damaged, not ours, unwritable) means no pace is shown: it is a
nicety, logged and never the end of a game. A damaged file is left as it is.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.atomic_write import write_atomic
from game.core.folders import make_folder
from game.core.safe_read import KIB, UnsafeFile, decode, parse_json, read_bytes
from game.storage.locations import data_dir

log = logging.getLogger(__name__)

FILE_NAME = "splits.json"
LIMIT = 256 * KIB  # far beyond every table's splits
SPLIT_ROWS = 10  # a split every this many rows


def splits_path() -> Path:
    return data_dir() / FILE_NAME


def table_key(options: Mapping[str, Any]) -> str:
    """A Sprint's record table: mode, style, start level and target rows."""
    return (f"{options.get('mode')}/{options.get('style')}/{options.get('level')}/"
            f"sprint{options.get('goal_rows')}")


def _read(path: Path) -> dict[str, Any] | None:
    """The file's tables, {} for no file, None for a file that is not ours to write."""
    try:
        data = parse_json(decode(read_bytes(path, LIMIT)))
    except FileNotFoundError:
        return {}
    except (UnsafeFile, OSError) as exc:
        log.warning("sprint splits %s: %s; no pace shown", path, exc)
        return None
    return data if isinstance(data, dict) else None


def best_splits(key: str, path: Path | None = None) -> tuple[int, ...] | None:
    """The best game's ticks at each :data:`SPLIT_ROWS` rows of table ``key``, or None."""
    tables = _read(path or splits_path()) or {}
    entry = tables.get(key)
    splits = entry.get("splits") if isinstance(entry, dict) else None
    if not isinstance(splits, list) or not all(type(t) is int and t >= 0 for t in splits):
        return None
    return tuple(splits)


def best_ticks(key: str, path: Path | None = None) -> int | None:
    """The best won Sprint's game ticks of table ``key``, or None."""
    entry = (_read(path or splits_path()) or {}).get(key)
    ticks = entry.get("ticks") if isinstance(entry, dict) else None
    return ticks if type(ticks) is int and ticks >= 0 else None


def offer(key: str, ticks: int, splits: Sequence[int], path: Path | None = None) -> bool:
    """Keep a won Sprint's splits when it beats the table's best (fewer ``ticks``); True when
    kept. A file that cannot be read or written keeps nothing."""
    path = path or splits_path()
    tables = _read(path)
    if tables is None:
        return False
    entry = tables.get(key)
    best = entry.get("ticks") if isinstance(entry, dict) else None
    if type(best) is int and best <= ticks:
        return False
    tables[key] = {"ticks": int(ticks), "splits": [int(t) for t in splits]}
    try:
        make_folder(path.parent)
        write_atomic(path, json.dumps(tables, sort_keys=True).encode("utf-8"))
    except OSError as exc:
        log.warning("sprint splits %s: not saved (%s)", path, exc)
        return False
    return True


def pace(mine: Sequence[int], best: Sequence[int] | None) -> int | None:
    """Ticks ahead (negative) or behind (positive) the best at the last split both reached;
    None before the first split or without a best."""
    if not best or not mine or len(mine) > len(best):
        return None
    return mine[-1] - best[len(mine) - 1]
