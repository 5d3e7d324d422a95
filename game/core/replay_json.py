"""Parsing a replay file's text into its top-level object with the inputs already converted.

``json.loads`` would first build a list per input row (a list, an int and a string each: about
160 bytes for a 16-byte ``[812,"left",1]``) and only then could the rows become
:class:`InputChange` objects, so a replay peaked at ~14x its file size in memory. Here the
top-level object is walked by hand with the json module's own scanner, and each row of
``inputs`` is converted the moment it is read. Every failure is a :class:`ReplayTextError`
naming where.

Solo replays and match replays (:mod:`game.core.match_replay`) write their rows differently,
so the row converter is the one for the ``format`` read before ``inputs`` (the game writes
``format`` first). In a file that puts ``inputs`` first the rows stay plain JSON lists, which
the format's ``from_json`` converts: correct, only heavier. A key written twice at the top is
refused, so the rows cannot have been converted for another format than the one that counts.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from game.core.actions import InputChange

_WS = " \t\n\r"

#: Turns one parsed input row into an InputChange; raises ValueError saying what is wrong.
RowParser = Callable[[Any], InputChange]


class ReplayTextError(ValueError):
    """Malformed text; the message says what and where (the caller adds the file)."""


def parse_replay_text(text: str, rows: Mapping[str, RowParser] | None = None) -> Any:
    """The top-level value: an object's ``inputs`` (when an array, after a ``format`` that
    ``rows`` names; by default the solo format's) is a ``list[InputChange]``; anything but an
    object is parsed plainly (the format check then refuses it).

    Raises ReplayTextError for text that is not JSON, nested too deep, or holds numbers too
    long to convert; ValueError from an input row comes out as ``inputs[i]: why``.
    """
    scan = json.JSONDecoder().scan_once
    rows = {"arcadeforge-replay": InputChange.from_json} if rows is None else rows
    try:
        start = _skip(text, 0)
        if text.startswith("{", start):
            obj, end = _object(text, start, scan, rows)
        else:
            obj, end = _value(text, start, scan)
    except StopIteration as exc:
        raise ReplayTextError(f"not JSON (expecting a value at {_where(text, exc.value)})") \
            from None
    except json.JSONDecodeError as exc:
        raise ReplayTextError(f"not JSON ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise ReplayTextError("not usable JSON (nested too deep)") from None
    if _skip(text, end) != len(text):
        raise ReplayTextError(f"not JSON (extra data at {_where(text, _skip(text, end))})")
    return obj


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    return i


def _where(text: str, i: int) -> str:
    return f"line {text.count(chr(10), 0, i) + 1}"


def _expect_char(text: str, i: int, char: str) -> int:
    if not text.startswith(char, i):
        raise json.JSONDecodeError(f"expecting {char!r}", text, i)
    return i + 1


def _object(text: str, i: int, scan: Any,
            rows: Mapping[str, RowParser]) -> tuple[dict[str, Any], int]:
    """``{ "key": value, ... }`` from ``i``; the value of ``inputs`` read row by row when the
    ``format`` before it says how."""
    i = _skip(text, _expect_char(text, i, "{"))
    obj: dict[str, Any] = {}
    if text.startswith("}", i):
        return obj, i + 1
    while True:
        if not text.startswith('"', i):
            raise json.JSONDecodeError("expecting a key in double quotes", text, i)
        key, start = scan(text, i)
        if key in obj:
            raise ReplayTextError(f"not usable JSON ({key!r} twice, at {_where(text, i)})")
        i = _skip(text, _expect_char(text, _skip(text, start), ":"))
        row = rows.get(obj["format"]) if isinstance(obj.get("format"), str) else None
        if key == "inputs" and row is not None and text.startswith("[", i):
            obj[key], i = _inputs(text, i, scan, row)
        else:
            obj[key], i = _value(text, i, scan)
        i = _skip(text, i)
        if text.startswith("}", i):
            return obj, i + 1
        i = _skip(text, _expect_char(text, i, ","))


def _value(text: str, i: int, scan: Any) -> tuple[Any, int]:
    try:
        return scan(text, i)
    except ValueError as exc:  # JSONDecodeError passes; this is the int-digit limit
        if isinstance(exc, json.JSONDecodeError):
            raise
        raise ReplayTextError(f"not usable JSON (a number too long at {_where(text, i)})") \
            from None


def _inputs(text: str, i: int, scan: Any, convert: RowParser) -> tuple[list[InputChange], int]:
    """The ``inputs`` array, each row converted as it is read (see the module's docstring)."""
    out: list[InputChange] = []
    i = _skip(text, i + 1)
    if text.startswith("]", i):
        return out, i + 1
    while True:
        row, i = _value(text, i, scan)
        try:
            change = convert(row)
        except ValueError as exc:
            raise ReplayTextError(f"inputs[{len(out)}]: {exc}") from None
        if out and change.tick < out[-1].tick:
            raise ReplayTextError(f"inputs[{len(out)}]: tick {change.tick} is before the "
                                  "previous one")
        out.append(change)
        i = _skip(text, i)
        if text.startswith("]", i):
            return out, i + 1
        i = _skip(text, _expect_char(text, i, ","))
