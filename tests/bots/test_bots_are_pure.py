"""game/bots is pure, like the rules it plays (docs/architecture.md): it imports only itself,
game/core, game/rules and a few standard modules — no arcade, pyglet, clock, threads or the
module-level random — so a bot's answers depend on what it is shown and its seed alone."""

from __future__ import annotations

import ast
from pathlib import Path

BOTS = Path(__file__).resolve().parents[2] / "game" / "bots"
ALLOWED = ("game.bots", "game.core", "game.rules", "__future__", "collections", "dataclasses",
           "functools", "itertools", "math", "operator", "pathlib", "typing")


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
    return found


def test_bots_import_only_what_is_pure() -> None:
    files = sorted(BOTS.glob("*.py"))
    assert len(files) >= 8
    bad = [f"{path.name}:{line}: {name}" for path in files for line, name in _imports(path)
           if not any(name == ok or name.startswith(ok + ".") for ok in ALLOWED)]
    assert not bad, bad
