"""SRS kick tables against the published ones, and the kick fixtures against their generator."""

from __future__ import annotations

import retris_kick_fixtures as published

from game.rules.retris.pieces import KICKS_I, KICKS_JLSTZ, KICKS_NONE
from game.rules.retris.srs import STATE_NAMES, kick_offsets


def test_tables_match_the_published_srs_tables():
    for kind, table in ((KICKS_JLSTZ, "jlstz"), (KICKS_I, "i")):
        for transition, offsets in published.KICKS[table].items():
            start = STATE_NAMES.index(transition[0])
            end = STATE_NAMES.index(transition[1])
            assert list(kick_offsets(kind, start, end)) == offsets, (table, transition)


def test_reverse_turn_tries_the_negated_offsets():
    for kind in (KICKS_JLSTZ, KICKS_I):
        for start in range(4):
            for end in ((start + 1) % 4, (start + 3) % 4):
                forward = kick_offsets(kind, start, end)
                back = kick_offsets(kind, end, start)
                assert [(-x, -y) for x, y in forward] == list(back)


def test_o_only_tries_no_offset():
    assert kick_offsets(KICKS_NONE, 0, 1) == ((0, 0),)


def test_kick_fixture_files_are_what_the_generator_writes():
    files = {p.name: p.read_text(encoding="utf-8") for p in published.OUT.glob("*.toml")}
    generated = published.all_fixtures()
    assert len(generated) == 80
    assert files == generated
