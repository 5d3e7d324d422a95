"""The match replay format (rules/versus.md §7): one file holds a versus match's header, every
slot's input changes, each marked with its slot, and the result they lead to.

Playing the inputs on a fresh match made from the header reproduces every slot's final digest,
the match digest and the result (:mod:`game.sim.match_playback`). Slots are numbered from 1 in
the file, as scenarios do, and from 0 in memory (``InputChange.player``, ``match_winner``).

    {"format": "arcadeforge-match", "version": 1,
     "header": {"game", "options", "seed", "tick_rate", "ruleset_version", "first_to",
                "slots": [{"kind": "person" | "bot", "level": 1-5 (bots only), "device"}]},
     "inputs": [[tick, slot, action, 0|1], [tick, slot, action, 0|1, [args]], ...],
     "final": {"tick", "digest", "slots": [digest per slot], "round_wins": [per slot],
               "match_winner": slot | null}}

Checked as strictly as a solo replay (:mod:`game.core.replay`, whose checks and limits this
reuses), each fault a :class:`ReplayError` naming the key: 2 to 4 slots, a known kind, a level
for a bot and none for a person, every input's slot one of the match's, ticks never going
back, and a result that can be: round wins within ``first_to``, at most one slot with
``first_to`` of them, and that slot the match winner.

The file may be up to :data:`MAX_FILE_BYTES` (32 MiB): a match row is a little longer than a
solo one and four slots press at once; four level-5 bots send about 130 rows a second, so
that is some four hours of them, far past a first-to-9 match. Loading peaks at about 5x
the file size (one small object per row, converted as it is read).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import InputChange
from game.core.atomic_write import write_atomic
from game.core.replay import (
    ReplayError,
    check_digest,
    check_final_tick,
    check_inputs,
    expect,
    expect_format,
    header_fields,
    load_object,
)
from game.core.safe_read import MIB, shown

FORMAT = "arcadeforge-match"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 32 * MIB
MIN_SLOTS, MAX_SLOTS = 2, 4
KINDS = ("person", "bot")
LEVELS = range(1, 6)  # rules/versus.md §6
FIRST_TO = range(1, 10)  # rules/versus.md §1: first to N round wins, N 1-9
DEVICE_MAX = 100  # characters of a device's name ("pad:Xbox Wireless Controller")


@dataclass(frozen=True, slots=True)
class SlotSpec:
    """Who plays a slot: a person on ``device``, or a bot of ``level``."""

    kind: str
    device: str = ""
    level: int | None = None

    def to_json(self) -> dict[str, Any]:
        level = {"level": self.level} if self.level is not None else {}
        return {"kind": self.kind, **level, "device": self.device}


@dataclass(frozen=True, slots=True)
class MatchHeader:
    game: str
    options: dict[str, Any]
    seed: int
    tick_rate: int
    ruleset_version: str
    first_to: int
    slots: tuple[SlotSpec, ...]
    format_version: int = FORMAT_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "options": self.options, "seed": self.seed,
                "tick_rate": self.tick_rate, "ruleset_version": self.ruleset_version,
                "first_to": self.first_to, "slots": [s.to_json() for s in self.slots]}


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How the recorded match ended (or stood when recording stopped): the match digest,
    each slot's digest and round wins, and the winner (0-based; None while undecided)."""

    tick: int
    digest: str
    slot_digests: tuple[str, ...]
    round_wins: tuple[int, ...]
    match_winner: int | None

    def to_json(self) -> dict[str, Any]:
        winner = None if self.match_winner is None else self.match_winner + 1
        return {"tick": self.tick, "digest": self.digest, "slots": list(self.slot_digests),
                "round_wins": list(self.round_wins), "match_winner": winner}


