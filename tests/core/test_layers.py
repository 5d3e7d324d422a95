"""The layer arrows: nothing under game/rules or game/core imports a window, a clock or
global randomness, and nothing there reaches up into the layers above."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN = {"arcade", "pyglet", "moderngl", "time", "random", "threading", "datetime"}
ALLOWED_GAME = ("game.core", "game.rules")


def forbidden_imports(source: str) -> list[str]:
    """Names imported by ``source`` that pure rules may not use."""
    bad: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        for name in names:
            top = name.split(".")[0]
            if top in FORBIDDEN or (top == "game" and not name.startswith(ALLOWED_GAME)):
                bad.append(name)
    return bad


def pure_files() -> list[Path]:
    return sorted((GAME / "rules").rglob("*.py")) + sorted((GAME / "core").rglob("*.py"))


def test_pure_layers_import_nothing_forbidden() -> None:
    files = pure_files()
    assert len(files) >= 5
    offenders = {str(f.relative_to(GAME)): forbidden_imports(f.read_text()) for f in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_checker_catches_each_kind_of_offence() -> None:
    assert forbidden_imports("import arcade") == ["arcade"]
    assert forbidden_imports("from pyglet.window import key") == ["pyglet.window"]
    assert forbidden_imports("import random\nimport time") == ["random", "time"]
    assert forbidden_imports("from game.render.board import BoardRenderer") == ["game.render.board"]
    assert forbidden_imports("from game.core.rng import RngStreams\nimport hashlib") == []


def test_rules_and_scenario_runner_load_without_arcade() -> None:
    code = (
        "import sys, game.rules.registry, game.scenario.cli, game.sim.sync_loop;"
        "bad = [m for m in ('arcade', 'pyglet', 'moderngl') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
