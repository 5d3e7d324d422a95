"""Writes the SRS kick scenario fixtures (tests/scenarios/retris/classic/kicks/*.toml).

Independent of game/rules on purpose: the rotation states are written out as the guideline
draws them and the kick tables are copied from the published SRS tables (tetris.wiki, y up), so
the fixtures check the engine against the published rules, not against itself.

For every table (JLSTZ, I), transition and test k, it searches for a position where the piece
can be brought from spawn, tests 1..k-1 are blocked by a placed block (or a wall/the floor),
test k is free, and the piece rests after the kick (so the hard drop locks it exactly there).

    uv run python tests/rules/retris/retris_kick_fixtures.py     # rewrite the files
"""

from __future__ import annotations

import itertools
from pathlib import Path

W, H = 10, 24
OUT = Path(__file__).resolve().parents[2] / "scenarios" / "retris" / "classic" / "kicks"
NAMES = ("0", "R", "2", "L")

# Rotation states drawn top row first, as the guideline's SRS picture shows them.
STATES = {
    "T": ([".#.", "###", "..."], [".#.", ".##", ".#."], ["...", "###", ".#."],
          [".#.", "##.", ".#."]),
    "J": (["#..", "###", "..."], [".##", ".#.", ".#."], ["...", "###", "..#"],
          [".#.", ".#.", "##."]),
    "L": (["..#", "###", "..."], [".#.", ".#.", ".##"], ["...", "###", "#.."],
          ["##.", ".#.", ".#."]),
    "S": ([".##", "##.", "..."], [".#.", ".##", "..#"], ["...", ".##", "##."],
          ["#..", "##.", ".#."]),
    "Z": (["##.", ".##", "..."], ["..#", ".##", ".#."], ["...", "##.", ".##"],
          [".#.", "##.", "#.."]),
    "I": (["....", "####", "....", "...."], ["..#.", "..#.", "..#.", "..#."],
          ["....", "....", "####", "...."], [".#..", ".#..", ".#..", ".#.."]),
}

# Published SRS wall kick data, (x, y) with y up; test 1 is (0, 0).
KICKS = {
    "jlstz": {
        "0R": [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)],
        "R0": [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
        "R2": [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
        "2R": [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)],
        "2L": [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)],
        "L2": [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
        "L0": [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
        "0L": [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)],
    },
    "i": {
        "0R": [(0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)],
        "R0": [(0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)],
        "R2": [(0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)],
        "2R": [(0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)],
        "2L": [(0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)],
        "L2": [(0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)],
        "L0": [(0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)],
        "0L": [(0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)],
    },
}
TRANSITIONS = ["0R", "R0", "R2", "2R", "2L", "L2", "L0", "0L"]
TURN = {"0R": "cw", "R2": "cw", "2L": "cw", "L0": "cw",
        "R0": "ccw", "2R": "ccw", "L2": "ccw", "0L": "ccw"}
REACH = {"0": [], "R": ["cw"], "2": ["cw", "cw"], "L": ["ccw"]}  # from spawn, in open air
PASSED = {"0": [], "R": ["R"], "2": ["R", "2"], "L": ["L"]}  # states taken on the way

Cell = tuple[int, int]


def shape(piece: str, state: str) -> list[Cell]:
    rows = STATES[piece][NAMES.index(state)]
    n = len(rows)
    return [(x, n - 1 - top) for top, r in enumerate(rows) for x, ch in enumerate(r) if ch == "#"]


def at(cells: list[Cell], x: int, y: int) -> set[Cell]:
    return {(cx + x, cy + y) for cx, cy in cells}


def inside(cells: set[Cell]) -> bool:
    return all(0 <= x < W and 0 <= y < H for x, y in cells)


def spawn_box(piece: str) -> Cell:
    """rules/retris.md §3: box top in row 23; JLSTZ columns 3-5, I columns 3-6."""
    n = len(STATES[piece][0])
    return 3, H - n


def route(piece: str, state: str, blocks: set[Cell], goal: Cell) -> list[str] | None:
    """Actions from spawn to box position ``goal`` in ``state``: turn in the open air at the
    spawn position, then left/right/down (breadth first), never through a block or a wall."""
    sx, sy = spawn_box(piece)
    for passed in ["0", *PASSED[state]]:
        cells = at(shape(piece, passed), sx, sy)
        if not inside(cells) or cells & blocks:
            return None
    cells = shape(piece, state)
    seen = {(sx, sy): list(REACH[state])}
    frontier = [(sx, sy)]
    while frontier:
        nxt = []
        for px, py in frontier:
            if (px, py) == goal:
                return seen[(px, py)]
            for move, (dx, dy) in (("left", (-1, 0)), ("right", (1, 0)), ("down", (0, -1))):
                pos = (px + dx, py + dy)
                placed = at(cells, *pos)
                if pos in seen or not inside(placed) or placed & blocks:
                    continue
                seen[pos] = [*seen[(px, py)], move]
                nxt.append(pos)
        frontier = nxt
    return None


