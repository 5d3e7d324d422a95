"""The replay format: a versioned header plus every input change with its tick.

Playing the inputs back on a fresh game made from the header reproduces the final state,
checked by the digest stored at the end. Files are JSON; loading validates every key and
raises :class:`ReplayError` naming the key and what was expected.

Limits (a file outside them is refused with one line before it is played):

* the file is a regular file of at most :data:`MAX_FILE_BYTES` (8 MiB, ~500,000 inputs);
* ``final.tick`` is at most :data:`MAX_GAME_SECONDS` (6 hours) of ticks, and at most
  :data:`MAX_IDLE_SECONDS` (30 minutes) of ticks after the last input: every game here ends
  long before that without input, so a larger one is a damaged or made-up file that would
  otherwise keep ``arcadeforge replay`` busy for ever;
* ``header.tick_rate`` is 1 to 1000, ``header.seed`` a 64-bit integer, ``final.digest`` 32
  lowercase hex digits (what :func:`game.core.digest.digest` writes);
* ``final.stats``, when there, the statistics the game ended with (rules/goals.md §3): an
  object of at most :data:`MAX_STATS` named figures, each a count up to :data:`MAX_FIGURE`, a
  list of at most :data:`MAX_LIST` counts (a Sprint's splits), or an object of counts by a
  number (Verse's lines at once). Playing the replay makes them again;
  :func:`game.sim.playback.verify` compares;
* ``header.origin``, only in a practice game's replay (:mod:`game.core.practice_origin`):
  the moment it was taken over from. Files without it load exactly as before.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import InputChange
from game.core.atomic_write import write_atomic
from game.core.practice_origin import check_origin, origin_to_json
from game.core.replay_json import ReplayTextError, RowParser, parse_replay_text
from game.core.safe_read import MIB, UnsafeFile, decode, read_bytes, shown

FORMAT = "arcadeforge-replay"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 8 * MIB
MAX_GAME_SECONDS = 6 * 3600
MAX_IDLE_SECONDS = 30 * 60
MAX_TICK_RATE = 1000
SEED_RANGE = (-(2**63), 2**64 - 1)
_DIGEST = re.compile(r"[0-9a-f]{32}")
MAX_STATS = 32
MAX_FIGURE = 10**9
MAX_LIST = 1024
_STAT_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


class ReplayError(ValueError):
    """A replay file that cannot be used; the message names the key."""


@dataclass(frozen=True, slots=True)
class ReplayHeader:
    game: str
    options: dict[str, Any]
    seed: int
    tick_rate: int
    ruleset_version: str
    format_version: int = FORMAT_VERSION
    #: A practice game's origin (:mod:`game.core.practice_origin`): where it was taken over
    #: from, and what rebuilds that moment. None (and no key in the file) for every other game.
    origin: dict[str, Any] | None = None


@dataclass(slots=True)
class Replay:
    header: ReplayHeader
    inputs: list[InputChange] = field(default_factory=list)
    final_tick: int = 0
    final_digest: str = ""
    final_stats: dict[str, Any] | None = None  # the statistics it ended with

    def to_json(self) -> dict[str, Any]:
        h = self.header
        return {
            "format": FORMAT,
            "version": h.format_version,
            "header": {
                "game": h.game,
                "options": h.options,
                "seed": h.seed,
                "tick_rate": h.tick_rate,
                "ruleset_version": h.ruleset_version,
            } | ({"origin": origin_to_json(h.origin)} if h.origin is not None else {}),
            "inputs": [c.to_json() for c in self.inputs],
            "final": {"tick": self.final_tick, "digest": self.final_digest}
            | ({"stats": self.final_stats} if self.final_stats is not None else {}),
        }

    def save(self, path: Path) -> None:
        """Write atomically (:mod:`game.core.atomic_write`) so a crash or a full disk never
        leaves half a replay."""
        write_atomic(path, json.dumps(self.to_json(), separators=(",", ":")).encode("utf-8"))

    @staticmethod
    def load(path: Path) -> Replay:
        """Read and check a replay file; raises :class:`ReplayError` naming the file and
        what is wrong (a missing file included)."""
        return Replay.from_json(load_object(path, MAX_FILE_BYTES,
                                            {FORMAT: InputChange.from_json}))

    @staticmethod
    def from_json(raw: Any) -> Replay:
        """The replay in ``raw`` (parsed JSON; ``inputs`` may already be InputChanges)."""
        obj = expect_format(raw, FORMAT, FORMAT_VERSION)
        raw_header = expect(obj.get("header"), "header", dict, "an object")
        try:
            origin = check_origin(raw_header["origin"]) if "origin" in raw_header else None
        except ValueError as exc:
            raise ReplayError(str(exc)) from None
        header = ReplayHeader(*header_fields(raw_header), obj["version"], origin)
        inputs = check_inputs(expect(obj.get("inputs"), "inputs", list, "a list"),
                              InputChange.from_json)
        final = expect(obj.get("final"), "final", dict, "an object")
        tick = check_final_tick(expect(final.get("tick"), "final.tick", int, "an int"),
                                inputs[-1].tick if inputs else 0, header.tick_rate)
        dig = check_digest(final.get("digest"), "final.digest")
        stats = _stats(final["stats"]) if "stats" in final else None
        return Replay(header, inputs, tick, dig, stats)


def load_object(path: Path, limit: int, rows: Mapping[str, RowParser]) -> Any:
    """The parsed top-level value of the replay file at ``path`` (at most ``limit`` bytes),
    its input rows converted by ``rows`` (:func:`game.core.replay_json.parse_replay_text`);
    every failure a :class:`ReplayError` naming the file (a missing file included)."""
    try:
        return parse_replay_text(decode(read_bytes(path, limit)), rows)
    except FileNotFoundError:
        raise ReplayError(f"{path}: no such file") from None
    except (UnsafeFile, ReplayTextError) as exc:
        raise ReplayError(f"{path}: {exc}") from None


def expect_format(raw: Any, name: str, version: int) -> dict[str, Any]:
    """``raw`` when it is an object of format ``name`` at ``version``."""
    obj = expect(raw, "", dict, "an object")
    if obj.get("format") != name:
        raise ReplayError(f"format: expected {name!r}, got {shown(obj.get('format'))}")
    got = expect(obj.get("version"), "version", int, "an int")
    if got != version:
        raise ReplayError(f"version: expected {version}, got {shown(got)}")
    return obj


def check_digest(value: Any, key: str) -> str:
    """``value`` when it is a digest as :func:`game.core.digest.digest` writes it."""
    dig = expect(value, key, str, "a string")
    if not _DIGEST.fullmatch(dig):
        raise ReplayError(f"{key}: expected 32 hex digits, got {shown(dig)}")
    return dig


def check_final_tick(tick: int, last: int, rate: int) -> int:
    """``tick`` when it is after the last input and within the limits (module docstring)."""
    if tick < last:
        raise ReplayError(f"final.tick: expected >= the last input's tick {last}, got {tick}")
    if tick > MAX_GAME_SECONDS * rate:
        raise ReplayError(f"final.tick: expected at most {MAX_GAME_SECONDS * rate} "
                          f"({MAX_GAME_SECONDS // 3600} hours of play), got {shown(tick)}")
    if tick - last > MAX_IDLE_SECONDS * rate:
        raise ReplayError(f"final.tick: expected at most {MAX_IDLE_SECONDS // 60} minutes "
                          f"after the last input (tick {last}), got {shown(tick)}")
    return tick


def _stats(raw: Any) -> dict[str, Any]:
    """``final.stats`` checked (module docstring): named figures of the shapes it allows."""
    stats = expect(raw, "final.stats", dict, "an object of figures")
    if len(stats) > MAX_STATS:
        raise ReplayError(f"final.stats: expected at most {MAX_STATS} figures, "
                          f"got {len(stats)}")
    for name, value in stats.items():
        key = f"final.stats.{name}"
        if not _STAT_NAME.fullmatch(name):
            raise ReplayError(f"final.stats: expected figure names like 'pieces', "
                              f"got {shown(name)}")
        if isinstance(value, list) and len(value) <= MAX_LIST:
            for i, item in enumerate(value):
                _figure(item, f"{key}[{i}]")
        elif isinstance(value, dict) and len(value) <= 64:
            for by, item in value.items():
                if not by.isdigit() or len(by) > 3:
                    raise ReplayError(f"{key}: expected counts by a number, got {shown(by)}")
                _figure(item, f"{key}.{by}")
        else:
            _figure(value, key)
    return stats


def _figure(value: Any, key: str) -> None:
    if (not isinstance(value, int) or isinstance(value, bool)
            or not 0 <= value <= MAX_FIGURE):
        raise ReplayError(f"{key}: expected a count from 0 to {MAX_FIGURE}, got {shown(value)}")


def expect(value: Any, key: str, kind: type, what: str) -> Any:
    """``value`` when it is a ``kind`` (an int is never a bool); else a ReplayError naming
    ``key`` and saying ``what`` was expected."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ReplayError(f"{key or 'replay'}: expected {what}, got {shown(value)}")
    return value


