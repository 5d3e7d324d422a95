"""Shared pieces of the file fuzz tests: byte-level mutations of a real file (hypothesis
draws them, seeded so a run is repeatable), the nasty tokens parsers choke on, and a
snapshot of a folder tree to prove a command wrote nothing where it should not, and the count
of cases each surface ran (for ``tools/fuzz``)."""

from __future__ import annotations

import atexit
import collections
import contextlib
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

#: Bounded runs: few examples, no deadline (the machine is shared), no example database
#: (it would write ``.hypothesis`` into the working tree), derandomised (repeatable).
#: ARCADEFORGE_FUZZ_EXAMPLES=2000 runs a deeper search by hand (``tools/fuzz`` runs 3,000 a
#: surface); ARCADEFORGE_FUZZ_SEED with ``--hypothesis-seed`` draws other cases.
FUZZ = settings(max_examples=int(os.environ.get("ARCADEFORGE_FUZZ_EXAMPLES", "40")),
                deadline=None, database=None,
                derandomize="ARCADEFORGE_FUZZ_SEED" not in os.environ,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

T = TypeVar("T")
_CASES: collections.Counter[str] = collections.Counter()


def count_case(surface: str) -> None:
    """Count one case of ``surface`` (settings, replays, scenarios, score book, filesystem);
    ``tools/fuzz`` reads the counts from the file ARCADEFORGE_FUZZ_COUNTS names."""
    _CASES[surface] += 1


@atexit.register
def _write_counts() -> None:
    target = os.environ.get("ARCADEFORGE_FUZZ_COUNTS")
    if target and _CASES:
        Path(target).write_text(json.dumps(dict(_CASES)))


_HUNG: list[str] = []


def within(seconds: float, call: Callable[[], T], fifos: Path | None = None,
           case: object = None) -> T:
    """``call()``, failing the test when it has not returned in ``seconds`` (a hang); then
    every FIFO under ``fifos`` is opened for writing, which lets a blocked reader go. A
    thread that stays stuck may hold locks the next cases need: after a hang every case
    fails at once, naming the one that hung (``case``), so shrinking does not wait on each."""
    if _HUNG:
        raise AssertionError(f"an earlier case hung: {_HUNG[0]}")
    out: list[Any] = []

    def run() -> None:
        try:
            out.append((True, call()))
        except BaseException as exc:  # handed back to the test's thread
            out.append((False, exc))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        for path in (fifos.rglob("*") if fifos else []):
            with contextlib.suppress(OSError):
                if path.is_fifo():
                    os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        _HUNG.append(f"{case!r} still running after {seconds} s")
        raise AssertionError(f"hung: {_HUNG[0]}")
    ok, value = out[0]
    if not ok:
        raise value
    return value  # type: ignore[no-any-return]


NASTY = [
    b"[" * 1200, b"{a=" * 500, b'{"a":' * 1200, b"9" * 4400, b"-" + b"9" * 30, b".a" * 3000,
    b"\\ud800", b'"\\ud800"', b"\xed\xa0\x80", b"\xff\xfe", b"\xef\xbb\xbf", b"\x00",
    b"nan", b"inf", b"1e999", b"-1", b"0", b"true", b"null", b"[]", b"{}", b'""', b"'",
    b'"""', b"\n[[x]]\n", b"\n[effects]\n", b" = ", b",", b"wait:1000000", b"\r\n",
    b"1" * 19, b"18446744073709551616",
]


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` with one to four edits: a byte changed, a span cut, doubled or
    replaced by a nasty token, or the end cut off."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        size = max(1, len(data))
        at = draw(st.integers(0, size - 1))
        span = draw(st.integers(0, min(64, size - at)))
        kind = draw(st.sampled_from(["byte", "cut", "double", "token", "truncate"]))
        if kind == "byte":
            data[at:at + 1] = bytes([draw(st.integers(0, 255))])
        elif kind == "cut":
            del data[at:at + span]
        elif kind == "double":
            data[at:at] = data[at:at + span]
        elif kind == "token":
            data[at:at + span] = draw(st.sampled_from(NASTY))
        else:
            del data[at:]
    return bytes(data)


def tree(root: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``root``: its size and modification time."""
    found: dict[str, tuple[int, int]] = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = Path(folder) / name
            try:
                info = path.lstat()
            except FileNotFoundError:
                continue
            found[str(path.relative_to(root))] = (info.st_size, info.st_mtime_ns)
    return found


def changed_outside(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]],
                    inside: str) -> list[str]:
    """Files added, removed or changed that are not under the folder ``inside``."""
    names = set(before) | set(after)
    return sorted(n for n in names if before.get(n) != after.get(n)
                  and not n.startswith(inside.rstrip("/") + "/"))


ODD_VALUES = st.one_of(
    st.sampled_from([None, True, False, 0, -1, 1, 7, 10**18, -(10**18), 2**64, 10**300, 1.5,
                     float("inf"), "", "\ud800", "x" * 5000, [], {}, [[[[[[]]]]]],
                     [0, "left", 1], [0, "place", 1, [9, 9, 9]], "left", "crazy", "retris",
                     "verse", "tetlight"]),
    st.integers(), st.text(max_size=12), st.lists(st.integers(-3, 300), max_size=5))


def _paths(value: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place inside ``value`` (a JSON document) a value could be replaced."""
    found = [prefix]
    if isinstance(value, dict):
        for key, sub in value.items():
            found += _paths(sub, (*prefix, key))
    elif isinstance(value, list):
        # A long list: its first and last few entries are enough places.
        for i in [*range(min(4, len(value))), *range(max(4, len(value) - 2), len(value))]:
            found += _paths(value[i], (*prefix, i))
    return found


@st.composite
def json_mutated(draw: st.DrawFn, original: object) -> object:
    """A deep copy of the JSON ``original`` with one to three values replaced by odd ones
    (or removed, for an object's key)."""
    import copy

    doc = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        places = [p for p in _paths(doc) if p]
        if not places:
            return copy.deepcopy(draw(ODD_VALUES))
        place = draw(st.sampled_from(places))
        parent: object = doc
        for part in place[:-1]:
            parent = parent[part]  # type: ignore[index]
        if isinstance(parent, dict) and draw(st.booleans()) and draw(st.booleans()):
            parent.pop(place[-1], None)
        else:
            # A copy: the pool's lists and objects must not be changed by a later edit.
            parent[place[-1]] = copy.deepcopy(draw(ODD_VALUES))  # type: ignore[index]
    return doc
