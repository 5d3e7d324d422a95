"""A practice game's origin: the ``header.origin`` of its replay (docs/practice.md).

A practice game starts at a moment of another game and goes on with the player's own
inputs. Its replay is self-contained: the origin carries what rebuilds that moment, so the
replay plays back without the file it came from (which the library may have pruned since).

Two kinds, told apart by which key is there:

* taken over in the theatre, ``{"replay": NAME, "digest": D, "tick": T, "inputs": [...],
  "start": S}``: NAME is the origin replay's file name, D its final digest (which game it
  was), T the tick taken over, ``inputs`` the origin's input rows before T (the header's
  game, options and seed are the origin's), S the digest of the settled start state;
* started from a scenario file, ``{"scenario": NAME, "setup": {...}, "start": S}``: the
  file's name and its ``[setup]`` table as written (docs/scenarios.md), the header holding
  its game, options and seed.

``start`` lets playback say at once that the rebuilt moment is not the one played from
(a ruleset that changed under the same version string, an edited file), instead of a
final digest differing for no visible reason. Pure: no I/O, no clock.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.actions import InputChange
from game.core.safe_read import shown

_DIGEST = re.compile(r"[0-9a-f]{32}")
MAX_NAME = 255  # a file name
KINDS = ("replay", "scenario")


def check_origin(raw: Any) -> dict[str, Any]:
    """``raw`` checked as an origin (module docstring), its input rows as InputChanges;
    raises ValueError naming the key (``header.origin.…``)."""
    if not isinstance(raw, dict):
        raise ValueError(f"header.origin: expected an object, got {shown(raw)}")
    kinds = [k for k in KINDS if k in raw]
    if len(kinds) != 1:
        raise ValueError("header.origin: expected exactly one of 'replay' or 'scenario'")
    kind = kinds[0]
    allowed = ("replay", "digest", "tick", "inputs", "start") if kind == "replay" \
        else ("scenario", "setup", "start")
    for key in raw:
        if key not in allowed:
            raise ValueError(f"header.origin.{key}: expected a key from {', '.join(allowed)}")
    name = raw[kind]
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise ValueError(f"header.origin.{kind}: expected a file name, got {shown(name)}")
    out: dict[str, Any] = {kind: name, "start": _digest(raw.get("start"), "start")}
    if kind == "scenario":
        if not isinstance(raw.get("setup"), dict):
            raise ValueError(f"header.origin.setup: expected a table, got "
                             f"{shown(raw.get('setup'))}")
        out["setup"] = raw["setup"]
        return out
    tick = raw.get("tick")
    if not isinstance(tick, int) or isinstance(tick, bool) or tick < 0:
        raise ValueError(f"header.origin.tick: expected an int >= 0, got {shown(tick)}")
    out |= {"digest": _digest(raw.get("digest"), "digest"), "tick": tick,
            "inputs": _inputs(raw.get("inputs"), tick)}
    return out


def origin_to_json(origin: dict[str, Any]) -> dict[str, Any]:
    """The origin as the file holds it (input rows as JSON lists)."""
    out = dict(origin)
    if "inputs" in out:
        out["inputs"] = [c.to_json() if isinstance(c, InputChange) else c
                         for c in out["inputs"]]
    return out


def _digest(value: Any, key: str) -> str:
    if not isinstance(value, str) or not _DIGEST.fullmatch(value):
        raise ValueError(f"header.origin.{key}: expected 32 hex digits, got {shown(value)}")
    return value


def _inputs(rows: Any, tick: int) -> list[InputChange]:
    """The origin's rows, in order, every one before the tick taken over."""
    if not isinstance(rows, list):
        raise ValueError(f"header.origin.inputs: expected a list, got {shown(rows)}")
    out: list[InputChange] = []
    for i, row in enumerate(rows):
        try:
            change = InputChange.from_json(row)
        except ValueError as exc:
            raise ValueError(f"header.origin.inputs[{i}]: {exc}") from None
        if (out and change.tick < out[-1].tick) or change.tick >= tick:
            raise ValueError(f"header.origin.inputs[{i}]: tick {change.tick} is out of "
                             f"order or not before the tick taken over ({tick})")
        out.append(change)
    return out
