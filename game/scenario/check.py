"""``--check``: compare a scenario's output with its ``[expect]`` and explain the difference."""

from __future__ import annotations

from typing import Any


def differences(expect: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """Readable lines for every expected key whose value differs; empty when all match."""
    lines: list[str] = []
    for key, wanted in expect.items():
        got = actual.get(key)
        if got == wanted or (isinstance(wanted, dict) and isinstance(got, dict)
                             and all(got.get(k) == v for k, v in wanted.items())):
            continue
        if isinstance(wanted, dict) and isinstance(got, dict):  # a table: the keys given
            lines.extend(differences({f"{key}.{k}": v for k, v in wanted.items()},
                                     {f"{key}.{k}": v for k, v in got.items()}))
        elif _is_grid(wanted) and _is_grid(got):
            lines.extend(_grid_diff(key, wanted, got))
        else:
            lines.append(f"  {key}: expected {_show(wanted)}, got {_show(got)}")
    return lines


def _is_grid(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(row, str) for row in value)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


def _grid_diff(key: str, wanted: list[str], got: list[str]) -> list[str]:
    """Both grids side by side, top row first; '>' marks the rows that differ. Row numbers
    follow the game's rules page: Retris's field counts from the bottom, Verse's board
    (``board``) from the top."""
    width = max([len(r) for r in wanted + got] + [len("expected")])
    from_top = key == "board"
    # --check's diff, printed by `arcadeforge scenario` only: never on screen.
    lines = [f"  {key}: rows differ (row numbers count from 0 at the "  # i18n: not shown
             f"{'top' if from_top else 'bottom'})",
             f"      row  {'expected':<{width}}  actual"]  # i18n: not shown
    count = max(len(wanted), len(got))
    for top in range(count):
        left = wanted[top] if top < len(wanted) else "(missing)"
        right = got[top] if top < len(got) else "(missing)"
        mark = ">" if left != right else " "
        number = top if from_top else count - 1 - top
        lines.append(f"    {mark} {number:>3}  {left:<{width}}  {right}")
    return lines
