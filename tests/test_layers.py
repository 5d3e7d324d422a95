"""The directions between the code's folders (docs/architecture.md): each import, at the top
of a module or inside a function, points down. A failure names the file, the line, what it
imports and the rule it breaks. ``TYPE_CHECKING``-only imports are left out: they never run.

- ``game/core`` imports only itself; ``game/rules`` only itself and core.
- ``game/render`` never imports ``game/ui``; neither imports ``game/scenes``; and nothing below
  the screens (audio, input, config, storage, video, sim, render, ui) imports a screen, a
  command or the headless factory.
- A game's screens (``game/scenes/retris``, ``tetlight``, ``verse``) never import another's.
- The commands (``game/cli/*`` but its shared ``args``, ``game/app.py``, the scenario
  command) never import one another, and ``tools/`` import the headless factory, never a
  command.
- No import circle joins modules of different folders.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("retris", "tetlight", "verse")
BELOW_SCREENS = ("game.audio", "game.input", "game.config", "game.storage", "game.video",
                 "game.sim", "game.render", "game.ui", "game.core", "game.rules")
SCREENS_AND_UP = ("game.scenes", "game.cli", "game.headless", "game.app")
COMMANDS = ("game.cli.shot", "game.cli.render", "game.cli.replay", "game.app",
            "game.scenario.cli")


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. "game.ui.panel"
    target: str  # what it imports: a module, e.g. "game.scenes.base"
    line: int
    path: str  # the file, relative to the root


def under(name: str, *packages: str) -> bool:
    """Whether module ``name`` is one of ``packages`` or inside one."""
    return any(name == p or name.startswith(p + ".") for p in packages)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found.update(id(n) for n in ast.walk(node))
    return found


def imports_of(source: str, module: str, path: str, is_package: bool = False,
               known: set[str] | frozenset[str] = frozenset()) -> Iterator[Import]:
    """Every import of the project's code in ``source`` (the module ``module``); ``from a
    import b`` counts as importing ``a.b`` when that is a module in ``known``."""
    tree = ast.parse(source)
    skip = _type_checking_nodes(tree)
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(module, alias.name, node.lineno, path)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield Import(module, full if full in known else base, node.lineno, path)


def broken_rule(imp: Import) -> str | None:
    """Which direction ``imp`` breaks, in words, or None."""
    src, dst = imp.module, imp.target
    if not under(dst, "game", "tools"):
        return None
    if under(src, "game.core") and not under(dst, "game.core"):
        return "game/core imports only game/core"
    if under(src, "game.rules") and not under(dst, "game.core", "game.rules"):
        return "game/rules imports only game/rules and game/core"
    if under(src, "game.render") and under(dst, "game.ui"):
        return "game/render is below game/ui: it never imports it"
    if under(src, *BELOW_SCREENS) and under(dst, *SCREENS_AND_UP):
        return "the layers below the screens never import a screen, a command or game/headless"
    mine = [g for g in GAMES if under(src, f"game.scenes.{g}")]
    theirs = [g for g in GAMES if under(dst, f"game.scenes.{g}")]
    if mine and theirs and mine != theirs:
        return "a game's screens never import another game's"
    if under(src, *COMMANDS) and under(dst, *COMMANDS) and not under(dst, src):
        return "a command never imports another (they share game/headless)"
    if under(src, "tools") and under(dst, *COMMANDS):
        return "tools import the headless factory (game/headless), never a command"
    return None


def project_files() -> list[Path]:
    tools = [p for p in sorted((ROOT / "tools").iterdir()) if p.is_file()
             and (p.suffix == ".py" or p.read_text(errors="replace").startswith("#!/usr/bin/env "
                                                                               "python"))]
    return sorted((ROOT / "game").rglob("*.py")) + tools


def all_imports() -> list[Import]:
    files = project_files()
    known = {module_name(p.with_suffix(".py")) for p in files}
    found: list[Import] = []
    for path in files:
        name = module_name(path.with_suffix(".py"))
        found += imports_of(path.read_text(), name, str(path.relative_to(ROOT)),
                            path.name == "__init__.py", known)
    return found


def folder(module: str, packages: set[str]) -> str:
    return module if module in packages else module.rpartition(".")[0]


def cross_folder_cycles(imports: Iterable[Import], packages: set[str]) -> list[list[str]]:
    """The import circles (strongly connected groups of modules) that span folders."""
    graph: dict[str, set[str]] = {}
    for imp in imports:
        if imp.target != imp.module and imp.target.startswith(("game", "tools")):
            graph.setdefault(imp.module, set()).add(imp.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len({folder(m, packages) for m in group}) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_every_import_points_down() -> None:
    imports = all_imports()
    assert len(imports) > 1000  # the whole project was read
    offences = [f"{i.path}:{i.line} imports {i.target}: {rule}"
                for i in imports if (rule := broken_rule(i)) is not None]
    assert not offences, "imports against the layers:\n" + "\n".join(offences)


def test_no_import_circle_spans_folders() -> None:
    packages = {module_name(p) for p in (ROOT / "game").rglob("__init__.py")}
    circles = cross_folder_cycles(all_imports(), packages)
    assert not circles, "import circles across folders:\n" + "\n".join(
        " ↔ ".join(group) for group in circles)


def _offences(source: str, module: str) -> list[str | None]:
    return [broken_rule(i) for i in imports_of(source, module, "x.py")]


def test_the_checker_catches_each_kind_of_offence() -> None:
    assert _offences("from game.scenes.base import Scene", "game.ui.panel") == [
        "the layers below the screens never import a screen, a command or game/headless"]
    assert _offences("from game.ui import theme", "game.render.board") == [
        "game/render is below game/ui: it never imports it"]
    assert _offences("import game.sim.loop", "game.rules.retris.game") == [
        "game/rules imports only game/rules and game/core"]
    assert _offences("def f():\n    from game.scenes.verse.board import VerseBoard\n",
                     "game.scenes.retris.play") == ["a game's screens never import another game's"]
    assert _offences("from game.cli.shot import main", "game.cli.render") == [
        "a command never imports another (they share game/headless)"]
    assert _offences("from game.cli.shot import main", "tools.screenbench") == [
        "tools import the headless factory (game/headless), never a command"]
    assert _offences("from . import theme", "game.render.board") == [None]  # game.render.theme
    assert _offences("from ..ui import theme", "game.render.board") == [
        "game/render is below game/ui: it never imports it"]
    assert _offences("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from game.scenes.services import App\n", "game.ui.hints") == [None]
    fine = ("from game.headless.app import make_app\nfrom game.cli.args import parse_size\n"
            "from game.scenes.retris.board import RetrisBoard\n")
    assert _offences(fine, "tools.idlecpu") == [None, None, None]


def test_the_circle_finder_sees_a_circle_across_folders_only() -> None:
    def imp(a: str, b: str) -> Import:
        return Import(a, b, 1, "x.py")

    packages = {"game.a", "game.b"}
    across = [imp("game.a.x", "game.b.y"), imp("game.b.y", "game.a.x")]
    assert cross_folder_cycles(across, packages) == [["game.a.x", "game.b.y"]]
    within = [imp("game.a.x", "game.a.z"), imp("game.a.z", "game.a.x")]
    assert cross_folder_cycles(within, packages) == []