def header_fields(h: dict[str, Any]) -> tuple[str, dict[str, Any], int, int, str]:
    """The header keys every replay has, checked: game, options, seed, tick rate, ruleset."""
    game = expect(h.get("game"), "header.game", str, "a string")
    options = expect(h.get("options"), "header.options", dict, "an object")
    seed = expect(h.get("seed"), "header.seed", int, "an int")
    if not SEED_RANGE[0] <= seed <= SEED_RANGE[1]:
        raise ReplayError(f"header.seed: expected a 64-bit integer, got {shown(seed)}")
    rate = expect(h.get("tick_rate"), "header.tick_rate", int, "an int")
    if not 0 < rate <= MAX_TICK_RATE:
        raise ReplayError(f"header.tick_rate: expected an int from 1 to {MAX_TICK_RATE}, "
                          f"got {shown(rate)}")
    rules = expect(h.get("ruleset_version"), "header.ruleset_version", str, "a string")
    return game, options, seed, rate, rules


def check_inputs(rows: list[Any], convert: RowParser) -> list[InputChange]:
    """The input rows as InputChanges (rows the parser converted already pass as they are),
    in tick order."""
    out: list[InputChange] = []
    for i, row in enumerate(rows):
        try:
            change = row if isinstance(row, InputChange) else convert(row)
        except ValueError as exc:
            raise ReplayError(f"inputs[{i}]: {exc}") from None
        if out and change.tick < out[-1].tick:
            raise ReplayError(f"inputs[{i}]: tick {change.tick} is before the previous one")
        out.append(change)
    return out
