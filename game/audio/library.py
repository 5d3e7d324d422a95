"""``resources/sounds.toml`` read and checked: the sounds (voices), which event plays which
sound, and the music loops. A bad entry is one clear line naming the key; the rest still loads.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.audio.synth import WAVES, Voice
from game.core.paths import resources
from game.i18n import _

SOUNDS_PATH = resources() / "sounds.toml"

_FIELDS = {f.name: f for f in dataclasses.fields(Voice)}
_LIMITS: dict[str, tuple[float, float]] = {
    "freq": (20.0, 20000.0), "sweep": (-20.0, 20.0), "duty": (0.01, 0.99),
    "attack": (0.0, 5.0), "decay": (0.0, 5.0), "sustain": (0.0, 1.0), "hold": (0.0, 10.0),
    "release": (0.0, 5.0), "vibrato_depth": (0.0, 24.0), "vibrato_rate": (0.0, 100.0),
    "noise": (0.0, 1.0), "arp_step": (0.001, 2.0), "volume": (0.0, 1.0), "delay": (0.0, 5.0),
    "lowpass": (0.0, 20000.0), "seed": (0, 2**32 - 1),
}


@dataclass(frozen=True, slots=True)
class Part:
    """One line of a music loop: a voice (its ``freq`` unused) and ``notes`` text."""

    voice: Voice
    notes: str


@dataclass(frozen=True, slots=True)
class Tune:
    """A music loop: quarter notes per minute and its parts."""

    tempo: float
    parts: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Library:
    """Everything in the sounds file; ``problems`` are one line each, already worded."""

    sounds: dict[str, tuple[Voice, ...]] = field(default_factory=dict)
    events: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)
    music: dict[str, Tune] = field(default_factory=dict)
    problems: tuple[str, ...] = ()


def voice_from(table: Any, where: str, problems: list[str]) -> Voice | None:
    """A :class:`Voice` from a TOML table, or None (with a problem) when it is unusable."""
    if not isinstance(table, dict):
        problems.append(_("{where}: expected a table of voice settings").format(where=where))
        return None
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in _FIELDS:
            problems.append(_("{where}.{key}: unknown key (expected one of {names})").format(
                where=where, key=key, names=", ".join(sorted(_FIELDS))))
            continue
        checked = _check(key, value, f"{where}.{key}", problems)
        if checked is not None:
            values[key] = checked
    return Voice(**values)


def _check(key: str, value: Any, where: str, problems: list[str]) -> Any:
    if key == "wave":
        if value in WAVES:
            return value
        problems.append(_("{where}: expected one of {names}, got {value}").format(
            where=where, names=", ".join(WAVES), value=repr(value)))
        return None
    if key == "arp":
        if isinstance(value, list) and all(_number(v) and abs(v) <= 48 for v in value):
            return tuple(float(v) for v in value)
        problems.append(_("{where}: expected a list of semitone steps (-48..48)")
                        .format(where=where))
        return None
    low, high = _LIMITS[key]
    if _number(value) and low <= value <= high and (key != "seed" or isinstance(value, int)):
        return int(value) if key == "seed" else float(value)
    problems.append(_("{where}: expected a number from {low} to {high}, got {value}").format(
        where=where, low=f"{low:g}", high=f"{high:g}", value=repr(value)))
    return None


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def parse_library(data: dict[str, Any], source: str = "sounds.toml") -> Library:
    """Check the parsed TOML; what is wrong is reported and left out."""
    problems: list[str] = []
    sounds: dict[str, tuple[Voice, ...]] = {}
    for name, voices in _table(data, "sound", source, problems).items():
        if not isinstance(voices, list) or not voices:
            problems.append(_("{source}: sound.{name}: expected [[sound.{name}]] voices")
                            .format(source=source, name=name))
            continue
        made = [voice_from(v, f"{source}: sound.{name}[{i}]", problems)
                for i, v in enumerate(voices)]
        if all(v is not None for v in made):
            sounds[name] = tuple(v for v in made if v is not None)
    events = _events(_table(data, "events", source, problems), sounds, source, problems)
    music = {}
    for name, tune in _table(data, "music", source, problems).items():
        parsed = _tune(tune, f"{source}: music.{name}", problems)
        if parsed is not None:
            music[name] = parsed
    return Library(sounds, events, music, tuple(problems))


def _table(data: Any, key: str, source: str, problems: list[str]) -> dict[str, Any]:
    value = data.get(key, {}) if isinstance(data, dict) else {}
    if isinstance(value, dict):
        return value
    problems.append(_("{source}: {key}: expected a table").format(source=source, key=key))
    return {}


def _events(tables: dict[str, Any], sounds: dict[str, Any], source: str,
            problems: list[str]) -> dict[str, dict[str, dict[str, str]]]:
    events: dict[str, dict[str, dict[str, str]]] = {}
    for game, kinds in tables.items():
        for kind, variants in (kinds.items() if isinstance(kinds, dict) else ()):
            where = f"{source}: events.{game}.{kind}"
            if not isinstance(variants, dict):
                problems.append(_("{where}: expected {{ variant = \"sound\" }}")
                                .format(where=where))
                continue
            for variant, name in variants.items():
                if not isinstance(name, str) or (name and name not in sounds):
                    problems.append(_("{where}.{variant}: no sound called {name}").format(
                        where=where, variant=variant, name=repr(name)))
                    continue
                events.setdefault(game, {}).setdefault(kind, {})[str(variant)] = name
    return events


def _tune(table: Any, where: str, problems: list[str]) -> Tune | None:
    if not isinstance(table, dict):
        problems.append(_("{where}: expected a table with tempo and [[part]]s")
                        .format(where=where))
        return None
    tempo = table.get("tempo")
    if not (_number(tempo) and 20 <= tempo <= 400):
        problems.append(_("{where}.tempo: expected 20 to 400 quarter notes a minute")
                        .format(where=where))
        return None
    parts = []
    for i, part in enumerate(table.get("part", ())):
        voice = voice_from(part.get("voice", {}) if isinstance(part, dict) else None,
                           f"{where}.part[{i}].voice", problems)
        notes = part.get("notes") if isinstance(part, dict) else None
        if voice is None or not isinstance(notes, str):
            problems.append(_("{where}.part[{i}]: expected notes (text) and a voice")
                            .format(where=where, i=i))
            continue
        parts.append(Part(voice, notes))
    return Tune(float(tempo), tuple(parts)) if parts else None


def load_library(path: Path = SOUNDS_PATH) -> Library:
    """Read and check the sounds file; an unreadable file gives an empty library, one line."""
    try:
        with path.open("rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        return Library(problems=(_("{path}: cannot read the sounds ({why}); playing silently")
                                 .format(path=path, why=exc),))
    return parse_library(data, path.name)
