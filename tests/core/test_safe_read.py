"""The shared file checks: the nesting scan never counts what is inside strings or comments,
and messages quote any value short."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game.core.safe_read import (
    UnsafeFile,
    decode,
    parse_json,
    parse_toml,
    read_bytes,
    shown,
    toml_shape_fault,
)

FINE = '''
# a comment with [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ and .......................................
title = "brackets [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ and dots ....................... here"
path = 'C:\\a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j'
quote = "an escaped \\" then [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
long = """
[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ "" .................................. \\"""
"""
raw = \'\'\'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\'\'\'
a.b.c = 1.5
when = 1979-05-27T07:32:00.999
list = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5]
[[x.y]]
z = [[1, 2], [3, 4]]
'''


def test_a_real_looking_file_passes_the_scan_and_parses() -> None:
    assert toml_shape_fault(FINE) == ""
    assert parse_toml(FINE) == tomllib.loads(FINE)


@pytest.mark.parametrize(("text", "fault"), [
    ("a = " + "[" * 33 + "]" * 33, "nested more than 32 deep"),
    ("a = " + "{b = " * 33 + "1" + "}" * 33, "nested more than 32 deep"),
    ("a" + ".b" * 32 + " = 1", "a dotted key of more than 32 parts"),
    ("[" + "a." * 32 + "b]", "a dotted key of more than 32 parts"),
])
def test_too_deep_is_found_before_parsing(text: str, fault: str) -> None:
    assert toml_shape_fault(text) == fault
    with pytest.raises(UnsafeFile, match=fault.replace("(", r"\(")):
        parse_toml(text)


def test_json_failures_are_one_line() -> None:
    for text in ("[" * 100_000, "9" * 5000, "{"):
        with pytest.raises(UnsafeFile) as err:
            parse_json(text)
        assert "\n" not in str(err.value)


def test_bom_and_bad_bytes() -> None:
    assert decode("\ufeffa = 1".encode()) == "a = 1"
    with pytest.raises(UnsafeFile, match="is not UTF-8 text"):
        decode(b"\xff")


def test_a_folder_is_not_read(tmp_path: Path) -> None:
    with pytest.raises(UnsafeFile, match="it is a folder, not a regular file"):
        read_bytes(tmp_path, 100)


def test_shown_is_short_and_never_raises() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert shown(deep) == "<a list nested too deep>"
    assert shown("x" * 1000) == "'" + "x" * 56 + "..."
    assert shown("\ud800") == "'\\ud800'"


def test_one_line_escapes_breaks_controls_and_surrogates() -> None:
    from game.core.safe_read import one_line

    assert one_line("plain text: ok") == "plain text: ok"
    assert one_line("a\nb\rc\x00d\udcffe") == "a\\nb\\rc\\x00d\\udcffe"
