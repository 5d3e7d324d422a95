"""The replay format: a versioned header plus every input change with its tick.

Playing the inputs back on a fresh game made from the header reproduces the final state,
checked by the digest stored at the end. Files are JSON; loading validates every key and
raises :class:`ReplayError` naming the key and what was expected.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import InputChange

FORMAT = "arcadeforge-replay"
FORMAT_VERSION = 1


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


@dataclass(slots=True)
class Replay:
    header: ReplayHeader
    inputs: list[InputChange] = field(default_factory=list)
    final_tick: int = 0
    final_digest: str = ""

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
            },
            "inputs": [c.to_json() for c in self.inputs],
            "final": {"tick": self.final_tick, "digest": self.final_digest},
        }

    def save(self, path: Path) -> None:
        """Write atomically (temp file + rename) so a crash never leaves half a replay."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(self.to_json(), separators=(",", ":")))
        tmp.replace(path)

    @staticmethod
    def load(path: Path) -> Replay:
        try:
            raw = json.loads(Path(path).read_text())
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{path}: not JSON ({exc.msg} at line {exc.lineno})") from None
        return Replay.from_json(raw)

    @staticmethod
    def from_json(raw: Any) -> Replay:
        obj = _expect(raw, "", dict, "an object")
        if obj.get("format") != FORMAT:
            raise ReplayError(f"format: expected {FORMAT!r}, got {obj.get('format')!r}")
        version = _expect(obj.get("version"), "version", int, "an int")
        if version != FORMAT_VERSION:
            raise ReplayError(f"version: expected {FORMAT_VERSION}, got {version}")
        header = _header(_expect(obj.get("header"), "header", dict, "an object"), version)
        inputs = _inputs(_expect(obj.get("inputs"), "inputs", list, "a list"))
        final = _expect(obj.get("final"), "final", dict, "an object")
        tick = _expect(final.get("tick"), "final.tick", int, "an int")
        last = inputs[-1].tick if inputs else 0
        if tick < last:
            raise ReplayError(f"final.tick: expected >= the last input's tick {last}, got {tick}")
        dig = _expect(final.get("digest"), "final.digest", str, "a string")
        return Replay(header, inputs, tick, dig)


def _expect(value: Any, key: str, kind: type, what: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ReplayError(f"{key or 'replay'}: expected {what}, got {value!r}")
    return value


def _header(h: dict[str, Any], version: int) -> ReplayHeader:
    game = _expect(h.get("game"), "header.game", str, "a string")
    options = _expect(h.get("options"), "header.options", dict, "an object")
    seed = _expect(h.get("seed"), "header.seed", int, "an int")
    rate = _expect(h.get("tick_rate"), "header.tick_rate", int, "an int")
    if rate <= 0:
        raise ReplayError(f"header.tick_rate: expected a positive int, got {rate}")
    rules = _expect(h.get("ruleset_version"), "header.ruleset_version", str, "a string")
    return ReplayHeader(game, options, seed, rate, rules, version)


def _inputs(rows: list[Any]) -> list[InputChange]:
    out: list[InputChange] = []
    for i, row in enumerate(rows):
        try:
            change = InputChange.from_json(row)
        except ValueError as exc:
            raise ReplayError(f"inputs[{i}]: {exc}") from None
        if out and change.tick < out[-1].tick:
            raise ReplayError(f"inputs[{i}]: tick {change.tick} is before the previous one")
        out.append(change)
    return out
