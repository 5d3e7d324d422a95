"""Every event kind the rules can emit has a sound entry in resources/sounds.toml (a new kind
without one fails here), and every sound the data names exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.audio.cues import ANY, VARIANTS
from game.audio.library import load_library

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
GAMES = ("retris", "tetlight", "verse")


def emitted_kinds(game: str) -> set[str]:
    """The first argument of every ``emit(...)`` / ``_emit(...)`` call in a game's rules."""
    kinds = set()
    for path in (RULES / game).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name)
                    and getattr(node.func, "attr", getattr(node.func, "id", "")) in
                    ("emit", "_emit") and node.args
                    and isinstance(node.args[0], ast.Constant)):
                kinds.add(str(node.args[0].value))
    return kinds


def test_the_scan_finds_the_known_kinds() -> None:
    # The scan itself must work, or the coverage test below would pass on nothing.
    assert {"move", "lock", "rows_cleared", "generation", "chain"} <= emitted_kinds("retris")
    assert {"flash", "gravity", "global_explosion", "radar"} <= emitted_kinds("tetlight")
    assert {"placed", "refused", "cleared", "dealt"} <= emitted_kinds("verse")


def test_sound_file_has_no_problems() -> None:
    assert load_library().problems == ()


@pytest.mark.parametrize("game", GAMES)
def test_every_event_kind_has_a_sound_entry(game: str) -> None:
    table = load_library().events.get(game, {})
    missing = sorted(emitted_kinds(game) - set(table))
    assert not missing, f"[events.{game}] in resources/sounds.toml lacks {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_variant_the_cues_ask_for_is_in_the_data(game: str) -> None:
    table = load_library().events[game]
    for kind in emitted_kinds(game):
        for variant in VARIANTS.get((game, kind), (ANY,)):
            assert variant in table[kind], f"events.{game}.{kind} lacks variant {variant!r}"


def test_requested_events_are_not_silent() -> None:
    """The issue's list: these must make a sound (spawn and chain_end may stay quiet)."""
    events = load_library().events
    loud = {"retris": ["move", "rotate", "rotate_refused", "lock", "hold", "rows_cleared",
                       "level_up", "game_over", "generation"],
            "tetlight": ["flash", "gravity", "contact", "global_explosion", "radar", "land"],
            "verse": ["placed", "refused", "cleared", "game_over"]}
    for game, kinds in loud.items():
        for kind in kinds:
            assert all(events[game][kind].values()), f"events.{game}.{kind} has a silent variant"
    assert set(events["ui"]["menu"]) == {"move", "adjust", "confirm", "back"}
    assert events["ui"]["verse"]["pick"] and events["ui"]["tetlight"]["clock"]


def test_rows_one_to_four_are_distinct_sounds() -> None:
    rows = load_library().events["retris"]["rows_cleared"]
    assert len({rows[str(n)] for n in range(1, 5)}) == 4
