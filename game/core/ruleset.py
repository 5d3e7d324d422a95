"""Ruleset data: every tunable number of a game, read from ``resources/rulesets/<name>.toml``.

A :class:`Ruleset` hands out typed values by dotted key and raises :class:`ValidationError`
naming the key and what was expected, so a bad data file reads as one clear line. Keys that no
reader asked for are reported too (``check_all_used``): a typo must not silently fall back.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.core.paths import resources
from game.core.safe_read import shown

_MISSING = object()


class ValidationError(ValueError):
    """A value that is not what was expected. Reads ``key (where): expected …, got …``;
    ``key`` is the dotted name, ``where`` an optional place inside the value (row, column)."""

    def __init__(self, key: str, expected: str, got: object = _MISSING, where: str = "") -> None:
        self.key = key
        self.expected = expected
        self.got = got
        self.where = where
        super().__init__(self._text())

    @property
    def given(self) -> bool:
        """Whether a value was there (not a key left out)."""
        return self.got is not _MISSING

    def _text(self) -> str:
        place = f" ({self.where})" if self.where else ""
        # shown(): a value nested deep or megabytes long is quoted short, never re-raised.
        tail = f", got {shown(self.got, 200)}" if self.given else ""
        return f"{self.key}{place}: expected {self.expected}{tail}"

    def prefixed(self, prefix: str) -> ValidationError:
        """The same error with ``prefix.`` in front of the key (e.g. ``options``)."""
        key = f"{prefix}.{self.key}" if prefix else self.key
        return ValidationError(key, self.expected, self.got, self.where)


def rulesets_dir() -> Path:
    """``resources/rulesets``, in a checkout or an installed wheel (see game.core.paths)."""
    return resources() / "rulesets"


class Ruleset:
    """One loaded ruleset file with typed, key-checked getters."""

    def __init__(self, name: str, data: dict[str, Any]) -> None:
        self.name = name
        self.data = data
        self._used: set[str] = set()

    def _raw(self, key: str, default: object = _MISSING) -> Any:
        node: Any = self.data
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                if default is not _MISSING:
                    return default
                raise self.error(key, "a value")
            node = node[part]
        self._mark(key, node)
        return node

    def _mark(self, key: str, node: Any) -> None:
        # Asking for a table counts every key inside it as used.
        self._used.add(key)
        if isinstance(node, dict):
            for sub, value in node.items():
                self._mark(f"{key}.{sub}", value)

    def error(self, key: str, expected: str, got: object = _MISSING) -> ValidationError:
        return ValidationError(f"{self.name}.toml: {key}", expected, got)

    def int(self, key: str, lo: int, hi: int) -> int:
        value = self._raw(key)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.error(key, f"an integer from {lo} to {hi}", value)
        return value

    def number(self, key: str, lo: float, hi: float) -> float:
        value = self._raw(key)
        if not isinstance(value, int | float) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.error(key, f"a number from {lo} to {hi}", value)
        return value

    def bool(self, key: str) -> bool:
        value = self._raw(key)
        if not isinstance(value, bool):
            raise self.error(key, "true or false", value)
        return value

    def str(self, key: str) -> str:
        value = self._raw(key)
        if not isinstance(value, str) or not value:
            raise self.error(key, "a non-empty string", value)
        return value

    def int_list(self, key: str, lo: int, hi: int) -> tuple[int, ...]:
        value = self._raw(key)
        ok = isinstance(value, list) and value and all(
            isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi for v in value)
        if not ok:
            raise self.error(key, f"a non-empty list of integers from {lo} to {hi}", value)
        return tuple(value)

    def str_list(self, key: str) -> tuple[str, ...]:
        value = self._raw(key)
        if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            raise self.error(key, "a list of strings", value)
        return tuple(value)

    def table(self, key: str) -> dict[str, Any]:
        """A whole table; every key inside it counts as used."""
        value = self._raw(key)
        if not isinstance(value, dict):
            raise self.error(key, "a table", value)
        return value

    def keys(self, key: str) -> list[str]:
        """The names inside a table, without marking them used (read each one next)."""
        node = self.data
        for part in key.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, dict) or not node:
            raise self.error(key, "a non-empty table", node)
        return list(node)

    def has(self, key: str) -> bool:
        return self._raw(key, None) is not None

    def check_all_used(self) -> None:
        """Raise for the first key in the file that no reader asked for (likely a typo)."""
        for key in _leaf_keys(self.data, ""):
            if key not in self._used:
                raise self.error(key, "no such key (unknown or misspelt)", "present")


def _leaf_keys(node: dict[str, Any], prefix: str) -> list[str]:
    keys: list[str] = []
    for sub, value in node.items():
        key = f"{prefix}{sub}"
        keys.extend(_leaf_keys(value, key + ".") if isinstance(value, dict) else [key])
    return keys


def load_ruleset(name: str, directory: Path | None = None) -> Ruleset:
    """Read ``<name>.toml`` from ``resources/rulesets`` (or ``directory``)."""
    path = (directory or rulesets_dir()) / f"{name}.toml"
    return Ruleset(name, _read_toml(path, name))


def _read_toml(path: Path, name: str) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ValidationError(f"{name}.toml", "a readable ruleset file", str(exc)) from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValidationError(f"{name}.toml", "valid TOML", str(exc)) from None