@dataclass(slots=True)
class MatchReplay:
    header: MatchHeader
    inputs: list[InputChange] = field(default_factory=list)
    final: MatchResult | None = None

    @property
    def final_tick(self) -> int:
        """The tick it ends on (0 before a result is set), as a solo replay's."""
        return self.final.tick if self.final else 0

    def to_json(self) -> dict[str, Any]:
        if self.final is None:
            raise ValueError("final: a match replay is written with its result")
        return {"format": FORMAT, "version": self.header.format_version,
                "header": self.header.to_json(),
                "inputs": [row_to_json(c) for c in self.inputs],
                "final": self.final.to_json()}

    def save(self, path: Path) -> None:
        """Write atomically (:mod:`game.core.atomic_write`): a crash or a full disk never
        leaves half a replay, and the file it replaces stays whole until then."""
        write_atomic(path, json.dumps(self.to_json(), separators=(",", ":")).encode("utf-8"))

    @staticmethod
    def load(path: Path) -> MatchReplay:
        """Read and check a match replay file; raises :class:`ReplayError` naming the file
        and what is wrong."""
        return MatchReplay.from_json(load_object(path, MAX_FILE_BYTES, {FORMAT: row_from_json}))

    @staticmethod
    def from_json(raw: Any) -> MatchReplay:
        """The match replay in ``raw`` (parsed JSON; ``inputs`` may already be converted)."""
        obj = expect_format(raw, FORMAT, FORMAT_VERSION)
        header = header_from_json(expect(obj.get("header"), "header", dict, "an object"),
                                  obj["version"])
        inputs = check_inputs(expect(obj.get("inputs"), "inputs", list, "a list"), row_from_json)
        _slots_known(inputs, len(header.slots))
        final = _final(expect(obj.get("final"), "final", dict, "an object"), header,
                       inputs[-1].tick if inputs else 0)
        return MatchReplay(header, inputs, final)


def row_to_json(change: InputChange) -> list[object]:
    """``[tick, slot (1-based), action, 0|1]``, with ``[args]`` when it has them."""
    row: list[object] = [change.tick, change.player + 1, change.action.value,
                         int(change.pressed)]
    return [*row, list(change.args)] if change.args else row


def row_from_json(raw: object) -> InputChange:
    """One input row; raises ValueError saying what was expected. The slot is checked
    against 1 to :data:`MAX_SLOTS` here and against the header's slots after."""
    if not (isinstance(raw, list) and len(raw) in (4, 5)):
        raise ValueError(f"expected [tick, slot, action, 0|1] or [tick, slot, action, 0|1, "
                         f"[ints]], got {shown(raw)}")
    slot = raw[1]
    if not isinstance(slot, int) or isinstance(slot, bool) or not 1 <= slot <= MAX_SLOTS:
        raise ValueError(f"slot must be an int from 1 to {MAX_SLOTS}, got {shown(slot)}")
    change = InputChange.from_json([raw[0], *raw[2:]])
    return InputChange(change.tick, change.action, change.pressed, change.args, slot - 1)


def _slots_known(inputs: list[InputChange], count: int) -> None:
    for i, change in enumerate(inputs):
        if change.player >= count:
            raise ReplayError(f"inputs[{i}]: slot {change.player + 1} is not in this match "
                              f"(header.slots has {count})")


def header_from_json(h: dict[str, Any], version: int = FORMAT_VERSION) -> MatchHeader:
    """The header in ``h``, every key checked (:class:`ReplayError` names the bad one)."""
    game, options, seed, rate, rules = header_fields(h)
    first_to = expect(h.get("first_to"), "header.first_to", int, "an int")
    if first_to not in FIRST_TO:
        raise ReplayError(f"header.first_to: expected an int from {FIRST_TO[0]} to "
                          f"{FIRST_TO[-1]}, got {first_to}")
    rows = expect(h.get("slots"), "header.slots", list, "a list of slots")
    if not MIN_SLOTS <= len(rows) <= MAX_SLOTS:
        raise ReplayError(f"header.slots: expected {MIN_SLOTS} to {MAX_SLOTS} slots, "
                          f"got {len(rows)}")
    slots = tuple(_slot(row, f"header.slots[{i}]") for i, row in enumerate(rows))
    return MatchHeader(game, options, seed, rate, rules, first_to, slots, version)


