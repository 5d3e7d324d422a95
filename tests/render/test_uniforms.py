"""Uniforms set only when their values change, kept per shared program."""

from __future__ import annotations

from game.render.uniforms import last_values, set_changed


class _Program:
    """Records what is set on it, as arcade's Program would be."""

    def __init__(self) -> None:
        self.sets: list[tuple[str, object]] = []

    def __setitem__(self, name: str, value: object) -> None:
        self.sets.append((name, value))


def test_a_value_is_set_once_until_it_changes() -> None:
    program = _Program()
    set_changed(program, [("time", 1.0), ("reach", (2.0, 3.0))])  # type: ignore[arg-type]
    set_changed(program, [("time", 1.0), ("reach", (2.0, 3.0))])  # type: ignore[arg-type]
    set_changed(program, [("time", 1.5), ("reach", (2.0, 3.0))])  # type: ignore[arg-type]
    assert program.sets == [("time", 1.0), ("reach", (2.0, 3.0)), ("time", 1.5)]
    assert last_values(program) == {"time": 1.5, "reach": (2.0, 3.0)}  # type: ignore[arg-type]


def test_each_program_keeps_its_own_values() -> None:
    first, second = _Program(), _Program()
    set_changed(first, [("time", 1.0)])  # type: ignore[arg-type]
    set_changed(second, [("time", 1.0)])  # type: ignore[arg-type]
    assert first.sets == second.sets == [("time", 1.0)]