def targets(piece: str, table: str, tr: str, x: int, y: int) -> list[set[Cell]]:
    return [at(shape(piece, tr[1]), x + dx, y + dy) for dx, dy in KICKS[table][tr]]


def try_position(piece: str, table: str, tr: str, k: int, x: int, y: int
                 ) -> tuple[set[Cell], list[str]] | None:
    """Blocks that make test k the first to succeed, and the route there; None if impossible."""
    before = at(shape(piece, tr[0]), x, y)
    tests = targets(piece, table, tr, x, y)
    goal = tests[k - 1]
    if not inside(before) or not inside(goal):
        return None
    forbidden = before | goal
    choices: list[list[Cell | None]] = []
    for blocked in tests[: k - 1]:
        if not inside(blocked):
            choices.append([None])  # a wall or the floor already blocks this test
        elif not blocked - forbidden:
            return None
        else:
            choices.append(sorted(blocked - forbidden, key=lambda c: (c[1], c[0])))
    below = {(cx, cy - 1) for cx, cy in goal}
    if any(cy < 0 for _, cy in below):
        choices.append([None])
    else:
        choices.append(sorted(below - forbidden, key=lambda c: (c[1], c[0])))
    # Fewest blocks first: one block often stops several tests at once.
    sets = {frozenset(c for c in combo if c is not None) for combo in itertools.product(*choices)}
    for blocks in sorted(sets, key=lambda b: (len(b), sorted(b, key=lambda c: (c[1], c[0])))):
        if any(not (t & blocks) and inside(t) for t in tests[: k - 1]):
            continue
        if not any(cy < 0 for _, cy in below) and not below & blocks:
            continue
        path = route(piece, tr[0], set(blocks), (x, y))
        if path is not None:
            return set(blocks), path
    return None


def find(table: str, tr: str, k: int, pieces: list[str]
         ) -> tuple[str, int, int, set[Cell], list[str]]:
    """Prefer tests blocked by blocks over walls, then the piece order, then low positions."""
    candidates = []
    for piece in pieces:
        sx, sy = spawn_box(piece)
        for y in range(0, sy + 1):
            for x in range(-2, W):
                walls = sum(not inside(t) for t in targets(piece, table, tr, x, y)[: k - 1])
                candidates.append(((walls, pieces.index(piece), y, abs(x - sx)), piece, x, y))
    for _, piece, x, y in sorted(candidates):
        found = try_position(piece, table, tr, k, x, y)
        if found is not None:
            return piece, x, y, found[0], found[1]
    raise AssertionError(f"no position for {table} {tr} test {k}")


def grid(cells: dict[Cell, str]) -> str:
    rows = []
    for y in range(H - 1, -1, -1):
        rows.append("".join(cells.get((x, y), "..") for x in range(W)))
    return "\n".join(rows)


def fixture(table: str, tr: str, k: int) -> tuple[str, str]:
    order = ["I"] if table == "i" else ["T", "J", "L", "S", "Z"]
    if table == "jlstz":  # spread the five pieces over the fixtures
        shift = (TRANSITIONS.index(tr) + k) % 5
        order = order[shift:] + order[:shift]
    piece, x, y, blocks, path = find(table, tr, k, order)
    start, end = tr[0], tr[1]
    dx, dy = KICKS[table][tr][k - 1]
    before = {c: "X." for c in blocks}
    after = dict(before)
    after.update({c: piece + "." for c in at(shape(piece, end), x + dx, y + dy)})
    name = f"kick-{table}-{start.lower()}-to-{end.lower()}-test{k}.toml"
    acts = [*path, TURN[tr], "hard_drop"]
    text = (
        f'description = "{piece} turning {start} to {end}: tests 1-{k - 1} blocked, test {k} '
        f'({dx:+d}, {dy:+d}) is taken; the piece rests there and the hard drop locks it"\n'
        if k > 1 else
        f'description = "{piece} turning {start} to {end}: test 1 (no offset) is taken; the '
        f'piece rests there and the hard drop locks it"\n'
    ).replace("tests 1-1 blocked", "test 1 blocked")
    text += 'game = "retris"\nseed = 1\n\n[setup]\n'
    text += f'queue = ["{piece}"]\n'
    text += "actions = [" + ", ".join(f'"{a}"' for a in acts) + "]\n"
    text += f'field = """\n{grid(before)}\n"""\n\n[expect]\n'
    text += "score = 0\nrows = 0\nover = false\n"
    text += f'field = """\n{grid(after)}\n"""\n'
    return name, text


def all_fixtures() -> dict[str, str]:
    return dict(fixture(table, tr, k) for table in KICKS for tr in TRANSITIONS
                for k in range(1, 6))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in all_fixtures().items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