def _slot(raw: Any, key: str) -> SlotSpec:
    obj = expect(raw, key, dict, "an object")
    kind = obj.get("kind")
    if kind not in KINDS:
        raise ReplayError(f"{key}.kind: expected 'person' or 'bot', got {shown(kind)}")
    device = expect(obj.get("device"), f"{key}.device", str, "a string")
    if len(device) > DEVICE_MAX or not device.isprintable():
        raise ReplayError(f"{key}.device: expected at most {DEVICE_MAX} printable "
                          f"characters, got {shown(device)}")
    level = obj.get("level")
    if kind == "person":
        if level is not None:
            raise ReplayError(f"{key}.level: only a bot has a level, got {shown(level)}")
        return SlotSpec(kind, device)
    level = expect(level, f"{key}.level", int, "a bot's level (an int)")
    if level not in LEVELS:
        raise ReplayError(f"{key}.level: expected an int from {LEVELS[0]} to {LEVELS[-1]}, "
                          f"got {level}")
    return SlotSpec(kind, device, level)


def _final(f: dict[str, Any], header: MatchHeader, last: int) -> MatchResult:
    count = len(header.slots)
    tick = check_final_tick(expect(f.get("tick"), "final.tick", int, "an int"), last,
                            header.tick_rate)
    dig = check_digest(f.get("digest"), "final.digest")
    slots = _per_slot(f.get("slots"), "final.slots", count, "digests")
    digests = tuple(check_digest(d, f"final.slots[{i}]") for i, d in enumerate(slots))
    wins = _round_wins(_per_slot(f.get("round_wins"), "final.round_wins", count, "counts"),
                       header.first_to)
    winner = _winner(f, wins, header.first_to)
    return MatchResult(tick, dig, digests, wins, winner)


def _per_slot(raw: Any, key: str, count: int, what: str) -> list[Any]:
    rows = expect(raw, key, list, f"a list of {what}")
    if len(rows) != count:
        raise ReplayError(f"{key}: expected one per slot ({count}), got {len(rows)}")
    return rows


def _round_wins(rows: list[Any], first_to: int) -> tuple[int, ...]:
    for i, wins in enumerate(rows):
        key = f"final.round_wins[{i}]"
        wins = expect(wins, key, int, "an int")
        if not 0 <= wins <= first_to:
            raise ReplayError(f"{key}: expected 0 to header.first_to ({first_to}), got {wins}")
    return tuple(rows)


def _winner(f: dict[str, Any], wins: tuple[int, ...], first_to: int) -> int | None:
    """The 0-based winner: the one slot with ``first_to`` round wins, or None when no slot
    has them (a match stopped before it was decided)."""
    if "match_winner" not in f:
        raise ReplayError("final.match_winner: expected a slot or null, got nothing")
    decided = [i for i, w in enumerate(wins) if w == first_to]
    if len(decided) > 1:
        raise ReplayError(f"final.round_wins: slots {decided[0] + 1} and {decided[1] + 1} "
                          f"both have the {first_to} that win the match")
    raw = f["match_winner"]
    if raw is None:
        if decided:
            raise ReplayError(f"final.match_winner: slot {decided[0] + 1} has {first_to} "
                              "round wins, so it won the match, got null")
        return None
    winner = expect(raw, "final.match_winner", int, "a slot (an int) or null")
    if not 1 <= winner <= len(wins):
        raise ReplayError(f"final.match_winner: expected a slot from 1 to {len(wins)} or "
                          f"null, got {winner}")
    if wins[winner - 1] != first_to:
        raise ReplayError(f"final.match_winner: slot {winner} has {wins[winner - 1]} round "
                          f"wins, not the {first_to} that win the match")
    return winner - 1
